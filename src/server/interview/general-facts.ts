// Wrong facts about France said anywhere in the interview (issue 34): not only where a knowledge
// question expects them. A maintained list of the common errors, each with its correction, checked
// clause by clause on every answer with the same polarity rules as the knowledge questions
// (facts.ts: a negated clause is not a claim unless the rule says so). A short answer is read with
// its question ("Quelle est la durée du mandat présidentiel ? — Sept ans."), so the subject it
// leaves implicit is the question's. The chef-lieu of each region (src/shared/regions.ts) is bound to
// the region named in the same clause: "le chef-lieu de l'Occitanie, c'est Montpellier" is wrong,
// "Montpellier est dans l'Occitanie" is not. Patterns use bounded word gaps only (linear).
import { REGIONS } from '../../shared/regions.js';
import { checkFacts } from './facts.js';
import type { BankQuestion, WrongFact } from './interview-bank.js';
import { fold, spacedFoldText } from './text.js';

function re(body: string): RegExp {
  return new RegExp(`(?<= )(?:${body.replace(/ _(\d+) /g, (_m, n: string) => ` (?:\\S+ ){0,${n}}`)})(?= )`);
}
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
const CHEF_LIEU: WrongFact[] = REGIONS.filter((r) => !r.overseas).flatMap((r) => {
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

const GENERAL_QUESTION: BankQuestion = {
  id: 'general-facts',
  stage: 'values',
  text: '',
  simpler: '',
  topic: [],
  targetWords: 0,
  wrongFacts: GENERAL_WRONG_FACTS,
};

/**
 * Wrong facts about France in an answer, whatever the question. A short answer (fourteen words at most)
 * is read together with its question, whose subject it leaves implicit.
 */
export function generalWrongFacts(questionText: string, answer: string): string[] {
  return generalFactCheck(questionText, answer).wrongFacts;
}

/** The same, with the clause (folded) that stated each wrong fact. */
export function generalFactCheck(questionText: string, answer: string): { wrongFacts: string[]; wrongSaid: string[] } {
  const first = checkFacts(GENERAL_QUESTION, answer);
  const wrongFacts = [...first.wrongFacts];
  const wrongSaid = [...(first.wrongSaid ?? [])];
  const words = spacedFoldText(answer).trim().split(' ').filter(Boolean).length;
  if (words > 0 && words <= 14 && questionText) {
    // The question and its answer as one sentence: "quel est le chef-lieu de l'Occitanie Montpellier".
    // A leading "Oui," is dropped so the answer's first words stay with the question; other commas keep their clauses.
    const joined = `${questionText.replace(/[?.!;:,]+/g, ' ')} ${answer.replace(/^\s*(?:oui|euh|bah|ben|alors)\s*[,.]\s*/i, '').replace(/[.!;]+/g, ' ')}`;
    const second = checkFacts(GENERAL_QUESTION, joined);
    second.wrongFacts.forEach((w, i) => {
      if (wrongFacts.includes(w)) return;
      wrongFacts.push(w);
      wrongSaid.push(second.wrongSaid?.[i] ?? '');
    });
  }
  return { wrongFacts, wrongSaid };
}
