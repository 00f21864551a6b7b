import type { SeedQuestion } from './types.js';

// Histoire de France (theme histoire_geo_culture, mostly subtheme periodes_personnages).
// Each answer was worked out from the text named in `source` (laws and decrees with their date,
// treaties, the Livret du citoyen, official sites such as elysee.fr, vie-publique.fr,
// assemblee-nationale.fr, the Ministry of the Armed Forces' memory pages). Where a date is
// debated or has two readings (the euro in 1999 / 2002, Maastricht signed 1992 / in force 1993,
// Clovis's baptism), the question names the event precisely and the explanation gives both.

const base = {
  category: 'histoire',
  theme: 'histoire_geo_culture',
  subtheme: 'periodes_personnages',
  kind: 'knowledge',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...base,
    id: 'hist-001',
    demo: true,
    difficulty: 1,
    content: 'Quelle est la date de la fête nationale française ?',
    contentEn: 'What is the date of the French national holiday?',
    options: ['Le 1er mai', 'Le 14 juillet', 'Le 11 novembre', 'Le 8 mai'],
    optionsEn: ['1 May', '14 July', '11 November', '8 May'],
    correctAnswer: 'Le 14 juillet',
    explanation:
      "Depuis la loi du 6 juillet 1880, la République a adopté le 14 juillet comme jour de fête nationale. Le 1er mai est la fête du Travail, le 11 novembre rappelle l'armistice de 1918 et le 8 mai la victoire de 1945.",
    explanationEn:
      'Since the law of 6 July 1880, the Republic has celebrated 14 July as its national holiday. 1 May is Labour Day, 11 November recalls the 1918 armistice and 8 May the 1945 victory.',
    source: 'Loi du 6 juillet 1880 (fête nationale du 14 juillet)',
  },
  {
    ...base,
    id: 'hist-002',
    difficulty: 1,
    officialRef: 'HGC-003',
    content: 'Dans l’histoire de France, quel événement rappelle la date du 14 juillet ?',
    contentEn: 'In French history, which event does the date of 14 July recall?',
    options: [
      'La fin de la Première Guerre mondiale',
      'Le sacre de Napoléon Ier',
      'La prise de la Bastille en 1789',
      'La libération de Paris en 1944',
    ],
    optionsEn: [
      'The end of the First World War',
      'The coronation of Napoleon I',
      'The storming of the Bastille in 1789',
      'The liberation of Paris in 1944',
    ],
    correctAnswer: 'La prise de la Bastille en 1789',
    explanation:
      "Le 14 juillet 1789, le peuple de Paris prend la Bastille, prison royale devenue le symbole de l'arbitraire du roi. Un an plus tard, le 14 juillet 1790, la fête de la Fédération célèbre l'unité de la Nation. La fête nationale rappelle ces deux moments de liberté.",
    explanationEn:
      'On 14 July 1789 the people of Paris stormed the Bastille, a royal prison that had become the symbol of the king’s arbitrary power. A year later, on 14 July 1790, the Festival of the Federation celebrated the unity of the Nation. The national holiday recalls both moments of freedom.',
    source: 'Loi du 6 juillet 1880 ; elysee.fr — « Le 14 juillet »',
  },
  {
    ...base,
    id: 'hist-003',
    difficulty: 1,
    officialRef: 'HGC-008',
    content: 'En quelle année la Révolution française a-t-elle commencé ?',
    contentEn: 'In which year did the French Revolution begin?',
    options: ['1789', '1815', '1848', '1715'],
    optionsEn: ['1789', '1815', '1848', '1715'],
    correctAnswer: '1789',
    explanation:
      "La Révolution commence en 1789 : réunion des États généraux en mai, prise de la Bastille le 14 juillet, abolition des privilèges le 4 août et Déclaration des droits de l'homme et du citoyen le 26 août. 1715 est la mort de Louis XIV, 1815 la défaite de Waterloo.",
    explanationEn:
      'The Revolution began in 1789: the Estates-General met in May, the Bastille was stormed on 14 July, privileges were abolished on 4 August and the Declaration of the Rights of Man and of the Citizen was adopted on 26 August. 1715 is the death of Louis XIV, 1815 the defeat at Waterloo.',
    source: 'Déclaration des droits de l’homme et du citoyen du 26 août 1789 ; vie-publique.fr — « La Révolution française »',
  },
  {
    ...base,
    id: 'hist-004',
    difficulty: 2,
    officialRef: 'HGC-007',
    content: 'Quel roi de France a été guillotiné pendant la Révolution ?',
    contentEn: 'Which king of France was guillotined during the Revolution?',
    options: ['Louis XIV', 'Henri IV', 'François Ier', 'Louis XVI'],
    optionsEn: ['Louis XIV', 'Henry IV', 'Francis I', 'Louis XVI'],
    correctAnswer: 'Louis XVI',
    explanation:
      "Après la chute de la monarchie en août 1792, Louis XVI est jugé par la Convention, condamné à mort et guillotiné à Paris le 21 janvier 1793. Louis XIV, Henri IV et François Ier ont régné bien avant la Révolution.",
    explanationEn:
      'After the fall of the monarchy in August 1792, Louis XVI was tried by the Convention, sentenced to death and guillotined in Paris on 21 January 1793. Louis XIV, Henry IV and Francis I reigned long before the Revolution.',
    source: 'Décrets de la Convention nationale des 17 et 20 janvier 1793 (condamnation et exécution de Louis XVI)',
  },
  {
    ...base,
    id: 'hist-005',
    difficulty: 3,
    officialRef: 'HGC-009',
    content: 'En quelle année Napoléon Bonaparte est-il devenu empereur des Français ?',
    contentEn: 'In which year did Napoleon Bonaparte become Emperor of the French?',
    options: ['1799', '1804', '1815', '1789'],
    optionsEn: ['1799', '1804', '1815', '1789'],
    correctAnswer: '1804',
    explanation:
      "Premier consul depuis le coup d'État de 1799, Napoléon Bonaparte est proclamé empereur par le sénatus-consulte du 18 mai 1804, puis sacré à Notre-Dame de Paris le 2 décembre 1804. Son empire prend fin en 1815, après Waterloo.",
    explanationEn:
      'First Consul since the 1799 coup, Napoleon Bonaparte was proclaimed emperor by the senatus consultum of 18 May 1804, then crowned at Notre-Dame de Paris on 2 December 1804. His empire ended in 1815, after Waterloo.',
    source: 'Sénatus-consulte organique du 28 floréal an XII (18 mai 1804)',
  },
  {
    ...base,
    id: 'hist-006',
    difficulty: 2,
    officialRef: 'HGC-001',
    content: 'Quel texte, toujours en vigueur, a été adopté sous Napoléon Ier ?',
    contentEn: 'Which text, still in force, was adopted under Napoleon I?',
    options: [
      'La Déclaration des droits de l’homme et du citoyen',
      'La Constitution de la Ve République',
      'Le Code civil',
      'La loi de séparation des Églises et de l’État',
    ],
    optionsEn: [
      'The Declaration of the Rights of Man and of the Citizen',
      'The Constitution of the Fifth Republic',
      'The Civil Code',
      'The law separating the Churches and the State',
    ],
    correctAnswer: 'Le Code civil',
    explanation:
      "Le Code civil des Français, souvent appelé « Code Napoléon », est promulgué le 21 mars 1804. Il rassemble les règles sur les personnes, la famille, la propriété et les contrats, et reste la base du droit civil. La Déclaration date de 1789, la loi de séparation de 1905 et la Constitution de 1958.",
    explanationEn:
      'The Civil Code of the French, often called the “Napoleonic Code”, was enacted on 21 March 1804. It brings together the rules on persons, family, property and contracts, and remains the basis of civil law. The Declaration dates from 1789, the separation law from 1905 and the Constitution from 1958.',
    source: 'Loi du 30 ventôse an XII (21 mars 1804) contenant la réunion des lois civiles en un seul corps, sous le titre de Code civil des Français',
  },
  {
    ...base,
    id: 'hist-007',
    difficulty: 2,
    officialRef: 'HGC-002',
    content: 'Parmi ces hommes politiques, lequel a été président de la Ve République ?',
    contentEn: 'Which of these politicians was President of the Fifth Republic?',
    options: ['Jean Jaurès', 'Léon Blum', 'Jules Ferry', 'Georges Pompidou'],
    optionsEn: ['Jean Jaurès', 'Léon Blum', 'Jules Ferry', 'Georges Pompidou'],
    correctAnswer: 'Georges Pompidou',
    explanation:
      "Georges Pompidou a été président de la République de 1969 à 1974, après Charles de Gaulle. Jean Jaurès (mort en 1914) et Jules Ferry (mort en 1893) ont vécu sous la IIIe République ; Léon Blum a été chef du gouvernement en 1936, jamais président de la République.",
    explanationEn:
      'Georges Pompidou was President of the Republic from 1969 to 1974, after Charles de Gaulle. Jean Jaurès (died 1914) and Jules Ferry (died 1893) lived under the Third Republic; Léon Blum was head of government in 1936, never President of the Republic.',
    source: 'elysee.fr — « Les présidents de la République »',
  },
  {
    ...base,
    id: 'hist-008',
    difficulty: 1,
    officialRef: 'HGC-002',
    content: 'Qui a été le premier président de la Ve République ?',
    contentEn: 'Who was the first President of the Fifth Republic?',
    options: ['Charles de Gaulle', 'François Mitterrand', 'Valéry Giscard d’Estaing', 'Jacques Chirac'],
    optionsEn: ['Charles de Gaulle', 'François Mitterrand', 'Valéry Giscard d’Estaing', 'Jacques Chirac'],
    correctAnswer: 'Charles de Gaulle',
    explanation:
      "Charles de Gaulle, inspirateur de la Constitution du 4 octobre 1958, est élu président le 21 décembre 1958 et le reste jusqu'en 1969. Valéry Giscard d'Estaing (1974), François Mitterrand (1981) et Jacques Chirac (1995) lui ont succédé plus tard.",
    explanationEn:
      'Charles de Gaulle, who inspired the Constitution of 4 October 1958, was elected president on 21 December 1958 and stayed in office until 1969. Valéry Giscard d’Estaing (1974), François Mitterrand (1981) and Jacques Chirac (1995) came later.',
    source: 'elysee.fr — « Charles de Gaulle » ; Constitution du 4 octobre 1958',
  },
  {
    ...base,
    id: 'hist-009',
    difficulty: 2,
    officialRef: 'HGC-004',
    content: 'Lequel de ces pays fait partie des six pays fondateurs de la construction européenne ?',
    contentEn: 'Which of these countries is one of the six founding countries of European integration?',
    options: ['L’Espagne', 'L’Italie', 'Le Royaume-Uni', 'La Suède'],
    optionsEn: ['Spain', 'Italy', 'The United Kingdom', 'Sweden'],
    correctAnswer: 'L’Italie',
    explanation:
      "Les six fondateurs de la CECA (1951) puis de la CEE (1957), ancêtres de l'Union européenne, sont la France, l'Allemagne de l'Ouest, l'Italie, la Belgique, les Pays-Bas et le Luxembourg. Le Royaume-Uni n'est entré qu'en 1973, l'Espagne en 1986 et la Suède en 1995.",
    explanationEn:
      'The six founders of the ECSC (1951) and then the EEC (1957), forerunners of the European Union, are France, West Germany, Italy, Belgium, the Netherlands and Luxembourg. The United Kingdom only joined in 1973, Spain in 1986 and Sweden in 1995.',
    source: 'Traité instituant la Communauté économique européenne, Rome, 25 mars 1957 ; european-union.europa.eu — « Pays membres de l’UE »',
  },
  {
    ...base,
    id: 'hist-010',
    difficulty: 1,
    officialRef: 'HGC-005',
    content: 'Dans quelle région se trouvent les plages du débarquement allié du 6 juin 1944 ?',
    contentEn: 'In which region are the beaches of the Allied landing of 6 June 1944?',
    options: ['En Bretagne', 'En Provence', 'En Normandie', 'En Alsace'],
    optionsEn: ['In Brittany', 'In Provence', 'In Normandy', 'In Alsace'],
    correctAnswer: 'En Normandie',
    explanation:
      "Le 6 juin 1944, les Alliés débarquent sur les plages de Normandie (Utah, Omaha, Gold, Juno, Sword), ce qui ouvre la libération de la France. Un second débarquement a lieu en Provence le 15 août 1944, mais les plages du « Jour J » sont normandes.",
    explanationEn:
      'On 6 June 1944 the Allies landed on the beaches of Normandy (Utah, Omaha, Gold, Juno, Sword), which opened the liberation of France. A second landing took place in Provence on 15 August 1944, but the “D-Day” beaches are in Normandy.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « Le débarquement de Normandie »',
  },
  {
    ...base,
    id: 'hist-011',
    difficulty: 2,
    content: 'À quelle date a eu lieu le débarquement allié en Normandie, appelé le « Jour J » ?',
    contentEn: 'On what date did the Allied landing in Normandy, known as “D-Day”, take place?',
    options: ['Le 18 juin 1940', 'Le 11 novembre 1918', 'Le 8 mai 1945', 'Le 6 juin 1944'],
    optionsEn: ['18 June 1940', '11 November 1918', '8 May 1945', '6 June 1944'],
    correctAnswer: 'Le 6 juin 1944',
    explanation:
      "Le 6 juin 1944, plus de 150 000 soldats alliés (américains, britanniques, canadiens, français…) débarquent en Normandie. Le 18 juin 1940 est l'appel du général de Gaulle, le 8 mai 1945 la capitulation allemande, le 11 novembre 1918 l'armistice de la Grande Guerre.",
    explanationEn:
      'On 6 June 1944 more than 150,000 Allied soldiers (American, British, Canadian, French…) landed in Normandy. 18 June 1940 is General de Gaulle’s appeal, 8 May 1945 the German surrender, 11 November 1918 the armistice of the Great War.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « Le débarquement de Normandie »',
  },
  {
    ...base,
    id: 'hist-012',
    difficulty: 3,
    officialRef: 'HGC-006',
    content: 'Dans quelle ville la plupart des rois de France ont-ils été sacrés ?',
    contentEn: 'In which city were most kings of France crowned?',
    options: ['Versailles', 'Reims', 'Lyon', 'Bordeaux'],
    optionsEn: ['Versailles', 'Reims', 'Lyon', 'Bordeaux'],
    correctAnswer: 'Reims',
    explanation:
      "En souvenir du baptême de Clovis, la cathédrale de Reims devient le lieu du sacre : de Henri Ier en 1027 à Charles X en 1825, presque tous les rois sacrés l'ont été à Reims (Jeanne d'Arc y conduit Charles VII en 1429). Versailles était une résidence royale, pas un lieu de sacre.",
    explanationEn:
      'In memory of the baptism of Clovis, Reims cathedral became the place of coronation: from Henry I in 1027 to Charles X in 1825, almost every crowned king was crowned in Reims (Joan of Arc led Charles VII there in 1429). Versailles was a royal residence, not a coronation site.',
    source: 'UNESCO, Liste du patrimoine mondial — « Cathédrale Notre-Dame, ancienne abbaye Saint-Remi et palais du Tau, Reims »',
  },
  {
    ...base,
    id: 'hist-013',
    difficulty: 1,
    officialRef: 'HGC-010',
    content: 'Quel personnage, dont le buste se trouve dans les mairies, incarne la République française ?',
    contentEn: 'Which figure, whose bust stands in town halls, embodies the French Republic?',
    options: ['Jeanne d’Arc', 'Vercingétorix', 'Clovis', 'Marianne'],
    optionsEn: ['Joan of Arc', 'Vercingetorix', 'Clovis', 'Marianne'],
    correctAnswer: 'Marianne',
    explanation:
      "Marianne, femme coiffée d'un bonnet phrygien, est l'allégorie de la République depuis la Révolution. Son buste orne les mairies et son visage figure sur les timbres. Jeanne d'Arc, Vercingétorix et Clovis sont des personnages historiques, pas des symboles de la République.",
    explanationEn:
      'Marianne, a woman wearing a Phrygian cap, has been the allegory of the Republic since the Revolution. Her bust adorns town halls and her face appears on stamps. Joan of Arc, Vercingetorix and Clovis are historical figures, not symbols of the Republic.',
    source: 'elysee.fr — « Marianne » (les symboles de la République)',
  },
  {
    ...base,
    id: 'hist-014',
    difficulty: 2,
    officialRef: 'HGC-011',
    content: 'À quelle date le général de Gaulle a-t-il lancé, depuis Londres, son appel à la résistance ?',
    contentEn: 'On what date did General de Gaulle launch his appeal to resistance from London?',
    options: ['Le 14 juillet 1789', 'Le 18 juin 1940', 'Le 25 août 1944', 'Le 6 juin 1944'],
    optionsEn: ['14 July 1789', '18 June 1940', '25 August 1944', '6 June 1944'],
    correctAnswer: 'Le 18 juin 1940',
    explanation:
      "Le 18 juin 1940, au lendemain de la demande d'armistice du maréchal Pétain, Charles de Gaulle appelle à la radio de Londres (BBC) les Français à poursuivre le combat. Cet appel est considéré comme l'acte fondateur de la France libre.",
    explanationEn:
      'On 18 June 1940, the day after Marshal Pétain asked for an armistice, Charles de Gaulle called on the French, on London radio (BBC), to keep fighting. This appeal is seen as the founding act of Free France.',
    source: 'Décret n° 2006-313 du 10 mars 2006 instituant une journée nationale commémorative de l’appel du 18 juin 1940',
  },
  {
    ...base,
    id: 'hist-015',
    difficulty: 2,
    officialRef: 'HGC-012',
    content: 'Qu’appelle-t-on la Shoah ?',
    contentEn: 'What is called the Shoah?',
    options: [
      'Une bataille de la Première Guerre mondiale',
      'L’extermination des Juifs d’Europe par l’Allemagne nazie',
      'Un traité de paix signé en 1945',
      'La fuite des Parisiens devant l’armée allemande en 1940',
    ],
    optionsEn: [
      'A battle of the First World War',
      'The extermination of the Jews of Europe by Nazi Germany',
      'A peace treaty signed in 1945',
      'The flight of Parisians from the German army in 1940',
    ],
    correctAnswer: 'L’extermination des Juifs d’Europe par l’Allemagne nazie',
    explanation:
      "La Shoah (« catastrophe » en hébreu) désigne le génocide des Juifs d'Europe organisé par l'Allemagne nazie pendant la Seconde Guerre mondiale : environ six millions de personnes ont été assassinées. En France, près de 76 000 Juifs ont été déportés, avec la collaboration du régime de Vichy.",
    explanationEn:
      'The Shoah (“catastrophe” in Hebrew) is the genocide of the Jews of Europe organised by Nazi Germany during the Second World War: about six million people were murdered. From France, nearly 76,000 Jews were deported, with the collaboration of the Vichy regime.',
    source: 'Mémorial de la Shoah — « Qu’est-ce que la Shoah ? » ; Livret du citoyen (2024)',
  },
  {
    ...base,
    id: 'hist-016',
    difficulty: 2,
    officialRef: 'HGC-013',
    content: 'Parmi ces pays, lequel a été une colonie française ?',
    contentEn: 'Which of these countries was a French colony?',
    options: ['Le Kenya', 'L’Angola', 'Le Sénégal', 'L’Argentine'],
    optionsEn: ['Kenya', 'Angola', 'Senegal', 'Argentina'],
    correctAnswer: 'Le Sénégal',
    explanation:
      "Le Sénégal a fait partie de l'empire colonial français (Afrique-Occidentale française) jusqu'à son indépendance en 1960. Le Kenya était une colonie britannique, l'Angola une colonie portugaise, et l'Argentine une colonie espagnole devenue indépendante en 1816.",
    explanationEn:
      'Senegal was part of the French colonial empire (French West Africa) until its independence in 1960. Kenya was a British colony, Angola a Portuguese colony, and Argentina a Spanish colony that became independent in 1816.',
    source: 'vie-publique.fr — « La décolonisation de l’Afrique subsaharienne française (1960) »',
  },
  {
    ...base,
    id: 'hist-017',
    difficulty: 3,
    officialRef: 'HGC-013',
    content: 'En quelle année l’Algérie, colonisée par la France à partir de 1830, est-elle devenue indépendante ?',
    contentEn: 'In which year did Algeria, colonised by France from 1830, become independent?',
    options: ['1945', '1954', '1958', '1962'],
    optionsEn: ['1945', '1954', '1958', '1962'],
    correctAnswer: '1962',
    explanation:
      "Après une guerre commencée en 1954, les accords d'Évian du 18 mars 1962 mettent fin aux combats ; l'indépendance de l'Algérie est proclamée le 5 juillet 1962, après un référendum. 1958 est l'année de la Ve République, née en pleine guerre d'Algérie.",
    explanationEn:
      'After a war that began in 1954, the Évian Accords of 18 March 1962 ended the fighting; Algeria’s independence was proclaimed on 5 July 1962, after a referendum. 1958 is the year of the Fifth Republic, born in the middle of the Algerian war.',
    source: 'Accords d’Évian du 18 mars 1962 ; vie-publique.fr — « La guerre d’Algérie (1954-1962) »',
  },
  {
    ...base,
    id: 'hist-018',
    difficulty: 4,
    officialRef: 'HGC-014',
    content:
      'Sous la Ve République, en quelle année un référendum a-t-il décidé que le président serait élu au suffrage universel direct ?',
    contentEn:
      'Under the Fifth Republic, in which year did a referendum decide that the president would be elected by direct universal suffrage?',
    options: ['1946', '1958', '1962', '1981'],
    optionsEn: ['1946', '1958', '1962', '1981'],
    correctAnswer: '1962',
    explanation:
      "En 1958, le président était élu par un collège d'environ 80 000 grands électeurs. Le référendum du 28 octobre 1962 (loi constitutionnelle du 6 novembre 1962) confie son élection directement aux citoyens ; la première élection de ce type a lieu en 1965. (Une seule élection directe avait eu lieu auparavant, en 1848.)",
    explanationEn:
      'In 1958 the president was elected by a college of about 80,000 electors. The referendum of 28 October 1962 (constitutional law of 6 November 1962) gave the election directly to the citizens; the first such election took place in 1965. (Only one direct election had taken place before, in 1848.)',
    source: 'Loi constitutionnelle n° 62-1292 du 6 novembre 1962 ; Constitution du 4 octobre 1958, art. 6',
  },
  {
    ...base,
    id: 'hist-019',
    difficulty: 4,
    officialRef: 'HGC-015',
    content: 'L’Union européenne a succédé à la Communauté économique européenne. En quelle année son traité fondateur a-t-il été signé ?',
    contentEn: 'The European Union succeeded the European Economic Community. In which year was its founding treaty signed?',
    options: ['1951', '1957', '1992', '2004'],
    optionsEn: ['1951', '1957', '1992', '2004'],
    correctAnswer: '1992',
    explanation:
      "Le traité sur l'Union européenne est signé à Maastricht le 7 février 1992 et entre en vigueur le 1er novembre 1993 : il crée l'Union européenne. 1951 est la CECA, 1957 les traités de Rome (CEE), 2004 le grand élargissement à dix nouveaux pays.",
    explanationEn:
      'The Treaty on European Union was signed in Maastricht on 7 February 1992 and came into force on 1 November 1993: it created the European Union. 1951 is the ECSC, 1957 the Treaties of Rome (EEC), 2004 the big enlargement to ten new countries.',
    source: 'Traité sur l’Union européenne, signé à Maastricht le 7 février 1992',
  },
  {
    ...base,
    id: 'hist-020',
    difficulty: 1,
    officialRef: 'HGC-016',
    content: 'Quelles sont les dates de la Seconde Guerre mondiale ?',
    contentEn: 'What are the dates of the Second World War?',
    options: ['1914-1918', '1870-1871', '1939-1945', '1954-1962'],
    optionsEn: ['1914-1918', '1870-1871', '1939-1945', '1954-1962'],
    correctAnswer: '1939-1945',
    explanation:
      "La Seconde Guerre mondiale commence en septembre 1939 avec l'invasion de la Pologne par l'Allemagne et se termine en 1945 (capitulation allemande le 8 mai, japonaise le 2 septembre). 1914-1918 est la Première Guerre mondiale, 1954-1962 la guerre d'Algérie.",
    explanationEn:
      'The Second World War began in September 1939 with Germany’s invasion of Poland and ended in 1945 (German surrender on 8 May, Japanese on 2 September). 1914-1918 is the First World War, 1954-1962 the Algerian war.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « La Seconde Guerre mondiale »',
  },
  {
    ...base,
    id: 'hist-021',
    difficulty: 1,
    officialRef: 'HGC-017',
    content: 'Quelles sont les dates de la Première Guerre mondiale ?',
    contentEn: 'What are the dates of the First World War?',
    options: ['1914-1918', '1939-1945', '1789-1799', '1870-1871'],
    optionsEn: ['1914-1918', '1939-1945', '1789-1799', '1870-1871'],
    correctAnswer: '1914-1918',
    explanation:
      "La Première Guerre mondiale, ou « Grande Guerre », commence en août 1914 et s'achève avec l'armistice du 11 novembre 1918. Près d'1,4 million de soldats français y sont morts. 1870-1871 est la guerre franco-prussienne, 1939-1945 la Seconde Guerre mondiale.",
    explanationEn:
      'The First World War, or “Great War”, began in August 1914 and ended with the armistice of 11 November 1918. Nearly 1.4 million French soldiers died in it. 1870-1871 is the Franco-Prussian war, 1939-1945 the Second World War.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « La Première Guerre mondiale »',
  },
  {
    ...base,
    id: 'hist-022',
    difficulty: 3,
    officialRef: 'HGC-018',
    content: 'Sous quel président de la République la peine de mort a-t-elle été abolie en France ?',
    contentEn: 'Under which President of the Republic was the death penalty abolished in France?',
    options: ['Charles de Gaulle', 'Valéry Giscard d’Estaing', 'François Mitterrand', 'Jacques Chirac'],
    optionsEn: ['Charles de Gaulle', 'Valéry Giscard d’Estaing', 'François Mitterrand', 'Jacques Chirac'],
    correctAnswer: 'François Mitterrand',
    explanation:
      "Élu en mai 1981, François Mitterrand s'était engagé à abolir la peine de mort ; la loi du 9 octobre 1981 le fait. Depuis 2007, l'article 66-1 de la Constitution dispose que « nul ne peut être condamné à la peine de mort ».",
    explanationEn:
      'Elected in May 1981, François Mitterrand had promised to abolish the death penalty; the law of 9 October 1981 did so. Since 2007, Article 66-1 of the Constitution states that “no one may be sentenced to death”.',
    source: 'Loi n° 81-908 du 9 octobre 1981 portant abolition de la peine de mort ; Constitution, art. 66-1',
  },
  {
    ...base,
    id: 'hist-023',
    difficulty: 4,
    officialRef: 'HGC-018',
    content: 'Quel ministre de la Justice a défendu devant les députés la loi abolissant la peine de mort en 1981 ?',
    contentEn: 'Which Minister of Justice defended before the deputies the law abolishing the death penalty in 1981?',
    options: ['Robert Badinter', 'Jean Moulin', 'Pierre Mendès France', 'Michel Debré'],
    optionsEn: ['Robert Badinter', 'Jean Moulin', 'Pierre Mendès France', 'Michel Debré'],
    correctAnswer: 'Robert Badinter',
    explanation:
      "Avocat engagé contre la peine capitale, Robert Badinter devient garde des Sceaux en 1981 et prononce le 17 septembre 1981 à l'Assemblée nationale un discours célèbre pour l'abolition, votée ensuite par le Parlement. Michel Debré fut le premier Premier ministre de la Ve République.",
    explanationEn:
      'A lawyer committed against capital punishment, Robert Badinter became Minister of Justice in 1981 and gave a famous speech for abolition at the National Assembly on 17 September 1981; Parliament then passed it. Michel Debré was the first Prime Minister of the Fifth Republic.',
    source: 'assemblee-nationale.fr — « Robert Badinter : discours sur l’abolition de la peine de mort (17 septembre 1981) »',
  },
  {
    ...base,
    id: 'hist-024',
    difficulty: 2,
    officialRef: 'HGC-019',
    content: 'Que commémore-t-on en France le 8 mai ?',
    contentEn: 'What is commemorated in France on 8 May?',
    options: [
      'La prise de la Bastille',
      'La victoire des Alliés sur l’Allemagne nazie en 1945',
      'L’armistice de la Première Guerre mondiale',
      'La fête du Travail',
    ],
    optionsEn: [
      'The storming of the Bastille',
      'The Allied victory over Nazi Germany in 1945',
      'The armistice of the First World War',
      'Labour Day',
    ],
    correctAnswer: 'La victoire des Alliés sur l’Allemagne nazie en 1945',
    explanation:
      "Le 8 mai 1945, l'Allemagne nazie capitule sans condition : c'est la fin de la Seconde Guerre mondiale en Europe. Ce jour est férié et commémoré en France. L'armistice de 1918 se commémore le 11 novembre, la fête du Travail le 1er mai.",
    explanationEn:
      'On 8 May 1945 Nazi Germany surrendered unconditionally: it was the end of the Second World War in Europe. The day is a public holiday and is commemorated in France. The 1918 armistice is commemorated on 11 November, Labour Day on 1 May.',
    source: 'Loi n° 81-893 du 2 octobre 1981 (8 mai jour férié) ; Code du travail, art. L3133-1',
  },
  {
    ...base,
    id: 'hist-025',
    difficulty: 4,
    officialRef: 'HGC-020',
    content: 'Quelle communauté, créée en 1951, est la première étape de la construction européenne ?',
    contentEn: 'Which community, created in 1951, is the first step of European integration?',
    options: [
      'La Communauté européenne du charbon et de l’acier (CECA)',
      'La Communauté économique européenne (CEE)',
      'L’Organisation des Nations unies (ONU)',
      'L’Organisation du traité de l’Atlantique Nord (OTAN)',
    ],
    optionsEn: [
      'The European Coal and Steel Community (ECSC)',
      'The European Economic Community (EEC)',
      'The United Nations (UN)',
      'The North Atlantic Treaty Organization (NATO)',
    ],
    correctAnswer: 'La Communauté européenne du charbon et de l’acier (CECA)',
    explanation:
      "Le traité de Paris du 18 avril 1951 crée la CECA entre six pays, qui mettent en commun leur charbon et leur acier pour rendre la guerre entre eux impossible. La CEE vient ensuite, en 1957 ; l'ONU (1945) et l'OTAN (1949) ne sont pas des communautés européennes.",
    explanationEn:
      'The Treaty of Paris of 18 April 1951 created the ECSC between six countries, which pooled their coal and steel to make war between them impossible. The EEC followed in 1957; the UN (1945) and NATO (1949) are not European communities.',
    source: 'Traité instituant la Communauté européenne du charbon et de l’acier, Paris, 18 avril 1951',
  },
];
