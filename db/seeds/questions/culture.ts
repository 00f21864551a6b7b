// Culture questions: patrimoine (theme histoire_geo_culture) and the four subthemes of
// "vivre dans la société française" (theme societe). Ids cult-NNN are stable: never renumber.
// Each answer was worked out from the cited text (law article, official page, institution's site).
import type { SeedQuestion } from './types';

const PATRIMOINE = {
  category: 'culture',
  theme: 'histoire_geo_culture',
  subtheme: 'patrimoine',
  kind: 'knowledge',
} as const;

export const questions: SeedQuestion[] = [
  // ── Patrimoine : monuments et lieux ─────────────────────────────────────────
  {
    ...PATRIMOINE,
    id: 'cult-001',
    difficulty: 1,
    content: 'Pour quel événement la tour Eiffel a-t-elle été construite ?',
    contentEn: 'For which event was the Eiffel Tower built?',
    options: [
      "L'Exposition universelle de 1889",
      'Le couronnement de Napoléon Ier',
      'Les Jeux olympiques de 1924',
      'La fin de la Première Guerre mondiale',
    ],
    optionsEn: [
      'The 1889 World Fair (Exposition universelle)',
      'The coronation of Napoleon I',
      'The 1924 Olympic Games',
      'The end of the First World War',
    ],
    correctAnswer: "L'Exposition universelle de 1889",
    explanation:
      "La tour de Gustave Eiffel a été construite de 1887 à 1889 pour l'Exposition universelle de Paris de 1889, qui célébrait aussi le centenaire de la Révolution française. Elle devait être démontée, mais elle est restée et est devenue un symbole de la France.",
    explanationEn:
      "Gustave Eiffel's tower was built from 1887 to 1889 for the Paris World Fair of 1889, which also celebrated the centenary of the French Revolution. It was meant to be taken down, but it stayed and became a symbol of France.",
    source: 'toureiffel.paris (site officiel de la tour Eiffel) — Histoire de la tour Eiffel',
  },
  {
    ...PATRIMOINE,
    id: 'cult-002',
    difficulty: 1,
    content: "Quel monument historique est construit sur un îlot rocheux, dans une baie de Normandie ?",
    contentEn: 'Which historic monument stands on a small rocky island in a bay of Normandy?',
    options: [
      'Le château de Chambord',
      'Le Mont-Saint-Michel',
      'Le pont du Gard',
      'La cathédrale de Reims',
    ],
    optionsEn: ['The Château de Chambord', 'Mont-Saint-Michel', 'The Pont du Gard', 'Reims Cathedral'],
    correctAnswer: 'Le Mont-Saint-Michel',
    explanation:
      "Le Mont-Saint-Michel est une abbaye bâtie sur un îlot rocheux, dans une baie entourée par la mer à marée haute, en Normandie (Manche). Il est inscrit au patrimoine mondial de l'UNESCO depuis 1979. Chambord est dans le Loir-et-Cher, le pont du Gard dans le Gard et Reims en Champagne.",
    explanationEn:
      'Mont-Saint-Michel is an abbey built on a rocky islet, in a bay surrounded by the sea at high tide, in Normandy (Manche). It has been a UNESCO World Heritage site since 1979. Chambord is in Loir-et-Cher, the Pont du Gard in the Gard, and Reims in Champagne.',
    source: 'UNESCO, Liste du patrimoine mondial — « Mont-Saint-Michel et sa baie » (inscrit en 1979)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-003',
    difficulty: 1,
    content: 'Quel château, situé près de Paris, symbolise le pouvoir royal de Louis XIV ?',
    contentEn: "Which château near Paris symbolises Louis XIV's royal power?",
    options: [
      'Le château de Chenonceau',
      'Le château du Haut-Kœnigsbourg',
      'Le château de Versailles',
      'Le château de Chambord',
    ],
    optionsEn: [
      'The Château de Chenonceau',
      'The Château du Haut-Kœnigsbourg',
      'The Palace of Versailles',
      'The Château de Chambord',
    ],
    correctAnswer: 'Le château de Versailles',
    explanation:
      "Louis XIV a fait agrandir le château de Versailles, à une vingtaine de kilomètres de Paris, et y a installé la cour et le gouvernement en 1682. Le château, sa galerie des Glaces et ses jardins montraient la puissance du « Roi-Soleil ». Les autres châteaux sont dans la vallée de la Loire ou en Alsace.",
    explanationEn:
      'Louis XIV enlarged the Palace of Versailles, about twenty kilometres from Paris, and moved the court and the government there in 1682. The palace, its Hall of Mirrors and its gardens displayed the power of the "Sun King". The other châteaux are in the Loire valley or in Alsace.',
    source: 'chateauversailles.fr (site officiel du château de Versailles) — Louis XIV et Versailles',
  },
  {
    ...PATRIMOINE,
    id: 'cult-004',
    difficulty: 1,
    content: 'Dans quel grand musée parisien peut-on voir la Joconde de Léonard de Vinci ?',
    contentEn: "In which major Paris museum can you see Leonardo da Vinci's Mona Lisa?",
    options: ["Le musée d'Orsay", 'Le Centre Pompidou', 'Le musée Rodin', 'Le musée du Louvre'],
    optionsEn: ["The Musée d'Orsay", 'The Centre Pompidou', 'The Musée Rodin', 'The Louvre Museum'],
    correctAnswer: 'Le musée du Louvre',
    explanation:
      "La Joconde (Mona Lisa) est exposée au musée du Louvre, ancien palais des rois de France devenu musée en 1793. François Ier avait acquis le tableau au XVIe siècle. Orsay présente surtout l'art du XIXe siècle et Pompidou l'art moderne et contemporain.",
    explanationEn:
      'The Mona Lisa is on display at the Louvre, a former palace of the kings of France that became a museum in 1793. Francis I acquired the painting in the 16th century. Orsay mostly shows 19th-century art and the Pompidou Centre modern and contemporary art.',
    source: 'louvre.fr (site officiel du musée du Louvre) — « Portrait de Lisa Gherardini, dite la Joconde »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-005',
    difficulty: 1,
    content: 'Parmi ces musées, lequel se trouve à Paris ?',
    contentEn: 'Which of these museums is in Paris?',
    options: ['Le musée du Prado', "Le musée d'Orsay", 'Le British Museum', 'Le Rijksmuseum'],
    optionsEn: ['The Prado Museum', "The Musée d'Orsay", 'The British Museum', 'The Rijksmuseum'],
    correctAnswer: "Le musée d'Orsay",
    explanation:
      "Le musée d'Orsay, ouvert en 1986 dans une ancienne gare au bord de la Seine, présente l'art de 1848 à 1914, notamment les impressionnistes. Le Prado est à Madrid, le British Museum à Londres et le Rijksmuseum à Amsterdam.",
    explanationEn:
      "The Musée d'Orsay, opened in 1986 in a former railway station on the banks of the Seine, shows art from 1848 to 1914, including the Impressionists. The Prado is in Madrid, the British Museum in London and the Rijksmuseum in Amsterdam.",
    source: "musee-orsay.fr (site officiel du musée d'Orsay) — Histoire du musée",
  },
  {
    ...PATRIMOINE,
    id: 'cult-006',
    difficulty: 2,
    content: 'Où peut-on voir des peintures préhistoriques célèbres en France ?',
    contentEn: 'Where can you see famous prehistoric paintings in France?',
    options: [
      'Dans les catacombes de Paris',
      'Dans la cathédrale de Chartres',
      'Dans la grotte de Lascaux, en Dordogne',
      'Au château de Versailles',
    ],
    optionsEn: [
      'In the Paris catacombs',
      'In Chartres Cathedral',
      'In the Lascaux cave, in the Dordogne',
      'At the Palace of Versailles',
    ],
    correctAnswer: 'Dans la grotte de Lascaux, en Dordogne',
    explanation:
      "La grotte de Lascaux (Montignac, Dordogne), découverte en 1940, est ornée de peintures d'animaux vieilles d'environ 18 000 ans. Pour la protéger, elle est fermée au public depuis 1963 et on visite des copies fidèles (Lascaux II et Lascaux IV). La grotte Chauvet, en Ardèche, est un autre exemple.",
    explanationEn:
      'The Lascaux cave (Montignac, Dordogne), discovered in 1940, is decorated with paintings of animals about 18,000 years old. To protect it, it has been closed to the public since 1963 and visitors see faithful copies (Lascaux II and Lascaux IV). The Chauvet cave, in the Ardèche, is another example.',
    source: 'Ministère de la Culture — « Grotte de Lascaux » (archeologie.culture.gouv.fr)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-007',
    difficulty: 2,
    content: 'Quel monument de Paris porte l’inscription « Aux grands hommes la patrie reconnaissante » ?',
    contentEn: 'Which Paris monument bears the inscription "To great men, the grateful homeland"?',
    options: ['Le Panthéon', "L'Arc de Triomphe", 'Les Invalides', "L'Opéra Garnier"],
    optionsEn: ['The Panthéon', 'The Arc de Triomphe', 'Les Invalides', 'The Opéra Garnier'],
    correctAnswer: 'Le Panthéon',
    explanation:
      "Le Panthéon accueille les restes de personnalités que la Nation veut honorer : Victor Hugo, Jean Moulin, Marie Curie, Simone Veil, Joséphine Baker ou Missak Manouchian. L'entrée au Panthéon est décidée par le président de la République. Les Invalides abritent le tombeau de Napoléon Ier.",
    explanationEn:
      'The Panthéon holds the remains of people the Nation wants to honour: Victor Hugo, Jean Moulin, Marie Curie, Simone Veil, Josephine Baker or Missak Manouchian. Entry to the Panthéon is decided by the President of the Republic. Les Invalides holds the tomb of Napoleon I.',
    source: 'Centre des monuments nationaux — paris-pantheon.fr, « Le Panthéon »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-008',
    difficulty: 2,
    content: 'Sous quel monument parisien repose le Soldat inconnu de la Première Guerre mondiale ?',
    contentEn: 'Under which Paris monument does the Unknown Soldier of the First World War lie?',
    options: ['Sous la tour Eiffel', 'Sous le Panthéon', 'Sous la Concorde', "Sous l'Arc de Triomphe"],
    optionsEn: [
      'Under the Eiffel Tower',
      'Under the Panthéon',
      'Under the Place de la Concorde',
      'Under the Arc de Triomphe',
    ],
    correctAnswer: "Sous l'Arc de Triomphe",
    explanation:
      "Un soldat français non identifié, mort pendant la Grande Guerre, a été inhumé sous l'Arc de Triomphe de l'Étoile le 28 janvier 1921. Il représente tous les soldats morts pour la France. Depuis 1923, la flamme du souvenir y est ravivée chaque soir.",
    explanationEn:
      'An unidentified French soldier who died in the Great War was buried under the Arc de Triomphe de l’Étoile on 28 January 1921. He stands for all soldiers who died for France. Since 1923, the flame of remembrance has been rekindled there every evening.',
    source: "Centre des monuments nationaux — paris-arc-de-triomphe.fr, « La tombe du Soldat inconnu »",
  },
  {
    ...PATRIMOINE,
    id: 'cult-009',
    difficulty: 4,
    content: "Que fait-on chaque soir, depuis 1923, sur la tombe du Soldat inconnu à l'Arc de Triomphe ?",
    contentEn: 'What has been done every evening since 1923 at the tomb of the Unknown Soldier at the Arc de Triomphe?',
    options: [
      'On hisse le drapeau européen',
      'On joue La Marseillaise avec des cloches',
      'On ravive la flamme du souvenir',
      'On lit la liste des soldats morts',
    ],
    optionsEn: [
      'The European flag is raised',
      'La Marseillaise is played on bells',
      'The flame of remembrance is rekindled',
      'The list of dead soldiers is read out',
    ],
    correctAnswer: 'On ravive la flamme du souvenir',
    explanation:
      "La flamme du souvenir a été allumée le 11 novembre 1923. Depuis, elle est ravivée chaque soir à 18 h 30 par des associations d'anciens combattants, pour que l'on n'oublie pas les morts de la guerre. C'est un lieu central du devoir de mémoire.",
    explanationEn:
      'The flame of remembrance was lit on 11 November 1923. Since then, veterans’ associations rekindle it every evening at 6.30 pm, so that the war dead are not forgotten. It is a central place of the duty of remembrance.',
    source: "Centre des monuments nationaux — paris-arc-de-triomphe.fr, « La flamme du souvenir »",
  },
  {
    ...PATRIMOINE,
    id: 'cult-010',
    difficulty: 2,
    content:
      'Quelle cathédrale parisienne, très abîmée par un incendie en avril 2019, a rouvert ses portes en décembre 2024 ?',
    contentEn: 'Which Paris cathedral, badly damaged by a fire in April 2019, reopened in December 2024?',
    options: [
      'La basilique du Sacré-Cœur',
      'Notre-Dame de Paris',
      'La Sainte-Chapelle',
      'La basilique de Saint-Denis',
    ],
    optionsEn: [
      'The Sacré-Cœur basilica',
      'Notre-Dame de Paris',
      'The Sainte-Chapelle',
      'The Saint-Denis basilica',
    ],
    correctAnswer: 'Notre-Dame de Paris',
    explanation:
      "Le 15 avril 2019, un incendie a détruit la charpente et la flèche de Notre-Dame de Paris, cathédrale gothique commencée au XIIe siècle. Après cinq ans de travaux, financés en grande partie par des dons, elle a rouvert le 7 décembre 2024. Elle appartient à l'État, comme la plupart des cathédrales de France.",
    explanationEn:
      'On 15 April 2019, a fire destroyed the roof frame and the spire of Notre-Dame de Paris, a Gothic cathedral begun in the 12th century. After five years of work, largely paid for by donations, it reopened on 7 December 2024. It belongs to the State, like most cathedrals in France.',
    source: 'Ministère de la Culture — « Notre-Dame de Paris : la restauration » (culture.gouv.fr)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-011',
    difficulty: 4,
    content: "Quel architecte a conçu la pyramide de verre du Louvre, inaugurée en 1989 ?",
    contentEn: 'Which architect designed the glass pyramid of the Louvre, opened in 1989?',
    options: ['Gustave Eiffel', 'Le Corbusier', 'Ieoh Ming Pei', 'Jean Nouvel'],
    optionsEn: ['Gustave Eiffel', 'Le Corbusier', 'Ieoh Ming Pei', 'Jean Nouvel'],
    correctAnswer: 'Ieoh Ming Pei',
    explanation:
      "La pyramide a été dessinée par l'architecte sino-américain Ieoh Ming Pei, dans le cadre du projet « Grand Louvre » voulu par le président François Mitterrand. Elle sert d'entrée principale au musée depuis 1989. Gustave Eiffel est l'ingénieur de la tour de 1889.",
    explanationEn:
      'The pyramid was designed by the Chinese-American architect Ieoh Ming Pei, as part of the "Grand Louvre" project wanted by President François Mitterrand. It has been the main entrance to the museum since 1989. Gustave Eiffel was the engineer of the 1889 tower.',
    source: 'louvre.fr (site officiel du musée du Louvre) — « La Pyramide »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-012',
    difficulty: 1,
    content: 'Pendant quelles journées peut-on visiter, souvent gratuitement, de nombreux monuments et lieux culturels en France ?',
    contentEn: 'During which days can people visit many monuments and cultural sites in France, often for free?',
    options: [
      'La Fête des voisins',
      'Les Journées européennes du patrimoine',
      'La Journée défense et citoyenneté',
      'Le Téléthon',
    ],
    optionsEn: [
      "Neighbours' Day",
      'The European Heritage Days',
      'The Defence and Citizenship Day',
      'The Telethon',
    ],
    correctAnswer: 'Les Journées européennes du patrimoine',
    explanation:
      "Chaque année, pendant les Journées européennes du patrimoine, des milliers de lieux ouvrent leurs portes au public, souvent gratuitement, y compris des bâtiments habituellement fermés comme l'Élysée ou des ministères. Elles ont été créées en France en 1984 par le ministère de la Culture.",
    explanationEn:
      'Every year, during the European Heritage Days, thousands of sites open their doors to the public, often for free, including buildings that are usually closed such as the Élysée Palace or ministries. They were created in France in 1984 by the Ministry of Culture.',
    source: 'Ministère de la Culture — journeesdupatrimoine.culture.gouv.fr, « Journées européennes du patrimoine »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-013',
    difficulty: 3,
    content: 'À quel moment de l’année ont lieu les Journées européennes du patrimoine ?',
    contentEn: 'At what time of year do the European Heritage Days take place?',
    options: [
      'Le premier week-end de janvier',
      'Le week-end de Pâques',
      'Le 14 juillet',
      'Le troisième week-end de septembre',
    ],
    optionsEn: [
      'The first weekend of January',
      'The Easter weekend',
      '14 July',
      'The third weekend of September',
    ],
    correctAnswer: 'Le troisième week-end de septembre',
    explanation:
      "Les Journées européennes du patrimoine se tiennent chaque année le troisième week-end de septembre. Musées, monuments, châteaux et bâtiments publics y accueillent les visiteurs, avec des visites guidées et des animations.",
    explanationEn:
      'The European Heritage Days are held every year on the third weekend of September. Museums, monuments, châteaux and public buildings welcome visitors, with guided tours and events.',
    source: 'Ministère de la Culture — journeesdupatrimoine.culture.gouv.fr, « Journées européennes du patrimoine »',
  },
  // ── Patrimoine : arts et lettres ────────────────────────────────────────────
  {
    ...PATRIMOINE,
    id: 'cult-014',
    difficulty: 2,
    content: 'Qui a peint « La Liberté guidant le peuple » ?',
    contentEn: 'Who painted "Liberty Leading the People"?',
    options: ['Jacques-Louis David', 'Claude Monet', 'Auguste Renoir', 'Eugène Delacroix'],
    optionsEn: ['Jacques-Louis David', 'Claude Monet', 'Auguste Renoir', 'Eugène Delacroix'],
    correctAnswer: 'Eugène Delacroix',
    explanation:
      "Eugène Delacroix a peint ce tableau en 1830, en souvenir des « Trois Glorieuses », la révolution de juillet 1830 à Paris. La femme au bonnet phrygien qui porte le drapeau tricolore est devenue une image de Marianne et de la République. Le tableau est au Louvre.",
    explanationEn:
      'Eugène Delacroix painted it in 1830, in memory of the "Three Glorious Days", the July 1830 revolution in Paris. The woman in a Phrygian cap carrying the tricolour flag became an image of Marianne and of the Republic. The painting is in the Louvre.',
    source: 'louvre.fr — « Le 28 Juillet. La Liberté guidant le peuple », Eugène Delacroix (1830)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-015',
    difficulty: 2,
    content: 'Quel peintre est l’auteur de la série des « Nymphéas » ?',
    contentEn: 'Which painter created the "Water Lilies" (Nymphéas) series?',
    options: ['Claude Monet', 'Paul Cézanne', 'Henri Matisse', 'Édouard Manet'],
    optionsEn: ['Claude Monet', 'Paul Cézanne', 'Henri Matisse', 'Édouard Manet'],
    correctAnswer: 'Claude Monet',
    explanation:
      "Claude Monet, l'un des fondateurs de l'impressionnisme, a peint pendant près de trente ans les nymphéas du bassin de son jardin de Giverny (Eure). Les grands panneaux qu'il a donnés à l'État sont exposés au musée de l'Orangerie, à Paris.",
    explanationEn:
      'Claude Monet, one of the founders of Impressionism, spent nearly thirty years painting the water lilies of the pond in his garden at Giverny (Eure). The large panels he gave to the State are shown at the Musée de l’Orangerie in Paris.',
    source: "musee-orangerie.fr (site officiel du musée de l'Orangerie) — « Les Nymphéas de Claude Monet »",
  },
];
