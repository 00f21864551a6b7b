// Common wrong facts about France (data), each with its correction: a maintained list of the usual
// errors (institutions, laïcité, history, symbols, geography, Europe), the chef-lieu of each region
// (src/shared/regions.ts) bound to the region named in the same clause, and tables of what is true
// of a subject (years, mandates, counts, who elects whom, seats, authors, rivers) so that any other
// value said with it is a wrong fact. The check that reads every answer against them is
// ../general-facts.ts. Patterns use bounded word gaps only (linear).
import { REGIONS } from '../../../shared/regions.js';
import type { WrongFact } from '../interview-bank.js';
import { fold, wordPattern } from '../text.js';

const re = (body: string): RegExp => wordPattern([body]);
/** French typography: a narrow no-break space before « : ; ? ! ». */
const nb = (text: string) => text.replace(/ ([:;?!»])/g, '\u202f$1').replace(/« /g, '«\u202f');
const f = (pattern: string, correction: string, extra: Partial<WrongFact> = {}): WrongFact => ({ pattern: re(pattern), correction: nb(correction), ...extra });

const slug = (name: string) => fold(name).replace(/[^a-z0-9]+/g, ' ').trim().replace(/ /g, '[ -]');
const BIG_TOWNS = [
  'paris', 'lyon', 'marseille', 'toulouse', 'bordeaux', 'lille', 'nantes', 'rennes', 'strasbourg', 'montpellier', 'nice', 'rouen',
  'dijon', 'orleans', 'tours', 'limoges', 'amiens', 'brest', 'caen', 'metz', 'nancy', 'reims', 'poitiers', 'clermont[ -]ferrand',
  'grenoble', 'saint[ -]etienne', 'besancon', 'bastia', 'ajaccio', 'versailles', 'le havre', 'toulon', 'avignon', 'perpignan',
  'nimes', 'angers', 'le mans', 'chalons[ -]en[ -]champagne', 'mulhouse', 'pau', 'la rochelle', 'brest', 'quimper', 'vannes', 'lorient',
];

/** A chef-lieu given for a region is wrong when another town is named in the same clause. */
export const CHEF_LIEU: WrongFact[] = REGIONS.filter((r) => !r.overseas).flatMap((r) => {
  const region = slug(r.name);
  const right = slug(r.capital);
  const wrong = BIG_TOWNS.filter((t) => t !== right && !new RegExp(`^${right}$`).test(t.replace(/\[ -\]/g, ' '))).join('|');
  const correction = `Le chef-lieu de la région ${r.name} est ${r.capital}.`;
  const except = re(right);
  // The whole sentence: "le chef-lieu de l'Auvergne-Rhône-Alpes, c'est Clermont-Ferrand" spans a comma.
  const bound = { except, scope: 'sentence' as const };
  return [
    f(`(?:chef-lieu|chef lieu|capitale|prefecture de region|prefecture de la region) (?:de la |de l |du |des |de )?(?:region )?${region} _4 (?:c est |est |ce serait |serait )?(?:la ville de )?(?:${wrong})`, correction, bound),
    f(`${region} _3 (?:chef-lieu|chef lieu|capitale) _3 (?:c est |est )?(?:${wrong})`, correction, bound),
    f(`(?:${wrong}) _2 (?:est |c est )(?:le chef-lieu|la capitale) (?:de la |de l |du |des |de )?(?:region )?${region}`, correction, { except }),
  ];
});

const YEAR_NOT = (...right: string[]) => `(?!${right.join('|')})1[0-9]{3}`;

export const GENERAL_WRONG_FACTS: WrongFact[] = [
  // Institutions
  f('(?:president\\w*|mandat presidentiel|chef de l etat) _6 (?:sept|7) ans', 'Le président de la République est élu pour cinq ans (le quinquennat, depuis 2002 ; le septennat, c’était avant).', { except: re('(?:avant|autrefois|septennat|jusqu en 2000|jusqu en 2002|ancien\\w*|etait|c etait)') }),
  f('president\\w* _4 (?:est )?(?:elu|choisi|designe|nomme)\\w* par (?:le parlement|les deputes|l assemblee|le senat|le gouvernement|les ministres|le premier ministre)', 'Le président de la République est élu au suffrage universel direct, par tous les électeurs.'),
  f('(?:le president|lui|le gouvernement|les ministres|le premier ministre|le prefet|le maire) _6 (?:qui )?(?:vote|votent) (?:les |la )?lois?', 'Les lois sont votées par le Parlement : l’Assemblée nationale et le Sénat.', { except: re('(?:parlement|deputes|assemblee|senat|senateurs|promulgue\\w*)') }),
  f('assemblee nationale _6 (?:a l )?(?:elysee|matignon|versailles|au louvre)', 'L’Assemblée nationale siège au palais Bourbon, à Paris ; l’Élysée est la résidence du président de la République.'),
  f('(?:le senat|le premier ministre|le maire|le conseil constitutionnel|les deputes|le gouvernement) _4 (?:dissout|dissoudre|peut dissoudre|dissolution)', 'Seul le président de la République peut dissoudre l’Assemblée nationale (article 12 de la Constitution).'),
  f('dissoudre l assemblee (?:nationale )?_4 (?:le senat|le premier ministre|les deputes|le maire|le gouvernement)', 'Seul le président de la République peut dissoudre l’Assemblée nationale (article 12 de la Constitution).'),
  f('senat\\w* _6 (?:neuf|9) ans', 'Les sénateurs sont élus pour six ans (neuf ans avant 2003).', { except: re('(?:avant|autrefois|2003|etait)') }),
  f('prefet\\w* _4 (?:est |sont |il est )?(?:elu|elus|elue)(?! par personne)', 'Le préfet n’est pas élu : il est nommé par décret du président de la République, en Conseil des ministres.'),
  f('maire _4 (?:est )?(?:designe|nomme|choisi)\\w* par (?:le prefet|l etat|le president|le gouvernement)', 'Le maire est élu par le conseil municipal, lui-même élu par les habitants ; le préfet ne le désigne pas.'),
  f('conseillers? municipa\\w* _6 (?:c est le maire qui|le maire (?:les )?(?:choisit|nomme|designe)|choisis par le maire|nommes? par le maire|designes? par le maire)', 'Les conseillers municipaux sont élus par les habitants ; ce sont eux qui élisent ensuite le maire.'),
  f('(?:on vote|nous votons|on vote juste|on elit) (?:juste |seulement |directement )?pour le maire', 'Aux municipales, on élit les conseillers municipaux ; ce sont eux qui élisent ensuite le maire.'),
  f('premier ministre _6 (?:est )?elu\\w* (?:par le peuple|au suffrage|par les (?:francais|citoyens|electeurs))', 'Le Premier ministre n’est pas élu : il est nommé par le président de la République.', { scope: 'sentence' }),
  f('conseillers? regiona\\w* _8 prefet', 'Les conseillers régionaux sont élus au suffrage universel direct ; le préfet ne les désigne pas.'),
  f('prefet _8 (?:travaille pour le maire|chef de la police municipale|sous les ordres du maire|employe du maire)', 'Le préfet représente l’État dans le département ; la police municipale dépend du maire.'),
  f('(?:justice|tribunal|juger) _8 (?:les maires|le maire|tribunal du maire)', 'La justice est rendue par des magistrats, dans les tribunaux, au nom du peuple français ; le maire ne juge pas.'),
  f('(?:tous les etrangers|etrangers non europeens|les etrangers qui habitent|tout etranger) _6 (?:peuvent|peut|ont le droit de|a le droit de) voter', 'Aux élections municipales, seuls les citoyens de l’Union européenne peuvent voter en plus des Français ; les autres étrangers ne votent pas.'),
  // Laïcité
  f('(?:voile|foulard|hijab) _10 (?:interdit\\w*|pas le droit|doit l enlever|doivent l enlever|enlever) _6 (?:dans la rue|dehors|dans l espace public|partout)', 'Le foulard est permis dans la rue ; la loi de 2004 vise l’école publique, et celle de 2010 interdit seulement de dissimuler son visage dans l’espace public.', { negationIsClaim: true, scope: 'sentence', except: re('(?:visage|integral|burqa|niqab|ecole|college|lycee|fonctionnaire|agent)') }),
  f('laicite _6 (?:oblige|interdit|impose) _6 (?:voile|foulard) _6 (?:rue|dehors|partout)', 'La laïcité n’interdit pas le foulard dans la rue : elle impose la neutralité à l’État, pas aux citoyens.', { scope: 'sentence' }),
  f(`(?:separation des eglises et de l etat|loi de separation|separation de l eglise et de l etat) _8 (?:en )?${YEAR_NOT('1905')}`, 'La loi de séparation des Églises et de l’État date du 9 décembre 1905.', { pastToo: true }),
  f('(?:interdit|pas le droit de|on peut pas|on ne peut pas|interdit de) _4 (?:construire|batir|ouvrir) _4 (?:mosquee|eglise|synagogue|lieux? de culte|temple)', 'On peut construire un lieu de culte en France : la laïcité garantit le libre exercice des cultes.', { negationIsClaim: true }),
  f('(?:l etat|la laicite) _4 interdit _4 (?:les )?(?:nouveaux )?(?:lieux de culte|mosquees|eglises|synagogues)', 'On peut construire un lieu de culte en France : la laïcité garantit le libre exercice des cultes.'),
  f('laicite _6 interdi\\w* _4 (?:de )?(?:prier|la priere|pratiquer|croire|le culte|aller a la mosquee|aller a l eglise|jeuner)', 'La laïcité garantit la liberté de culte : chacun prie librement, chez soi ou dans un lieu de culte.'),
  f('(?:autorisation|permission) _4 (?:a la )?(?:prefecture|mairie) _4 (?:pour )?prier', 'On prie librement dans un lieu de culte, sans autorisation de la préfecture.'),
  f('prier _8 (?:autorisation|permission) _4 (?:prefecture|mairie)', 'On prie librement dans un lieu de culte, sans autorisation de la préfecture.'),
  f('loi de 2010 _6 (?:foulard|voile)', 'La loi de 2010 interdit de dissimuler son visage dans l’espace public ; elle n’interdit pas le foulard.', { except: re('(?:visage|integral|burqa|niqab|dissimul\\w*)') }),
  f('laicite _12 (?:partout pareil|sans exception|partout de la meme (?:facon|maniere))', 'La laïcité connaît des exceptions : en Alsace-Moselle, le Concordat de 1801 reste en vigueur, et certains territoires d’outre-mer ont un régime particulier.', { except: re('(?:alsace|moselle|concordat|guyane|mayotte)'), scope: 'sentence' }),
  // History
  f(`(?:revolution francaise|prise de la bastille|la bastille) _6 (?:en )?${YEAR_NOT('1789', '1790', '1791', '1792', '1793', '1794', '1795', '1799')}`, 'La Révolution française commence en 1789 ; la Bastille est prise le 14 juillet 1789.', { pastToo: true }),
  f(`(?:en )?${YEAR_NOT('1789', '1830', '1848', '1871')} _3 (?:avec |et )?(?:la )?(?:prise de la bastille|revolution francaise)`, 'La Révolution française commence en 1789 ; la Bastille est prise le 14 juillet 1789.', { pastToo: true }),
  f('occupe\\w* _8 par (?:l italie|les italiens|mussolini|l angleterre|les anglais|les russes|l urss|les americains|l espagne|le japon)', 'Pendant la Seconde Guerre mondiale, la France a été occupée par l’Allemagne nazie (de 1940 à 1944) ; l’Italie n’a occupé qu’une petite zone du Sud-Est.', { pastToo: true, except: re('(?:allemagne|allemands|nazis?|hitler)') }),
  f('(?:mussolini|les italiens) _4 (?:a pris|ont pris|pris|occupe\\w*|entre\\w*) _2 paris', 'Pendant la Seconde Guerre mondiale, Paris a été occupé par l’Allemagne nazie (1940-1944).', { pastToo: true }),
  f('petain _3 (?:dirige\\w*|chef de|a mene|menait|organise\\w*|a lance|lancait) _3 (?:la )?resistance', 'Pétain dirigeait le régime de Vichy, qui a collaboré avec l’Allemagne nazie ; la Résistance était menée notamment par le général de Gaulle et Jean Moulin.', { pastToo: true }),
  f('(?:jamais eu de collaboration|pas eu de collaboration|aucune collaboration|jamais collabore|pas collabore|tout le gouvernement _4 avec la resistance)', 'Le régime de Vichy a collaboré avec l’Allemagne nazie, notamment lors de la rafle du Vél d’Hiv en 1942 ; la France l’a reconnu.', { pastToo: true, negationIsClaim: true }),
  f('(?:louis xiv|louis 14) _6 (?:tue|execute|guillotine|decapite|revolution)', 'C’est Louis XVI qui a été guillotiné, en 1793, pendant la Révolution ; Louis XIV est mort en 1715.', { pastToo: true }),
  f('(?:tue|execute|guillotine|decapite) _4 (?:le roi )?(?:louis xiv|louis 14)', 'C’est Louis XVI qui a été guillotiné, en 1793, pendant la Révolution ; Louis XIV est mort en 1715.', { pastToo: true }),
  f('8 mai _6 (?:premiere guerre|1918|14-18|grande guerre|armistice de 1918)', 'Le 8 mai commémore la victoire du 8 mai 1945 ; l’armistice de la Première Guerre mondiale est fêté le 11 novembre.', { pastToo: true }),
  f('11 novembre _6 (?:republique|fete nationale|revolution|1945|seconde guerre|deuxieme guerre|bastille|1789)', 'Le 11 novembre commémore l’armistice du 11 novembre 1918, à la fin de la Première Guerre mondiale.', { pastToo: true }),
  f('14 juillet _8 (?:seconde guerre|deuxieme guerre|liberation|1945|1944|armistice|1918)', 'Le 14 juillet est la fête nationale : il rappelle la prise de la Bastille, le 14 juillet 1789, et la fête de la Fédération de 1790.', { pastToo: true }),
  f('declaration des droits de l homme _8 (?:1945|1948|1958|onu|nations unies)', 'La Déclaration des droits de l’homme et du citoyen date de 1789.', { pastToo: true, except: re('(?:universelle|1789)') }),
  f('premier president _8 (?:mitterrand|chirac|pompidou|giscard|sarkozy|macron|hollande|coty|petain)', 'Le premier président de la Ve République est Charles de Gaulle, élu en 1958.', { pastToo: true, except: re('(?:socialiste|de gauche|femme|de gaulle)') }),
  f('(?:ivg|avortement) _10 (?:simone de beauvoir|annees 2000|en 2000|1945|1981|1968|2001)', 'L’IVG a été dépénalisée par la loi du 17 janvier 1975, portée par Simone Veil.', { pastToo: true, except: re('(?:1975|simone veil|loi veil)') }),
  f('simone veil _8 (?:philosophe|deuxieme sexe|romanciere)', 'Simone Veil, rescapée d’Auschwitz, ministre de la Santé, a porté la loi de 1975 sur l’IVG ; c’est Simone de Beauvoir qui a écrit Le Deuxième Sexe.', { pastToo: true }),
  f('code civil _6 (?:louis xiv|louis 14|louis xvi|de gaulle|robespierre|en 1789)', 'Le Code civil a été promulgué par Napoléon Bonaparte en 1804.', { pastToo: true, except: re('napoleon') }),
  f('(?:premiere guerre mondiale|grande guerre|14-18|guerre de 14) _8 (?:contre l angleterre|contre les anglais|la france a perdu|perdu la guerre)', 'Pendant la Première Guerre mondiale (1914-1918), la France, alliée notamment au Royaume-Uni, a combattu l’Allemagne et fait partie des vainqueurs.', { pastToo: true }),
  f('(?:jusqu en|avant|depuis) (?:19[89][0-9]|20[0-9][0-9]) _8 (?:compte en banque|compte bancaire)', 'Depuis 1965, une femme mariée peut ouvrir un compte en banque sans l’accord de son mari.', { pastToo: true, scope: 'sentence', negationIsClaim: true }),
  f('(?:compte en banque|compte bancaire) _8 (?:jusqu en|avant|depuis) (?:19[89][0-9]|20[0-9][0-9])', 'Depuis 1965, une femme mariée peut ouvrir un compte en banque sans l’accord de son mari.', { pastToo: true, scope: 'sentence', negationIsClaim: true }),
  // Symbols
  f('(?:chant des partisans|l internationale|la madelon) _6 (?:hymne national|l hymne)', 'L’hymne national est La Marseillaise (article 2 de la Constitution).', { scope: 'sentence' }),
  f('hymne (?:national )?_4 (?:le chant des partisans|l internationale|la madelon)', 'L’hymne national est La Marseillaise (article 2 de la Constitution).', { scope: 'sentence' }),
  f('marseillaise _8 (?:hymne|devenue) _6 (?:en |depuis )?(?:1945|1918|1830|1900|1958|1789)', 'La Marseillaise, écrite en 1792, est devenue hymne national en 1795, puis de nouveau en 1879 ; la Constitution de 1958 la confirme.', { pastToo: true }),
  f('marianne _8 (?:a vraiment existe|femme du (?:premier )?president|une vraie femme|une reine|l epouse|une vraie personne)', 'Marianne est une figure allégorique de la République : elle n’a pas existé.', { pastToo: true }),
  f('tour eiffel _8 (?:symbole officiel|dans la constitution|symbole de la republique)', 'La tour Eiffel est un monument, pas un symbole officiel : la Constitution (article 2) nomme le drapeau tricolore, La Marseillaise et la devise « Liberté, Égalité, Fraternité ».', { scope: 'sentence' }),
  f('(?:langue officielle|langues officielles|langue de la republique) _8 (?:anglais|arabe|allemand|breton|espagnol)', 'La langue de la République est le français (article 2 de la Constitution).', { scope: 'sentence', except: re('(?:pas l anglais|seulement le francais|que le francais)') }),
  f('liberte egalite (?:solidarite|laicite|securite|justice|unite|travail|paix|democratie)', 'La devise de la République est « Liberté, Égalité, Fraternité ».', { scope: 'sentence', except: re('fraternite') }),
  f('(?:drapeau tricolore|drapeau francais|drapeau de la france) _4 (?:bleu blanc vert|vert blanc rouge|rouge blanc bleu|bleu rouge blanc)', 'Le drapeau tricolore est bleu, blanc, rouge.', { scope: 'sentence' }),
  // Geography
  ...CHEF_LIEU,
  f('point culminant _6 (?:mont ventoux|ventoux|puy de dome|mont aigoual|pic du midi|vignemale|aneto|mont cenis)', 'Le point culminant de la France est le mont Blanc, dans les Alpes (4 805 m).'),
  f('(?:departements? d outre-mer|drom|dom|departement d outre mer) _8 (?:nouvelle-caledonie|nouvelle caledonie|polynesie|wallis|saint-pierre|saint-martin|saint-barthelemy)', 'Les départements d’outre-mer sont la Guadeloupe, la Martinique, la Guyane, La Réunion et Mayotte ; la Nouvelle-Calédonie et la Polynésie sont des collectivités au statut particulier.'),
  f('sud de la france _4 (?:c est |est )?(?:l )?(?:ocean atlantique|atlantique|manche|mer du nord)', 'Le sud de la France est bordé par la mer Méditerranée (Marseille, Nice) ; l’océan Atlantique borde l’ouest.'),
  f('(?:ocean atlantique|atlantique|la manche|mer du nord) _4 (?:a marseille|a nice|a toulon|au sud de la france)', 'Le sud de la France est bordé par la mer Méditerranée (Marseille, Nice) ; l’océan Atlantique borde l’ouest.'),
  f('(?:la reunion|reunion) _8 (?:ocean atlantique|atlantique|antilles|pacifique|caraibes|mer des caraibes)', 'La Réunion est une île de l’océan Indien.'),
  // Europe
  f('commission europeenne _8 (?:geneve|suisse|paris|strasbourg|luxembourg|berlin)', 'La Commission européenne siège à Bruxelles.'),
  f('deputes europeens _10 (?:deputes francais|a l assemblee|par le gouvernement|par le president)', 'Les députés européens sont élus au suffrage universel direct, par les citoyens de chaque pays de l’Union.'),
  f('(?:la suisse|suisse|la norvege) _6 (?:membre|fait partie|est dans) _4 (?:de l )?(?:union europeenne|ue)', 'La Suisse et la Norvège ne sont pas membres de l’Union européenne.'),
  f('drapeau _6 (?:europeen|de l union europeenne|de l europe|de l union) _6 (?:rouge|vert|blanc|une etoile par pays)', 'Le drapeau européen est bleu, avec un cercle de douze étoiles d’or ; leur nombre ne dépend pas des pays membres.', { scope: 'sentence' }),
  f('maastricht _8 (?:otan|onu|nato|marche commun)', 'Le traité de Maastricht (1992) a créé l’Union européenne et prévu la monnaie unique.', { pastToo: true }),
  f('franc _8 (?:2010|2008|2005|2000|1995|2012|2015|2020)', 'L’euro a remplacé le franc : comme monnaie en 1999, et dans les pièces et les billets le 1er janvier 2002.', { pastToo: true, negationIsClaim: true }),
];


// — Generic tables (issue 34, second pass): a subject and what is true of it — the year of an event, the
// length of a mandate, a count, who elects or appoints, where an institution sits. Any other value
// said with the subject in the same sentence is questioned. Broader than the wordings above.
const NUM_WORDS: Record<string, string> = {
  1: 'un', 2: 'deux', 3: 'trois', 4: 'quatre', 5: 'cinq', 6: 'six', 7: 'sept', 8: 'huit', 9: 'neuf', 10: 'dix', 11: 'onze', 12: 'douze',
  13: 'treize', 14: 'quatorze', 15: 'quinze', 16: 'seize', 18: 'dix-huit', 20: 'vingt', 25: 'vingt-cinq', 27: 'vingt-sept', 28: 'vingt-huit', 30: 'trente', 50: 'cinquante', 100: 'cent',
};
/** A number (digits or word) other than the right ones. */
const NUM_NOT = (...right: number[]) => {
  const wrong = Object.entries(NUM_WORDS).filter(([d]) => !right.includes(Number(d)));
  const rightDigits = right.map(String).join('|');
  return `(?:(?!(?:${rightDigits})(?= ))[0-9]{1,3}|${wrong.map(([, w]) => w).join('|')})`;
};
const EVENT_YEARS: [string, string[], string][] = [
  ['(?:peine de mort|peine capitale)', ['1981', '2007'], 'La peine de mort a été abolie en France en 1981 (loi Badinter).'],
  ['(?:declaration des droits de l homme et du citoyen|ddhc|droits de l homme et du citoyen)', ['1789'], 'La Déclaration des droits de l’homme et du citoyen date de 1789.'],
  ['(?:vote des femmes|droit de vote (?:aux|des|pour les) femmes|femmes _3 (?:droit de vote|voter|vote))', ['1944', '1945'], 'Les femmes ont obtenu le droit de vote en 1944 et ont voté pour la première fois en 1945.'],
  ['(?:esclavage)', ['1794', '1848', '1815', '1802', '2001'], 'L’esclavage a été aboli en France en 1848 (une première fois en 1794).'],
  ['(?:cinquieme republique|ve republique|5e republique|constitution actuelle|notre constitution|constitution de la (?:ve|cinquieme))', ['1958', '1962', '2008'], 'La Ve République et sa Constitution datent de 1958.'],
  ['(?:ivg|avortement|interruption volontaire de grossesse|loi veil)', ['1975', '1979', '2024', '1974', '2001', '2022'], 'L’IVG a été dépénalisée par la loi du 17 janvier 1975, portée par Simone Veil.'],
  ['(?:mariage pour tous|mariage (?:homosexuel|gay|entre personnes de meme sexe|entre deux (?:hommes|femmes)|des couples de meme sexe)|mariage _3 meme sexe)', ['2013'], 'Le mariage est ouvert aux couples de même sexe depuis la loi du 17 mai 2013.'],
  ['(?:code civil|code napoleon)', ['1804', '1803'], 'Le Code civil a été promulgué par Napoléon Bonaparte en 1804.'],
  ['(?:premiere guerre mondiale|grande guerre|guerre de 14)', ['1914', '1918', '1917', '1916', '1915'], 'La Première Guerre mondiale a duré de 1914 à 1918.'],
  ['(?:seconde guerre mondiale|deuxieme guerre mondiale|2e guerre mondiale)', ['1939', '1940', '1941', '1942', '1943', '1944', '1945'], 'La Seconde Guerre mondiale a duré de 1939 à 1945.'],
  ['(?:appel du 18 juin)', ['1940'], 'L’appel du 18 juin a été lancé par le général de Gaulle en 1940.'],
  ['(?:liberation de paris|liberation de la france)', ['1944', '1945'], 'Paris a été libéré en août 1944.'],
  ['(?:traite de rome|communaute economique europeenne|cee)', ['1957', '1958'], 'Le traité de Rome, qui crée la Communauté économique européenne, date de 1957.'],
  ['(?:traite de maastricht|maastricht)', ['1992', '1993'], 'Le traité de Maastricht date de 1992.'],
  ['(?:declaration universelle)', ['1948'], 'La Déclaration universelle des droits de l’homme date de 1948.'],
  ['(?:l euro(?= )|monnaie unique)', ['1999', '2002', '2001'], 'L’euro est la monnaie de la France depuis 1999, en pièces et billets depuis 2002.'],
  ['(?:lois? (?:jules )?ferry|ecole (?:gratuite|obligatoire|laique) _3 (?:creee|depuis|en|date))', ['1881', '1882', '1880', '1883', '1886'], 'Les lois Jules Ferry (1881-1882) ont rendu l’école primaire publique gratuite, obligatoire et laïque.'],
  ['(?:quinquennat)', ['2000', '2002'], 'Le quinquennat a été adopté par référendum en 2000 et appliqué depuis 2002.'],
  ['(?:pacs)', ['1999'], 'Le Pacs a été créé en 1999.'],
  ['(?:commune de paris)', ['1871'], 'La Commune de Paris date de 1871.'],
  ['(?:suffrage universel masculin)', ['1848'], 'Le suffrage universel masculin date de 1848.'],
  ['(?:independance de l algerie|fin de la guerre d algerie|accords d evian)', ['1962'], 'L’Algérie est devenue indépendante en 1962 (accords d’Évian).'],
];
const MANDATES: [string, number[], string][] = [
  ['(?:mandat (?:du |de )?president\\w*|president\\w* (?:de la republique )?(?:est )?elu pour|president\\w* _3 pour|election presidentielle|presidentielles?)', [5], 'Le président de la République est élu pour cinq ans.'],
  ['(?:senat\\w*)', [6], 'Les sénateurs sont élus pour six ans.'],
  ['(?:deputes?(?! europeens?)|legislatives)', [5], 'Les députés sont élus pour cinq ans.'],
  ['(?:maire|municipales|conseil municipal|conseillers? municipa\\w*)', [6], 'Les conseillers municipaux, et donc le maire, sont élus pour six ans.'],
  ['(?:conseillers? (?:regionaux|departementaux)|regionales|departementales)', [6], 'Les conseillers régionaux et départementaux sont élus pour six ans.'],
  ['(?:deputes europeens|europeennes|parlement europeen)', [5], 'Les députés européens sont élus pour cinq ans.'],
];
const COUNTS: [string, string, number[], string][] = [
  ['(?:drapeau europeen|drapeau de l union|drapeau de l europe)', 'etoiles', [12], 'Le drapeau européen porte douze étoiles, un nombre qui ne dépend pas des pays membres.'],
  ['(?:voter|vote|majorite|majeur|electeur)', 'ans', [18], 'On vote en France à partir de 18 ans, l’âge de la majorité.'],
];
/** A year that dates something else said in the sentence: "Badinter… est entré au Panthéon en 2025", "je suis arrivé en 2010". */
const OTHER_EVENT = '(?:entre\\w*|arrive\\w*|ne|nee|mort|morte|decede\\w*|elu\\w*|venu\\w*|suis|j ai|je|nous|installe\\w*|marie\\w*) (?:au pantheon |en france |ici )?(?:en|depuis) (?:1[0-9]{3}|20[0-9]{2})';
const ALL_YEARS_BUT = (right: string[]) => `(?:en |depuis |de |dans les annees )?(?:(?!${right.join('|')})(?:1[0-9]{3}|20[0-9]{2}))`;

export const GENERIC_WRONG_FACTS: WrongFact[] = [
  ...EVENT_YEARS.flatMap(([anchor, years, correction]) => [
    f(`${anchor} _10 ${ALL_YEARS_BUT(years)}`, correction, { pastToo: true, scope: 'sentence', except: re(`(?:${years.join('|')}|${OTHER_EVENT})`) }),
    f(`${ALL_YEARS_BUT(years)} _4 ${anchor}`, correction, { pastToo: true, except: re(`(?:${years.join('|')}|${OTHER_EVENT})`) }),
  ]),
  ...MANDATES.map(([anchor, right, correction]) =>
    f(`${anchor} _6 (?:pour |de |tous les |chaque |pendant |dure |c est )?${NUM_NOT(...right)} ans`, correction, { except: re(`(?:avant|autrefois|septennat|etait|${right.map((n) => `${n}|${NUM_WORDS[n]}`).join('|')})`) }),
  ),
  ...COUNTS.map(([anchor, unit, right, correction]) =>
    f(`${anchor} _8 ${NUM_NOT(...right)} ${unit}`, correction, { scope: 'sentence', except: re(`(?:avant|autrefois|etait|${right.map((n) => `${n}|${NUM_WORDS[n] ?? n}`).join('|')})`) }),
  ),
  // Who elects or appoints whom.
  f('(?:le prefet|l etat|le president|le gouvernement|le ministre|le premier ministre) _3 (?:nomme|choisit|designe|elit|place) _3 (?:le |les )?(?:maires?|deputes|senateurs|conseillers)', 'Les maires, les députés, les sénateurs et les conseillers sont élus ; le préfet ni le gouvernement ne les nomment.'),
  f('maires? _4 (?:est |sont )?(?:nomme|designe|choisi|place|mis)\\w* par (?:le prefet|l etat|le president|le gouvernement|le ministre|paris|le premier ministre)', 'Le maire est élu par le conseil municipal, lui-même élu par les habitants ; le préfet ne le désigne pas.'),
  f('president\\w* _4 (?:est )?(?:elu|choisi|designe|nomme)\\w* par (?:les grands electeurs|le congres|les maires|les partis|les senateurs|le conseil constitutionnel)', 'Le président de la République est élu au suffrage universel direct, par tous les électeurs.'),
  f('senat\\w* _6 (?:elu\\w* )?(?:au suffrage universel direct|directement par|par le peuple|par les citoyens|par tous les (?:francais|citoyens|electeurs)|par les habitants)', 'Les sénateurs sont élus au suffrage universel indirect, par des grands électeurs (surtout des élus locaux).'),
  f('deputes?(?! europeens?) _4 (?:sont |est )?(?:nomme|designe|choisi)\\w* par (?:le president|le gouvernement|le premier ministre|les partis|le prefet|les maires)', 'Les députés sont élus au suffrage universel direct, par les électeurs de leur circonscription.'),
  f('premier ministre _4 (?:est )?(?:elu|choisi|designe)\\w* par (?:le peuple|les deputes|l assemblee|le parlement|les francais|les citoyens|le senat)', 'Le Premier ministre est nommé par le président de la République.'),
  f('(?:juges?|magistrats?) _4 (?:sont |est )?elu\\w* (?:par le peuple|par les citoyens|par les habitants)', 'En France, les juges professionnels ne sont pas élus : ce sont des magistrats nommés.'),
  // Where institutions sit.
  f('president\\w* (?:de la republique )?_4 (?:habite|vit|siege|travaille|reside|loge) _3 (?:a |au )?(?:matignon|palais bourbon|senat|luxembourg|versailles|louvre|invalides)', 'Le président de la République réside et travaille au palais de l’Élysée.'),
  f('premier ministre _4 (?:habite|vit|siege|travaille|reside|loge) _3 (?:a |au )?(?:elysee|palais bourbon|versailles|louvre)', 'Le Premier ministre travaille à l’hôtel Matignon.'),
  f('senat _6 (?:a l |au |a )?(?:elysee|matignon|palais bourbon|versailles|louvre)', 'Le Sénat siège au palais du Luxembourg, à Paris.', { except: re('(?:luxembourg|congres)') }),
  f('parlement europeen _6 (?:a )?(?:geneve|paris|berlin|rome|la haye|francfort)', 'Le Parlement européen siège à Strasbourg (et se réunit aussi à Bruxelles).'),
  f('(?:bce|banque centrale europeenne) _6 (?:a )?(?:paris|bruxelles|strasbourg|luxembourg|berlin|londres)', 'La Banque centrale européenne siège à Francfort.'),
  f('capitale (?:de la france|francaise) _4 (?:c est |est |ce serait )?(?:lyon|marseille|versailles|bordeaux|lille|toulouse|strasbourg|nice)', 'La capitale de la France est Paris.'),
  // Persons.
  f('(?:marseillaise|hymne national) _8 (?:ecrit\\w*|compose\\w*|auteur) _3 (?:par |c est |est )?(?:victor hugo|napoleon|de gaulle|voltaire|rousseau|moliere|robespierre|louis xvi|louis xiv|louis 14|berlioz|la fontaine|danton|marianne|lamartine|jean moulin|mozart|edith piaf|hugo)', 'La Marseillaise a été écrite et composée en 1792 par Rouget de Lisle.', { pastToo: true, except: re('rouget') }),
  f('(?:victor hugo|napoleon|de gaulle|voltaire|rousseau|moliere|robespierre|louis xvi|lamartine|berlioz|hugo) _4 (?:a ecrit|ecrit|a compose|compose|auteur de) _2 (?:la marseillaise|l hymne)', 'La Marseillaise a été écrite et composée en 1792 par Rouget de Lisle.', { pastToo: true }),
  f('(?:ivg|avortement|loi veil) _8 (?:simone de beauvoir|badinter|de gaulle|mitterrand|chirac|pompidou)', 'L’IVG a été dépénalisée par la loi du 17 janvier 1975, portée par Simone Veil, ministre de la Santé.', { pastToo: true, except: re('(?:simone veil|loi veil)') }),
  f('peine de mort _8 (?:simone veil|de gaulle|chirac|giscard|sarkozy|pompidou|napoleon)', 'La peine de mort a été abolie en 1981, sous François Mitterrand, par la loi portée par Robert Badinter.', { pastToo: true, except: re('(?:badinter|mitterrand)') }),
  f('appel du 18 juin _8 (?:petain|churchill|jean moulin|mitterrand|leclerc|laval)', 'L’appel du 18 juin 1940 a été lancé depuis Londres par le général de Gaulle.', { pastToo: true, except: re('de gaulle') }),
  // Symbols and days.
  f('fete nationale (?:c est |est |en france |francaise )?(?:le )?(?:11 novembre|8 mai|1er mai|premier mai|1er janvier|15 aout|25 decembre|14 juin|4 juillet)', 'La fête nationale est le 14 juillet.'),
  f('(?:11 novembre|8 mai|1er mai|premier mai|1er janvier|15 aout|25 decembre|14 juin|4 juillet) (?:c est |est )?(?:la )?fete nationale', 'La fête nationale est le 14 juillet.'),
  f('devise _6 (?:travail famille patrie|dieu|honneur et patrie|unite|liberte egalite (?:et )?(?!fratern)[a-z]+)', 'La devise de la République est « Liberté, Égalité, Fraternité ».', { scope: 'sentence', except: re('fratern\\w*') }),
  f('drapeau (?:francais|tricolore|de la france|de la republique) _6 (?:vert|jaune|noir|orange)', 'Le drapeau tricolore est bleu, blanc, rouge.', { scope: 'sentence' }),
  f('(?:monnaie (?:de la france|francaise|en france)|en france on paie en) _4 (?:c est |est )?(?:le |les )?francs?', 'La monnaie de la France est l’euro, depuis 1999 (2002 pour les pièces et les billets).'),
  f('(?:la france|l etat) _3 (?:est |c est )?(?:un pays |une republique |un etat )?(?:catholique|chretien|chretienne|musulman|athee)\\b', 'La France est une République laïque : l’État n’a pas de religion, ni n’impose d’être athée.', { except: re('(?:tradition|histoire|culture|majorit|beaucoup|racine)') }),
  f('(?:religion d etat|religion officielle) _4 (?:c est |est )?(?:le |la )?(?:catholi\\w*|christianisme|chretien\\w*|islam|protestant\\w*)', 'La France n’a pas de religion officielle : la République est laïque.'),
  f('laicite _8 (?:interdit|interdire|supprime|contre) _4 (?:les |la )?(?:religions?|croire|dieu|les croyants|la foi)', 'La laïcité garantit la liberté de croire ou de ne pas croire ; elle n’interdit pas les religions.'),
  f('(?:voile|foulard) _8 interdit\\w* _4 (?:a l universite|a la fac|en fac|a l hopital pour les patients|dans les magasins|au travail partout)', 'Le foulard est permis à l’université et dans la rue ; la loi de 2004 vise les élèves de l’école publique, et les agents publics sont tenus à la neutralité.', { scope: 'sentence' }),
  // Geography.
  f('(?:plus long fleuve|fleuve le plus long) _6 (?:c est |est )?(?:la |le )?(?:seine|rhone|garonne|rhin|dordogne)', 'Le plus long fleuve de France est la Loire.'),
  f('paris _4 (?:traverse|sur|au bord de|le long de) _3 (?:la |le )?(?:loire|rhone|garonne|rhin)', 'Paris est traversé par la Seine.'),
  f('mont blanc _6 (?:dans |est dans |se trouve dans )?(?:les )?(?:pyrenees|massif central|jura|vosges)', 'Le mont Blanc est dans les Alpes.'),
  f('(?:guadeloupe|martinique) _6 (?:ocean indien|pacifique|afrique|en asie)', 'La Guadeloupe et la Martinique sont aux Antilles, dans la mer des Caraïbes.'),
  f('guyane _6 (?:en afrique|ocean indien|une ile|pacifique)', 'La Guyane est en Amérique du Sud.'),
  f('mayotte _6 (?:pacifique|atlantique|antilles|caraibes)', 'Mayotte est dans l’océan Indien.'),
  f('(?:royaume-uni|angleterre|grande-bretagne) _6 (?:membre|fait partie|est dans|encore dans) _4 (?:de l )?(?:union europeenne|ue)', 'Le Royaume-Uni a quitté l’Union européenne en 2020.', { except: re('(?:plus|sorti\\w*|quitte\\w*|brexit|avant|etait|jusqu en)') }),
  f('(?:turquie|la russie|l ukraine) _6 (?:membre|fait partie|est dans) _4 (?:de l )?(?:union europeenne|ue)', 'Ni la Turquie, ni la Russie, ni l’Ukraine ne sont membres de l’Union européenne.', { except: re('(?:candidat\\w*|pas encore|veut|voudrait)') }),
];

/** Who elects or appoints whom: a subject said with an authority that does not choose it (the question counts for a short answer). */
const WHO: [string, string, string][] = [
  ['(?:le |les )?maires?', '(?:prefet|president|gouvernement|etat|ministre|premier ministre|senat|deputes?)', 'Le maire est élu par le conseil municipal, lui-même élu par les habitants.'],
  ['(?:les )?conseillers? (?:regionaux|municipaux|departementaux|municipal|regional|departemental)', '(?:prefet|prefet de region|maire|president|gouvernement|etat|ministre|premier ministre)', 'Les conseillers municipaux, départementaux et régionaux sont élus au suffrage universel direct par les habitants.'],
  ['(?:les )?deputes europeens', '(?:deputes francais|deputes|assemblee|gouvernement|president|commission|premier ministre|parlement francais|ministres)', 'Les députés européens sont élus au suffrage universel direct par les citoyens de chaque pays de l’Union.'],
  ['(?:les )?deputes(?! europeens)', '(?:president|gouvernement|prefet|premier ministre|senat|maires?|partis)', 'Les députés sont élus au suffrage universel direct.'],
  ['(?:le )?president(?: de la republique)?', '(?:parlement|deputes|senat|senateurs|assemblee|congres|grands electeurs|gouvernement|ministres|maires|partis)', 'Le président de la République est élu au suffrage universel direct.'],
];
const CHOOSE = '(?:elit|elisent|elu|elus|choisi\\w*|designe\\w*|nomme\\w*|vote\\w* pour)';
const WHO_FACTS: WrongFact[] = WHO.flatMap(([subject, wrong, correction]) => [
  f(`${subject} _10 (?:c est |ce sont |par )?(?:le |la |les |l )?${wrong} _3 (?:qui )?(?:les |le |la |l )?${CHOOSE}`, correction, { scope: 'sentence' }),
  f(`${subject} _4 (?:sont |est )?${CHOOSE} _2 par (?:le |la |les |l )?${wrong}`, correction),
  f(`(?:qui ${CHOOSE}|comment (?:sont|est) ${CHOOSE}) ${subject} _3 (?:c est |ce sont |par )?(?:le |la |les |l )?${wrong}`, correction, { scope: 'sentence' }),
]);

const MORE_EVENT_YEARS: [string, string[], string][] = [
  ['(?:separation des eglises|loi de 1905|separation de l eglise|loi de separation)', ['1905'], 'La loi de séparation des Églises et de l’État date du 9 décembre 1905.'],
  ['(?:revolution francaise|prise de la bastille)', ['1789', '1790', '1791', '1792', '1793', '1794', '1795', '1799'], 'La Révolution française commence en 1789 ; la Bastille est prise le 14 juillet 1789.'],
  ['(?:marseillaise _4 (?:hymne|devenue|adoptee)|hymne national _4 (?:depuis|devenu|adopte))', ['1795', '1879', '1792'], 'La Marseillaise, écrite en 1792, est devenue hymne national en 1795, puis de nouveau en 1879.'],
  ['(?:le franc|les francs) _6 (?:n existe plus|disparu|fini|remplace|supprime)', ['1999', '2001', '2002'], 'L’euro a remplacé le franc : comme monnaie en 1999, dans les pièces et les billets en 2002.'],
  ['(?:femmes? _6 (?:compte en banque|compte bancaire|travailler sans|ouvrir un compte))', ['1965', '1966'], 'Depuis 1965, une femme mariée peut ouvrir un compte en banque et travailler sans l’accord de son mari.'],
  ['(?:mur de berlin)', ['1989', '1961'], 'Le mur de Berlin, construit en 1961, est tombé en 1989.'],
];

const MORE_FACTS: WrongFact[] = [
  ...WHO_FACTS,
  ...MORE_EVENT_YEARS.flatMap(([anchor, years, correction]) => [
    f(`${anchor} _10 ${ALL_YEARS_BUT(years)}`, correction, { pastToo: true, scope: 'sentence', except: re(`(?:${years.join('|')}|${OTHER_EVENT})`) }),
  ]),
  f('point culminant _8 (?:le |la |l |c est |est )*(?:mont|puy|pic|ballon|massif|montagne|col|la montagne|les) (?!blanc)\\S+', 'Le point culminant de la France est le mont Blanc, dans les Alpes (4 805 m).', { scope: 'sentence', except: re('(?:mont blanc|mont-blanc)') }),
  f('(?:plus haute montagne|plus haut sommet|montagne la plus haute|sommet le plus haut) _8 (?:le |la |l |c est |est )*(?:mont|puy|pic|ballon|massif) (?!blanc)\\S+', 'Le point culminant de la France est le mont Blanc, dans les Alpes (4 805 m).', { scope: 'sentence', except: re('(?:mont blanc|mont-blanc)') }),
  f('(?:sud|marseille|nice|toulon|montpellier|cote d azur|provence|corse) _8 (?:ocean atlantique|l atlantique|atlantique|la manche|mer du nord|ocean indien|pacifique|ocean)(?! indien)', 'Le sud de la France est bordé par la mer Méditerranée ; l’océan Atlantique borde l’ouest.', { scope: 'sentence', except: re('(?:mediterranee|bordeaux|biarritz|ouest|et l atlantique)') }),
  f('(?:bretagne|bordeaux|nantes|la rochelle|biarritz|brest) _6 (?:mediterranee)', 'L’ouest de la France (Bretagne, Bordeaux) est bordé par l’océan Atlantique.', { scope: 'sentence', except: re('(?:marseille|nice|sud)') }),
  f('(?:tour eiffel|coq|baguette|fleur de lys|louvre|arc de triomphe|napoleon|notre-dame|le vin) _8 (?:symbole officiel|dans la constitution|ecrit dans la constitution|symbole de la constitution)', 'Les symboles nommés par la Constitution (article 2) sont le drapeau tricolore, La Marseillaise et la devise « Liberté, Égalité, Fraternité ».', { scope: 'sentence' }),
  f('marianne _8 (?:a existe|a vraiment existe|vraie femme|vraie personne|femme du|reine|princesse|epouse|fille du roi|personne reelle|sainte)', 'Marianne est une figure allégorique de la République : elle n’a pas existé.', { pastToo: true, scope: 'sentence' }),
  f('(?:drapeau (?:europeen|de l union europeenne|de l union|de l europe)|union europeenne _3 drapeau) _8 (?:rouge|vert|noir|blanc avec|jaune avec|une etoile par pays|etoile pour chaque pays|etoiles pour les pays)', 'Le drapeau européen est bleu, avec un cercle de douze étoiles d’or ; leur nombre ne dépend pas des pays membres.', { scope: 'sentence' }),
  f('(?:code civil|declaration des droits de l homme|constitution de 1958|la marseillaise) _8 (?:ecrit\\w*|redige\\w*|fait\\w*|compose\\w*|auteur|c est) _3 (?:par )?(?:louis xiv|louis 14|louis xvi|louis 16|charlemagne|jeanne d arc|victor hugo|de gaulle|napoleon|robespierre|marianne|petain)', 'Le Code civil est de Napoléon (1804) ; la Déclaration des droits de l’homme a été adoptée par l’Assemblée nationale constituante en 1789 ; la Constitution de 1958 a été voulue par de Gaulle et rédigée notamment par Michel Debré ; La Marseillaise est de Rouget de Lisle.', { pastToo: true, scope: 'sentence', except: re('(?:code civil _6 napoleon|constitution de 1958 _6 (?:de gaulle|debre)|declaration _8 (?:assemblee|constituante|lafayette))') }),
];
GENERIC_WRONG_FACTS.push(...MORE_FACTS);

/** Where institutions sit: any other place of the list said with the institution is questioned. */
const PLACES = ['elysee', 'matignon', 'palais bourbon', 'palais du luxembourg', 'luxembourg', 'versailles', 'louvre', 'strasbourg', 'bruxelles', 'geneve', 'francfort', 'la haye', 'new york', 'berlin', 'rome', 'lyon', 'marseille', 'londres', 'palais-royal', 'palais royal', 'invalides', 'vienne'];
const SEATS: [string, string[], string][] = [
  ['assemblee nationale', ['palais bourbon', 'versailles'], 'L’Assemblée nationale siège au palais Bourbon, à Paris.'],
  ['senat(?! europeen)', ['palais du luxembourg', 'luxembourg', 'versailles'], 'Le Sénat siège au palais du Luxembourg, à Paris.'],
  ['(?:president de la republique|le president(?! du senat| de l assemblee))', ['elysee', 'versailles'], 'Le président de la République réside et travaille au palais de l’Élysée.'],
  ['premier ministre', ['matignon'], 'Le Premier ministre travaille à l’hôtel Matignon.'],
  ['conseil constitutionnel', ['palais-royal', 'palais royal'], 'Le Conseil constitutionnel siège au Palais-Royal, à Paris.'],
  ['parlement europeen', ['strasbourg', 'bruxelles', 'luxembourg'], 'Le Parlement européen siège à Strasbourg (et se réunit aussi à Bruxelles).'],
  ['commission europeenne', ['bruxelles', 'luxembourg'], 'La Commission européenne siège à Bruxelles.'],
  ['(?:banque centrale europeenne|bce)', ['francfort'], 'La Banque centrale européenne siège à Francfort.'],
  ['cour de justice de l union', ['luxembourg'], 'La Cour de justice de l’Union européenne siège à Luxembourg.'],
  ['(?:cour europeenne des droits de l homme|cedh|conseil de l europe)', ['strasbourg'], 'Le Conseil de l’Europe et la Cour européenne des droits de l’homme siègent à Strasbourg.'],
];
const SEAT_FACTS: WrongFact[] = SEATS.map(([inst, right, correction]) => {
  const wrong = PLACES.filter((p) => !right.includes(p) && !right.some((r) => r.includes(p) || p.includes(r)));
  return f(`${inst} _8 (?:a l |au |a |en |dans le |c est |est )?(?:${wrong.join('|')})`, correction, { scope: 'sentence', except: re(`(?:${right.join('|')})`) });
});

/** Who wrote or carried what: another well-known name said with the work is questioned. */
const PEOPLE = ['louis xiv', 'louis 14', 'louis xvi', 'louis 16', 'napoleon', 'de gaulle', 'victor hugo', 'voltaire', 'rousseau', 'moliere', 'robespierre', 'jeanne d arc', 'charlemagne', 'petain', 'mitterrand', 'chirac', 'simone veil', 'simone de beauvoir', 'jules ferry', 'jean moulin', 'badinter', 'clemenceau', 'jaures', 'pasteur', 'marie curie', 'macron', 'sarkozy', 'hollande', 'giscard', 'pompidou', 'lafayette', 'schoelcher', 'aristide briand', 'briand', 'rouget de lisle', 'danton', 'marat', 'mussolini', 'hitler', 'churchill'];
const WORKS: [string, string[], string][] = [
  ['code civil', ['napoleon', 'bonaparte', 'portalis'], 'Le Code civil a été promulgué par Napoléon Bonaparte en 1804.'],
  ['(?:la marseillaise|hymne national)', ['rouget de lisle', 'rouget'], 'La Marseillaise a été écrite et composée en 1792 par Rouget de Lisle.'],
  ['(?:ivg|avortement|loi veil)', ['simone veil', 'veil', 'giscard'], 'L’IVG a été dépénalisée par la loi du 17 janvier 1975, portée par Simone Veil.'],
  ['(?:abolition de la peine de mort|peine de mort _3 abolie?)', ['badinter', 'mitterrand'], 'La peine de mort a été abolie en 1981, sous François Mitterrand, par la loi portée par Robert Badinter.'],
  ['appel du 18 juin', ['de gaulle', 'gaulle'], 'L’appel du 18 juin 1940 a été lancé par le général de Gaulle.'],
  ['(?:ve republique|cinquieme republique|constitution de 1958)', ['de gaulle', 'gaulle', 'debre'], 'La Ve République a été fondée en 1958 à l’initiative du général de Gaulle.'],
  ['(?:abolition de l esclavage|esclavage _3 aboli)', ['schoelcher', 'robespierre'], 'L’esclavage a été aboli en 1848 à l’initiative de Victor Schœlcher (une première fois en 1794).'],
  ['(?:ecole (?:gratuite|obligatoire|laique)|lois? (?:sur|de) l ecole)', ['jules ferry', 'ferry'], 'L’école primaire gratuite, obligatoire et laïque est due aux lois Jules Ferry (1881-1882).'],
  ['(?:loi de 1905|separation des eglises)', ['aristide briand', 'briand', 'combes', 'jaures'], 'La loi de séparation des Églises et de l’État (1905) a été portée notamment par Aristide Briand.'],
  ['(?:les miserables|notre-dame de paris)', ['victor hugo', 'hugo'], 'Les Misérables est un roman de Victor Hugo.'],
  ['le deuxieme sexe', ['simone de beauvoir', 'beauvoir'], 'Le Deuxième Sexe est de Simone de Beauvoir.'],
  ['(?:resistance)(?= _)', ['jean moulin', 'de gaulle', 'gaulle', 'leclerc', 'lucie aubrac', 'aubrac'], 'La Résistance a été menée notamment par le général de Gaulle depuis Londres et unifiée par Jean Moulin.'],
];
const WORK_FACTS: WrongFact[] = WORKS.map(([work, right, correction]) => {
  const wrong = PEOPLE.filter((p) => !right.some((r) => r.includes(p) || p.includes(r)));
  const w = work.replace(/\(\?= _\)$/, '');
  return f(`${w} _8 (?:par |de |c est |est |avec )?(?:${wrong.join('|')})`, correction, { pastToo: true, scope: 'sentence', except: re(`(?:${right.join('|')})`) });
});
const WORK_FACTS_REVERSED: WrongFact[] = WORKS.slice(0, 3).map(([work, right, correction]) => {
  const wrong = PEOPLE.filter((p) => !right.some((r) => r.includes(p) || p.includes(r)));
  return f(`(?:${wrong.join('|')}) _3 (?:a ecrit|a fait|a compose|a cree|a vote|a porte|auteur) _3 ${work}`, correction, { pastToo: true, scope: 'sentence', except: re(`(?:${right.join('|')})`) });
});

GENERIC_WRONG_FACTS.push(
  ...SEAT_FACTS,
  ...WORK_FACTS,
  ...WORK_FACTS_REVERSED,
  f('(?:tous les etrangers|les etrangers(?! europeens| de l union| communautaires)|etrangers non europeens|non europeens|non-europeens|un etranger(?! europeen)) _8 (?:peuvent|peut|ont le droit de|a le droit de|votent|vote) _3 (?:voter )?(?:aux |pour les |pour le |a la )?(?:municipales|maire|elections|presidentielle|legislatives|regionales)', 'Aux élections municipales, seuls les citoyens de l’Union européenne peuvent voter en plus des Français ; les autres étrangers ne votent pas.', { scope: 'sentence' }),
  f('(?:occupe\\w*|occupation|envahi\\w*) _10 (?:l italie|les italiens|mussolini|l angleterre|les anglais|les russes|l urss|les americains|l espagne|le japon|l autriche)', 'Pendant la Seconde Guerre mondiale, la France a été occupée par l’Allemagne nazie (de 1940 à 1944) ; l’Italie n’a occupé qu’une petite zone du Sud-Est.', { pastToo: true, scope: 'sentence', except: re('(?:allemagne|allemands|nazis?|hitler|zone italienne|petite zone|sud-est|aussi)') }),
  f('(?:le franc|les francs) _6 (?:n existe\\S*|existe plus|disparu|fini|remplace|supprime)\\S* _6 (?:en |depuis )?(?!1999|2001|2002)(?:19[0-9]{2}|20[0-9]{2})', 'L’euro a remplacé le franc : comme monnaie en 1999, dans les pièces et les billets en 2002.', { pastToo: true, scope: 'sentence', negationIsClaim: true }),
  f('(?:jusqu en|avant|depuis) (?!196[0-9])(?:19[7-9][0-9]|20[0-9]{2}) _10 (?:compte en banque|compte bancaire|sans l (?:accord|autorisation) de (?:leur|son) mari)', 'Depuis 1965, une femme mariée peut ouvrir un compte en banque et travailler sans l’accord de son mari.', { pastToo: true, scope: 'sentence', negationIsClaim: true }),
  f('(?:laicite|la loi|l etat|en france|la republique) _6 (?:interdit|empeche|pas le droit|faut une autorisation|il faut demander|faut demander) _8 (?:prier|priere|mosquee|eglise|synagogue|culte|jeuner|ramadan|croire|religion|temple|messe)', 'La laïcité garantit la liberté de culte : chacun prie librement, chez soi ou dans un lieu de culte, sans autorisation.', { scope: 'sentence', negationIsClaim: false, except: re('(?:ecole|fonctionnaire|agent|au travail|en service|visage|rue bloqu|prieres de rue|dans la rue)') }),
);



// More tables from general knowledge (issue 34, second pass): dates, rivers, borders, Europe, laïcité.
const MORE_YEARS: [string, string[], string][] = [
  ['(?:debarquement|d day|jour j)', ['1944'], 'Le débarquement en Normandie a eu lieu le 6 juin 1944.'],
  ['(?:vel d hiv|vel-d hiv|rafle du vel)', ['1942'], 'La rafle du Vél d’Hiv a eu lieu les 16 et 17 juillet 1942.'],
  ['louis (?:xvi|16) _6 (?:guillotine|execute|decapite|mort)', ['1793'], 'Louis XVI a été guillotiné le 21 janvier 1793.'],
  ['(?:waterloo|chute de napoleon)', ['1815'], 'La bataille de Waterloo et la chute de Napoléon datent de 1815.'],
  ['(?:premiere republique)', ['1792'], 'La Première République est proclamée en 1792.'],
  ['(?:troisieme republique|iiie republique)', ['1870', '1875', '1940'], 'La IIIe République est proclamée en 1870.'],
  ['(?:quatrieme republique|ive republique)', ['1946', '1958', '1944'], 'La IVe République date de 1946.'],
  ['(?:conges payes)', ['1936', '1956', '1969', '1982'], 'Les congés payés ont été créés en 1936, par le Front populaire.'],
  ['(?:securite sociale)', ['1945', '1946'], 'La Sécurité sociale a été créée en 1945.'],
  ['(?:majorite a 18 ans|droit de vote a 18 ans|vote a 18 ans)', ['1974'], 'La majorité et le droit de vote à 18 ans datent de 1974.'],
  ['(?:traite de lisbonne)', ['2007', '2009'], 'Le traité de Lisbonne a été signé en 2007.'],
  ['(?:ceca|communaute europeenne du charbon)', ['1951', '1952'], 'La CECA a été créée en 1951.'],
  ['(?:union europeenne _3 (?:creee|cree|nee|fondee|existe depuis))', ['1992', '1993'], 'L’Union européenne a été créée par le traité de Maastricht, en 1992.'],
  ['(?:affaire dreyfus)', ['1894', '1898', '1899', '1906'], 'L’affaire Dreyfus a commencé en 1894.'],
  ['(?:loi de 2004|loi sur les signes religieux)', ['2004'], 'La loi sur les signes religieux à l’école date du 15 mars 2004.'],
];
const RIVERS = ['seine', 'loire', 'rhone', 'garonne', 'rhin', 'saone', 'dordogne', 'meuse', 'moselle', 'marne'];
const CITY_RIVERS: [string, string[]][] = [
  ['paris', ['seine', 'marne']], ['lyon', ['rhone', 'saone']], ['bordeaux', ['garonne']], ['toulouse', ['garonne']], ['nantes', ['loire']],
  ['orleans', ['loire']], ['tours', ['loire']], ['strasbourg', ['rhin']], ['rouen', ['seine']], ['le havre', ['seine']],
];
const RIVER_FACTS: WrongFact[] = CITY_RIVERS.map(([city, right]) =>
  f(`${city} _4 (?:sur|traverse\\w* par|au bord de|le long de|fleuve|riviere|c est) _3 (?:la |le |l )?(?:${RIVERS.filter((r) => !right.includes(r)).join('|')})`, `${city.charAt(0).toUpperCase()}${city.slice(1)} est sur ${right.map((r) => `la ${r.charAt(0).toUpperCase()}${r.slice(1)}`).join(' et ')}.`.replace('la Rhone', 'le Rhône').replace('la Rhin', 'le Rhin').replace('la Saone', 'la Saône').replace('Le havre', 'Le Havre').replace('Orleans', 'Orléans'), { scope: 'sentence', except: re(`(?:${right.join('|')})`) }),
);
GENERIC_WRONG_FACTS.push(
  ...MORE_YEARS.map(([anchor, years, correction]) => f(`${anchor} _10 ${ALL_YEARS_BUT(years)}`, correction, { pastToo: true, scope: 'sentence', except: re(`(?:${years.join('|')}|${OTHER_EVENT})`) })),
  ...RIVER_FACTS,
  f('president\\w* _6 (?:trois|3|plusieurs|autant de|illimit\\w*|sans limite|toute sa vie|a vie) (?:fois|mandats?)', 'Le président de la République ne peut pas exercer plus de deux mandats consécutifs.', { except: re('(?:deux|2) mandats') }),
  f('(?:premier ministre _3 (?:est |c est )?(?:le )?chef de l etat|chef de l etat _4 (?:c est |est )?(?:le )?premier ministre)', 'Le chef de l’État est le président de la République ; le Premier ministre dirige le Gouvernement.'),
  f('senat _4 (?:peut )?(?:renverser|censurer|faire tomber) _2 (?:le )?gouvernement', 'Seule l’Assemblée nationale peut renverser le Gouvernement (motion de censure) ; le Sénat ne le peut pas.'),
  f('conseil constitutionnel _4 (?:est |sont )?elu\\w*', 'Les membres du Conseil constitutionnel sont nommés, pas élus.'),
  f('parlement _6 (?:une seule|trois|3|quatre|4) (?:chambres?|assemblees?)', 'Le Parlement a deux chambres : l’Assemblée nationale et le Sénat.'),
  f('(?:l etat|la republique) _4 (?:paie|paye|finance|salarie|remunere) _3 (?:les )?(?:pretres|imams|rabbins|pasteurs|religions|cultes|mosquees|eglises|ministres du culte)', 'Depuis 1905, la République ne reconnaît, ne salarie ni ne subventionne aucun culte (sauf en Alsace-Moselle, sous le régime concordataire).', { except: re('(?:alsace|moselle|concordat\\w*|entretien|batiments|avant 1905|cathedrales)') }),
  f('mariage religieux _6 (?:avant|sans) _3 (?:le )?mariage civil _4 (?:permis|possible|autorise\\w*|on peut|legal|pas de probleme)', 'En France, le mariage civil, à la mairie, doit précéder tout mariage religieux.'),
  f('(?:eleves?|enfants?) _4 (?:peu\\w*|ont le droit de|a le droit de|autorise\\w* a) _2 (?:porter|mettre) _3 (?:le |la |un |une )?(?:voile|foulard|kippa|grande croix|signes? religieux) _4 (?:a l ecole publique|au college|au lycee|en classe|a l ecole)', 'Depuis la loi du 15 mars 2004, les élèves de l’école, du collège et du lycée publics ne portent pas de signe religieux ostensible.', { except: re('(?:prive\\w*|universite|fac)') }),
  f('jeanne d arc _8 (?:allemands|allemagne|espagnols|italiens|arabes|prussiens)', 'Jeanne d’Arc a combattu les Anglais, pendant la guerre de Cent Ans.', { pastToo: true }),
  f('pyrenees _6 (?:italie|suisse|allemagne|belgique)', 'Les Pyrénées séparent la France de l’Espagne et d’Andorre.'),
  f('frontiere\\w* _6 (?:avec )?(?:le |la |l )?(?:portugal|autriche|pays-bas|pologne|hongrie|danemark)', 'La France métropolitaine a une frontière avec la Belgique, le Luxembourg, l’Allemagne, la Suisse, l’Italie, Monaco, l’Espagne et Andorre.', { scope: 'sentence' }),
  f('(?:nouvelle-caledonie|nouvelle caledonie|polynesie|tahiti|wallis) _6 (?:atlantique|caraibes|antilles|ocean indien|mediterranee)', 'La Nouvelle-Calédonie, la Polynésie française et Wallis-et-Futuna sont dans l’océan Pacifique.'),
  f('hymne (?:national|francais|de la france) _4 (?:c est |est )?(?:l |l hymne a la joie|ode a la joie|hymne a la joie)', 'L’hymne national est La Marseillaise ; l’Ode à la joie est l’hymne européen.'),
  f('hymne (?:europeen|de l europe|de l union europeenne) _4 (?:c est |est )?(?:la )?marseillaise', 'L’hymne européen est l’Ode à la joie, de Beethoven.'),
  f('tous les pays (?:de l union europeenne|de l ue|europeens|de l europe) _6 (?:euro|l euro)', 'Tous les pays de l’Union européenne n’ont pas l’euro : vingt d’entre eux l’ont adopté.', { except: re('(?:pas tous|sauf|presque)') }),
  f('(?:pays )?fondateurs? _8 (?:royaume-uni|angleterre|espagne|portugal|grece|pologne|suede|autriche)', 'Les six pays fondateurs de la Communauté européenne (1957) sont la France, l’Allemagne, l’Italie, la Belgique, les Pays-Bas et le Luxembourg.', { pastToo: true, scope: 'sentence' }),
  f('president de la commission _4 elu\\w* (?:par les citoyens|par le peuple|par les europeens|directement|au suffrage universel)', 'Le président de la Commission européenne est proposé par les chefs d’État et de gouvernement et élu par le Parlement européen.'),
);
