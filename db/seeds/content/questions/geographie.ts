import type { SeedQuestion } from './types.js';

// Géographie de la France (theme histoire_geo_culture, subtheme territoires).
// Answers checked against the texts cited in `source` (Constitution, laws and decrees on Légifrance,
// INSEE, IGN, Sandre, Météo-France). Figures that move (population, number of communes) are dated.

const base = {
  category: 'geographie',
  theme: 'histoire_geo_culture',
  subtheme: 'territoires',
  kind: 'knowledge',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...base,
    id: 'geo-001',
    difficulty: 1,
    officialRef: 'HGC-077',
    content: 'Quel fleuve traverse Paris ?',
    contentEn: 'Which river flows through Paris?',
    options: ['La Loire', 'La Seine', 'Le Rhône', 'La Garonne'],
    optionsEn: ['The Loire', 'The Seine', 'The Rhône', 'The Garonne'],
    correctAnswer: 'La Seine',
    explanation:
      "La Seine prend sa source en Bourgogne, traverse Paris puis Rouen et se jette dans la Manche près du Havre. La Loire passe par Orléans et Nantes, le Rhône par Lyon, la Garonne par Toulouse et Bordeaux.",
    explanationEn:
      'The Seine rises in Burgundy, flows through Paris and then Rouen, and reaches the Channel near Le Havre. The Loire passes through Orléans and Nantes, the Rhône through Lyon, the Garonne through Toulouse and Bordeaux.',
    source: "Sandre (référentiel national des cours d'eau) — fiche « La Seine »",
  },
  {
    ...base,
    id: 'geo-002',
    difficulty: 1,
    officialRef: 'HGC-060',
    content: 'Quelle est la plus haute montagne de France ?',
    contentEn: 'What is the highest mountain in France?',
    options: ['Le puy de Dôme', 'Le mont Ventoux', 'Le mont Blanc', 'Le Canigou'],
    optionsEn: ['The Puy de Dôme', 'Mont Ventoux', 'Mont Blanc', 'The Canigou'],
    correctAnswer: 'Le mont Blanc',
    explanation:
      "Le mont Blanc, dans les Alpes, à la frontière avec l'Italie, dépasse 4 800 mètres : c'est le plus haut sommet de France et d'Europe occidentale. Le puy de Dôme (Massif central), le mont Ventoux (Provence) et le Canigou (Pyrénées) sont beaucoup moins hauts.",
    explanationEn:
      'Mont Blanc, in the Alps on the border with Italy, rises above 4,800 metres: it is the highest summit in France and in Western Europe. The Puy de Dôme (Massif Central), Mont Ventoux (Provence) and the Canigou (Pyrenees) are much lower.',
    source: 'IGN — Géoportail, carte topographique du massif du Mont-Blanc',
  },
  {
    ...base,
    id: 'geo-003',
    difficulty: 1,
    officialRef: 'HGC-044',
    content: "Quelle chaîne de montagnes se trouve entre la France et l'Italie ?",
    contentEn: 'Which mountain range lies between France and Italy?',
    options: ['Les Pyrénées', 'Les Vosges', 'Le Jura', 'Les Alpes'],
    optionsEn: ['The Pyrenees', 'The Vosges', 'The Jura', 'The Alps'],
    correctAnswer: 'Les Alpes',
    explanation:
      "La frontière entre la France et l'Italie suit les Alpes, du massif du Mont-Blanc jusqu'à la Méditerranée, près de Menton. Les Pyrénées séparent la France de l'Espagne, le Jura longe la Suisse et les Vosges se trouvent entre l'Alsace et la Lorraine.",
    explanationEn:
      'The border between France and Italy follows the Alps, from the Mont Blanc massif down to the Mediterranean, near Menton. The Pyrenees separate France from Spain, the Jura runs along Switzerland and the Vosges lie between Alsace and Lorraine.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-004',
    difficulty: 1,
    officialRef: 'HGC-065',
    content: "Quelle mer sépare la France de l'Angleterre ?",
    contentEn: 'Which sea separates France from England?',
    options: ['La Manche', 'La mer Méditerranée', 'La mer Baltique', 'La mer Noire'],
    optionsEn: ['The English Channel', 'The Mediterranean Sea', 'The Baltic Sea', 'The Black Sea'],
    correctAnswer: 'La Manche',
    explanation:
      "La Manche est le bras de mer entre les côtes du nord et du nord-ouest de la France (Hauts-de-France, Normandie, Bretagne) et le sud de l'Angleterre. Le tunnel sous la Manche passe sous sa partie la plus étroite, le pas de Calais.",
    explanationEn:
      'The English Channel is the arm of the sea between the northern and north-western coasts of France (Hauts-de-France, Normandy, Brittany) and the south of England. The Channel Tunnel runs under its narrowest part, the Strait of Dover.',
    source: 'IGN — Géoportail, carte du littoral de la Manche et du pas de Calais',
  },
  {
    ...base,
    id: 'geo-005',
    difficulty: 1,
    officialRef: 'HGC-064',
    content: 'Quelle mer ou quel océan borde la France métropolitaine ?',
    contentEn: 'Which sea or ocean borders metropolitan France?',
    options: ["L'océan Indien", 'La mer Baltique', "L'océan Atlantique", 'La mer Caspienne'],
    optionsEn: ['The Indian Ocean', 'The Baltic Sea', 'The Atlantic Ocean', 'The Caspian Sea'],
    correctAnswer: "L'océan Atlantique",
    explanation:
      "La France métropolitaine a quatre façades maritimes : la mer du Nord, la Manche, l'océan Atlantique et la mer Méditerranée. L'océan Indien baigne La Réunion et Mayotte, pas la métropole ; la Baltique et la Caspienne sont loin de la France.",
    explanationEn:
      'Metropolitan France has four sea fronts: the North Sea, the English Channel, the Atlantic Ocean and the Mediterranean Sea. The Indian Ocean washes La Réunion and Mayotte, not the mainland; the Baltic and the Caspian are far from France.',
    source: 'IGN — Géoportail, carte de la France métropolitaine (littoraux et façades maritimes)',
  },
  {
    ...base,
    id: 'geo-006',
    difficulty: 2,
    officialRef: 'HGC-070',
    factKey: 'regions_metropole',
    content: 'Depuis 2016, combien de régions compte la France métropolitaine ?',
    contentEn: 'Since 2016, how many regions has metropolitan France had?',
    options: ['18', '13', '22', '27'],
    optionsEn: ['18', '13', '22', '27'],
    correctAnswer: '13',
    explanation:
      "La loi du 16 janvier 2015 a regroupé les 22 anciennes régions de métropole en 13 régions, à partir du 1er janvier 2016 (12 sur le continent et la Corse). Avec les 5 régions d'outre-mer, la France compte 18 régions en tout.",
    explanationEn:
      'The law of 16 January 2015 merged the 22 former metropolitan regions into 13 regions from 1 January 2016 (12 on the mainland plus Corsica). With the 5 overseas regions, France has 18 regions in all.',
    source: 'Loi n° 2015-29 du 16 janvier 2015 relative à la délimitation des régions, art. 1er',
  },
  {
    ...base,
    id: 'geo-007',
    difficulty: 3,
    officialRef: 'HGC-075',
    content: 'Quel territoire est devenu le 101e département français en 2011 ?',
    contentEn: 'Which territory became the 101st French département in 2011?',
    options: ['La Guadeloupe', 'La Martinique', 'La Polynésie française', 'Mayotte'],
    optionsEn: ['Guadeloupe', 'Martinique', 'French Polynesia', 'Mayotte'],
    correctAnswer: 'Mayotte',
    explanation:
      "Après le référendum de 2009 où les Mahorais ont voté massivement « oui », Mayotte est devenue le 101e département le 31 mars 2011. La Guadeloupe et la Martinique sont des départements depuis 1946 ; la Polynésie française est une collectivité d'outre-mer, pas un département.",
    explanationEn:
      'After the 2009 referendum in which the people of Mayotte voted overwhelmingly "yes", Mayotte became the 101st département on 31 March 2011. Guadeloupe and Martinique have been départements since 1946; French Polynesia is an overseas collectivity, not a département.',
    source: 'Loi organique n° 2010-1486 du 7 décembre 2010 relative au Département de Mayotte',
  },
  {
    ...base,
    id: 'geo-008',
    difficulty: 1,
    officialRef: 'HGC-062',
    content: 'Quel département français a une frontière avec le Brésil ?',
    contentEn: 'Which French département shares a border with Brazil?',
    options: ['La Guyane', 'La Martinique', 'La Réunion', 'Mayotte'],
    optionsEn: ['French Guiana', 'Martinique', 'La Réunion', 'Mayotte'],
    correctAnswer: 'La Guyane',
    explanation:
      "La Guyane est située en Amérique du Sud : elle touche le Brésil à l'est et au sud, et le Suriname à l'ouest. La Martinique est une île des Antilles ; La Réunion et Mayotte sont des îles de l'océan Indien.",
    explanationEn:
      'French Guiana is in South America: it borders Brazil to the east and south, and Suriname to the west. Martinique is an island in the West Indies; La Réunion and Mayotte are islands in the Indian Ocean.',
    source: 'IGN — Géoportail, carte de la Guyane',
  },
  {
    ...base,
    id: 'geo-009',
    difficulty: 2,
    officialRef: 'HGC-063',
    content: "D'où décollent les fusées Ariane ?",
    contentEn: 'Where do Ariane rockets take off from?',
    options: [
      'De Toulouse, en Occitanie',
      'De Kourou, en Guyane',
      'De Biscarrosse, dans les Landes',
      'De Brest, en Bretagne',
    ],
    optionsEn: [
      'From Toulouse, in Occitanie',
      'From Kourou, in French Guiana',
      'From Biscarrosse, in the Landes',
      'From Brest, in Brittany',
    ],
    correctAnswer: 'De Kourou, en Guyane',
    explanation:
      "Les fusées Ariane partent du Centre spatial guyanais, à Kourou. La Guyane est proche de l'équateur, ce qui donne aux fusées un élan supplémentaire grâce à la rotation de la Terre. Toulouse accueille des industries et des centres de recherche spatiaux, mais aucun lancement.",
    explanationEn:
      "Ariane rockets leave from the Guiana Space Centre in Kourou. French Guiana is close to the equator, which gives rockets extra speed from the Earth's rotation. Toulouse hosts space industry and research centres, but no launches.",
    source: 'CNES — Centre spatial guyanais (Kourou)',
  },
  {
    ...base,
    id: 'geo-010',
    difficulty: 2,
    officialRef: 'HGC-058',
    content: 'Quelle île fait partie des Antilles françaises ?',
    contentEn: 'Which island is part of the French West Indies?',
    options: ['La Corse', 'La Réunion', 'La Martinique', 'Tahiti'],
    optionsEn: ['Corsica', 'La Réunion', 'Martinique', 'Tahiti'],
    correctAnswer: 'La Martinique',
    explanation:
      "Les Antilles françaises sont dans la mer des Caraïbes : la Martinique, la Guadeloupe, Saint-Martin et Saint-Barthélemy. La Corse est en Méditerranée, La Réunion dans l'océan Indien et Tahiti dans l'océan Pacifique.",
    explanationEn:
      'The French West Indies lie in the Caribbean Sea: Martinique, Guadeloupe, Saint-Martin and Saint-Barthélemy. Corsica is in the Mediterranean, La Réunion in the Indian Ocean and Tahiti in the Pacific Ocean.',
    source: "Constitution du 4 octobre 1958, art. 72-3 (liste des collectivités d'outre-mer)",
  },
  {
    ...base,
    id: 'geo-011',
    difficulty: 1,
    officialRef: 'HGC-059',
    content: 'Parmi ces îles de la Méditerranée, laquelle est française ?',
    contentEn: 'Which of these Mediterranean islands is French?',
    options: ['La Sicile', 'La Sardaigne', 'Malte', 'La Corse'],
    optionsEn: ['Sicily', 'Sardinia', 'Malta', 'Corsica'],
    correctAnswer: 'La Corse',
    explanation:
      'La Corse est une île française de la Méditerranée, au sud-est de la Provence ; elle forme la Collectivité de Corse. La Sicile et la Sardaigne sont italiennes, et Malte est un État indépendant.',
    explanationEn:
      'Corsica is a French island in the Mediterranean, south-east of Provence; it forms the Collectivité de Corse. Sicily and Sardinia are Italian, and Malta is an independent state.',
    source: 'Code général des collectivités territoriales, art. L. 4421-1 (Collectivité de Corse)',
  },
  {
    ...base,
    id: 'geo-012',
    difficulty: 1,
    officialRef: 'HGC-061',
    content: "Quelle île française est située dans l'océan Indien ?",
    contentEn: 'Which French island is in the Indian Ocean?',
    options: ['La Réunion', 'La Guadeloupe', 'La Martinique', 'Tahiti'],
    optionsEn: ['La Réunion', 'Guadeloupe', 'Martinique', 'Tahiti'],
    correctAnswer: 'La Réunion',
    explanation:
      "La Réunion se trouve dans l'océan Indien, à l'est de Madagascar ; Mayotte est aussi dans l'océan Indien. La Guadeloupe et la Martinique sont dans la mer des Caraïbes (Atlantique), Tahiti dans l'océan Pacifique.",
    explanationEn:
      'La Réunion lies in the Indian Ocean, east of Madagascar; Mayotte is also in the Indian Ocean. Guadeloupe and Martinique are in the Caribbean Sea (Atlantic), Tahiti in the Pacific Ocean.',
    source: 'IGN — Géoportail, carte de La Réunion',
  },
  {
    ...base,
    id: 'geo-013',
    difficulty: 3,
    officialRef: 'HGC-071',
    content: "À l'est de Madagascar, au sud-est du continent africain, quelle île est française ?",
    contentEn: 'East of Madagascar, south-east of the African continent, which island is French?',
    options: ['La Nouvelle-Calédonie', 'La Réunion', 'La Guadeloupe', 'Mayotte'],
    optionsEn: ['New Caledonia', 'La Réunion', 'Guadeloupe', 'Mayotte'],
    correctAnswer: 'La Réunion',
    explanation:
      "La Réunion est à environ 700 km à l'est de Madagascar, dans l'océan Indien : c'est un département et une région d'outre-mer. Mayotte est aussi au sud-est du continent africain et française, mais elle se trouve au nord-ouest de Madagascar, dans le canal du Mozambique. La Nouvelle-Calédonie est dans le Pacifique et la Guadeloupe dans les Antilles.",
    explanationEn:
      'La Réunion lies about 700 km east of Madagascar, in the Indian Ocean: it is an overseas département and region. Mayotte is also French and south-east of the African continent, but it lies north-west of Madagascar, in the Mozambique Channel. New Caledonia is in the Pacific and Guadeloupe in the West Indies.',
    source: 'Constitution du 4 octobre 1958, art. 72-3 et 73 (La Réunion)',
  },
  {
    ...base,
    id: 'geo-014',
    difficulty: 2,
    officialRef: 'HGC-066',
    content: "Parmi ces territoires, lequel est un département d'outre-mer ?",
    contentEn: 'Which of these territories is an overseas département?',
    options: ['Tahiti', 'La Nouvelle-Calédonie', 'La Guadeloupe', 'Saint-Barthélemy'],
    optionsEn: ['Tahiti', 'New Caledonia', 'Guadeloupe', 'Saint-Barthélemy'],
    correctAnswer: 'La Guadeloupe',
    explanation:
      "La Guadeloupe est un département et une région d'outre-mer, régi par l'article 73 de la Constitution, comme La Réunion et Mayotte. Tahiti fait partie de la Polynésie française et Saint-Barthélemy est aussi une collectivité d'outre-mer (article 74) ; la Nouvelle-Calédonie a un statut particulier.",
    explanationEn:
      'Guadeloupe is an overseas département and region governed by Article 73 of the Constitution, like La Réunion and Mayotte. Tahiti is part of French Polynesia and Saint-Barthélemy is also an overseas collectivity (Article 74); New Caledonia has a special status.',
    source: 'Constitution du 4 octobre 1958, art. 72-3, 73 et 74',
  },
  {
    ...base,
    id: 'geo-015',
    difficulty: 3,
    officialRef: 'HGC-067',
    content: "Qu'appelle-t-on la France d'outre-mer ?",
    contentEn: 'What is meant by "overseas France"?',
    options: [
      "Les pays étrangers où l'on parle français",
      "Les territoires de la République situés hors d'Europe",
      'Les anciennes colonies devenues indépendantes',
      'Les petites îles proches des côtes de la France métropolitaine',
    ],
    optionsEn: [
      'Foreign countries where French is spoken',
      "The Republic's territories outside Europe",
      'Former colonies that became independent',
      'The small islands close to the coasts of metropolitan France',
    ],
    correctAnswer: "Les territoires de la République situés hors d'Europe",
    explanation:
      "L'outre-mer, ce sont les territoires français éloignés de l'Europe : départements et régions d'outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte), collectivités d'outre-mer, Nouvelle-Calédonie, Terres australes et antarctiques. Leurs habitants sont des citoyens français ; les pays francophones indépendants n'en font pas partie.",
    explanationEn:
      'Overseas France means the French territories far from Europe: the overseas départements and regions (Guadeloupe, Martinique, French Guiana, La Réunion, Mayotte), the overseas collectivities, New Caledonia and the Southern and Antarctic Lands. Their inhabitants are French citizens; independent French-speaking countries are not part of it.',
    source: 'Constitution du 4 octobre 1958, art. 72-3',
  },
  {
    ...base,
    id: 'geo-016',
    difficulty: 1,
    officialRef: 'HGC-068',
    content: "Selon l'INSEE, combien d'habitants la France comptait-elle environ en 2025 ?",
    contentEn: 'According to INSEE, roughly how many inhabitants did France have in 2025?',
    options: [
      'Un peu moins de 50 millions',
      'Un peu moins de 60 millions',
      'Un peu plus de 80 millions',
      'Un peu moins de 70 millions',
    ],
    optionsEn: [
      'A little under 50 million',
      'A little under 60 million',
      'A little over 80 million',
      'A little under 70 million',
    ],
    correctAnswer: 'Un peu moins de 70 millions',
    explanation:
      "Au 1er janvier 2025, l'INSEE estimait la population de la France à 68,6 millions d'habitants, dont 66,4 millions dans l'Hexagone et la Corse et 2,3 millions dans les cinq départements d'outre-mer. La France est le deuxième pays le plus peuplé de l'Union européenne, après l'Allemagne.",
    explanationEn:
      'On 1 January 2025, INSEE estimated the population of France at 68.6 million, of whom 66.4 million in mainland France and Corsica and 2.3 million in the five overseas départements. France is the second most populous country of the European Union, after Germany.',
    source: 'insee.fr — Bilan démographique 2024 (janvier 2025)',
  },
  {
    ...base,
    id: 'geo-017',
    difficulty: 2,
    officialRef: 'HGC-069',
    content: "Parmi ces villes, laquelle possède l'un des plus grands ports maritimes de France ?",
    contentEn: 'Which of these cities has one of the largest seaports in France?',
    options: ['Marseille', 'Lyon', 'Toulouse', 'Strasbourg'],
    optionsEn: ['Marseille', 'Lyon', 'Toulouse', 'Strasbourg'],
    correctAnswer: 'Marseille',
    explanation:
      "Le Grand port maritime de Marseille-Fos, sur la Méditerranée, est l'un des deux premiers ports de France avec l'ensemble Le Havre-Rouen-Paris (HAROPA). Lyon, Toulouse et Strasbourg sont à l'intérieur des terres : Lyon et Strasbourg n'ont que des ports fluviaux.",
    explanationEn:
      'The Grand Port Maritime de Marseille-Fos, on the Mediterranean, is one of the two leading ports of France together with the Le Havre-Rouen-Paris group (HAROPA). Lyon, Toulouse and Strasbourg are inland: Lyon and Strasbourg only have river ports.',
    source: 'Ministère chargé des transports — chiffres clés des grands ports maritimes (trafic 2024)',
  },
  {
    ...base,
    id: 'geo-018',
    difficulty: 2,
    officialRef: 'HGC-072',
    content: 'Quel est le chef-lieu de la région Auvergne-Rhône-Alpes ?',
    contentEn: 'What is the regional capital of Auvergne-Rhône-Alpes?',
    options: ['Clermont-Ferrand', 'Lyon', 'Grenoble', 'Saint-Étienne'],
    optionsEn: ['Clermont-Ferrand', 'Lyon', 'Grenoble', 'Saint-Étienne'],
    correctAnswer: 'Lyon',
    explanation:
      "Un décret de 2016 a fixé à Lyon le chef-lieu de la région née de la fusion de l'Auvergne et de Rhône-Alpes. Clermont-Ferrand était le chef-lieu de l'ancienne région Auvergne ; Grenoble et Saint-Étienne sont des préfectures de département.",
    explanationEn:
      'A 2016 decree set Lyon as the capital of the region formed by merging Auvergne and Rhône-Alpes. Clermont-Ferrand was the capital of the former Auvergne region; Grenoble and Saint-Étienne are département prefectures.',
    source: 'Décret n° 2016-1266 du 28 septembre 2016 (nom et chef-lieu de la région Auvergne-Rhône-Alpes), art. 2',
  },
  {
    ...base,
    id: 'geo-019',
    difficulty: 2,
    officialRef: 'HGC-073',
    content: 'Quel est le chef-lieu de la région Bretagne ?',
    contentEn: 'What is the regional capital of Brittany?',
    options: ['Brest', 'Nantes', 'Rennes', 'Quimper'],
    optionsEn: ['Brest', 'Nantes', 'Rennes', 'Quimper'],
    correctAnswer: 'Rennes',
    explanation:
      "Rennes, préfecture d'Ille-et-Vilaine, est le chef-lieu de la région Bretagne. Brest et Quimper sont des villes du Finistère ; Nantes, ancienne ville des ducs de Bretagne, est aujourd'hui le chef-lieu de la région Pays de la Loire.",
    explanationEn:
      'Rennes, prefecture of Ille-et-Vilaine, is the capital of the Brittany region. Brest and Quimper are towns of Finistère; Nantes, once the city of the Dukes of Brittany, is today the capital of the Pays de la Loire region.',
    source: 'Décret n° 2016-1689 du 8 décembre 2016 (nom, composition et chef-lieu des circonscriptions régionales), art. 1er',
  },
  {
    ...base,
    id: 'geo-020',
    difficulty: 3,
    officialRef: 'HGC-074',
    content: "Quel est le chef-lieu de la région Provence-Alpes-Côte d'Azur ?",
    contentEn: "What is the regional capital of Provence-Alpes-Côte d'Azur?",
    options: ['Nice', 'Toulon', 'Aix-en-Provence', 'Marseille'],
    optionsEn: ['Nice', 'Toulon', 'Aix-en-Provence', 'Marseille'],
    correctAnswer: 'Marseille',
    explanation:
      "Marseille, préfecture des Bouches-du-Rhône et deuxième ville de France, est le chef-lieu de la région Provence-Alpes-Côte d'Azur. Nice et Toulon sont les préfectures des Alpes-Maritimes et du Var ; Aix-en-Provence, ancienne capitale de la Provence, est une sous-préfecture des Bouches-du-Rhône.",
    explanationEn:
      "Marseille, prefecture of Bouches-du-Rhône and France's second city, is the capital of the Provence-Alpes-Côte d'Azur region. Nice and Toulon are the prefectures of Alpes-Maritimes and Var; Aix-en-Provence, the former capital of Provence, is a sub-prefecture of Bouches-du-Rhône.",
    source: 'Décret n° 2016-1689 du 8 décembre 2016 (nom, composition et chef-lieu des circonscriptions régionales), art. 1er',
  },
  {
    ...base,
    id: 'geo-021',
    difficulty: 2,
    officialRef: 'HGC-076',
    content: 'Quelle région française est connue pour ses nombreuses stations de ski ?',
    contentEn: 'Which French region is known for its many ski resorts?',
    options: ['Auvergne-Rhône-Alpes', 'Bretagne', 'Hauts-de-France', 'Centre-Val de Loire'],
    optionsEn: ['Auvergne-Rhône-Alpes', 'Brittany', 'Hauts-de-France', 'Centre-Val de Loire'],
    correctAnswer: 'Auvergne-Rhône-Alpes',
    explanation:
      "La région Auvergne-Rhône-Alpes comprend les Alpes du Nord (Savoie, Haute-Savoie, Isère), où se trouvent les plus grands domaines skiables du pays comme Chamonix, Val-d'Isère ou Courchevel. La Bretagne, les Hauts-de-France et le Centre-Val de Loire n'ont pas de hautes montagnes.",
    explanationEn:
      "The Auvergne-Rhône-Alpes region includes the Northern Alps (Savoie, Haute-Savoie, Isère), home to the country's largest ski areas such as Chamonix, Val-d'Isère and Courchevel. Brittany, Hauts-de-France and Centre-Val de Loire have no high mountains.",
    source: 'Décret n° 2016-1689 du 8 décembre 2016, art. 1er (composition de la région Auvergne-Rhône-Alpes)',
  },
  {
    ...base,
    id: 'geo-022',
    difficulty: 2,
    officialRef: 'HGC-057',
    content: 'Quelle ville fait partie des dix plus grandes villes de France ?',
    contentEn: 'Which city is one of the ten largest cities in France?',
    options: ['Colmar', 'Toulouse', 'Vannes', 'Arles'],
    optionsEn: ['Colmar', 'Toulouse', 'Vannes', 'Arles'],
    correctAnswer: 'Toulouse',
    explanation:
      "Avec environ un demi-million d'habitants, Toulouse est la quatrième commune de France, après Paris, Marseille et Lyon ; c'est aussi le centre d'une grande métropole. Colmar, Vannes et Arles comptent chacune moins de 70 000 habitants.",
    explanationEn:
      'With about half a million inhabitants, Toulouse is the fourth largest commune in France, after Paris, Marseille and Lyon; it is also the centre of a large metropolitan area. Colmar, Vannes and Arles each have fewer than 70,000 inhabitants.',
    source: 'insee.fr — Populations légales 2022 des communes (en vigueur au 1er janvier 2025)',
  },
  {
    ...base,
    id: 'geo-023',
    difficulty: 2,
    content: 'Quel est le plus long fleuve qui coule entièrement en France ?',
    contentEn: 'What is the longest river that flows entirely within France?',
    options: ['La Seine', 'La Loire', 'Le Rhône', 'La Garonne'],
    optionsEn: ['The Seine', 'The Loire', 'The Rhône', 'The Garonne'],
    correctAnswer: 'La Loire',
    explanation:
      "La Loire parcourt plus de 1 000 km, du mont Gerbier-de-Jonc (Ardèche) à l'océan Atlantique, en passant par Orléans, Tours et Nantes. Le Rhône et la Garonne prennent leur source à l'étranger (Suisse, Espagne) et sont plus courts ; la Seine mesure moins de 800 km.",
    explanationEn:
      'The Loire runs for more than 1,000 km, from Mont Gerbier-de-Jonc (Ardèche) to the Atlantic Ocean, through Orléans, Tours and Nantes. The Rhône and the Garonne rise abroad (Switzerland, Spain) and are shorter; the Seine is less than 800 km long.',
    source: "Sandre (référentiel national des cours d'eau) — fiche « La Loire »",
  },
  {
    ...base,
    id: 'geo-024',
    difficulty: 3,
    content: 'Dans quelle mer le Rhône se jette-t-il ?',
    contentEn: 'Into which sea does the Rhône flow?',
    options: ['La Manche', "L'océan Atlantique", 'La mer du Nord', 'La mer Méditerranée'],
    optionsEn: ['The English Channel', 'The Atlantic Ocean', 'The North Sea', 'The Mediterranean Sea'],
    correctAnswer: 'La mer Méditerranée',
    explanation:
      "Le Rhône naît d'un glacier en Suisse, traverse le lac Léman, passe à Lyon puis à Avignon et se divise en deux bras en Camargue avant d'atteindre la Méditerranée. C'est le fleuve français au plus fort débit.",
    explanationEn:
      'The Rhône starts from a glacier in Switzerland, crosses Lake Geneva, passes through Lyon and then Avignon, and splits into two branches in the Camargue before reaching the Mediterranean. It is the French river with the largest flow.',
    source: "Sandre (référentiel national des cours d'eau) — fiche « Le Rhône »",
  },
  {
    ...base,
    id: 'geo-025',
    difficulty: 3,
    content: 'Quel fleuve traverse Toulouse puis Bordeaux ?',
    contentEn: 'Which river flows through Toulouse and then Bordeaux?',
    options: ['La Garonne', 'La Dordogne', 'La Loire', 'Le Rhône'],
    optionsEn: ['The Garonne', 'The Dordogne', 'The Loire', 'The Rhône'],
    correctAnswer: 'La Garonne',
    explanation:
      "La Garonne prend sa source dans les Pyrénées espagnoles, traverse Toulouse puis Bordeaux et rejoint la Dordogne pour former l'estuaire de la Gironde, qui s'ouvre sur l'océan Atlantique. La Loire coule plus au nord et le Rhône à l'est.",
    explanationEn:
      'The Garonne rises in the Spanish Pyrenees, flows through Toulouse and then Bordeaux, and joins the Dordogne to form the Gironde estuary, which opens onto the Atlantic Ocean. The Loire flows further north and the Rhône to the east.',
    source: "Sandre (référentiel national des cours d'eau) — fiche « La Garonne »",
  },
  {
    ...base,
    id: 'geo-026',
    difficulty: 2,
    content: "Quel fleuve marque une partie de la frontière entre la France et l'Allemagne ?",
    contentEn: 'Which river forms part of the border between France and Germany?',
    options: ['La Meuse', 'La Seine', 'La Loire', 'Le Rhin'],
    optionsEn: ['The Meuse', 'The Seine', 'The Loire', 'The Rhine'],
    correctAnswer: 'Le Rhin',
    explanation:
      "En Alsace, le Rhin sert de frontière entre la France et l'Allemagne ; Strasbourg est construite sur ses rives. Le fleuve vient de Suisse et se jette dans la mer du Nord aux Pays-Bas. La Meuse traverse la Belgique ; la Seine et la Loire restent en France.",
    explanationEn:
      'In Alsace, the Rhine serves as the border between France and Germany; Strasbourg is built on its banks. The river comes from Switzerland and flows into the North Sea in the Netherlands. The Meuse crosses Belgium; the Seine and the Loire stay within France.',
    source: 'IGN — Géoportail, carte de la frontière franco-allemande en Alsace',
  },
  {
    ...base,
    id: 'geo-027',
    difficulty: 4,
    content: "Près de quelle ville la Loire se jette-t-elle dans l'océan Atlantique ?",
    contentEn: 'Near which town does the Loire flow into the Atlantic Ocean?',
    options: ['Bordeaux', 'La Rochelle', 'Saint-Nazaire', "Les Sables-d'Olonne"],
    optionsEn: ['Bordeaux', 'La Rochelle', 'Saint-Nazaire', "Les Sables-d'Olonne"],
    correctAnswer: 'Saint-Nazaire',
    explanation:
      "Après Nantes, la Loire s'élargit en estuaire et atteint l'océan Atlantique à Saint-Nazaire, en Loire-Atlantique. Bordeaux est sur la Garonne ; La Rochelle et Les Sables-d'Olonne sont des ports de la côte atlantique sans grand fleuve.",
    explanationEn:
      "After Nantes, the Loire widens into an estuary and reaches the Atlantic Ocean at Saint-Nazaire, in Loire-Atlantique. Bordeaux is on the Garonne; La Rochelle and Les Sables-d'Olonne are Atlantic ports without a major river.",
    source: "Sandre (référentiel national des cours d'eau) — fiche « La Loire »",
  },
  {
    ...base,
    id: 'geo-028',
    difficulty: 3,
    content: 'Où la Seine se jette-t-elle dans la mer ?',
    contentEn: 'Where does the Seine flow into the sea?',
    options: [
      'Dans la Méditerranée, près de Marseille',
      "Dans l'Atlantique, près de Bordeaux",
      'Dans la mer du Nord, près de Dunkerque',
      'Dans la Manche, près du Havre',
    ],
    optionsEn: [
      'Into the Mediterranean, near Marseille',
      'Into the Atlantic, near Bordeaux',
      'Into the North Sea, near Dunkirk',
      'Into the English Channel, near Le Havre',
    ],
    correctAnswer: 'Dans la Manche, près du Havre',
    explanation:
      "Après Paris et Rouen, la Seine forme un large estuaire entre Le Havre et Honfleur, en Normandie, et se jette dans la Manche. Le port du Havre, à son embouchure, est l'un des plus grands ports de France.",
    explanationEn:
      'After Paris and Rouen, the Seine forms a wide estuary between Le Havre and Honfleur, in Normandy, and flows into the English Channel. The port of Le Havre, at its mouth, is one of the largest ports in France.',
    source: "Sandre (référentiel national des cours d'eau) — fiche « La Seine »",
  },
  {
    ...base,
    id: 'geo-029',
    difficulty: 4,
    content: 'Quelle grande ville est située au confluent du Rhône et de la Saône ?',
    contentEn: 'Which large city stands where the Rhône and the Saône meet?',
    options: ['Lyon', 'Grenoble', 'Dijon', 'Besançon'],
    optionsEn: ['Lyon', 'Grenoble', 'Dijon', 'Besançon'],
    correctAnswer: 'Lyon',
    explanation:
      "La Saône, venue du nord, rejoint le Rhône à Lyon, au sud de la presqu'île, dans le quartier appelé justement « Confluence ». Grenoble est au bord de l'Isère, Dijon près de l'Ouche et Besançon sur le Doubs.",
    explanationEn:
      'The Saône, coming from the north, joins the Rhône in Lyon, south of the peninsula, in the district aptly named "Confluence". Grenoble is on the Isère, Dijon near the Ouche and Besançon on the Doubs.',
    source: "Sandre (référentiel national des cours d'eau) — fiche « La Saône »",
  },
  {
    ...base,
    id: 'geo-030',
    difficulty: 5,
    content: "Quels cours d'eau se rejoignent pour former l'estuaire de la Gironde ?",
    contentEn: 'Which rivers meet to form the Gironde estuary?',
    options: ['La Loire et le Cher', 'La Garonne et la Dordogne', 'Le Rhône et la Saône', 'La Seine et la Marne'],
    optionsEn: ['The Loire and the Cher', 'The Garonne and the Dordogne', 'The Rhône and the Saône', 'The Seine and the Marne'],
    correctAnswer: 'La Garonne et la Dordogne',
    explanation:
      "En aval de Bordeaux, au bec d'Ambès, la Garonne et la Dordogne se rejoignent : leur estuaire commun, la Gironde, s'ouvre sur l'océan Atlantique. C'est l'un des plus grands estuaires d'Europe. Le Cher rejoint la Loire, la Saône le Rhône et la Marne la Seine, mais sans former d'estuaire.",
    explanationEn:
      "Downstream from Bordeaux, at the Bec d'Ambès, the Garonne and the Dordogne meet: their shared estuary, the Gironde, opens onto the Atlantic Ocean. It is one of the largest estuaries in Europe. The Cher joins the Loire, the Saône the Rhône and the Marne the Seine, but they form no estuary.",
    source: "Sandre (référentiel national des cours d'eau) — fiches « La Garonne » et « La Dordogne »",
  },
  {
    ...base,
    id: 'geo-031',
    difficulty: 1,
    content: "Quelle chaîne de montagnes sépare la France de l'Espagne ?",
    contentEn: 'Which mountain range separates France from Spain?',
    options: ['Les Alpes', 'Le Jura', 'Les Pyrénées', 'Les Vosges'],
    optionsEn: ['The Alps', 'The Jura', 'The Pyrenees', 'The Vosges'],
    correctAnswer: 'Les Pyrénées',
    explanation:
      "Les Pyrénées s'étendent de l'océan Atlantique à la Méditerranée et forment la frontière entre la France et l'Espagne ; la principauté d'Andorre se trouve au milieu de cette chaîne. Les Alpes sont à l'est, vers l'Italie et la Suisse.",
    explanationEn:
      'The Pyrenees stretch from the Atlantic Ocean to the Mediterranean and form the border between France and Spain; the Principality of Andorra lies in the middle of the range. The Alps are to the east, towards Italy and Switzerland.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-032',
    difficulty: 3,
    content: 'Dans quel massif se trouvent les anciens volcans de la chaîne des Puys, comme le puy de Dôme ?',
    contentEn: 'In which upland area are the old volcanoes of the Chaîne des Puys, such as the Puy de Dôme?',
    options: ['Les Alpes', 'Le Jura', 'Le Massif armoricain', 'Le Massif central'],
    optionsEn: ['The Alps', 'The Jura', 'The Armorican Massif', 'The Massif Central'],
    correctAnswer: 'Le Massif central',
    explanation:
      "Le Massif central, au centre-sud de la France, compte de nombreux volcans éteints, surtout en Auvergne. La chaîne des Puys, près de Clermont-Ferrand, est inscrite au patrimoine mondial de l'UNESCO depuis 2018 avec la faille de Limagne.",
    explanationEn:
      'The Massif Central, in south-central France, has many extinct volcanoes, especially in Auvergne. The Chaîne des Puys, near Clermont-Ferrand, has been a UNESCO World Heritage site since 2018 together with the Limagne fault.',
    source: 'UNESCO — « Haut lieu tectonique Chaîne des Puys - faille de Limagne » (inscription 2018)',
  },
  {
    ...base,
    id: 'geo-033',
    difficulty: 3,
    content: 'Quel massif longe la frontière avec la Suisse, entre le lac Léman et le Rhin ?',
    contentEn: 'Which mountain range runs along the Swiss border, between Lake Geneva and the Rhine?',
    options: ['Le Jura', 'Le Massif central', 'Les Pyrénées', 'Les Vosges'],
    optionsEn: ['The Jura', 'The Massif Central', 'The Pyrenees', 'The Vosges'],
    correctAnswer: 'Le Jura',
    explanation:
      "Le Jura est un massif de moyenne montagne en forme d'arc, partagé entre la France et la Suisse ; côté français, il longe la frontière suisse depuis les environs de Genève jusqu'à ceux de Bâle. Il a donné son nom au département du Jura et à la période géologique du jurassique.",
    explanationEn:
      'The Jura is a crescent-shaped range of medium-height mountains shared by France and Switzerland; on the French side it runs along the Swiss border from near Geneva to near Basel. It gave its name to the Jura département and to the Jurassic geological period.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-034',
    difficulty: 3,
    content: "Quel massif sépare l'Alsace de la Lorraine ?",
    contentEn: 'Which mountain range separates Alsace from Lorraine?',
    options: ['Les Alpes', 'Les Vosges', 'Le Jura', 'Les Pyrénées'],
    optionsEn: ['The Alps', 'The Vosges', 'The Jura', 'The Pyrenees'],
    correctAnswer: 'Les Vosges',
    explanation:
      "Les Vosges sont un massif de moyenne montagne, aux sommets arrondis appelés « ballons », dans le nord-est de la France. Elles séparent la plaine d'Alsace, à l'est, du plateau lorrain, à l'ouest ; les deux font aujourd'hui partie de la région Grand Est.",
    explanationEn:
      'The Vosges are a range of medium-height mountains with rounded summits called "ballons", in north-eastern France. They separate the Alsace plain, to the east, from the Lorraine plateau, to the west; both are now part of the Grand Est region.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-035',
    difficulty: 2,
    content: 'Lequel de ces pays a une frontière terrestre avec la France métropolitaine ?',
    contentEn: 'Which of these countries shares a land border with metropolitan France?',
    options: ['Le Portugal', "L'Autriche", 'La Belgique', 'Les Pays-Bas'],
    optionsEn: ['Portugal', 'Austria', 'Belgium', 'The Netherlands'],
    correctAnswer: 'La Belgique',
    explanation:
      "La France métropolitaine touche huit pays : la Belgique, le Luxembourg, l'Allemagne, la Suisse, l'Italie, Monaco, Andorre et l'Espagne. Le Portugal et l'Autriche n'ont pas de frontière avec elle ; les Pays-Bas ne touchent la France qu'aux Antilles, sur l'île de Saint-Martin.",
    explanationEn:
      'Metropolitan France borders eight countries: Belgium, Luxembourg, Germany, Switzerland, Italy, Monaco, Andorra and Spain. Portugal and Austria have no border with it; the Netherlands only borders France in the West Indies, on the island of Saint-Martin.',
    source: 'IGN — Géoportail, carte des frontières de la France',
  },
  {
    ...base,
    id: 'geo-036',
    difficulty: 4,
    content: 'Combien de pays ont une frontière terrestre avec la France métropolitaine ?',
    contentEn: 'How many countries share a land border with metropolitan France?',
    options: ['5', '6', '10', '8'],
    optionsEn: ['5', '6', '10', '8'],
    correctAnswer: '8',
    explanation:
      "La France métropolitaine a huit voisins terrestres : la Belgique, le Luxembourg, l'Allemagne, la Suisse, l'Italie, Monaco, Andorre et l'Espagne. Il ne faut pas oublier les deux petits États de Monaco et d'Andorre. Avec le Royaume-Uni, séparé par la Manche, la frontière est maritime.",
    explanationEn:
      'Metropolitan France has eight land neighbours: Belgium, Luxembourg, Germany, Switzerland, Italy, Monaco, Andorra and Spain. The two small states of Monaco and Andorra must not be forgotten. With the United Kingdom, across the Channel, the border is a maritime one.',
    source: 'IGN — Géoportail, carte des frontières de la France',
  },
  {
    ...base,
    id: 'geo-037',
    difficulty: 4,
    content: "Quelle principauté, au bord de la Méditerranée, n'a de frontière terrestre qu'avec la France ?",
    contentEn: 'Which principality, on the Mediterranean coast, has a land border with France only?',
    options: ['Monaco', 'Andorre', 'Le Liechtenstein', 'Le Luxembourg'],
    optionsEn: ['Monaco', 'Andorra', 'Liechtenstein', 'Luxembourg'],
    correctAnswer: 'Monaco',
    explanation:
      "La principauté de Monaco est un petit État indépendant situé entre la mer et le département des Alpes-Maritimes, près de Nice : sa seule frontière terrestre est avec la France. Andorre touche la France et l'Espagne ; le Liechtenstein et le Luxembourg n'ont pas de côte.",
    explanationEn:
      'The Principality of Monaco is a small independent state lying between the sea and the Alpes-Maritimes département, near Nice: its only land border is with France. Andorra borders France and Spain; Liechtenstein and Luxembourg have no coastline.',
    source: 'IGN — Géoportail, carte des Alpes-Maritimes',
  },
  {
    ...base,
    id: 'geo-038',
    difficulty: 3,
    content: 'Avec quels pays la Guyane a-t-elle une frontière terrestre ?',
    contentEn: 'Which countries share a land border with French Guiana?',
    options: ['Le Venezuela et la Colombie', 'Le Brésil et le Suriname', "Le Brésil et l'Argentine", 'Le Guyana et le Venezuela'],
    optionsEn: ['Venezuela and Colombia', 'Brazil and Suriname', 'Brazil and Argentina', 'Guyana and Venezuela'],
    correctAnswer: 'Le Brésil et le Suriname',
    explanation:
      "La Guyane est bordée à l'ouest par le Suriname (le fleuve Maroni sert de frontière) et à l'est et au sud par le Brésil (le fleuve Oyapock au nord-est). Le Guyana, ancienne colonie britannique, se trouve plus à l'ouest, après le Suriname.",
    explanationEn:
      'French Guiana is bordered to the west by Suriname (the Maroni river forms the border) and to the east and south by Brazil (the Oyapock river in the north-east). Guyana, a former British colony, lies further west, beyond Suriname.',
    source: 'IGN — Géoportail, carte de la Guyane',
  },
  {
    ...base,
    id: 'geo-039',
    difficulty: 2,
    content: "Pourquoi appelle-t-on souvent la France métropolitaine « l'Hexagone » ?",
    contentEn: 'Why is metropolitan France often called "the Hexagon"?',
    options: [
      "Parce qu'elle compte six grandes régions naturelles",
      "Parce qu'elle a six pays voisins",
      'Parce que sa forme ressemble à un hexagone',
      "Parce qu'elle est bordée par six mers",
    ],
    optionsEn: [
      'Because it has six large natural regions',
      'Because it has six neighbouring countries',
      'Because its shape looks like a hexagon',
      'Because it is bordered by six seas',
    ],
    correctAnswer: 'Parce que sa forme ressemble à un hexagone',
    explanation:
      "Sur une carte, la France métropolitaine a une forme proche d'un hexagone (trois côtés maritimes, trois côtés terrestres). Le mot sert donc à désigner la métropole, par opposition à l'outre-mer. Elle a en réalité 13 régions, 8 pays voisins et 4 façades maritimes.",
    explanationEn:
      'On a map, metropolitan France looks roughly like a hexagon (three sea sides, three land sides). The word is therefore used for the mainland, as opposed to overseas France. In fact it has 13 regions, 8 neighbouring countries and 4 sea fronts.',
    source: 'IGN — Géoportail, carte de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-040',
    difficulty: 2,
    content: "Quel est le plus grand pays de l'Union européenne par sa superficie ?",
    contentEn: 'Which is the largest country of the European Union by area?',
    options: ["L'Allemagne", "L'Espagne", 'La Pologne', 'La France'],
    optionsEn: ['Germany', 'Spain', 'Poland', 'France'],
    correctAnswer: 'La France',
    explanation:
      "Avec environ 550 000 km² pour la seule métropole, et plus encore avec les départements d'outre-mer, la France est le plus vaste pays de l'Union européenne, devant l'Espagne (environ 506 000 km²). L'Allemagne est le pays le plus peuplé de l'Union, mais elle est moins étendue.",
    explanationEn:
      'With about 550,000 km² for the mainland alone, and even more with the overseas départements, France is the largest country in the European Union, ahead of Spain (about 506,000 km²). Germany is the most populous country of the Union, but it is smaller in area.',
    source: "Eurostat — superficie des États membres de l'Union européenne",
  },
  {
    ...base,
    id: 'geo-041',
    difficulty: 2,
    content: 'Depuis 1994, quel ouvrage relie la France au Royaume-Uni sous la mer ?',
    contentEn: 'Since 1994, which structure has linked France to the United Kingdom under the sea?',
    options: ['Le pont de Normandie', 'Le tunnel sous la Manche', 'Le viaduc de Millau', 'Le tunnel du Mont-Blanc'],
    optionsEn: ['The Normandy Bridge', 'The Channel Tunnel', 'The Millau Viaduct', 'The Mont Blanc Tunnel'],
    correctAnswer: 'Le tunnel sous la Manche',
    explanation:
      "Prévu par le traité de Cantorbéry de 1986 et inauguré en mai 1994, le tunnel sous la Manche relie Coquelles, près de Calais, à Folkestone, en Angleterre ; seuls des trains y circulent. Le tunnel du Mont-Blanc relie la France à l'Italie ; le pont de Normandie et le viaduc de Millau sont en France.",
    explanationEn:
      'Provided for by the Treaty of Canterbury of 1986 and opened in May 1994, the Channel Tunnel links Coquelles, near Calais, to Folkestone in England; only trains use it. The Mont Blanc Tunnel links France and Italy; the Normandy Bridge and the Millau Viaduct are in France.',
    source: 'Traité de Cantorbéry du 12 février 1986 (liaison fixe transmanche)',
  },
  {
    ...base,
    id: 'geo-042',
    difficulty: 4,
    content: "Comment s'appelle le détroit où la France et l'Angleterre sont les plus proches ?",
    contentEn: 'What is the name of the strait where France and England are closest?',
    options: ['Le détroit de Gibraltar', 'Le détroit de Bonifacio', 'Le pas de Calais', 'Le Bosphore'],
    optionsEn: ['The Strait of Gibraltar', 'The Strait of Bonifacio', 'The Strait of Dover (Pas de Calais)', 'The Bosphorus'],
    correctAnswer: 'Le pas de Calais',
    explanation:
      "Le pas de Calais relie la Manche à la mer du Nord ; un peu plus de 30 km séparent le cap Gris-Nez des falaises de Douvres. Le détroit de Bonifacio sépare la Corse de la Sardaigne, celui de Gibraltar l'Espagne du Maroc, et le Bosphore traverse Istanbul.",
    explanationEn:
      'The Strait of Dover (Pas de Calais) links the English Channel with the North Sea; a little more than 30 km separate Cap Gris-Nez from the cliffs of Dover. The Strait of Bonifacio separates Corsica from Sardinia, Gibraltar separates Spain from Morocco, and the Bosphorus runs through Istanbul.',
    source: 'IGN — Géoportail, carte du littoral de la Manche et du pas de Calais',
  },
  {
    ...base,
    id: 'geo-043',
    difficulty: 4,
    content: 'En hiver, quand il est midi à Paris, quelle heure est-il en Martinique ?',
    contentEn: 'In winter, when it is noon in Paris, what time is it in Martinique?',
    options: ['7 h', '9 h', '15 h', '6 h'],
    optionsEn: ['7 a.m.', '9 a.m.', '3 p.m.', '6 a.m.'],
    correctAnswer: '7 h',
    explanation:
      "L'heure légale de la Martinique est UTC moins 4 heures toute l'année ; celle de la métropole est UTC plus 1 heure en hiver (plus 2 heures en été). Il y a donc 5 heures de décalage en hiver : midi à Paris, 7 h à Fort-de-France (6 h en été).",
    explanationEn:
      'Legal time in Martinique is UTC minus 4 hours all year round; in metropolitan France it is UTC plus 1 hour in winter (plus 2 hours in summer). So there is a 5-hour difference in winter: noon in Paris is 7 a.m. in Fort-de-France (6 a.m. in summer).',
    source: 'Décret n° 2017-292 du 6 mars 2017 relatif au temps légal français',
  },
  {
    ...base,
    id: 'geo-044',
    difficulty: 3,
    content: "Pourquoi la France possède-t-elle l'un des plus grands espaces maritimes du monde ?",
    contentEn: 'Why does France have one of the largest maritime areas in the world?',
    options: [
      "Parce que la France métropolitaine a les plus longues côtes d'Europe",
      "Grâce à ses territoires d'outre-mer répartis dans plusieurs océans",
      "Parce qu'elle contrôle seule la mer Méditerranée",
      "Parce qu'elle a acheté des zones de mer à ses voisins",
    ],
    optionsEn: [
      'Because metropolitan France has the longest coastline in Europe',
      'Thanks to its overseas territories spread across several oceans',
      'Because it alone controls the Mediterranean Sea',
      'Because it bought sea areas from its neighbours',
    ],
    correctAnswer: "Grâce à ses territoires d'outre-mer répartis dans plusieurs océans",
    explanation:
      "Chaque côte donne des droits sur la mer jusqu'à 200 milles marins (zone économique exclusive). Avec ses îles de l'Atlantique, de l'océan Indien et surtout du Pacifique, la France dispose d'environ 10 millions de km² d'espaces maritimes, dont l'immense majorité se trouve outre-mer.",
    explanationEn:
      'Every coastline gives rights over the sea up to 200 nautical miles (exclusive economic zone). With its islands in the Atlantic, the Indian Ocean and above all the Pacific, France has about 10 million km² of maritime areas, the vast majority of them overseas.',
    source: 'Ordonnance n° 2016-1687 du 8 décembre 2016 relative aux espaces maritimes relevant de la souveraineté ou de la juridiction de la République française',
  },
  {
    ...base,
    id: 'geo-045',
    difficulty: 2,
    content: 'Dans quel océan se trouve la Polynésie française ?',
    contentEn: 'In which ocean is French Polynesia?',
    options: ["L'océan Indien", "L'océan Atlantique", "L'océan Arctique", "L'océan Pacifique"],
    optionsEn: ['The Indian Ocean', 'The Atlantic Ocean', 'The Arctic Ocean', 'The Pacific Ocean'],
    correctAnswer: "L'océan Pacifique",
    explanation:
      "La Polynésie française regroupe 118 îles, réparties en cinq archipels au milieu de l'océan Pacifique sud ; Tahiti est la plus peuplée et Papeete en est le chef-lieu. C'est une collectivité d'outre-mer dotée d'une large autonomie.",
    explanationEn:
      'French Polynesia is made up of 118 islands in five archipelagos in the middle of the South Pacific Ocean; Tahiti is the most populated and Papeete is its capital. It is an overseas collectivity with wide self-government.',
    source: "Loi organique n° 2004-192 du 27 février 2004 portant statut d'autonomie de la Polynésie française",
  },
  {
    ...base,
    id: 'geo-046',
    difficulty: 3,
    content: 'Quelle est la principale ville de la Nouvelle-Calédonie ?',
    contentEn: 'What is the main city of New Caledonia?',
    options: ['Nouméa', 'Papeete', 'Cayenne', 'Fort-de-France'],
    optionsEn: ['Nouméa', 'Papeete', 'Cayenne', 'Fort-de-France'],
    correctAnswer: 'Nouméa',
    explanation:
      "Nouméa, sur la Grande Terre, est le chef-lieu de la Nouvelle-Calédonie, archipel du Pacifique sud situé à l'est de l'Australie. Papeete est le chef-lieu de la Polynésie française, Cayenne celui de la Guyane et Fort-de-France celui de la Martinique.",
    explanationEn:
      'Nouméa, on Grande Terre, is the capital of New Caledonia, an archipelago in the South Pacific east of Australia. Papeete is the capital of French Polynesia, Cayenne that of French Guiana and Fort-de-France that of Martinique.',
    source: 'Loi organique n° 99-209 du 19 mars 1999 relative à la Nouvelle-Calédonie',
  },
  {
    ...base,
    id: 'geo-047',
    difficulty: 5,
    content: 'Quel est le statut de la Nouvelle-Calédonie dans la Constitution ?',
    contentEn: 'What is the status of New Caledonia in the Constitution?',
    options: [
      "Un département d'outre-mer, comme La Réunion",
      "Une collectivité d'outre-mer de l'article 74, comme Wallis-et-Futuna",
      'Un statut particulier, prévu par un titre propre de la Constitution',
      'Un État indépendant depuis 1998',
    ],
    optionsEn: [
      'An overseas département, like La Réunion',
      'An overseas collectivity under Article 74, like Wallis and Futuna',
      'A special status, under a title of the Constitution of its own',
      'An independent State since 1998',
    ],
    correctAnswer: 'Un statut particulier, prévu par un titre propre de la Constitution',
    explanation:
      "Après les accords de Matignon (1988) et de Nouméa (1998), la Constitution consacre à la Nouvelle-Calédonie un titre spécial (articles 76 et 77) : elle n'est ni un département ni une collectivité de l'article 74. Lors des trois consultations de 2018, 2020 et 2021, la majorité des votants a choisi de rester dans la République.",
    explanationEn:
      'After the Matignon (1988) and Nouméa (1998) agreements, the Constitution devotes a special title to New Caledonia (Articles 76 and 77): it is neither a département nor an Article 74 collectivity. In the three referendums of 2018, 2020 and 2021, most voters chose to remain in the Republic.',
    source: 'Constitution du 4 octobre 1958, titre XIII, art. 76 et 77',
  },
  {
    ...base,
    id: 'geo-048',
    difficulty: 3,
    content: "Près de quel pays se trouve l'archipel français de Saint-Pierre-et-Miquelon ?",
    contentEn: 'Near which country is the French archipelago of Saint-Pierre-et-Miquelon?',
    options: ['Le Canada', 'Le Brésil', 'Madagascar', "L'Australie"],
    optionsEn: ['Canada', 'Brazil', 'Madagascar', 'Australia'],
    correctAnswer: 'Le Canada',
    explanation:
      "Saint-Pierre-et-Miquelon est un petit archipel de l'Atlantique Nord, au sud de l'île canadienne de Terre-Neuve. C'est une collectivité d'outre-mer ; à la différence des autres outre-mer, on y change d'heure en été, comme au Canada voisin.",
    explanationEn:
      'Saint-Pierre-et-Miquelon is a small archipelago in the North Atlantic, south of the Canadian island of Newfoundland. It is an overseas collectivity; unlike the other overseas territories, clocks change there in summer, as in neighbouring Canada.',
    source: 'Constitution du 4 octobre 1958, art. 72-3 et 74 ; décret n° 2017-292 du 6 mars 2017 relatif au temps légal français',
  },
  {
    ...base,
    id: 'geo-049',
    difficulty: 4,
    content:
      'La Polynésie française, Wallis-et-Futuna, Saint-Pierre-et-Miquelon, Saint-Barthélemy et Saint-Martin : quel est leur statut ?',
    contentEn:
      'French Polynesia, Wallis and Futuna, Saint-Pierre-et-Miquelon, Saint-Barthélemy and Saint-Martin: what is their status?',
    options: [
      "Ce sont des départements et régions d'outre-mer",
      "Ce sont des collectivités d'outre-mer (article 74)",
      'Ce sont des États indépendants associés à la France',
      'Ce sont des territoires étrangers administrés par la France',
    ],
    optionsEn: [
      'They are overseas départements and regions',
      'They are overseas collectivities (Article 74)',
      'They are independent States associated with France',
      'They are foreign territories administered by France',
    ],
    correctAnswer: "Ce sont des collectivités d'outre-mer (article 74)",
    explanation:
      "La Constitution distingue les départements et régions d'outre-mer (article 73), où les lois nationales s'appliquent en principe directement, et les collectivités d'outre-mer (article 74), qui ont un statut propre tenant compte de leurs intérêts. Ces cinq territoires font partie de la République et leurs habitants sont français.",
    explanationEn:
      'The Constitution distinguishes the overseas départements and regions (Article 73), where national laws in principle apply directly, from the overseas collectivities (Article 74), which have their own status reflecting their interests. These five territories are part of the Republic and their inhabitants are French.',
    source: 'Constitution du 4 octobre 1958, art. 72-3, 73 et 74',
  },
  {
    ...base,
    id: 'geo-050',
    difficulty: 3,
    content: "Quels sont les cinq départements et régions d'outre-mer ?",
    contentEn: 'Which are the five overseas départements and regions?',
    options: [
      'Guadeloupe, Martinique, Guyane, La Réunion, Polynésie française',
      'Guadeloupe, Saint-Martin, Guyane, La Réunion, Wallis-et-Futuna',
      'Guadeloupe, Martinique, Guyane, La Réunion, Mayotte',
      'Martinique, Guyane, Nouvelle-Calédonie, La Réunion, Mayotte',
    ],
    optionsEn: [
      'Guadeloupe, Martinique, French Guiana, La Réunion, French Polynesia',
      'Guadeloupe, Saint-Martin, French Guiana, La Réunion, Wallis and Futuna',
      'Guadeloupe, Martinique, French Guiana, La Réunion, Mayotte',
      'Martinique, French Guiana, New Caledonia, La Réunion, Mayotte',
    ],
    correctAnswer: 'Guadeloupe, Martinique, Guyane, La Réunion, Mayotte',
    explanation:
      "La Guadeloupe, la Martinique, la Guyane, La Réunion et Mayotte sont régies par l'article 73 de la Constitution : elles ont à la fois les compétences d'un département et d'une région. La Martinique, la Guyane et Mayotte ont une assemblée unique pour les deux. La Polynésie, Wallis-et-Futuna et Saint-Martin sont des collectivités d'outre-mer ; la Nouvelle-Calédonie a un statut à part.",
    explanationEn:
      'Guadeloupe, Martinique, French Guiana, La Réunion and Mayotte are governed by Article 73 of the Constitution: they have the powers of both a département and a region. Martinique, French Guiana and Mayotte have a single assembly for both. French Polynesia, Wallis and Futuna and Saint-Martin are overseas collectivities; New Caledonia has a status of its own.',
    source: 'Constitution du 4 octobre 1958, art. 72-3 et 73',
  },
  {
    ...base,
    id: 'geo-051',
    difficulty: 3,
    content: 'Où se trouve Mayotte ?',
    contentEn: 'Where is Mayotte?',
    options: [
      'Dans la mer des Caraïbes, près de la Martinique',
      "Dans l'océan Pacifique, près de Tahiti",
      "Dans l'Atlantique Nord, près du Canada",
      "Dans l'océan Indien, près de Madagascar",
    ],
    optionsEn: [
      'In the Caribbean Sea, near Martinique',
      'In the Pacific Ocean, near Tahiti',
      'In the North Atlantic, near Canada',
      'In the Indian Ocean, near Madagascar',
    ],
    correctAnswer: "Dans l'océan Indien, près de Madagascar",
    explanation:
      "Mayotte fait partie de l'archipel des Comores, dans le canal du Mozambique, entre Madagascar et l'Afrique. Elle est formée de deux îles principales, Grande-Terre et Petite-Terre, et est devenue un département en 2011.",
    explanationEn:
      'Mayotte belongs to the Comoros archipelago, in the Mozambique Channel, between Madagascar and Africa. It is made up of two main islands, Grande-Terre and Petite-Terre, and became a département in 2011.',
    source: 'Loi organique n° 2010-1486 du 7 décembre 2010 relative au Département de Mayotte',
  },
  {
    ...base,
    id: 'geo-052',
    difficulty: 2,
    content: "Qu'est-ce qui recouvre la plus grande partie du territoire de la Guyane ?",
    contentEn: 'What covers most of the territory of French Guiana?',
    options: ['Des montagnes enneigées', 'La forêt amazonienne', 'Un désert de sable', 'Des vignobles'],
    optionsEn: ['Snow-capped mountains', 'The Amazon rainforest', 'A sand desert', 'Vineyards'],
    correctAnswer: 'La forêt amazonienne',
    explanation:
      'La Guyane, le plus vaste département français (plus de 80 000 km²), est couverte à plus de 90 % par la forêt amazonienne ; la population vit surtout sur la côte. Le Parc amazonien de Guyane, créé en 2007, est le plus grand parc national de France.',
    explanationEn:
      'French Guiana, the largest French département (more than 80,000 km²), is more than 90% covered by the Amazon rainforest; most people live on the coast. The Guiana Amazonian Park, created in 2007, is the largest national park in France.',
    source: 'Décret n° 2007-266 du 27 février 2007 créant le parc national dénommé « Parc amazonien de Guyane »',
  },
  {
    ...base,
    id: 'geo-053',
    difficulty: 4,
    content: 'Quel volcan de la Martinique a détruit la ville de Saint-Pierre en 1902 ?',
    contentEn: 'Which volcano in Martinique destroyed the town of Saint-Pierre in 1902?',
    options: ['Le piton de la Fournaise', 'La Soufrière', 'La montagne Pelée', 'Le puy de Dôme'],
    optionsEn: ['Piton de la Fournaise', 'La Soufrière', 'Mount Pelée', 'The Puy de Dôme'],
    correctAnswer: 'La montagne Pelée',
    explanation:
      "Le 8 mai 1902, une nuée ardente de la montagne Pelée a rasé Saint-Pierre, alors principale ville de la Martinique, faisant près de 30 000 morts. Le piton de la Fournaise est à La Réunion, la Soufrière en Guadeloupe et le puy de Dôme, volcan éteint, en Auvergne.",
    explanationEn:
      'On 8 May 1902, a glowing avalanche from Mount Pelée wiped out Saint-Pierre, then the main town of Martinique, killing nearly 30,000 people. Piton de la Fournaise is on La Réunion, La Soufrière in Guadeloupe and the Puy de Dôme, an extinct volcano, in Auvergne.',
    source: 'IPGP — Observatoire volcanologique et sismologique de Martinique, « La montagne Pelée »',
  },
  {
    ...base,
    id: 'geo-054',
    difficulty: 3,
    content: "Quel volcan très actif se trouve sur l'île de La Réunion ?",
    contentEn: 'Which very active volcano is on the island of La Réunion?',
    options: ['Le piton de la Fournaise', 'La montagne Pelée', "L'Etna", 'Le puy de Sancy'],
    optionsEn: ['Piton de la Fournaise', 'Mount Pelée', 'Mount Etna', 'The Puy de Sancy'],
    correctAnswer: 'Le piton de la Fournaise',
    explanation:
      "Le piton de la Fournaise, dans le sud-est de La Réunion, est l'un des volcans les plus actifs du monde : il entre en éruption presque chaque année. La montagne Pelée est en Martinique, l'Etna en Sicile (Italie) et le puy de Sancy, volcan éteint, dans le Massif central.",
    explanationEn:
      'Piton de la Fournaise, in the south-east of La Réunion, is one of the most active volcanoes in the world: it erupts almost every year. Mount Pelée is in Martinique, Etna in Sicily (Italy) and the Puy de Sancy, an extinct volcano, in the Massif Central.',
    source: 'IPGP — Observatoire volcanologique du Piton de la Fournaise',
  },
  {
    ...base,
    id: 'geo-055',
    difficulty: 4,
    content: "Comment s'appellent les deux îles principales de la Guadeloupe, qui dessinent un papillon sur la carte ?",
    contentEn: 'What are the names of the two main islands of Guadeloupe, which look like a butterfly on the map?',
    options: [
      'Marie-Galante et la Désirade',
      'Tahiti et Moorea',
      'Saint-Pierre et Miquelon',
      'Basse-Terre et Grande-Terre',
    ],
    optionsEn: [
      'Marie-Galante and La Désirade',
      'Tahiti and Moorea',
      'Saint-Pierre and Miquelon',
      'Basse-Terre and Grande-Terre',
    ],
    correctAnswer: 'Basse-Terre et Grande-Terre',
    explanation:
      "La Guadeloupe est un archipel des Antilles : ses deux îles principales, Basse-Terre (montagneuse, avec le volcan de la Soufrière) et Grande-Terre (plus plate), sont séparées par un étroit bras de mer, la Rivière Salée, et dessinent un papillon. Marie-Galante et la Désirade sont d'autres îles, plus petites, de l'archipel ; Saint-Pierre-et-Miquelon est près du Canada, Tahiti et Moorea en Polynésie.",
    explanationEn:
      'Guadeloupe is an archipelago in the West Indies: its two main islands, Basse-Terre (mountainous, with the Soufrière volcano) and Grande-Terre (flatter), are separated by a narrow channel, the Rivière Salée, and form a butterfly. Marie-Galante and La Désirade are other, smaller islands of the archipelago; Saint-Pierre-et-Miquelon is near Canada, Tahiti and Moorea in Polynesia.',
    source: 'IGN — Géoportail, carte de la Guadeloupe',
  },
  {
    ...base,
    id: 'geo-056',
    difficulty: 4,
    content: 'Quel est le statut de la Corse ?',
    contentEn: 'What is the status of Corsica?',
    options: [
      'Une collectivité à statut particulier',
      "Un département d'outre-mer",
      'Un État indépendant associé à la France',
      "Un territoire administré avec l'Italie",
    ],
    optionsEn: [
      'A local authority with special status',
      'An overseas département',
      'An independent State associated with France',
      'A territory run jointly with Italy',
    ],
    correctAnswer: 'Une collectivité à statut particulier',
    explanation:
      "Depuis le 1er janvier 2018, la Collectivité de Corse exerce à la fois les compétences de la région et celles des deux départements de l'île (Corse-du-Sud et Haute-Corse). C'est une collectivité à statut particulier au sens de l'article 72 de la Constitution ; la Corse fait partie de la France métropolitaine.",
    explanationEn:
      "Since 1 January 2018, the Collectivité de Corse has exercised both the powers of the region and those of the island's two départements (Corse-du-Sud and Haute-Corse). It is a local authority with special status within the meaning of Article 72 of the Constitution; Corsica is part of metropolitan France.",
    source: 'Code général des collectivités territoriales, art. L. 4421-1',
  },
  {
    ...base,
    id: 'geo-057',
    difficulty: 3,
    content: 'Quelle ville est le chef-lieu de la Corse ?',
    contentEn: 'Which town is the capital of Corsica?',
    options: ['Bastia', 'Calvi', 'Porto-Vecchio', 'Ajaccio'],
    optionsEn: ['Bastia', 'Calvi', 'Porto-Vecchio', 'Ajaccio'],
    correctAnswer: 'Ajaccio',
    explanation:
      "Ajaccio, sur la côte ouest de l'île et ville natale de Napoléon Bonaparte, est le chef-lieu de la Corse et la préfecture de la Corse-du-Sud. Bastia, au nord-est, est la préfecture de la Haute-Corse ; Calvi et Porto-Vecchio sont des villes plus petites.",
    explanationEn:
      'Ajaccio, on the west coast of the island and birthplace of Napoleon Bonaparte, is the capital of Corsica and the prefecture of Corse-du-Sud. Bastia, in the north-east, is the prefecture of Haute-Corse; Calvi and Porto-Vecchio are smaller towns.',
    source: 'Décret n° 2016-1689 du 8 décembre 2016 (nom, composition et chef-lieu des circonscriptions régionales), art. 1er',
  },
  {
    ...base,
    id: 'geo-058',
    difficulty: 2,
    content: 'Après Paris, quelle est la ville la plus peuplée de France ?',
    contentEn: 'After Paris, which is the most populous city in France?',
    options: ['Lyon', 'Toulouse', 'Marseille', 'Lille'],
    optionsEn: ['Lyon', 'Toulouse', 'Marseille', 'Lille'],
    correctAnswer: 'Marseille',
    explanation:
      "Avec environ 870 000 habitants, Marseille est la deuxième commune de France, loin devant Lyon et Toulouse (environ un demi-million chacune) ; Lille en compte environ 240 000. Paris reste de loin la plus peuplée, avec plus de 2 millions d'habitants.",
    explanationEn:
      'With about 870,000 inhabitants, Marseille is the second largest commune in France, well ahead of Lyon and Toulouse (about half a million each); Lille has about 240,000. Paris remains by far the most populous, with more than 2 million inhabitants.',
    source: 'insee.fr — Populations légales 2022 des communes (en vigueur au 1er janvier 2025)',
  },
  {
    ...base,
    id: 'geo-059',
    difficulty: 3,
    content: 'Quelle est la région la plus peuplée de France ?',
    contentEn: 'Which is the most populous region of France?',
    options: ['Île-de-France', 'Auvergne-Rhône-Alpes', 'Hauts-de-France', 'Occitanie'],
    optionsEn: ['Île-de-France', 'Auvergne-Rhône-Alpes', 'Hauts-de-France', 'Occitanie'],
    correctAnswer: 'Île-de-France',
    explanation:
      "L'Île-de-France, autour de Paris, compte plus de 12 millions d'habitants, soit près d'un habitant de la France sur cinq, sur une petite partie du territoire. Auvergne-Rhône-Alpes, deuxième région la plus peuplée, en compte environ 8 millions.",
    explanationEn:
      'Île-de-France, around Paris, has more than 12 million inhabitants, nearly one in five people in France, on a small part of the territory. Auvergne-Rhône-Alpes, the second most populous region, has about 8 million.',
    source: 'insee.fr — Estimations de population par région au 1er janvier 2025',
  },
  {
    ...base,
    id: 'geo-060',
    difficulty: 4,
    content: 'Quelle est la plus vaste région de France métropolitaine ?',
    contentEn: 'Which is the largest region of metropolitan France by area?',
    options: ['Occitanie', 'Grand Est', 'Auvergne-Rhône-Alpes', 'Nouvelle-Aquitaine'],
    optionsEn: ['Occitanie', 'Grand Est', 'Auvergne-Rhône-Alpes', 'Nouvelle-Aquitaine'],
    correctAnswer: 'Nouvelle-Aquitaine',
    explanation:
      "Née en 2016 de la fusion de l'Aquitaine, du Limousin et de Poitou-Charentes, la Nouvelle-Aquitaine couvre environ 84 000 km², plus que l'Autriche. Elle devance l'Occitanie (environ 73 000 km²) et Auvergne-Rhône-Alpes (environ 70 000 km²). Son chef-lieu est Bordeaux.",
    explanationEn:
      'Formed in 2016 by merging Aquitaine, Limousin and Poitou-Charentes, Nouvelle-Aquitaine covers about 84,000 km², more than Austria. It is ahead of Occitanie (about 73,000 km²) and Auvergne-Rhône-Alpes (about 70,000 km²). Its capital is Bordeaux.',
    source: 'insee.fr — Comparateur de territoires, superficie des régions ; loi n° 2015-29 du 16 janvier 2015, art. 1er',
  },
  {
    ...base,
    id: 'geo-061',
    difficulty: 2,
    content: "Quel est le numéro du département de Paris, que l'on retrouve dans les codes postaux parisiens ?",
    contentEn: 'What is the number of the Paris département, found in Paris postcodes?',
    options: ['13', '69', '75', '33'],
    optionsEn: ['13', '69', '75', '33'],
    correctAnswer: '75',
    explanation:
      "Chaque département a un numéro, attribué à l'origine selon l'ordre alphabétique : Paris porte le numéro 75, d'où les codes postaux de 75001 à 75020. Le 13 correspond aux Bouches-du-Rhône (Marseille), le 69 au Rhône (Lyon) et le 33 à la Gironde (Bordeaux).",
    explanationEn:
      'Each département has a number, originally given in alphabetical order: Paris is number 75, hence postcodes from 75001 to 75020. 13 is Bouches-du-Rhône (Marseille), 69 is Rhône (Lyon) and 33 is Gironde (Bordeaux).',
    source: 'insee.fr — Code officiel géographique 2025, liste des départements',
  },
  {
    ...base,
    id: 'geo-062',
    difficulty: 4,
    content: 'En 2025, environ combien de communes la France compte-t-elle ?',
    contentEn: 'In 2025, roughly how many communes (municipalities) does France have?',
    options: ['Environ 3 500', 'Environ 10 000', 'Près de 35 000', 'Plus de 100 000'],
    optionsEn: ['About 3,500', 'About 10,000', 'Nearly 35,000', 'More than 100,000'],
    correctAnswer: 'Près de 35 000',
    explanation:
      "La France compte près de 35 000 communes, grandes villes comme petits villages ; chacune a un conseil municipal et un maire. C'est l'un des pays d'Europe qui en a le plus, car beaucoup de communes sont très petites. Leur nombre baisse un peu chaque année avec les fusions de communes.",
    explanationEn:
      'France has nearly 35,000 communes, from big cities to small villages; each has a municipal council and a mayor. It is one of the countries in Europe with the most, because many communes are very small. Their number falls slightly every year as communes merge.',
    source: 'insee.fr — Code officiel géographique au 1er janvier 2025 (nombre de communes)',
  },
  {
    ...base,
    id: 'geo-063',
    difficulty: 2,
    content: "Dans quelle ville siègent l'Assemblée nationale et le Sénat ?",
    contentEn: 'In which city do the National Assembly and the Senate sit?',
    options: ['Paris', 'Versailles', 'Strasbourg', 'Lyon'],
    optionsEn: ['Paris', 'Versailles', 'Strasbourg', 'Lyon'],
    correctAnswer: 'Paris',
    explanation:
      "La loi fixe le siège des deux assemblées à Paris : l'Assemblée nationale au Palais-Bourbon et le Sénat au palais du Luxembourg. Versailles n'accueille le Parlement que lorsqu'il se réunit en Congrès ; Strasbourg est le siège du Parlement européen.",
    explanationEn:
      'The law sets the seat of both houses in Paris: the National Assembly at the Palais Bourbon and the Senate at the Luxembourg Palace. Versailles only hosts Parliament when it meets as a Congress; Strasbourg is the seat of the European Parliament.',
    source: 'Ordonnance n° 58-1100 du 17 novembre 1958 relative au fonctionnement des assemblées parlementaires, art. 1er et 2',
  },
  {
    ...base,
    id: 'geo-064',
    difficulty: 3,
    content: 'À Paris, quel bâtiment est la résidence et le lieu de travail du Premier ministre ?',
    contentEn: 'In Paris, which building is the residence and workplace of the Prime Minister?',
    options: ["Le palais de l'Élysée", "L'hôtel de Matignon", 'Le Palais-Bourbon', 'Le palais du Luxembourg'],
    optionsEn: ['The Élysée Palace', 'The Hôtel de Matignon', 'The Palais Bourbon', 'The Luxembourg Palace'],
    correctAnswer: "L'hôtel de Matignon",
    explanation:
      "L'hôtel de Matignon, rue de Varenne, abrite les services du Premier ministre ; on dit souvent « Matignon » pour parler du chef du Gouvernement. Le palais de l'Élysée est celui du président de la République, le Palais-Bourbon celui de l'Assemblée nationale et le palais du Luxembourg celui du Sénat.",
    explanationEn:
      "The Hôtel de Matignon, on rue de Varenne, houses the Prime Minister's offices; people often say \"Matignon\" to mean the head of Government. The Élysée Palace belongs to the President of the Republic, the Palais Bourbon to the National Assembly and the Luxembourg Palace to the Senate.",
    source: "gouvernement.fr — L'hôtel de Matignon",
  },
  {
    ...base,
    id: 'geo-065',
    difficulty: 2,
    content: "Quel climat trouve-t-on sur les côtes de Provence et de la Côte d'Azur ?",
    contentEn: "What climate is found on the coasts of Provence and the Côte d'Azur?",
    options: [
      "Un climat océanique, doux et pluvieux toute l'année",
      'Un climat méditerranéen, avec des étés chauds et secs',
      "Un climat polaire, froid toute l'année",
      "Un climat tropical, chaud et humide toute l'année",
    ],
    optionsEn: [
      'An oceanic climate, mild and rainy all year round',
      'A Mediterranean climate, with hot, dry summers',
      'A polar climate, cold all year round',
      'A tropical climate, hot and humid all year round',
    ],
    correctAnswer: 'Un climat méditerranéen, avec des étés chauds et secs',
    explanation:
      "Le sud-est de la France a un climat méditerranéen : étés chauds, secs et ensoleillés, hivers doux, pluies parfois violentes en automne. Le climat océanique concerne plutôt l'ouest (Bretagne) ; le climat tropical est celui des Antilles, de la Guyane ou de La Réunion.",
    explanationEn:
      'South-eastern France has a Mediterranean climate: hot, dry, sunny summers, mild winters and sometimes violent rain in autumn. The oceanic climate is found rather in the west (Brittany); the tropical climate is that of the West Indies, French Guiana or La Réunion.',
    source: 'Météo-France — « Les climats en France »',
  },
  {
    ...base,
    id: 'geo-066',
    difficulty: 3,
    content: 'Quel climat trouve-t-on en Guadeloupe et en Martinique ?',
    contentEn: 'What climate is found in Guadeloupe and Martinique?',
    options: [
      'Un climat continental, aux hivers très froids',
      "Un climat polaire, avec de la neige une grande partie de l'année",
      'Un climat méditerranéen, avec des hivers frais et pluvieux',
      'Un climat tropical, chaud, avec une saison des pluies',
    ],
    optionsEn: [
      'A continental climate, with very cold winters',
      'A polar climate, with snow for much of the year',
      'A Mediterranean climate, with cool, rainy winters',
      'A tropical climate, hot, with a rainy season',
    ],
    correctAnswer: 'Un climat tropical, chaud, avec une saison des pluies',
    explanation:
      "Aux Antilles, il fait chaud toute l'année (environ 25 à 30 °C). On distingue le « carême », saison plus sèche du début de l'année, et l'« hivernage », saison des pluies de l'été et de l'automne, qui est aussi la période des cyclones.",
    explanationEn:
      'In the French West Indies it is hot all year round (about 25 to 30 °C). People distinguish the "carême", the drier season at the start of the year, from the "hivernage", the rainy season in summer and autumn, which is also the hurricane season.',
    source: 'Météo-France — climat des Antilles (saisons et cyclones)',
  },
  {
    ...base,
    id: 'geo-067',
    difficulty: 4,
    content: "Où se trouve la dune du Pilat, la plus haute dune de sable d'Europe ?",
    contentEn: 'Where is the Dune du Pilat, the highest sand dune in Europe?',
    options: [
      "Près d'Arcachon, en Gironde",
      'Près de Dunkerque, dans le Nord',
      'En Camargue, dans les Bouches-du-Rhône',
      "Sur l'île de Ré, en Charente-Maritime",
    ],
    optionsEn: [
      'Near Arcachon, in Gironde',
      'Near Dunkirk, in the Nord département',
      'In the Camargue, in Bouches-du-Rhône',
      'On the Île de Ré, in Charente-Maritime',
    ],
    correctAnswer: "Près d'Arcachon, en Gironde",
    explanation:
      "La dune du Pilat s'élève à plus de 100 mètres au-dessus de l'océan Atlantique, à l'entrée du bassin d'Arcachon, au sud-ouest de Bordeaux. Elle avance lentement vers l'intérieur des terres, poussée par les vents d'ouest. C'est un site classé.",
    explanationEn:
      'The Dune du Pilat rises more than 100 metres above the Atlantic Ocean, at the entrance of the Arcachon basin, south-west of Bordeaux. It moves slowly inland, pushed by westerly winds. It is a protected (classified) site.',
    source: "IGN — Géoportail, carte du bassin d'Arcachon (dune du Pilat, site classé)",
  },
  {
    ...base,
    id: 'geo-068',
    difficulty: 5,
    content: 'Quel territoire français se trouve sur le continent antarctique ?',
    contentEn: 'Which French territory lies on the Antarctic continent?',
    options: ['La Terre de Feu', 'Le Groenland', 'La Terre Adélie', "L'île de Pâques"],
    optionsEn: ['Tierra del Fuego', 'Greenland', 'Adélie Land', 'Easter Island'],
    correctAnswer: 'La Terre Adélie',
    explanation:
      "La Terre Adélie fait partie des Terres australes et antarctiques françaises (TAAF), avec notamment les îles Kerguelen et Crozet. Personne n'y vit en permanence : seuls des scientifiques y séjournent, à la base Dumont-d'Urville. Le traité sur l'Antarctique de 1959 gèle les revendications territoriales sur ce continent. La Terre de Feu est argentine et chilienne, le Groenland danois, l'île de Pâques chilienne.",
    explanationEn:
      "Adélie Land is part of the French Southern and Antarctic Lands (TAAF), together with the Kerguelen and Crozet Islands among others. Nobody lives there permanently: only scientists stay there, at the Dumont d'Urville base. The 1959 Antarctic Treaty freezes territorial claims on the continent. Tierra del Fuego is Argentine and Chilean, Greenland Danish, Easter Island Chilean.",
    source: "Loi n° 55-1052 du 6 août 1955 portant statut des Terres australes et antarctiques françaises et de l'île de Clipperton, art. 1er",
  },
  {
    ...base,
    id: 'geo-069',
    difficulty: 3,
    content: 'Quel grand lac la France partage-t-elle avec la Suisse ?',
    contentEn: 'Which large lake does France share with Switzerland?',
    options: ['Le lac Léman', "Le lac d'Annecy", 'Le lac du Bourget', 'Le lac de Serre-Ponçon'],
    optionsEn: ['Lake Geneva (Lac Léman)', 'Lake Annecy', 'Lac du Bourget', 'Lac de Serre-Ponçon'],
    correctAnswer: 'Le lac Léman',
    explanation:
      "Le lac Léman, traversé par le Rhône, est partagé entre la France (rive sud, avec Évian et Thonon, en Haute-Savoie) et la Suisse (Genève, Lausanne). Les lacs d'Annecy et du Bourget sont entièrement en France, respectivement en Haute-Savoie et en Savoie ; Serre-Ponçon est un lac de barrage des Hautes-Alpes.",
    explanationEn:
      'Lake Geneva, through which the Rhône flows, is shared between France (south shore, with Évian and Thonon, in Haute-Savoie) and Switzerland (Geneva, Lausanne). Lake Annecy and Lac du Bourget are entirely in France, in Haute-Savoie and Savoie respectively; Serre-Ponçon is a reservoir in Hautes-Alpes.',
    source: 'IGN — Géoportail, carte du lac Léman et de la frontière franco-suisse',
  },
  {
    ...base,
    id: 'geo-070',
    difficulty: 5,
    content: "Les départements d'outre-mer, comme La Réunion, font-ils partie de l'Union européenne ?",
    contentEn: 'Are the overseas départements, such as La Réunion, part of the European Union?',
    options: [
      "Non, ils sont en dehors de l'Union européenne",
      "Oui : ce sont des « régions ultrapériphériques » de l'Union",
      'Seulement pour le commerce, pas pour les droits des citoyens',
      'Non, et ils utilisent le dollar américain',
    ],
    optionsEn: [
      'No, they are outside the European Union',
      'Yes: they are "outermost regions" of the Union',
      'Only for trade, not for the rights of their citizens',
      'No, and they use the US dollar',
    ],
    correctAnswer: "Oui : ce sont des « régions ultrapériphériques » de l'Union",
    explanation:
      "Le traité sur le fonctionnement de l'Union européenne cite la Guadeloupe, la Guyane, la Martinique, Mayotte, La Réunion et Saint-Martin parmi les régions ultrapériphériques : le droit européen s'y applique, avec des adaptations liées à l'éloignement, et on y paie en euros. Les autres collectivités d'outre-mer, comme la Polynésie, sont seulement associées à l'Union.",
    explanationEn:
      'The Treaty on the Functioning of the European Union lists Guadeloupe, French Guiana, Martinique, Mayotte, La Réunion and Saint-Martin among the outermost regions: EU law applies there, with adjustments for distance, and people pay in euros. The other overseas collectivities, such as French Polynesia, are only associated with the Union.',
    source: "Traité sur le fonctionnement de l'Union européenne, art. 349 et 355",
  },
  {
    ...base,
    id: 'geo-071',
    difficulty: 3,
    content: 'Quel est le chef-lieu de la région Grand Est ?',
    contentEn: 'What is the regional capital of Grand Est?',
    options: ['Metz', 'Nancy', 'Châlons-en-Champagne', 'Strasbourg'],
    optionsEn: ['Metz', 'Nancy', 'Châlons-en-Champagne', 'Strasbourg'],
    correctAnswer: 'Strasbourg',
    explanation:
      "La région Grand Est, issue en 2016 de la fusion de l'Alsace, de la Lorraine et de Champagne-Ardenne, a pour chef-lieu Strasbourg, au bord du Rhin. Metz était le chef-lieu de l'ancienne région Lorraine et Châlons-en-Champagne celui de Champagne-Ardenne ; Nancy et Reims sont de grandes villes de la région.",
    explanationEn:
      'The Grand Est region, formed in 2016 by merging Alsace, Lorraine and Champagne-Ardenne, has Strasbourg, on the Rhine, as its capital. Metz was the capital of the former Lorraine region and Châlons-en-Champagne that of Champagne-Ardenne; Nancy and Reims are large cities of the region.',
    source: 'Loi n° 2015-29 du 16 janvier 2015 relative à la délimitation des régions, art. 2 ; décret n° 2016-1689 du 8 décembre 2016, art. 1er',
  },
  {
    ...base,
    id: 'geo-072',
    difficulty: 5,
    content: 'Quel est le chef-lieu (préfecture de région) de la Normandie ?',
    contentEn: 'What is the regional capital (regional prefecture) of Normandy?',
    options: ['Caen', 'Le Havre', 'Rouen', 'Cherbourg'],
    optionsEn: ['Caen', 'Le Havre', 'Rouen', 'Cherbourg'],
    correctAnswer: 'Rouen',
    explanation:
      "Depuis la réunion de la Haute et de la Basse-Normandie en 2016, le chef-lieu, c'est-à-dire la préfecture de région, est Rouen. Le conseil régional, lui, se réunit à Caen, ancienne capitale de la Basse-Normandie. Le Havre est la ville la plus peuplée de Normandie, mais pas son chef-lieu.",
    explanationEn:
      'Since Upper and Lower Normandy were merged in 2016, the regional capital, that is the regional prefecture, has been Rouen. The regional council itself meets in Caen, the former capital of Lower Normandy. Le Havre is the most populous city in Normandy, but not its capital.',
    source: 'Décret n° 2016-1263 du 28 septembre 2016 portant fixation du nom et du chef-lieu de la région Normandie, art. 2',
  },
  {
    ...base,
    id: 'geo-073',
    difficulty: 3,
    content: 'Outre-mer compris, combien de régions la France compte-t-elle en tout ?',
    contentEn: 'Including overseas, how many regions does France have in all?',
    options: ['12', '15', '18', '21'],
    optionsEn: ['12', '15', '18', '21'],
    correctAnswer: '18',
    factKey: 'regions_total',
    explanation:
      'La France compte 13 régions en métropole (dont la Corse) et 5 outre-mer : la Guadeloupe, la Martinique, la Guyane, La Réunion et Mayotte, soit 18 régions. En Martinique, en Guyane et à Mayotte, une seule collectivité exerce à la fois les compétences de la région et du département.',
    explanationEn:
      'France has 13 regions in metropolitan France (including Corsica) and 5 overseas: Guadeloupe, Martinique, French Guiana, La Réunion and Mayotte, making 18 regions. In Martinique, French Guiana and Mayotte, a single authority exercises the powers of both the region and the département.',
    source: 'Loi n° 2015-29 du 16 janvier 2015, art. 1er ; Constitution du 4 octobre 1958, art. 73',
  },
];
