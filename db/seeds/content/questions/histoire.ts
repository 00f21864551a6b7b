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
    content: 'Quelle est la date de la fête nationale française ?',
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
    difficulty: 2,
    officialRef: 'HGC-003',
    content: 'Le 14 juillet, jour de la fête nationale, rappelle la prise de la Bastille en 1789. Que signifie cette date pour les Français ?',
    contentEn: '14 July, the national holiday, recalls the storming of the Bastille in 1789. What does this date mean for the French?',
    options: [
      "Le sacre de Napoléon et la naissance de l'Empire",
      "La signature de la Déclaration des droits de l'homme",
      'La fin du pouvoir arbitraire du roi et la liberté conquise',
      'La proclamation de la République et la fin de la monarchie',
    ],
    optionsEn: [
      'The coronation of Napoleon and the birth of the Empire',
      'The signing of the Declaration of the Rights of Man',
      "The end of the king's arbitrary power and freedom won",
      'The proclamation of the Republic and the end of the monarchy',
    ],
    correctAnswer: 'La fin du pouvoir arbitraire du roi et la liberté conquise',
    explanation:
      "La Bastille était une prison royale où le roi pouvait faire enfermer des personnes sans jugement, par simple « lettre de cachet ». En la prenant le 14 juillet 1789, le peuple de Paris s'attaque à ce pouvoir sans limite : la date devient le symbole de la liberté conquise et de la fin de la monarchie absolue. Depuis la loi de 1880, le 14 juillet est la fête nationale ; il rappelle aussi la fête de la Fédération du 14 juillet 1790, fête de l'unité de la Nation. La Déclaration des droits de l'homme date du 26 août 1789, la République du 21 septembre 1792 et le sacre de Napoléon de 1804.",
    explanationEn:
      "The Bastille was a royal prison where the king could have people locked up without trial, by a mere \"lettre de cachet\". By taking it on 14 July 1789, the people of Paris attacked this unlimited power: the date became the symbol of freedom won and of the end of absolute monarchy. Since the law of 1880, 14 July has been the national holiday; it also recalls the Festival of the Federation of 14 July 1790, a celebration of the Nation's unity. The Declaration of the Rights of Man dates from 26 August 1789, the Republic from 21 September 1792 and Napoleon's coronation from 1804.",
    source: 'Loi du 6 juillet 1880 (fête nationale du 14 juillet) ; elysee.fr — « Le 14 juillet »',
  },
  {
    ...base,
    id: 'hist-003',
    difficulty: 1,
    officialRef: 'HGC-008',
    content: 'En quelle année la Révolution française a-t-elle commencé ?',
    contentEn: 'In which year did the French Revolution begin?',
    options: ['1789', '1815', '1848', '1715'],
    optionsEn: ['1789', '1815', '1848', '1715'],
    correctAnswer: '1789',
    explanation:
      "La Révolution commence en 1789 : réunion des États généraux en mai, prise de la Bastille le 14 juillet, abolition des privilèges le 4 août et Déclaration des droits de l'homme et du citoyen le 26 août. 1715 est la mort de Louis XIV, 1815 la défaite de Waterloo.",
    explanationEn:
      'The Revolution began in 1789: the Estates-General met in May, the Bastille was stormed on 14 July, privileges were abolished on 4 August and the Declaration of the Rights of Man and of the Citizen was adopted on 26 August. 1715 is the death of Louis XIV, 1815 the defeat at Waterloo.',
    source: "Déclaration des droits de l'homme et du citoyen du 26 août 1789 ; vie-publique.fr — « La Révolution française »",
  },
  {
    ...base,
    id: 'hist-004',
    difficulty: 2,
    officialRef: 'HGC-007',
    content: 'Quel roi de France a été guillotiné pendant la Révolution ?',
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
    content: 'En quelle année Napoléon Bonaparte est-il devenu empereur des Français ?',
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
    content: 'Quel texte, toujours en vigueur, a été adopté sous Napoléon Ier ?',
    contentEn: 'Which text, still in force, was adopted under Napoleon I?',
    options: [
      "La Déclaration des droits de l'homme et du citoyen",
      'La Constitution de la Ve République',
      'Le Code civil',
      "La loi de séparation des Églises et de l'État",
    ],
    optionsEn: [
      'The Declaration of the Rights of Man and of the Citizen',
      'The Constitution of the Fifth Republic',
      'The Civil Code',
      'The law separating the Churches and the State',
    ],
    correctAnswer: 'Le Code civil',
    explanation:
      'Le Code civil des Français, souvent appelé « Code Napoléon », est promulgué le 21 mars 1804. Il rassemble les règles sur les personnes, la famille, la propriété et les contrats, et reste la base du droit civil. La Déclaration date de 1789, la loi de séparation de 1905 et la Constitution de 1958.',
    explanationEn:
      'The Civil Code of the French, often called the “Napoleonic Code”, was enacted on 21 March 1804. It brings together the rules on persons, family, property and contracts, and remains the basis of civil law. The Declaration dates from 1789, the separation law from 1905 and the Constitution from 1958.',
    source: 'Loi du 30 ventôse an XII (21 mars 1804) contenant la réunion des lois civiles en un seul corps, sous le titre de Code civil des Français',
  },
  {
    ...base,
    id: 'hist-007',
    difficulty: 2,
    officialRef: 'HGC-002',
    content: 'Parmi ces hommes politiques, lequel a été président de la Ve République ?',
    contentEn: 'Which of these politicians was President of the Fifth Republic?',
    options: ['Jean Jaurès', 'Léon Blum', 'Jules Ferry', 'Georges Pompidou'],
    optionsEn: ['Jean Jaurès', 'Léon Blum', 'Jules Ferry', 'Georges Pompidou'],
    correctAnswer: 'Georges Pompidou',
    explanation:
      'Georges Pompidou a été président de la République de 1969 à 1974, après Charles de Gaulle. Jean Jaurès (mort en 1914) et Jules Ferry (mort en 1893) ont vécu sous la IIIe République ; Léon Blum a été chef du gouvernement en 1936, jamais président de la République.',
    explanationEn:
      'Georges Pompidou was President of the Republic from 1969 to 1974, after Charles de Gaulle. Jean Jaurès (died 1914) and Jules Ferry (died 1893) lived under the Third Republic; Léon Blum was head of government in 1936, never President of the Republic.',
    source: 'elysee.fr — « Les présidents de la République »',
  },
  {
    ...base,
    id: 'hist-008',
    difficulty: 1,
    officialRef: 'HGC-002',
    content: 'Qui a été le premier président de la Ve République ?',
    contentEn: 'Who was the first President of the Fifth Republic?',
    options: [
      'Charles de Gaulle',
      'François Mitterrand',
      "Valéry Giscard d'Estaing",
      'Jacques Chirac',
    ],
    optionsEn: [
      'Charles de Gaulle',
      'François Mitterrand',
      "Valéry Giscard d'Estaing",
      'Jacques Chirac',
    ],
    correctAnswer: 'Charles de Gaulle',
    explanation:
      "Charles de Gaulle, inspirateur de la Constitution du 4 octobre 1958, est élu président le 21 décembre 1958 et le reste jusqu'en 1969. Valéry Giscard d'Estaing (1974), François Mitterrand (1981) et Jacques Chirac (1995) lui ont succédé plus tard.",
    explanationEn:
      "Charles de Gaulle, who inspired the Constitution of 4 October 1958, was elected president on 21 December 1958 and stayed in office until 1969. Valéry Giscard d'Estaing (1974), François Mitterrand (1981) and Jacques Chirac (1995) came later.",
    source: 'elysee.fr — « Charles de Gaulle » ; Constitution du 4 octobre 1958',
  },
  {
    ...base,
    id: 'hist-009',
    difficulty: 2,
    officialRef: 'HGC-004',
    content: 'Lequel de ces pays fait partie des six pays fondateurs de la construction européenne ?',
    contentEn: 'Which of these countries is one of the six founding countries of European integration?',
    options: ["L'Espagne", "L'Italie", 'Le Royaume-Uni', 'La Suède'],
    optionsEn: ['Spain', 'Italy', 'The United Kingdom', 'Sweden'],
    correctAnswer: "L'Italie",
    explanation:
      "Les six fondateurs de la CECA (1951) puis de la CEE (1957), ancêtres de l'Union européenne, sont la France, l'Allemagne de l'Ouest, l'Italie, la Belgique, les Pays-Bas et le Luxembourg. Le Royaume-Uni n'est entré qu'en 1973, l'Espagne en 1986 et la Suède en 1995.",
    explanationEn:
      'The six founders of the ECSC (1951) and then the EEC (1957), forerunners of the European Union, are France, West Germany, Italy, Belgium, the Netherlands and Luxembourg. The United Kingdom only joined in 1973, Spain in 1986 and Sweden in 1995.',
    source: "Traité instituant la Communauté économique européenne, Rome, 25 mars 1957 ; european-union.europa.eu — « Pays membres de l'UE »",
  },
  {
    ...base,
    id: 'hist-010',
    difficulty: 1,
    officialRef: 'HGC-005',
    content: 'Dans quelle région se trouvent les plages du débarquement allié du 6 juin 1944 ?',
    contentEn: 'In which region are the beaches of the Allied landing of 6 June 1944?',
    options: ['En Bretagne', 'En Provence', 'En Normandie', 'En Alsace'],
    optionsEn: ['In Brittany', 'In Provence', 'In Normandy', 'In Alsace'],
    correctAnswer: 'En Normandie',
    explanation:
      'Le 6 juin 1944, les Alliés débarquent sur les plages de Normandie (Utah, Omaha, Gold, Juno, Sword), ce qui ouvre la libération de la France. Un second débarquement a lieu en Provence le 15 août 1944, mais les plages du « Jour J » sont normandes.',
    explanationEn:
      'On 6 June 1944 the Allies landed on the beaches of Normandy (Utah, Omaha, Gold, Juno, Sword), which opened the liberation of France. A second landing took place in Provence on 15 August 1944, but the “D-Day” beaches are in Normandy.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « Le débarquement de Normandie »',
  },
  {
    ...base,
    id: 'hist-011',
    difficulty: 2,
    content: 'À quelle date a eu lieu le débarquement allié en Normandie, appelé le « Jour J » ?',
    contentEn: 'On what date did the Allied landing in Normandy, known as “D-Day”, take place?',
    options: ['Le 18 juin 1940', 'Le 11 novembre 1918', 'Le 8 mai 1945', 'Le 6 juin 1944'],
    optionsEn: ['18 June 1940', '11 November 1918', '8 May 1945', '6 June 1944'],
    correctAnswer: 'Le 6 juin 1944',
    explanation:
      "Le 6 juin 1944, plus de 150 000 soldats alliés (américains, britanniques, canadiens, français…) débarquent en Normandie. Le 18 juin 1940 est l'appel du général de Gaulle, le 8 mai 1945 la capitulation allemande, le 11 novembre 1918 l'armistice de la Grande Guerre.",
    explanationEn:
      "On 6 June 1944 more than 150,000 Allied soldiers (American, British, Canadian, French…) landed in Normandy. 18 June 1940 is General de Gaulle's appeal, 8 May 1945 the German surrender, 11 November 1918 the armistice of the Great War.",
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « Le débarquement de Normandie »',
  },
  {
    ...base,
    id: 'hist-012',
    difficulty: 3,
    officialRef: 'HGC-006',
    content: 'Dans quelle ville la plupart des rois de France ont-ils été sacrés ?',
    contentEn: 'In which city were most kings of France crowned?',
    options: ['Versailles', 'Reims', 'Lyon', 'Bordeaux'],
    optionsEn: ['Versailles', 'Reims', 'Lyon', 'Bordeaux'],
    correctAnswer: 'Reims',
    explanation:
      "En souvenir du baptême de Clovis, la cathédrale de Reims devient le lieu du sacre : de Henri Ier en 1027 à Charles X en 1825, presque tous les rois sacrés l'ont été à Reims (Jeanne d'Arc y conduit Charles VII en 1429). Versailles était une résidence royale, pas un lieu de sacre.",
    explanationEn:
      'In memory of the baptism of Clovis, Reims cathedral became the place of coronation: from Henry I in 1027 to Charles X in 1825, almost every crowned king was crowned in Reims (Joan of Arc led Charles VII there in 1429). Versailles was a royal residence, not a coronation site.',
    source: 'UNESCO, Liste du patrimoine mondial — « Cathédrale Notre-Dame, ancienne abbaye Saint-Remi et palais du Tau, Reims »',
  },
  {
    ...base,
    id: 'hist-013',
    difficulty: 1,
    officialRef: 'HGC-010',
    content: 'Quel personnage, dont le buste se trouve dans les mairies, incarne la République française ?',
    contentEn: 'Which figure, whose bust stands in town halls, embodies the French Republic?',
    options: ["Jeanne d'Arc", 'Vercingétorix', 'Clovis', 'Marianne'],
    optionsEn: ['Joan of Arc', 'Vercingetorix', 'Clovis', 'Marianne'],
    correctAnswer: 'Marianne',
    explanation:
      "Marianne, femme coiffée d'un bonnet phrygien, est l'allégorie de la République depuis la Révolution. Son buste orne les mairies et son visage figure sur les timbres. Jeanne d'Arc, Vercingétorix et Clovis sont des personnages historiques, pas des symboles de la République.",
    explanationEn:
      'Marianne, a woman wearing a Phrygian cap, has been the allegory of the Republic since the Revolution. Her bust adorns town halls and her face appears on stamps. Joan of Arc, Vercingetorix and Clovis are historical figures, not symbols of the Republic.',
    source: 'elysee.fr — « Marianne » (les symboles de la République)',
  },
  {
    ...base,
    id: 'hist-014',
    difficulty: 2,
    officialRef: 'HGC-011',
    content: 'À quelle date le général de Gaulle a-t-il lancé, depuis Londres, son appel à la résistance ?',
    contentEn: 'On what date did General de Gaulle launch his appeal to resistance from London?',
    options: ['Le 14 juillet 1789', 'Le 18 juin 1940', 'Le 25 août 1944', 'Le 6 juin 1944'],
    optionsEn: ['14 July 1789', '18 June 1940', '25 August 1944', '6 June 1944'],
    correctAnswer: 'Le 18 juin 1940',
    explanation:
      "Le 18 juin 1940, au lendemain de la demande d'armistice du maréchal Pétain, Charles de Gaulle appelle à la radio de Londres (BBC) les Français à poursuivre le combat. Cet appel est considéré comme l'acte fondateur de la France libre.",
    explanationEn:
      'On 18 June 1940, the day after Marshal Pétain asked for an armistice, Charles de Gaulle called on the French, on London radio (BBC), to keep fighting. This appeal is seen as the founding act of Free France.',
    source: "Décret n° 2006-313 du 10 mars 2006 instituant une journée nationale commémorative de l'appel du 18 juin 1940",
  },
  {
    ...base,
    id: 'hist-015',
    difficulty: 2,
    officialRef: 'HGC-012',
    content: "Qu'appelle-t-on la Shoah ?",
    contentEn: 'What is called the Shoah?',
    options: [
      'Une bataille de la Première Guerre mondiale',
      "L'extermination des Juifs d'Europe par l'Allemagne nazie",
      'Un traité de paix signé en 1945',
      "La fuite des Parisiens devant l'armée allemande en 1940",
    ],
    optionsEn: [
      'A battle of the First World War',
      'The extermination of the Jews of Europe by Nazi Germany',
      'A peace treaty signed in 1945',
      'The flight of Parisians from the German army in 1940',
    ],
    correctAnswer: "L'extermination des Juifs d'Europe par l'Allemagne nazie",
    explanation:
      "La Shoah (« catastrophe » en hébreu) désigne le génocide des Juifs d'Europe organisé par l'Allemagne nazie pendant la Seconde Guerre mondiale : environ six millions de personnes ont été assassinées. En France, près de 76 000 Juifs ont été déportés, avec la collaboration du régime de Vichy.",
    explanationEn:
      'The Shoah (“catastrophe” in Hebrew) is the genocide of the Jews of Europe organised by Nazi Germany during the Second World War: about six million people were murdered. From France, nearly 76,000 Jews were deported, with the collaboration of the Vichy regime.',
    source: "Mémorial de la Shoah — « Qu'est-ce que la Shoah ? » ; Livret du citoyen (2024)",
  },
  {
    ...base,
    id: 'hist-016',
    difficulty: 2,
    officialRef: 'HGC-013',
    content: 'Parmi ces pays, lequel a été une colonie française ?',
    contentEn: 'Which of these countries was a French colony?',
    options: ['Le Kenya', "L'Angola", 'Le Sénégal', "L'Argentine"],
    optionsEn: ['Kenya', 'Angola', 'Senegal', 'Argentina'],
    correctAnswer: 'Le Sénégal',
    explanation:
      "Le Sénégal a fait partie de l'empire colonial français (Afrique-Occidentale française) jusqu'à son indépendance en 1960. Le Kenya était une colonie britannique, l'Angola une colonie portugaise, et l'Argentine une colonie espagnole devenue indépendante en 1816.",
    explanationEn:
      'Senegal was part of the French colonial empire (French West Africa) until its independence in 1960. Kenya was a British colony, Angola a Portuguese colony, and Argentina a Spanish colony that became independent in 1816.',
    source: "vie-publique.fr — « La décolonisation de l'Afrique subsaharienne française (1960) »",
  },
  {
    ...base,
    id: 'hist-017',
    difficulty: 3,
    officialRef: 'HGC-013',
    content: "En quelle année l'Algérie, colonisée par la France à partir de 1830, est-elle devenue indépendante ?",
    contentEn: 'In which year did Algeria, colonised by France from 1830, become independent?',
    options: ['1945', '1954', '1958', '1962'],
    optionsEn: ['1945', '1954', '1958', '1962'],
    correctAnswer: '1962',
    explanation:
      "Après une guerre commencée en 1954, les accords d'Évian du 18 mars 1962 mettent fin aux combats ; l'indépendance de l'Algérie est proclamée le 5 juillet 1962, après un référendum. 1958 est l'année de la Ve République, née en pleine guerre d'Algérie.",
    explanationEn:
      "After a war that began in 1954, the Évian Accords of 18 March 1962 ended the fighting; Algeria's independence was proclaimed on 5 July 1962, after a referendum. 1958 is the year of the Fifth Republic, born in the middle of the Algerian war.",
    source: "Accords d'Évian du 18 mars 1962 ; vie-publique.fr — « La guerre d'Algérie (1954-1962) »",
  },
  {
    ...base,
    id: 'hist-018',
    difficulty: 4,
    officialRef: 'HGC-014',
    content:
      'Sous la Ve République, en quelle année un référendum a-t-il décidé que le président serait élu au suffrage universel direct ?',
    contentEn:
      'Under the Fifth Republic, in which year did a referendum decide that the president would be elected by direct universal suffrage?',
    options: ['1946', '1958', '1962', '1981'],
    optionsEn: ['1946', '1958', '1962', '1981'],
    correctAnswer: '1962',
    explanation:
      "En 1958, le président était élu par un collège d'environ 80 000 grands électeurs. Le référendum du 28 octobre 1962 (loi constitutionnelle du 6 novembre 1962) confie son élection directement aux citoyens ; la première élection de ce type a lieu en 1965. (Une seule élection directe avait eu lieu auparavant, en 1848.)",
    explanationEn:
      'In 1958 the president was elected by a college of about 80,000 electors. The referendum of 28 October 1962 (constitutional law of 6 November 1962) gave the election directly to the citizens; the first such election took place in 1965. (Only one direct election had taken place before, in 1848.)',
    source: 'Loi constitutionnelle n° 62-1292 du 6 novembre 1962 ; Constitution du 4 octobre 1958, art. 6',
  },
  {
    ...base,
    id: 'hist-019',
    difficulty: 4,
    officialRef: 'HGC-015',
    content: "Le traité qui a fondé l'Union européenne a été signé en 1992 dans une ville des Pays-Bas. Laquelle ?",
    contentEn: 'The treaty that founded the European Union was signed in 1992 in a town in the Netherlands. Which one?',
    options: ['Rome', 'Lisbonne', 'Maastricht', 'Nice'],
    optionsEn: ['Rome', 'Lisbon', 'Maastricht', 'Nice'],
    correctAnswer: 'Maastricht',
    explanation:
      "Le traité sur l'Union européenne est signé à Maastricht le 7 février 1992 et entre en vigueur le 1er novembre 1993 : il crée l'Union européenne, au sein de laquelle la Communauté économique européenne (CEE, créée par le traité de Rome en 1957) devient la Communauté européenne. Le traité de Nice (2001) a réformé l'Union ; avec celui de Lisbonne (2007, en vigueur en 2009), l'Union remplace la Communauté européenne.",
    explanationEn:
      "The Treaty on European Union was signed in Maastricht on 7 February 1992 and came into force on 1 November 1993: it created the European Union, within which the European Economic Community (EEC, created by the Treaty of Rome in 1957) became the European Community. The Treaty of Nice (2001) reformed the Union; with the Treaty of Lisbon (2007, in force in 2009), the Union replaced the European Community.",
    // Issue 38: Maastricht renamed the EEC « Communauté européenne » inside the Union; Lisbon (2009) merged it into the Union.
    source: "Traité sur l'Union européenne, signé à Maastricht le 7 février 1992, art. G (la CEE devient la Communauté européenne) ; traité de Lisbonne du 13 décembre 2007, en vigueur le 1er décembre 2009 (TUE, art. 1er : l'Union se substitue à la Communauté européenne)",
  },
  {
    ...base,
    id: 'hist-020',
    difficulty: 1,
    officialRef: 'HGC-016',
    content: 'Quelles sont les dates de la Seconde Guerre mondiale ?',
    contentEn: 'What are the dates of the Second World War?',
    options: ['1914-1918', '1870-1871', '1939-1945', '1954-1962'],
    optionsEn: ['1914-1918', '1870-1871', '1939-1945', '1954-1962'],
    correctAnswer: '1939-1945',
    explanation:
      "La Seconde Guerre mondiale commence en septembre 1939 avec l'invasion de la Pologne par l'Allemagne et se termine en 1945 (capitulation allemande le 8 mai, japonaise le 2 septembre). 1914-1918 est la Première Guerre mondiale, 1954-1962 la guerre d'Algérie.",
    explanationEn:
      "The Second World War began in September 1939 with Germany's invasion of Poland and ended in 1945 (German surrender on 8 May, Japanese on 2 September). 1914-1918 is the First World War, 1954-1962 the Algerian war.",
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « La Seconde Guerre mondiale »',
  },
  {
    ...base,
    id: 'hist-021',
    difficulty: 1,
    officialRef: 'HGC-017',
    content: 'Quelles sont les dates de la Première Guerre mondiale ?',
    contentEn: 'What are the dates of the First World War?',
    options: ['1914-1918', '1939-1945', '1789-1799', '1870-1871'],
    optionsEn: ['1914-1918', '1939-1945', '1789-1799', '1870-1871'],
    correctAnswer: '1914-1918',
    explanation:
      "La Première Guerre mondiale, ou « Grande Guerre », commence en août 1914 et s'achève avec l'armistice du 11 novembre 1918. Près d'1,4 million de soldats français y sont morts. 1870-1871 est la guerre franco-prussienne, 1939-1945 la Seconde Guerre mondiale.",
    explanationEn:
      'The First World War, or “Great War”, began in August 1914 and ended with the armistice of 11 November 1918. Nearly 1.4 million French soldiers died in it. 1870-1871 is the Franco-Prussian war, 1939-1945 the Second World War.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « La Première Guerre mondiale »',
  },
  {
    ...base,
    id: 'hist-022',
    difficulty: 3,
    officialRef: 'HGC-018',
    content: 'Sous quel président de la République la peine de mort a-t-elle été abolie en France ?',
    contentEn: 'Under which President of the Republic was the death penalty abolished in France?',
    options: [
      'Charles de Gaulle',
      "Valéry Giscard d'Estaing",
      'François Mitterrand',
      'Jacques Chirac',
    ],
    optionsEn: [
      'Charles de Gaulle',
      "Valéry Giscard d'Estaing",
      'François Mitterrand',
      'Jacques Chirac',
    ],
    correctAnswer: 'François Mitterrand',
    explanation:
      "Élu en mai 1981, François Mitterrand s'était engagé à abolir la peine de mort ; la loi du 9 octobre 1981 le fait. Depuis 2007, l'article 66-1 de la Constitution dispose que « nul ne peut être condamné à la peine de mort ».",
    explanationEn:
      'Elected in May 1981, François Mitterrand had promised to abolish the death penalty; the law of 9 October 1981 did so. Since 2007, Article 66-1 of the Constitution states that “no one may be sentenced to death”.',
    source: 'Loi n° 81-908 du 9 octobre 1981 portant abolition de la peine de mort ; Constitution, art. 66-1',
  },
  {
    ...base,
    id: 'hist-023',
    difficulty: 4,
    officialRef: 'HGC-018',
    content: 'Quel ministre de la Justice a défendu devant les députés la loi abolissant la peine de mort en 1981 ?',
    contentEn: 'Which Minister of Justice defended before the deputies the law abolishing the death penalty in 1981?',
    options: ['Robert Badinter', 'Jean Moulin', 'Pierre Mendès France', 'Michel Debré'],
    optionsEn: ['Robert Badinter', 'Jean Moulin', 'Pierre Mendès France', 'Michel Debré'],
    correctAnswer: 'Robert Badinter',
    explanation:
      "Avocat engagé contre la peine capitale, Robert Badinter devient garde des Sceaux en 1981 et prononce le 17 septembre 1981 à l'Assemblée nationale un discours célèbre pour l'abolition, votée ensuite par le Parlement. Michel Debré fut le premier Premier ministre de la Ve République.",
    explanationEn:
      'A lawyer committed against capital punishment, Robert Badinter became Minister of Justice in 1981 and gave a famous speech for abolition at the National Assembly on 17 September 1981; Parliament then passed it. Michel Debré was the first Prime Minister of the Fifth Republic.',
    source: "assemblee-nationale.fr — « Robert Badinter : discours sur l'abolition de la peine de mort (17 septembre 1981) »",
  },
  {
    ...base,
    id: 'hist-024',
    difficulty: 2,
    officialRef: 'HGC-019',
    content: 'Que commémore-t-on en France le 8 mai ?',
    contentEn: 'What is commemorated in France on 8 May?',
    options: [
      'La prise de la Bastille',
      "La victoire des Alliés sur l'Allemagne nazie en 1945",
      "L'armistice de la Première Guerre mondiale",
      'La fête du Travail',
    ],
    optionsEn: [
      'The storming of the Bastille',
      'The Allied victory over Nazi Germany in 1945',
      'The armistice of the First World War',
      'Labour Day',
    ],
    correctAnswer: "La victoire des Alliés sur l'Allemagne nazie en 1945",
    explanation:
      "Le 8 mai 1945, l'Allemagne nazie capitule sans condition : c'est la fin de la Seconde Guerre mondiale en Europe. Ce jour est férié et commémoré en France. L'armistice de 1918 se commémore le 11 novembre, la fête du Travail le 1er mai.",
    explanationEn:
      'On 8 May 1945 Nazi Germany surrendered unconditionally: it was the end of the Second World War in Europe. The day is a public holiday and is commemorated in France. The 1918 armistice is commemorated on 11 November, Labour Day on 1 May.',
    source: 'Loi n° 81-893 du 2 octobre 1981 (8 mai jour férié) ; Code du travail, art. L3133-1',
  },
  {
    ...base,
    id: 'hist-025',
    difficulty: 4,
    officialRef: 'HGC-020',
    content: 'Quelle communauté, créée en 1951, est la première étape de la construction européenne ?',
    contentEn: 'Which community, created in 1951, is the first step of European integration?',
    options: [
      "La Communauté européenne du charbon et de l'acier (CECA)",
      'La Communauté économique européenne (CEE)',
      "L'Organisation des Nations unies (ONU)",
      "L'Organisation du traité de l'Atlantique Nord (OTAN)",
    ],
    optionsEn: [
      'The European Coal and Steel Community (ECSC)',
      'The European Economic Community (EEC)',
      'The United Nations (UN)',
      'The North Atlantic Treaty Organization (NATO)',
    ],
    correctAnswer: "La Communauté européenne du charbon et de l'acier (CECA)",
    explanation:
      "Le traité de Paris du 18 avril 1951 crée la CECA entre six pays, qui mettent en commun leur charbon et leur acier pour rendre la guerre entre eux impossible. La CEE vient ensuite, en 1957 ; l'ONU (1945) et l'OTAN (1949) ne sont pas des communautés européennes.",
    explanationEn:
      'The Treaty of Paris of 18 April 1951 created the ECSC between six countries, which pooled their coal and steel to make war between them impossible. The EEC followed in 1957; the UN (1945) and NATO (1949) are not European communities.',
    source: "Traité instituant la Communauté européenne du charbon et de l'acier, Paris, 18 avril 1951",
  },
  {
    ...base,
    id: 'hist-026',
    difficulty: 2,
    officialRef: 'HGC-021',
    content: 'Parmi ces personnes, laquelle est une grande figure de la Résistance française ?',
    contentEn: 'Which of these people is a great figure of the French Resistance?',
    options: ['Jean Moulin', 'Philippe Pétain', 'Pierre Laval', 'Louis XVI'],
    optionsEn: ['Jean Moulin', 'Philippe Pétain', 'Pierre Laval', 'Louis XVI'],
    correctAnswer: 'Jean Moulin',
    explanation:
      "Préfet révoqué par Vichy, Jean Moulin est envoyé par le général de Gaulle pour unir les mouvements de résistance ; il préside en mai 1943 la première réunion du Conseil national de la Résistance. Arrêté en juin 1943, il meurt sous la torture. Pétain et Laval ont dirigé le régime de Vichy, qui a collaboré avec l'occupant.",
    explanationEn:
      'A prefect dismissed by Vichy, Jean Moulin was sent by General de Gaulle to unite the resistance movements; in May 1943 he chaired the first meeting of the National Council of the Resistance. Arrested in June 1943, he died under torture. Pétain and Laval led the Vichy regime, which collaborated with the occupier.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « Jean Moulin » ; Panthéon (transfert des cendres, 19 décembre 1964)',
  },
  {
    ...base,
    id: 'hist-027',
    difficulty: 1,
    officialRef: 'HGC-022',
    content: 'Le 11 novembre est un jour férié. Quel événement rappelle-t-il ?',
    contentEn: '11 November is a public holiday. Which event does it recall?',
    options: [
      'La prise de la Bastille',
      'La victoire de 1945',
      'La Libération de Paris',
      "L'armistice de 1918, qui met fin aux combats de la Première Guerre mondiale",
    ],
    optionsEn: [
      'The storming of the Bastille',
      'The 1945 victory',
      'The liberation of Paris',
      'The 1918 armistice, which ended the fighting of the First World War',
    ],
    correctAnswer: "L'armistice de 1918, qui met fin aux combats de la Première Guerre mondiale",
    explanation:
      "L'armistice signé le 11 novembre 1918 à Rethondes, près de Compiègne, arrête les combats de la Grande Guerre. Depuis la loi du 28 février 2012, ce jour rend aussi hommage à tous les soldats morts pour la France, de toutes les guerres.",
    explanationEn:
      'The armistice signed on 11 November 1918 at Rethondes, near Compiègne, stopped the fighting of the Great War. Since the law of 28 February 2012, the day also honours all soldiers who died for France, in every war.',
    source: 'Loi du 24 octobre 1922 (11 novembre jour férié) ; loi n° 2012-273 du 28 février 2012',
  },
  {
    ...base,
    id: 'hist-028',
    difficulty: 3,
    officialRef: 'HGC-023',
    content: "En quelle année l'esclavage a-t-il été aboli définitivement dans les colonies françaises ?",
    contentEn: 'In which year was slavery definitively abolished in the French colonies?',
    options: ['1685', '1789', '1848', '1905'],
    optionsEn: ['1685', '1789', '1848', '1905'],
    correctAnswer: '1848',
    explanation:
      "Une première abolition est votée en 1794, mais Bonaparte rétablit l'esclavage en 1802. Il est aboli définitivement par le décret du 27 avril 1848, sous la IIe République. 1685 est l'année du Code noir, qui organisait l'esclavage ; 1905 celle de la loi de séparation des Églises et de l'État.",
    explanationEn:
      'A first abolition was voted in 1794, but Bonaparte restored slavery in 1802. It was definitively abolished by the decree of 27 April 1848, under the Second Republic. 1685 is the year of the Code noir, which regulated slavery; 1905 that of the law separating the Churches and the State.',
    source: "Décret du 27 avril 1848 relatif à l'abolition de l'esclavage dans les colonies et possessions françaises",
  },
  {
    ...base,
    id: 'hist-029',
    difficulty: 5,
    officialRef: 'HGC-023',
    content: "En 1794, la Convention abolit une première fois l'esclavage. Qui l'a rétabli en 1802 ?",
    contentEn: 'In 1794 the Convention abolished slavery for the first time. Who restored it in 1802?',
    options: ['Napoléon Bonaparte', 'Louis XVI', 'Napoléon III', 'Charles X'],
    optionsEn: ['Napoleon Bonaparte', 'Louis XVI', 'Napoleon III', 'Charles X'],
    correctAnswer: 'Napoléon Bonaparte',
    explanation:
      "Le décret du 16 pluviôse an II (4 février 1794) abolit l'esclavage dans toutes les colonies. Premier consul, Napoléon Bonaparte le rétablit par la loi du 20 mai 1802. Il faudra attendre 1848 pour l'abolition définitive. Louis XVI était mort en 1793 ; Charles X et Napoléon III ont régné plus tard.",
    explanationEn:
      'The decree of 16 Pluviôse Year II (4 February 1794) abolished slavery in all the colonies. As First Consul, Napoleon Bonaparte restored it by the law of 20 May 1802. Definitive abolition had to wait until 1848. Louis XVI had died in 1793; Charles X and Napoleon III reigned later.',
    source: 'Décret de la Convention du 16 pluviôse an II (4 février 1794) ; loi du 30 floréal an X (20 mai 1802)',
  },
  {
    ...base,
    id: 'hist-030',
    difficulty: 3,
    officialRef: 'HGC-024',
    content: "Quel homme politique a fait signer en 1848 le décret abolissant l'esclavage ?",
    contentEn: 'Which politician had the decree abolishing slavery signed in 1848?',
    options: ['Jules Ferry', 'Victor Schœlcher', 'Napoléon Bonaparte', 'Jean Jaurès'],
    optionsEn: ['Jules Ferry', 'Victor Schœlcher', 'Napoleon Bonaparte', 'Jean Jaurès'],
    correctAnswer: 'Victor Schœlcher',
    explanation:
      "Sous-secrétaire d'État à la Marine et aux Colonies dans le gouvernement provisoire de 1848, Victor Schœlcher obtient le décret du 27 avril 1848 qui abolit l'esclavage. Ses cendres sont au Panthéon depuis 1949. Napoléon Bonaparte avait au contraire rétabli l'esclavage en 1802.",
    explanationEn:
      'Under-Secretary of State for the Navy and the Colonies in the 1848 provisional government, Victor Schœlcher obtained the decree of 27 April 1848 abolishing slavery. His ashes have been in the Panthéon since 1949. Napoleon Bonaparte, by contrast, had restored slavery in 1802.',
    source: "Décret du 27 avril 1848 relatif à l'abolition de l'esclavage ; Centre des monuments nationaux — Panthéon",
  },
  {
    ...base,
    id: 'hist-031',
    difficulty: 4,
    officialRef: 'HGC-025',
    content: "Depuis quelle année l'école primaire publique est-elle gratuite en France ?",
    contentEn: 'Since which year has public primary school been free in France?',
    options: ['1789', '1848', '1881', '1946'],
    optionsEn: ['1789', '1848', '1881', '1946'],
    correctAnswer: '1881',
    explanation:
      "La loi du 16 juin 1881, voulue par Jules Ferry, rend gratuite l'école primaire publique. La loi du 28 mars 1882 la rend ensuite obligatoire (de 6 à 13 ans à l'époque) et laïque. Aujourd'hui, l'instruction est obligatoire de 3 à 16 ans.",
    explanationEn:
      'The law of 16 June 1881, wanted by Jules Ferry, made public primary school free. The law of 28 March 1882 then made it compulsory (from 6 to 13 at the time) and secular. Today, education is compulsory from 3 to 16.',
    source: "Loi du 16 juin 1881 établissant la gratuité absolue de l'enseignement primaire dans les écoles publiques",
  },
  {
    ...base,
    id: 'hist-032',
    difficulty: 1,
    officialRef: 'HGC-026',
    content: 'En 1944, quel droit nouveau les femmes ont-elles obtenu en France ?',
    contentEn: 'In 1944, what new right did women obtain in France?',
    options: [
      "Le droit de vote et d'être élues",
      'Le droit de travailler',
      "Le droit d'aller à l'école",
      'Le droit de se marier',
    ],
    optionsEn: [
      'The right to vote and to stand for election',
      'The right to work',
      'The right to go to school',
      'The right to marry',
    ],
    correctAnswer: "Le droit de vote et d'être élues",
    explanation:
      "L'ordonnance du 21 avril 1944 dispose que « les femmes sont électrices et éligibles dans les mêmes conditions que les hommes ». Elles votent pour la première fois aux élections municipales du 29 avril 1945. Elles pouvaient déjà travailler, aller à l'école et se marier.",
    explanationEn:
      'The ordinance of 21 April 1944 states that “women are voters and eligible under the same conditions as men”. They voted for the first time in the municipal elections of 29 April 1945. They could already work, go to school and marry.',
    source: 'Ordonnance du 21 avril 1944 portant organisation des pouvoirs publics en France après la Libération, art. 17',
  },
  {
    ...base,
    id: 'hist-033',
    difficulty: 2,
    officialRef: 'HGC-027',
    content: 'Quelle organisation internationale a été créée en 1945, à la fin de la Seconde Guerre mondiale ?',
    contentEn: 'Which international organisation was created in 1945, at the end of the Second World War?',
    options: [
      "L'Union européenne",
      "L'Organisation du traité de l'Atlantique Nord (OTAN)",
      "Le Conseil de l'Europe",
      "L'Organisation des Nations unies (ONU)",
    ],
    optionsEn: [
      'The European Union',
      'The North Atlantic Treaty Organization (NATO)',
      'The Council of Europe',
      'The United Nations (UN)',
    ],
    correctAnswer: "L'Organisation des Nations unies (ONU)",
    explanation:
      "La Charte des Nations unies est signée à San Francisco le 26 juin 1945 pour maintenir la paix ; l'ONU naît officiellement le 24 octobre 1945. La France est l'un des cinq membres permanents de son Conseil de sécurité. L'OTAN et le Conseil de l'Europe datent de 1949, l'Union européenne de 1992.",
    explanationEn:
      'The Charter of the United Nations was signed in San Francisco on 26 June 1945 to keep the peace; the UN was officially born on 24 October 1945. France is one of the five permanent members of its Security Council. NATO and the Council of Europe date from 1949, the European Union from 1992.',
    source: 'Charte des Nations unies, San Francisco, 26 juin 1945',
  },
  {
    ...base,
    id: 'hist-034',
    difficulty: 2,
    officialRef: 'HGC-028',
    content: 'En quelle année les pièces et les billets en euros ont-ils remplacé le franc dans les porte-monnaie des Français ?',
    contentEn: "In which year did euro coins and banknotes replace the franc in French people's wallets?",
    options: ['1992', '2002', '2007', '1986'],
    optionsEn: ['1992', '2002', '2007', '1986'],
    correctAnswer: '2002',
    explanation:
      "L'euro est la monnaie officielle de la France depuis le 1er janvier 1999, d'abord pour les paiements par chèque, carte ou virement. Les pièces et billets en euros sont mis en circulation le 1er janvier 2002 ; le franc cesse d'avoir cours le 17 février 2002.",
    explanationEn:
      "The euro has been France's official currency since 1 January 1999, first for payments by cheque, card or transfer. Euro coins and notes were put into circulation on 1 January 2002; the franc ceased to be legal tender on 17 February 2002.",
    source: "Règlement (CE) n° 974/98 du Conseil du 3 mai 1998 concernant l'introduction de l'euro ; banque-france.fr — « L'euro »",
  },
  {
    ...base,
    id: 'hist-035',
    difficulty: 5,
    officialRef: 'HGC-028',
    content: "À quelle date l'euro est-il devenu la monnaie officielle de la France, d'abord pour les paiements sans espèces ?",
    contentEn: "On what date did the euro become France's official currency, at first for cashless payments?",
    options: ['Le 7 février 1992', 'Le 1er janvier 1999', 'Le 1er novembre 1993', 'Le 1er janvier 2007'],
    optionsEn: ['7 February 1992', '1 January 1999', '1 November 1993', '1 January 2007'],
    correctAnswer: 'Le 1er janvier 1999',
    explanation:
      "Le 1er janvier 1999, l'euro remplace le franc comme monnaie de la France et de dix autres pays : le franc n'en est plus qu'une subdivision et l'euro sert aux paiements par chèque, carte ou virement. Les espèces arrivent en 2002. Le 7 février 1992 est la signature du traité de Maastricht, le 1er novembre 1993 son entrée en vigueur.",
    explanationEn:
      'On 1 January 1999 the euro replaced the franc as the currency of France and ten other countries: the franc became a mere subdivision and the euro was used for payments by cheque, card or transfer. Cash came in 2002. 7 February 1992 is the signing of the Maastricht Treaty, 1 November 1993 its entry into force.',
    source: "Règlement (CE) n° 974/98 du Conseil du 3 mai 1998 concernant l'introduction de l'euro, art. 2",
  },
  {
    ...base,
    id: 'hist-036',
    difficulty: 3,
    officialRef: 'HGC-029',
    content: 'Pendant la Seconde Guerre mondiale, à quelle date Paris a-t-il été libéré ?',
    contentEn: 'During the Second World War, on what date was Paris liberated?',
    options: ['Le 6 juin 1944', 'Le 8 mai 1945', 'Le 25 août 1944', 'Le 18 juin 1940'],
    optionsEn: ['6 June 1944', '8 May 1945', '25 August 1944', '18 June 1940'],
    correctAnswer: 'Le 25 août 1944',
    explanation:
      "Après une insurrection des Parisiens et des résistants, la 2e division blindée du général Leclerc entre dans Paris ; le commandant allemand capitule le 25 août 1944. Le général de Gaulle prononce le soir même à l'Hôtel de Ville son discours « Paris libéré ! ».",
    explanationEn:
      "After an uprising by Parisians and resistance fighters, General Leclerc's 2nd Armoured Division entered Paris; the German commander surrendered on 25 August 1944. That same evening General de Gaulle gave his “Paris liberated!” speech at the Hôtel de Ville.",
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « La libération de Paris »',
  },
  {
    ...base,
    id: 'hist-037',
    difficulty: 4,
    officialRef: 'HGC-030',
    content: 'Au XVIIIe siècle, quel était le premier port français de la traite négrière ?',
    contentEn: 'In the 18th century, what was the leading French port of the slave trade?',
    options: ['Marseille', 'Toulon', 'Cherbourg', 'Nantes'],
    optionsEn: ['Marseille', 'Toulon', 'Cherbourg', 'Nantes'],
    correctAnswer: 'Nantes',
    explanation:
      "Plus de 40 % des expéditions négrières françaises sont parties de Nantes, loin devant La Rochelle, Le Havre et Bordeaux. La ville a ouvert en 2012 un Mémorial de l'abolition de l'esclavage. Marseille et Toulon, en Méditerranée, n'ont presque pas pris part à ce commerce atlantique.",
    explanationEn:
      'More than 40% of French slave-trading voyages left from Nantes, far ahead of La Rochelle, Le Havre and Bordeaux. In 2012 the city opened a Memorial to the Abolition of Slavery. Marseille and Toulon, on the Mediterranean, took almost no part in this Atlantic trade.',
    source: "Mémorial de l'abolition de l'esclavage (Nantes) ; Fondation pour la mémoire de l'esclavage — « Nantes et la traite »",
  },
  {
    ...base,
    id: 'hist-038',
    difficulty: 4,
    officialRef: 'HGC-031',
    content: "Quel philosophe des Lumières a dénoncé l'esclavage avec ironie dans « De l'esprit des lois » (1748) ?",
    contentEn: 'Which Enlightenment philosopher denounced slavery with irony in “The Spirit of the Laws” (1748)?',
    options: ['Montesquieu', 'René Descartes', 'Blaise Pascal', 'Jean-Paul Sartre'],
    optionsEn: ['Montesquieu', 'René Descartes', 'Blaise Pascal', 'Jean-Paul Sartre'],
    correctAnswer: 'Montesquieu',
    explanation:
      "Dans le chapitre « De l'esclavage des nègres » de De l'esprit des lois, Montesquieu reprend les arguments des esclavagistes pour en montrer l'absurdité. D'autres penseurs des Lumières, comme Voltaire ou Condorcet, ont aussi critiqué l'esclavage. Descartes et Pascal ont vécu au XVIIe siècle, Sartre au XXe.",
    explanationEn:
      "In the chapter “On the slavery of Negroes” of The Spirit of the Laws, Montesquieu repeats the slave traders' arguments to show how absurd they are. Other Enlightenment thinkers, such as Voltaire or Condorcet, also criticised slavery. Descartes and Pascal lived in the 17th century, Sartre in the 20th.",
    source: "Montesquieu, De l'esprit des lois (1748), livre XV, chapitre 5",
  },
  {
    ...base,
    id: 'hist-039',
    difficulty: 2,
    officialRef: 'HGC-034',
    content: 'Qui était Marie Curie ?',
    contentEn: 'Who was Marie Curie?',
    options: [
      'Une reine de France',
      'Une scientifique, deux fois prix Nobel pour ses travaux sur la radioactivité',
      'Une chanteuse des années 1960',
      'Une résistante fusillée en 1944',
    ],
    optionsEn: [
      'A queen of France',
      'A scientist, twice awarded the Nobel Prize for her work on radioactivity',
      'A singer of the 1960s',
      'A resistance fighter shot in 1944',
    ],
    correctAnswer: 'Une scientifique, deux fois prix Nobel pour ses travaux sur la radioactivité',
    explanation:
      "Née en Pologne en 1867 et devenue française par son mariage avec Pierre Curie, Marie Curie reçoit le prix Nobel de physique en 1903 et celui de chimie en 1911 (découverte du polonium et du radium). Première femme professeure à la Sorbonne, elle repose au Panthéon depuis 1995.",
    explanationEn:
      'Born in Poland in 1867 and French through her marriage to Pierre Curie, Marie Curie received the Nobel Prize in Physics in 1903 and in Chemistry in 1911 (discovery of polonium and radium). The first woman professor at the Sorbonne, she has rested in the Panthéon since 1995.',
    source: 'Musée Curie — « Marie Curie » ; nobelprize.org — « Marie Curie, facts »',
  },
  {
    ...base,
    id: 'hist-040',
    difficulty: 2,
    officialRef: 'HGC-042',
    content: 'Qui était Claude Joseph Rouget de Lisle ?',
    contentEn: 'Who was Claude Joseph Rouget de Lisle?',
    options: [
      'Un roi de France',
      'Un général de Napoléon',
      "L'officier qui a écrit et composé La Marseillaise en 1792",
      'Le premier président de la IIIe République',
    ],
    optionsEn: [
      'A king of France',
      "One of Napoleon's generals",
      'The officer who wrote and composed La Marseillaise in 1792',
      'The first president of the Third Republic',
    ],
    correctAnswer: "L'officier qui a écrit et composé La Marseillaise en 1792",
    explanation:
      "Jeune officier en garnison à Strasbourg, Rouget de Lisle écrit en avril 1792 le « Chant de guerre pour l'armée du Rhin ». Chanté par les volontaires marseillais arrivant à Paris, il devient « La Marseillaise », aujourd'hui hymne national selon l'article 2 de la Constitution.",
    explanationEn:
      'A young officer stationed in Strasbourg, Rouget de Lisle wrote the “War Song for the Army of the Rhine” in April 1792. Sung by the volunteers from Marseille arriving in Paris, it became “La Marseillaise”, today the national anthem under Article 2 of the Constitution.',
    source: 'elysee.fr — « La Marseillaise » ; Constitution du 4 octobre 1958, art. 2',
  },
  {
    ...base,
    id: 'hist-041',
    difficulty: 2,
    content: "Quel chef gaulois a résisté à Jules César avant d'être vaincu à Alésia en 52 avant J.-C. ?",
    contentEn: 'Which Gallic chief resisted Julius Caesar before being defeated at Alesia in 52 BC?',
    options: ['Clovis', 'Charlemagne', 'Vercingétorix', 'Charles Martel'],
    optionsEn: ['Clovis', 'Charlemagne', 'Vercingetorix', 'Charles Martel'],
    correctAnswer: 'Vercingétorix',
    explanation:
      'Chef du peuple gaulois des Arvernes, Vercingétorix unit plusieurs peuples de Gaule contre les légions romaines. Assiégé à Alésia, il se rend à Jules César en 52 avant J.-C. ; la Gaule devient romaine. Clovis, Charles Martel et Charlemagne sont des rois ou chefs francs bien plus tardifs.',
    explanationEn:
      'Chief of the Gallic people of the Arverni, Vercingetorix united several peoples of Gaul against the Roman legions. Besieged at Alesia, he surrendered to Julius Caesar in 52 BC; Gaul became Roman. Clovis, Charles Martel and Charlemagne are much later Frankish kings or leaders.',
    source: 'Jules César, Commentaires sur la guerre des Gaules, livre VII ; MuséoParc Alésia',
  },
  {
    ...base,
    id: 'hist-042',
    difficulty: 3,
    content: "Quel roi des Francs s'est fait baptiser à Reims vers l'an 500 ?",
    contentEn: 'Which king of the Franks was baptised in Reims around the year 500?',
    options: ['Clovis', 'Hugues Capet', 'Louis IX (Saint Louis)', 'Charlemagne'],
    optionsEn: ['Clovis', 'Hugh Capet', 'Louis IX (Saint Louis)', 'Charlemagne'],
    correctAnswer: 'Clovis',
    explanation:
      "Clovis, roi des Francs, est baptisé par l'évêque Remi à Reims ; la date exacte est discutée par les historiens (entre 496 et 511). Ce baptême explique que les rois de France aient ensuite été sacrés à Reims. Charlemagne, Hugues Capet et Saint Louis ont régné plus tard.",
    explanationEn:
      'Clovis, king of the Franks, was baptised by Bishop Remigius in Reims; historians debate the exact date (between 496 and 511). This baptism explains why the kings of France were later crowned in Reims. Charlemagne, Hugh Capet and Saint Louis reigned later.',
    source: 'Grégoire de Tours, Histoire des Francs, livre II ; UNESCO — « Cathédrale Notre-Dame, ancienne abbaye Saint-Remi et palais du Tau, Reims »',
  },
  {
    ...base,
    id: 'hist-043',
    difficulty: 3,
    content: 'En quelle année Charlemagne a-t-il été couronné empereur à Rome ?',
    contentEn: 'In which year was Charlemagne crowned emperor in Rome?',
    options: ['52 avant J.-C.', '987', '1515', '800'],
    optionsEn: ['52 BC', '987', '1515', '800'],
    correctAnswer: '800',
    explanation:
      "Roi des Francs depuis 768, Charlemagne est couronné empereur par le pape Léon III à Rome le 25 décembre 800. Son empire couvre une grande partie de l'Europe de l'Ouest. 987 est l'avènement d'Hugues Capet, 1515 la bataille de Marignan.",
    explanationEn:
      'King of the Franks since 768, Charlemagne was crowned emperor by Pope Leo III in Rome on 25 December 800. His empire covered much of Western Europe. 987 is the accession of Hugh Capet, 1515 the battle of Marignano.',
    source: 'Éginhard, Vie de Charlemagne (IXe siècle), chap. 28',
  },
  {
    ...base,
    id: 'hist-044',
    difficulty: 5,
    content: 'Quel roi, élu en 987, a donné son nom à la dynastie des Capétiens ?',
    contentEn: 'Which king, elected in 987, gave his name to the Capetian dynasty?',
    options: ['Hugues Capet', 'Clovis', 'Pépin le Bref', 'Philippe Auguste'],
    optionsEn: ['Hugh Capet', 'Clovis', 'Pepin the Short', 'Philip Augustus'],
    correctAnswer: 'Hugues Capet',
    explanation:
      "En 987, les grands du royaume élisent Hugues Capet roi des Francs. Ses descendants, les Capétiens et leurs branches (Valois, Bourbons, Orléans), régneront sur la France jusqu'en 1848. Clovis appartient aux Mérovingiens, Pépin le Bref aux Carolingiens ; Philippe Auguste est un Capétien plus tardif.",
    explanationEn:
      'In 987 the great lords of the kingdom elected Hugh Capet king of the Franks. His descendants, the Capetians and their branches (Valois, Bourbons, Orléans), would rule France until 1848. Clovis belongs to the Merovingians, Pepin the Short to the Carolingians; Philip Augustus is a later Capetian.',
    source: 'Richer de Reims, Histoire de France (Historiae), livre IV ; Archives nationales — chronologie des rois de France',
  },
  {
    ...base,
    id: 'hist-045',
    difficulty: 2,
    content: "Quelle jeune femme a combattu les Anglais pendant la guerre de Cent Ans avant d'être brûlée à Rouen en 1431 ?",
    contentEn: "Which young woman fought the English during the Hundred Years' War before being burned in Rouen in 1431?",
    options: [
      'Marie-Antoinette',
      "Jeanne d'Arc",
      'Catherine de Médicis',
      'Olympe de Gouges',
    ],
    optionsEn: ['Marie Antoinette', 'Joan of Arc', "Catherine de' Medici", 'Olympe de Gouges'],
    correctAnswer: "Jeanne d'Arc",
    explanation:
      "En 1429, Jeanne d'Arc aide à délivrer Orléans assiégée par les Anglais, puis conduit Charles VII à Reims pour son sacre. Capturée, jugée pour hérésie, elle est brûlée vive à Rouen le 30 mai 1431. Marie-Antoinette et Olympe de Gouges ont été guillotinées en 1793.",
    explanationEn:
      'In 1429 Joan of Arc helped free Orléans, besieged by the English, then led Charles VII to Reims for his coronation. Captured and tried for heresy, she was burned alive in Rouen on 30 May 1431. Marie Antoinette and Olympe de Gouges were guillotined in 1793.',
    source: "Procès de condamnation de Jeanne d'Arc (1431) ; Archives nationales — « Jeanne d'Arc »",
  },
  {
    ...base,
    id: 'hist-046',
    difficulty: 3,
    content: 'Contre quel royaume la France a-t-elle mené la guerre de Cent Ans (1337-1453) ?',
    contentEn: "Against which kingdom did France wage the Hundred Years' War (1337-1453)?",
    options: ["L'Espagne", "L'Angleterre", 'La Prusse', "L'Empire ottoman"],
    optionsEn: ['Spain', 'England', 'Prussia', 'The Ottoman Empire'],
    correctAnswer: "L'Angleterre",
    explanation:
      "La guerre de Cent Ans oppose les rois de France et d'Angleterre, qui réclament la couronne de France. Elle dure en réalité 116 ans, de 1337 à 1453, et s'achève par la victoire française de Castillon. Jeanne d'Arc en est une figure célèbre.",
    explanationEn:
      "The Hundred Years' War set the kings of France against the kings of England, who claimed the French crown. It actually lasted 116 years, from 1337 to 1453, and ended with the French victory at Castillon. Joan of Arc is one of its famous figures.",
    source: 'Archives nationales — « La guerre de Cent Ans » ; Livret du citoyen (2024)',
  },
  {
    ...base,
    id: 'hist-047',
    difficulty: 5,
    content: "En 1871, quel mouvement a gouverné Paris pendant deux mois avant d'être écrasé lors de la « Semaine sanglante » ?",
    contentEn: 'In 1871, which movement governed Paris for two months before being crushed during the “Bloody Week”?',
    options: ['La Fronde', 'La Terreur', 'Les Trois Glorieuses', 'La Commune de Paris'],
    optionsEn: ['The Fronde', 'The Terror', 'The Three Glorious Days', 'The Paris Commune'],
    correctAnswer: 'La Commune de Paris',
    explanation:
      "Après la défaite contre la Prusse, les Parisiens insurgés refusent l'autorité du gouvernement d'Adolphe Thiers et forment la Commune, du 18 mars au 28 mai 1871. L'armée la réprime du 21 au 28 mai, la « Semaine sanglante », qui fait des milliers de morts. La Fronde date du XVIIe siècle, la Terreur de 1793-1794, les Trois Glorieuses de 1830.",
    explanationEn:
      "After the defeat by Prussia, insurgent Parisians rejected the authority of Adolphe Thiers's government and formed the Commune, from 18 March to 28 May 1871. The army crushed it from 21 to 28 May, the “Bloody Week”, which left thousands dead. The Fronde dates from the 17th century, the Terror from 1793-1794, the Three Glorious Days from 1830.",
    source: "Résolution de l'Assemblée nationale du 29 novembre 2016 pour rendre justice aux victimes de la répression de la Commune de Paris de 1871",
  },
  {
    ...base,
    id: 'hist-048',
    difficulty: 4,
    content: "Que permettait l'édit de Nantes signé par Henri IV en 1598 ?",
    contentEn: 'What did the Edict of Nantes, signed by Henry IV in 1598, allow?',
    options: [
      'Aux protestants de pratiquer leur religion, sous conditions',
      "L'abolition de l'esclavage",
      'Le droit de vote pour tous les hommes',
      "La séparation des Églises et de l'État",
    ],
    optionsEn: [
      'Protestants to practise their religion, under conditions',
      'The abolition of slavery',
      'The right to vote for all men',
      'The separation of the Churches and the State',
    ],
    correctAnswer: 'Aux protestants de pratiquer leur religion, sous conditions',
    explanation:
      "Pour mettre fin aux guerres de Religion entre catholiques et protestants, Henri IV accorde en 1598 aux protestants la liberté de conscience et, sous conditions, de culte. Louis XIV révoque cet édit en 1685. La séparation des Églises et de l'État ne vient qu'en 1905.",
    explanationEn:
      'To end the Wars of Religion between Catholics and Protestants, Henry IV granted Protestants freedom of conscience in 1598 and, under conditions, freedom of worship. Louis XIV revoked the edict in 1685. The separation of the Churches and the State only came in 1905.',
    source: 'Édit de Nantes (avril 1598) ; édit de Fontainebleau (octobre 1685) portant révocation',
  },
  {
    ...base,
    id: 'hist-049',
    difficulty: 1,
    content: 'Quel roi de France était surnommé le « Roi-Soleil » ?',
    contentEn: 'Which king of France was nicknamed the “Sun King”?',
    options: ['Louis XVI', 'Henri IV', 'Louis XIV', 'François Ier'],
    optionsEn: ['Louis XVI', 'Henry IV', 'Louis XIV', 'Francis I'],
    correctAnswer: 'Louis XIV',
    explanation:
      "Louis XIV choisit le soleil comme emblème de son pouvoir absolu. Il règne 72 ans (1643-1715), le plus long règne de l'histoire de France, et installe la cour à Versailles en 1682. Louis XVI, l'un de ses descendants, sera guillotiné en 1793.",
    explanationEn:
      'Louis XIV chose the sun as the emblem of his absolute power. He reigned for 72 years (1643-1715), the longest reign in French history, and moved the court to Versailles in 1682. Louis XVI, one of his descendants, was guillotined in 1793.',
    source: 'Château de Versailles — « Louis XIV, le Roi-Soleil »',
  },
  {
    ...base,
    id: 'hist-050',
    difficulty: 5,
    content: "Que décide l'Assemblée nationale pendant la nuit du 4 août 1789 ?",
    contentEn: 'What did the National Assembly decide during the night of 4 August 1789?',
    options: [
      "L'exécution du roi",
      'La création du Code civil',
      "La proclamation de l'Empire",
      "L'abolition des privilèges",
    ],
    optionsEn: [
      'The execution of the king',
      'The creation of the Civil Code',
      'The proclamation of the Empire',
      'The abolition of privileges',
    ],
    correctAnswer: "L'abolition des privilèges",
    explanation:
      "Dans la nuit du 4 août 1789, les députés abolissent les privilèges de la noblesse et du clergé et les droits féodaux : tous deviennent égaux devant l'impôt et la loi. Le roi n'est exécuté qu'en 1793, le Code civil date de 1804 et l'Empire est proclamé en 1804.",
    explanationEn:
      'During the night of 4 August 1789, the deputies abolished the privileges of the nobility and clergy and feudal rights: everyone became equal before tax and the law. The king was only executed in 1793, the Civil Code dates from 1804 and the Empire was proclaimed in 1804.',
    source: "Décret de l'Assemblée nationale des 4, 6, 7, 8 et 11 août 1789 ; DDHC 1789, art. 1er et 13",
  },
  {
    ...base,
    id: 'hist-051',
    difficulty: 4,
    content: 'En quelle année la royauté a-t-elle été abolie et la Première République proclamée ?',
    contentEn: 'In which year was the monarchy abolished and the First Republic proclaimed?',
    options: ['1789', '1815', '1848', '1792'],
    optionsEn: ['1789', '1815', '1848', '1792'],
    correctAnswer: '1792',
    explanation:
      "Le 21 septembre 1792, la Convention nationale, tout juste élue, abolit la royauté ; le 22 septembre 1792 devient le premier jour de l'an I de la République. En 1789, la France était encore une monarchie ; 1848 est la naissance de la IIe République.",
    explanationEn:
      'On 21 September 1792 the newly elected National Convention abolished the monarchy; 22 September 1792 became the first day of Year I of the Republic. In 1789 France was still a monarchy; 1848 is the birth of the Second Republic.',
    source: 'Décret de la Convention nationale du 21 septembre 1792 abolissant la royauté',
  },
  {
    ...base,
    id: 'hist-052',
    difficulty: 3,
    content: 'Quelle bataille, perdue en 1815, met fin au règne de Napoléon Ier ?',
    contentEn: 'Which battle, lost in 1815, ended the reign of Napoleon I?',
    options: ['Waterloo', 'Austerlitz', 'Verdun', 'Valmy'],
    optionsEn: ['Waterloo', 'Austerlitz', 'Verdun', 'Valmy'],
    correctAnswer: 'Waterloo',
    explanation:
      "Le 18 juin 1815, à Waterloo (en Belgique actuelle), Napoléon est battu par les armées britannique et prussienne. Il abdique puis est exilé à Sainte-Hélène, où il meurt en 1821. Austerlitz (1805) est l'une de ses grandes victoires, Valmy (1792) une victoire de la Révolution, Verdun une bataille de 1916.",
    explanationEn:
      'On 18 June 1815, at Waterloo (in present-day Belgium), Napoleon was defeated by the British and Prussian armies. He abdicated and was exiled to Saint Helena, where he died in 1821. Austerlitz (1805) is one of his great victories, Valmy (1792) a victory of the Revolution, Verdun a battle of 1916.',
    source: 'Fondation Napoléon — « La bataille de Waterloo (18 juin 1815) »',
  },
  {
    ...base,
    id: 'hist-053',
    difficulty: 5,
    content: 'En 1848, quel droit la IIe République accorde-t-elle à tous les hommes de 21 ans et plus ?',
    contentEn: 'In 1848, what right did the Second Republic grant to all men aged 21 and over?',
    options: [
      'Le droit de grève',
      'Le droit de vote, avec le suffrage universel masculin',
      'Deux semaines de congés payés',
      'Le droit au divorce',
    ],
    optionsEn: [
      'The right to strike',
      'The right to vote, with universal male suffrage',
      'Two weeks of paid holiday',
      'The right to divorce',
    ],
    correctAnswer: 'Le droit de vote, avec le suffrage universel masculin',
    explanation:
      "Le décret du 5 mars 1848 instaure le suffrage universel masculin : tout Français de 21 ans jouissant de ses droits peut voter, sans condition de fortune. Les femmes n'obtiendront ce droit qu'en 1944. Le droit de grève date de 1864 et les congés payés de 1936.",
    explanationEn:
      'The decree of 5 March 1848 introduced universal male suffrage: every Frenchman aged 21 enjoying his rights could vote, with no wealth requirement. Women would only obtain this right in 1944. The right to strike dates from 1864 and paid holidays from 1936.',
    source: 'Décret du gouvernement provisoire du 5 mars 1848 (suffrage universel)',
  },
  {
    ...base,
    id: 'hist-054',
    difficulty: 2,
    content: "La loi Jules Ferry du 28 mars 1882 rend l'instruction primaire obligatoire. Pour quels enfants ?",
    contentEn: 'The Jules Ferry law of 28 March 1882 made primary education compulsory. For which children?',
    options: [
      'Les garçons seulement, de 6 à 13 ans',
      'Les filles et les garçons de 3 à 16 ans',
      'Les enfants des villes, de 7 à 12 ans',
      'Les filles et les garçons de 6 à 13 ans',
    ],
    optionsEn: [
      'Boys only, from 6 to 13',
      'Girls and boys from 3 to 16',
      'Children in towns, from 7 to 12',
      'Girls and boys from 6 to 13',
    ],
    correctAnswer: 'Les filles et les garçons de 6 à 13 ans',
    explanation:
      "Ministre de l'Instruction publique, Jules Ferry fait voter la loi du 16 juin 1881, qui rend l'école primaire publique gratuite, puis celle du 28 mars 1882, qui rend l'instruction obligatoire pour les filles comme pour les garçons de 6 à 13 ans, et l'enseignement public laïc. Aujourd'hui, l'instruction est obligatoire de 3 à 16 ans.",
    explanationEn:
      'As Minister of Public Instruction, Jules Ferry had Parliament pass the law of 16 June 1881, which made public primary school free, then that of 28 March 1882, which made education compulsory for girls and boys alike from 6 to 13, and state teaching secular. Today education is compulsory from 3 to 16.',
    source: "Loi du 28 mars 1882 sur l'enseignement primaire obligatoire, art. 4 ; loi du 16 juin 1881",
  },
  {
    ...base,
    id: 'hist-055',
    difficulty: 4,
    content: 'De quoi le capitaine Alfred Dreyfus a-t-il été accusé à tort en 1894 ?',
    contentEn: 'What was Captain Alfred Dreyfus wrongly accused of in 1894?',
    options: [
      "D'avoir déserté pendant une bataille",
      "D'avoir volé la caisse de son régiment",
      "D'avoir livré des secrets militaires à l'Allemagne",
      "D'avoir insulté le président de la République",
    ],
    optionsEn: [
      'Deserting during a battle',
      "Stealing his regiment's funds",
      'Passing military secrets to Germany',
      'Insulting the President of the Republic',
    ],
    correctAnswer: "D'avoir livré des secrets militaires à l'Allemagne",
    explanation:
      "Officier juif, Alfred Dreyfus est condamné en 1894 pour trahison au profit de l'Allemagne, sur des preuves fausses et dans un climat d'antisémitisme. L'« Affaire » divise la France ; Émile Zola le défend dans « J'accuse… ! » (1898). Dreyfus est reconnu innocent et réhabilité en 1906.",
    explanationEn:
      "A Jewish officer, Alfred Dreyfus was convicted in 1894 of treason for Germany, on false evidence and in a climate of antisemitism. The “Affair” divided France; Émile Zola defended him in “J'accuse…!” (1898). Dreyfus was found innocent and rehabilitated in 1906.",
    source: "Arrêt de la Cour de cassation du 12 juillet 1906 (réhabilitation d'Alfred Dreyfus)",
  },
  {
    ...base,
    id: 'hist-056',
    difficulty: 3,
    content: "Quel député socialiste et pacifiste, fondateur du journal L'Humanité, a été assassiné le 31 juillet 1914 ?",
    contentEn: "Which socialist and pacifist deputy, founder of the newspaper L'Humanité, was assassinated on 31 July 1914?",
    options: ['Léon Blum', 'Jean Jaurès', 'Georges Clemenceau', 'Jules Ferry'],
    optionsEn: ['Léon Blum', 'Jean Jaurès', 'Georges Clemenceau', 'Jules Ferry'],
    correctAnswer: 'Jean Jaurès',
    explanation:
      "Jean Jaurès, député du Tarn, fonde L'Humanité en 1904 et défend jusqu'au bout la paix entre les peuples. Il est assassiné à Paris le 31 juillet 1914, trois jours avant l'entrée de la France dans la Première Guerre mondiale. Il repose au Panthéon depuis 1924.",
    explanationEn:
      "Jean Jaurès, deputy for the Tarn, founded L'Humanité in 1904 and defended peace between peoples to the very end. He was assassinated in Paris on 31 July 1914, three days before France entered the First World War. He has rested in the Panthéon since 1924.",
    source: 'assemblee-nationale.fr — « Jean Jaurès » (biographie des députés de la IIIe République)',
  },
  {
    ...base,
    id: 'hist-057',
    difficulty: 3,
    content: 'Quelle bataille de 1916, qui a duré dix mois, symbolise les souffrances des soldats français de la Grande Guerre ?',
    contentEn: 'Which 1916 battle, which lasted ten months, symbolises the suffering of French soldiers in the Great War?',
    options: ['Austerlitz', 'Waterloo', 'Marignan', 'Verdun'],
    optionsEn: ['Austerlitz', 'Waterloo', 'Marignano', 'Verdun'],
    correctAnswer: 'Verdun',
    explanation:
      "De février à décembre 1916, Français et Allemands s'affrontent à Verdun ; environ 300 000 soldats y meurent. La plupart des unités françaises y sont passées, ce qui en fait le symbole de la Grande Guerre. Austerlitz (1805), Waterloo (1815) et Marignan (1515) sont des batailles bien plus anciennes.",
    explanationEn:
      'From February to December 1916, French and German troops fought at Verdun; about 300,000 soldiers died there. Most French units fought there, which makes it the symbol of the Great War. Austerlitz (1805), Waterloo (1815) and Marignano (1515) are much older battles.',
    source: 'Ministère des Armées, cheminsdememoire.gouv.fr — « La bataille de Verdun » ; Mémorial de Verdun',
  },
  {
    ...base,
    id: 'hist-058',
    difficulty: 4,
    content: 'En 1936, quel nouveau droit le gouvernement du Front populaire de Léon Blum accorde-t-il aux salariés ?',
    contentEn: "In 1936, what new right did Léon Blum's Popular Front government give to employees?",
    options: [
      'Deux semaines de congés payés par an',
      'La retraite à 60 ans',
      'La semaine de 35 heures',
      'Le droit de vote des femmes',
    ],
    optionsEn: [
      'Two weeks of paid holiday a year',
      'Retirement at 60',
      'The 35-hour week',
      "Women's right to vote",
    ],
    correctAnswer: 'Deux semaines de congés payés par an',
    explanation:
      "La loi du 20 juin 1936 donne aux salariés deux semaines de congés payés, et une autre loi fixe la semaine de travail à 40 heures. Aujourd'hui, les salariés ont cinq semaines de congés payés. La retraite à 60 ans date de 1982, les 35 heures de 1998-2000, le vote des femmes de 1944.",
    explanationEn:
      "The law of 20 June 1936 gave employees two weeks of paid holiday, and another law set the working week at 40 hours. Today employees have five weeks of paid holiday. Retirement at 60 dates from 1982, the 35 hours from 1998-2000, women's vote from 1944.",
    source: "Loi du 20 juin 1936 instituant un congé annuel payé dans l'industrie et le commerce",
  },
  {
    ...base,
    id: 'hist-059',
    difficulty: 3,
    content: "Comment appelle-t-on le régime dirigé par le maréchal Pétain de 1940 à 1944, qui a collaboré avec l'Allemagne nazie ?",
    contentEn: 'What is the name of the regime led by Marshal Pétain from 1940 to 1944, which collaborated with Nazi Germany?',
    options: ['La France libre', 'Le régime de Vichy', 'La IVe République', 'Le Second Empire'],
    optionsEn: ['Free France', 'The Vichy regime', 'The Fourth Republic', 'The Second Empire'],
    correctAnswer: 'Le régime de Vichy',
    explanation:
      "Après la défaite de juin 1940, le Parlement donne le 10 juillet 1940 les pleins pouvoirs au maréchal Pétain, qui s'installe à Vichy et remplace la République par l'« État français ». Ce régime collabore avec l'occupant et participe à la déportation des Juifs. La France libre est, au contraire, celle du général de Gaulle à Londres.",
    explanationEn:
      "After the defeat of June 1940, Parliament gave full powers to Marshal Pétain on 10 July 1940; he settled in Vichy and replaced the Republic with the “French State”. This regime collaborated with the occupier and took part in the deportation of Jews. Free France, by contrast, was General de Gaulle's in London.",
    source: 'Ordonnance du 9 août 1944 relative au rétablissement de la légalité républicaine, art. 1er ; Loi constitutionnelle du 10 juillet 1940',
  },
  {
    ...base,
    id: 'hist-060',
    difficulty: 5,
    content: "Que s'est-il passé lors de la rafle du Vél' d'Hiv, les 16 et 17 juillet 1942 ?",
    contentEn: "What happened during the Vél' d'Hiv roundup, on 16 and 17 July 1942?",
    options: [
      'Les Alliés ont libéré Paris',
      'Des résistants ont libéré des prisonniers',
      "Le gouvernement s'est réfugié à Bordeaux",
      'La police française a arrêté environ 13 000 Juifs à Paris, ensuite déportés',
    ],
    optionsEn: [
      'The Allies liberated Paris',
      'Resistance fighters freed prisoners',
      'The government took refuge in Bordeaux',
      'The French police arrested about 13,000 Jews in Paris, who were then deported',
    ],
    correctAnswer: 'La police française a arrêté environ 13 000 Juifs à Paris, ensuite déportés',
    explanation:
      "Sur ordre de l'occupant et avec l'accord du régime de Vichy, la police française arrête environ 13 000 Juifs, dont plus de 4 000 enfants ; beaucoup sont enfermés au Vélodrome d'Hiver, puis presque tous sont déportés vers Auschwitz. Le 16 juillet 1995, le président Jacques Chirac a reconnu la responsabilité de la France dans ces crimes.",
    explanationEn:
      "On the occupier's orders and with the Vichy regime's agreement, the French police arrested about 13,000 Jews, including more than 4,000 children; many were held in the Vélodrome d'Hiver, and almost all were then deported to Auschwitz. On 16 July 1995 President Jacques Chirac recognised France's responsibility for these crimes.",
    source: "Loi n° 2000-644 du 10 juillet 2000 instaurant une journée nationale à la mémoire des victimes des crimes racistes et antisémites de l'État français ; elysee.fr — discours du 16 juillet 1995",
  },
  {
    ...base,
    id: 'hist-061',
    difficulty: 5,
    content: "Quel résistant d'origine arménienne, fusillé par les nazis en 1944, est entré au Panthéon en 2024 ?",
    contentEn: 'Which resistance fighter of Armenian origin, shot by the Nazis in 1944, entered the Panthéon in 2024?',
    options: ['Jean Moulin', 'Missak Manouchian', 'Charles Aznavour', 'Pierre Brossolette'],
    optionsEn: ['Jean Moulin', 'Missak Manouchian', 'Charles Aznavour', 'Pierre Brossolette'],
    correctAnswer: 'Missak Manouchian',
    explanation:
      'Rescapé du génocide des Arméniens, ouvrier et poète, Missak Manouchian dirige à Paris un groupe de résistants étrangers (FTP-MOI). Il est fusillé au Mont-Valérien le 21 février 1944 ; 80 ans plus tard, il entre au Panthéon avec son épouse Mélinée. Jean Moulin y est depuis 1964, Pierre Brossolette depuis 2015.',
    explanationEn:
      'A survivor of the Armenian genocide, a worker and poet, Missak Manouchian led a group of foreign resistance fighters (FTP-MOI) in Paris. He was shot at Mont-Valérien on 21 February 1944; 80 years later he entered the Panthéon with his wife Mélinée. Jean Moulin has been there since 1964, Pierre Brossolette since 2015.',
    source: 'Centre des monuments nationaux — « Missak et Mélinée Manouchian au Panthéon » (21 février 2024)',
  },
  {
    ...base,
    id: 'hist-062',
    difficulty: 3,
    content: 'Quelle artiste née aux États-Unis, devenue française en 1937 et résistante, est entrée au Panthéon en 2021 ?',
    contentEn: 'Which artist born in the United States, who became French in 1937 and joined the Resistance, entered the Panthéon in 2021?',
    options: ['Édith Piaf', 'Simone Veil', 'Joséphine Baker', 'Marie Curie'],
    optionsEn: ['Édith Piaf', 'Simone Veil', 'Joséphine Baker', 'Marie Curie'],
    correctAnswer: 'Joséphine Baker',
    explanation:
      'Née à Saint-Louis (États-Unis) en 1906, Joséphine Baker devient une star du music-hall à Paris et obtient la nationalité française en 1937. Pendant la guerre, elle sert la France libre ; elle lutte ensuite contre le racisme. Elle entre au Panthéon le 30 novembre 2021, par un cénotaphe : elle reste inhumée à Monaco. Simone Veil (2018) et Marie Curie (1995) sont nées en France et en Pologne.',
    explanationEn:
      'Born in St. Louis (United States) in 1906, Joséphine Baker became a music-hall star in Paris and acquired French nationality in 1937. During the war she served Free France; she later fought racism. She entered the Panthéon on 30 November 2021, through a cenotaph: she remains buried in Monaco. Simone Veil (2018) and Marie Curie (1995) were born in France and Poland.',
    source: 'Centre des monuments nationaux — « Joséphine Baker au Panthéon » (30 novembre 2021 ; cénotaphe, inhumée à Monaco)',
  },
  {
    ...base,
    id: 'hist-063',
    difficulty: 2,
    content: "En quelle année la Ve République a-t-elle commencé, avec l'adoption de sa Constitution ?",
    contentEn: 'In which year did the Fifth Republic begin, with the adoption of its Constitution?',
    options: ['1946', '1958', '1968', '1981'],
    optionsEn: ['1946', '1958', '1968', '1981'],
    correctAnswer: '1958',
    explanation:
      "Rappelé au pouvoir pendant la crise de la guerre d'Algérie, le général de Gaulle fait préparer une nouvelle Constitution, approuvée par référendum le 28 septembre 1958 et promulguée le 4 octobre 1958. 1946 est le début de la IVe République.",
    explanationEn:
      'Called back to power during the crisis of the Algerian war, General de Gaulle had a new Constitution drafted, approved by referendum on 28 September 1958 and promulgated on 4 October 1958. 1946 is the start of the Fourth Republic.',
    source: 'Constitution du 4 octobre 1958 ; conseil-constitutionnel.fr — « La Constitution du 4 octobre 1958 »',
  },
  {
    ...base,
    id: 'hist-064',
    difficulty: 3,
    content: "Quelle ministre de la Santé, rescapée d'Auschwitz, a fait adopter en 1975 la loi sur l'interruption volontaire de grossesse ?",
    contentEn: 'Which health minister, a survivor of Auschwitz, had the 1975 law on the voluntary termination of pregnancy passed?',
    options: ['Simone Veil', 'Simone de Beauvoir', 'Louise Michel', 'Olympe de Gouges'],
    optionsEn: ['Simone Veil', 'Simone de Beauvoir', 'Louise Michel', 'Olympe de Gouges'],
    correctAnswer: 'Simone Veil',
    explanation:
      "Déportée à Auschwitz-Birkenau à 16 ans, Simone Veil devient ministre de la Santé et défend la loi du 17 janvier 1975 qui dépénalise l'IVG. Elle sera en 1979 la première présidente du Parlement européen élu au suffrage universel, et entre au Panthéon en 2018. Simone de Beauvoir était écrivaine et philosophe.",
    explanationEn:
      'Deported to Auschwitz-Birkenau at 16, Simone Veil became health minister and defended the law of 17 January 1975 decriminalising abortion. In 1979 she became the first president of the European Parliament elected by universal suffrage, and she entered the Panthéon in 2018. Simone de Beauvoir was a writer and philosopher.',
    source: "Loi n° 75-17 du 17 janvier 1975 relative à l'interruption volontaire de la grossesse",
  },
  {
    ...base,
    id: 'hist-065',
    difficulty: 4,
    content: "Depuis quelle année l'âge de la majorité est-il fixé à 18 ans en France ?",
    contentEn: 'Since which year has the age of majority been set at 18 in France?',
    options: ['1945', '1958', '1974', '2000'],
    optionsEn: ['1945', '1958', '1974', '2000'],
    correctAnswer: '1974',
    explanation:
      "Jusqu'en 1974, on était majeur à 21 ans. La loi du 5 juillet 1974, voulue par le président Valéry Giscard d'Estaing, abaisse la majorité à 18 ans : à cet âge, on peut voter et on devient pleinement responsable de ses actes.",
    explanationEn:
      "Until 1974 people came of age at 21. The law of 5 July 1974, wanted by President Valéry Giscard d'Estaing, lowered the age of majority to 18: at that age one can vote and becomes fully responsible for one's acts.",
    source: "Loi n° 74-631 du 5 juillet 1974 fixant à dix-huit ans l'âge de la majorité ; Code civil, art. 414",
  },
  {
    ...base,
    id: 'hist-066',
    difficulty: 4,
    content: 'Quel traité, signé en 1957, a créé la Communauté économique européenne (CEE) ?',
    contentEn: 'Which treaty, signed in 1957, created the European Economic Community (EEC)?',
    options: ['Le traité de Versailles', 'Le traité de Maastricht', 'Le traité de Lisbonne', 'Le traité de Rome'],
    optionsEn: ['The Treaty of Versailles', 'The Maastricht Treaty', 'The Treaty of Lisbon', 'The Treaty of Rome'],
    correctAnswer: 'Le traité de Rome',
    explanation:
      "Le 25 mars 1957, les six pays de la CECA signent à Rome le traité qui crée la CEE, un marché commun. Le traité de Versailles (1919) met fin à la Première Guerre mondiale ; Maastricht (1992) crée l'Union européenne ; Lisbonne (2007) la réforme.",
    explanationEn:
      'On 25 March 1957 the six ECSC countries signed in Rome the treaty creating the EEC, a common market. The Treaty of Versailles (1919) ended the First World War; Maastricht (1992) created the European Union; Lisbon (2007) reformed it.',
    source: 'Traité instituant la Communauté économique européenne, Rome, 25 mars 1957',
  },
  {
    ...base,
    id: 'hist-067',
    difficulty: 5,
    content: "Quel ministre français a proposé, le 9 mai 1950, de mettre en commun le charbon et l'acier de la France et de l'Allemagne ?",
    contentEn: 'Which French minister proposed, on 9 May 1950, pooling the coal and steel of France and Germany?',
    options: ['Robert Schuman', 'Charles de Gaulle', 'Léon Blum', 'Georges Pompidou'],
    optionsEn: ['Robert Schuman', 'Charles de Gaulle', 'Léon Blum', 'Georges Pompidou'],
    correctAnswer: 'Robert Schuman',
    explanation:
      "Ministre des Affaires étrangères, Robert Schuman propose le 9 mai 1950, sur une idée de Jean Monnet, de placer le charbon et l'acier français et allemands sous une autorité commune, pour rendre la guerre « matériellement impossible ». Cette déclaration mène à la CECA ; le 9 mai est devenu la journée de l'Europe.",
    explanationEn:
      'As Foreign Minister, Robert Schuman proposed on 9 May 1950, on an idea of Jean Monnet, to place French and German coal and steel under a common authority, to make war “materially impossible”. This declaration led to the ECSC; 9 May has become Europe Day.',
    source: 'Déclaration Schuman du 9 mai 1950 ; european-union.europa.eu — « La déclaration Schuman »',
  },
  {
    ...base,
    id: 'hist-068',
    difficulty: 5,
    content: 'Quel traité, signé en 1963 par Charles de Gaulle et Konrad Adenauer, scelle la réconciliation franco-allemande ?',
    contentEn: 'Which treaty, signed in 1963 by Charles de Gaulle and Konrad Adenauer, sealed Franco-German reconciliation?',
    options: [
      'Le traité de Versailles',
      "Le traité de l'Élysée",
      'Le traité de Francfort',
      'Le traité de Rome',
    ],
    optionsEn: ['The Treaty of Versailles', 'The Élysée Treaty', 'The Treaty of Frankfurt', 'The Treaty of Rome'],
    correctAnswer: "Le traité de l'Élysée",
    explanation:
      "Signé au palais de l'Élysée le 22 janvier 1963, ce traité d'amitié organise une coopération régulière entre la France et l'Allemagne, ennemies dans trois guerres (1870, 1914, 1939). Le traité de Francfort (1871) et celui de Versailles (1919) sont au contraire des traités de fin de guerre.",
    explanationEn:
      'Signed at the Élysée Palace on 22 January 1963, this friendship treaty organises regular cooperation between France and Germany, enemies in three wars (1870, 1914, 1939). The Treaty of Frankfurt (1871) and the Treaty of Versailles (1919), by contrast, ended wars.',
    source: "Traité entre la République française et la République fédérale d'Allemagne sur la coopération franco-allemande, 22 janvier 1963",
  },
  {
    ...base,
    id: 'hist-069',
    difficulty: 4,
    content: 'Que reconnaît la loi du 21 mai 2001, dite loi Taubira ?',
    contentEn: 'What does the law of 21 May 2001, known as the Taubira law, recognise?',
    options: [
      'Le droit de vote des femmes',
      "La traite négrière et l'esclavage comme des crimes contre l'humanité",
      "L'abolition de la peine de mort",
      'Le mariage des couples de même sexe',
    ],
    optionsEn: [
      "Women's right to vote",
      'The slave trade and slavery as crimes against humanity',
      'The abolition of the death penalty',
      'Marriage for same-sex couples',
    ],
    correctAnswer: "La traite négrière et l'esclavage comme des crimes contre l'humanité",
    explanation:
      "Portée par la députée de Guyane Christiane Taubira, la loi du 21 mai 2001 reconnaît que la traite et l'esclavage pratiqués à partir du XVe siècle sont des crimes contre l'humanité, et les inscrit dans les programmes scolaires. Le 10 mai est la journée nationale des mémoires de la traite, de l'esclavage et de leurs abolitions.",
    explanationEn:
      'Championed by Christiane Taubira, deputy for French Guiana, the law of 21 May 2001 recognises that the slave trade and slavery practised from the 15th century are crimes against humanity, and puts them in school curricula. 10 May is the national day of remembrance of the slave trade, slavery and their abolitions.',
    source: "Loi n° 2001-434 du 21 mai 2001 tendant à la reconnaissance de la traite et de l'esclavage en tant que crime contre l'humanité, art. 1er",
  },
  {
    ...base,
    id: 'hist-070',
    difficulty: 4,
    content: 'Quelle femme a écrit en 1791 la Déclaration des droits de la femme et de la citoyenne ?',
    contentEn: 'Which woman wrote the Declaration of the Rights of Woman and of the Female Citizen in 1791?',
    options: ['Marie-Antoinette', 'George Sand', "Jeanne d'Arc", 'Olympe de Gouges'],
    optionsEn: ['Marie Antoinette', 'George Sand', 'Joan of Arc', 'Olympe de Gouges'],
    correctAnswer: 'Olympe de Gouges',
    explanation:
      "En 1791, Olympe de Gouges réclame pour les femmes les mêmes droits que ceux que la Déclaration de 1789 donne aux hommes : « La femme naît libre et demeure égale à l'homme en droits. » Elle est guillotinée en 1793. George Sand est une romancière du XIXe siècle.",
    explanationEn:
      'In 1791 Olympe de Gouges demanded for women the same rights that the 1789 Declaration gives to men: “Woman is born free and remains equal to man in rights.” She was guillotined in 1793. George Sand is a 19th-century novelist.',
    source: 'Olympe de Gouges, Déclaration des droits de la femme et de la citoyenne (1791), art. 1er',
  },
  {
    ...base,
    id: 'hist-071',
    difficulty: 3,
    content: "Que s'est-il passé en France en mai 1968 ?",
    contentEn: 'What happened in France in May 1968?',
    options: [
      "La fin de la guerre d'Algérie",
      'La première élection du président au suffrage universel direct',
      'Un grand mouvement de révolte étudiante et une grève générale',
      "Le passage à l'euro",
    ],
    optionsEn: [
      'The end of the Algerian war',
      'The first election of the president by direct universal suffrage',
      'A large student revolt and a general strike',
      'The switch to the euro',
    ],
    correctAnswer: 'Un grand mouvement de révolte étudiante et une grève générale',
    explanation:
      "En mai 1968, des manifestations étudiantes parties de Nanterre et de la Sorbonne sont suivies par une grève générale de plusieurs millions de salariés. Les accords de Grenelle augmentent fortement le salaire minimum. La guerre d'Algérie s'est terminée en 1962, la première élection présidentielle directe a eu lieu en 1965.",
    explanationEn:
      'In May 1968, student demonstrations that began at Nanterre and the Sorbonne were followed by a general strike of several million employees. The Grenelle agreements raised the minimum wage sharply. The Algerian war ended in 1962, the first direct presidential election took place in 1965.',
    source: "vie-publique.fr — « Mai 1968 » ; Protocole d'accord de Grenelle (27 mai 1968)",
  },
  {
    ...base,
    id: 'hist-072',
    difficulty: 2,
    content: 'Combien de Républiques la France a-t-elle connues depuis 1792 ?',
    contentEn: 'How many Republics has France had since 1792?',
    options: ['Trois', 'Quatre', 'Six', 'Cinq'],
    optionsEn: ['Three', 'Four', 'Six', 'Five'],
    correctAnswer: 'Cinq',
    explanation:
      "La Ire République naît en 1792, la IIe en 1848, la IIIe en 1870, la IVe en 1946 et la Ve en 1958 : c'est celle d'aujourd'hui. Entre elles, la France a connu des empires (Napoléon Ier, Napoléon III), des monarchies et le régime de Vichy.",
    explanationEn:
      "The First Republic was born in 1792, the Second in 1848, the Third in 1870, the Fourth in 1946 and the Fifth in 1958: it is today's. In between, France had empires (Napoleon I, Napoleon III), monarchies and the Vichy regime.",
    source: 'Livret du citoyen (2024) ; conseil-constitutionnel.fr — « Les Constitutions de la France »',
  },
  {
    ...base,
    id: 'hist-073',
    subtheme: 'territoires',
    difficulty: 3,
    content: "Comment s'appelait Paris à l'époque gallo-romaine ?",
    contentEn: 'What was Paris called in Gallo-Roman times?',
    options: ['Lutèce', 'Massalia', 'Lugdunum', 'Burdigala'],
    optionsEn: ['Lutetia', 'Massalia', 'Lugdunum', 'Burdigala'],
    correctAnswer: 'Lutèce',
    explanation:
      "La ville des Parisii, un peuple gaulois installé sur les bords de la Seine, s'appelait Lutèce (Lutetia) sous l'Empire romain ; elle a pris le nom de Paris au IVe siècle. Massalia est l'ancien nom de Marseille, Lugdunum celui de Lyon et Burdigala celui de Bordeaux.",
    explanationEn:
      'The town of the Parisii, a Gallic people settled on the banks of the Seine, was called Lutetia under the Roman Empire; it took the name Paris in the 4th century. Massalia is the old name of Marseille, Lugdunum that of Lyon and Burdigala that of Bordeaux.',
    source: 'Musée Carnavalet – Histoire de Paris — « Lutèce, Paris gallo-romain »',
  },
  {
    ...base,
    id: 'hist-074',
    difficulty: 4,
    content: 'Quel président, élu en 1848, est devenu empereur des Français en 1852 ?',
    contentEn: 'Which president, elected in 1848, became Emperor of the French in 1852?',
    options: ['Louis-Philippe', 'Louis-Napoléon Bonaparte', 'Adolphe Thiers', 'Napoléon Ier'],
    optionsEn: ['Louis-Philippe', 'Louis-Napoléon Bonaparte', 'Adolphe Thiers', 'Napoleon I'],
    correctAnswer: 'Louis-Napoléon Bonaparte',
    explanation:
      "Neveu de Napoléon Ier, Louis-Napoléon Bonaparte est élu président de la IIe République en décembre 1848. Par le coup d'État du 2 décembre 1851, il prend tous les pouvoirs, puis devient l'empereur Napoléon III en 1852. Le Second Empire tombe en 1870, après la défaite de Sedan.",
    explanationEn:
      'A nephew of Napoleon I, Louis-Napoléon Bonaparte was elected president of the Second Republic in December 1848. With the coup of 2 December 1851 he seized all powers, then became Emperor Napoleon III in 1852. The Second Empire fell in 1870, after the defeat at Sedan.',
    source: 'Sénatus-consulte du 7 novembre 1852 rétablissant la dignité impériale ; Fondation Napoléon — « Napoléon III »',
  },
  {
    ...base,
    id: 'hist-075',
    subtheme: 'territoires',
    difficulty: 5,
    content: 'Quelle grande ville française a été fondée vers 600 avant J.-C. par des marins grecs venus de Phocée ?',
    contentEn: 'Which large French city was founded around 600 BC by Greek sailors from Phocaea?',
    options: ['Lyon', 'Paris', 'Strasbourg', 'Marseille'],
    optionsEn: ['Lyon', 'Paris', 'Strasbourg', 'Marseille'],
    correctAnswer: 'Marseille',
    explanation:
      "Des Grecs de Phocée, en Asie Mineure, fondent vers 600 avant J.-C. le port de Massalia, aujourd'hui Marseille, qui se présente comme la plus ancienne ville de France. Lyon (Lugdunum) est une fondation romaine de 43 avant J.-C. ; Paris et Strasbourg sont nées de villes gauloise et romaine.",
    explanationEn:
      'Greeks from Phocaea, in Asia Minor, founded the port of Massalia, today Marseille, around 600 BC; it presents itself as the oldest city in France. Lyon (Lugdunum) is a Roman foundation of 43 BC; Paris and Strasbourg grew out of Gallic and Roman towns.',
    source: "Musée d'Histoire de Marseille — « Massalia, la fondation grecque »",
  },
  {
    ...base,
    id: 'hist-076',
    difficulty: 5,
    content: 'Quel texte de François Ier, signé en 1539, impose le français dans les actes officiels et de justice ?',
    contentEn: 'Which text by Francis I, signed in 1539, made French compulsory in official and legal documents?',
    options: [
      "L'édit de Nantes",
      'Le Code noir',
      "L'ordonnance de Villers-Cotterêts",
      'Le Concordat',
    ],
    optionsEn: ['The Edict of Nantes', 'The Code noir', 'The Ordinance of Villers-Cotterêts', 'The Concordat'],
    correctAnswer: "L'ordonnance de Villers-Cotterêts",
    explanation:
      "Par l'ordonnance de Villers-Cotterêts d'août 1539, François Ier exige que les actes de justice soient rédigés « en langage maternel français » et non plus en latin. Ses articles 110 et 111 sont toujours en vigueur : c'est le plus ancien texte législatif encore appliqué en France. L'édit de Nantes date de 1598, le Code noir de 1685, le Concordat de 1801.",
    explanationEn:
      'With the Ordinance of Villers-Cotterêts of August 1539, Francis I required legal documents to be written “in the French mother tongue” and no longer in Latin. Its Articles 110 and 111 are still in force: it is the oldest legislative text still applied in France. The Edict of Nantes dates from 1598, the Code noir from 1685, the Concordat from 1801.',
    source: "Ordonnance d'août 1539 sur le fait de la justice (Villers-Cotterêts), art. 110 et 111 (Légifrance)",
  },
];
