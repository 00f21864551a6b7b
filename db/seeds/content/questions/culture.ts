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

const societe = <S extends 'installation' | 'soins' | 'travail' | 'ecole_parentalite'>(subtheme: S) =>
  ({ category: 'culture', theme: 'societe', subtheme, kind: 'knowledge' }) as const;
const INSTALLATION = societe('installation');
const SOINS = societe('soins');
const TRAVAIL = societe('travail');
const ECOLE = societe('ecole_parentalite');

export const questions: SeedQuestion[] = [
  // ── Patrimoine : monuments et lieux ─────────────────────────────────────────
  {
    ...PATRIMOINE,
    id: 'cult-001',
    officialRef: 'HGC-043',
    difficulty: 1,
    content: 'Pour quel événement la tour Eiffel a-t-elle été construite ?',
    contentEn: 'For which event was the Eiffel Tower built?',
    options: [
      "L'Exposition universelle de 1889",
      'Le couronnement de Napoléon Ier',
      'Les Jeux olympiques de 1924',
      'La fin de la Première Guerre mondiale',
    ],
    optionsEn: [
      'The 1889 World Fair',
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
    officialRef: 'HGC-056',
    difficulty: 1,
    content: 'Quel monument historique est construit sur un îlot rocheux, dans une baie de Normandie ?',
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
    source: 'UNESCO, Liste du patrimoine mondial — « Mont-Saint-Michel et sa baie » (inscrit en 1979)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-003',
    officialRef: 'HGC-037',
    difficulty: 1,
    content: 'Quel château, situé près de Paris, symbolise le pouvoir royal de Louis XIV ?',
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
      'Louis XIV a fait agrandir le château de Versailles, à une vingtaine de kilomètres de Paris, et y a installé la cour et le gouvernement en 1682. Le château, sa galerie des Glaces et ses jardins montraient la puissance du « Roi-Soleil ». Les autres châteaux sont dans la vallée de la Loire ou en Alsace.',
    explanationEn:
      'Louis XIV enlarged the Palace of Versailles, about twenty kilometres from Paris, and moved the court and the government there in 1682. The palace, its Hall of Mirrors and its gardens displayed the power of the "Sun King". The other châteaux are in the Loire valley or in Alsace.',
    source: 'chateauversailles.fr (site officiel du château de Versailles) — Louis XIV et Versailles',
  },
  {
    ...PATRIMOINE,
    id: 'cult-004',
    officialRef: 'HGC-036',
    difficulty: 1,
    content: 'Dans quel grand musée parisien peut-on voir la Joconde de Léonard de Vinci ?',
    contentEn: "In which major Paris museum can you see Leonardo da Vinci's Mona Lisa?",
    options: ["Le musée d'Orsay", 'Le Centre Pompidou', 'Le musée Rodin', 'Le musée du Louvre'],
    optionsEn: ["The Musée d'Orsay", 'The Centre Pompidou', 'The Musée Rodin', 'The Louvre Museum'],
    correctAnswer: 'Le musée du Louvre',
    explanation:
      "La Joconde (Mona Lisa) est exposée au musée du Louvre, ancien palais des rois de France devenu musée en 1793. François Ier avait acquis le tableau au XVIe siècle. Orsay présente surtout l'art du XIXe siècle et Pompidou l'art moderne et contemporain.",
    explanationEn:
      'The Mona Lisa is on display at the Louvre, a former palace of the kings of France that became a museum in 1793. Francis I acquired the painting in the 16th century. Orsay mostly shows 19th-century art and the Pompidou Centre modern and contemporary art.',
    source: 'louvre.fr (site officiel du musée du Louvre) — « Portrait de Lisa Gherardini, dite la Joconde »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-005',
    officialRef: 'HGC-055',
    difficulty: 1,
    content: 'Parmi ces musées, lequel se trouve à Paris ?',
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
    officialRef: 'HGC-038',
    difficulty: 2,
    content: 'Où peut-on voir des peintures préhistoriques célèbres en France ?',
    contentEn: 'Where can you see famous prehistoric paintings in France?',
    options: [
      'Dans les catacombes de Paris',
      'Dans la cathédrale de Chartres',
      'Dans la grotte de Lascaux',
      'Dans les arènes de Nîmes, dans le Gard',
    ],
    optionsEn: [
      'In the Paris catacombs',
      'In Chartres Cathedral',
      'In the Lascaux cave',
      'In the Roman arena of Nîmes, in the Gard',
    ],
    correctAnswer: 'Dans la grotte de Lascaux',
    explanation:
      "La grotte de Lascaux (Montignac, Dordogne), découverte en 1940, est ornée de peintures d'animaux vieilles d'environ 18 000 ans. Pour la protéger, elle est fermée au public depuis 1963 et on visite des copies fidèles (Lascaux II et Lascaux IV). La grotte Chauvet, en Ardèche, est un autre exemple.",
    explanationEn:
      'The Lascaux cave (Montignac, Dordogne), discovered in 1940, is decorated with paintings of animals about 18,000 years old. To protect it, it has been closed to the public since 1963 and visitors see faithful copies (Lascaux II and Lascaux IV). The Chauvet cave, in the Ardèche, is another example.',
    source: 'Ministère de la Culture — « Grotte de Lascaux » (archeologie.culture.gouv.fr)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-007',
    difficulty: 2,
    content: "Quel monument de Paris porte l'inscription « Aux grands hommes la patrie reconnaissante » ?",
    contentEn: 'Which Paris monument bears the inscription "To great men, the grateful homeland"?',
    options: ['Le Panthéon', "L'Arc de Triomphe", 'Les Invalides', "L'Opéra Garnier"],
    optionsEn: ['The Panthéon', 'The Arc de Triomphe', 'Les Invalides', 'The Opéra Garnier'],
    correctAnswer: 'Le Panthéon',
    explanation:
      "Le Panthéon accueille les restes de personnalités que la Nation veut honorer : Victor Hugo, Jean Moulin, Marie Curie, Simone Veil ou Missak Manouchian. Joséphine Baker, inhumée à Monaco, y est honorée par un cénotaphe depuis 2021. L'entrée au Panthéon est décidée par le président de la République. Les Invalides abritent le tombeau de Napoléon Ier.",
    explanationEn:
      'The Panthéon holds the remains of people the Nation wants to honour: Victor Hugo, Jean Moulin, Marie Curie, Simone Veil or Missak Manouchian. Josephine Baker, buried in Monaco, has been honoured there by a cenotaph since 2021. Entry to the Panthéon is decided by the President of the Republic. Les Invalides holds the tomb of Napoleon I.',
    // Issue 38: Joséphine Baker does not rest at the Panthéon (cenotaph, 30 November 2021; buried in Monaco).
    source: 'Centre des monuments nationaux — paris-pantheon.fr, « Le Panthéon » et « Joséphine Baker » (cénotaphe, 30 novembre 2021 ; inhumée au cimetière de Monaco)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-008',
    difficulty: 2,
    content: 'Sous quel monument parisien repose le Soldat inconnu de la Première Guerre mondiale ?',
    contentEn: 'Under which Paris monument does the Unknown Soldier of the First World War lie?',
    options: [
      'Sous la tour Eiffel',
      'Sous le dôme des Invalides',
      'Sous le Panthéon',
      "Sous l'Arc de Triomphe",
    ],
    optionsEn: [
      'Under the Eiffel Tower',
      'Under the dome of Les Invalides',
      'Under the Panthéon',
      'Under the Arc de Triomphe',
    ],
    correctAnswer: "Sous l'Arc de Triomphe",
    explanation:
      "Un soldat français non identifié, mort pendant la Grande Guerre, a été inhumé sous l'Arc de Triomphe de l'Étoile le 28 janvier 1921. Il représente tous les soldats morts pour la France. Depuis 1923, la flamme du souvenir y est ravivée chaque soir.",
    explanationEn:
      "An unidentified French soldier who died in the Great War was buried under the Arc de Triomphe de l'Étoile on 28 January 1921. He stands for all soldiers who died for France. Since 1923, the flame of remembrance has been rekindled there every evening.",
    source: 'Centre des monuments nationaux — paris-arc-de-triomphe.fr, « La tombe du Soldat inconnu »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-009',
    difficulty: 4,
    content: "Que fait-on chaque soir, depuis 1923, sur la tombe du Soldat inconnu à l'Arc de Triomphe ?",
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
      "The flame of remembrance was lit on 11 November 1923. Since then, veterans' associations rekindle it every evening at 6.30 pm, so that the war dead are not forgotten. It is a central place of the duty of remembrance.",
    source: 'Centre des monuments nationaux — paris-arc-de-triomphe.fr, « La flamme du souvenir »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-010',
    difficulty: 2,
    content:
      'Quelle cathédrale parisienne, très abîmée par un incendie en avril 2019, a rouvert ses portes en décembre 2024 ?',
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
    source: 'Ministère de la Culture — « Notre-Dame de Paris : la restauration » (culture.gouv.fr)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-011',
    difficulty: 4,
    content: 'Quel architecte a conçu la pyramide de verre du Louvre, inaugurée en 1989 ?',
    contentEn: 'Which architect designed the glass pyramid of the Louvre, opened in 1989?',
    options: ['Gustave Eiffel', 'Le Corbusier', 'Ieoh Ming Pei', 'Jean Nouvel'],
    optionsEn: ['Gustave Eiffel', 'Le Corbusier', 'Ieoh Ming Pei', 'Jean Nouvel'],
    correctAnswer: 'Ieoh Ming Pei',
    explanation:
      "La pyramide a été dessinée par l'architecte sino-américain Ieoh Ming Pei, dans le cadre du projet « Grand Louvre » voulu par le président François Mitterrand. Elle sert d'entrée principale au musée depuis 1989. Gustave Eiffel est l'ingénieur de la tour de 1889.",
    explanationEn:
      'The pyramid was designed by the Chinese-American architect Ieoh Ming Pei, as part of the "Grand Louvre" project wanted by President François Mitterrand. It has been the main entrance to the museum since 1989. Gustave Eiffel was the engineer of the 1889 tower.',
    source: 'louvre.fr (site officiel du musée du Louvre) — « La Pyramide »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-012',
    officialRef: 'HGC-040',
    difficulty: 1,
    content: 'Pendant quelles journées peut-on visiter, souvent gratuitement, de nombreux monuments et lieux culturels en France ?',
    contentEn: 'During which days can people visit many monuments and cultural sites in France, often for free?',
    options: [
      'La Fête de la musique',
      'Les Journées européennes du patrimoine',
      'La Journée défense et citoyenneté',
      "La Semaine du goût, au mois d'octobre",
    ],
    optionsEn: [
      'The Fête de la musique',
      'The European Heritage Days',
      'The Defence and Citizenship Day',
      'The Week of Taste, in October',
    ],
    correctAnswer: 'Les Journées européennes du patrimoine',
    explanation:
      "Chaque année, pendant les Journées européennes du patrimoine, des milliers de lieux ouvrent leurs portes au public, souvent gratuitement, y compris des bâtiments habituellement fermés comme l'Élysée ou des ministères. Elles ont été créées en France en 1984 par le ministère de la Culture.",
    explanationEn:
      'Every year, during the European Heritage Days, thousands of sites open their doors to the public, often for free, including buildings that are usually closed such as the Élysée Palace or ministries. They were created in France in 1984 by the Ministry of Culture.',
    source: 'Ministère de la Culture — journeesdupatrimoine.culture.gouv.fr, « Journées européennes du patrimoine »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-013',
    difficulty: 3,
    content: "À quel moment de l'année ont lieu les Journées européennes du patrimoine ?",
    contentEn: 'At what time of year do the European Heritage Days take place?',
    options: [
      'Le premier week-end de janvier',
      'Le week-end de la Pentecôte, en mai ou juin',
      'Le 14 juillet',
      'Le troisième week-end de septembre',
    ],
    optionsEn: [
      'The first weekend of January',
      'The Whitsun weekend, in May or June',
      '14 July',
      'The third weekend of September',
    ],
    correctAnswer: 'Le troisième week-end de septembre',
    explanation:
      "Les Journées européennes du patrimoine se tiennent chaque année le troisième week-end de septembre. Musées, monuments, châteaux et bâtiments publics y accueillent les visiteurs, avec des visites guidées et des animations.",
    explanationEn:
      'The European Heritage Days are held every year on the third weekend of September. Museums, monuments, châteaux and public buildings welcome visitors, with guided tours and events.',
    source: 'Ministère de la Culture — journeesdupatrimoine.culture.gouv.fr, « Journées européennes du patrimoine »',
  },
  // ── Patrimoine : arts et lettres ────────────────────────────────────────────
  {
    ...PATRIMOINE,
    id: 'cult-014',
    officialRef: 'HGC-035',
    difficulty: 2,
    content: 'Qui a peint « La Liberté guidant le peuple » ?',
    contentEn: 'Who painted "Liberty Leading the People"?',
    options: ['Jacques-Louis David', 'Claude Monet', 'Auguste Renoir', 'Eugène Delacroix'],
    optionsEn: ['Jacques-Louis David', 'Claude Monet', 'Auguste Renoir', 'Eugène Delacroix'],
    correctAnswer: 'Eugène Delacroix',
    explanation:
      'Eugène Delacroix a peint ce tableau en 1830, en souvenir des « Trois Glorieuses », la révolution de juillet 1830 à Paris. La femme au bonnet phrygien qui porte le drapeau tricolore est devenue une image de Marianne et de la République. Le tableau est au Louvre.',
    explanationEn:
      'Eugène Delacroix painted it in 1830, in memory of the "Three Glorious Days", the July 1830 revolution in Paris. The woman in a Phrygian cap carrying the tricolour flag became an image of Marianne and of the Republic. The painting is in the Louvre.',
    source: 'louvre.fr — « Le 28 Juillet. La Liberté guidant le peuple », Eugène Delacroix (1830)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-015',
    officialRef: 'HGC-039',
    difficulty: 2,
    content: "Quel peintre est l'auteur de la série des « Nymphéas » ?",
    contentEn: 'Which painter created the "Water Lilies" (Nymphéas) series?',
    options: ['Claude Monet', 'Paul Cézanne', 'Henri Matisse', 'Édouard Manet'],
    optionsEn: ['Claude Monet', 'Paul Cézanne', 'Henri Matisse', 'Édouard Manet'],
    correctAnswer: 'Claude Monet',
    explanation:
      "Claude Monet, l'un des fondateurs de l'impressionnisme, a peint pendant près de trente ans les nymphéas du bassin de son jardin de Giverny (Eure). Les grands panneaux qu'il a donnés à l'État sont exposés au musée de l'Orangerie, à Paris.",
    explanationEn:
      "Claude Monet, one of the founders of Impressionism, spent nearly thirty years painting the water lilies of the pond in his garden at Giverny (Eure). The large panels he gave to the State are shown at the Musée de l'Orangerie in Paris.",
    source: "musee-orangerie.fr (site officiel du musée de l'Orangerie) — « Les Nymphéas de Claude Monet »",
  },  {
    ...PATRIMOINE,
    id: 'cult-016',
    officialRef: 'HGC-041',
    difficulty: 1,
    content: 'Que symbolise le 1er mai en France ?',
    contentEn: 'What does 1 May stand for in France?',
    options: [
      'La victoire de 1945',
      'La prise de la Bastille',
      'La fête du Travail',
      "L'armistice de 1918",
    ],
    optionsEn: ['The 1945 victory', 'The storming of the Bastille', 'Labour Day', 'The 1918 armistice'],
    correctAnswer: 'La fête du Travail',
    explanation:
      "Le 1er mai est la fête du Travail : depuis la fin du XIXe siècle, les syndicats et les travailleurs y défilent pour leurs droits. C'est un jour férié que le Code du travail déclare en principe chômé. On offre aussi du muguet. La victoire de 1945 est fêtée le 8 mai, l'armistice de 1918 le 11 novembre.",
    explanationEn:
      'May 1 is Labour Day: since the late 19th century, unions and workers have marched on that day for their rights. It is a public holiday which the Labour Code makes, as a rule, a day off work. People also give lily of the valley. The 1945 victory is celebrated on 8 May, the 1918 armistice on 11 November.',
    source: 'Code du travail, art. L3133-1 (fêtes légales) et art. L3133-4 (« Le 1er mai est jour férié et chômé »)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-017',
    officialRef: 'HGC-045',
    difficulty: 1,
    content: 'Qui était Molière ?',
    contentEn: 'Who was Molière?',
    options: [
      "Un poète de la Renaissance, auteur de sonnets d'amour",
      'Un auteur de théâtre et comédien du XVIIe siècle',
      'Un philosophe des Lumières du XVIIIe siècle',
      'Un général de Napoléon',
    ],
    optionsEn: [
      'A Renaissance poet who wrote sonnets',
      'A 17th-century playwright and actor',
      'An 18th-century Enlightenment philosopher',
      "One of Napoleon's generals",
    ],
    correctAnswer: 'Un auteur de théâtre et comédien du XVIIe siècle',
    explanation:
      "Jean-Baptiste Poquelin, dit Molière (1622-1673), a écrit et joué des comédies encore jouées aujourd'hui : « Le Tartuffe », « L'Avare », « Le Malade imaginaire ». Il est si célèbre qu'on appelle le français « la langue de Molière », et la Comédie-Française est surnommée « la maison de Molière ».",
    explanationEn:
      'Jean-Baptiste Poquelin, known as Molière (1622-1673), wrote and acted in comedies still performed today: "Tartuffe", "The Miser", "The Imaginary Invalid". He is so famous that French is called "the language of Molière", and the Comédie-Française is nicknamed "the house of Molière".',
    source: 'comedie-francaise.fr (site officiel de la Comédie-Française) — « Molière »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-018',
    officialRef: 'HGC-046',
    difficulty: 3,
    content: 'Qui était Charles Baudelaire ?',
    contentEn: 'Who was Charles Baudelaire?',
    options: [
      "L'architecte de l'Opéra de Paris",
      'Un chimiste, inventeur de la pasteurisation',
      'Un président de la IIIe République',
      'Un poète, auteur des « Fleurs du mal »',
    ],
    optionsEn: [
      'The architect of the Paris Opera house',
      'A chemist who invented pasteurisation',
      'A president of the Third Republic',
      'A poet, author of "Les Fleurs du mal"',
    ],
    correctAnswer: 'Un poète, auteur des « Fleurs du mal »',
    explanation:
      "Charles Baudelaire (1821-1867) est l'un des plus grands poètes français. Son recueil « Les Fleurs du mal », publié en 1857, lui a valu un procès pour outrage à la morale publique ; il est aujourd'hui un classique étudié à l'école. L'Opéra de Paris est l'œuvre de Charles Garnier.",
    explanationEn:
      'Charles Baudelaire (1821-1867) is one of the greatest French poets. His collection "The Flowers of Evil", published in 1857, led to a trial for offending public morals; today it is a classic studied at school. The Paris Opera house is the work of Charles Garnier.',
    source: 'BnF (Bibliothèque nationale de France) — Charles Baudelaire, « Les Fleurs du mal » (1857)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-019',
    officialRef: 'HGC-047',
    difficulty: 3,
    content: 'Qui était George Sand ?',
    contentEn: 'Who was George Sand?',
    options: [
      "Une romancière du XIXe siècle qui signait d'un nom d'homme",
      "Une reine de France, épouse d'Henri IV",
      'Une chanteuse des années 1960',
      'Une résistante, déportée à Ravensbrück puis entrée au Panthéon',
    ],
    optionsEn: [
      "A 19th-century woman novelist who wrote under a man's name",
      'A queen of France, wife of Henry IV',
      'A 1960s singer',
      'A Resistance fighter, deported to Ravensbrück, later in the Panthéon',
    ],
    correctAnswer: "Une romancière du XIXe siècle qui signait d'un nom d'homme",
    explanation:
      "George Sand est le nom de plume d'Aurore Dupin (1804-1876). À une époque où les femmes avaient peu de droits, elle a publié de nombreux romans, dont « La Mare au diable », et défendu la liberté des femmes. Sa maison de Nohant, dans l'Indre, se visite.",
    explanationEn:
      "George Sand is the pen name of Aurore Dupin (1804-1876). At a time when women had few rights, she published many novels, including \"The Devil's Pool\", and defended women's freedom. Her house at Nohant, in the Indre, is open to visitors.",
    source: 'Centre des monuments nationaux — « Maison de George Sand » à Nohant (maison-george-sand.fr)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-020',
    officialRef: 'HGC-048',
    difficulty: 3,
    content: 'Qui était Simone de Beauvoir ?',
    contentEn: 'Who was Simone de Beauvoir?',
    options: [
      "La ministre qui a fait voter la loi sur l'IVG en 1975",
      'Une philosophe et écrivaine, autrice du « Deuxième Sexe »',
      'Une résistante, première femme à entrer au Panthéon',
      'Une actrice du cinéma muet',
    ],
    optionsEn: [
      'The minister who passed the 1975 abortion law',
      'A philosopher and writer, author of "The Second Sex"',
      'A Resistance member, the first woman in the Panthéon',
      'A silent-film actress',
    ],
    correctAnswer: 'Une philosophe et écrivaine, autrice du « Deuxième Sexe »',
    explanation:
      "Simone de Beauvoir (1908-1986), philosophe et romancière, a publié « Le Deuxième Sexe » en 1949, un livre majeur du féminisme (« On ne naît pas femme : on le devient »). Il ne faut pas la confondre avec Simone Veil, ministre de la Santé qui a fait voter la loi de 1975 sur l'IVG.",
    explanationEn:
      'Simone de Beauvoir (1908-1986), philosopher and novelist, published "The Second Sex" in 1949, a major book of feminism ("One is not born, but rather becomes, a woman"). She should not be confused with Simone Veil, the health minister who passed the 1975 abortion law.',
    source: 'BnF (Bibliothèque nationale de France) — Simone de Beauvoir, « Le Deuxième Sexe » (1949)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-021',
    officialRef: 'HGC-049',
    difficulty: 2,
    content: 'Qui était Albert Camus ?',
    contentEn: 'Who was Albert Camus?',
    options: [
      'Un cinéaste, inventeur du cinématographe',
      'Un chef de la Résistance mort en 1943',
      'Un écrivain, prix Nobel de littérature en 1957',
      'Un président du Conseil de la IVe République',
    ],
    optionsEn: [
      'A film-maker who invented the cinematograph',
      'A Resistance leader who died in 1943',
      'A writer, Nobel Prize in Literature in 1957',
      'A prime minister of the Fourth Republic',
    ],
    correctAnswer: 'Un écrivain, prix Nobel de littérature en 1957',
    explanation:
      "Albert Camus (1913-1960), né en Algérie, est l'auteur de « L'Étranger » (1942) et de « La Peste » (1947). Journaliste au journal de la Résistance « Combat », il a reçu le prix Nobel de littérature en 1957. Le chef de la Résistance mort en 1943 est Jean Moulin.",
    explanationEn:
      'Albert Camus (1913-1960), born in Algeria, wrote "The Stranger" (1942) and "The Plague" (1947). A journalist for the Resistance paper "Combat", he received the Nobel Prize in Literature in 1957. The Resistance leader who died in 1943 is Jean Moulin.',
    source: 'nobelprize.org — « The Nobel Prize in Literature 1957 : Albert Camus »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-022',
    officialRef: 'HGC-050',
    difficulty: 4,
    content: 'Qui était Marguerite Yourcenar ?',
    contentEn: 'Who was Marguerite Yourcenar?',
    options: [
      'La première femme Premier ministre',
      'La première femme à avoir voté en France',
      'La première femme prix Nobel de physique, en 1903',
      "La première femme élue à l'Académie française",
    ],
    optionsEn: [
      'The first woman prime minister',
      'The first woman to vote in France',
      'The first woman to win a Nobel Prize in physics',
      'The first woman elected to the Académie française',
    ],
    correctAnswer: "La première femme élue à l'Académie française",
    explanation:
      "Marguerite Yourcenar (1903-1987), romancière, autrice des « Mémoires d'Hadrien » (1951), a été en 1980 la première femme élue à l'Académie française, plus de trois siècles après sa création. La première femme Premier ministre est Édith Cresson (1991).",
    explanationEn:
      'Marguerite Yourcenar (1903-1987), novelist, author of "Memoirs of Hadrian" (1951), became in 1980 the first woman elected to the Académie française, more than three centuries after it was founded. The first woman prime minister was Édith Cresson (1991).',
    source: 'academie-francaise.fr — « Marguerite Yourcenar », élue le 6 mars 1980',
  },
  {
    ...PATRIMOINE,
    id: 'cult-023',
    officialRef: 'HGC-051',
    difficulty: 3,
    content: 'Qui était Paul Cézanne ?',
    contentEn: 'Who was Paul Cézanne?',
    options: [
      'Un sculpteur, auteur du « Penseur »',
      'Un peintre provençal qui a souvent peint la montagne Sainte-Victoire',
      'Un peintre impressionniste, auteur des « Nymphéas » de Giverny',
      'Un photographe, pionnier du cinéma',
    ],
    optionsEn: [
      'A sculptor, author of "The Thinker"',
      'A painter from Provence who often painted Mont Sainte-Victoire',
      'An Impressionist painter, author of the Giverny "Water Lilies"',
      'A photographer, a pioneer of cinema',
    ],
    correctAnswer: 'Un peintre provençal qui a souvent peint la montagne Sainte-Victoire',
    explanation:
      'Paul Cézanne (1839-1906), né à Aix-en-Provence, a peint des dizaines de fois la montagne Sainte-Victoire, ainsi que des natures mortes et « Les Joueurs de cartes ». Sa façon de construire les formes a inspiré Picasso et le cubisme. « Le Penseur » est une sculpture de Rodin.',
    explanationEn:
      'Paul Cézanne (1839-1906), born in Aix-en-Provence, painted Mont Sainte-Victoire dozens of times, as well as still lifes and "The Card Players". His way of building shapes inspired Picasso and Cubism. "The Thinker" is a sculpture by Rodin.',
    source: "musee-orsay.fr (site officiel du musée d'Orsay) — Paul Cézanne",
  },
  {
    ...PATRIMOINE,
    id: 'cult-024',
    officialRef: 'HGC-052',
    difficulty: 2,
    content: 'Qui était Auguste Rodin ?',
    contentEn: 'Who was Auguste Rodin?',
    options: [
      'Un peintre impressionniste, auteur des « Nymphéas »',
      "L'ingénieur de la tour Eiffel",
      "L'auteur des « Misérables »",
      'Un sculpteur, auteur du « Penseur » et du « Baiser »',
    ],
    optionsEn: [
      'An Impressionist painter, author of the "Water Lilies"',
      'The engineer of the Eiffel Tower',
      'The author of "Les Misérables"',
      'A sculptor, author of "The Thinker" and "The Kiss"',
    ],
    correctAnswer: 'Un sculpteur, auteur du « Penseur » et du « Baiser »',
    explanation:
      "Auguste Rodin (1840-1917) est l'un des plus grands sculpteurs de l'histoire. Ses œuvres les plus connues sont « Le Penseur », « Le Baiser » et « La Porte de l'Enfer ». Le musée Rodin, à Paris, est installé dans l'hôtel Biron, où il a travaillé.",
    explanationEn:
      'Auguste Rodin (1840-1917) is one of the greatest sculptors in history. His best-known works are "The Thinker", "The Kiss" and "The Gates of Hell". The Musée Rodin in Paris is housed in the Hôtel Biron, where he worked.',
    source: 'musee-rodin.fr (site officiel du musée Rodin) — « Auguste Rodin »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-025',
    officialRef: 'HGC-053',
    difficulty: 2,
    content: 'Parmi ces célèbres compositeurs, lequel est français ?',
    contentEn: 'Which of these famous composers is French?',
    options: ['Claude Debussy', 'Wolfgang Amadeus Mozart', 'Ludwig van Beethoven', 'Giuseppe Verdi'],
    optionsEn: ['Claude Debussy', 'Wolfgang Amadeus Mozart', 'Ludwig van Beethoven', 'Giuseppe Verdi'],
    correctAnswer: 'Claude Debussy',
    explanation:
      "Claude Debussy (1862-1918), né à Saint-Germain-en-Laye, a composé « Clair de lune » et « La Mer ». Hector Berlioz, Georges Bizet (« Carmen ») et Maurice Ravel (« Boléro ») sont d'autres compositeurs français. Mozart était autrichien, Beethoven allemand et Verdi italien.",
    explanationEn:
      'Claude Debussy (1862-1918), born in Saint-Germain-en-Laye, composed "Clair de lune" and "La Mer". Hector Berlioz, Georges Bizet ("Carmen") and Maurice Ravel ("Boléro") are other French composers. Mozart was Austrian, Beethoven German and Verdi Italian.',
    source: 'Philharmonie de Paris (philharmoniedeparis.fr) — « Claude Debussy »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-026',
    officialRef: 'HGC-054',
    difficulty: 3,
    content: 'Qui était Auguste Renoir ?',
    contentEn: 'Who was Auguste Renoir?',
    options: [
      "L'auteur des « Fables »",
      'Un peintre impressionniste, auteur du « Bal du moulin de la Galette »',
      "Un sculpteur, auteur du « Penseur » et de « La Porte de l'Enfer », à Paris",
      "L'architecte de la pyramide du Louvre",
    ],
    optionsEn: [
      'The author of the "Fables"',
      'An Impressionist painter, author of "Bal du moulin de la Galette"',
      'A sculptor, author of "The Thinker" and "The Gates of Hell", in Paris',
      'The architect of the Louvre pyramid',
    ],
    correctAnswer: 'Un peintre impressionniste, auteur du « Bal du moulin de la Galette »',
    explanation:
      "Pierre-Auguste Renoir (1841-1919) est un peintre de l'impressionnisme, comme Monet. Il aimait peindre la lumière, les fêtes et les visages, par exemple dans le « Bal du moulin de la Galette » (1876), exposé au musée d'Orsay. Son fils Jean Renoir est devenu un grand cinéaste.",
    explanationEn:
      "Pierre-Auguste Renoir (1841-1919) was an Impressionist painter, like Monet. He loved painting light, parties and faces, for example in \"Bal du moulin de la Galette\" (1876), shown at the Musée d'Orsay. His son Jean Renoir became a great film-maker.",
    source: 'musee-orsay.fr — Auguste Renoir, « Bal du moulin de la Galette » (1876)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-027',
    officialRef: 'HGC-032',
    difficulty: 2,
    content: 'Parmi ces peintres, lequel est français ?',
    contentEn: 'Which of these painters is French?',
    options: ['Francisco de Goya', 'Rembrandt', 'Henri Matisse', 'Sandro Botticelli'],
    optionsEn: ['Francisco de Goya', 'Rembrandt', 'Henri Matisse', 'Sandro Botticelli'],
    correctAnswer: 'Henri Matisse',
    explanation:
      "Henri Matisse (1869-1954), né dans le Nord, est un maître de la couleur et l'un des fondateurs du fauvisme. Des musées lui sont consacrés au Cateau-Cambrésis et à Nice. Goya était espagnol, Rembrandt néerlandais et Botticelli italien.",
    explanationEn:
      'Henri Matisse (1869-1954), born in northern France, was a master of colour and one of the founders of Fauvism. Museums devoted to him are in Le Cateau-Cambrésis and Nice. Goya was Spanish, Rembrandt Dutch and Botticelli Italian.',
    source: 'Centre Pompidou (centrepompidou.fr) — « Henri Matisse »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-028',
    officialRef: 'HGC-033',
    difficulty: 1,
    content: 'Quel plat est une spécialité de la cuisine française ?',
    contentEn: 'Which dish is a speciality of French cuisine?',
    options: [
      'La paella valencienne',
      'La moussaka',
      'Le risotto milanais',
      'Le bœuf bourguignon',
    ],
    optionsEn: ['Valencian paella', 'Moussaka', 'Milanese risotto', 'Beef bourguignon'],
    correctAnswer: 'Le bœuf bourguignon',
    explanation:
      "Le bœuf bourguignon, viande de bœuf cuite longtemps dans du vin rouge de Bourgogne, est un plat traditionnel français, comme le pot-au-feu, la blanquette de veau ou le cassoulet. La paella vient d'Espagne, la moussaka de Grèce et le risotto d'Italie.",
    explanationEn:
      'Beef bourguignon, beef slowly cooked in Burgundy red wine, is a traditional French dish, like pot-au-feu, veal blanquette or cassoulet. Paella comes from Spain, moussaka from Greece and risotto from Italy.',
    source: 'Larousse gastronomique — « bœuf bourguignon »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-029',
    difficulty: 1,
    content: 'Quel écrivain a publié « Les Misérables » en 1862 ?',
    contentEn: 'Which writer published "Les Misérables" in 1862?',
    options: ['Émile Zola', 'Honoré de Balzac', 'Alexandre Dumas', 'Victor Hugo'],
    optionsEn: ['Émile Zola', 'Honoré de Balzac', 'Alexandre Dumas', 'Victor Hugo'],
    correctAnswer: 'Victor Hugo',
    explanation:
      "Victor Hugo (1802-1885), poète, romancier et homme politique, a écrit « Les Misérables » pendant son exil à Guernesey : il s'était opposé au coup d'État de Louis-Napoléon Bonaparte. À sa mort, la République lui a offert des funérailles nationales et il a été inhumé au Panthéon.",
    explanationEn:
      "Victor Hugo (1802-1885), poet, novelist and politician, wrote \"Les Misérables\" during his exile in Guernsey: he had opposed Louis-Napoléon Bonaparte's coup. When he died, the Republic gave him a national funeral and he was buried in the Panthéon.",
    source: 'Paris Musées — maisonsvictorhugo.paris.fr, « Biographie de Victor Hugo »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-030',
    difficulty: 3,
    content: "Quel écrivain a publié « J'accuse… ! » en 1898 pour défendre le capitaine Dreyfus ?",
    contentEn: "Which writer published \"J'accuse…!\" in 1898 to defend Captain Dreyfus?",
    options: ['Victor Hugo', 'Émile Zola', 'Voltaire', 'Molière'],
    optionsEn: ['Victor Hugo', 'Émile Zola', 'Voltaire', 'Molière'],
    correctAnswer: 'Émile Zola',
    explanation:
      "Le 13 janvier 1898, Émile Zola a publié dans le journal L'Aurore une lettre ouverte au président de la République, « J'accuse… ! », pour dénoncer la condamnation injuste du capitaine Alfred Dreyfus, officier juif accusé à tort de trahison. Zola est aussi l'auteur de « Germinal ». Victor Hugo était mort en 1885.",
    explanationEn:
      "On 13 January 1898, Émile Zola published in the newspaper L'Aurore an open letter to the President of the Republic, \"J'accuse…!\", denouncing the unjust conviction of Captain Alfred Dreyfus, a Jewish officer wrongly accused of treason. Zola also wrote \"Germinal\". Victor Hugo had died in 1885.",
    source: "BnF (Bibliothèque nationale de France) — « J'accuse… ! », L'Aurore, 13 janvier 1898",
  },
  {
    ...PATRIMOINE,
    id: 'cult-031',
    difficulty: 2,
    content: 'Quel savant français a mis au point, en 1885, le premier vaccin contre la rage ?',
    contentEn: 'Which French scientist developed the first rabies vaccine in 1885?',
    options: ['Antoine Lavoisier', 'Ambroise Paré', 'Louis Pasteur', 'Pierre Curie'],
    optionsEn: ['Antoine Lavoisier', 'Ambroise Paré', 'Louis Pasteur', 'Pierre Curie'],
    correctAnswer: 'Louis Pasteur',
    explanation:
      "En juillet 1885, Louis Pasteur (1822-1895) a vacciné avec succès le jeune Joseph Meister, mordu par un chien enragé. Il a aussi inventé la « pasteurisation », qui conserve les aliments en les chauffant. L'Institut Pasteur, fondé en 1887 grâce à une souscription, poursuit ses recherches.",
    explanationEn:
      'In July 1885, Louis Pasteur (1822-1895) successfully vaccinated young Joseph Meister, who had been bitten by a rabid dog. He also invented "pasteurisation", which preserves food by heating it. The Institut Pasteur, founded in 1887 through a public subscription, continues his research.',
    source: 'pasteur.fr (Institut Pasteur) — « Louis Pasteur : biographie »',
  },
  // ── Patrimoine : langue française, cinéma, gastronomie, fêtes, mode ─────────
  {
    ...PATRIMOINE,
    id: 'cult-032',
    difficulty: 3,
    content: "Qui a fondé l'Académie française en 1635 ?",
    contentEn: 'Who founded the Académie française in 1635?',
    options: [
      'Napoléon Ier',
      'Le roi Louis XIV',
      'Le cardinal de Richelieu',
      'Le cardinal Jules Mazarin',
    ],
    optionsEn: [
      'Napoleon I',
      'King Louis XIV',
      'Cardinal Richelieu',
      'Cardinal Jules Mazarin',
    ],
    correctAnswer: 'Le cardinal de Richelieu',
    explanation:
      "Le cardinal de Richelieu, principal ministre du roi Louis XIII, a fondé l'Académie française en 1635 pour donner des règles à la langue française et la rendre « pure » et compréhensible par tous. Elle existe toujours, près de quatre siècles plus tard.",
    explanationEn:
      'Cardinal Richelieu, chief minister of King Louis XIII, founded the Académie française in 1635 to give rules to the French language and make it "pure" and understandable by all. It still exists, almost four centuries later.',
    source: "academie-francaise.fr — « L'histoire de l'Académie » (lettres patentes de Louis XIII, 1635)",
  },
  {
    ...PATRIMOINE,
    id: 'cult-033',
    difficulty: 2,
    content: "Quel est le rôle principal de l'Académie française ?",
    contentEn: 'What is the main role of the Académie française?',
    options: [
      'Veiller sur la langue française et rédiger son dictionnaire',
      'Élire le président de la République',
      'Financer les films et les livres écrits en français dans le monde',
      'Organiser les épreuves du baccalauréat',
    ],
    optionsEn: [
      'To watch over the French language and write its dictionary',
      'To elect the President of the Republic',
      'To fund films and books written in French around the world',
      'To organise the baccalauréat exams',
    ],
    correctAnswer: 'Veiller sur la langue française et rédiger son dictionnaire',
    explanation:
      "L'Académie française réunit 40 membres élus à vie, surnommés les « Immortels » (écrivains, savants, historiens…). Sa mission est de veiller sur la langue française : elle écrit son Dictionnaire et donne des avis sur le bon usage des mots.",
    explanationEn:
      'The Académie française brings together 40 members elected for life, nicknamed the "Immortals" (writers, scholars, historians…). Its task is to watch over the French language: it writes its Dictionary and gives advice on the correct use of words.',
    source: "academie-francaise.fr — « Les missions de l'Académie française »",
  },
  {
    ...PATRIMOINE,
    id: 'cult-034',
    difficulty: 5,
    content: "Quel architecte a conçu l'Opéra de Paris, inauguré en 1875 sous la IIIe République ?",
    contentEn: 'Which architect designed the Paris Opera house, opened in 1875 under the Third Republic?',
    options: ['Gustave Eiffel', 'Charles Garnier', 'Eugène Viollet-le-Duc', 'Le Corbusier'],
    optionsEn: ['Gustave Eiffel', 'Charles Garnier', 'Eugène Viollet-le-Duc', 'Le Corbusier'],
    correctAnswer: 'Charles Garnier',
    explanation:
      "L'Opéra de Paris, appelé aussi palais Garnier, porte le nom de son architecte, Charles Garnier, qui a remporté en 1861 le concours lancé sous Napoléon III. Inauguré en 1875, il est un modèle du style du Second Empire, avec son grand escalier. Depuis 1964, le plafond peint par Marc Chagall recouvre celui d'origine, conservé dessous.",
    explanationEn:
      'The Paris Opera house, also called the Palais Garnier, bears the name of its architect, Charles Garnier, who won, in 1861, the competition launched under Napoleon III. Opened in 1875, it is a model of Second Empire style, with its grand staircase. Since 1964, the ceiling painted by Marc Chagall has covered the original one, kept underneath.',
    // Issue 38: Chagall's ceiling (1964) is a canvas fixed over Lenepveu's original ceiling, not a repainting.
    source: "operadeparis.fr (site officiel de l'Opéra national de Paris) — « Le Palais Garnier » et « Le plafond de Chagall » (toile posée en 1964 sur le plafond de Lenepveu)",
  },
  {
    ...PATRIMOINE,
    id: 'cult-035',
    difficulty: 3,
    content: 'Quel jour célèbre-t-on chaque année la Journée internationale de la Francophonie ?',
    contentEn: 'On which day is the International Day of La Francophonie celebrated each year?',
    options: ['Le 21 septembre', 'Le 9 mai', 'Le 20 mars', 'Le 14 juillet'],
    optionsEn: ['21 September', '9 May', '20 March', '14 July'],
    correctAnswer: 'Le 20 mars',
    explanation:
      "Le 20 mars rappelle la création, le 20 mars 1970 à Niamey (Niger), de la première organisation des pays francophones, devenue l'Organisation internationale de la Francophonie. Ce jour-là, on célèbre la langue française, parlée sur les cinq continents. Le 9 mai est la Journée de l'Europe.",
    explanationEn:
      'March 20 recalls the creation, on 20 March 1970 in Niamey (Niger), of the first organisation of French-speaking countries, which became the International Organisation of La Francophonie. On that day the French language, spoken on all five continents, is celebrated. May 9 is Europe Day.',
    source: 'francophonie.org (Organisation internationale de la Francophonie) — « Journée internationale de la Francophonie, 20 mars »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-036',
    difficulty: 4,
    content: "Qu'est-ce que l'Organisation internationale de la Francophonie (OIF) ?",
    contentEn: 'What is the International Organisation of La Francophonie (OIF)?',
    options: [
      'Un ministère du gouvernement français',
      "Une agence de l'Union européenne",
      "L'académie qui rédige le dictionnaire",
      "Une organisation d'États et de gouvernements ayant le français en partage",
    ],
    optionsEn: [
      'A ministry of the French government',
      'An agency of the European Union',
      'The academy that writes the dictionary',
      'An organisation of states and governments that share the French language',
    ],
    correctAnswer: "Une organisation d'États et de gouvernements ayant le français en partage",
    explanation:
      "L'OIF, dont le siège est à Paris, rassemble des dizaines d'États et de gouvernements de tous les continents qui ont le français en partage. Elle promeut la langue française, la diversité culturelle, la paix, la démocratie et les droits de l'homme. Ce n'est ni un ministère français ni une agence européenne.",
    explanationEn:
      'The OIF, headquartered in Paris, brings together dozens of states and governments from every continent that share the French language. It promotes the French language, cultural diversity, peace, democracy and human rights. It is neither a French ministry nor a European agency.',
    source: "francophonie.org — « L'Organisation internationale de la Francophonie » (Charte de la Francophonie, 2005)",
  },
  {
    ...PATRIMOINE,
    id: 'cult-037',
    difficulty: 2,
    content: 'Qui a présenté le cinématographe lors de la première séance publique payante de cinéma, à Paris, en décembre 1895 ?',
    contentEn: 'Who presented the cinematograph at the first paid public film show, in Paris, in December 1895?',
    options: [
      'Les frères Lumière',
      'Les frères Montgolfier',
      'Louis Pasteur et Pierre Curie',
      'Gustave Eiffel et Auguste Rodin',
    ],
    optionsEn: [
      'The Lumière brothers',
      'The Montgolfier brothers',
      'Louis Pasteur and Pierre Curie',
      'Gustave Eiffel and Auguste Rodin',
    ],
    correctAnswer: 'Les frères Lumière',
    explanation:
      "Auguste et Louis Lumière, industriels de Lyon, ont inventé le cinématographe, qui filme et projette des images animées. Le 28 décembre 1895, au Grand Café, boulevard des Capucines à Paris, ils ont organisé la première projection publique payante. Les frères Montgolfier ont inventé la montgolfière (1783).",
    explanationEn:
      'Auguste and Louis Lumière, industrialists from Lyon, invented the cinematograph, which films and projects moving pictures. On 28 December 1895, at the Grand Café on boulevard des Capucines in Paris, they held the first paid public screening. The Montgolfier brothers invented the hot-air balloon (1783).',
    source: 'Institut Lumière (institut-lumiere.org) — « 28 décembre 1895 : la première séance publique »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-038',
    difficulty: 3,
    content: 'Quelle est la plus haute récompense remise au Festival de Cannes ?',
    contentEn: 'What is the highest award given at the Cannes Film Festival?',
    options: ["Le Lion d'or", "L'Ours d'or", 'Le César du meilleur film', "La Palme d'or"],
    optionsEn: ['The Golden Lion', 'The Golden Bear', 'The César for Best Film', "The Palme d'Or"],
    correctAnswer: "La Palme d'or",
    explanation:
      "Le Festival de Cannes, créé en 1946, se tient chaque année en mai sur la Côte d'Azur. Sa récompense suprême est la Palme d'or. Le Lion d'or est remis à Venise, l'Ours d'or à Berlin, et les César sont les prix annuels du cinéma français remis à Paris.",
    explanationEn:
      "The Cannes Film Festival, created in 1946, takes place every May on the Côte d'Azur. Its top award is the Palme d'Or. The Golden Lion is awarded in Venice, the Golden Bear in Berlin, and the Césars are the yearly French film awards presented in Paris.",
    source: "festival-cannes.com (site officiel du Festival de Cannes) — « La Palme d'or »",
  },
  {
    ...PATRIMOINE,
    id: 'cult-039',
    difficulty: 3,
    content: "Qu'est-ce que l'UNESCO a inscrit en 2010 au patrimoine culturel immatériel de l'humanité ?",
    contentEn: 'What did UNESCO add to the Intangible Cultural Heritage of Humanity in 2010?',
    options: [
      'Le repas gastronomique des Français',
      'Le Tour de France cycliste',
      'La fête du 14 Juillet et son défilé',
      'La chanson française',
    ],
    optionsEn: [
      'The gastronomic meal of the French',
      'The Tour de France cycle race',
      'Bastille Day and its military parade',
      'French chanson',
    ],
    correctAnswer: 'Le repas gastronomique des Français',
    explanation:
      "En 2010, l'UNESCO a reconnu le « repas gastronomique des Français » : une pratique sociale pour fêter les grands moments de la vie, avec le choix de bons produits, l'accord des mets et des vins, une table bien dressée et un ordre précis (apéritif, entrée, plat, fromage, dessert). Le Tour de France, le défilé du 14 Juillet et la chanson française ne figurent pas sur cette liste.",
    explanationEn:
      'In 2010, UNESCO recognised the "gastronomic meal of the French": a social custom for celebrating important moments of life, with the choice of good produce, the pairing of food and wine, a well-laid table and a set order (aperitif, starter, main course, cheese, dessert). The Tour de France, the 14 July parade and French chanson are not on this list.',
    source: 'UNESCO, Patrimoine culturel immatériel — « Le repas gastronomique des Français » (inscrit en 2010)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-040',
    difficulty: 5,
    content: "Quel savoir-faire français l'UNESCO a-t-elle inscrit au patrimoine culturel immatériel en 2022 ?",
    contentEn: 'Which French craft did UNESCO add to the Intangible Cultural Heritage list in 2022?',
    options: [
      'La fabrication des fromages au lait cru',
      'La culture de la vigne en Champagne',
      'Le savoir-faire artisanal de la baguette de pain',
      'Les savoir-faire de la parfumerie en pays de Grasse',
    ],
    optionsEn: [
      'Raw-milk cheese making',
      'Vine growing in Champagne',
      'The artisanal know-how of baguette bread',
      'The perfume-making skills of the Grasse area',
    ],
    correctAnswer: 'Le savoir-faire artisanal de la baguette de pain',
    explanation:
      "En novembre 2022, l'UNESCO a inscrit « les savoir-faire artisanaux et la culture de la baguette de pain » : la baguette, faite de farine, d'eau, de sel et de levure, est achetée chaque jour chez le boulanger et fait partie de la vie quotidienne des Français. Les coteaux de Champagne sont inscrits, eux, au patrimoine mondial (2015) comme paysage, pas au patrimoine immatériel.",
    explanationEn:
      "In November 2022, UNESCO listed \"the artisanal know-how and culture of baguette bread\": the baguette, made of flour, water, salt and yeast, is bought every day at the baker's and is part of French daily life. The Champagne hillsides are on the World Heritage list (2015) as a landscape, not on the intangible heritage list.",
    source: 'UNESCO, Patrimoine culturel immatériel — « Savoir-faire artisanaux et culture de la baguette de pain » (inscrit en 2022)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-041',
    difficulty: 1,
    content: 'Le Tour de France, créé en 1903 et couru chaque été, est une célèbre course de :',
    contentEn: 'The Tour de France, created in 1903 and held every summer, is a famous race in:',
    options: ['Voile', 'Course à pied', 'Cyclisme', 'Automobile'],
    optionsEn: ['Sailing', 'Running', 'Cycling', 'Motor racing'],
    correctAnswer: 'Cyclisme',
    explanation:
      "Le Tour de France est une course cycliste créée en 1903 par le journal L'Auto. Pendant environ trois semaines en juillet, les coureurs parcourent les routes de France, plaines et montagnes. Le leader du classement porte le maillot jaune. C'est l'une des compétitions sportives les plus suivies au monde.",
    explanationEn:
      "The Tour de France is a cycling race created in 1903 by the newspaper L'Auto. For about three weeks in July, riders travel the roads of France, across plains and mountains. The overall leader wears the yellow jersey. It is one of the most watched sporting events in the world.",
    source: 'letour.fr (site officiel du Tour de France) — « Histoire du Tour de France »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-042',
    difficulty: 4,
    content: 'Combien de jours fériés (fêtes légales) le Code du travail prévoit-il pour toute la France ?',
    contentEn: 'How many public holidays (legal holidays) does the Labour Code set for the whole of France?',
    options: ['5', '8', '20', '11'],
    optionsEn: ['5', '8', '20', '11'],
    correctAnswer: '11',
    explanation:
      "L'article L3133-1 du Code du travail cite 11 fêtes légales : 1er janvier, lundi de Pâques, 1er mai, 8 mai, Ascension, lundi de Pentecôte, 14 juillet, Assomption (15 août), Toussaint (1er novembre), 11 novembre et Noël (25 décembre). L'Alsace-Moselle a en plus le Vendredi saint et le 26 décembre, et les départements d'outre-mer un jour de commémoration de l'abolition de l'esclavage.",
    explanationEn:
      "Article L3133-1 of the Labour Code lists 11 legal holidays: 1 January, Easter Monday, 1 May, 8 May, Ascension Day, Whit Monday, 14 July, Assumption (15 August), All Saints' Day (1 November), 11 November and Christmas (25 December). Alsace-Moselle also has Good Friday and 26 December, and the overseas departments a day commemorating the abolition of slavery.",
    source: 'Code du travail, art. L3133-1',
  },
  {
    ...PATRIMOINE,
    id: 'cult-043',
    difficulty: 2,
    content: 'Quelle créatrice de mode française est célèbre pour la « petite robe noire » et le parfum « N° 5 » ?',
    contentEn: 'Which French fashion designer is famous for the "little black dress" and the "No. 5" perfume?',
    options: [
      'Édith Piaf',
      'Gabrielle « Coco » Chanel',
      'Jeanne Lanvin',
      'Elsa Schiaparelli',
    ],
    optionsEn: ['Édith Piaf', 'Gabrielle "Coco" Chanel', 'Jeanne Lanvin', 'Elsa Schiaparelli'],
    correctAnswer: 'Gabrielle « Coco » Chanel',
    explanation:
      "Gabrielle Chanel (1883-1971), dite Coco Chanel, a libéré la silhouette des femmes au XXe siècle avec des vêtements simples et confortables. Elle a lancé le parfum N° 5 en 1921 et popularisé la petite robe noire dans les années 1920. Paris reste une capitale mondiale de la mode, avec ses défilés de haute couture.",
    explanationEn:
      'Gabrielle Chanel (1883-1971), known as Coco Chanel, freed the female silhouette in the 20th century with simple, comfortable clothes. She launched the No. 5 perfume in 1921 and popularised the little black dress in the 1920s. Paris remains a world fashion capital, with its haute couture shows.',
    source: 'Palais Galliera, musée de la Mode de la Ville de Paris — exposition « Gabrielle Chanel. Manifeste de mode » (2020)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-044',
    difficulty: 2,
    content: 'À quelle date a lieu chaque année la Fête de la musique ?',
    contentEn: 'On what date does the Fête de la Musique take place every year?',
    options: ['Le 21 juin', 'Le 1er mai', 'Le 14 juillet', 'Le 31 décembre'],
    optionsEn: ['21 June', '1 May', '14 July', '31 December'],
    correctAnswer: 'Le 21 juin',
    explanation:
      "Créée en 1982 par le ministère de la Culture, la Fête de la musique a lieu le 21 juin, premier jour de l'été. Musiciens amateurs et professionnels jouent gratuitement dans les rues, les parcs et les salles. Elle est aujourd'hui célébrée dans de nombreux pays.",
    explanationEn:
      'Created in 1982 by the Ministry of Culture, the Fête de la Musique takes place on 21 June, the first day of summer. Amateur and professional musicians play for free in streets, parks and halls. It is now celebrated in many countries.',
    source: 'Ministère de la Culture — fetedelamusique.culture.gouv.fr, « La Fête de la musique »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-045',
    difficulty: 2,
    content: 'Qui a écrit les Fables, comme « Le Corbeau et le Renard » ou « La Cigale et la Fourmi » ?',
    contentEn: 'Who wrote the Fables, such as "The Crow and the Fox" or "The Grasshopper and the Ant"?',
    options: [
      'Charles Perrault',
      'Jean de La Fontaine',
      'François de La Rochefoucauld',
      'Molière',
    ],
    optionsEn: [
      'Charles Perrault',
      'Jean de La Fontaine',
      'François de La Rochefoucauld',
      'Molière',
    ],
    correctAnswer: 'Jean de La Fontaine',
    explanation:
      "Jean de La Fontaine (1621-1695) a publié ses Fables à partir de 1668, sous Louis XIV. Ces courts poèmes mettent en scène des animaux pour donner une leçon de vie (« la morale »). Les enfants français les apprennent encore par cœur à l'école.",
    explanationEn:
      'Jean de La Fontaine (1621-1695) published his Fables from 1668 onwards, under Louis XIV. These short poems use animals to teach a lesson about life ("the moral"). French children still learn them by heart at school.',
    source: 'BnF (Bibliothèque nationale de France) — Jean de La Fontaine, « Fables choisies mises en vers » (1668)',
  },
  {
    ...PATRIMOINE,
    id: 'cult-046',
    difficulty: 4,
    content: 'Quel roi a fait construire le château de Chambord, dans la vallée de la Loire ?',
    contentEn: 'Which king had the Château de Chambord built, in the Loire valley?',
    options: ['Louis XIV', 'Henri IV', 'Charles VIII', 'François Ier'],
    optionsEn: ['Louis XIV', 'Henry IV', 'Charles VIII', 'Francis I'],
    correctAnswer: 'François Ier',
    explanation:
      "François Ier, roi de la Renaissance et ami de Léonard de Vinci, a lancé la construction de Chambord en 1519. Son célèbre escalier à double révolution est peut-être inspiré par Léonard. Les châteaux du Val de Loire sont inscrits au patrimoine mondial de l'UNESCO depuis 2000.",
    explanationEn:
      "Francis I, a Renaissance king and friend of Leonardo da Vinci, began building Chambord in 1519. Its famous double-helix staircase may have been inspired by Leonardo. The châteaux of the Loire Valley have been on UNESCO's World Heritage list since 2000.",
    source: 'chambord.org (Domaine national de Chambord) — « Histoire du château »',
  },
  {
    ...PATRIMOINE,
    id: 'cult-047',
    difficulty: 2,
    content: "Quel écrivain et aviateur est l'auteur du « Petit Prince » (1943) ?",
    contentEn: 'Which writer and pilot wrote "The Little Prince" (1943)?',
    options: [
      'Jules Verne',
      'Joseph Kessel',
      'Jean-Paul Sartre',
      'Antoine de Saint-Exupéry',
    ],
    optionsEn: [
      'Jules Verne',
      'Joseph Kessel',
      'Jean-Paul Sartre',
      'Antoine de Saint-Exupéry',
    ],
    correctAnswer: 'Antoine de Saint-Exupéry',
    explanation:
      "Antoine de Saint-Exupéry (1900-1944), pilote de l'Aéropostale puis de guerre, a publié « Le Petit Prince » en 1943 à New York. C'est l'un des livres les plus traduits au monde. Il a disparu en mer le 31 juillet 1944, lors d'une mission de reconnaissance aérienne au-dessus de la Méditerranée.",
    explanationEn:
      'Antoine de Saint-Exupéry (1900-1944), a mail pilot for Aéropostale and then a war pilot, published "The Little Prince" in 1943 in New York. It is one of the most translated books in the world. He disappeared at sea on 31 July 1944, during an aerial reconnaissance mission over the Mediterranean.',
    source: 'BnF (Bibliothèque nationale de France) — Antoine de Saint-Exupéry, « Le Petit Prince » (1943)',
  },
  // ── Société : s'installer et résider en France ──────────────────────────────
  {
    ...INSTALLATION,
    id: 'cult-048',
    officialRef: 'SOC-001',
    difficulty: 1,
    content: "Où faut-il déclarer la naissance d'un enfant ?",
    contentEn: "Where must a child's birth be registered?",
    options: [
      'Au commissariat de police du quartier',
      'À la mairie du lieu de naissance',
      'À la préfecture du département',
      "À la Caisse d'allocations familiales (CAF)",
    ],
    optionsEn: [
      'At the local police station',
      'At the town hall of the place of birth',
      'At the prefecture of the département',
      'At the family allowance office (CAF)',
    ],
    correctAnswer: 'À la mairie du lieu de naissance',
    explanation:
      "La naissance est déclarée à l'officier de l'état civil de la commune où l'enfant est né, donc à la mairie de ce lieu (souvent celle de la ville de la maternité). La mairie établit alors l'acte de naissance. La déclaration est faite par le père, la mère ou une personne qui a assisté à l'accouchement.",
    explanationEn:
      'The birth is declared to the civil registrar of the municipality where the child was born, so at the town hall of that place (often the town of the maternity hospital). The town hall then draws up the birth certificate. The declaration is made by the father, the mother or someone who attended the birth.',
    source: 'Code civil, art. 55 et 56 ; service-public.fr — « Déclaration de naissance »',
  },
  {
    ...INSTALLATION,
    id: 'cult-049',
    officialRef: 'SOC-007',
    difficulty: 2,
    content: "Dans quel délai faut-il déclarer la naissance d'un enfant à l'état civil ?",
    contentEn: "Within what time limit must a child's birth be declared to the civil registry?",
    options: [
      "Dans les 5 jours qui suivent l'accouchement",
      "Dans l'année qui suit la naissance",
      "Avant l'entrée de l'enfant à l'école maternelle",
      'Dans les 3 mois qui suivent la naissance',
    ],
    optionsEn: [
      'Within 5 days after the birth',
      'Within a year after the birth',
      'Before the child starts nursery school',
      'Within 3 months after the birth',
    ],
    correctAnswer: "Dans les 5 jours qui suivent l'accouchement",
    explanation:
      "Le Code civil impose de déclarer la naissance dans les cinq jours de l'accouchement (le jour de la naissance ne compte pas ; si le dernier jour tombe un week-end ou un jour férié, le délai est prolongé jusqu'au premier jour ouvrable). Après ce délai, seul un jugement du tribunal permet d'inscrire la naissance.",
    explanationEn:
      'The Civil Code requires the birth to be declared within five days of the delivery (the day of birth does not count; if the last day falls on a weekend or public holiday, the time limit runs to the next working day). After that, only a court judgment can record the birth.',
    source: 'Code civil, art. 55 ; service-public.fr — « Déclaration de naissance »',
  },
  {
    ...INSTALLATION,
    id: 'cult-050',
    officialRef: 'SOC-006',
    difficulty: 2,
    content: "Dans quel cas faut-il déclarer un enfant né en France au service de l'état civil ?",
    contentEn: 'In which case must a child born in France be declared to the civil registry?',
    options: [
      'Seulement si au moins un des parents est de nationalité française',
      'Seulement si les parents sont mariés ou pacsés',
      'Pour toute naissance, quelle que soit la situation des parents',
      "Seulement si l'enfant est né à l'hôpital ou en clinique",
    ],
    optionsEn: [
      'Only if at least one parent is French',
      'Only if the parents are married or in a civil partnership',
      "For every birth, whatever the parents' situation",
      'Only if the child was born in a hospital or clinic',
    ],
    correctAnswer: 'Pour toute naissance, quelle que soit la situation des parents',
    explanation:
      "Toute naissance qui a lieu en France doit être déclarée à l'état civil, que les parents soient français ou étrangers, mariés ou non, et que l'enfant soit né à la maternité ou à domicile. L'acte de naissance donne à l'enfant une identité officielle et lui ouvre ses droits.",
    explanationEn:
      "Every birth that takes place in France must be declared to the civil registry, whether the parents are French or foreign, married or not, and whether the child was born in a maternity hospital or at home. The birth certificate gives the child an official identity and opens up their rights.",
    source: 'Code civil, art. 55 ; service-public.fr — « Déclaration de naissance »',
  },
  {
    ...INSTALLATION,
    id: 'cult-051',
    officialRef: 'SOC-003',
    difficulty: 1,
    content: 'Quel mariage est reconnu par la loi en France ?',
    contentEn: 'Which marriage is recognised by law in France?',
    options: [
      'Le mariage religieux seul, sans passage à la mairie',
      "Le mariage civil célébré à la mairie par un officier de l'état civil",
      'Un mariage décidé par les familles sans le consentement des époux',
      'Un mariage religieux enregistré ensuite au consulat de son pays',
    ],
    optionsEn: [
      'A religious marriage alone, without going to the town hall',
      'A civil marriage celebrated at the town hall by a civil registrar',
      "A marriage decided by the families without the spouses' consent",
      "A religious marriage later registered at one's country's consulate",
    ],
    correctAnswer: "Le mariage civil célébré à la mairie par un officier de l'état civil",
    explanation:
      "Seul le mariage civil, célébré publiquement à la mairie par le maire ou un adjoint (officier de l'état civil), a une valeur légale. Il exige le libre consentement des deux époux, âgés d'au moins 18 ans, de sexe différent ou de même sexe. La cérémonie religieuse ne peut venir qu'après : un ministre du culte qui célèbre de manière habituelle des mariages religieux sans qu'on lui ait justifié le mariage civil commet un délit. La polygamie est interdite.",
    explanationEn:
      'Only the civil marriage, celebrated publicly at the town hall by the mayor or a deputy (civil registrar), has legal value. It requires the free consent of both spouses, aged at least 18, of different sex or the same sex. A religious ceremony may only come afterwards: a minister of religion who habitually performs religious weddings without being shown proof of the civil marriage commits an offence. Polygamy is forbidden.',
    source: 'Code civil, art. 143, 144, 146, 147 et 165 ; Code pénal, art. 433-21',
  },
  {
    ...INSTALLATION,
    id: 'cult-052',
    officialRef: 'SOC-013',
    difficulty: 2,
    content: 'Qui peut demander le divorce ?',
    contentEn: 'Who can ask for a divorce?',
    options: [
      'Seulement le mari',
      "Seulement la femme, avec l'accord de sa famille",
      'Le maire de la commune',
      "L'un ou l'autre des époux, ou les deux ensemble",
    ],
    optionsEn: [
      'Only the husband',
      "Only the wife, with her family's agreement",
      'The mayor of the town',
      'Either spouse, or both together',
    ],
    correctAnswer: "L'un ou l'autre des époux, ou les deux ensemble",
    explanation:
      "La femme et le mari ont exactement les mêmes droits : chacun peut demander le divorce, ou les deux ensemble s'ils sont d'accord (divorce par consentement mutuel). Le Code civil prévoit quatre cas : consentement mutuel, acceptation du principe de la rupture, altération définitive du lien conjugal et faute.",
    explanationEn:
      'Wife and husband have exactly the same rights: each can ask for a divorce, or both together if they agree (divorce by mutual consent). The Civil Code provides four cases: mutual consent, acceptance of the breakdown, permanent breakdown of the marriage, and fault.',
    source: 'Code civil, art. 229 ; service-public.fr — « Divorce »',
  },
  {
    ...INSTALLATION,
    id: 'cult-053',
    officialRef: 'SOC-012',
    difficulty: 2,
    content: "Quelle aide permet aux personnes qui ont peu de ressources d'avoir un avocat gratuitement ou à moindre coût ?",
    contentEn: 'Which aid lets people with low income have a lawyer for free or at a reduced cost?',
    options: [
      "L'allocation de rentrée scolaire",
      "La prime d'activité",
      "L'aide juridictionnelle",
      'Le chèque énergie',
    ],
    optionsEn: [
      'The back-to-school allowance',
      'The activity bonus',
      'Legal aid',
      'The energy voucher',
    ],
    correctAnswer: "L'aide juridictionnelle",
    explanation:
      "L'aide juridictionnelle permet à une personne dont les revenus sont faibles d'être défendue par un avocat et de faire un procès : l'État paie tout ou partie des frais. C'est une application de l'égalité de tous devant la justice. La demande se fait avec un formulaire, en ligne ou au tribunal.",
    explanationEn:
      'Legal aid lets a person with low income be defended by a lawyer and bring a case to court: the State pays all or part of the costs. It applies the principle that everyone is equal before the courts. The request is made with a form, online or at the court.',
    source: "Loi n° 91-647 du 10 juillet 1991 relative à l'aide juridique ; service-public.fr — « Aide juridictionnelle »",
  },
  {
    ...INSTALLATION,
    id: 'cult-054',
    officialRef: 'SOC-002',
    difficulty: 3,
    content: "Quels travaux le locataire d'un logement peut-il faire sans l'autorisation du propriétaire ?",
    contentEn: "What work may a tenant do without the landlord's permission?",
    options: [
      'Abattre une cloison entre deux pièces',
      'Transformer une chambre en cuisine',
      'Sous-louer le logement à une autre personne',
      'Repeindre les murs ou changer la moquette',
    ],
    optionsEn: [
      'Knock down a partition wall between two rooms',
      'Turn a bedroom into a kitchen',
      'Sublet the home to someone else',
      'Repaint the walls or change the carpet',
    ],
    correctAnswer: 'Repeindre les murs ou changer la moquette',
    explanation:
      "Le propriétaire ne peut pas s'opposer aux simples aménagements (peinture, papier peint, moquette). En revanche, le locataire ne peut pas transformer le logement (abattre une cloison, changer l'usage d'une pièce) sans l'accord écrit du propriétaire, ni le sous-louer sans son accord écrit.",
    explanationEn:
      "The landlord cannot object to simple fittings (paint, wallpaper, carpet). However, the tenant cannot alter the home (knock down a partition, change the use of a room) without the landlord's written consent, nor sublet it without written consent.",
    source: 'Loi n° 89-462 du 6 juillet 1989, art. 6 d), art. 7 f) et art. 8',
  },
  {
    ...INSTALLATION,
    id: 'cult-055',
    officialRef: 'SOC-004',
    difficulty: 2,
    content: 'Se garer sur une place réservée aux personnes handicapées, sans carte qui y donne droit :',
    contentEn: 'Parking in a space reserved for disabled people without a card that entitles you to it:',
    options: [
      'Est autorisé pendant 5 minutes',
      'Est autorisé la nuit',
      "Est interdit et puni d'une amende de 135 €",
      'Est autorisé si on allume ses feux de détresse',
    ],
    optionsEn: [
      'Is allowed for 5 minutes',
      'Is allowed at night',
      'Is forbidden and punished by a €135 fine',
      'Is allowed if you switch on your hazard lights',
    ],
    correctAnswer: "Est interdit et puni d'une amende de 135 €",
    explanation:
      "Ces places sont réservées aux véhicules qui affichent la carte mobilité inclusion « stationnement » (ou l'ancienne carte européenne de stationnement). Les occuper sans y avoir droit, même quelques minutes, est un stationnement « très gênant » puni d'une amende de 4e classe (135 €) ; le véhicule peut être mis en fourrière.",
    explanationEn:
      'These spaces are reserved for vehicles displaying the "mobility inclusion card – parking" (or the former European parking card). Using them without the right, even for a few minutes, is "very obstructive" parking punished by a class-4 fine (€135); the vehicle may be towed away.',
    source: 'Code de la route, art. R417-11 ; service-public.fr — « Stationnement gênant, très gênant, abusif ou dangereux »',
  },
  {
    ...INSTALLATION,
    id: 'cult-056',
    officialRef: 'SOC-005',
    difficulty: 1,
    content: "Votre machine à laver est cassée et ne peut pas être réparée. Qu'avez-vous le droit de faire ?",
    contentEn: 'Your washing machine is broken and cannot be repaired. What are you allowed to do?',
    options: [
      'La déposer à la déchetterie ou la faire reprendre par le vendeur',
      "La laisser sur le trottoir devant l'immeuble, avec un mot",
      'La jeter dans la poubelle des ordures ménagères',
      'La déposer dans un bois, loin des habitations, si elle est vidée',
    ],
    optionsEn: [
      'Take it to the recycling centre or have the seller take it back',
      'Leave it on the pavement in front of the building, with a note',
      'Throw it in the household rubbish bin',
      'Leave it in a wood, far from houses, once it has been emptied',
    ],
    correctAnswer: 'La déposer à la déchetterie ou la faire reprendre par le vendeur',
    explanation:
      "Un appareil électroménager usagé doit être recyclé : on peut le déposer à la déchetterie, le donner à une association, ou le faire reprendre gratuitement par le vendeur lors de l'achat d'un appareil neuf (reprise « un pour un »). L'abandonner dans la rue ou dans la nature est un dépôt sauvage puni d'une amende. Avant cela, on peut aussi essayer de le faire réparer.",
    explanationEn:
      'An old household appliance must be recycled: you can take it to the recycling centre, give it to a charity, or have the seller take it back for free when you buy a new one ("one for one" take-back). Leaving it in the street or in nature is illegal dumping punished by a fine. Before that, you can also try to have it repaired.',
    source: "Code de l'environnement, art. R543-180 (reprise « un pour un ») ; service-public.fr — « Dépôt sauvage de déchets »",
  },
  {
    ...INSTALLATION,
    id: 'cult-057',
    officialRef: 'SOC-008',
    difficulty: 1,
    content: "Quel numéro d'urgence permet d'appeler la police (ou la gendarmerie) ?",
    contentEn: 'Which emergency number do you call for the police (or gendarmerie)?',
    options: ['Le 15', 'Le 18', 'Le 119', 'Le 17'],
    optionsEn: ['15', '18', '119', '17'],
    correctAnswer: 'Le 17',
    explanation:
      "Le 17 est le numéro de « Police secours » : il permet de joindre la police ou la gendarmerie en cas de danger, d'agression ou de vol en cours. Le 15 est le SAMU, le 18 les pompiers et le 119 le numéro pour l'enfance en danger. Le 112 fonctionne aussi dans toute l'Union européenne.",
    explanationEn:
      'Number 17 is "Police secours": it reaches the police or gendarmerie in case of danger, assault or a theft in progress. 15 is the SAMU (emergency medical service), 18 the fire brigade and 119 the number for children in danger. 112 also works throughout the European Union.',
    source: "service-public.fr — « Numéros d'urgence »",
  },
  {
    ...INSTALLATION,
    id: 'cult-058',
    difficulty: 1,
    content: 'Un incendie se déclare dans votre immeuble. Quel numéro appelez-vous pour joindre les pompiers ?',
    contentEn: 'A fire breaks out in your building. Which number do you call to reach the fire brigade?',
    options: ['Le 18', 'Le 17', 'Le 3939', 'Le 115'],
    optionsEn: ['18', '17', '3939', '115'],
    correctAnswer: 'Le 18',
    explanation:
      "Le 18 permet de joindre les sapeurs-pompiers, pour un incendie, un accident ou une personne en danger. L'appel est gratuit, même depuis un téléphone portable. Le 17 est la police, le 115 le SAMU social (hébergement d'urgence) et le 3939 un numéro de renseignements administratifs.",
    explanationEn:
      'Number 18 reaches the fire brigade, for a fire, an accident or a person in danger. The call is free, even from a mobile phone. 17 is the police, 115 the SAMU social (emergency shelter) and 3939 an information line about administrative matters.',
    source: "service-public.fr — « Numéros d'urgence »",
  },
  {
    ...INSTALLATION,
    id: 'cult-059',
    difficulty: 2,
    content: "Quel numéro d'urgence, gratuit, peut-on composer dans tous les pays de l'Union européenne ?",
    contentEn: 'Which free emergency number can be dialled in every country of the European Union?',
    options: ['Le 911', 'Le 112', 'Le 999', 'Le 3237'],
    optionsEn: ['911', '112', '999', '3237'],
    correctAnswer: 'Le 112',
    explanation:
      "Le 112 est le numéro d'appel d'urgence européen : il est gratuit et fonctionne dans tous les pays de l'Union européenne, depuis un fixe ou un portable. En France, l'appel est dirigé vers les pompiers, le SAMU ou la police selon la situation. Le 911 est le numéro des États-Unis.",
    explanationEn:
      'The 112 is the European emergency number: it is free and works in every EU country, from a landline or a mobile. In France, the call is routed to the fire brigade, the SAMU or the police depending on the situation. 911 is the United States number.',
    source: "service-public.fr — « Numéros d'urgence »",
  },
  {
    ...INSTALLATION,
    id: 'cult-060',
    difficulty: 4,
    content:
      "Quel numéro d'urgence permet aux personnes sourdes ou malentendantes, ou à qui ne peut pas parler, de prévenir les secours par SMS, tchat ou visio ?",
    contentEn:
      'Which emergency number lets deaf or hard-of-hearing people, or anyone who cannot speak, alert the emergency services by text, chat or video?',
    options: ['Le 115', 'Le 119', 'Le 3919', 'Le 114'],
    optionsEn: ['115', '119', '3919', '114'],
    correctAnswer: 'Le 114',
    explanation:
      "Le 114 est le numéro national d'urgence accessible par SMS, tchat, visio ou fax, pour les personnes sourdes, malentendantes ou ayant des difficultés à parler. Il sert aussi à une victime qui ne peut pas parler sans se mettre en danger, par exemple en cas de violences. Le 3919 écoute les femmes victimes de violences, le 119 l'enfance en danger.",
    explanationEn:
      'The 114 is the national emergency number reachable by text message, chat, video or fax, for deaf or hard-of-hearing people or people who have difficulty speaking. It also helps a victim who cannot speak without putting themselves in danger, for example in cases of violence. The 3919 supports women victims of violence, the 119 children in danger.',
    source: "service-public.fr — « Numéros d'urgence » ; info.urgence114.fr",
  },
  {
    ...INSTALLATION,
    id: 'cult-061',
    difficulty: 2,
    content: 'Un étranger majeur, non européen, veut vivre en France plus de trois mois. Que doit-il avoir ?',
    contentEn: 'An adult non-EU foreign national wants to live in France for more than three months. What must they have?',
    options: [
      'Une carte Vitale et une attestation de domicile en France',
      'Un document de séjour (visa de long séjour, carte de séjour)',
      'Un passeport valide, sans autre démarche',
      "Une carte d'électeur délivrée par la mairie",
    ],
    optionsEn: [
      'A Carte Vitale and a proof of address in France',
      'A residence document (long-stay visa, residence permit)',
      'A valid passport, with nothing else to do',
      "A voter's card issued by the town hall",
    ],
    correctAnswer: 'Un document de séjour (visa de long séjour, carte de séjour)',
    explanation:
      "Tout étranger de plus de 18 ans qui veut séjourner en France plus de trois mois doit avoir un document de séjour : visa de long séjour, carte de séjour temporaire ou pluriannuelle, carte de résident… Les demandes se font auprès de la préfecture, le plus souvent en ligne. Les citoyens de l'Union européenne ne sont pas concernés.",
    explanationEn:
      'Every foreign national over 18 who wants to stay in France for more than three months must hold a residence document: long-stay visa, temporary or multi-year residence permit, resident card… Applications are handled by the prefecture, mostly online. Citizens of the European Union are not concerned.',
    source: "Code de l'entrée et du séjour des étrangers et du droit d'asile (CESEDA), art. L411-1",
  },
  {
    ...INSTALLATION,
    id: 'cult-062',
    difficulty: 2,
    content: "Quel organisme verse les allocations familiales et les aides au logement comme l'APL ?",
    contentEn: 'Which body pays family allowances and housing benefits such as the APL?',
    options: [
      "La Caisse d'allocations familiales (CAF)",
      "La Caisse primaire d'assurance maladie (CPAM)",
      'France Travail',
      'La préfecture',
    ],
    optionsEn: [
      'The family allowance office (CAF)',
      'The primary health insurance office (CPAM)',
      'France Travail',
      'The prefecture',
    ],
    correctAnswer: "La Caisse d'allocations familiales (CAF)",
    explanation:
      "La CAF verse les prestations familiales (allocations familiales, prestations pour les jeunes enfants), les aides au logement (APL), le RSA et la prime d'activité, sous conditions. La CPAM s'occupe des remboursements de santé et France Travail de l'emploi. On fait ses démarches sur caf.fr ou dans une agence.",
    explanationEn:
      'The CAF pays family benefits (family allowances, benefits for young children), housing benefits (APL), the RSA and the activity bonus, subject to conditions. The CPAM handles health refunds and France Travail deals with employment. You apply on caf.fr or at a local office.',
    source: 'caf.fr — « Les aides de la Caf » ; service-public.fr — « Aide personnalisée au logement (APL) »',
  },
  {
    ...INSTALLATION,
    id: 'cult-063',
    difficulty: 3,
    content: "Quand on loue un logement vide, l'assurance habitation contre les risques locatifs (incendie, dégât des eaux…) est :",
    contentEn: 'When you rent an unfurnished home, home insurance against tenant risks (fire, water damage…) is:',
    options: [
      'Interdite au locataire',
      'Facultative, mais conseillée',
      'Obligatoire pour le locataire',
      'À la charge du seul propriétaire',
    ],
    optionsEn: [
      'Forbidden for the tenant',
      'Optional, but advisable',
      'Compulsory for the tenant',
      'Paid by the landlord alone',
    ],
    correctAnswer: 'Obligatoire pour le locataire',
    explanation:
      "La loi oblige le locataire à s'assurer contre les risques dont il est responsable (incendie, explosion, dégât des eaux). Il doit remettre une attestation au propriétaire à la remise des clés, puis chaque année s'il la demande. Sans assurance, le bail peut être résilié ou le propriétaire peut souscrire une assurance aux frais du locataire.",
    explanationEn:
      "The law requires the tenant to be insured against the risks they are liable for (fire, explosion, water damage). They must give the landlord a certificate when receiving the keys, then every year if asked. Without insurance, the lease can be terminated or the landlord can take out insurance at the tenant's expense.",
    source: 'Loi n° 89-462 du 6 juillet 1989, art. 7 g)',
  },
  {
    ...INSTALLATION,
    id: 'cult-064',
    difficulty: 5,
    content: "Pour la location d'un logement vide, le dépôt de garantie demandé par le propriétaire ne peut pas dépasser :",
    contentEn: 'For an unfurnished rental, the security deposit the landlord asks for cannot exceed:',
    options: [
      'Un mois de loyer, hors charges',
      'Deux mois de loyer, charges comprises',
      'Six mois de loyer',
      'Un an de loyer',
    ],
    optionsEn: [
      "One month's rent, excluding charges",
      "Two months' rent, including charges",
      "Six months' rent",
      "One year's rent",
    ],
    correctAnswer: 'Un mois de loyer, hors charges',
    explanation:
      "Pour un logement vide, le dépôt de garantie est limité à un mois de loyer hors charges (deux mois pour un meublé). Il doit être rendu dans un délai d'un mois après la remise des clés si l'état des lieux de sortie est conforme à celui d'entrée, et de deux mois sinon.",
    explanationEn:
      "For an unfurnished home, the security deposit is limited to one month's rent excluding charges (two months for a furnished one). It must be returned within one month of handing back the keys if the check-out inventory matches the check-in one, and within two months otherwise.",
    source: 'Loi n° 89-462 du 6 juillet 1989, art. 22 (et art. 25-6 pour les meublés)',
  },
  // ── Société : accès aux soins ────────────────────────────────────────────────
  {
    ...SOINS,
    id: 'cult-065',
    officialRef: 'SOC-009',
    difficulty: 1,
    content: "Quel numéro d'urgence permet d'appeler le SAMU pour un problème médical grave ?",
    contentEn: 'Which emergency number do you call to reach the SAMU for a serious medical problem?',
    options: ['Le 17', 'Le 15', 'Le 18', 'Le 115'],
    optionsEn: ['Number 17', 'Number 15', 'Number 18', 'Number 115'],
    correctAnswer: 'Le 15',
    explanation:
      "Le 15 permet de joindre le SAMU (service d'aide médicale urgente) : un médecin régulateur évalue la situation et envoie les secours adaptés (malaise, douleur dans la poitrine, accident grave…). Le 17 est la police, le 18 les pompiers et le 115 l'hébergement d'urgence (SAMU social).",
    explanationEn:
      'Number 15 reaches the SAMU (emergency medical service): a regulating doctor assesses the situation and sends the right help (fainting, chest pain, serious accident…). 17 is the police, 18 the fire brigade and 115 emergency shelter (SAMU social).',
    source: "service-public.fr — « Numéros d'urgence »",
  },
  {
    ...SOINS,
    id: 'cult-066',
    officialRef: 'SOC-014',
    difficulty: 1,
    content: 'Auprès de quel organisme demande-t-on le remboursement de ses frais de santé ?',
    contentEn: 'Which body do you ask to refund your healthcare costs?',
    options: [
      "La Caisse d'allocations familiales (CAF)",
      "La mairie, par son centre communal d'action sociale",
      "L'Assurance maladie (CPAM)",
      'France Travail, qui verse les indemnités',
    ],
    optionsEn: [
      'The family allowance office (CAF)',
      'The town hall, through its social action centre',
      'The health insurance fund (CPAM)',
      'France Travail, which pays out benefits',
    ],
    correctAnswer: "L'Assurance maladie (CPAM)",
    explanation:
      "Les frais de santé (consultations, médicaments, analyses, hospitalisation) sont remboursés par l'Assurance maladie, dont la CPAM est la caisse locale pour la plupart des assurés. Avec la carte Vitale, le remboursement est automatique ; on suit ses remboursements sur son compte ameli. La CAF verse les prestations familiales.",
    explanationEn:
      'Healthcare costs (consultations, medicines, tests, hospital stays) are refunded by the national health insurance, whose local office for most people is the CPAM. With the Carte Vitale, the refund is automatic; you follow your refunds on your ameli account. The CAF pays family benefits.',
    source: 'ameli.fr (Assurance maladie) — « Les remboursements des soins »',
  },
  {
    ...SOINS,
    id: 'cult-067',
    officialRef: 'SOC-016',
    difficulty: 1,
    content: 'À quoi sert la carte Vitale ?',
    contentEn: 'What is the Carte Vitale for?',
    options: [
      "C'est une pièce d'identité qui remplace le passeport en France",
      "Elle prouve l'affiliation à l'Assurance maladie et accélère les remboursements",
      'Elle donne droit à des soins gratuits chez tous les médecins, sans limite',
      "C'est une carte bancaire pour payer le médecin et le pharmacien",
    ],
    optionsEn: [
      'It is an ID document that replaces the passport in France',
      'It proves health-insurance membership and speeds up refunds',
      'It gives the right to free care from every doctor, without any limit',
      'It is a bank card to pay the doctor and the pharmacist',
    ],
    correctAnswer: "Elle prouve l'affiliation à l'Assurance maladie et accélère les remboursements",
    explanation:
      "La carte Vitale contient les informations sur les droits de l'assuré à l'Assurance maladie. Présentée chez le médecin, le pharmacien ou à l'hôpital, elle permet de transmettre directement la feuille de soins : le remboursement arrive en quelques jours. Ce n'est ni une carte d'identité ni un moyen de paiement.",
    explanationEn:
      "The Carte Vitale holds the information on the insured person's rights to health insurance. Shown at the doctor's, the pharmacy or the hospital, it sends the care form directly: the refund arrives within a few days. It is neither an ID card nor a means of payment.",
    source: 'ameli.fr (Assurance maladie) — « La carte Vitale » ; Code de la sécurité sociale, art. L161-31',
  },
  {
    ...SOINS,
    id: 'cult-068',
    officialRef: 'SOC-017',
    difficulty: 2,
    content: 'À quoi sert une mutuelle (complémentaire santé) ?',
    contentEn: 'What is a mutuelle (complementary health insurance) for?',
    options: [
      "À rembourser tout ou partie des frais que l'Assurance maladie ne couvre pas",
      "À remplacer la carte Vitale pour les personnes qui n'en ont pas",
      "À verser les allocations familiales et l'aide au logement",
      "À rembourser à la place de l'Assurance maladie, qui ne paie plus rien",
    ],
    optionsEn: [
      'To refund all or part of the costs that the national health insurance does not cover',
      'To replace the Carte Vitale for people who do not have one',
      'To pay family allowances and housing benefit',
      'To refund instead of the national health insurance, which no longer pays',
    ],
    correctAnswer: "À rembourser tout ou partie des frais que l'Assurance maladie ne couvre pas",
    explanation:
      "L'Assurance maladie ne rembourse pas toujours 100 % des soins. La complémentaire santé (mutuelle ou assurance) paie tout ou partie du reste, par exemple pour les lunettes, les soins dentaires ou l'hôpital. Dans le secteur privé, l'employeur doit proposer une mutuelle collective à ses salariés et en payer au moins la moitié.",
    explanationEn:
      'The national health insurance does not always refund 100% of care. A complementary health insurance (mutuelle or insurer) pays all or part of the rest, for example for glasses, dental care or hospital. In the private sector, employers must offer a group mutuelle to their employees and pay at least half of it.',
    source: 'service-public.fr — « Complémentaire santé (mutuelle) » ; Code de la sécurité sociale, art. L911-7',
  },
  {
    ...SOINS,
    id: 'cult-069',
    officialRef: 'SOC-018',
    difficulty: 3,
    content: "Qu'est-ce que le tiers payant ?",
    contentEn: 'What is "tiers payant" (third-party payment)?',
    options: [
      'Une amende pour les personnes qui ne sont pas assurées',
      'Une aide de la CAF pour payer une partie de son loyer',
      "Le paiement d'une consultation en trois fois sans frais",
      "Un système qui évite au patient d'avancer les frais de santé",
    ],
    optionsEn: [
      'A fine for people who are not insured',
      'A CAF benefit to pay part of your rent',
      'Paying for a consultation in three interest-free instalments',
      'A system that spares the patient from paying healthcare costs upfront',
    ],
    correctAnswer: "Un système qui évite au patient d'avancer les frais de santé",
    explanation:
      "Avec le tiers payant, le patient ne paie pas (ou seulement une partie) chez le professionnel de santé : l'Assurance maladie, et parfois la mutuelle, paient directement le médecin, le pharmacien ou l'hôpital. Il est pratiqué très souvent en pharmacie sur présentation de la carte Vitale, et il est obligatoire pour certaines personnes, comme les bénéficiaires de la Complémentaire santé solidaire.",
    explanationEn:
      "With \"tiers payant\", the patient pays nothing (or only part) at the health professional's: the national health insurance, and sometimes the mutuelle, pay the doctor, pharmacist or hospital directly. It is very often used at pharmacies when the Carte Vitale is shown, and it is compulsory for some people, such as those receiving the Complémentaire santé solidaire.",
    source: 'ameli.fr (Assurance maladie) — « Le tiers payant »',
  },
  {
    ...SOINS,
    id: 'cult-070',
    officialRef: 'SOC-019',
    difficulty: 2,
    content: "L'affiliation à l'Assurance maladie (Sécurité sociale) est :",
    contentEn: 'Membership of the national health insurance (Social Security) is:',
    options: [
      "Facultative : chacun décide s'il veut être assuré ou non",
      'Réservée aux personnes de nationalité française ou européenne',
      'Obligatoire pour qui travaille ou réside en France de façon stable',
      'Réservée aux personnes qui ont un emploi salarié déclaré',
    ],
    optionsEn: [
      'Optional: everyone decides whether or not to be insured',
      'Reserved for French or European nationals',
      'Compulsory for anyone working or living in France on a stable basis',
      'Reserved for people who have a declared salaried job',
    ],
    correctAnswer: 'Obligatoire pour qui travaille ou réside en France de façon stable',
    explanation:
      "La Sécurité sociale est un régime obligatoire : toute personne qui travaille en France y est affiliée, quelle que soit sa nationalité, et les personnes qui résident en France de façon stable et régulière sans travailler bénéficient aussi de la prise en charge de leurs frais de santé (protection universelle maladie). Il faut s'inscrire auprès de la CPAM pour obtenir ses droits et sa carte Vitale.",
    explanationEn:
      'Social Security is a compulsory scheme: everyone who works in France is a member, whatever their nationality, and people who live in France on a stable and lawful basis without working are also covered for healthcare costs (universal health protection). You must register with the CPAM to obtain your rights and your Carte Vitale.',
    source: 'Code de la sécurité sociale, art. L111-2-2 et L160-1 ; ameli.fr — « La protection universelle maladie »',
  },
  {
    ...SOINS,
    id: 'cult-071',
    officialRef: 'SOC-015',
    difficulty: 2,
    content: 'En France, la contraception :',
    contentEn: 'In France, contraception:',
    options: [
      'Est interdite aux femmes qui ne sont pas mariées',
      "Est un droit, y compris pour les mineures, sans l'autorisation des parents",
      "Nécessite l'accord du mari ou du compagnon pour une femme en couple",
      'Est réservée aux femmes de plus de 25 ans, sur ordonnance',
    ],
    optionsEn: [
      'Is forbidden for unmarried women',
      "Is a right, including for minors, without the parents' permission",
      "Requires the husband's or partner's consent for a woman in a couple",
      'Is reserved for women over 25, on prescription',
    ],
    correctAnswer: "Est un droit, y compris pour les mineures, sans l'autorisation des parents",
    explanation:
      "La contraception est légale depuis la loi Neuwirth de 1967. Chaque personne choisit librement sa contraception, sans l'accord d'un conjoint ; les mineures peuvent l'obtenir sans le consentement de leurs parents, de façon confidentielle. Pour les jeunes jusqu'à 25 ans inclus, elle est prise en charge à 100 % par l'Assurance maladie.",
    explanationEn:
      "Contraception has been legal since the 1967 Neuwirth law. Each person freely chooses their contraception, without a spouse's consent; minors can obtain it without their parents' consent, confidentially. For young people up to and including age 25, it is fully covered by the national health insurance.",
    source: 'Code de la santé publique, art. L5134-1 ; Loi n° 67-1176 du 28 décembre 1967 (loi Neuwirth)',
  },
  {
    ...SOINS,
    id: 'cult-072',
    officialRef: 'SOC-020',
    difficulty: 2,
    content: "L'avortement (interruption volontaire de grossesse, IVG) est-il possible en France ?",
    contentEn: 'Is abortion (voluntary termination of pregnancy) possible in France?',
    options: [
      'Non, il est interdit dans tous les cas',
      "Oui, mais seulement avec l'accord du mari",
      "Oui : l'IVG est légale, et c'est la femme qui décide",
      "Oui, mais seulement dans un autre pays de l'Union européenne",
    ],
    optionsEn: [
      'No, it is forbidden in every case',
      "Yes, but only with the husband's consent",
      'Yes: abortion is legal, and the woman decides',
      'Yes, but only in another European Union country',
    ],
    correctAnswer: "Oui : l'IVG est légale, et c'est la femme qui décide",
    explanation:
      "L'IVG est légale depuis la loi Veil du 17 janvier 1975. Depuis la révision du 8 mars 2024, l'article 34 de la Constitution mentionne « la liberté garantie à la femme d'avoir recours à une interruption volontaire de grossesse ». La femme décide seule, sans l'accord de son conjoint, et l'IVG est prise en charge à 100 % par l'Assurance maladie.",
    explanationEn:
      "Abortion has been legal since the Veil law of 17 January 1975. Since the revision of 8 March 2024, Article 34 of the Constitution refers to \"the guaranteed freedom of women to have recourse to a voluntary termination of pregnancy\". The woman decides alone, without her partner's consent, and abortion is fully covered by the national health insurance.",
    source: 'Loi n° 75-17 du 17 janvier 1975 ; Code de la santé publique, art. L2212-1 ; Constitution du 4 octobre 1958, art. 34 (loi constitutionnelle n° 2024-200 du 8 mars 2024)',
  },
  {
    ...SOINS,
    id: 'cult-073',
    difficulty: 5,
    content: "Jusqu'à quel stade de la grossesse une IVG peut-elle être pratiquée en France ?",
    contentEn: 'Up to what stage of pregnancy can an abortion be performed in France?',
    options: [
      "Jusqu'à la fin de la 6e semaine de grossesse",
      "Jusqu'à la fin de la 10e semaine de grossesse",
      "Jusqu'à la fin de la 14e semaine de grossesse",
      "Jusqu'à la fin du 6e mois de grossesse",
    ],
    optionsEn: [
      'Until the end of the 6th week of pregnancy',
      'Until the end of the 10th week of pregnancy',
      'Until the end of the 14th week of pregnancy',
      'Until the end of the 6th month of pregnancy',
    ],
    correctAnswer: "Jusqu'à la fin de la 14e semaine de grossesse",
    explanation:
      "Depuis la loi du 2 mars 2022, l'IVG peut être pratiquée jusqu'à la fin de la 14e semaine de grossesse (16 semaines après le début des dernières règles), par un médecin ou une sage-femme. Auparavant, la limite était de 12 semaines. Une interruption pour motif médical reste possible plus tard, à certaines conditions.",
    explanationEn:
      'Since the law of 2 March 2022, abortion can be performed until the end of the 14th week of pregnancy (16 weeks after the start of the last period), by a doctor or a midwife. Before that, the limit was 12 weeks. A termination for medical reasons remains possible later, under certain conditions.',
    source: 'Code de la santé publique, art. L2212-1 (loi n° 2022-295 du 2 mars 2022)',
  },
  {
    ...SOINS,
    id: 'cult-074',
    difficulty: 2,
    content: "Pourquoi faut-il déclarer un médecin traitant à l'Assurance maladie ?",
    contentEn: 'Why should you register a regular doctor (médecin traitant) with the national health insurance?',
    options: [
      'Pour avoir le droit de voter aux élections locales',
      'Pour être suivi dans le parcours de soins et mieux remboursé',
      'Pour obtenir plus vite un logement social',
      'Pour ne plus jamais payer de consultation chez aucun médecin',
    ],
    optionsEn: [
      'To have the right to vote in local elections',
      'To be followed within the care pathway and get better refunds',
      'To obtain social housing more quickly',
      'To never pay for a consultation again with any doctor at all',
    ],
    correctAnswer: 'Pour être suivi dans le parcours de soins et mieux remboursé',
    explanation:
      "Chaque assuré de 16 ans et plus choisit un médecin traitant, qui le suit et l'oriente vers des spécialistes si besoin : c'est le parcours de soins coordonnés. Sans médecin traitant déclaré, les consultations sont moins bien remboursées. On le déclare en ligne sur ameli ou avec un formulaire signé par le médecin.",
    explanationEn:
      'Every insured person aged 16 and over chooses a regular doctor, who follows them and refers them to specialists when needed: this is the coordinated care pathway. Without a registered regular doctor, consultations are refunded less. You register them online on ameli or with a form signed by the doctor.',
    source: 'Code de la sécurité sociale, art. L162-5-3 ; ameli.fr — « Le médecin traitant »',
  },
  {
    ...SOINS,
    id: 'cult-075',
    difficulty: 2,
    content: "Pour qu'un enfant né après le 1er janvier 2018 soit accueilli à la crèche ou à l'école, ses parents doivent :",
    contentEn: 'For a child born after 1 January 2018 to be admitted to a nursery or school, the parents must:',
    options: [
      'Payer une caution à la mairie pour les frais de santé',
      'Présenter un certificat médical de non-contagion chaque année',
      'Prouver ses vaccinations obligatoires',
      'Fournir une carte de résident ou un titre de séjour',
    ],
    optionsEn: [
      'Pay a deposit to the town hall for health costs',
      'Show a medical certificate of non-contagion every year',
      'Prove the compulsory vaccinations',
      'Provide a resident card or a residence permit',
    ],
    correctAnswer: 'Prouver ses vaccinations obligatoires',
    explanation:
      "Depuis 2018, la plupart des vaccins du nourrisson sont obligatoires : diphtérie, tétanos, poliomyélite, coqueluche, rougeole, oreillons, rubéole, hépatite B, Haemophilus influenzae b, pneumocoque et méningocoque. Elles doivent être justifiées, par exemple avec le carnet de santé, pour l'entrée en crèche, à l'école ou en centre de loisirs. Ces vaccins sont pris en charge par l'Assurance maladie.",
    explanationEn:
      'Since 2018, most infant vaccines have been compulsory: diphtheria, tetanus, polio, whooping cough, measles, mumps, rubella, hepatitis B, Haemophilus influenzae b, pneumococcus and meningococcus. They must be proven, for example with the health record book, to enter a nursery, a school or a holiday centre. These vaccines are covered by the national health insurance.',
    source: "Code de la santé publique, art. L3111-2 et R3111-8 ; service-public.fr — « Vaccinations obligatoires de l'enfant »",
  },
  {
    ...SOINS,
    id: 'cult-076',
    difficulty: 3,
    content: "Un dimanche, votre enfant a besoin d'un médicament en urgence. Comment trouver une pharmacie ouverte ?",
    contentEn: 'On a Sunday, your child urgently needs a medicine. How do you find an open pharmacy?',
    options: [
      'Chercher la pharmacie de garde',
      "Attendre le lundi : aucune pharmacie n'ouvre le week-end",
      'Demander le médicament à la mairie, qui en garde une réserve',
      "Appeler le 17 pour qu'un policier apporte le médicament à domicile",
    ],
    optionsEn: [
      'Look for the on-duty pharmacy',
      'Wait until Monday: no pharmacy opens at weekends',
      'Ask the town hall, which keeps a stock of medicines',
      'Call 17 so that a police officer brings the medicine to your home',
    ],
    correctAnswer: 'Chercher la pharmacie de garde',
    explanation:
      "Les pharmacies organisent un service de garde pour les nuits, dimanches et jours fériés. L'adresse de la pharmacie de garde est affichée sur la vitrine des pharmacies fermées ; on peut aussi la trouver par le service téléphonique 3237 ou sur internet. En cas d'urgence vitale, on appelle le 15.",
    explanationEn:
      'Pharmacies run an on-duty service for nights, Sundays and public holidays. The address of the on-duty pharmacy is posted in the window of closed pharmacies; you can also find it through the 3237 phone service or online. In a life-threatening emergency, call 15.',
    source: 'Code de la santé publique, art. L5125-22 (service de garde des pharmacies) ; Ordre national des pharmaciens — « Trouver une pharmacie de garde (3237) »',
  },
  {
    ...SOINS,
    id: 'cult-077',
    difficulty: 4,
    content: "Comment s'appelle l'aide qui donne une complémentaire santé gratuite, ou à moins d'un euro par jour, aux personnes aux revenus modestes ?",
    contentEn: 'What is the aid that gives free complementary health cover, or for less than one euro a day, to people on low incomes?',
    options: [
      "L'allocation aux adultes handicapés (AAH)",
      "L'aide personnalisée au logement (APL)",
      "L'allocation d'aide au retour à l'emploi (ARE)",
      'La Complémentaire santé solidaire (C2S)',
    ],
    optionsEn: [
      'The disabled adults allowance (AAH)',
      'The personal housing aid (APL)',
      'The return-to-work allowance (ARE)',
      'The solidarity health insurance (C2S)',
    ],
    correctAnswer: 'La Complémentaire santé solidaire (C2S)',
    explanation:
      "Depuis novembre 2019, la Complémentaire santé solidaire (C2S) remplace la CMU complémentaire et l'aide à la complémentaire santé. Selon ses ressources, elle est gratuite ou coûte moins d'un euro par jour et par personne, et le bénéficiaire n'avance pas les frais chez les professionnels de santé. On la demande à sa caisse d'assurance maladie.",
    explanationEn:
      'Since November 2019, the Complémentaire santé solidaire (C2S) has replaced the former complementary CMU and the aid for complementary health insurance. Depending on income, it is free or costs less than one euro per day per person, and the beneficiary does not pay upfront at health professionals. You apply to your health insurance office.',
    source: 'Code de la sécurité sociale, art. L861-1 ; ameli.fr — « Complémentaire santé solidaire »',
  },
  {
    ...SOINS,
    id: 'cult-078',
    difficulty: 4,
    content: "Un salarié malade reçoit un arrêt de travail de son médecin. Dans quel délai doit-il l'envoyer à sa caisse d'assurance maladie et à son employeur ?",
    contentEn: 'A sick employee gets a sick note from their doctor. Within what time must they send it to their health insurance office and employer?',
    options: [
      'Dans les 48 heures',
      'Dans le mois',
      "Avant la fin de l'année",
      "Il n'a pas besoin de l'envoyer",
    ],
    optionsEn: ['Within 48 hours', 'Within a month', 'Before the end of the year', 'They do not need to send it'],
    correctAnswer: 'Dans les 48 heures',
    explanation:
      "L'avis d'arrêt de travail doit être envoyé dans les deux jours (48 heures) : les volets 1 et 2 à la caisse d'assurance maladie (souvent transmis en ligne directement par le médecin) et le volet 3 à l'employeur. En cas de retard, les indemnités journalières peuvent être réduites.",
    explanationEn:
      'The sick note must be sent within two days (48 hours): parts 1 and 2 to the health insurance office (often sent online directly by the doctor) and part 3 to the employer. If it is late, the daily sickness allowance may be reduced.',
    source: 'Code de la sécurité sociale, art. R321-2 ; ameli.fr — « Arrêt de travail pour maladie »',
  },
  // ── Société : travailler en France ──────────────────────────────────────────
  {
    ...TRAVAIL,
    id: 'cult-079',
    officialRef: 'SOC-021',
    difficulty: 1,
    content: 'Travailler sans être déclaré par son employeur (« travail au noir ») est :',
    contentEn: 'Working without being declared by your employer ("working off the books") is:',
    options: [
      'Autorisé si le salaire est payé en espèces',
      "Interdit : c'est du travail dissimulé, puni par la loi",
      "Autorisé pendant la période d'essai du contrat",
      "Autorisé si le salarié est d'accord et l'a signé",
    ],
    optionsEn: [
      'Allowed if the wage is paid in cash',
      'Forbidden: it is undeclared work, punished by law',
      "Allowed during the contract's trial period",
      'Allowed if the employee agrees and has signed',
    ],
    correctAnswer: "Interdit : c'est du travail dissimulé, puni par la loi",
    explanation:
      "Le travail dissimulé est interdit. L'employeur qui ne déclare pas un salarié risque jusqu'à 3 ans de prison et 45 000 € d'amende. Le travailleur non déclaré, lui, n'a pas de protection : pas de cotisations pour la retraite ni le chômage, pas de couverture en cas d'accident du travail.",
    explanationEn:
      'Undeclared work is forbidden. An employer who does not declare an employee faces up to 3 years in prison and a €45,000 fine. The undeclared worker has no protection: no contributions to pension or unemployment insurance, no cover in case of a workplace accident.',
    source: 'Code du travail, art. L8221-1, L8221-5 et L8224-1',
  },
  {
    ...TRAVAIL,
    id: 'cult-080',
    officialRef: 'SOC-022',
    difficulty: 1,
    content: "Qu'est-ce que le SMIC ?",
    contentEn: 'What is the SMIC?',
    options: [
      "Une aide versée par France Travail aux demandeurs d'emploi",
      'Un impôt prélevé sur les salaires',
      'Le salaire minimum légal, pour un salarié adulte',
      "Le salaire moyen calculé chaque année par l'Insee",
    ],
    optionsEn: [
      'A benefit paid by France Travail to job seekers',
      'A tax deducted from wages',
      'The legal minimum wage, for an adult employee',
      'The average wage calculated each year by Insee',
    ],
    correctAnswer: 'Le salaire minimum légal, pour un salarié adulte',
    explanation:
      "Le SMIC (salaire minimum interprofessionnel de croissance) est le salaire horaire minimum que tout employeur doit verser à un salarié majeur. Il est revalorisé au moins une fois par an, au 1er janvier, et plus souvent si les prix augmentent fortement. Son montant est publié sur service-public.fr.",
    explanationEn:
      'The SMIC (growth-indexed national minimum wage) is the minimum hourly wage every employer must pay an adult employee. It is raised at least once a year, on 1 January, and more often if prices rise sharply. Its amount is published on service-public.fr.',
    source: 'Code du travail, art. L3231-2 ; service-public.fr — « Smic : salaire minimum de croissance »',
  },
  {
    ...TRAVAIL,
    id: 'cult-081',
    officialRef: 'SOC-023',
    difficulty: 2,
    content: 'Vous cherchez un emploi. Quelle est la première démarche à faire ?',
    contentEn: 'You are looking for a job. What is the first step to take?',
    options: [
      "S'inscrire comme demandeur d'emploi à France Travail",
      'Écrire au préfet pour demander un emploi public',
      "S'inscrire à la Caisse d'allocations familiales",
      "Demander une carte Vitale à l'Assurance maladie",
    ],
    optionsEn: [
      'Register as a job seeker with France Travail',
      'Write to the prefect to ask for a public job',
      'Register with the family allowance office (CAF)',
      'Apply for a Carte Vitale from the health insurance',
    ],
    correctAnswer: "S'inscrire comme demandeur d'emploi à France Travail",
    explanation:
      "France Travail (nom de Pôle emploi depuis le 1er janvier 2024) inscrit les demandeurs d'emploi, les accompagne dans leur recherche, propose des offres et des formations, et verse les allocations chômage à ceux qui y ont droit. L'inscription se fait en ligne sur francetravail.fr.",
    explanationEn:
      'France Travail (the name of Pôle emploi since 1 January 2024) registers job seekers, helps them in their search, offers vacancies and training, and pays unemployment benefits to those entitled to them. Registration is done online at francetravail.fr.',
    source: 'Code du travail, art. L5411-1 ; Loi n° 2023-1196 du 18 décembre 2023 pour le plein emploi',
  },
  {
    ...TRAVAIL,
    id: 'cult-082',
    officialRef: 'SOC-024',
    difficulty: 1,
    content: 'Quelle est la durée légale du travail pour un salarié à temps plein ?',
    contentEn: 'What is the legal working time for a full-time employee?',
    options: ['35 heures par semaine', '39 heures par semaine', '40 heures par semaine', '48 heures par semaine'],
    optionsEn: ['35 hours a week', '39 hours a week', '40 hours a week', '48 hours a week'],
    correctAnswer: '35 heures par semaine',
    explanation:
      "La durée légale du travail est de 35 heures par semaine depuis les lois Aubry (1998 et 2000). Les heures faites au-delà sont des heures supplémentaires, payées davantage ou compensées par du repos. Sauf exception, on ne peut pas travailler plus de 48 heures sur une même semaine.",
    explanationEn:
      'The legal working time has been 35 hours a week since the Aubry laws (1998 and 2000). Hours worked beyond that are overtime, paid more or compensated with time off. Except in special cases, nobody may work more than 48 hours in a single week.',
    source: 'Code du travail, art. L3121-27 (durée légale) et L3121-20 (durée maximale hebdomadaire)',
  },
  {
    ...TRAVAIL,
    id: 'cult-083',
    officialRef: 'SOC-025',
    difficulty: 3,
    content: "Qui peut demander un congé parental d'éducation pour s'occuper de son enfant ?",
    contentEn: 'Who can request parental leave to look after their child?',
    options: [
      'Seulement la mère, après son congé de maternité',
      'Seulement les fonctionnaires et les agents publics',
      "Le père ou la mère salarié, avec un an d'ancienneté",
      'Seulement les parents de trois enfants ou plus',
    ],
    optionsEn: [
      'Only the mother, after her maternity leave',
      'Only civil servants and public employees',
      "The employed father or mother, after one year's service",
      'Only parents of three or more children',
    ],
    correctAnswer: "Le père ou la mère salarié, avec un an d'ancienneté",
    explanation:
      "Tout salarié, homme ou femme, qui a au moins un an d'ancienneté à la naissance ou à l'arrivée de l'enfant adopté peut prendre un congé parental d'éducation, à temps plein ou à temps partiel. L'employeur ne peut pas le refuser. Les deux parents peuvent en bénéficier, en même temps ou l'un après l'autre.",
    explanationEn:
      'Any employee, man or woman, with at least one year of service at the birth or arrival of the adopted child can take parental leave, full-time or part-time. The employer cannot refuse it. Both parents can take it, at the same time or one after the other.',
    source: "Code du travail, art. L1225-47 ; service-public.fr — « Congé parental d'éducation à temps plein »",
  },
  {
    ...TRAVAIL,
    id: 'cult-084',
    officialRef: 'SOC-026',
    difficulty: 3,
    content: 'Une personne étrangère en situation régulière peut-elle créer son entreprise en France ?',
    contentEn: 'Can a foreign national who is lawfully resident create a business in France?',
    options: [
      'Non, jamais, quel que soit son titre de séjour',
      "Oui, si son titre de séjour l'autorise à exercer cette activité",
      'Seulement après être devenue française par naturalisation',
      'Oui, sans aucune condition, même sans titre de séjour',
    ],
    optionsEn: [
      'No, never, whatever their residence permit',
      'Yes, if their residence permit allows that activity',
      'Only after becoming French through naturalisation',
      'Yes, without any condition, even without a residence permit',
    ],
    correctAnswer: "Oui, si son titre de séjour l'autorise à exercer cette activité",
    explanation:
      "Une personne étrangère peut créer une entreprise. Hors Union européenne, il faut un titre de séjour qui permet d'exercer une activité non salariée : par exemple une carte de résident, une carte « vie privée et familiale », ou une carte de séjour « entrepreneur/profession libérale » demandée pour ce projet. Les citoyens européens n'ont pas besoin de titre.",
    explanationEn:
      'A foreign national can create a business. For non-EU nationals, a residence permit that allows self-employed work is needed: for example a resident card, a "private and family life" card, or an "entrepreneur/liberal profession" residence permit applied for this project. EU citizens do not need a permit.',
    source: 'service-public.fr — « Carte de séjour temporaire entrepreneur/profession libérale » ; CESEDA, art. L411-1',
  },
  {
    ...TRAVAIL,
    id: 'cult-085',
    officialRef: 'SOC-027',
    difficulty: 1,
    content: 'Une femme peut-elle créer son entreprise en France ?',
    contentEn: 'Can a woman start her own business in France?',
    options: [
      "Oui, seulement avec l'autorisation écrite de son mari",
      "Oui, comme un homme, sans avoir besoin de l'accord de quiconque",
      "Oui, seulement si elle n'est pas mariée ou si elle est veuve",
      "Non, ce n'est pas permis",
    ],
    optionsEn: [
      "Yes, only with her husband's written permission",
      "Yes, like a man, without needing anyone's consent",
      'Yes, only if she is unmarried or widowed',
      'No, it is not allowed',
    ],
    correctAnswer: "Oui, comme un homme, sans avoir besoin de l'accord de quiconque",
    explanation:
      "Les femmes et les hommes sont égaux en droits. Depuis la loi du 13 juillet 1965, une femme mariée peut exercer la profession de son choix, ouvrir un compte bancaire et gérer ses revenus sans l'accord de son mari. Le Code civil dit que chaque époux peut librement exercer une profession.",
    explanationEn:
      "Women and men have equal rights. Since the law of 13 July 1965, a married woman can practise the profession of her choice, open a bank account and manage her income without her husband's consent. The Civil Code says that each spouse may freely practise a profession.",
    source: 'Code civil, art. 223 ; Loi n° 65-570 du 13 juillet 1965 portant réforme des régimes matrimoniaux',
  },
  {
    ...TRAVAIL,
    id: 'cult-086',
    officialRef: 'SOC-028',
    difficulty: 2,
    content: "Quels textes fixent les règles qui s'appliquent au travail ?",
    contentEn: 'Which texts set the rules that apply at work?',
    options: [
      'Le Code de la route et le règlement de copropriété',
      'Les règles décidées chaque année par le maire de la commune',
      'Le Code civil seul, car le travail est un contrat comme un autre',
      'Le Code du travail, les conventions collectives et le contrat de travail',
    ],
    optionsEn: [
      "The Highway Code and the building's co-ownership rules",
      'Rules decided each year by the mayor of the municipality',
      'The Civil Code alone, as work is a contract like any other',
      'The Labour Code, collective agreements and the employment contract',
    ],
    correctAnswer: 'Le Code du travail, les conventions collectives et le contrat de travail',
    explanation:
      "Le Code du travail fixe les règles générales (durée du travail, salaire minimum, congés, licenciement). Les conventions et accords collectifs, négociés par les syndicats et les employeurs, les adaptent à chaque secteur ou entreprise, souvent de façon plus favorable. Le contrat de travail précise les conditions propres au salarié.",
    explanationEn:
      'The Labour Code sets the general rules (working time, minimum wage, leave, dismissal). Collective agreements, negotiated by unions and employers, adapt them to each sector or company, often more favourably. The employment contract sets out the conditions specific to the employee.',
    source: 'Code du travail, art. L1221-1 (contrat de travail) et L2221-1 (conventions et accords collectifs)',
  },
  {
    ...TRAVAIL,
    id: 'cult-087',
    officialRef: 'SOC-029',
    difficulty: 2,
    content: "Quelles affaires le conseil de prud'hommes juge-t-il ?",
    contentEn: "What cases does the employment tribunal (labour court, conseil de prud'hommes) hear?",
    options: [
      'Les divorces et la garde des enfants',
      'Les litiges salarié-employeur',
      'Les conflits collectifs, comme le droit de grève dans une branche',
      'Les litiges entre un locataire et son propriétaire',
    ],
    optionsEn: [
      'Divorces and child custody',
      'Employment disputes',
      'Collective disputes, such as strikes across an industry',
      'Disputes between a tenant and a landlord',
    ],
    correctAnswer: 'Les litiges salarié-employeur',
    explanation:
      "Le conseil de prud'hommes règle les conflits individuels nés d'un contrat de travail : salaire impayé, licenciement contesté, heures supplémentaires, harcèlement… Il cherche d'abord une conciliation puis juge. Il est composé de juges non professionnels, représentants des salariés et des employeurs, en nombre égal.",
    explanationEn:
      'The employment tribunal settles individual disputes arising from an employment contract: unpaid wages, contested dismissal, overtime, harassment… It first tries to reconcile the parties, then judges. It is made up of non-professional judges, representing employees and employers in equal numbers.',
    source: "Code du travail, art. L1411-1 ; service-public.fr — « Conseil de prud'hommes »",
  },
  {
    ...TRAVAIL,
    id: 'cult-088',
    officialRef: 'SOC-030',
    difficulty: 2,
    content: "Qui a le droit d'adhérer à un syndicat ?",
    contentEn: 'Who has the right to join a trade union?',
    options: [
      'Seulement les salariés de nationalité française',
      'Seulement les cadres',
      'Tout salarié, quelle que soit sa nationalité',
      'Seulement les fonctionnaires',
    ],
    optionsEn: [
      'Only employees of French nationality',
      'Only managers',
      'Every employee, whatever their nationality',
      'Only civil servants and public employees',
    ],
    correctAnswer: 'Tout salarié, quelle que soit sa nationalité',
    explanation:
      "Le Préambule de la Constitution de 1946 garantit que « tout homme peut défendre ses droits et ses intérêts par l'action syndicale et adhérer au syndicat de son choix ». Le Code du travail permet à tout salarié d'adhérer librement au syndicat de son choix ; l'employeur ne peut pas le sanctionner pour cela. On est aussi libre de ne pas adhérer.",
    explanationEn:
      'The Preamble to the 1946 Constitution guarantees that "everyone may defend their rights and interests through trade union action and join the union of their choice". The Labour Code allows every employee to join the union of their choice freely; the employer cannot penalise them for it. People are also free not to join.',
    source: 'Préambule de la Constitution du 27 octobre 1946, al. 6 ; Code du travail, art. L2141-1',
  },
  {
    ...TRAVAIL,
    id: 'cult-089',
    officialRef: 'SOC-031',
    difficulty: 2,
    content: "Un employeur peut-il licencier une salariée parce qu'elle est enceinte ou en congé de maternité ?",
    contentEn: 'Can an employer dismiss an employee because she is pregnant or on maternity leave?',
    options: [
      "Oui, si l'entreprise a moins de onze salariés",
      'Oui, après trois mois de grossesse déclarée',
      'Oui, si elle travaille à temps partiel ou en CDD',
      "Non : c'est interdit, c'est une discrimination",
    ],
    optionsEn: [
      'Yes, if the company has fewer than eleven staff',
      'Yes, after three months of declared pregnancy',
      'Yes, if she works part-time or on a fixed-term contract',
      'No: it is forbidden, it is discrimination',
    ],
    correctAnswer: "Non : c'est interdit, c'est une discrimination",
    explanation:
      "La grossesse est un motif de discrimination interdit. La salariée enceinte est protégée : aucun licenciement pendant le congé de maternité, et pendant la grossesse et les dix semaines après le congé, un licenciement n'est possible que pour une faute grave sans lien avec la grossesse ou une impossibilité étrangère à celle-ci.",
    explanationEn:
      'Pregnancy is a forbidden ground of discrimination. A pregnant employee is protected: no dismissal during maternity leave, and during pregnancy and the ten weeks after the leave, dismissal is only possible for serious misconduct unrelated to the pregnancy or for a reason that has nothing to do with it.',
    source: 'Code du travail, art. L1225-4 et L1132-1',
  },
  {
    ...TRAVAIL,
    id: 'cult-090',
    officialRef: 'SOC-042',
    difficulty: 4,
    content:
      "Depuis le 1er juillet 2021, combien de jours dure le congé de paternité et d'accueil de l'enfant (un seul enfant), sans compter les 3 jours du congé de naissance ?",
    contentEn:
      'Since 1 July 2021, how many days does paternity and childcare leave last (one child), not counting the 3 days of birth leave?',
    options: ['11 jours', '28 jours', '25 jours', '14 jours'],
    optionsEn: ['11 days', '28 days', '25 days', '14 days'],
    correctAnswer: '25 jours',
    explanation:
      "Depuis le 1er juillet 2021, le congé de paternité et d'accueil de l'enfant dure 25 jours calendaires (32 en cas de naissances multiples), contre 11 jours avant ; 4 jours doivent être pris juste après la naissance. Il s'ajoute aux 3 jours du congé de naissance payés par l'employeur : c'est pourquoi on annonce souvent « 28 jours » (25 + 3). La loi de financement de la Sécurité sociale pour 2026 crée en plus, à partir du 1er juillet 2026, un « congé supplémentaire de naissance » que chacun des deux parents peut prendre après ces congés.",
    explanationEn:
      'Since 1 July 2021, paternity and childcare leave has lasted 25 calendar days (32 for multiple births), compared with 11 days before; 4 days must be taken right after the birth. It comes on top of the 3 days of birth leave paid by the employer: that is why "28 days" (25 + 3) is the figure often announced. The 2026 social security financing act also creates, from 1 July 2026, an additional birth leave ("congé supplémentaire de naissance") that each parent may take after these leaves.',
    source: "Code du travail, art. L1225-35 ; loi de financement de la sécurité sociale pour 2026 (congé supplémentaire de naissance) ; service-public.fr — « Congé de paternité et d'accueil de l'enfant d'un salarié du secteur privé »",
  },
  {
    ...TRAVAIL,
    id: 'cult-091',
    difficulty: 2,
    content: 'Combien de congés payés un salarié à temps plein a-t-il par an ?',
    contentEn: 'How much paid leave does a full-time employee get per year?',
    options: [
      '2 semaines',
      '5 semaines',
      '8 semaines',
      'Aucune : les congés ne sont pas payés',
    ],
    optionsEn: ['2 weeks', '5 weeks', '8 weeks', 'None: leave is unpaid'],
    correctAnswer: '5 semaines',
    explanation:
      "Chaque salarié gagne 2,5 jours ouvrables de congés payés par mois de travail, soit 30 jours ouvrables (5 semaines) pour une année complète. Les congés payés sont nés en 1936 avec le Front populaire (2 semaines) et sont passés à 5 semaines en 1982.",
    explanationEn:
      'Every employee earns 2.5 working days of paid leave per month worked, i.e. 30 working days (5 weeks) for a full year. Paid holidays were introduced in 1936 under the Popular Front (2 weeks) and rose to 5 weeks in 1982.',
    source: 'Code du travail, art. L3141-3',
  },
  {
    ...TRAVAIL,
    id: 'cult-092',
    difficulty: 3,
    content: "À chaque paiement du salaire, que l'employeur doit-il remettre au salarié ?",
    contentEn: 'Each time wages are paid, what must the employer give the employee?',
    options: [
      'Un nouveau contrat de travail',
      'Un bulletin de paie',
      'Une attestation de domicile',
      'Une carte Vitale',
    ],
    optionsEn: ['A new employment contract', 'A payslip', 'A proof of address', 'A Carte Vitale'],
    correctAnswer: 'Un bulletin de paie',
    explanation:
      "Le bulletin de paie (fiche de paie) détaille le salaire brut, les cotisations sociales et le salaire net. L'employeur doit le remettre à chaque paie, sur papier ou sous forme électronique si le salarié ne s'y oppose pas. Il faut le conserver : il prouve les droits à la retraite et au chômage.",
    explanationEn:
      'The payslip details gross pay, social contributions and net pay. The employer must provide it with each payment, on paper or electronically unless the employee objects. It must be kept: it proves pension and unemployment rights.',
    source: 'Code du travail, art. L3243-2 ; service-public.fr — « Bulletin de paie »',
  },
  {
    ...TRAVAIL,
    id: 'cult-093',
    difficulty: 5,
    content: "En principe, quelle est la durée maximale de travail effectif d'un salarié sur une journée ?",
    contentEn: 'As a rule, what is the maximum actual working time for an employee in one day?',
    options: ['8 heures', '12 heures', '14 heures', '10 heures'],
    optionsEn: ['8 hours', '12 hours', '14 hours', '10 hours'],
    correctAnswer: '10 heures',
    explanation:
      "La durée quotidienne de travail effectif ne peut pas dépasser 10 heures, sauf dérogation (accord collectif, surcroît d'activité) qui peut la porter jusqu'à 12 heures. Le salarié a aussi droit à au moins 11 heures de repos consécutives entre deux journées de travail.",
    explanationEn:
      'Daily actual working time cannot exceed 10 hours, except by derogation (collective agreement, extra workload) which may raise it to 12 hours. The employee is also entitled to at least 11 consecutive hours of rest between two working days.',
    source: 'Code du travail, art. L3121-18 (durée quotidienne) et L3131-1 (repos quotidien)',
  },
  {
    ...TRAVAIL,
    id: 'cult-094',
    difficulty: 3,
    content: "Quel service de l'État contrôle que les employeurs respectent le Code du travail ?",
    contentEn: 'Which State service checks that employers comply with the Labour Code?',
    options: ["L'inspection du travail", 'La Cour des comptes', 'Le Conseil constitutionnel', "La Caisse d'allocations familiales"],
    optionsEn: ['The labour inspectorate', 'The Court of Audit', 'The Constitutional Council', 'The family allowance office'],
    correctAnswer: "L'inspection du travail",
    explanation:
      "Les inspecteurs du travail veillent à l'application du Code du travail et des conventions collectives : durée du travail, salaires, sécurité, travail dissimulé, discriminations. Ils peuvent visiter les entreprises, relever les infractions et dresser des procès-verbaux. Un salarié peut les contacter pour être informé de ses droits, de façon confidentielle.",
    explanationEn:
      'Labour inspectors make sure the Labour Code and collective agreements are applied: working time, wages, safety, undeclared work, discrimination. They can visit companies, record offences and draw up official reports. An employee can contact them confidentially to learn about their rights.',
    source: 'Code du travail, art. L8112-1 ; service-public.fr — « Inspection du travail »',
  },
  // ── Société : école et autorité parentale ───────────────────────────────────
  {
    ...ECOLE,
    id: 'cult-095',
    officialRef: 'SOC-032',
    difficulty: 1,
    content: "En France, l'instruction des enfants est obligatoire :",
    contentEn: "In France, children's education is compulsory:",
    options: ['De 6 à 14 ans', 'De 3 à 16 ans', 'De 5 à 18 ans', 'De 6 à 12 ans'],
    optionsEn: ['From 6 to 14', 'From 3 to 16', 'From 5 to 18', 'From 6 to 12'],
    correctAnswer: 'De 3 à 16 ans',
    explanation:
      "Depuis la rentrée 2019 (loi « pour une école de la confiance » du 26 juillet 2019), l'instruction est obligatoire pour tous les enfants, filles et garçons, français ou étrangers, de 3 à 16 ans. Auparavant, elle commençait à 6 ans. Elle se fait en principe à l'école ; l'instruction en famille n'est possible qu'avec une autorisation.",
    explanationEn:
      'Since the 2019 school year (law "for a school of trust" of 26 July 2019), education has been compulsory for all children, girls and boys, French or foreign, from 3 to 16. Before, it started at 6. It normally takes place at school; home education is only possible with an authorisation.',
    source: "Code de l'éducation, art. L131-1 (loi n° 2019-791 du 26 juillet 2019)",
  },
  {
    ...ECOLE,
    id: 'cult-096',
    officialRef: 'SOC-037',
    difficulty: 2,
    content: "À quel âge commence l'instruction obligatoire des enfants ?",
    contentEn: 'At what age does compulsory education begin?',
    options: ['2 ans', '6 ans', '5 ans', '3 ans'],
    optionsEn: ['2', '6', '5', '3'],
    correctAnswer: '3 ans',
    explanation:
      "Depuis la rentrée de septembre 2019, l'instruction est obligatoire dès 3 ans : les enfants entrent en petite section d'école maternelle l'année de leurs 3 ans. Avant cette réforme, l'obligation commençait à 6 ans, même si presque tous les enfants allaient déjà à la maternelle.",
    explanationEn:
      'Since September 2019, education has been compulsory from age 3: children start the first year of nursery school (petite section) in the year they turn 3. Before that reform, the obligation started at 6, even though almost all children already went to nursery school.',
    source: "Code de l'éducation, art. L131-1 ; service-public.fr — « Instruction obligatoire »",
  },
  {
    ...ECOLE,
    id: 'cult-097',
    officialRef: 'SOC-036',
    difficulty: 2,
    content: "Une famille étrangère s'installe en France avec un fils de 14 ans. Jusqu'à quel âge l'instruction est-elle obligatoire pour lui ?",
    contentEn: 'A foreign family settles in France with a 14-year-old son. Up to what age is education compulsory for him?',
    options: [
      "Elle ne l'est pas pour un enfant étranger",
      '16 ans, comme tout enfant',
      '18 ans, car il est arrivé après 10 ans',
      "Jusqu'à la fin de l'année scolaire en cours",
    ],
    optionsEn: [
      'It is not, for a foreign child',
      '16, like any child',
      '18, because he arrived after the age of 10',
      'Until the end of the current school year',
    ],
    correctAnswer: '16 ans, comme tout enfant',
    explanation:
      "L'instruction est obligatoire jusqu'à 16 ans pour tous les enfants qui vivent en France, français ou étrangers, quelle que soit la situation de leurs parents. Un enfant qui arrive sans parler français est inscrit à l'école et reçoit un enseignement renforcé de français. Ensuite, de 16 à 18 ans, s'applique une obligation de formation (études, apprentissage, emploi ou service civique).",
    explanationEn:
      "Education is compulsory until 16 for every child living in France, French or foreign, whatever their parents' situation. A child who arrives without speaking French is enrolled in school and receives extra French teaching. Then, from 16 to 18, a training obligation applies (school, apprenticeship, job or civic service).",
    source: "Code de l'éducation, art. L111-1, L131-1 et L114-1",
  },
  {
    ...ECOLE,
    id: 'cult-098',
    officialRef: 'SOC-033',
    difficulty: 5,
    content:
      "Des parents refusent, sans raison valable, d'inscrire leur enfant dans une école, malgré la mise en demeure de l'Éducation nationale. Quelle peine maximale risquent-ils ?",
    contentEn:
      'Parents refuse, without a valid reason, to enrol their child in a school, despite a formal notice from the education authorities. What is the maximum penalty?',
    options: [
      "Un simple rappel à l'ordre du maire",
      'Une amende de 135 €, sans prison',
      "6 mois de prison et 7 500 € d'amende",
      "10 ans de prison et 150 000 € d'amende",
    ],
    optionsEn: [
      'A simple warning from the mayor',
      'A €135 fine, without prison',
      '6 months in prison and a €7,500 fine',
      '10 years in prison and a €150,000 fine',
    ],
    correctAnswer: "6 mois de prison et 7 500 € d'amende",
    explanation:
      "Ne pas inscrire son enfant dans un établissement d'enseignement, sans excuse valable et malgré une mise en demeure, est un délit puni au maximum de 6 mois d'emprisonnement et de 7 500 € d'amende : c'est le plafond fixé par l'article 227-17-1 du Code pénal pour ce délit, et le juge peut prononcer moins. La peine de 2 ans de prison et 30 000 € d'amende, parfois citée, vise un autre délit, plus grave : des parents qui se soustraient à leurs obligations au point de compromettre la santé, la sécurité ou l'éducation de leur enfant (article 227-17).",
    explanationEn:
      "Not enrolling one's child in a school, without a valid excuse and despite a formal notice, is an offence punished by at most 6 months' imprisonment and a €7,500 fine: that is the ceiling set by Article 227-17-1 of the Criminal Code for this offence, and the judge may impose less. The penalty of 2 years in prison and a €30,000 fine, sometimes quoted, is for another, more serious offence: parents who neglect their duties to the point of endangering their child's health, safety or education (Article 227-17).",
    source: 'Code pénal, art. 227-17-1 (et art. 227-17)',
  },
  {
    ...ECOLE,
    id: 'cult-099',
    officialRef: 'SOC-034',
    difficulty: 2,
    content: "Quelle est la définition de l'autorité parentale ?",
    contentEn: 'What is the definition of parental authority?',
    options: [
      "Des droits et devoirs des parents, dans l'intérêt de l'enfant",
      'Le droit du père de prendre seul toutes les décisions importantes',
      "Le pouvoir de l'école et des enseignants sur les élèves mineurs",
      'Le droit des parents de choisir le futur conjoint de leur enfant',
    ],
    optionsEn: [
      "Parents' rights and duties, in the child's interest",
      "The father's right to take every important decision alone",
      'The power of the school and teachers over minor pupils',
      "The parents' right to choose their child's future spouse",
    ],
    correctAnswer: "Des droits et devoirs des parents, dans l'intérêt de l'enfant",
    explanation:
      "Selon le Code civil, l'autorité parentale est un ensemble de droits et de devoirs ayant pour finalité l'intérêt de l'enfant. Elle appartient aux deux parents, à égalité, jusqu'à la majorité de l'enfant, pour le protéger, assurer son éducation et permettre son développement. Les parents associent l'enfant aux décisions qui le concernent, selon son âge.",
    explanationEn:
      "According to the Civil Code, parental authority is a set of rights and duties whose purpose is the child's interest. It belongs to both parents equally until the child comes of age, to protect the child, ensure their education and allow their development. Parents involve the child in decisions concerning them, according to their age.",
    source: 'Code civil, art. 371-1',
  },
  {
    ...ECOLE,
    id: 'cult-100',
    officialRef: 'SOC-035',
    difficulty: 1,
    content: "Parmi ces motifs d'absence, lequel est accepté par l'école ?",
    contentEn: 'Which of these reasons for absence is accepted by the school?',
    options: [
      'Partir en vacances avant les dates des vacances scolaires',
      "La maladie de l'enfant",
      'Aider ses parents au magasin',
      "Un billet d'avion moins cher en période scolaire",
    ],
    optionsEn: [
      'Going on holiday before the school holidays start',
      "The child's illness",
      'Helping the parents at the shop',
      'A cheaper plane ticket during term time',
    ],
    correctAnswer: "La maladie de l'enfant",
    explanation:
      "La loi cite les motifs légitimes d'absence : maladie de l'enfant, maladie contagieuse d'un membre de la famille, réunion solennelle de famille (mariage, décès…), difficulté accidentelle de transport, ou déplacement temporaire des parents que l'enfant accompagne. Les parents doivent prévenir l'école et justifier l'absence. Des vacances prises hors calendrier ne sont pas un motif légitime.",
    explanationEn:
      "The law lists the legitimate reasons for absence: the child's illness, a contagious illness in the family, a solemn family gathering (wedding, death…), an accidental transport problem, or a temporary trip of the parents that the child goes on. Parents must inform the school and justify the absence. Holidays taken outside the calendar are not a legitimate reason.",
    source: "Code de l'éducation, art. L131-8",
  },
  {
    ...ECOLE,
    id: 'cult-101',
    officialRef: 'SOC-038',
    difficulty: 1,
    content: "Comment s'appelle l'établissement où vont les élèves après l'école élémentaire ?",
    contentEn: 'What is the school that pupils attend after primary school called?',
    options: ['Le lycée', 'Le cours moyen (CM2)', 'Le collège', "L'école maternelle"],
    optionsEn: ['The lycée', 'The final primary year (CM2)', 'The collège', 'Nursery school'],
    correctAnswer: 'Le collège',
    explanation:
      "Après l'école maternelle (3-6 ans) et l'école élémentaire (du CP au CM2), les élèves entrent au collège vers 11 ans, de la 6e à la 3e. Ils y passent le diplôme national du brevet. Ensuite vient le lycée (général, technologique ou professionnel), qui prépare au baccalauréat.",
    explanationEn:
      'After nursery school (ages 3-6) and primary school (from CP to CM2), pupils start collège at about 11, from 6e to 3e. There they take the diplôme national du brevet. Then comes the lycée (general, technological or vocational), which prepares for the baccalauréat.',
    source: "education.gouv.fr (ministère de l'Éducation nationale) — « Le collège »",
  },
  {
    ...ECOLE,
    id: 'cult-102',
    officialRef: 'SOC-039',
    difficulty: 2,
    content: "En tant que parent d'élève, que pouvez-vous faire ?",
    contentEn: 'As the parent of a pupil, what can you do?',
    options: [
      'Choisir les professeurs de son enfant chaque année',
      'Voter aux élections des représentants des parents, ou être candidat',
      'Assister à tous les cours dans la classe de son enfant',
      'Décider du passage de son enfant en classe supérieure',
    ],
    optionsEn: [
      "Choose your child's teachers each year",
      "Vote in the elections of parents' representatives, or stand",
      "Attend every lesson in your child's classroom",
      'Decide whether your child moves up to the next class',
    ],
    correctAnswer: 'Voter aux élections des représentants des parents, ou être candidat',
    explanation:
      "Les parents sont membres de la communauté éducative. Chaque année, en octobre, ils élisent leurs représentants au conseil d'école ou au conseil d'administration du collège ou du lycée ; chaque parent peut voter et être candidat, quelle que soit sa nationalité. Ils peuvent aussi rencontrer les enseignants et adhérer à une association de parents.",
    explanationEn:
      "Parents are members of the educational community. Every year, in October, they elect their representatives to the school council or to the board of the collège or lycée; every parent can vote and stand as a candidate, whatever their nationality. They can also meet teachers and join a parents' association.",
    source: "Code de l'éducation, art. L111-4 ; service-public.fr — « Élections des représentants des parents d'élèves »",
  },
  {
    ...ECOLE,
    id: 'cult-103',
    officialRef: 'SOC-040',
    difficulty: 3,
    content: 'Quelle scolarité est prévue pour les enfants qui arrivent en France sans parler français ?',
    contentEn: 'What schooling is provided for children who arrive in France without speaking French?',
    options: [
      "Ils ne sont pas scolarisés tant qu'ils ne parlent pas français",
      'Ils doivent aller dans une école privée payante et spécialisée',
      "Ils vont à l'école et reçoivent des cours renforcés de français",
      "Ils suivent des cours à distance jusqu'à 16 ans, à la maison",
    ],
    optionsEn: [
      'They are not schooled until they speak French',
      'They must go to a specialised fee-paying private school',
      'They go to school and receive extra French lessons',
      'They follow distance courses at home until 16',
    ],
    correctAnswer: "Ils vont à l'école et reçoivent des cours renforcés de français",
    explanation:
      "Comme tous les enfants, les élèves qui arrivent sans parler français doivent être scolarisés. Ils sont inscrits dans une classe ordinaire et suivent, une partie du temps, des cours intensifs de français dans une « unité pédagogique pour élèves allophones arrivants » (UPE2A), jusqu'à ce qu'ils puissent suivre tous les cours.",
    explanationEn:
      'Like all children, pupils who arrive without speaking French must go to school. They are enrolled in a regular class and, part of the time, take intensive French lessons in a "teaching unit for newly arrived non-French-speaking pupils" (UPE2A), until they can follow all lessons.',
    source: "Circulaire n° 2012-141 du 2 octobre 2012 (scolarité des élèves allophones nouvellement arrivés) ; Code de l'éducation, art. L131-1",
  },
  {
    ...ECOLE,
    id: 'cult-104',
    officialRef: 'SOC-041',
    difficulty: 3,
    content: 'À propos des enfants en situation de handicap, quelle affirmation est vraie ?',
    contentEn: 'Regarding children with disabilities, which statement is true?',
    options: [
      'Ils ne peuvent aller que dans des établissements spécialisés',
      "L'école peut refuser de les inscrire si elle n'a pas d'aide",
      "Ils sont dispensés de l'instruction obligatoire jusqu'à 16 ans",
      "Ils peuvent être inscrits dans l'école la plus proche de chez eux",
    ],
    optionsEn: [
      'They can only go to specialised institutions',
      'The school can refuse to enrol them if it has no assistant',
      'They are exempt from compulsory education until 16',
      'They can be enrolled in the school closest to their home',
    ],
    correctAnswer: "Ils peuvent être inscrits dans l'école la plus proche de chez eux",
    explanation:
      "Depuis la loi du 11 février 2005, tout enfant en situation de handicap est inscrit dans l'école la plus proche de son domicile, qui est son établissement de référence. Selon ses besoins, il peut avoir un accompagnant (AESH), du matériel adapté ou un projet personnalisé de scolarisation décidé avec la MDPH.",
    explanationEn:
      'Since the law of 11 February 2005, every child with a disability is enrolled in the school closest to home, which is their reference school. Depending on needs, they can have a support assistant (AESH), adapted equipment or a personalised schooling plan decided with the MDPH.',
    source: "Code de l'éducation, art. L112-1 (loi n° 2005-102 du 11 février 2005)",
  },
  {
    ...ECOLE,
    id: 'cult-105',
    officialRef: 'SOC-043',
    difficulty: 1,
    content: 'Les parents ont-ils le droit de punir physiquement leurs enfants (gifle, fessée) ?',
    contentEn: 'Are parents allowed to punish their children physically (slap, spanking)?',
    options: [
      "Oui, si l'enfant désobéit gravement",
      "Oui, jusqu'à l'âge de 10 ans, sans laisser de marque",
      "Non : l'autorité parentale s'exerce sans violence",
      'Oui, si cela se passe à la maison et pas en public',
    ],
    optionsEn: [
      'Yes, if the child seriously disobeys',
      'Yes, until the age of 10, if it leaves no mark',
      'No: parental authority is exercised without violence',
      'Yes, if it happens at home and not in public',
    ],
    correctAnswer: "Non : l'autorité parentale s'exerce sans violence",
    explanation:
      "La loi du 10 juillet 2019 a inscrit dans le Code civil que « l'autorité parentale s'exerce sans violences physiques ou psychologiques ». Les « violences éducatives ordinaires » (fessées, gifles, humiliations) sont donc interdites, même pour éduquer. Les violences sur un enfant sont en outre des délits punis par le Code pénal.",
    explanationEn:
      'The law of 10 July 2019 wrote into the Civil Code that "parental authority is exercised without physical or psychological violence". So-called "ordinary educational violence" (spanking, slapping, humiliation) is therefore forbidden, even to discipline. Violence against a child is also an offence under the Criminal Code.',
    source: 'Code civil, art. 371-1, al. 3 (loi n° 2019-721 du 10 juillet 2019)',
  },
  {
    ...ECOLE,
    id: 'cult-106',
    officialRef: 'SOC-011',
    difficulty: 2,
    content: "Après un divorce, qui exerce l'autorité parentale sur les enfants ?",
    contentEn: 'After a divorce, who exercises parental authority over the children?',
    options: [
      "En principe, les deux parents continuent de l'exercer ensemble",
      'Toujours le parent chez qui vivent les enfants',
      "Le parent qui n'a pas demandé le divorce",
      'Le juge aux affaires familiales, à la place des parents',
    ],
    optionsEn: [
      'As a rule, both parents continue to exercise it together',
      'Always the parent the children live with',
      'The parent who did not ask for the divorce',
      'The family court judge, instead of the parents',
    ],
    correctAnswer: "En principe, les deux parents continuent de l'exercer ensemble",
    explanation:
      "La séparation des parents ne change pas l'autorité parentale : le père et la mère continuent de l'exercer en commun et de prendre ensemble les décisions importantes (école, santé, religion). Chacun doit maintenir des liens avec l'enfant et respecter ceux de l'autre parent. Le juge ne la confie à un seul parent que si l'intérêt de l'enfant l'exige.",
    explanationEn:
      "The separation of the parents does not change parental authority: father and mother continue to exercise it jointly and to take important decisions together (school, health, religion). Each must keep ties with the child and respect those of the other parent. The judge only gives it to one parent if the child's interest requires it.",
    source: 'Code civil, art. 373-2 et 373-2-1',
  },
  {
    ...ECOLE,
    id: 'cult-107',
    officialRef: 'SOC-010',
    difficulty: 1,
    content: "Où les parents inscrivent-ils leur enfant à l'école maternelle ou élémentaire publique ?",
    contentEn: 'Where do parents enrol their child in a state nursery or primary school?',
    options: ['À la mairie', 'À la préfecture', 'Au commissariat', "À la Caisse d'allocations familiales"],
    optionsEn: ['At the town hall', 'At the prefecture', 'At the police station', 'At the family allowance office'],
    correctAnswer: 'À la mairie',
    explanation:
      "Pour l'école maternelle ou élémentaire publique, l'inscription se fait à la mairie de la commune de résidence, qui indique l'école de secteur ; les parents font ensuite admettre l'enfant par le directeur de l'école. Pour le collège et le lycée, l'inscription se fait directement auprès de l'établissement.",
    explanationEn:
      "For a state nursery or primary school, enrolment takes place at the town hall of the place of residence, which names the local school; the parents then have the child admitted by the head teacher. For collège and lycée, enrolment is done directly with the school.",
    source: "service-public.fr — « Inscription à l'école maternelle » et « Inscription à l'école élémentaire »",
  },
  {
    ...ECOLE,
    id: 'cult-108',
    difficulty: 1,
    content: "L'enseignement dans l'école publique française est :",
    contentEn: 'Teaching in French state schools is:',
    options: [
      'Payant et religieux',
      'Gratuit et laïque',
      'Réservé aux enfants de nationalité française',
      'Différent pour les filles et pour les garçons',
    ],
    optionsEn: [
      'Fee-paying and religious',
      'Free and secular',
      'Reserved for children of French nationality',
      'Different for girls and for boys',
    ],
    correctAnswer: 'Gratuit et laïque',
    explanation:
      "Le Préambule de la Constitution de 1946 fait de « l'organisation de l'enseignement public gratuit et laïque à tous les degrés » un devoir de l'État. L'école publique accueille tous les enfants, quelle que soit leur nationalité ou leur religion ; les enseignants sont neutres et les élèves ne peuvent pas y porter de signes religieux ostensibles. Filles et garçons suivent les mêmes cours.",
    explanationEn:
      'The Preamble to the 1946 Constitution makes "the organisation of free and secular state education at all levels" a duty of the State. State schools welcome all children, whatever their nationality or religion; teachers are neutral and pupils may not wear conspicuous religious symbols there. Girls and boys follow the same lessons.',
    source: "Préambule de la Constitution du 27 octobre 1946, al. 13 ; Code de l'éducation, art. L132-1 et L141-5-1",
  },
  {
    ...ECOLE,
    id: 'cult-109',
    difficulty: 4,
    content:
      "Une école primaire a une cantine. La commune peut-elle refuser d'y inscrire un enfant parce que ses parents ne travaillent pas ?",
    contentEn:
      'A primary school has a canteen. Can the town refuse to register a child there because the parents do not work?',
    options: [
      'Oui, la cantine est réservée aux enfants dont les parents travaillent',
      'Non : la cantine est un droit pour tous les élèves',
      'Oui, si les places manquent, les enfants de parents au chômage passent après',
      "Oui, si l'enfant a moins de 6 ans et un parent à la maison",
    ],
    optionsEn: [
      'Yes, the canteen is reserved for children whose parents work',
      'No: the canteen is a right for all pupils',
      'Yes, if places are short, children of unemployed parents come last',
      'Yes, if the child is under 6 and a parent is at home',
    ],
    correctAnswer: 'Non : la cantine est un droit pour tous les élèves',
    explanation:
      "La cantine scolaire n'est pas obligatoire pour les communes, mais quand elle existe dans une école primaire, la loi du 27 janvier 2017 en fait un droit pour tous les élèves, sans discrimination selon leur situation ou celle de leur famille. Les tarifs peuvent dépendre des revenus des parents.",
    explanationEn:
      "Towns are not required to run a school canteen, but where one exists in a primary school, the law of 27 January 2017 makes it a right for all pupils, without discrimination based on their situation or their family's. Prices may depend on the parents' income.",
    source: "Code de l'éducation, art. L131-13 (loi n° 2017-86 du 27 janvier 2017)",
  },
  {
    ...ECOLE,
    id: 'cult-110',
    difficulty: 4,
    content: "Entre 16 et 18 ans, quelle obligation s'applique aux jeunes depuis la rentrée 2020 ?",
    contentEn: 'Between 16 and 18, what obligation has applied to young people since the 2020 school year?',
    options: [
      'Faire un service civique de six mois',
      'Voter à toutes les élections locales',
      'Être en formation, en études, en apprentissage ou en emploi',
      "Suivre une scolarité dans un lycée jusqu'au baccalauréat",
    ],
    optionsEn: [
      'Do six months of civic service',
      'Vote in every local election',
      'Be in training, in school, in an apprenticeship or in a job',
      'Attend a lycée until the baccalauréat',
    ],
    correctAnswer: 'Être en formation, en études, en apprentissage ou en emploi',
    explanation:
      "La loi du 26 juillet 2019 a créé une obligation de formation pour les 16-18 ans, en vigueur depuis la rentrée 2020 : le jeune doit poursuivre sa scolarité, être apprenti, suivre une formation, faire un service civique ou occuper un emploi. Les missions locales accompagnent ceux qui ont quitté l'école sans solution. On ne vote qu'à partir de 18 ans.",
    explanationEn:
      'The law of 26 July 2019 created a training obligation for 16-18-year-olds, in force since the 2020 school year: the young person must stay in school, be an apprentice, follow a training course, do civic service or have a job. Missions locales support those who left school with nothing lined up. Voting only starts at 18.',
    source: "Code de l'éducation, art. L114-1 (loi n° 2019-791 du 26 juillet 2019, art. 15)",
  },
  {
    ...INSTALLATION,
    id: 'cult-111',
    officialRef: 'SOC-005',
    difficulty: 3,
    content:
      "Votre machine à laver, achetée neuve il y a un an, tombe en panne à cause d'un défaut. Que pouvez-vous exiger du vendeur ?",
    contentEn:
      'Your washing machine, bought new a year ago, breaks down because of a defect. What can you require from the seller?',
    options: [
      'Sa réparation ou son remplacement, sans frais',
      "Rien : la garantie légale ne dure que six mois après l'achat",
      'Rien, sauf si vous avez payé une extension de garantie au magasin',
      'Une réparation payante, puis un remboursement par le fabricant',
    ],
    optionsEn: [
      'Its repair or replacement, free of charge',
      'Nothing: the legal guarantee only lasts six months after purchase',
      'Nothing, unless you paid the shop for an extended warranty',
      'A paid repair, then a refund from the manufacturer',
    ],
    correctAnswer: 'Sa réparation ou son remplacement, sans frais',
    explanation:
      "Le vendeur professionnel doit la garantie légale de conformité pendant 2 ans à partir de la livraison d'un bien neuf : pendant ce délai, le défaut est présumé exister dès l'achat, sans que vous ayez à le prouver. Vous pouvez choisir entre la réparation et le remplacement, sans frais ; si c'est impossible, vous pouvez obtenir une réduction du prix ou le remboursement. Cette garantie est gratuite et s'applique même sans extension de garantie payante.",
    explanationEn:
      'A professional seller owes the legal guarantee of conformity for 2 years from the delivery of a new item: during that time the defect is presumed to have existed at purchase, and you do not have to prove it. You may choose between repair and replacement, free of charge; if neither is possible, you can get a price reduction or a refund. This guarantee is free and applies even without a paid extended warranty.',
    source:
      'Code de la consommation, art. L217-3, L217-7, L217-9 et L217-10 ; service-public.fr — « Garantie légale de conformité »',
  },
];
