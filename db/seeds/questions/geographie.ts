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
    content: 'Quel fleuve traverse Paris ?',
    contentEn: 'Which river flows through Paris?',
    options: ['La Loire', 'La Seine', 'Le Rhône', 'La Garonne'],
    optionsEn: ['The Loire', 'The Seine', 'The Rhône', 'The Garonne'],
    correctAnswer: 'La Seine',
    explanation:
      "La Seine prend sa source en Bourgogne, traverse Paris puis Rouen et se jette dans la Manche près du Havre. La Loire passe par Orléans et Nantes, le Rhône par Lyon, la Garonne par Toulouse et Bordeaux.",
    explanationEn:
      'The Seine rises in Burgundy, flows through Paris and then Rouen, and reaches the Channel near Le Havre. The Loire passes through Orléans and Nantes, the Rhône through Lyon, the Garonne through Toulouse and Bordeaux.',
    source: 'Sandre (référentiel national des cours d’eau) — fiche « La Seine »',
  },
  {
    ...base,
    id: 'geo-002',
    difficulty: 1,
    officialRef: 'HGC-060',
    content: 'Quelle est la plus haute montagne de France ?',
    contentEn: 'What is the highest mountain in France?',
    options: ['Le puy de Dôme', 'Le mont Ventoux', 'Le mont Blanc', 'Le Canigou'],
    optionsEn: ['The Puy de Dôme', 'Mont Ventoux', 'Mont Blanc', 'The Canigou'],
    correctAnswer: 'Le mont Blanc',
    explanation:
      "Le mont Blanc, dans les Alpes, à la frontière avec l'Italie, dépasse 4 800 mètres : c'est le plus haut sommet de France et d'Europe occidentale. Le puy de Dôme (Massif central), le mont Ventoux (Provence) et le Canigou (Pyrénées) sont beaucoup moins hauts.",
    explanationEn:
      'Mont Blanc, in the Alps on the border with Italy, rises above 4,800 metres: it is the highest summit in France and in Western Europe. The Puy de Dôme (Massif Central), Mont Ventoux (Provence) and the Canigou (Pyrenees) are much lower.',
    source: 'IGN — Géoportail, carte topographique du massif du Mont-Blanc',
  },
  {
    ...base,
    id: 'geo-003',
    difficulty: 1,
    officialRef: 'HGC-044',
    content: "Quelle chaîne de montagnes se trouve entre la France et l'Italie ?",
    contentEn: 'Which mountain range lies between France and Italy?',
    options: ['Les Pyrénées', 'Les Vosges', 'Le Jura', 'Les Alpes'],
    optionsEn: ['The Pyrenees', 'The Vosges', 'The Jura', 'The Alps'],
    correctAnswer: 'Les Alpes',
    explanation:
      "La frontière entre la France et l'Italie suit les Alpes, du lac Léman à la Méditerranée. Les Pyrénées séparent la France de l'Espagne, le Jura longe la Suisse et les Vosges se trouvent entre l'Alsace et la Lorraine.",
    explanationEn:
      'The border between France and Italy follows the Alps, from Lake Geneva to the Mediterranean. The Pyrenees separate France from Spain, the Jura runs along Switzerland and the Vosges lie between Alsace and Lorraine.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-004',
    difficulty: 1,
    officialRef: 'HGC-065',
    content: "Quelle mer sépare la France de l'Angleterre ?",
    contentEn: 'Which sea separates France from England?',
    options: ['La Manche', 'La mer Méditerranée', 'La mer Baltique', 'La mer Noire'],
    optionsEn: ['The English Channel', 'The Mediterranean Sea', 'The Baltic Sea', 'The Black Sea'],
    correctAnswer: 'La Manche',
    explanation:
      "La Manche est le bras de mer entre la côte nord-ouest de la France (Normandie, Bretagne, Hauts-de-France) et le sud de l'Angleterre. Le tunnel sous la Manche passe sous sa partie la plus étroite, le pas de Calais.",
    explanationEn:
      'The English Channel is the arm of the sea between the north-west coast of France (Normandy, Brittany, Hauts-de-France) and the south of England. The Channel Tunnel runs under its narrowest part, the Strait of Dover.',
    source: 'IGN — Géoportail, carte du littoral de la Manche et du pas de Calais',
  },
  {
    ...base,
    id: 'geo-005',
    difficulty: 1,
    officialRef: 'HGC-064',
    content: 'Quelle mer ou quel océan borde la France métropolitaine ?',
    contentEn: 'Which sea or ocean borders metropolitan France?',
    options: ["L'océan Indien", 'La mer Baltique', "L'océan Atlantique", 'La mer Caspienne'],
    optionsEn: ['The Indian Ocean', 'The Baltic Sea', 'The Atlantic Ocean', 'The Caspian Sea'],
    correctAnswer: "L'océan Atlantique",
    explanation:
      "La France métropolitaine a quatre façades maritimes : la mer du Nord, la Manche, l'océan Atlantique et la mer Méditerranée. L'océan Indien baigne La Réunion et Mayotte, pas la métropole ; la Baltique et la Caspienne sont loin de la France.",
    explanationEn:
      'Metropolitan France has four sea fronts: the North Sea, the English Channel, the Atlantic Ocean and the Mediterranean Sea. The Indian Ocean washes La Réunion and Mayotte, not the mainland; the Baltic and the Caspian are far from France.',
    source: 'IGN — Géoportail, carte de la France métropolitaine (littoraux et façades maritimes)',
  },
  {
    ...base,
    id: 'geo-006',
    difficulty: 2,
    officialRef: 'HGC-070',
    content: 'Depuis 2016, combien de régions compte la France métropolitaine ?',
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
    content: 'Quel territoire est devenu le 101e département français en 2011 ?',
    contentEn: 'Which territory became the 101st French département in 2011?',
    options: ['La Guadeloupe', 'La Martinique', 'La Polynésie française', 'Mayotte'],
    optionsEn: ['Guadeloupe', 'Martinique', 'French Polynesia', 'Mayotte'],
    correctAnswer: 'Mayotte',
    explanation:
      "Après le référendum de 2009 où les Mahorais ont voté massivement « oui », Mayotte est devenue le 101e département le 31 mars 2011. La Guadeloupe et la Martinique sont des départements depuis 1946 ; la Polynésie française est une collectivité d'outre-mer, pas un département.",
    explanationEn:
      'After the 2009 referendum in which the people of Mayotte voted overwhelmingly "yes", Mayotte became the 101st département on 31 March 2011. Guadeloupe and Martinique have been départements since 1946; French Polynesia is an overseas collectivity, not a département.',
    source: 'Loi organique n° 2010-1486 du 7 décembre 2010 relative au Département de Mayotte',
  },
  {
    ...base,
    id: 'geo-008',
    difficulty: 1,
    officialRef: 'HGC-062',
    content: 'Quel département français a une frontière avec le Brésil ?',
    contentEn: 'Which French département shares a border with Brazil?',
    options: ['La Guyane', 'La Martinique', 'La Réunion', 'Mayotte'],
    optionsEn: ['French Guiana', 'Martinique', 'La Réunion', 'Mayotte'],
    correctAnswer: 'La Guyane',
    explanation:
      "La Guyane est située en Amérique du Sud : elle touche le Brésil à l'est et au sud, et le Suriname à l'ouest. La Martinique est une île des Antilles ; La Réunion et Mayotte sont des îles de l'océan Indien.",
    explanationEn:
      'French Guiana is in South America: it borders Brazil to the east and south, and Suriname to the west. Martinique is an island in the West Indies; La Réunion and Mayotte are islands in the Indian Ocean.',
    source: 'IGN — Géoportail, carte de la Guyane',
  },
  {
    ...base,
    id: 'geo-009',
    difficulty: 2,
    officialRef: 'HGC-063',
    content: "D'où décollent les fusées Ariane ?",
    contentEn: 'Where do Ariane rockets take off from?',
    options: ['De Toulouse', 'De Kourou, en Guyane', 'De Bordeaux', 'De Brest'],
    optionsEn: ['From Toulouse', 'From Kourou, in French Guiana', 'From Bordeaux', 'From Brest'],
    correctAnswer: 'De Kourou, en Guyane',
    explanation:
      "Les fusées Ariane partent du Centre spatial guyanais, à Kourou. La Guyane est proche de l'équateur, ce qui donne aux fusées un élan supplémentaire grâce à la rotation de la Terre. Toulouse accueille des industries et des centres de recherche spatiaux, mais aucun lancement.",
    explanationEn:
      'Ariane rockets leave from the Guiana Space Centre in Kourou. French Guiana is close to the equator, which gives rockets extra speed from the Earth’s rotation. Toulouse hosts space industry and research centres, but no launches.',
    source: 'CNES — Centre spatial guyanais (Kourou)',
  },
  {
    ...base,
    id: 'geo-010',
    difficulty: 2,
    officialRef: 'HGC-058',
    content: 'Quelle île fait partie des Antilles françaises ?',
    contentEn: 'Which island is part of the French West Indies?',
    options: ['La Corse', 'La Réunion', 'La Martinique', 'Tahiti'],
    optionsEn: ['Corsica', 'La Réunion', 'Martinique', 'Tahiti'],
    correctAnswer: 'La Martinique',
    explanation:
      "Les Antilles françaises sont dans la mer des Caraïbes : la Martinique, la Guadeloupe, Saint-Martin et Saint-Barthélemy. La Corse est en Méditerranée, La Réunion dans l'océan Indien et Tahiti dans l'océan Pacifique.",
    explanationEn:
      'The French West Indies lie in the Caribbean Sea: Martinique, Guadeloupe, Saint-Martin and Saint-Barthélemy. Corsica is in the Mediterranean, La Réunion in the Indian Ocean and Tahiti in the Pacific Ocean.',
    source: 'Constitution du 4 octobre 1958, art. 72-3 (liste des collectivités d’outre-mer)',
  },
  {
    ...base,
    id: 'geo-011',
    difficulty: 1,
    officialRef: 'HGC-059',
    content: 'Parmi ces îles de la Méditerranée, laquelle est française ?',
    contentEn: 'Which of these Mediterranean islands is French?',
    options: ['La Sicile', 'La Sardaigne', 'Malte', 'La Corse'],
    optionsEn: ['Sicily', 'Sardinia', 'Malta', 'Corsica'],
    correctAnswer: 'La Corse',
    explanation:
      "La Corse est une île française de la Méditerranée, au sud-est de la Provence ; elle forme la Collectivité de Corse. La Sicile et la Sardaigne sont italiennes, et Malte est un État indépendant.",
    explanationEn:
      'Corsica is a French island in the Mediterranean, south-east of Provence; it forms the Collectivité de Corse. Sicily and Sardinia are Italian, and Malta is an independent state.',
    source: 'Code général des collectivités territoriales, art. L. 4421-1 (Collectivité de Corse)',
  },
  {
    ...base,
    id: 'geo-012',
    difficulty: 1,
    officialRef: 'HGC-061',
    content: "Quelle île française est située dans l'océan Indien ?",
    contentEn: 'Which French island is in the Indian Ocean?',
    options: ['La Réunion', 'La Guadeloupe', 'La Martinique', 'Tahiti'],
    optionsEn: ['La Réunion', 'Guadeloupe', 'Martinique', 'Tahiti'],
    correctAnswer: 'La Réunion',
    explanation:
      "La Réunion se trouve dans l'océan Indien, à l'est de Madagascar ; Mayotte est aussi dans l'océan Indien. La Guadeloupe et la Martinique sont dans la mer des Caraïbes (Atlantique), Tahiti dans l'océan Pacifique.",
    explanationEn:
      'La Réunion lies in the Indian Ocean, east of Madagascar; Mayotte is also in the Indian Ocean. Guadeloupe and Martinique are in the Caribbean Sea (Atlantic), Tahiti in the Pacific Ocean.',
    source: 'IGN — Géoportail, carte de La Réunion',
  },
  {
    ...base,
    id: 'geo-013',
    difficulty: 3,
    officialRef: 'HGC-071',
    content: "À l'est de Madagascar, au sud-est du continent africain, quelle île est française ?",
    contentEn: 'East of Madagascar, south-east of the African continent, which island is French?',
    options: ['La Nouvelle-Calédonie', 'La Réunion', 'La Guadeloupe', 'Belle-Île'],
    optionsEn: ['New Caledonia', 'La Réunion', 'Guadeloupe', 'Belle-Île'],
    correctAnswer: 'La Réunion',
    explanation:
      "La Réunion est à environ 700 km à l'est de Madagascar, dans l'océan Indien : c'est un département et une région d'outre-mer. La Nouvelle-Calédonie est dans le Pacifique, la Guadeloupe dans les Antilles et Belle-Île au large de la Bretagne.",
    explanationEn:
      'La Réunion is about 700 km east of Madagascar, in the Indian Ocean: it is an overseas département and region. New Caledonia is in the Pacific, Guadeloupe in the West Indies and Belle-Île off the coast of Brittany.',
    source: 'Constitution du 4 octobre 1958, art. 72-3 et 73 (La Réunion)',
  },
  {
    ...base,
    id: 'geo-014',
    difficulty: 2,
    officialRef: 'HGC-066',
    content: "Parmi ces territoires, lequel est un département d'outre-mer ?",
    contentEn: 'Which of these territories is an overseas département?',
    options: ['Tahiti', 'La Nouvelle-Calédonie', 'La Guadeloupe', 'Saint-Barthélemy'],
    optionsEn: ['Tahiti', 'New Caledonia', 'Guadeloupe', 'Saint-Barthélemy'],
    correctAnswer: 'La Guadeloupe',
    explanation:
      "La Guadeloupe est un département et une région d'outre-mer, régi par l'article 73 de la Constitution, comme La Réunion et Mayotte. Tahiti fait partie de la Polynésie française et Saint-Barthélemy est aussi une collectivité d'outre-mer (article 74) ; la Nouvelle-Calédonie a un statut particulier.",
    explanationEn:
      'Guadeloupe is an overseas département and region governed by Article 73 of the Constitution, like La Réunion and Mayotte. Tahiti is part of French Polynesia and Saint-Barthélemy is also an overseas collectivity (Article 74); New Caledonia has a special status.',
    source: 'Constitution du 4 octobre 1958, art. 72-3, 73 et 74',
  },
  {
    ...base,
    id: 'geo-015',
    difficulty: 3,
    officialRef: 'HGC-067',
    content: "Qu'appelle-t-on la France d'outre-mer ?",
    contentEn: 'What is meant by "overseas France"?',
    options: [
      'Les pays étrangers où l’on parle français',
      'Les territoires de la République française situés hors d’Europe, dans plusieurs océans',
      'Les anciennes colonies devenues indépendantes',
      'Les petites îles proches des côtes de la France métropolitaine',
    ],
    optionsEn: [
      'Foreign countries where French is spoken',
      'The territories of the French Republic located outside Europe, in several oceans',
      'Former colonies that became independent',
      'The small islands close to the coasts of metropolitan France',
    ],
    correctAnswer: 'Les territoires de la République française situés hors d’Europe, dans plusieurs océans',
    explanation:
      "L'outre-mer, ce sont les territoires français éloignés de l'Europe : départements et régions d'outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte), collectivités d'outre-mer, Nouvelle-Calédonie, Terres australes et antarctiques. Leurs habitants sont des citoyens français ; les pays francophones indépendants n'en font pas partie.",
    explanationEn:
      'Overseas France means the French territories far from Europe: the overseas départements and regions (Guadeloupe, Martinique, French Guiana, La Réunion, Mayotte), the overseas collectivities, New Caledonia and the Southern and Antarctic Lands. Their inhabitants are French citizens; independent French-speaking countries are not part of it.',
    source: 'Constitution du 4 octobre 1958, art. 72-3',
  },
  {
    ...base,
    id: 'geo-016',
    difficulty: 1,
    officialRef: 'HGC-068',
    content: 'Selon l’INSEE, combien d’habitants la France comptait-elle environ en 2025 ?',
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
    content: "Parmi ces villes, laquelle possède l'un des plus grands ports maritimes de France ?",
    contentEn: 'Which of these cities has one of the largest seaports in France?',
    options: ['Marseille', 'Lyon', 'Toulouse', 'Strasbourg'],
    optionsEn: ['Marseille', 'Lyon', 'Toulouse', 'Strasbourg'],
    correctAnswer: 'Marseille',
    explanation:
      "Le Grand port maritime de Marseille-Fos, sur la Méditerranée, est l'un des deux premiers ports de France avec l'ensemble Le Havre-Rouen-Paris (HAROPA). Lyon, Toulouse et Strasbourg sont à l'intérieur des terres : Lyon et Strasbourg n'ont que des ports fluviaux.",
    explanationEn:
      'The Grand Port Maritime de Marseille-Fos, on the Mediterranean, is one of the two leading ports of France together with the Le Havre-Rouen-Paris group (HAROPA). Lyon, Toulouse and Strasbourg are inland: Lyon and Strasbourg only have river ports.',
    source: 'Ministère chargé des transports — chiffres clés des grands ports maritimes (trafic 2024)',
  },
  {
    ...base,
    id: 'geo-018',
    difficulty: 2,
    officialRef: 'HGC-072',
    content: 'Quel est le chef-lieu de la région Auvergne-Rhône-Alpes ?',
    contentEn: 'What is the regional capital of Auvergne-Rhône-Alpes?',
    options: ['Clermont-Ferrand', 'Lyon', 'Grenoble', 'Saint-Étienne'],
    optionsEn: ['Clermont-Ferrand', 'Lyon', 'Grenoble', 'Saint-Étienne'],
    correctAnswer: 'Lyon',
    explanation:
      "Un décret de 2016 a fixé à Lyon le chef-lieu de la région née de la fusion de l'Auvergne et de Rhône-Alpes. Clermont-Ferrand était le chef-lieu de l'ancienne région Auvergne ; Grenoble et Saint-Étienne sont des préfectures de département.",
    explanationEn:
      'A 2016 decree set Lyon as the capital of the region formed by merging Auvergne and Rhône-Alpes. Clermont-Ferrand was the capital of the former Auvergne region; Grenoble and Saint-Étienne are département prefectures.',
    source: 'Décret n° 2016-1266 du 28 septembre 2016 (nom et chef-lieu de la région Auvergne-Rhône-Alpes), art. 2',
  },
  {
    ...base,
    id: 'geo-019',
    difficulty: 2,
    officialRef: 'HGC-073',
    content: 'Quel est le chef-lieu de la région Bretagne ?',
    contentEn: 'What is the regional capital of Brittany?',
    options: ['Brest', 'Nantes', 'Rennes', 'Quimper'],
    optionsEn: ['Brest', 'Nantes', 'Rennes', 'Quimper'],
    correctAnswer: 'Rennes',
    explanation:
      "Rennes, préfecture d'Ille-et-Vilaine, est le chef-lieu de la région Bretagne. Brest et Quimper sont des villes du Finistère ; Nantes, ancienne ville des ducs de Bretagne, est aujourd'hui le chef-lieu de la région Pays de la Loire.",
    explanationEn:
      'Rennes, prefecture of Ille-et-Vilaine, is the capital of the Brittany region. Brest and Quimper are towns of Finistère; Nantes, once the city of the Dukes of Brittany, is today the capital of the Pays de la Loire region.',
    source: 'Décret n° 2016-1689 du 8 décembre 2016 (nom, composition et chef-lieu des circonscriptions régionales), art. 1er',
  },
  {
    ...base,
    id: 'geo-020',
    difficulty: 3,
    officialRef: 'HGC-074',
    content: "Quel est le chef-lieu de la région Provence-Alpes-Côte d'Azur ?",
    contentEn: "What is the regional capital of Provence-Alpes-Côte d'Azur?",
    options: ['Nice', 'Toulon', 'Avignon', 'Marseille'],
    optionsEn: ['Nice', 'Toulon', 'Avignon', 'Marseille'],
    correctAnswer: 'Marseille',
    explanation:
      "Marseille, préfecture des Bouches-du-Rhône et deuxième ville de France, est le chef-lieu de la région Provence-Alpes-Côte d'Azur. Nice, Toulon et Avignon sont les préfectures des Alpes-Maritimes, du Var et du Vaucluse.",
    explanationEn:
      "Marseille, prefecture of Bouches-du-Rhône and France's second city, is the capital of the Provence-Alpes-Côte d'Azur region. Nice, Toulon and Avignon are the prefectures of Alpes-Maritimes, Var and Vaucluse.",
    source: 'Décret n° 2016-1689 du 8 décembre 2016 (nom, composition et chef-lieu des circonscriptions régionales), art. 1er',
  },
  {
    ...base,
    id: 'geo-021',
    difficulty: 2,
    officialRef: 'HGC-076',
    content: 'Quelle région française est connue pour ses nombreuses stations de ski ?',
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
    content: 'Quelle ville fait partie des dix plus grandes villes de France ?',
    contentEn: 'Which city is one of the ten largest cities in France?',
    options: ['Colmar', 'Toulouse', 'Vannes', 'Arles'],
    optionsEn: ['Colmar', 'Toulouse', 'Vannes', 'Arles'],
    correctAnswer: 'Toulouse',
    explanation:
      "Avec environ un demi-million d'habitants, Toulouse est la quatrième commune de France, après Paris, Marseille et Lyon ; c'est aussi le centre d'une grande métropole. Colmar, Vannes et Arles comptent chacune moins de 70 000 habitants.",
    explanationEn:
      'With about half a million inhabitants, Toulouse is the fourth largest commune in France, after Paris, Marseille and Lyon; it is also the centre of a large metropolitan area. Colmar, Vannes and Arles each have fewer than 70,000 inhabitants.',
    source: 'insee.fr — Populations légales 2022 des communes (en vigueur au 1er janvier 2025)',
  },
];
