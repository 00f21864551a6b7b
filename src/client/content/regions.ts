// The three regional guides of spec section 2 with every field of the Region entity (section 3).
// Geography and prefecture addresses are real; naturalisation figures are the spec's indicative
// ranges (success rate 85–89 %, wait 16–18 months, 25/22/28 local questions), shown as such.
import type { Localized } from './types';

export type RegionDifficulty = 'Facile' | 'Modéré' | 'Difficile';

export interface Region {
  id: string;
  name: string;
  prefecture: string;
  /** Inhabitants (INSEE, legal population 2021, rounded). */
  population: number;
  /** km². */
  area: number;
  specialities: Localized<string[]>;
  landmarks: Localized<string[]>;
  economy: Localized<string>;
  naturalizationStats: {
    /** Indicative yearly applications. */
    applications: number;
    /** Percent. */
    successRate: number;
    /** Months. */
    averageWaitTime: number;
  };
  prefectureInfo: {
    name: Localized<string>;
    address: string;
    phone: string;
    hours: Localized<string>;
    appointmentUrl?: string;
  };
  /** How many region-specific questions the guide covers. */
  localQuestions: number;
  sampleQuestions: Localized<string[]>;
  difficulty: RegionDifficulty;
  icon: string;
  description: Localized<string>;
}

/** Naturalisation applications are filed online on the ANEF site of the Interior ministry. */
export const ANEF_URL = 'https://administration-etrangers-en-france.interieur.gouv.fr/';

export const REGIONS: Region[] = [
  {
    id: 'ile-de-france',
    name: 'Île-de-France',
    prefecture: 'Paris',
    population: 12_317_000,
    area: 12_012,
    specialities: {
      fr: ['Brie de Meaux et brie de Melun', 'Baguette de tradition', 'Macarons parisiens', 'Champignons de Paris'],
      en: ['Brie de Meaux and Brie de Melun', 'Traditional baguette', 'Parisian macarons', 'Button mushrooms (champignons de Paris)'],
    },
    landmarks: {
      fr: ['Tour Eiffel', 'Musée du Louvre', 'Château de Versailles', 'Cathédrale Notre-Dame de Paris', 'Château de Fontainebleau'],
      en: ['Eiffel Tower', 'Louvre Museum', 'Palace of Versailles', 'Notre-Dame Cathedral', 'Palace of Fontainebleau'],
    },
    economy: {
      fr: "Première région économique du pays (environ 30 % du PIB national) : services, finance à La Défense, tourisme, recherche et innovation sur le plateau de Paris-Saclay, sièges des institutions nationales.",
      en: 'The country’s leading economic region (about 30% of national GDP): services, finance at La Défense, tourism, research and innovation on the Paris-Saclay plateau, and the seat of national institutions.',
    },
    naturalizationStats: { applications: 28_000, successRate: 85, averageWaitTime: 18 },
    prefectureInfo: {
      name: { fr: 'Préfecture de police de Paris', en: 'Paris Police Prefecture' },
      address: '1 bis rue de Lutèce, 75004 Paris',
      phone: '34 30',
      hours: { fr: 'Du lundi au vendredi, sur rendez-vous uniquement', en: 'Monday to Friday, by appointment only' },
      appointmentUrl: ANEF_URL,
    },
    localQuestions: 25,
    sampleQuestions: {
      fr: [
        'Où siège l’Assemblée nationale ?',
        'Quel fleuve traverse Paris ?',
        'Quel roi a fait du château de Versailles le siège du pouvoir ?',
      ],
      en: [
        'Where does the National Assembly sit?',
        'Which river flows through Paris?',
        'Which king made the Palace of Versailles the seat of power?',
      ],
    },
    difficulty: 'Difficile',
    icon: '🗼',
    description: {
      fr: 'La région capitale, avec Paris, siège des institutions de la République. La demande y est la plus forte du pays : préparez-vous tôt et soignez votre dossier.',
      en: 'The capital region, with Paris, seat of the institutions of the Republic. Demand is the highest in the country: prepare early and take care of your file.',
    },
  },
  {
    id: 'provence-alpes-cote-dazur',
    name: "Provence-Alpes-Côte d'Azur",
    prefecture: 'Marseille',
    population: 5_130_000,
    area: 31_400,
    specialities: {
      fr: ['Bouillabaisse', 'Ratatouille', 'Calissons d’Aix-en-Provence', 'Huile d’olive et herbes de Provence'],
      en: ['Bouillabaisse', 'Ratatouille', 'Calissons from Aix-en-Provence', 'Olive oil and herbes de Provence'],
    },
    landmarks: {
      fr: ['Basilique Notre-Dame-de-la-Garde', 'Palais des papes d’Avignon', 'Gorges du Verdon', 'Calanques de Marseille', 'Promenade des Anglais à Nice'],
      en: ['Notre-Dame-de-la-Garde Basilica', 'Palais des Papes in Avignon', 'Verdon Gorge', 'Calanques of Marseille', 'Promenade des Anglais in Nice'],
    },
    economy: {
      fr: 'Tourisme (Côte d’Azur, Provence), port de Marseille-Fos, aéronautique et spatial, industrie des parfums à Grasse, technopole de Sophia Antipolis, agriculture méditerranéenne.',
      en: 'Tourism (Côte d’Azur, Provence), the port of Marseille-Fos, aerospace, the perfume industry in Grasse, the Sophia Antipolis technology park, and Mediterranean farming.',
    },
    naturalizationStats: { applications: 9_500, successRate: 89, averageWaitTime: 16 },
    prefectureInfo: {
      name: { fr: 'Préfecture des Bouches-du-Rhône', en: 'Bouches-du-Rhône Prefecture' },
      address: 'Boulevard Paul-Peytral, 13006 Marseille',
      phone: '04 84 35 40 00',
      hours: { fr: 'Du lundi au vendredi, sur rendez-vous uniquement', en: 'Monday to Friday, by appointment only' },
      appointmentUrl: ANEF_URL,
    },
    localQuestions: 22,
    sampleQuestions: {
      fr: [
        'Quel hymne national doit son nom à des volontaires venus de cette région ?',
        'Dans quelle ville les papes ont-ils résidé au XIVe siècle ?',
        'Quelle mer borde la région ?',
      ],
      en: [
        'Which national anthem takes its name from volunteers from this region?',
        'In which city did the popes reside in the 14th century?',
        'Which sea borders the region?',
      ],
    },
    difficulty: 'Modéré',
    icon: '☀️',
    description: {
      fr: 'Entre Alpes et Méditerranée, la région de Marseille, ville fondée par des Grecs vers 600 av. J.-C. Les questions locales portent souvent sur la Marseillaise et l’histoire méditerranéenne.',
      en: 'Between the Alps and the Mediterranean, the region of Marseille, a city founded by Greeks around 600 BC. Local questions often cover the Marseillaise and Mediterranean history.',
    },
  },
  {
    id: 'auvergne-rhone-alpes',
    name: 'Auvergne-Rhône-Alpes',
    prefecture: 'Lyon',
    population: 8_115_000,
    area: 69_711,
    specialities: {
      fr: ['Quenelles et bouchons lyonnais', 'Fromages : saint-nectaire, reblochon, comté, bleu d’Auvergne', 'Gratin dauphinois', 'Lentilles vertes du Puy'],
      en: ['Quenelles and Lyon “bouchons”', 'Cheeses: Saint-Nectaire, Reblochon, Comté, Bleu d’Auvergne', 'Gratin dauphinois', 'Green lentils from Le Puy'],
    },
    landmarks: {
      fr: ['Mont Blanc (4 805 m)', 'Basilique de Fourvière et Vieux-Lyon', 'Chaîne des Puys', 'Lac d’Annecy', 'Grotte Chauvet'],
      en: ['Mont Blanc (4,805 m)', 'Fourvière Basilica and Old Lyon', 'Chaîne des Puys volcanoes', 'Lake Annecy', 'Chauvet Cave'],
    },
    economy: {
      fr: 'Deuxième région économique de France : industrie (chimie, pharmacie, mécanique), tourisme de montagne et stations de ski, agriculture et fromages AOP, pôle numérique et de santé à Lyon et Grenoble.',
      en: 'France’s second economic region: industry (chemicals, pharmaceuticals, engineering), mountain tourism and ski resorts, farming and PDO cheeses, digital and health clusters in Lyon and Grenoble.',
    },
    naturalizationStats: { applications: 11_000, successRate: 87, averageWaitTime: 17 },
    prefectureInfo: {
      name: { fr: 'Préfecture du Rhône', en: 'Rhône Prefecture' },
      address: '106 rue Pierre Corneille, 69003 Lyon',
      phone: '04 72 61 61 61',
      hours: { fr: 'Du lundi au vendredi, sur rendez-vous uniquement', en: 'Monday to Friday, by appointment only' },
      appointmentUrl: ANEF_URL,
    },
    localQuestions: 28,
    sampleQuestions: {
      fr: [
        'Quel est le plus haut sommet d’Europe occidentale ?',
        'Quels deux fleuves se rejoignent à Lyon ?',
        'Quelle ville fut le siège du régime de l’État français pendant la Seconde Guerre mondiale ?',
      ],
      en: [
        'What is the highest peak in Western Europe?',
        'Which two rivers meet in Lyon?',
        'Which town was the seat of the “French State” regime during the Second World War?',
      ],
    },
    difficulty: 'Facile',
    icon: '🏔️',
    description: {
      fr: 'Des volcans d’Auvergne au Mont Blanc, la région de Lyon, capitale des Gaules et ville de la Résistance. Les questions locales touchent à la géographie des montagnes et à l’histoire de la Seconde Guerre mondiale.',
      en: 'From the Auvergne volcanoes to Mont Blanc, the region of Lyon, once the capital of the Gauls and a city of the Resistance. Local questions cover mountain geography and Second World War history.',
    },
  },
];
