// The 18 regions (13 in metropolitan France, 5 overseas) and their 101 départements, for
// /french-regions and for the interview's questions about the candidate's own region. Only facts that do not move: the administrative map in force since
// 1 January 2016 (loi n° 2015-29 du 16 janvier 2015), the prefecture town of each département and
// the official site of each prefecture. No figures (success rates, delays, difficulty): none is
// published per département, so none is shown. See docs/content-sources.md.
/** A text in the three interface languages (the client content's Localized is this one). */
export interface Localized<T> {
  fr: T;
  en: T;
  ar: T;
}

/** Naturalisation applications are filed online on the ANEF site of the Interior ministry. */
export const ANEF_URL = 'https://administration-etrangers-en-france.interieur.gouv.fr/';
/** The State's page on naturalisation by decree (conditions, file, procedure). */
export const SERVICE_PUBLIC_NATURALISATION_URL = 'https://www.service-public.fr/particuliers/vosdroits/F2213';
/**
 * The Interior ministry's page on the « plateformes d'accès à la nationalité française » (41 on
 * 20 May 2022, each serving one or several départements). Applications are handled there, not
 * always at the candidate's own prefecture, so the pages link to it rather than naming a service.
 */
export const NATIONALITY_PLATFORMS_URL =
  'https://www.immigration.interieur.gouv.fr/Integration-et-Acces-a-la-nationalite/La-nationalite-francaise/Les-plateformes-d-acces-a-la-nationalite-francaise';

export interface Departement {
  /** INSEE code: '01'…'95', '2A', '2B', '971'…'976'. */
  code: string;
  name: string;
  /** Town of the prefecture. */
  prefecture: string;
  /** Official site of the prefecture (https, .gouv.fr). */
  url: string;
  /**
   * A known case of where this département's applications are handled, from the prefecture's own page.
   * The absence of a note says nothing: most départements share a platform (NATIONALITY_PLATFORMS_URL).
   */
  note?: Localized<string>;
}

export interface Region {
  id: string;
  name: string;
  /** Town of the regional prefecture. */
  capital: string;
  overseas: boolean;
  departements: Departement[];
}

/** The slug of a prefecture's domain: lower case, no accents, no apostrophes, hyphens for spaces. */
export function prefectureSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\s+/g, '-');
}

/** Each prefecture's site follows the pattern https://www.<département>.gouv.fr. */
function d(code: string, name: string, prefecture: string, extra: { slug?: string; url?: string; note?: Localized<string> } = {}): Departement {
  const url = extra.url ?? `https://www.${extra.slug ?? prefectureSlug(name)}.gouv.fr`;
  return extra.note ? { code, name, prefecture, url, note: extra.note } : { code, name, prefecture, url };
}

const MARSEILLE_PLATFORM: Localized<string> = {
  fr: 'Demande instruite par la plateforme interdépartementale de naturalisation de Marseille (préfecture des Bouches-du-Rhône), compétente pour les Alpes-de-Haute-Provence, les Hautes-Alpes, les Bouches-du-Rhône et le Vaucluse.',
  en: 'Application handled by the interdepartmental naturalisation platform in Marseille (Bouches-du-Rhône prefecture), which covers Alpes-de-Haute-Provence, Hautes-Alpes, Bouches-du-Rhône and Vaucluse.',
  ar: 'تتولّى دراسةَ الطلب المنصةُ المشتركة بين المقاطعات للتجنّس في مرسيليا (محافظة Bouches-du-Rhône)، المختصة بمقاطعات Alpes-de-Haute-Provence وHautes-Alpes وBouches-du-Rhône وVaucluse.',
};

export const REGIONS: Region[] = [
  {
    id: 'auvergne-rhone-alpes',
    name: 'Auvergne-Rhône-Alpes',
    capital: 'Lyon',
    overseas: false,
    departements: [
      d('01', 'Ain', 'Bourg-en-Bresse'),
      d('03', 'Allier', 'Moulins'),
      d('07', 'Ardèche', 'Privas'),
      d('15', 'Cantal', 'Aurillac', {
        note: {
          fr: 'Demande instruite par la préfecture du Puy-de-Dôme, à Clermont-Ferrand.',
          en: 'Application handled by the Puy-de-Dôme prefecture, in Clermont-Ferrand.',
          ar: 'تتولّى دراسةَ الطلب محافظةُ Puy-de-Dôme في كليرمون فيران (Clermont-Ferrand).',
        },
      }),
      d('26', 'Drôme', 'Valence'),
      d('38', 'Isère', 'Grenoble'),
      d('42', 'Loire', 'Saint-Étienne'),
      d('43', 'Haute-Loire', 'Le Puy-en-Velay'),
      d('63', 'Puy-de-Dôme', 'Clermont-Ferrand'),
      d('69', 'Rhône', 'Lyon'),
      d('73', 'Savoie', 'Chambéry'),
      d('74', 'Haute-Savoie', 'Annecy'),
    ],
  },
  {
    id: 'bourgogne-franche-comte',
    name: 'Bourgogne-Franche-Comté',
    capital: 'Dijon',
    overseas: false,
    departements: [
      d('21', "Côte-d'Or", 'Dijon'),
      d('25', 'Doubs', 'Besançon'),
      d('39', 'Jura', 'Lons-le-Saunier'),
      d('58', 'Nièvre', 'Nevers'),
      d('70', 'Haute-Saône', 'Vesoul'),
      d('71', 'Saône-et-Loire', 'Mâcon'),
      d('89', 'Yonne', 'Auxerre'),
      d('90', 'Territoire de Belfort', 'Belfort'),
    ],
  },
  {
    id: 'bretagne',
    name: 'Bretagne',
    capital: 'Rennes',
    overseas: false,
    departements: [
      d('22', "Côtes-d'Armor", 'Saint-Brieuc'),
      d('29', 'Finistère', 'Quimper'),
      d('35', 'Ille-et-Vilaine', 'Rennes'),
      d('56', 'Morbihan', 'Vannes'),
    ],
  },
  {
    id: 'centre-val-de-loire',
    name: 'Centre-Val de Loire',
    capital: 'Orléans',
    overseas: false,
    departements: [
      d('18', 'Cher', 'Bourges'),
      d('28', 'Eure-et-Loir', 'Chartres'),
      d('36', 'Indre', 'Châteauroux'),
      d('37', 'Indre-et-Loire', 'Tours'),
      d('41', 'Loir-et-Cher', 'Blois'),
      d('45', 'Loiret', 'Orléans'),
    ],
  },
  {
    id: 'corse',
    name: 'Corse',
    capital: 'Ajaccio',
    overseas: false,
    departements: [d('2A', 'Corse-du-Sud', 'Ajaccio'), d('2B', 'Haute-Corse', 'Bastia')],
  },
  {
    id: 'grand-est',
    name: 'Grand Est',
    capital: 'Strasbourg',
    overseas: false,
    departements: [
      d('08', 'Ardennes', 'Charleville-Mézières'),
      d('10', 'Aube', 'Troyes'),
      d('51', 'Marne', 'Châlons-en-Champagne'),
      d('52', 'Haute-Marne', 'Chaumont'),
      d('54', 'Meurthe-et-Moselle', 'Nancy'),
      d('55', 'Meuse', 'Bar-le-Duc'),
      d('57', 'Moselle', 'Metz'),
      d('67', 'Bas-Rhin', 'Strasbourg'),
      d('68', 'Haut-Rhin', 'Colmar'),
      d('88', 'Vosges', 'Épinal'),
    ],
  },
  {
    id: 'hauts-de-france',
    name: 'Hauts-de-France',
    capital: 'Lille',
    overseas: false,
    departements: [
      d('02', 'Aisne', 'Laon'),
      d('59', 'Nord', 'Lille'),
      d('60', 'Oise', 'Beauvais'),
      d('62', 'Pas-de-Calais', 'Arras'),
      d('80', 'Somme', 'Amiens'),
    ],
  },
  {
    id: 'ile-de-france',
    name: 'Île-de-France',
    capital: 'Paris',
    overseas: false,
    departements: [
      d('75', 'Paris', 'Paris', {
        url: 'https://www.prefecturedepolice.interieur.gouv.fr',
        note: {
          fr: 'Les demandes des habitants de Paris sont instruites par la Préfecture de police, qui ne traite que les résidents parisiens.',
          en: 'Applications from Paris residents are handled by the Préfecture de police, which deals with Paris residents only.',
          ar: 'تتولّى محافظة الشرطة (Préfecture de police) دراسة طلبات سكان باريس، ولا تعالج إلا طلبات المقيمين في باريس.',
        },
      }),
      d('77', 'Seine-et-Marne', 'Melun'),
      d('78', 'Yvelines', 'Versailles'),
      d('91', 'Essonne', 'Évry-Courcouronnes'),
      d('92', 'Hauts-de-Seine', 'Nanterre'),
      d('93', 'Seine-Saint-Denis', 'Bobigny'),
      d('94', 'Val-de-Marne', 'Créteil'),
      d('95', "Val-d'Oise", 'Cergy'),
    ],
  },
  {
    id: 'normandie',
    name: 'Normandie',
    capital: 'Rouen',
    overseas: false,
    departements: [
      d('14', 'Calvados', 'Caen'),
      d('27', 'Eure', 'Évreux'),
      d('50', 'Manche', 'Saint-Lô'),
      d('61', 'Orne', 'Alençon'),
      d('76', 'Seine-Maritime', 'Rouen'),
    ],
  },
  {
    id: 'nouvelle-aquitaine',
    name: 'Nouvelle-Aquitaine',
    capital: 'Bordeaux',
    overseas: false,
    departements: [
      d('16', 'Charente', 'Angoulême'),
      d('17', 'Charente-Maritime', 'La Rochelle'),
      d('19', 'Corrèze', 'Tulle'),
      d('23', 'Creuse', 'Guéret'),
      d('24', 'Dordogne', 'Périgueux'),
      d('33', 'Gironde', 'Bordeaux'),
      d('40', 'Landes', 'Mont-de-Marsan'),
      d('47', 'Lot-et-Garonne', 'Agen'),
      d('64', 'Pyrénées-Atlantiques', 'Pau'),
      d('79', 'Deux-Sèvres', 'Niort'),
      d('86', 'Vienne', 'Poitiers'),
      d('87', 'Haute-Vienne', 'Limoges'),
    ],
  },
  {
    id: 'occitanie',
    name: 'Occitanie',
    capital: 'Toulouse',
    overseas: false,
    departements: [
      d('09', 'Ariège', 'Foix'),
      d('11', 'Aude', 'Carcassonne'),
      d('12', 'Aveyron', 'Rodez'),
      d('30', 'Gard', 'Nîmes'),
      d('31', 'Haute-Garonne', 'Toulouse'),
      d('32', 'Gers', 'Auch'),
      d('34', 'Hérault', 'Montpellier'),
      d('46', 'Lot', 'Cahors'),
      d('48', 'Lozère', 'Mende'),
      d('65', 'Hautes-Pyrénées', 'Tarbes'),
      d('66', 'Pyrénées-Orientales', 'Perpignan'),
      d('81', 'Tarn', 'Albi'),
      d('82', 'Tarn-et-Garonne', 'Montauban'),
    ],
  },
  {
    id: 'pays-de-la-loire',
    name: 'Pays de la Loire',
    capital: 'Nantes',
    overseas: false,
    departements: [
      d('44', 'Loire-Atlantique', 'Nantes'),
      d('49', 'Maine-et-Loire', 'Angers'),
      d('53', 'Mayenne', 'Laval'),
      d('72', 'Sarthe', 'Le Mans'),
      d('85', 'Vendée', 'La Roche-sur-Yon'),
    ],
  },
  {
    id: 'provence-alpes-cote-dazur',
    name: "Provence-Alpes-Côte d'Azur",
    capital: 'Marseille',
    overseas: false,
    departements: [
      d('04', 'Alpes-de-Haute-Provence', 'Digne-les-Bains', { note: MARSEILLE_PLATFORM }),
      d('05', 'Hautes-Alpes', 'Gap', { note: MARSEILLE_PLATFORM }),
      d('06', 'Alpes-Maritimes', 'Nice'),
      d('13', 'Bouches-du-Rhône', 'Marseille', { note: MARSEILLE_PLATFORM }),
      d('83', 'Var', 'Toulon'),
      d('84', 'Vaucluse', 'Avignon', { note: MARSEILLE_PLATFORM }),
    ],
  },
  { id: 'guadeloupe', name: 'Guadeloupe', capital: 'Basse-Terre', overseas: true, departements: [d('971', 'Guadeloupe', 'Basse-Terre')] },
  { id: 'martinique', name: 'Martinique', capital: 'Fort-de-France', overseas: true, departements: [d('972', 'Martinique', 'Fort-de-France')] },
  { id: 'guyane', name: 'Guyane', capital: 'Cayenne', overseas: true, departements: [d('973', 'Guyane', 'Cayenne')] },
  { id: 'la-reunion', name: 'La Réunion', capital: 'Saint-Denis', overseas: true, departements: [d('974', 'La Réunion', 'Saint-Denis', { slug: 'reunion' })] },
  { id: 'mayotte', name: 'Mayotte', capital: 'Mamoudzou', overseas: true, departements: [d('976', 'Mayotte', 'Mamoudzou')] },
];
