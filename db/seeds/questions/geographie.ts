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
  {
    ...base,
    id: 'geo-023',
    difficulty: 2,
    content: 'Quel est le plus long fleuve qui coule entièrement en France ?',
    contentEn: 'What is the longest river that flows entirely within France?',
    options: ['La Seine', 'La Loire', 'Le Rhône', 'La Garonne'],
    optionsEn: ['The Seine', 'The Loire', 'The Rhône', 'The Garonne'],
    correctAnswer: 'La Loire',
    explanation:
      "La Loire parcourt plus de 1 000 km, du mont Gerbier-de-Jonc (Ardèche) à l'océan Atlantique, en passant par Orléans, Tours et Nantes. Le Rhône et la Garonne prennent leur source à l'étranger (Suisse, Espagne) et sont plus courts ; la Seine mesure moins de 800 km.",
    explanationEn:
      'The Loire runs for more than 1,000 km, from Mont Gerbier-de-Jonc (Ardèche) to the Atlantic Ocean, through Orléans, Tours and Nantes. The Rhône and the Garonne rise abroad (Switzerland, Spain) and are shorter; the Seine is less than 800 km long.',
    source: 'Sandre (référentiel national des cours d’eau) — fiche « La Loire »',
  },
  {
    ...base,
    id: 'geo-024',
    difficulty: 3,
    content: 'Dans quelle mer le Rhône se jette-t-il ?',
    contentEn: 'Into which sea does the Rhône flow?',
    options: ['La Manche', "L'océan Atlantique", 'La mer du Nord', 'La mer Méditerranée'],
    optionsEn: ['The English Channel', 'The Atlantic Ocean', 'The North Sea', 'The Mediterranean Sea'],
    correctAnswer: 'La mer Méditerranée',
    explanation:
      "Le Rhône naît d'un glacier en Suisse, traverse le lac Léman, passe à Lyon puis à Avignon et se divise en deux bras en Camargue avant d'atteindre la Méditerranée. C'est le fleuve français au plus fort débit.",
    explanationEn:
      'The Rhône starts from a glacier in Switzerland, crosses Lake Geneva, passes through Lyon and then Avignon, and splits into two branches in the Camargue before reaching the Mediterranean. It is the French river with the largest flow.',
    source: 'Sandre (référentiel national des cours d’eau) — fiche « Le Rhône »',
  },
  {
    ...base,
    id: 'geo-025',
    difficulty: 3,
    content: 'Quel fleuve traverse Toulouse puis Bordeaux ?',
    contentEn: 'Which river flows through Toulouse and then Bordeaux?',
    options: ['La Garonne', 'La Dordogne', 'La Loire', 'Le Rhône'],
    optionsEn: ['The Garonne', 'The Dordogne', 'The Loire', 'The Rhône'],
    correctAnswer: 'La Garonne',
    explanation:
      "La Garonne prend sa source dans les Pyrénées espagnoles, traverse Toulouse puis Bordeaux et rejoint la Dordogne pour former l'estuaire de la Gironde, qui s'ouvre sur l'océan Atlantique. La Loire coule plus au nord et le Rhône à l'est.",
    explanationEn:
      'The Garonne rises in the Spanish Pyrenees, flows through Toulouse and then Bordeaux, and joins the Dordogne to form the Gironde estuary, which opens onto the Atlantic Ocean. The Loire flows further north and the Rhône to the east.',
    source: 'Sandre (référentiel national des cours d’eau) — fiche « La Garonne »',
  },
  {
    ...base,
    id: 'geo-026',
    difficulty: 2,
    content: "Quel fleuve marque une partie de la frontière entre la France et l'Allemagne ?",
    contentEn: 'Which river forms part of the border between France and Germany?',
    options: ['La Meuse', 'Le Rhin', 'La Seine', 'La Loire'],
    optionsEn: ['The Meuse', 'The Rhine', 'The Seine', 'The Loire'],
    correctAnswer: 'Le Rhin',
    explanation:
      "En Alsace, le Rhin sert de frontière entre la France et l'Allemagne ; Strasbourg est construite sur ses rives. Le fleuve vient de Suisse et se jette dans la mer du Nord aux Pays-Bas. La Meuse traverse la Belgique ; la Seine et la Loire restent en France.",
    explanationEn:
      'In Alsace, the Rhine serves as the border between France and Germany; Strasbourg is built on its banks. The river comes from Switzerland and flows into the North Sea in the Netherlands. The Meuse crosses Belgium; the Seine and the Loire stay within France.',
    source: 'IGN — Géoportail, carte de la frontière franco-allemande en Alsace',
  },
  {
    ...base,
    id: 'geo-027',
    difficulty: 4,
    content: "Près de quelle ville la Loire se jette-t-elle dans l'océan Atlantique ?",
    contentEn: 'Near which town does the Loire flow into the Atlantic Ocean?',
    options: ['Bordeaux', 'La Rochelle', 'Saint-Nazaire', 'Brest'],
    optionsEn: ['Bordeaux', 'La Rochelle', 'Saint-Nazaire', 'Brest'],
    correctAnswer: 'Saint-Nazaire',
    explanation:
      "Après Nantes, la Loire s'élargit en estuaire et atteint l'océan Atlantique à Saint-Nazaire, en Loire-Atlantique. Bordeaux est sur la Garonne, La Rochelle et Brest sont des ports de la côte atlantique sans grand fleuve.",
    explanationEn:
      'After Nantes, the Loire widens into an estuary and reaches the Atlantic Ocean at Saint-Nazaire, in Loire-Atlantique. Bordeaux is on the Garonne; La Rochelle and Brest are Atlantic ports without a major river.',
    source: 'Sandre (référentiel national des cours d’eau) — fiche « La Loire »',
  },
  {
    ...base,
    id: 'geo-028',
    difficulty: 3,
    content: 'Où la Seine se jette-t-elle dans la mer ?',
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
    source: 'Sandre (référentiel national des cours d’eau) — fiche « La Seine »',
  },
  {
    ...base,
    id: 'geo-029',
    difficulty: 4,
    content: 'Quelle grande ville est située au confluent du Rhône et de la Saône ?',
    contentEn: 'Which large city stands where the Rhône and the Saône meet?',
    options: ['Lyon', 'Grenoble', 'Dijon', 'Besançon'],
    optionsEn: ['Lyon', 'Grenoble', 'Dijon', 'Besançon'],
    correctAnswer: 'Lyon',
    explanation:
      "La Saône, venue du nord, rejoint le Rhône à Lyon, au sud de la presqu'île, dans le quartier appelé justement « Confluence ». Grenoble est au bord de l'Isère, Dijon près de l'Ouche et Besançon sur le Doubs.",
    explanationEn:
      'The Saône, coming from the north, joins the Rhône in Lyon, south of the peninsula, in the district aptly named "Confluence". Grenoble is on the Isère, Dijon near the Ouche and Besançon on the Doubs.',
    source: 'Sandre (référentiel national des cours d’eau) — fiche « La Saône »',
  },
  {
    ...base,
    id: 'geo-030',
    difficulty: 5,
    content: "Quels cours d'eau se rejoignent pour former l'estuaire de la Gironde ?",
    contentEn: 'Which rivers meet to form the Gironde estuary?',
    options: ['La Loire et le Cher', 'La Garonne et la Dordogne', 'Le Rhône et la Saône', 'La Seine et la Marne'],
    optionsEn: ['The Loire and the Cher', 'The Garonne and the Dordogne', 'The Rhône and the Saône', 'The Seine and the Marne'],
    correctAnswer: 'La Garonne et la Dordogne',
    explanation:
      "En aval de Bordeaux, au bec d'Ambès, la Garonne et la Dordogne se rejoignent : leur estuaire commun, la Gironde, s'ouvre sur l'océan Atlantique. C'est l'un des plus grands estuaires d'Europe. Le Cher rejoint la Loire, la Saône le Rhône et la Marne la Seine, mais sans former d'estuaire.",
    explanationEn:
      'Downstream from Bordeaux, at the Bec d’Ambès, the Garonne and the Dordogne meet: their shared estuary, the Gironde, opens onto the Atlantic Ocean. It is one of the largest estuaries in Europe. The Cher joins the Loire, the Saône the Rhône and the Marne the Seine, but they form no estuary.',
    source: 'Sandre (référentiel national des cours d’eau) — fiches « La Garonne » et « La Dordogne »',
  },
  {
    ...base,
    id: 'geo-031',
    difficulty: 1,
    content: "Quelle chaîne de montagnes sépare la France de l'Espagne ?",
    contentEn: 'Which mountain range separates France from Spain?',
    options: ['Les Alpes', 'Le Jura', 'Les Pyrénées', 'Les Vosges'],
    optionsEn: ['The Alps', 'The Jura', 'The Pyrenees', 'The Vosges'],
    correctAnswer: 'Les Pyrénées',
    explanation:
      "Les Pyrénées s'étendent de l'océan Atlantique à la Méditerranée et forment la frontière entre la France et l'Espagne ; la principauté d'Andorre se trouve au milieu de cette chaîne. Les Alpes sont à l'est, vers l'Italie et la Suisse.",
    explanationEn:
      'The Pyrenees stretch from the Atlantic Ocean to the Mediterranean and form the border between France and Spain; the Principality of Andorra lies in the middle of the range. The Alps are to the east, towards Italy and Switzerland.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-032',
    difficulty: 3,
    content: 'Dans quel massif se trouvent les anciens volcans de la chaîne des Puys, comme le puy de Dôme ?',
    contentEn: 'In which upland area are the old volcanoes of the Chaîne des Puys, such as the Puy de Dôme?',
    options: ['Les Alpes', 'Le Jura', 'Les Vosges', 'Le Massif central'],
    optionsEn: ['The Alps', 'The Jura', 'The Vosges', 'The Massif Central'],
    correctAnswer: 'Le Massif central',
    explanation:
      "Le Massif central, au centre-sud de la France, compte de nombreux volcans éteints, surtout en Auvergne. La chaîne des Puys, près de Clermont-Ferrand, est inscrite au patrimoine mondial de l'UNESCO depuis 2018 avec la faille de Limagne.",
    explanationEn:
      'The Massif Central, in south-central France, has many extinct volcanoes, especially in Auvergne. The Chaîne des Puys, near Clermont-Ferrand, has been a UNESCO World Heritage site since 2018 together with the Limagne fault.',
    source: 'UNESCO — « Haut lieu tectonique Chaîne des Puys - faille de Limagne » (inscription 2018)',
  },
  {
    ...base,
    id: 'geo-033',
    difficulty: 3,
    content: 'Quel massif longe la frontière avec la Suisse, entre le lac Léman et le Rhin ?',
    contentEn: 'Which mountain range runs along the Swiss border, between Lake Geneva and the Rhine?',
    options: ['Le Jura', 'Le Massif central', 'Les Pyrénées', 'Les Vosges'],
    optionsEn: ['The Jura', 'The Massif Central', 'The Pyrenees', 'The Vosges'],
    correctAnswer: 'Le Jura',
    explanation:
      "Le Jura est un massif de moyenne montagne en forme d'arc, partagé entre la France et la Suisse ; côté français, il longe la frontière suisse depuis les environs de Genève jusqu'à ceux de Bâle. Il a donné son nom au département du Jura et à la période géologique du jurassique.",
    explanationEn:
      'The Jura is a crescent-shaped range of medium-height mountains shared by France and Switzerland; on the French side it runs along the Swiss border from near Geneva to near Basel. It gave its name to the Jura département and to the Jurassic geological period.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-034',
    difficulty: 3,
    content: "Quel massif sépare l'Alsace de la Lorraine ?",
    contentEn: 'Which mountain range separates Alsace from Lorraine?',
    options: ['Les Alpes', 'Les Vosges', 'Le Jura', 'Les Pyrénées'],
    optionsEn: ['The Alps', 'The Vosges', 'The Jura', 'The Pyrenees'],
    correctAnswer: 'Les Vosges',
    explanation:
      "Les Vosges sont un massif de moyenne montagne, aux sommets arrondis appelés « ballons », dans le nord-est de la France. Elles séparent la plaine d'Alsace, à l'est, du plateau lorrain, à l'ouest ; les deux font aujourd'hui partie de la région Grand Est.",
    explanationEn:
      'The Vosges are a range of medium-height mountains with rounded summits called "ballons", in north-eastern France. They separate the Alsace plain, to the east, from the Lorraine plateau, to the west; both are now part of the Grand Est region.',
    source: 'IGN — Géoportail, carte des reliefs de la France métropolitaine',
  },
  {
    ...base,
    id: 'geo-035',
    difficulty: 2,
    content: 'Lequel de ces pays a une frontière terrestre avec la France métropolitaine ?',
    contentEn: 'Which of these countries shares a land border with metropolitan France?',
    options: ['Le Portugal', "L'Autriche", 'La Belgique', 'Les Pays-Bas'],
    optionsEn: ['Portugal', 'Austria', 'Belgium', 'The Netherlands'],
    correctAnswer: 'La Belgique',
    explanation:
      "La France métropolitaine touche huit pays : la Belgique, le Luxembourg, l'Allemagne, la Suisse, l'Italie, Monaco, Andorre et l'Espagne. Le Portugal et l'Autriche n'ont pas de frontière avec elle ; les Pays-Bas ne touchent la France qu'aux Antilles, sur l'île de Saint-Martin.",
    explanationEn:
      'Metropolitan France borders eight countries: Belgium, Luxembourg, Germany, Switzerland, Italy, Monaco, Andorra and Spain. Portugal and Austria have no border with it; the Netherlands only borders France in the West Indies, on the island of Saint-Martin.',
    source: 'IGN — Géoportail, carte des frontières de la France',
  },
  {
    ...base,
    id: 'geo-036',
    difficulty: 4,
    content: 'Combien de pays ont une frontière terrestre avec la France métropolitaine ?',
    contentEn: 'How many countries share a land border with metropolitan France?',
    options: ['5', '6', '10', '8'],
    optionsEn: ['5', '6', '10', '8'],
    correctAnswer: '8',
    explanation:
      "La France métropolitaine a huit voisins terrestres : la Belgique, le Luxembourg, l'Allemagne, la Suisse, l'Italie, Monaco, Andorre et l'Espagne. Il ne faut pas oublier les deux petits États de Monaco et d'Andorre. Avec le Royaume-Uni, séparé par la Manche, la frontière est maritime.",
    explanationEn:
      'Metropolitan France has eight land neighbours: Belgium, Luxembourg, Germany, Switzerland, Italy, Monaco, Andorra and Spain. The two small states of Monaco and Andorra must not be forgotten. With the United Kingdom, across the Channel, the border is a maritime one.',
    source: 'IGN — Géoportail, carte des frontières de la France',
  },
  {
    ...base,
    id: 'geo-037',
    difficulty: 4,
    content: "Quelle principauté, au bord de la Méditerranée, n'a de frontière terrestre qu'avec la France ?",
    contentEn: 'Which principality, on the Mediterranean coast, has a land border with France only?',
    options: ['Monaco', 'Andorre', 'Le Liechtenstein', 'Le Luxembourg'],
    optionsEn: ['Monaco', 'Andorra', 'Liechtenstein', 'Luxembourg'],
    correctAnswer: 'Monaco',
    explanation:
      "La principauté de Monaco est un petit État indépendant situé entre la mer et le département des Alpes-Maritimes, près de Nice : sa seule frontière terrestre est avec la France. Andorre touche la France et l'Espagne ; le Liechtenstein et le Luxembourg n'ont pas de côte.",
    explanationEn:
      'The Principality of Monaco is a small independent state lying between the sea and the Alpes-Maritimes département, near Nice: its only land border is with France. Andorra borders France and Spain; Liechtenstein and Luxembourg have no coastline.',
    source: 'IGN — Géoportail, carte des Alpes-Maritimes',
  },
  {
    ...base,
    id: 'geo-038',
    difficulty: 3,
    content: 'Avec quels pays la Guyane a-t-elle une frontière terrestre ?',
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
    content: "Pourquoi appelle-t-on souvent la France métropolitaine « l'Hexagone » ?",
    contentEn: 'Why is metropolitan France often called "the Hexagon"?',
    options: [
      'Parce qu’elle compte six grandes régions',
      'Parce qu’elle a six pays voisins',
      'Parce que ses contours dessinent à peu près une figure à six côtés',
      'Parce qu’elle est bordée par six mers',
    ],
    optionsEn: [
      'Because it has six large regions',
      'Because it has six neighbouring countries',
      'Because its outline roughly forms a six-sided figure',
      'Because it is bordered by six seas',
    ],
    correctAnswer: 'Parce que ses contours dessinent à peu près une figure à six côtés',
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
    content: "Quel est le plus grand pays de l'Union européenne par sa superficie ?",
    contentEn: 'Which is the largest country of the European Union by area?',
    options: ["L'Allemagne", "L'Espagne", 'La Pologne', 'La France'],
    optionsEn: ['Germany', 'Spain', 'Poland', 'France'],
    correctAnswer: 'La France',
    explanation:
      "Avec environ 550 000 km² pour la seule métropole, et plus encore avec les départements d'outre-mer, la France est le plus vaste pays de l'Union européenne, devant l'Espagne (environ 506 000 km²). L'Allemagne est le pays le plus peuplé de l'Union, mais elle est moins étendue.",
    explanationEn:
      'With about 550,000 km² for the mainland alone, and even more with the overseas départements, France is the largest country in the European Union, ahead of Spain (about 506,000 km²). Germany is the most populous country of the Union, but it is smaller in area.',
    source: 'Eurostat — superficie des États membres de l’Union européenne',
  },
  {
    ...base,
    id: 'geo-041',
    difficulty: 2,
    content: 'Depuis 1994, quel ouvrage relie la France au Royaume-Uni sous la mer ?',
    contentEn: 'Since 1994, which structure has linked France to the United Kingdom under the sea?',
    options: ['Le pont de Normandie', 'Le tunnel sous la Manche', 'Le viaduc de Millau', 'Le tunnel du Mont-Blanc'],
    optionsEn: ['The Normandy Bridge', 'The Channel Tunnel', 'The Millau Viaduct', 'The Mont Blanc Tunnel'],
    correctAnswer: 'Le tunnel sous la Manche',
    explanation:
      "Prévu par le traité de Cantorbéry de 1986 et inauguré en mai 1994, le tunnel sous la Manche relie Coquelles, près de Calais, à Folkestone, en Angleterre ; seuls des trains y circulent. Le tunnel du Mont-Blanc relie la France à l'Italie ; le pont de Normandie et le viaduc de Millau sont en France.",
    explanationEn:
      'Provided for by the Treaty of Canterbury of 1986 and opened in May 1994, the Channel Tunnel links Coquelles, near Calais, to Folkestone in England; only trains use it. The Mont Blanc Tunnel links France and Italy; the Normandy Bridge and the Millau Viaduct are in France.',
    source: 'Traité de Cantorbéry du 12 février 1986 (liaison fixe transmanche)',
  },
  {
    ...base,
    id: 'geo-042',
    difficulty: 4,
    content: "Comment s'appelle le détroit où la France et l'Angleterre sont les plus proches ?",
    contentEn: 'What is the name of the strait where France and England are closest?',
    options: ['Le détroit de Gibraltar', 'Le détroit de Bonifacio', 'Le pas de Calais', 'Le Bosphore'],
    optionsEn: ['The Strait of Gibraltar', 'The Strait of Bonifacio', 'The Strait of Dover (Pas de Calais)', 'The Bosphorus'],
    correctAnswer: 'Le pas de Calais',
    explanation:
      "Le pas de Calais relie la Manche à la mer du Nord ; un peu plus de 30 km séparent le cap Gris-Nez des falaises de Douvres. Le détroit de Bonifacio sépare la Corse de la Sardaigne, celui de Gibraltar l'Espagne du Maroc, et le Bosphore traverse Istanbul.",
    explanationEn:
      'The Strait of Dover (Pas de Calais) links the English Channel with the North Sea; a little more than 30 km separate Cap Gris-Nez from the cliffs of Dover. The Strait of Bonifacio separates Corsica from Sardinia, Gibraltar separates Spain from Morocco, and the Bosphorus runs through Istanbul.',
    source: 'IGN — Géoportail, carte du littoral de la Manche et du pas de Calais',
  },
  {
    ...base,
    id: 'geo-043',
    difficulty: 4,
    content: "En hiver, quand il est midi à Paris, quelle heure est-il en Martinique ?",
    contentEn: 'In winter, when it is noon in Paris, what time is it in Martinique?',
    options: ['7 h', '9 h', '15 h', '17 h'],
    optionsEn: ['7 a.m.', '9 a.m.', '3 p.m.', '5 p.m.'],
    correctAnswer: '7 h',
    explanation:
      "L'heure légale de la Martinique est UTC moins 4 heures toute l'année ; celle de la métropole est UTC plus 1 heure en hiver (plus 2 heures en été). Il y a donc 5 heures de décalage en hiver : midi à Paris, 7 h à Fort-de-France (6 h en été).",
    explanationEn:
      'Legal time in Martinique is UTC minus 4 hours all year round; in metropolitan France it is UTC plus 1 hour in winter (plus 2 hours in summer). So there is a 5-hour difference in winter: noon in Paris is 7 a.m. in Fort-de-France (6 a.m. in summer).',
    source: 'Décret n° 2017-292 du 6 mars 2017 relatif au temps légal français',
  },
  {
    ...base,
    id: 'geo-044',
    difficulty: 3,
    content: "Pourquoi la France possède-t-elle l'un des plus grands espaces maritimes du monde ?",
    contentEn: 'Why does France have one of the largest maritime areas in the world?',
    options: [
      'Parce que la France métropolitaine a les plus longues côtes d’Europe',
      'Grâce à ses territoires d’outre-mer répartis dans plusieurs océans',
      'Parce qu’elle contrôle seule la mer Méditerranée',
      'Parce qu’elle a acheté des zones de mer à ses voisins',
    ],
    optionsEn: [
      'Because metropolitan France has the longest coastline in Europe',
      'Thanks to its overseas territories spread across several oceans',
      'Because it alone controls the Mediterranean Sea',
      'Because it bought sea areas from its neighbours',
    ],
    correctAnswer: 'Grâce à ses territoires d’outre-mer répartis dans plusieurs océans',
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
    content: 'Dans quel océan se trouve la Polynésie française ?',
    contentEn: 'In which ocean is French Polynesia?',
    options: ["L'océan Indien", "L'océan Atlantique", "L'océan Arctique", "L'océan Pacifique"],
    optionsEn: ['The Indian Ocean', 'The Atlantic Ocean', 'The Arctic Ocean', 'The Pacific Ocean'],
    correctAnswer: "L'océan Pacifique",
    explanation:
      "La Polynésie française regroupe 118 îles, réparties en cinq archipels au milieu de l'océan Pacifique sud ; Tahiti est la plus peuplée et Papeete en est le chef-lieu. C'est une collectivité d'outre-mer dotée d'une large autonomie.",
    explanationEn:
      'French Polynesia is made up of 118 islands in five archipelagos in the middle of the South Pacific Ocean; Tahiti is the most populated and Papeete is its capital. It is an overseas collectivity with wide self-government.',
    source: 'Loi organique n° 2004-192 du 27 février 2004 portant statut d’autonomie de la Polynésie française',
  },
];
