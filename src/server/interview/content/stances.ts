// The maintained catalogue of positions on the values of the Republic, topic by topic (data): what
// a candidate may say, whether it conforms to French law or is contrary to it, the law it rests on
// and its source, and the words that show a text is about each topic. The matcher that reads
// answers against it is ../stances.ts; docs/interview-scoring.md describes both; keep them in step.
//
// Patterns are tested on the folded sentence (lower case, no accents, words separated by one space,
// commas kept as their own token ","). Word gaps are bounded (`_4` = at most four words), so every
// pattern runs in linear time: no unbounded `.*` anywhere.
import { wordPattern } from '../text.js';

export type StanceTopicId =
  | 'laicite'
  | 'religion_law'
  | 'equality'
  | 'inheritance'
  | 'marriage'
  | 'fgm'
  | 'domestic_violence'
  | 'care_choice'
  | 'blasphemy'
  | 'hate_speech'
  | 'homosexuality'
  | 'charter'
  | 'school'
  | 'civic_duties';

export const STANCE_TOPICS: { id: StanceTopicId; label: string }[] = [
  { id: 'laicite', label: 'la laïcité et le service public' },
  { id: 'religion_law', label: 'la religion et la loi' },
  { id: 'equality', label: 'l’égalité entre les femmes et les hommes, à la maison et au travail' },
  { id: 'inheritance', label: 'l’héritage' },
  { id: 'marriage', label: 'le mariage forcé ou arrangé' },
  { id: 'fgm', label: 'l’excision, y compris à l’étranger' },
  { id: 'domestic_violence', label: 'les violences dans la famille' },
  { id: 'care_choice', label: 'le choix d’un médecin ou d’un agent selon son sexe ou sa religion' },
  { id: 'blasphemy', label: 'le blasphème et la caricature' },
  { id: 'hate_speech', label: 'le racisme et les propos haineux' },
  { id: 'homosexuality', label: 'l’homosexualité et le mariage entre personnes de même sexe' },
  { id: 'charter', label: 'la Charte des droits et devoirs du citoyen et ses réserves' },
  { id: 'school', label: 'l’école et la laïcité' },
  { id: 'civic_duties', label: 'le vote et les devoirs du citoyen' },
];

export interface Stance {
  id: string;
  topic: StanceTopicId;
  /** Whether the position, as the pattern states it, conforms to the law or is contrary to it. */
  polarity: 'conforms' | 'contrary';
  /** The contrary reading, as the report names it ("accepte l’excision…"): for a 'conforms' stance, its denial. */
  label: string;
  /** What the law provides, said calmly by the examiner after « Je me permets de vous arrêter un instant : ». */
  law: string;
  /** The legal source, named in the report. */
  source: string;
  pattern: RegExp;
  /** The pattern's own negative words ("ne s'applique pas"): not a negation of the statement. */
  ownNegation?: RegExp;
  /** A condemnation word around it ("c'est interdit", "puni") does not turn it around (it is part of the stance). */
  keepWhenCondemned?: boolean;
  /** A 'conforms' stance whose denial is a contrary position ("je ne pense pas que les femmes et les hommes soient égaux"). */
  denialIsContrary?: boolean;
  /** Not a position when the same sentence says this ("…, mais si c'est un homme, j'accepte"). */
  unless?: RegExp;
  /**
   * Said only in the context of its topic (the question, or the answer elsewhere, speaks of it):
   * "c'est la tradition, ça rend la fille propre" is a position on excision when excision is the subject.
   */
  contextual?: boolean;
}

/** French typography: a narrow no-break space before « : ; ? ! ». */
const nb = (text: string) => text.replace(/ ([:;?!])/g, '\u202f$1');

/**
 * Compiles a pattern written with word gaps: `_4` is at most four words (each followed by one
 * space). The pattern is matched between spaces (look-behind and look-ahead), so words are whole.
 */
// A gap never crosses a reservation or a contrast: "ma fille porte le voile dehors, mais à l'école elle l'enlève".
const GAP_BARRIER = ['mais', 'sauf', 'alors que', 'tandis que', 'cependant', 'pourtant', 'par contre'];
function re(...alternatives: string[]): RegExp {
  return wordPattern(alternatives.map((a) => a.trim()), GAP_BARRIER);
}
function own(...phrases: string[]): RegExp {
  return new RegExp(` (?:${phrases.join('|')}) `, 'g');
}

const WIFE = '(?:femmes?|epouses?|conjointes?|filles?)';
const FAMILY_MEMBER = '(?:femmes?|epouses?|enfants?|gamins?|gosses?|fils|filles?|mari|conjoint\\w*|gosse|petits?)';
const RELIGION = '(?:religions?|dieu|coran|bible|torah|charia|foi|croyances?|loi (?:de dieu|religieuse|divine)|regles? religieuses?|islam|prophete)';
const LAW = '(?:lois?|republique|etat|constitution|code civil|droit francais)';
const HIT = '(?:gifle\\w*|claque\\w*|frapp\\w*|battre|bat|batt\\w*|tape\\w*|taper|fessee\\w*|coups?|corrig\\w*|correction\\w*|frappe)';
const PROFESSIONAL =
  '(?:medecins?|docteurs?|gynecologues?|gyneco|sage-femme|sages-femmes|infirmier\\w*|chirurgien\\w*|dentistes?|agents?|agente|fonctionnaires?|policier\\w*|professeure?s?|enseignant\\w*|kine\\w*|urgentiste\\w*|guichetier\\w*|juges?)';
const FGM = '(?:excision\\w*|exision\\w*|excission\\w*|exciser|excise\\w*|mutilations? (?:genitales?|sexuelles?)|couper les (?:petites )?filles)';
const GROUP = '(?:noirs?|arabes?|juifs?|musulmans?|etrangers?|immigres?|homosexuel\\w*|gays?|chretiens?|athees?|roms?|africains?|asiatiques?|chinois|maghrebins?|blancs?)';

const LAW_LAICITE = nb(
  'en France, la laïcité garantit la liberté de croire ou de ne pas croire et la neutralité de l’État : un agent du service public ne manifeste pas sa religion dans son service, et chacun est libre de pratiquer la sienne dans le respect de la loi.');
const LAW_RELIGION = nb(
  'en France, chacun est libre de croire et de pratiquer sa religion, mais la loi de la République s’applique à tous et passe avant les règles religieuses : nul ne peut s’en affranchir au nom de sa foi.');
const LAW_EQUALITY = nb(
  'en France, les femmes et les hommes sont égaux en droits, y compris dans le couple : les époux dirigent ensemble la famille et décident à deux, et chacun peut travailler et exercer la profession de son choix.');
const LAW_INHERITANCE = nb(
  'en France, les enfants héritent à parts égales, filles et garçons, sans aucune distinction de sexe : la fille reçoit la même part que son frère.');
const LAW_MARRIAGE = nb(
  'en France, il n’y a pas de mariage sans le libre consentement des deux époux, on ne se marie pas avant 18 ans, forcer quelqu’un à se marier est un délit et la polygamie est interdite : chacun choisit librement la personne qu’il épouse.');
const LAW_FGM = nb(
  'en France, l’excision est une mutilation punie de dix ans de prison, et plus sévèrement quand la victime est une mineure ; la loi française s’applique aussi quand elle est pratiquée à l’étranger sur une enfant qui vit en France.');
const LAW_VIOLENCE = nb(
  'en France, les violences dans le couple et envers les enfants sont des délits, plus sévèrement punis quand ils viennent d’un conjoint, et l’autorité parentale s’exerce sans violences physiques ou psychologiques : ce n’est jamais une affaire privée.');
const LAW_CARE = nb(
  'en France, un médecin ou un agent du service public est là pour sa compétence : on ne peut pas le récuser à cause de son sexe ou de sa religion, et l’hôpital ou l’administration n’a pas à en choisir un autre pour cette raison.');
const LAW_BLASPHEMY = nb(
  'en France, le blasphème n’est pas un délit : on peut critiquer ou caricaturer les religions, c’est la liberté d’expression ; seuls l’injure et l’appel à la haine envers des personnes sont punis.');
const LAW_HATE = nb(
  'en France, l’injure, la diffamation et la provocation à la haine en raison de l’origine, de la religion ou de l’orientation sexuelle sont des délits : ce n’est pas la liberté d’expression.');
const LAW_HOMOSEXUALITY = nb(
  'en France, l’homosexualité n’est ni un délit ni une maladie, le mariage est ouvert aux couples de même sexe depuis 2013, et les discriminations en raison de l’orientation sexuelle sont punies.');
const LAW_CHARTER = nb(
  'la Charte des droits et devoirs du citoyen français se signe entière, à la fin de l’entretien : on ne peut pas en écarter des articles, et l’adhésion à ses principes est une condition de la naturalisation.');
const LAW_SCHOOL = nb(
  'à l’école publique, les élèves ne portent pas de signe religieux ostensible, et l’instruction est obligatoire dans toutes les matières, la piscine, le sport et les sorties scolaires compris.');
const LAW_CIVIC = nb(
  'payer ses impôts, les déclarer honnêtement, respecter les lois et répondre à une convocation de juré d’assises sont des devoirs du citoyen ; voter est un droit et un devoir civique, ouvert aux femmes comme aux hommes.');

const SRC_LAICITE = 'Constitution, art. 1er ; loi du 9 décembre 1905 ; Code général de la fonction publique, art. L121-2';
const SRC_RELIGION = 'Constitution, art. 1er ; Déclaration de 1789, art. 10 ; loi du 9 décembre 1905, art. 1er';
const SRC_EQUALITY = 'Préambule de 1946, al. 3 ; Code civil, art. 213 et 223 ; Code du travail, art. L1142-1';
const SRC_INHERITANCE = 'Code civil, art. 735';
const SRC_MARRIAGE = 'Code civil, art. 144, 146 et 147 ; Code pénal, art. 222-14-4';
const SRC_FGM = 'Code pénal, art. 222-9, 222-10 et 222-16-2';
const SRC_VIOLENCE = 'Code pénal, art. 222-13 ; Code civil, art. 371-1';
const SRC_CARE = 'Charte de la laïcité dans les services publics ; Code pénal, art. 225-1';
const SRC_BLASPHEMY = 'Déclaration de 1789, art. 11 ; loi du 29 juillet 1881 sur la liberté de la presse';
const SRC_HATE = 'Loi du 29 juillet 1881, art. 24, 32 et 33 ; Code pénal, art. 225-1';
const SRC_HOMOSEXUALITY = 'Code civil, art. 143 (loi du 17 mai 2013) ; Code pénal, art. 225-1';
const SRC_CHARTER = 'Code civil, art. 21-24 ; Charte des droits et devoirs du citoyen français';
const SRC_SCHOOL = 'Code de l’éducation, art. L131-1, L141-5-1 et L511-1 (loi du 15 mars 2004)';
const SRC_CIVIC = 'Déclaration de 1789, art. 13 ; Code de procédure pénale, art. 288 ; Constitution, art. 3';

/** What the law provides on each topic, and its source: said when a position is judged contrary without a stance of the catalogue (judge.ts). */
export const TOPIC_LAW: Record<StanceTopicId, { law: string; source: string }> = {
  laicite: { law: LAW_LAICITE, source: SRC_LAICITE },
  religion_law: { law: LAW_RELIGION, source: SRC_RELIGION },
  equality: { law: LAW_EQUALITY, source: SRC_EQUALITY },
  inheritance: { law: LAW_INHERITANCE, source: SRC_INHERITANCE },
  marriage: { law: LAW_MARRIAGE, source: SRC_MARRIAGE },
  fgm: { law: LAW_FGM, source: SRC_FGM },
  domestic_violence: { law: LAW_VIOLENCE, source: SRC_VIOLENCE },
  care_choice: { law: LAW_CARE, source: SRC_CARE },
  blasphemy: { law: LAW_BLASPHEMY, source: SRC_BLASPHEMY },
  hate_speech: { law: LAW_HATE, source: SRC_HATE },
  homosexuality: { law: LAW_HOMOSEXUALITY, source: SRC_HOMOSEXUALITY },
  charter: { law: LAW_CHARTER, source: SRC_CHARTER },
  school: { law: LAW_SCHOOL, source: SRC_SCHOOL },
  civic_duties: { law: LAW_CIVIC, source: SRC_CIVIC },
};

/** Contextual positions of a topic: one stance per cue, own negative words kept as part of the cue. */
function contextual(topic: StanceTopicId, label: string, law: string, source: string, cues: string[], unless?: RegExp): Stance[] {
  return cues.map((cue, i) => ({
    id: `${topic}-cue-${i + 1}`,
    topic,
    polarity: 'contrary' as const,
    label,
    law,
    source,
    pattern: re(cue),
    ownNegation: / (?:pas|jamais|n|ne|rien)(?= )/g,
    contextual: true,
    keepWhenCondemned: true,
    ...(unless ? { unless } : {}),
  }));
}

/**
 * Generic positions of a topic (issue 34, second pass): a topic anchor (the act the topic is about:
 * exciser, frapper, hériter, choisir un médecin…) in the same scope as a generic cue that endorses it
 * or a modality that permits or requires it. Broad co-occurrences rather than sentences, so that new
 * wordings of a position are read; negation, reservations, reported speech and distance work as for
 * every stance. Only in the context of their topic (`contextual`).
 */
const genericCount = new Map<StanceTopicId, number>();
function generic(topic: StanceTopicId, label: string, law: string, source: string, cues: string[], ownNeg?: string[], unless?: RegExp): Stance[] {
  const base = genericCount.get(topic) ?? 0;
  genericCount.set(topic, base + cues.length);
  return cues.map((cue, i) => ({
    id: `${topic}-gen-${base + i + 1}`,
    topic,
    polarity: 'contrary' as const,
    label,
    law,
    source,
    pattern: re(cue),
    ...(ownNeg ? { ownNegation: own(...ownNeg) } : {}),
    contextual: true,
    ...(unless ? { unless } : {}),
  }));
}
/** Endorsing a practice by custom, nature or God: "c'est la tradition", "comme chez nous", "devant Dieu". */
const ENDORSE =
  '(?:c est (?:la |une |notre |leur )?(?:tradition|coutume|nature|culture|regle|religion)\\w*|comme (?:la |le veut la |dit la )?(?:tradition|coutume|chez nous|au pays|au bled|nos parents|nos ancetres|la religion|le coran|dieu)|c est comme ca|(?:loi|volonte|regle)s? de dieu|devant dieu|haram|pas halal|pour (?:son|leur|ton|votre) bien|c est naturel|c est normal|c est mieux|plus sur|notre (?:tradition|coutume|culture|religion) (?:dit|veut|demande)|ca se fait|ca arrive|ca a toujours ete|on a toujours fait)';
/** A modality that permits or requires (its negation is read by the engine). */
const MAY = '(?:peut|peuvent|pourrait|pourraient|a le droit|ont le droit|doit|doivent|devrait|devraient|faut|faudrait|normal|permis|autoris\\w*|oblig\\w*|on fera|je ferai|on va|je vais)';

/** A first-person refusal or a call to forbid (its own negative words are part of it). */
const REFUSE =
  '(?:je refuse\\w*|je refuserai\\w*|j accepte pas|je n accepte pas|j (?:l )?accepterai (?:pas|jamais)|je (?:n )?(?:l )?accepterai (?:pas|jamais)|hors de question|pas question|jamais de la vie|je (?:ne )?(?:la |le |les )?laisserai (?:pas|jamais)|je (?:ne )?veux pas|je (?:ne )?voudrais pas|je (?:ne )?supporte pas|ca me (?:derange|gene|choque)(?! pas)|(?:il )?faut pas|il ne faut pas|(?:il )?faudrait interdire|on (?:ne )?devrait (?:pas|interdire)|(?:on ne peut|on peut) pas accepter|inacceptable|pas acceptable)';
const REFUSE_AFTER = '(?:je refuse\\w*|jamais|hors de question|pas question|c est non|non merci|(?:ca|c est) (?:pas possible|impossible|interdit\\w*)|(?:doit|doivent|devrait|devraient) etre interdit\\w*|ca me (?:derange|gene|choque)(?! pas))';
const REFUSE_OWN_NEGATION = ['j accepte pas', 'je n accepte pas', 'j (?:l )?accepterai (?:pas|jamais)', 'je (?:n )?(?:l )?accepterai (?:pas|jamais)', 'pas question', 'jamais de la vie', 'je (?:ne )?(?:la |le |les )?laisserai (?:pas|jamais)', 'je (?:ne )?veux pas', 'je (?:ne )?voudrais pas', 'je (?:ne )?supporte pas', '(?:il )?faut pas', 'il ne faut pas', 'on (?:ne )?devrait pas', '(?:on ne peut|on peut) pas accepter', 'pas acceptable', 'jamais', 'pas possible'];
/** What turns such a refusal into a defence of the law: refusing that someone be forbidden, forced or insulted. */
const REFUSE_UNLESS = / (?:empech\w*|interdi\w*(?! (?:par|dans) (?:la|ma|notre) religion)|forc\w*|oblig\w*|arret\w*|racis\w*|discrimin\w*|insult\w*|antisemit\w*|haine|agress\w*|frapp\w*|violence\w*|la loi (?:le )?permet|c est permis|c est la loi)(?= )/;
const LAWFUL_ACTS: [StanceTopicId, string, string, string, string][] = [
  ['care_choice', 'exige un médecin ou un agent selon son sexe ou sa religion', LAW_CARE, SRC_CARE,
    '(?:un homme|un medecin homme|un docteur homme|un homme medecin|un gyneco\\w* homme|d une autre (?:religion|confession)|autre confession|un infirmier|un juif|un musulman|un chretien|une femme medecin|une femme (?:policiere|agent|chirurgien))'],
  ['school', 'soustrait son enfant à l’école ou à ses règles', LAW_SCHOOL, SRC_SCHOOL,
    '(?:piscine|natation|sport|gym|education sexuelle|classe verte|classe de neige|sorties? scolaires?|musique|svt|evolution|cours de (?:biologie|danse|sciences))'],
  ['civic_duties', 'refuse un devoir civique', LAW_CIVIC, SRC_CIVIC,
    '(?:voter|aller voter|les impots|payer (?:les|mes) impots|jure|jury|defendre (?:le pays|la france)|l armee|le drapeau|la marseillaise|le recensement)'],
  ['charter', 'signe la Charte sans y adhérer', LAW_CHARTER, SRC_CHARTER,
    '(?:signer|la signer|la charte|(?:tous )?les articles|certains articles|tous les principes)'],
  ['homosexuality', 'rejette les personnes homosexuelles ou leurs droits', LAW_HOMOSEXUALITY, SRC_HOMOSEXUALITY,
    '(?:homosexu\\w*|gays?|lesbien\\w*|mariage pour tous|deux hommes|deux femmes|couples? d hommes|couples? de femmes|son compagnon|sa compagne)'],
  ['marriage', 'n’admet pas le libre consentement au mariage', LAW_MARRIAGE, SRC_MARRIAGE,
    '(?:qu elle choisisse|qu il choisisse|choisir (?:son|sa) (?:mari|femme|epoux|epouse)|un non-musulman|un non musulman|un chretien|un juif|un athee|un etranger|un francais|d une autre religion|d une autre origine|qui (?:elle|il) veut|qui (?:elle|il) aime|refuser un pretendant)'],
  ['equality', 'assigne aux femmes un rôle inférieur ou les soumet à l’autorité de l’homme', LAW_EQUALITY, SRC_EQUALITY,
    '(?:qu elle travaille|qu elle sorte|qu elle conduise|qu elle etudie|qu elle divorce|qu elle voyage|son propre compte|travailler dehors|une femme (?:chef|patronne|directrice|pilote|presidente))'],
  ['blasphemy', 'veut punir la critique ou la moquerie des religions', LAW_BLASPHEMY, SRC_BLASPHEMY,
    '(?:caricatures?|dessins? (?:du|sur le) prophete|critiquer (?:la|les|ma) religions?|se moquer (?:de la|des|de ma) religions?|blaspheme|moqueries?)'],
  ['hate_speech', 'tient des propos racistes ou admet la discrimination', LAW_HATE, SRC_HATE,
    `(?:louer|embaucher|travailler avec|vivre a cote|voisins?|locataires?) _3 ${GROUP}`],
  ['domestic_violence', 'admet les violences dans la famille ou les tient pour une affaire privée', LAW_VIOLENCE, SRC_VIOLENCE,
    '(?:porte plainte|porter plainte|appelle la police|appeler la police|aille a la police|divorce|quitte son mari)'],
  ['inheritance', 'refuse l’égalité des filles et des garçons dans l’héritage', LAW_INHERITANCE, SRC_INHERITANCE,
    '(?:parts? egales?|la meme part|autant que (?:son frere|ses freres|les garcons)|partage egal)'],
];

export const STANCES: Stance[] = [
  // — Laïcité and the public service —
  {
    id: 'laicite-agent-sign',
    topic: 'laicite',
    polarity: 'contrary',
    label: 'veut qu’un agent du service public puisse manifester sa religion dans son service',
    law: LAW_LAICITE,
    source: SRC_LAICITE,
    pattern: re(
      '(?:fonctionnaires?|agents?|agente|policier\\w*|guichet\\w*|service public|mairie|prefecture|hopital public|enseignant\\w*|professeure?s?|institut\\w*) _8 (?:devrai\\w*|doi\\w*|peu\\w*|pourrai\\w*|a le droit|ont le droit|libres?) _3 (?:porter|mettre|garder|afficher) _3 (?:voile|foulard|kippa|croix|signes? religieu\\w*|turban|hijab)',
    ),
  },
  {
    id: 'laicite-reject',
    topic: 'laicite',
    polarity: 'contrary',
    label: 'rejette la laïcité',
    law: LAW_LAICITE,
    source: SRC_LAICITE,
    pattern: re(
      '(?:contre|rejette|refuse|n accepte pas|ne respecte pas|pas d accord avec|n aime pas|deteste) (?:la )?laicite',
      '(?:la )?religion _4 (?:devrai\\w*|doi\\w*) _3 (?:gouverner|diriger|faire les lois|etre la loi|decider pour l etat)',
      'laicite _4 (?:ne (?:me )?concerne pas|n est pas pour (?:moi|nous)|je ne la (?:respecte|reconnais) pas)',
    ),
    ownNegation: own('n accepte pas', 'ne respecte pas', 'pas d accord avec', 'n aime pas', 'ne (?:me )?concerne pas', 'n est pas pour', 'ne la (?:respecte|reconnais) pas'),
  },
  {
    id: 'laicite-agent-neutral',
    topic: 'laicite',
    polarity: 'conforms',
    label: 'conteste la neutralité des agents du service public',
    law: LAW_LAICITE,
    source: SRC_LAICITE,
    pattern: re('(?:fonctionnaires?|agents?(?: publics?)?|service public|etat) _3 (?:doi\\w*|est|sont|reste\\w*) _2 (?:etre |rester )?neutres?'),
    denialIsContrary: true,
  },
  // — Religion and the law —
  {
    id: 'religion-above-law',
    topic: 'religion_law',
    polarity: 'contrary',
    label: 'place la religion au-dessus des lois de la République',
    law: LAW_RELIGION,
    source: SRC_RELIGION,
    pattern: re(
      `${RELIGION} _6 (?:passe\\w*|est|sont|soit|soient|vient|viennent|compte\\w*|reste\\w*|serait|sera) _3 (?:avant|au-dessus|au dessus|plus importante?s?|superieure?s?|en premier|d abord|plus fort\\w*) _3 (?:la |les |de la |des |que la |que les )?${LAW}`,
      `(?:je suis|je suivrai|je suis d abord|j obeis|j obeirai|j ecoute) _2 (?:d abord |avant tout |en premier )(?:ma |la |mon )?${RELIGION}`,
      `(?:si je dois|s il faut|si on doit|quand je dois|si je devais) choisir _8 (?:je choisis|je choisirai|je choisirais|je prends|je prendrai|je suis|je suivrai|je suivrais|je garde|ce sera|c est|je reste avec) (?:ma |la |mon )?${RELIGION}`,
      `(?:loi de dieu|loi divine|charia|loi religieuse) _4 (?:passe\\w*|est|vient) _2 (?:avant|au-dessus|au dessus|superieure?) _3 (?:celle|celles|la loi|les lois|loi des hommes)`,
    ),
  },
  {
    id: 'religion-law-conditional',
    topic: 'religion_law',
    polarity: 'contrary',
    label: 'ne respecte la loi que lorsqu’elle s’accorde avec sa religion',
    law: LAW_RELIGION,
    source: SRC_RELIGION,
    pattern: re(
      `(?:respecte\\w*|suivrai\\w*|suis|obei\\w*|applique\\w*|accepte\\w*) _3 (?:la |les )?(?:lois?|regles?) _5 (?:sauf|seulement si|que si|tant qu|tant que|si elle n est pas|si elles ne sont pas|quand elle ne|quand elles ne|sauf quand|sauf si|a condition qu) _6 ${RELIGION}`,
      `(?:lois?|regles?) _4 (?:contraires? a|contre) (?:ma|mes|notre|la) (?:religion|foi|croyances?) _6 (?:je ne (?:les |la )?(?:respecte|suivrai|suis|applique|appliquerai)\\w*|je ne (?:vais|veux) pas (?:les |la )?(?:respecter|suivre|appliquer)|pas (?:les |la )?(?:respecter|suivre|appliquer))`,
    ),
    ownNegation: own('je ne (?:les |la )?(?:respecte|suivrai|suis|applique|appliquerai)\\w*', 'je ne (?:vais|veux) pas', 'pas (?:les |la )?(?:respecter|suivre|appliquer)', 'si elle n est pas', 'si elles ne sont pas', 'quand elles? ne'),
  },
  {
    id: 'rejects-law',
    topic: 'religion_law',
    polarity: 'contrary',
    label: 'refuse de respecter les lois',
    law: nb('en France, la loi s’impose à tous, même quand on n’est pas d’accord avec elle ; on peut la faire changer par le vote, pas la refuser.'),
    source: 'Déclaration de 1789, art. 6 ; Constitution, art. 3',
    pattern: re(
      '(?:je |moi je )?(?:ne respecte\\w* pas|ne (?:suis|serai) pas oblige\\w* de respecter|pas oblige\\w* de respecter|ne veux pas respecter|ne vais pas respecter|n applique\\w* pas|ne suivrai pas|n obeirai pas|n obeis pas) _2 (?:les |la |certaines |toutes les |vos |leurs )?lois?',
      'les lois (?:francaises |de la france |de la republique )?ne (?:me |nous )?concernent pas',
    ),
    ownNegation: own('ne respecte\\w* pas', 'ne (?:suis|serai) pas', 'pas oblige\\w*', 'ne veux pas', 'ne vais pas', 'n applique\\w* pas', 'ne suivrai pas', 'n obeirai pas', 'n obeis pas', 'ne (?:me |nous )?concernent pas'),
  },
  {
    id: 'law-above-religion',
    topic: 'religion_law',
    polarity: 'conforms',
    label: 'refuse que la loi de la République passe avant la religion',
    law: LAW_RELIGION,
    source: SRC_RELIGION,
    pattern: re(
      `(?:la |les )?(?:lois?|loi de la republique|loi francaise|republique) _3 (?:passe\\w*|est|sont|soit|soient|vient|reste\\w*|etre|mettre|mis\\w*|placer) _2 (?:avant|au-dessus|au dessus|plus importante?s?|superieure?s?) _3 (?:la |les |de la |des |ma |mes |que la |que ma |que les )?(?:religions?|foi|croyances?|dieu|regles religieuses)`,
    ),
    denialIsContrary: true,
  },
  // — Equality between women and men, at home and at work —
  {
    id: 'equality-man-decides',
    topic: 'equality',
    polarity: 'contrary',
    label: 'réserve à l’homme les décisions du couple ou de la famille',
    law: LAW_EQUALITY,
    source: SRC_EQUALITY,
    pattern: re(
      '(?:l homme|le mari|mon mari|son mari|le pere|l epoux|les hommes|moi l homme) _4 (?:qui )?(?:decide\\w*|commande\\w*|est le chef|sont les chefs|chef de (?:la )?famille|a le dernier mot|doit diriger|dirige\\w*|a l autorite|est au-dessus|est au dessus|sont au-dessus|superieurs?)',
      '(?:c est )?(?:a l homme|au mari|au pere) (?:de |d )(?:decider|commander|diriger)',
    ),
    unless: / (?:ensemble|a deux|tous les deux|tous deux|et la (?:mere|femme)|et sa femme|et ma femme|avec (?:sa|ma) (?:femme|epouse)|la femme aussi|comme la femme|pas plus que|autant que) /,
  },
  {
    id: 'equality-woman-home',
    topic: 'equality',
    polarity: 'contrary',
    label: 'assigne la femme à la maison ou à l’obéissance',
    law: LAW_EQUALITY,
    source: SRC_EQUALITY,
    pattern: re(
      `(?:la |une |les |ma |sa |mon |leur )?${WIFE} _4 (?:doi\\w*|devrai\\w*|dois|faut qu elle|est faite? pour|sont faites pour|a pour role de|ont pour role de) _3 (?:obeir|rester|s occuper|faire le menage|faire la cuisine|demander (?:la )?permission|ecouter|servir|se soumettre|suivre (?:son|le) mari|se taire|cuisiner)`,
      '(?:sa |la )?place (?:de la femme |d une femme |des femmes )?(?:est |c est )?(?:a la maison|au foyer|a la cuisine|avec les enfants)',
      '(?:la |une )?femme (?:s occupe|s occupera) (?:de la maison|des enfants|du menage|de la cuisine) _4 (?:l homme|le mari) (?:travaille|decide|ramene)',
      '(?:les |un )?hommes? _3 (?:doi\\w*|devrai\\w*|merite\\w*) _2 (?:gagner|etre paye\\w*|toucher) plus',
    ),
  },
  {
    id: 'equality-woman-denied',
    topic: 'equality',
    polarity: 'contrary',
    label: 'refuse aux femmes des droits que la loi leur garantit',
    law: LAW_EQUALITY,
    source: SRC_EQUALITY,
    pattern: re(
      `(?:ma |sa |la |une |leur )?(?:femmes?|epouses?) (?:ne travaillera pas|ne travaillera jamais|n a pas besoin de travailler|n ont pas besoin de travailler|ne doit pas travailler|ne doivent pas travailler|ne sortira pas)`,
      `(?:les |la |une )?${WIFE} _2 (?:ne (?:peu\\w*|doi\\w*|devrai\\w*) pas|n (?:ont|a) pas le droit de|n ont pas a|n a pas a) _2 (?:travailler|voter|conduire|sortir|diriger|etre chef|divorcer|etudier|decider|choisir|commander|etre (?:pilote|presidente|juge|policiere|chef|patronne|directrice))`,
    ),
    ownNegation: own('ne travaillera (?:pas|jamais)', 'n (?:a|ont) pas besoin de', 'ne doi\\w* pas', 'ne sortira pas', 'ne (?:peu\\w*|doi\\w*|devrai\\w*) pas', 'n (?:ont|a) pas le droit de', 'n (?:ont|a) pas a'),
  },
  {
    id: 'equality-equal',
    topic: 'equality',
    polarity: 'conforms',
    label: 'nie l’égalité entre les femmes et les hommes',
    law: LAW_EQUALITY,
    source: SRC_EQUALITY,
    pattern: re(
      '(?:femmes? et (?:les |des )?hommes?|hommes? et (?:les |des )?femmes?|les deux sexes|femme et homme|homme et femme) _2 (?:sont|soient|seront|sont tous|etre) _2 (?:egaux|egales|pareils|egal)',
      '(?:femmes?|filles?) _3 (?:ont|a|auront|aient|ait) _2 (?:les )?memes droits',
      '(?:d accord|je suis d accord|je crois) (?:avec |a |en )?(?:l )?egalite (?:entre |des )?(?:les )?(?:femmes|hommes)',
      '(?:une |la |les |ma |sa )?(?:femmes?|epouses?|filles?) _2 (?:peut|peuvent|doit|doive|doivent|puisse|puissent|a le droit de|ont le droit de|aient le droit de|ait le droit de) _2 (?:prendre (?:les |des )?decisions|decider|travailler|divorcer|sortir|voter|choisir|conduire|avoir (?:un|son) compte|gerer|diriger)',
      '(?:laisser|laisse|laisserai\\w*) (?:une |la |sa |ma |leur )?(?:femme|epouse|fille)s? (?:de )?(?:travailler|divorcer|sortir|decider|choisir|conduire|voter|etudier)',
    ),
    denialIsContrary: true,
    unless: / (?:encore|toujours pas|pas encore|salaires?|payees? moins|dans mon pays|dans certains pays|ailleurs|autrefois|la-bas|dans le monde) /,
  },
  // — Inheritance —
  {
    id: 'inheritance-half',
    topic: 'inheritance',
    polarity: 'contrary',
    label: 'donne à la fille une part d’héritage plus petite que celle du garçon',
    law: LAW_INHERITANCE,
    source: SRC_INHERITANCE,
    pattern: re(
      '(?:filles?|soeurs?|femmes?) _6 (?:recoi\\w*|recevoir|recev\\w*|herit\\w*|a droit a|ont droit a|touche\\w*|prend\\w*|aura|auront|doi\\w* avoir|a|ont) _3 (?:la )?moitie',
      '(?:garcons?|fils|freres?|hommes?) _6 (?:herit\\w*|recoi\\w*|recevoir|prend\\w*|a droit a|ont droit a|touche\\w*|aura|auront|doi\\w*|a|ont) _3 (?:le double|deux fois plus|plus que (?:la |les |sa |ses |leur |leurs )?(?:filles?|soeurs?|femmes?)|la plus grande part|la plus grosse part|une plus grande part|une part plus grande|plus d heritage)',
      '(?:heritage|succession|partage) _6 (?:selon|suivant|d apres|comme le dit|comme dit|avec) _3 (?:la |ma |notre |les )?(?:religion|charia|coran|tradition|regles religieuses|islam)',
    ),
  },
  {
    id: 'inheritance-equal',
    topic: 'inheritance',
    polarity: 'conforms',
    label: 'refuse aux filles la même part d’héritage que les garçons',
    law: LAW_INHERITANCE,
    source: SRC_INHERITANCE,
    pattern: re(
      '(?:filles?|soeurs?) _4 (?:la meme part|autant que|le meme heritage|les memes parts|une part egale)',
      '(?:heritent|herite|heritage|partage) _3 (?:a parts egales|a egalite|pareil|de la meme facon)',
    ),
    denialIsContrary: true,
  },
  // — Forced and arranged marriage —
  {
    id: 'marriage-parents-choose',
    topic: 'marriage',
    polarity: 'contrary',
    label: 'entend choisir ou imposer le conjoint de son enfant',
    law: LAW_MARRIAGE,
    source: SRC_MARRIAGE,
    pattern: re(
      `(?:je|moi|nous|parents?|pere|famille|on) _4 (?:qui )?(?:choisi\\w*|decide\\w*|imposer\\w*|impose\\w*|trouve\\w*|donner\\w*|donne\\w*|marier\\w*|promis\\w*) _1 (?:son|leur|un|le|sa|ma|mon|une|notre) (?:mari|epoux|femme|epouse|fiance\\w*|conjoint\\w*|futur\\w*)`,
      `(?:je|nous|parents?|pere|famille) _3 (?:marierai\\w*|marier\\w*|marie|marions|donnerai\\w*|promettrai\\w*) _2 (?:ma|sa|leur|notre|mes|nos) (?:fille|fils|enfants?|soeur)\\w* (?:a|avec) `,
      `c est (?:aux|au|a la) (?:parents?|pere|famille) (?:de |d )(?:choisir|decider|trouver)`,
      `(?:forcer|obliger|forcerai\\w*|obligerai\\w*) (?:ma |sa |leur |notre |mes |nos )?(?:fille|fils|enfants?|soeur)\\w* (?:a )?(?:se marier|epouser|a epouser)`,
      `(?:elle|ma fille|sa fille|la fille|les filles) _2 (?:n a pas|n ont pas) (?:a |le droit de )?(?:choisir|donner son avis|dire non|refuser)`,
    ),
    ownNegation: own('n a pas', 'n ont pas'),
    unless: / (?:ensemble|a deux|elle-meme|lui-meme|eux-memes|seule?s?|librement|son choix|leur choix|conseill\w*|mon avis|notre avis|son propre|sa propre|c est sa vie|c est son choix|qu elle (?:veut|aime)|qu il (?:veut|aime)) /,
  },
  {
    id: 'marriage-arranged-ok',
    topic: 'marriage',
    polarity: 'contrary',
    label: 'accepte le mariage forcé, arrangé ou polygame',
    law: LAW_MARRIAGE,
    source: SRC_MARRIAGE,
    pattern: re(
      '(?:mariages? arrange\\w*|mariages? force\\w*|marier de force|polygamie|plusieurs (?:epouses|femmes)|deux (?:epouses|femmes)|deuxieme (?:epouse|femme)|seconde (?:epouse|femme)|mariages? (?:des |de )?(?:mineur\\w*|enfants?|jeunes filles)|mariages? a (?:13|14|15|16|17) ans|se marier a (?:13|14|15|16|17) ans) _6 (?:normal\\w*|bien|bonne? chose|tradition\\w*|culture|accept\\w*|pas grave|permis|autoris\\w*|ok|d accord|marche\\w*|mieux|respect\\w*|pas un probleme|aucun probleme|comme ca|notre facon|bon)',
      '(?:je suis |suis )?(?:pour|favorable a|favorable au) (?:le |les |la )?(?:mariages? arrange\\w*|polygamie|mariages? force\\w*)',
      '(?:j aurai|je prendrai|je veux|je voudrais|avoir) (?:deux|plusieurs|une deuxieme|une seconde|d autres) (?:femmes|epouses|epouse|femme)',
    ),
  },
  {
    id: 'marriage-free-choice',
    topic: 'marriage',
    polarity: 'conforms',
    label: 'refuse à son enfant le libre choix de son conjoint',
    law: LAW_MARRIAGE,
    source: SRC_MARRIAGE,
    pattern: re(
      '(?:laisse\\w*|laisser) (?:ma |sa |leur |notre |mes |nos )?(?:fille|fils|enfant)s? (?:choisir|epouser|se marier|refuser|dire non)',
      '(?:ma |sa |leur |la |une )?(?:fille|fils)s? _2 (?:peut|peuvent|pourra|pourront|a le droit de|ont le droit de) _2 (?:choisir|refuser|dire non|epouser)',
    ),
    denialIsContrary: true,
  },
  // — FGM, including abroad —
  {
    id: 'fgm-tradition',
    topic: 'fgm',
    polarity: 'contrary',
    label: 'accepte l’excision',
    law: LAW_FGM,
    source: SRC_FGM,
    pattern: re(
      `${FGM} _8 (?:tradition\\w*|coutume\\w*|culture\\w*|culturel\\w*|normal\\w*|religion\\w*|religieu\\w*|pas grave|proprete|propre|purete|pure|necessaire|bien|obligatoire|obligation|accept\\w*|honneur|protege\\w*|bon pour|une bonne|ancetres|identite|pas si grave|rien de grave)`,
      `(?:tradition\\w*|coutume\\w*|culture) _4 ${FGM}`,
    ),
  },
  {
    id: 'fgm-abroad',
    topic: 'fgm',
    polarity: 'contrary',
    label: 'soustrait à la loi française ce qui est fait au pays ou à l’étranger',
    law: LAW_FGM,
    source: SRC_FGM,
    pattern: re(
      '(?:au pays|a l etranger|en vacances|la-bas|la bas|dans (?:mon|notre|son|leur) pays|en afrique|au bled|chez nous) _8 (?:la )?(?:loi francaise|loi de la france|lois francaises|france|justice francaise|loi d ici) _3 (?:ne s applique pas|ne s appliquent pas|ne compte pas|n a rien a dire|n a pas a|ne peut rien|ne (?:me |nous )?concerne pas|n a rien a voir|ne (?:me |nous )?regarde pas|n y peut rien)',
      '(?:loi francaise|lois francaises|loi de la france|justice francaise) _3 (?:ne s applique pas|ne s appliquent pas|ne compte pas|ne (?:me |nous )?concerne pas|ne (?:me |nous )?regarde pas) _6 (?:au pays|a l etranger|en vacances|la-bas|la bas|dans (?:mon|notre|son|leur) pays|en afrique|au bled|hors de france)',
      `${FGM} _6 (?:au pays|a l etranger|en vacances|la-bas|la bas|dans (?:mon|notre|son|leur) pays|au bled) _6 (?:pas (?:le )?probleme|aucun probleme|ca va|c est (?:possible|autre chose|different|permis)|on peut|pas pareil|pas interdit|autoris\\w*|permis|leur affaire|pas la france)`,
    ),
    ownNegation: own('ne s applique(?:nt)? pas', 'ne compte pas', 'n a rien', 'n a pas a', 'ne peut rien', 'ne (?:me |nous )?concerne pas', 'ne (?:me |nous )?regarde pas', 'n y peut rien', 'pas (?:le )?probleme', 'aucun probleme', 'pas pareil', 'pas interdit', 'pas la france'),
    keepWhenCondemned: true,
  },
  {
    id: 'fgm-no-punishment',
    topic: 'fgm',
    polarity: 'contrary',
    label: 'refuse que l’excision soit punie',
    law: LAW_FGM,
    source: SRC_FGM,
    pattern: re(
      `(?:ne|n) (?:devrait|devraient|faut|doit|doivent|faudrait) pas (?:les |la |le )?(?:punir|condamner|poursuivre|mettre en prison|interdire|juger|sanctionner) _6 (?:excision\\w*|exision\\w*|parents|familles|mutilations?|mamans?|meres?|exciseuses?)`,
      `(?:punir|condamner|prison|poursuivre) _6 ${FGM} _6 (?:trop|exagere\\w*|injuste|pas juste|pas normal|dur)`,
      `${FGM} _6 (?:ne (?:devrait|devraient|doit|doivent) pas etre (?:punie?s?|interdite?s?|condamnee?s?))`,
    ),
    ownNegation: own('(?:ne|n) (?:devrait|devraient|faut|doit|doivent|faudrait) pas', 'pas juste', 'pas normal'),
  },
  {
    id: 'fgm-forbidden',
    topic: 'fgm',
    polarity: 'conforms',
    label: 'nie que l’excision soit interdite',
    law: LAW_FGM,
    source: SRC_FGM,
    pattern: re(`${FGM} _3 (?:est|sont|reste\\w*) _2 (?:interdite?s?|punie?s?|un crime|un delit|illegale?s?)`),
    denialIsContrary: true,
  },
  // — Violence in the family —
  {
    id: 'violence-ok',
    topic: 'domestic_violence',
    polarity: 'contrary',
    label: 'admet la violence envers son conjoint ou ses enfants',
    law: LAW_VIOLENCE,
    source: SRC_VIOLENCE,
    pattern: re(
      `${HIT} _4 ${FAMILY_MEMBER} _8 (?:normal\\w*|pas grave|permis|le droit|parfois|necessaire|faut|utile|eduqu\\w*|education|merite\\w*|affaire privee|prive\\w*|de temps en temps|un peu|ca arrive|pas mal|ca fait pas de mal|pour son bien|pour leur bien|respect|discipline)`,
      `(?:normal|le droit|parfois necessaire|il faut|faut|ca arrive|on peut|je peux|un pere peut|un mari peut|une mere peut) _4 (?:de |d )?(?:${HIT}) _3 (?:sa |ma |son |mon |ses |mes |les |la |le |un |une |l |des |leur |leurs )?${FAMILY_MEMBER}`,
      `(?:une |la |petite |des )?(?:gifle\\w*|claque\\w*|fessee\\w*) _6 (?:normal\\w*|pas grave|jamais tue|pas de mal|ca eduque|eduqu\\w*|necessaire|ca arrive|de temps en temps|ca fait du bien|utile|pour eduquer)`,
    ),
  },
  {
    id: 'violence-private',
    topic: 'domestic_violence',
    polarity: 'contrary',
    label: 'tient les violences dans la famille pour une affaire privée',
    law: LAW_VIOLENCE,
    source: SRC_VIOLENCE,
    pattern: re(
      '(?:police|justice|etat|gendarmes?|voisins?|personne|les autres|l ecole|assistante sociale|la loi) _3 (?:n a|n ont|ne doit|ne doivent|ne devrait|ne devraient|n a rien|n ont rien|ne peut|ne peuvent) (?:pas |rien |jamais )?(?:a |de |le droit de )?(?:s en meler|se meler|intervenir|entrer|voir|faire|dire|s occuper|mettre son nez|mettre le nez)',
      '(?:violence\\w*|disputes?|coups?|problemes?|gifles?|ce qui se passe) _6 (?:affaire privee|affaire de famille|regle\\w* en famille|regler (?:ca |cela )?en famille|reste\\w* (?:a la maison|dans la famille|entre nous)|entre mari et femme)',
      '(?:ne pas|jamais|pas) porter plainte contre (?:son|mon|le|leur) (?:mari|epoux|pere|conjoint)',
      '(?:une femme|la femme|une epouse) (?:ne doit|ne devrait) (?:pas|jamais) porter plainte',
    ),
    ownNegation: own('(?:n a|n ont|ne doit|ne doivent|ne devrait|ne devraient|ne peut|ne peuvent) (?:pas|rien|jamais)', '(?:ne pas|jamais|pas) porter', '(?:pas|jamais) porter'),
  },
  {
    id: 'violence-forbidden',
    topic: 'domestic_violence',
    polarity: 'conforms',
    label: 'nie que la violence dans la famille soit interdite',
    law: LAW_VIOLENCE,
    source: SRC_VIOLENCE,
    pattern: re('(?:violences? conjugales?|violences? (?:dans la famille|dans le couple|familiales?|faites aux femmes)|frapper sa femme|frapper ses enfants) _3 (?:est|sont) _2 (?:interdite?s?|punie?s?|un crime|un delit|illegale?s?)'),
    denialIsContrary: true,
  },
  // — Choice of a doctor or an agent by sex or religion —
  {
    id: 'care-refuse-professional',
    topic: 'care_choice',
    polarity: 'contrary',
    label: 'refuse un médecin ou un agent à cause de son sexe ou de sa religion',
    law: LAW_CARE,
    source: SRC_CARE,
    pattern: re(
      `(?:refuse\\w*|ne veux pas|ne voudrais pas|n accepte\\w* pas|n accepterai\\w* pas|ne laisse\\w* pas|ne laisserai\\w* pas|pas question) _6 ${PROFESSIONAL} _6 (?:homme|hommes|femme|femmes|masculin|feminin|sexe|religion|juif|juive|musulman\\w*|chretien\\w*|origine|touche\\w*|toucher|examine\\w*|examiner|ausculte\\w*|ausculter|soigne\\w*|soigner|voi\\w*|accouche\\w*)`,
      `(?:refuse\\w*|ne veux pas|ne voudrais pas|n accepte\\w* pas|n accepterai\\w* pas|ne laisse\\w* pas|ne laisserai\\w* pas|pas question) _4 (?:qu |que )?(?:un |une )?(?:homme|femme) _3 (?:touche|soigne|examine|ausculte|accouche|voie|regarde)\\w* _3 (?:ma |sa |mon |son |mes )?(?:femme|epouse|fille|mari|corps)`,
    ),
    ownNegation: own('ne veux pas', 'ne voudrais pas', 'n accepte\\w* pas', 'n accepterai\\w* pas', 'ne laisse\\w* pas', 'ne laisserai\\w* pas', 'pas question'),
    unless: / (?:ce n est pas grave|c est pas grave|pas grave|j accepte|j accepterai\w*|je l accepte|ca me va|s il n y a (?:pas|personne)|en cas d urgence|si c est urgent|discrimin\w*) /,
  },
  {
    id: 'care-demand-professional',
    topic: 'care_choice',
    polarity: 'contrary',
    label: 'exige un médecin ou un agent d’un sexe ou d’une religion donnés',
    law: LAW_CARE,
    source: SRC_CARE,
    pattern: re(
      `(?:hopital|clinique|mairie|administration|prefecture|service public|ecole|on|ils|l etat|la securite sociale) _4 (?:doi\\w*|devrai\\w*|faut|oblige\\w*) _4 (?:trouver|donner|fournir|proposer|mettre|avoir|changer) _4 (?:un |une |des )?(?:${PROFESSIONAL}|femme|homme|personne) _4 (?:de (?:ma|sa|notre|leur|la meme) (?:religion|confession|communaute|foi)|femmes?|hommes?|musulman\\w*|juif\\w*|juive|chretien\\w*|du meme sexe|de meme sexe)`,
      `(?:je |j )?(?:veux|exige|exigerai|demande|demanderai|voudrais|prefere\\w*|choisis|choisirai|accepte) (?:absolument |toujours |seulement |uniquement |que |qu )*(?:un |une )?${PROFESSIONAL} (?:homme|femme|de (?:ma|notre|sa) (?:religion|communaute|origine|confession)|musulman\\w*|juif\\w*|chretien\\w*|du meme sexe)`,
      `(?:seulement|uniquement|que) (?:par )?(?:un |une |des )?${PROFESSIONAL} (?:femmes?|hommes?|de (?:ma|notre|sa) (?:religion|communaute))`,
    ),
    unless: / (?:ce n est pas grave|c est pas grave|pas grave|j accepte|j accepterai\w*|je l accepte|ca me va|si c est possible|si possible|si ce n est pas possible|sinon|mais ce n est pas (?:grave|obligatoire)|peu importe|s il n y a (?:pas|personne)|discrimin\w*) /,
  },
  {
    id: 'care-competence',
    topic: 'care_choice',
    polarity: 'conforms',
    label: 'met en cause la compétence d’un professionnel selon son sexe',
    law: LAW_CARE,
    source: SRC_CARE,
    pattern: re(`${PROFESSIONAL} _3 (?:homme ou femme|femme ou homme)`),
  },
  // — Blasphemy and caricature —
  {
    id: 'blasphemy-forbidden',
    topic: 'blasphemy',
    polarity: 'contrary',
    label: 'veut interdire ou punir le blasphème ou la caricature',
    law: LAW_BLASPHEMY,
    source: SRC_BLASPHEMY,
    pattern: re(
      '(?:blaspheme\\w*|blasfem\\w*|blaspheme|caricatur\\w*|dessins? (?:du|sur le|de) prophete|insulter (?:la |les )?(?:religions?|dieu|prophete)|se moquer (?:de la |des |de )?(?:religions?|dieu|prophete|islam)) _6 (?:interdit\\w*|illegal\\w*|puni\\w*|pas le droit|devrai\\w* etre (?:interdit\\w*|puni\\w*|condamne\\w*)|doi\\w* etre (?:interdit\\w*|puni\\w*|condamne\\w*)|condamn\\w*|prison|un crime|un delit|pas permis|pas autorise\\w*|meritent|merite|pas acceptable|inacceptable|on ne peut pas|ne devrait pas exister|ne devraient pas exister|ne doit pas exister)',
      '(?:on |personne |les gens |les journalistes |les dessinateurs )?(?:ne|n) (?:devrait|devraient|doit|doivent|a|ont|peut|peuvent) (?:pas|jamais) (?:le droit de |pouvoir )?(?:critiquer|se moquer|insulter|caricaturer|dessiner|blasphemer) _3 (?:religions?|dieu|prophete|islam|coran|croyan\\w*|bible|jesus|mahomet|mohamed)',
      '(?:ceux|celles|les gens|ils) qui (?:dessinent|caricaturent|blasphement|font des caricatures|insultent (?:le prophete|dieu|la religion)|se moquent (?:du prophete|de dieu|de la religion)) _4 (?:meritent|merite|ont merite|doivent etre punis|doivent payer|ont cherche|l ont cherche|doivent etre condamnes|il faut les punir)',
    ),
    ownNegation: own('pas le droit', 'pas permis', 'pas autorise\\w*', 'pas acceptable', 'on ne peut pas', 'ne devraient? pas exister', 'ne doit pas exister', '(?:ne|n) (?:devrait|devraient|doit|doivent|a|ont|peut|peuvent) (?:pas|jamais)'),
    keepWhenCondemned: true,
  },
  {
    id: 'blasphemy-allowed',
    topic: 'blasphemy',
    polarity: 'conforms',
    label: 'nie la liberté de critiquer les religions',
    law: LAW_BLASPHEMY,
    source: SRC_BLASPHEMY,
    pattern: re(
      '(?:blaspheme|caricatures?|critiquer (?:les |la )?religions?|se moquer des religions) _3 (?:est|sont|c est) _2 (?:autorise\\w*|permis|libre\\w*|legal\\w*|un droit|la liberte d expression)',
      '(?:on )?(?:a|peut|avons) (?:le droit de )?(?:critiquer|caricaturer|se moquer de) (?:les |la )?religions?',
      'laisser (?:les gens |les autres |chacun )?(?:insulter|critiquer|se moquer de|caricaturer|dessiner) (?:la |les |ma |notre )?(?:religions?|prophete|dieu)',
    ),
    denialIsContrary: true,
  },
  // — Racism and hate speech —
  {
    id: 'hate-free-speech',
    topic: 'hate_speech',
    polarity: 'contrary',
    label: 'tient les propos racistes ou haineux pour de la liberté d’expression',
    law: LAW_HATE,
    source: SRC_HATE,
    pattern: re(
      '(?:raciste\\w*|racisme|antisemit\\w*|homophob\\w*|insultes? (?:raciales?|racistes?|homophobes?)|propos (?:racistes|haineux|antisemites|homophobes)|blagues? (?:racistes|sur les (?:noirs|arabes|juifs))|remarques? (?:racistes|sur les origines)) _6 (?:liberte d expression|liberte de parole|on a le droit|c est permis|pas grave|normal\\w*|juste une opinion|une opinion|libre de (?:le )?dire|drole\\w*|humour|pour rire|pas mechant|rien de grave|pas (?:un )?probleme|la liberte|liberte)',
      `(?:on a le droit|j ai le droit|je peux|chacun peut|on peut|libre|c est permis) _3 (?:de )?(?:dire|penser|ecrire|critiquer) _6 (?:ce qu (?:on|il|je|elle) veu\\w*|tout|n importe quoi) _4 (?:sur|des|contre) (?:les )?${GROUP}`,
    ),
    keepWhenCondemned: true,
  },
  {
    id: 'hate-group',
    topic: 'hate_speech',
    polarity: 'contrary',
    label: 'tient des propos discriminatoires envers un groupe',
    law: LAW_HATE,
    source: SRC_HATE,
    pattern: re(
      `(?:les )?${GROUP} _3 (?:sont |c est |ce sont )?(?:inferieur\\w*|dangereux|voleurs?|sales?|pas comme nous|pas normaux|ne meritent pas|doivent partir|dehors|pas les bienvenus|des voleurs|des terroristes|terroristes|fain\\w*|pareils tous|tous pareils|tous des)`,
      `(?:je ne veux pas|je n aime pas|je deteste|pas de) (?:de |d )?${GROUP} (?:dans|chez|a cote|comme voisins?|dans mon immeuble|dans mon quartier)`,
    ),
    ownNegation: own('ne veux pas', 'n aime pas', 'pas de', 'ne meritent pas', 'pas comme nous', 'pas normaux', 'pas les bienvenus'),
  },
  {
    id: 'hate-forbidden',
    topic: 'hate_speech',
    polarity: 'conforms',
    label: 'nie que les propos racistes soient punis',
    law: LAW_HATE,
    source: SRC_HATE,
    pattern: re('(?:racisme|propos racistes|insultes? racistes?|injures? racistes?|discriminations?|antisemitisme) _3 (?:est|sont) _2 (?:interdite?s?|punie?s?|un delit|des delits|illegale?s?)'),
    denialIsContrary: true,
  },
  // — Homosexuality and same-sex marriage —
  {
    id: 'homosexuality-bad',
    topic: 'homosexuality',
    polarity: 'contrary',
    label: 'condamne l’homosexualité',
    law: LAW_HOMOSEXUALITY,
    source: SRC_HOMOSEXUALITY,
    pattern: re(
      '(?:homosexu\\w*|homos?|gays?|lesbien\\w*|pedes?|transgenres?|trans) _5 (?:maladie\\w*|malade\\w*|pas normal\\w*|anormal\\w*|contre nature|contre-nature|peche\\w*|interdit\\w*|honte\\w*|degoutant\\w*|soign\\w*|puni\\w*|pas naturel\\w*|un crime|perver\\w*|pas bien|haram|un probleme|une erreur|une deviance|devian\\w*)',
      '(?:mon |ma |un |une )?(?:fils|fille|enfant) _4 (?:homosexu\\w*|gay|lesbienne) _6 (?:chasse\\w*|renie\\w*|ne l accepterai\\w* (?:pas|jamais)|n accepterai\\w* (?:pas|jamais)|honte|soign\\w*|jamais|dehors|mettrai\\w* dehors|plus mon)',
      '(?:je ne laisserai\\w* pas|je n accepterai\\w* pas|jamais) _3 (?:mon |ma )?(?:fils|fille|enfant) _2 (?:etre|devenir) (?:homosexu\\w*|gay|lesbienne)',
    ),
    ownNegation: own('pas normal\\w*', 'pas naturel\\w*', 'pas bien', 'ne l accepterai\\w* (?:pas|jamais)', 'n accepterai\\w* (?:pas|jamais)', 'jamais', 'je ne laisserai\\w* pas'),
    keepWhenCondemned: true,
  },
  {
    id: 'homosexuality-marriage',
    topic: 'homosexuality',
    polarity: 'contrary',
    label: 'refuse le mariage entre personnes de même sexe',
    law: LAW_HOMOSEXUALITY,
    source: SRC_HOMOSEXUALITY,
    pattern: re(
      '(?:mariage\\w* (?:homo\\w*|gay|gays|pour tous|entre (?:deux )?(?:hommes|femmes|personnes du meme sexe)|de meme sexe|du meme sexe)|deux (?:hommes|femmes) _3 (?:se marier|marier|mariage|adopter|enfants?)) _6 (?:pas normal\\w*|anormal\\w*|interdit\\w*|pas d accord|refuse\\w*|n accepte\\w* pas|ne devrai\\w* pas|ne doi\\w* pas|pas le droit|choqu\\w*|mal|pas bien|contre nature|contre-nature|une erreur|un peche|peche|n est pas (?:un vrai|normal|naturel)|pas naturel\\w*|degoutant|une honte|haram|contre (?:ma|la|notre) religion)',
      '(?:deux (?:hommes|femmes)|homosexuel\\w*|gays?|lesbiennes?|couples? (?:homo\\w*|de meme sexe|du meme sexe)) _2 (?:ne|n) (?:devrai\\w*|doi\\w*|peu\\w*|ont|a|devraient) (?:pas|jamais) _3 (?:le droit de )?(?:se marier|marier|adopter|avoir des enfants|vivre ensemble|elever)',
      '(?:contre|refuse\\w*|n accepte\\w* pas|pas d accord avec|je n aime pas) (?:le |les |la )?(?:mariage\\w* (?:homo\\w*|gay|pour tous|de meme sexe)|homosexualite|homosexuels|gays)',
    ),
    ownNegation: own('pas normal\\w*', 'pas d accord', 'n accepte\\w* pas', 'ne devrai\\w* pas', 'ne doi\\w* pas', 'pas le droit', 'pas bien', 'n est pas', 'pas naturel\\w*', '(?:ne|n) (?:devrai\\w*|doi\\w*|peu\\w*|ont|a|devraient) (?:pas|jamais)', 'je n aime pas'),
    keepWhenCondemned: true,
  },
  {
    id: 'homosexuality-allowed',
    topic: 'homosexuality',
    polarity: 'conforms',
    label: 'nie le droit des couples de même sexe de se marier',
    law: LAW_HOMOSEXUALITY,
    source: SRC_HOMOSEXUALITY,
    pattern: re('(?:deux (?:hommes|femmes)|couples? (?:homosexuels?|de meme sexe|du meme sexe)|homosexuels?) _2 (?:peuvent|ont le droit de|pourront|peut) _2 (?:se marier|marier|adopter)'),
    denialIsContrary: true,
    unless: / (?:dans mon pays|dans certains pays|la-bas|autrefois|avant 2013|avant) /,
  },
  // — The Charte and reservations —
  {
    id: 'charter-reservation',
    topic: 'charter',
    polarity: 'contrary',
    label: 'assortit son adhésion à la Charte ou à la loi de réserves',
    law: LAW_CHARTER,
    source: SRC_CHARTER,
    pattern: re(
      '(?:charte|signer|signe\\w*|signerai\\w*) _10 (?:je garde le droit|garde le droit|me reserve le droit|je me reserve|sauf (?:les |des |certains |certaines |quelques |deux |un |une |ce qui )?(?:articles?|points?|principes?|regles?|passages?|choses?|parties?|valeurs?|est contraire)|pas (?:tous |toutes )?les articles|pas tout|ne pas appliquer|ne pas respecter|avec des reserves|avec reserves?|pas d accord avec (?:tout|certains|certaines)|juste pour (?:les papiers|la nationalite|le passeport)|seulement pour (?:les papiers|la nationalite|le passeport)|ne (?:la |les )?(?:respecterai|appliquerai|suivrai) pas|pas (?:la |les )?(?:respecter|appliquer))',
      '(?:je garde|garde|me reserve|je me reserve) le droit de (?:ne )?pas (?:appliquer|respecter|suivre|obeir)',
      '(?:articles?|regles?|principes?|lois?|points?) _4 (?:contraires? a|contre|opposes? a) (?:ma|la|notre|mes) (?:religion|foi|croyances?|culture|tradition|conscience) _6 (?:je ne|ne (?:les |la )?(?:respecte|appliquer|suivre|appliquerai|respecterai|suivrai)|pas (?:les |la )?(?:respecter|appliquer|suivre)|je garde|je refuse|sauf|non)',
    ),
    ownNegation: own('ne pas appliquer', 'ne pas respecter', 'pas (?:tous |toutes )?les articles', 'pas tout', 'pas d accord avec', 'ne (?:la |les )?(?:respecterai|appliquerai|suivrai) pas', 'pas (?:la |les )?(?:respecter|appliquer|suivre)', 'de ne pas', 'je ne', 'ne (?:les |la )?(?:respecte|appliquer|suivre|appliquerai|respecterai|suivrai)', 'non'),
    keepWhenCondemned: true,
  },
  {
    id: 'charter-refuse',
    topic: 'charter',
    polarity: 'contrary',
    label: 'refuse de signer ou de respecter la Charte',
    law: LAW_CHARTER,
    source: SRC_CHARTER,
    pattern: re(
      '(?:ne|n) (?:vais|veux|signerai\\w*|accepte\\w*|signe) (?:pas|jamais) (?:la )?(?:signer|charte)',
      '(?:refuse\\w*|ne veux pas|pas envie de) (?:de )?(?:signer|la signer) (?:la )?(?:charte)?',
      '(?:charte) _4 (?:ne (?:me |nous )?concerne pas|ne sert a rien|je m en fiche|pas importante?|juste un papier|qu un papier|un papier sans importance)',
    ),
    ownNegation: own('(?:ne|n) (?:vais|veux|signerai\\w*|accepte\\w*|signe) (?:pas|jamais)', 'ne veux pas', 'ne (?:me |nous )?concerne pas', 'ne sert a rien', 'pas importante?'),
  },
  {
    id: 'charter-sign',
    topic: 'charter',
    polarity: 'conforms',
    label: 'refuse de signer la Charte',
    law: LAW_CHARTER,
    source: SRC_CHARTER,
    pattern: re('(?:je )?(?:signe|signerai|vais signer|veux signer|accepte de signer|suis pret\\w* a signer) (?:la )?charte'),
    denialIsContrary: true,
  },
  // — School and secularism —
  {
    id: 'school-opt-out',
    topic: 'school',
    polarity: 'contrary',
    label: 'soustrait son enfant à un enseignement obligatoire',
    law: LAW_SCHOOL,
    source: SRC_SCHOOL,
    pattern: re(
      '(?:ma|mes|mon|nos|notre|sa|ses|leur|leurs) (?:fille\\w*|fils|enfants?|petite?s?) _4 (?:n ira pas|n iront pas|n ira jamais|n iront jamais|ne (?:va|vont|fera|feront|ira|iront|participera\\w*|fait|font|doit|doivent) (?:pas|jamais)|n a pas le droit d|n ont pas le droit d|ne peut pas|ne peuvent pas) _3 (?:a la |au |aux |en |de |d |faire (?:la |le |du |de la )?|aller (?:a la |au |aux |en )?)?(?:piscine|natation|sport|gym|cours de (?:sport|natation|biologie|education sexuelle|musique|svt|danse)|sorties? scolaires?|classe de (?:neige|decouverte|mer)|voyages? scolaires?|cantine|biologie|musique|danse|education sexuelle)',
      '(?:je |nous )?(?:retire\\w*|dispense\\w*|refuse\\w*|n accepte\\w* pas|interdi\\w*|ne laisse\\w* pas|ne laisserai\\w* pas) _6 (?:piscine|natation|cours de (?:sport|biologie|musique|svt|education sexuelle|danse)|sport mixte|classe mixte|cours mixtes?|l evolution|education sexuelle|sorties? scolaires?)',
    ),
    ownNegation: own('n (?:ira|iront) (?:pas|jamais)', 'ne (?:va|vont|fera|feront|ira|iront|participera\\w*|fait|font|doit|doivent) (?:pas|jamais)', 'n (?:a|ont) pas le droit d', 'ne peu\\w* pas', 'n accepte\\w* pas', 'ne laisse\\w* pas', 'ne laisserai\\w* pas'),
    unless: / (?:malade|certificat medical|allergi\w*|handicap\w*|blesse\w*|pas le niveau|a peur de l eau|sait nager) /,
  },
  {
    id: 'school-religious-sign',
    topic: 'school',
    polarity: 'contrary',
    label: 'entend faire porter un signe religieux à l’école publique',
    law: LAW_SCHOOL,
    source: SRC_SCHOOL,
    pattern: re(
      '(?:a l ecole|au college|au lycee|en classe|a l ecole publique) _6 (?:ma|mes|sa|ses|les|nos|la|une) (?:fille\\w*|eleves?|enfants?|petite\\w*) _4 (?:porter\\w*|portera\\w*|gardera\\w*|garder|mettra\\w*|mettre|doi\\w* porter|peu\\w* porter|a le droit de porter|ont le droit de porter) _3 (?:son |leur |le |un |la |sa )?(?:voile|foulard|kippa|hijab|signes? religieu\\w*)',
      '(?:ma|mes|sa|ses|nos) (?:fille\\w*|enfants?|petite\\w*) _4 (?:portera\\w*|gardera\\w*|mettra\\w*|doi\\w* porter|peu\\w* porter|va porter|vont porter|porte|portent) _3 (?:son |leur |le |un |la |sa )?(?:voile|foulard|kippa|hijab|signes? religieu\\w*) _4 (?:a l ecole|au college|au lycee|en classe)',
      '(?:a l ecole|au college|au lycee|en classe) _4 (?:on |les eleves |les filles |elles )?(?:doi\\w*|devrai\\w*|peu\\w*|a le droit|ont le droit|devrait pouvoir|devraient pouvoir) _3 (?:porter|prier|mettre) _3 (?:le |leur |un |la |son )?(?:voile|foulard|kippa|hijab|priere|signes? religieu\\w*)',
      '(?:l )?ecole (?:publique )?_4 (?:doit|devrait|devraient) _3 (?:enseigner|apprendre|faire|imposer) _3 (?:la |ma |notre )?(?:religion|priere|coran|bible|charia)',
    ),
  },
  {
    id: 'school-compulsory',
    topic: 'school',
    polarity: 'conforms',
    label: 'conteste l’obligation scolaire',
    law: LAW_SCHOOL,
    source: SRC_SCHOOL,
    pattern: re('(?:ecole|piscine|sport|instruction|natation) _3 (?:est|sont|c est) _2 (?:obligatoire\\w*|pour tous)'),
    denialIsContrary: true,
  },
  // — Vote and civic duties —
  {
    id: 'civic-taxes',
    topic: 'civic_duties',
    polarity: 'contrary',
    label: 'se soustrait à l’impôt ou à ses obligations déclaratives',
    law: LAW_CIVIC,
    source: SRC_CIVIC,
    pattern: re(
      '(?:impots?|taxes?|revenus?) _6 (?:pas oblig\\w*|je ne (?:les |le )?(?:paie|paye|declare|declarerai|paierai|payerai)\\w* pas|je ne (?:les |le )?(?:paie|paye|declare)\\w* (?:jamais|pas tous|pas tout)|frauder|fraude\\w*|pas besoin de (?:les |le )?(?:payer|declarer)|tout le monde (?:fraude|triche|le fait)|tricher|triche\\w*|cacher)',
      '(?:travail\\w* au noir|au black|non declare\\w*|frauder (?:les impots|le fisc|la caf|les aides)|tricher (?:avec|sur) (?:les impots|la caf|les aides)) _6 (?:normal\\w*|pas grave|tout le monde|bien|ok|pas un probleme|aucun probleme|ca arrive|on est oblige|il faut bien)',
    ),
    ownNegation: own('pas oblig\\w*', 'je ne (?:les |le )?(?:paie|paye|declare|declarerai|paierai|payerai)\\w* (?:pas|jamais)(?: tous| tout)?', 'pas besoin de'),
  },
  {
    id: 'civic-jury-vote',
    topic: 'civic_duties',
    polarity: 'contrary',
    label: 'refuse un devoir civique (vote, juré d’assises) au nom de sa religion ou par principe',
    law: LAW_CIVIC,
    source: SRC_CIVIC,
    pattern: re(
      '(?:jure|jury|jures|cour d assises) _6 (?:je refuse\\w*|refuserai\\w*|pas oblig\\w*|je n irai pas|n irai pas|jamais|je ne viendrai pas)',
      '(?:voter|le vote|les elections?|la democratie) _6 (?:haram|un peche|peche|contraire a (?:ma|la|notre) (?:religion|foi)|contre (?:ma|la|notre) (?:religion|foi)|interdit par (?:ma|la|notre) (?:religion|foi)|interdit par dieu)',
      '(?:les )?femmes? _3 (?:ne (?:devrai\\w*|doi\\w*|peu\\w*) pas|n ont pas (?:a|le droit de)|n a pas (?:a|le droit de)) voter',
    ),
    ownNegation: own('pas oblig\\w*', 'je n irai pas', 'n irai pas', 'jamais', 'je ne viendrai pas', 'ne (?:devrai\\w*|doi\\w*|peu\\w*) pas', 'n (?:ont|a) pas (?:a|le droit de)'),
  },
  {
    id: 'civic-taxes-paid',
    topic: 'civic_duties',
    polarity: 'conforms',
    label: 'refuse de payer ses impôts',
    law: LAW_CIVIC,
    source: SRC_CIVIC,
    pattern: re('(?:payer|paie|paye|declarer|declare) _2 (?:mes|les|ses|nos|leurs) impots'),
  },

  // — Positions that take their meaning from the subject (contextual): the question or the answer
  // names the topic, the sentence takes a side with everyday words. —
  ...contextual('laicite', 'manifeste sa religion dans le service public ou juge les usagers sur leur religion ou leur tenue', LAW_LAICITE, SRC_LAICITE, [
    'garde\\w* _4 (?:meme )?(?:au guichet|au travail|au bureau|en service|a la mairie|pendant le service)',
    '(?:explique\\w*|parle\\w*|montre\\w*) _3 (?:la bible|le coran|la torah|ma religion|la religion|le bon chemin) _3 (?:aux eleves|aux usagers|aux gens|a l eleve)?',
    '(?:le bon chemin|ferme\\w* le guichet|fermer le guichet|l heure de la priere)',
    '(?:s habiller autrement|pas habille\\w* correctement|habillee? correctement|jupe\\w* courte\\w*|qu elle se couvre|se couvrir|pas correct\\w* comme tenue|tenue _3 pas correct\\w*)',
    '(?:voir|demander|parler a) quelqu un d autre',
  ]),
  ...contextual('religion_law', 'fait passer une autorité religieuse ou communautaire avant la loi', LAW_RELIGION, SRC_RELIGION, [
    '(?:la )?loi (?:de dieu|du livre|divine) _3 (?:bien sur|d abord|avant|passe|compte|plus|evidemment)',
    '(?:je|on|le croyant|il|elle) _2 (?:suit|suis|suivrai|suivra|ecoute|obeis|obeit|obeirai|choisis|choisirai|choisirais|prends) (?:le livre|dieu|ma religion|la religion|le pasteur|l imam|le pretre|le rabbin|les anciens|la parole de dieu)',
    '(?:imam|pasteur|pretre|rabbin|les anciens|la communaute) _4 (?:regle\\w* tout|plus juste que|decide|passe avant|connait la parole)',
    '(?:justice francaise|tribunal|juge) _3 (?:comprend pas|ne comprend pas|connait pas|ne connait pas)',
    '(?:la mairie|le civil|mariage civil) _3 (?:c est )?(?:juste|seulement|que) (?:administratif|un papier|de l administratif)',
    '(?:religieux|devant dieu) _3 (?:ca )?(?:suffit|c est ca qui compte|on est marie\\w*)',
    '(?:aucune loi|loi humaine|lois humaines|loi des hommes|lois des hommes|lois faites par des hommes) _4 (?:au-dessus|au dessus|avant|plus fort\\w*|plus important\\w*|contre dieu)',
    'tant que _5 (?:d accord avec|m oblige pas|ne m oblige pas|ne va pas contre|va pas contre) _3 (?:le livre|ma religion|notre religion|dieu|ma foi|le coran|la bible)',
    'c est contre (?:ma|notre) (?:religion|foi)',
    '(?:ma|notre) religion (?:m |nous )?interdit',
    '(?:sauf|sauf quand|sauf si|sauf pour|a condition que|du moment que) _4 (?:ca touche )?(?:la |ma |notre )?(?:religion|dieu|foi|prophete)',
  ]),
  ...contextual('equality', 'assigne aux femmes un rôle inférieur ou les soumet à l’autorité de l’homme', LAW_EQUALITY, SRC_EQUALITY, [
    '(?:la |une |les )?femmes? _2 (?:est faite pour|sont faites pour|est fait pour) ',
    '(?:elle|la femme|les femmes|ma femme) (?:elle )?(?:reste|restent|doit rester|doivent rester) a la maison',
    'doi\\w* (?:suivre|obeir a|ecouter|accepter) (?:son|leur|le|sa) (?:mari|epoux|pere)',
    'c est moi qui (?:gere|decide|commande|tiens) _2 (?:l argent|tout|les comptes|la maison)?',
    'elle me demande (?:si|la permission|l autorisation|de l argent)',
    '(?:une )?femme (?:qui travaille|avec un compte|qui sort seule|seule) _4 (?:ca fait parler|c est (?:pas bien|la honte|le debut des problemes)|le debut des problemes|des problemes)',
    '(?:pas|c est pas|ce n est pas) un metier (?:de|pour) (?:une )?(?:filles?|femmes?)',
    '(?:l homme|le mari|le pere) _2 (?:reste|est) (?:le )?chef',
    'je lui ai dit d arreter',
    '(?:elle a besoin|il lui faut|elle doit avoir|elle doit demander) (?:de )?(?:mon|mon |l |la )?(?:autorisation|permission|accord)',
    'c est l homme qui (?:ramene|gagne|decide|commande)',
    '(?:empeche\\w*|interdi\\w*) (?:ma |sa |une |la |leur )?(?:femme|fille|epouse|soeur)s? (?:de |d )(?:travailler|divorcer|sortir|decider|choisir|conduire|voter|etudier)',
  ]),
  ...contextual('inheritance', 'refuse l’égalité des filles et des garçons dans l’héritage', LAW_INHERITANCE, SRC_INHERITANCE, [
    '(?:garcons?|fils|freres?) _3 (?:prend|prennent|a|ont|recoit|recoivent|aura|auront) (?:deux|2) parts?',
    '(?:le fils|le garcon|les garcons|les fils|l aine) _2 passe\\w* avant',
    '(?:reste|revient|va|vont|restent) (?:aux|au) (?:garcons|fils|freres|garcon)',
    '(?:mes |les |ses )?soeurs (?:rien|elles ont rien|n ont rien|ont rien)',
    '(?:filles?|soeurs?) _2 (?:ont pas besoin|n ont pas besoin|a pas besoin|n a pas besoin) (?:de|d)',
    '(?:elle|elles) (?:aura|auront|a eu|ont eu|recoit|recevra|recevront) _3 (?:la )?moitie',
    '(?:appliquer|faire|garder) (?:notre|leur|le|mon) partage (?:a nous|religieux|islamique|selon|comme chez nous)',
    'fille\\w* _3 (?:avoir|recevoir|heriter|a|ait|aura) moins',
    '(?:c est|comme) (?:la regle|ecrit|chez nous) _4 (?:moitie|deux parts|garcon|fils)',
  ]),
  ...contextual('marriage', 'n’admet pas le libre consentement au mariage', LAW_MARRIAGE, SRC_MARRIAGE, [
    'c est (?:moi|nous|les parents|le pere|la famille) qui (?:choisirai\\w*|choisira|choisiront|deciderai\\w*|decidera|deciderons|choisit|choisissent|decide|decident)',
    '(?:elle|il) (?:epousera|se mariera avec) (?:qui|celui que|celle que) (?:je|nous|on|ses parents) (?:veux|voulons|veut|veulent|choisis|choisissons)',
    '(?:elle|il|ma fille|mon fils) (?:n aura|a) pas le choix',
    '(?:un mari|une femme|quelqu un) de (?:notre|ma|sa) (?:communaute|religion|origine|village|famille) _4 (?:obligatoire|sinon|pas le choix|il faut|doit)',
    '(?:treize|quatorze|quinze|seize|dix-sept|13|14|15|16|17) ans _3 (?:c est bien|c est bon|ca va|pas un bebe|c est l age|elle est prete|ca suffit|suffit)',
    '(?:finit par accepter|finira par accepter|faut qu elle obeisse|doit obeir a (?:ses|son) (?:parents|pere))',
    'consentement _4 (?:c est )?(?:le pere|les parents|la famille|le tuteur) qui le donne',
    '(?:accord|consentement) de la (?:femme|fille) _3 (?:ca )?(?:vient avec le temps|pas necessaire|pas obligatoire|pas important)',
    '(?:si les familles sont d accord|les familles decident)',
  ]),
  ...contextual('fgm', 'accepte l’excision ou la minimise', LAW_FGM, SRC_FGM, [
    '(?:c est |ca reste )?(?:la|une|notre) (?:tradition|coutume)',
    '(?:propre|pure|pures|purete|proprement|culturel|les ancetres|pas une mutilation|juste une (?:petite )?coupure|exagere\\w*|pas de danger|sans danger)',
    'on fera ce qu il faut',
    '(?:mutiler|couper un peu|une petite coupure|c est pour le mariage|pour qu elle (?:soit|reste) (?:pure|propre|sage|fidele)|pour son mariage)',
    '(?:la loi de la-bas|la loi du pays|loi de la bas)',
    '(?:france|la loi francaise) _3 (?:peut pas|ne peut pas) decider',
    'respecter (?:ca|les traditions|la tradition|nos traditions)',
  ]),
  ...contextual('domestic_violence', 'admet les violences dans la famille ou les tient pour une affaire privée', LAW_VIOLENCE, SRC_VIOLENCE, [
    '(?:se regle\\w*|regler|on regle|ca se regle) (?:ca |cela )?en famille',
    '(?:trahir la famille|pas avec la police|pas l etat|reste\\w* dans la famille|ca reste dans la famille|pas tout raconter)',
    '(?:police|justice|etat|gendarmes?|voisins?) _3 (?:a|ont) (?:rien|pas) a (?:faire|voir|se meler|s en meler|dire|intervenir)',
    '(?:femme|epouse) _3 doit accepter (?:son mari|son epoux)',
    '(?:viol|ca) _4 (?:n existe pas|existe pas)',
    '(?:c est l honneur|pour l honneur|question d honneur|pour son bien|pour leur bien)',
    '(?:peut|peuvent|doit|faut|droit de) (?:la |le |les |l )(?:corriger|frapper|taper|battre|gifler)',
    '(?:frapper|corriger|taper|pousse\\w*) (?:un peu|de temps en temps)',
  ]),
  ...contextual('care_choice', 'exige un médecin ou un agent selon son sexe ou sa religion', LAW_CARE, SRC_CARE, [
    '(?:question de pudeur|la pudeur|ma pudeur)',
    'il faut (?:une femme|un homme)',
    'sinon (?:on|je|nous) (?:vient|viens|viendra|venons|part|partirai|partons|signe|signerai|rentre) pas',
    'sinon je (?:signe|signerai) pas',
    '(?:je refuse|on refuse|je ne veux pas|je veux pas) qu (?:un homme|une femme) (?:la|le|me|les) (?:soigne|touche|examine|ausculte|accouche|voie)\\w*',
    '(?:fait|faire) un scandale',
    '(?:partage|partagent|meme) (?:notre|ma|sa|la meme) (?:foi|religion)',
    '(?:demander|demande\\w*) _3 (?:de )?changer',
    'prefere\\w* (?:parler a |etre soigne\\w* par |voir |avoir )?(?:un homme|une femme)',
    'plutot qu (?:un homme|une femme) (?:la|le|me|te|les) (?:voi\\w*|touche\\w*|soigne\\w*|examine\\w*)',
    '(?:me |se )?deshabille\\w* (?:pas|jamais) devant (?:une femme|un homme)',
    '(?:hors de question|je demande a reporter|urgence ou pas)',
    'changer\\w* de (?:medecin|docteur|policier|agent)',
    'pas envie qu (?:il|elle) me touche',
    '(?:je veux|j exige|il me faut) (?:une femme|un homme) pour (?:ma femme|mon mari|ma fille|mon fils|moi)',
  ], / (?:en urgence|j accepte|pas grave|maintenant ca va|peu importe|ca me derange pas|ca ne me derange pas) /),
  ...contextual('blasphemy', 'veut punir la critique ou la moquerie des religions', LAW_BLASPHEMY, SRC_BLASPHEMY, [
    'il faut une loi (?:pour|contre) ca',
    '(?:ca devrait l etre|le pire)',
    '(?:merite\\w*) (?:une bonne lecon|une lecon|ce qui (?:lui|leur) arrive)',
    '(?:il|ils|elle) (?:doit|doivent) payer',
    '(?:mettre|mis|jeter) en prison',
    'il faut (?:le|les|la) (?:punir|mettre en prison|juger|condamner)',
    '(?:qu il|qu ils) soi\\w* (?:juge|juges|poursuivi\\w*|puni\\w*|condamne\\w*)',
    'se venger',
    'je le punirai\\w*',
  ]),
  ...contextual('hate_speech', 'tient des propos racistes ou admet la discrimination', LAW_HATE, SRC_HATE, [
    `pas (?:aux|de|d|les|des) ${GROUP}`,
    'c est (?:mon|son) (?:appartement|entreprise|choix|logement) _3 (?:je|il) (?:choisis|choisit|fait ce qu il veut|fais ce que je veux)',
    `(?:${GROUP}|ils|certains peuples|peuples?) _3 (?:controlent|sont plus travailleurs|plus travailleurs|plus faineants|faineants|paresseux)`,
    '(?:genetique|preferer les siens|les siens c est naturel|rentrer chez eux|retourner chez eux|rentrez chez vous|ils s integrent pas|tous des voleurs)',
    `trop de (?:certaines communautes|${GROUP})`,
    '(?:juste des mots|que des mots)',
    'chacun dit ce qu il (?:pense|veut)',
    'interdire _3 dictature',
  ]),
  ...contextual('homosexuality', 'rejette les personnes homosexuelles ou leurs droits', LAW_HOMOSEXUALITY, SRC_HOMOSEXUALITY, [
    '(?:contre (?:la )?nature|contre-nature|une erreur en 2013|propagande|degoutant\\w*|pas de droits speciaux)',
    'ces gens-la _3 (?:pas normal\\w*|malades?|bizarres?)',
    '(?:devraient|doivent) rester discret\\w*',
    '(?:ils|elles) cherch\\w* (?:un peu)?',
    '(?:devrait|devraient) (?:pas|jamais) etre (?:permis|autorise\\w*)',
    'retire\\w* (?:mes|les|nos) enfants',
    'reconnai\\w* pas (?:le mariage|les mariages)',
    '(?:veux|voudrais) pas qu (?:ils|elles|mes enfants) (?:voient|pensent|croient) _4 (?:ca|normal)',
    '(?:de )?pas leur parler',
    '(?:le mariage , l adoption , non|l adoption , non)',
  ]),
  ...contextual('charter', 'signe la Charte sans y adhérer', LAW_CHARTER, SRC_CHARTER, [
    'juste (?:une signature|un papier|une formalite)',
    '(?:un papier (?:de l administration|administratif))',
    '(?:je change rien|je reste comme je suis|je continue comme avant)',
    'charte _3 (?:a pas a|n a pas a) entrer',
    'c est obligatoire pour les papiers',
    'je m engage pas',
  ]),
  ...contextual('school', 'soustrait son enfant à l’école ou à ses règles', LAW_SCHOOL, SRC_SCHOOL, [
    '(?:je vais |je ferai |on va |je vais lui )(?:faire|demander) un certificat',
    'je dirai qu (?:elle|il) est malade',
    'avec (?:les|des) garcons _3 (?:c est )?(?:pas possible|pas pour elle|jamais|non)',
    '(?:devant|avec) les garcons _3 (?:pas possible|interdit|honte)',
    'retire\\w* (?:mes|mon|ma|nos|les) (?:enfants?|fils|fille) (?:de|des|du) ',
    '(?:sorti\\w*|retire\\w*|dispense\\w*) (?:du|de la|des) (?:sport|piscine|gym|natation|cours)',
    '(?:pause|temps) pour (?:que les enfants puissent )?prier',
    'ce qui compte c est (?:ce qu on apprend a )?(?:la mosquee|l eglise|la synagogue)',
    '(?:viendra|viendront|ira|iront|participera) (?:pas|jamais)',
    'pendant le ramadan _4 (?:va pas|ne va pas|pas a l ecole)',
  ]),
  ...contextual('civic_duties', 'refuse un devoir civique', LAW_CIVIC, SRC_CIVIC, [
    '(?:pas halal|haram)',
    'religion dit que _8 (?:interdit|haram|peche)',
    '(?:seul|mon|le seul) drapeau _6 (?:ma religion|religion|ma communaute)',
    '(?:lois? (?:faites? )?par des hommes contre dieu|contre dieu)',
    'en liquide _4 (?:je le fais|tout le monde le fait)',
    '(?:je ne voterai|je voterai) (?:jamais|pas) _6 (?:religion|dieu|haram|interdit|peche)',
    'tout le monde le fait',
    'je paie le minimum',
  ]),
  // — Generic positions (issue 34, second pass): a topic anchor with an endorsing cue or a modality —
  ...generic('fgm', 'accepte l’excision ou la minimise', LAW_FGM, SRC_FGM, [
    `(?:${FGM}|le faire|la faire|les faire|on fera ce qu il faut|couper) _10 ${ENDORSE}`,
    `${ENDORSE} _10 (?:${FGM}|le faire|la faire|les faire|couper)`,
    '(?:pure|pures|purete|propre|propres|proprete|honneur)',
    '(?:au pays|la-bas|la bas|au bled|en vacances|en afrique|a l etranger) _6 (?:on peut|c est different|c est autre chose|c est permis|la loi de la-bas|la loi de la bas|c est leur loi|on fera|je ferai|ils feront|c est pas pareil)',
    '(?:loi|lois) (?:de la-bas|de la bas|du pays|de leur pays|de mon pays)',
    '(?:la )?france _3 (?:peut pas|ne peut pas|a pas a|n a pas a) (?:decider|juger|se meler|dire)',
  ], ['peut pas', 'ne peut pas', 'a pas a', 'n a pas a', 'pas pareil']),
  ...generic('domestic_violence', 'admet les violences dans la famille ou les tient pour une affaire privée', LAW_VIOLENCE, SRC_VIOLENCE, [
    `${HIT} _8 (?:${ENDORSE}|${MAY}|pas grave|un peu|petite|petit|elever|eduquer|education|respect|merite\\w*|apprendre)`,
    `(?:${MAY}|petite|bonne|une vraie) _4 ${HIT}`,
    '(?:reste|rester|restent|regle\\w*|garde\\w*) _2 (?:dans|en|entre) (?:la )?(?:famille|nous|couple|maison)',
    '(?:affaire|histoire|probleme)s? (?:de famille|privee?s?|de couple|entre nous)',
    '(?:police|justice|voisins|etat|assistante sociale|gendarmes) _4 (?:rien a faire|a pas a|n a pas a|doit pas|ne doit pas|rien a voir)',
    '(?:pas tout raconter|pas porter plainte|rien dire|se taire|la honte|c est la honte)',
    'pas (?:de la |vraiment de la |une )?violence',
    'je (?:l ai|les ai|lui ai) (?:pousse\\w*|tape\\w*|frappe\\w*|gifle\\w*|secoue\\w*)',
  ], ['a pas a', 'n a pas a', 'doit pas', 'ne doit pas', 'pas tout raconter', 'pas porter plainte', 'pas (?:de la |vraiment de la |une )?violence', 'pas grave'], / (?:divorce\w*|porter plainte|3919|aide|association)(?= )/),
  ...generic('inheritance', 'refuse l’égalité des filles et des garçons dans l’héritage', LAW_INHERITANCE, SRC_INHERITANCE, [
    '(?:garcons?|fils|freres?|hommes?|aine) _6 (?:deux parts|double|plus|tout|la maison|les terres|la terre|la plus grosse|la plus grande)',
    '(?:filles?|soeurs?|femmes?) _6 (?:rien|une part|moins|pas besoin|la moitie|un peu d argent|leurs maris)',
    '(?:notre|leur|mon|le) partage (?:a nous|religieux|islamique|traditionnel)',
    `(?:partage|heritage|succession|parts?) _8 ${ENDORSE}`,
    `${ENDORSE} _8 (?:partage|heritage|succession|parts?)`,
  ], ['pas besoin'], / (?:parts? egales?|a egalite|meme part|autant|pareil|la loi francaise|la meme chose)(?= )/),
  ...generic('marriage', 'n’admet pas le libre consentement au mariage', LAW_MARRIAGE, SRC_MARRIAGE, [
    '(?:moi|les parents|le pere|la famille|les familles|nous|mon pere|ses parents) (?:qui |on )?(?:choisi\\w*|decide\\w*|arrange\\w*|trouve\\w*|donne\\w*)',
    '(?:finit|finira|finissent|va finir) par (?:accepter|aimer|s habituer)',
    '(?:accord|consentement|amour|avis) _5 (?:vient|viendra|viennent) _2 (?:avec le temps|apres)',
    '(?:1[3-7]|treize|quatorze|quinze|seize|dix-sept) ans _6 (?:pas un bebe|pas une enfant|assez|bien|ok|normal|grande|mure|femme|pourquoi pas|ca va)',
    'mieux que (?:les )?mariages? d amour',
    `(?:mariages? arrange\\w*|mariages? force\\w*|polygamie) _8 (?:${ENDORSE}|mieux|marche\\w*|pourquoi pas)`,
    'si (?:les familles|la famille|les parents) (?:sont|est) d accord',
    '(?:elle|la fille|ma fille|sa fille) _3 (?:veut pas|ne veut pas|dit non) _6 (?:accepter|obeir|pas le choix|on la marie|quand meme|finit)',
  ], ['veut pas', 'ne veut pas', 'pas un bebe', 'pas une enfant'], / (?:interdit\w*|puni\w*|illegal\w*|delit|consentement des deux|si (?:elle|ils|les deux) (?:veut|veulent|sont d accord))(?= )/),
  ...generic('care_choice', 'exige un médecin ou un agent selon son sexe ou sa religion', LAW_CARE, SRC_CARE, [
    '(?:je|on|nous|ma femme) _3 (?:prefere\\w*|veux|voudrai\\w*|exige\\w*|demande\\w*|aimerai\\w* mieux|choisi\\w*) _4 (?:une femme|un homme|quelqu un (?:qui|de|d)|changer|un autre|une autre|un medecin (?:femme|homme|musulman|de)|une doctoresse)',
    '(?:changer|changerai\\w*|changerions) (?:de )?(?:medecin|docteur|chirurgien|anesthesiste|gyneco\\w*|infirmier\\w*|agent|policier\\w*)',
    '(?:plutot qu un homme|plutot qu une femme|qu un homme la (?:voi\\w*|touche\\w*))',
    'question (?:de |d )(?:pudeur|honneur)',
    '(?:on rentre|je rentre|on part|je partirai\\w*|je pars|je refuse|j attends|je signe pas|je signerai pas)',
    `(?:on|je|les patients?|le patient) _3 ${MAY} _3 (?:choisir|refuser|demander) _4 (?:medecin|docteur|homme|femme|sexe|religion)`,
  ], ['signe pas', 'signerai pas'], / (?:urgence on prend|c est (?:mon|son) travail|peu importe|l important c est|en ville|j accepte|pas grave|ca ira|pas de probleme)(?= )/),
  ...generic('blasphemy', 'veut punir la critique ou la moquerie des religions', LAW_BLASPHEMY, SRC_BLASPHEMY, [
    `(?:${MAY}|merite\\w*) _4 (?:punir|puni\\w*|interdire|interdit\\w*|prison|condamn\\w*|juger|juge\\w*|amende|sanction\\w*)`,
    '(?:punir|puni\\w*|interdire|interdit\\w*|prison|condamn\\w*|amende) _6 (?:moque\\w*|caricature\\w*|dessin\\w*|blaspheme\\w*|insult\\w*|bruler|brule\\w*|se moquer|critiqu\\w*)',
    '(?:moque\\w*|se moquer|caricature\\w*|dessin\\w*|blaspheme\\w*|bruler|critiquer) _6 (?:interdit\\w*|puni\\w*|prison|condamn\\w*|un crime|un peche)',
    '(?:merite\\w*|cherche\\w*) (?:ce qui (?:leur|lui) arrive|une lecon|bien)',
    '(?:des|les) limites a la liberte',
    '(?:on se moque|se moquer) (?:pas|jamais)',
    'je (?:le|la|les) (?:punirai\\w*|punis|frapperai\\w*|corrigerai\\w*|gronderai\\w*)',
  ], ['se moquer (?:pas|jamais)', 'on se moque (?:pas|jamais)'], / (?:n est pas un delit|pas un delit|c est permis|ont le droit)(?= )/),
  ...generic('hate_speech', 'tient des propos racistes ou admet la discrimination', LAW_HATE, SRC_HATE, [
    '(?:juste|que|seulement) des (?:mots|blagues|paroles)',
    '(?:devrait|devraient|doit|doivent|faut) (?:pas|jamais) (?:aller en prison|etre puni\\w*|condamner|punir|interdire)',
    `${GROUP} _4 (?:controlent|volent|profitent|envahi\\w*|tous pareils|tous des|c est un fait|sont comme ca|prennent)`,
    '(?:c est un fait|preferer les siens|les siens|de sa couleur|de sa race|de leur race)',
    '(?:chacun|on) (?:dit|peut dire|a le droit de dire) ce qu (?:il|on) (?:pense|veut)',
    'interdire _4 (?:dictature|censure)',
  ], ['pas', 'jamais']),
  ...generic('homosexuality', 'rejette les personnes homosexuelles ou leurs droits', LAW_HOMOSEXUALITY, SRC_HOMOSEXUALITY, [
    '(?:ces gens-la|ces gens|ces personnes|ca|c est|ils|elles) _2 (?:pas normal\\w*|anormal\\w*|contre nature|degoutant\\w*|malades?|une maladie|choquant\\w*)',
    '(?:rester|restent|reste) (?:discret\\w*|caches?|chez eux|entre eux)',
    '(?:devrait|devraient|doit|doivent) (?:pas|jamais) (?:etre )?(?:permis|autorise\\w*|accepte\\w*|se montrer|s embrasser|se marier|adopter)',
    '(?:en public|dans la rue|devant les enfants) _4 (?:degoutant\\w*|choquant\\w*|pas normal|interdit\\w*|honte)',
    '(?:pas|jamais) (?:etre )?ami\\w* avec (?:lui|elle|eux|un homo\\w*)',
    'pas envie qu (?:il|elle) me (?:touche|soigne|examine)',
  ], ['pas normal\\w*', 'devrai\\w* (?:pas|jamais)', 'doi\\w* (?:pas|jamais)', 'pas', 'jamais'], / (?:agress\w*|insult\w*|frapp\w*|rejet\w*|homophob\w*|discrimin\w*|les attaquer)(?= )/),
  ...generic('charter', 'signe la Charte sans y adhérer', LAW_CHARTER, SRC_CHARTER, [
    '(?:un|juste un|qu un|c est un) (?:papier|formulaire|document administratif|formalite)',
    '(?:au fond|dans mon coeur|dans ma tete|a la maison|chez moi) _4 (?:je change|je reste|je fais|je garde|je pense ce que)',
    '(?:sauf|mais) _4 (?:religion|dieu|foi|coran|prophete|tradition)',
    '(?:je reconnais pas|je reconnais jamais|je ne reconnais pas|je ne reconnaitrai pas)',
    '(?:je signe|je vais (?:la )?signer|je la signe) _6 (?:pour (?:les papiers|la nationalite|le passeport|les enfants)|sans y croire|parce qu il faut)',
  ], ['reconnais pas', 'reconnais jamais', 'ne reconnais pas', 'ne reconnaitrai pas']),
  ...generic('school', 'soustrait son enfant à l’école ou à ses règles', LAW_SCHOOL, SRC_SCHOOL, [
    '(?:manque\\w*|manquer|rate\\w*|absent\\w*|reste\\w* a la maison) _6 (?:fete|fetes|pelerinage|ramadan|aid|priere|vendredi|shabbat|careme|religion)',
    '(?:retire\\w*|sorti\\w*|dispense\\w*|sortir|retirer|dispenser) _4 (?:sport|piscine|gym|natation|cours|ecole|classe|musique|sortie)',
    '(?:avec|devant) les garcons _4 (?:pas pour elle|pas possible|honte|interdit\\w*|non)',
    '(?:c est faux|ils mentent|des mensonges)',
    'pas le role de l ecole',
    '(?:ecole|cours|piscine|sport|classe) _8 (?:contre (?:notre|ma) religion|haram|pas halal)',
    '(?:la religion|dieu|la foi|la mosquee|l eglise) _3 (?:passe\\w*|compte\\w*|est) _2 (?:avant|plus|d abord) _3 (?:l ecole|les cours|les etudes)',
  ], ['pas pour elle', 'pas possible', 'pas le role']),
  ...generic('civic_duties', 'refuse un devoir civique', LAW_CIVIC, SRC_CIVIC, [
    '(?:je voterai|je vote|on vote|voterai|nous voterons) (?:jamais|pas|blanc)',
    '(?:voter|vote|elections?) _6 (?:haram|pas halal|peche|contre dieu)',
    '(?:paie|paye|payer|declare\\w*) _3 (?:le minimum|moins|pas tout|en liquide|au noir)',
    '(?:au noir|en liquide|frauder|fraude)',
    '(?:me battrai\\w*|combattrai\\w*|defendrai\\w*) (?:pas|jamais)',
    '(?:contre mes freres|contre un pays musulman|pas contre les miens)',
    'jure _6 (?:pas mon probleme|j irai pas|je n irai pas|excuse|certificat|malade)',
  ], ['jamais', 'pas']),
  ...generic('laicite', 'manifeste sa religion dans le service public ou juge les usagers sur leur religion ou leur tenue', LAW_LAICITE, SRC_LAICITE, [
    '(?:garde\\w*|porte\\w*|mettrai\\w*) _4 (?:meme )?(?:au guichet|au travail|au bureau|en service|a la mairie)',
    '(?:personne|on|ils) _2 (?:va|vont|peut|peuvent) (?:me l enlever|m obliger|me forcer)',
    '(?:je prefere\\w*|j aimerai\\w* mieux|ca me gene|ca me derange) _6 (?:se couvre|couverte|voilee?|quelqu un d autre|un homme|une femme)',
    '(?:tenue|habill\\w*|jupe) _6 (?:pas correct\\w*|indecent\\w*|pas convenable|autrement|honte)',
    '(?:l heure de la priere|je m arrete pour prier|je prie au (?:guichet|travail|bureau))',
  ], ['va (?:me|m)', 'pas correct\\w*', 'pas convenable'], / (?:j accepte|pas grave|pas de probleme|ca ne me (?:gene|derange) pas|ca me (?:gene|derange) pas)(?= )/),
  ...generic('religion_law', 'fait passer une autorité religieuse ou communautaire avant la loi', LAW_RELIGION, SRC_RELIGION, [
    '(?:dieu|religion|foi|coran|bible|imam|charia|loi religieuse|religieux) _4 (?:avant|d abord|en premier|au-dessus|au dessus|plus juste|plus important\\w*|plus fort\\w*|suffit|regle tout|compte plus|decide)',
    '(?:la loi des hommes|loi humaine|lois humaines|lois des hommes) _6 (?:change\\w*|fausse|moins|pas pareil|rien)',
    '(?:pas besoin|inutile) _4 (?:juge|tribunal|justice|mairie|police|avocat)',
    '(?:juge|tribunal|justice|mairie) _4 (?:comprend pas|connait pas|rien a voir|pas pour nous|c est administratif|juste administratif)',
    '(?:si|quand) _4 (?:ma )?(?:religion|dieu|la foi|l imam|le coran) (?:dit|demande|interdit|ordonne|veut) _6 (?:je (?:suivrai|suis|ferai|obeirai|choisis)|ma religion|dieu)',
  ], ['comprend pas', 'connait pas', 'pas pour nous', 'pas pareil'], / (?:la loi (?:d abord|avant|passe|est au-dessus)|dans ma vie privee|pour moi seul)(?= )/),
  ...generic('equality', 'assigne aux femmes un rôle inférieur ou les soumet à l’autorité de l’homme', LAW_EQUALITY, SRC_EQUALITY, [
    '(?:femme|femmes|epouse|elle) _4 (?:faite pour|pour la maison|a la maison|a la cuisine|obeir|suivre (?:son|le) mari|ecouter (?:son|le) mari|demander (?:la )?permission)',
    '(?:lui ai dit|je lui ai demande|je lui interdis|je lui ai interdit) (?:d arreter|de rester|de pas|de ne pas)',
    '(?:c est )?(?:lui|l homme|le mari|moi) qui (?:decide|commande|porte|dirige|a le dernier mot|tient)',
    '(?:ca fait parler|les gens vont parler|le qu en dira)',
    '(?:l homme|les hommes|le mari) _4 (?:chef|au-dessus|superieur\\w*|plus fort\\w*|dehors|affronte\\w*|ramene\\w*)',
  ], ['de pas', 'de ne pas'], / (?:ensemble|a deux|tous les deux|c est sa vie|c est son choix|si elle veut|elle decide|pareil|egalite)(?= )/),
  // — Generic positions, broadened from general knowledge of how such positions are said (not from the corpus) —
  ...generic('fgm', 'accepte l’excision ou la minimise', LAW_FGM, SRC_FGM, [
    `(?:${FGM}|ca) _8 (?:pas grave|pas si grave|rien de grave|c est rien|petite coupure|petit geste|pas une mutilation|exagere\\w*|pas si terrible|pour qu elle se marie|personne (?:va|ne va|voudra) l epouser|toutes les femmes de (?:ma|la) famille|ma mere l a fait|on l a toutes fait|on est toutes passees)`,
    '(?:pas si grave|rien de grave|c est rien|petite coupure|pas une mutilation|toutes les femmes de (?:ma|la|notre) famille|on est toutes passees|on y est toutes passees|(?:sont|est|suis) passee?s? par la)',
    `(?:la grand-mere|ma mere|la famille|les anciennes|ma belle-mere) _6 (?:va|vont|fera|feront|s en occupe\\w*|le fera|le feront) _4 (?:${FGM}|le faire|la faire|au pays|la-bas|pendant les vacances)`,
    `(?:${FGM}) _8 (?:${MAY})`,
  ], ['pas grave', 'pas si grave', 'rien de grave', 'pas une mutilation', 'pas si terrible', 'personne (?:va|ne va)'], / (?:interdit\w*|puni\w*|protege\w*|jamais|refuse\w*|contre|victime|mutile\w*|souffr\w*)(?= )/),
  ...generic('domestic_violence', 'admet les violences dans la famille ou les tient pour une affaire privée', LAW_VIOLENCE, SRC_VIOLENCE, [
    '(?:jamais tue personne|suis pas mort|je suis toujours vivant|ca forme|ca les forme|ca les endurcit|ils comprennent que ca|sinon ils (?:respectent|ecoutent) pas|sinon elle (?:respecte|ecoute) pas)',
    '(?:c est ma femme|c est mon enfant|c est mes enfants|c est ma fille|c est mon fils|chez moi) _4 (?:je fais ce que je veux|personne|ca regarde que moi|ca ne regarde personne|ca regarde personne)',
    '(?:entre (?:mari et femme|le mari et la femme|epoux)|dans un couple) _4 (?:on ne se mele pas|on se mele pas|personne|ca regarde)',
    '(?:se meler|s en meler|intervenir) _4 (?:pas|jamais) ',
    `(?:lever la main|${HIT}) _8 (?:quand (?:elle|il|ils|les enfants) (?:desobei\\w*|repond\\w*|manque\\w*|ment|mentent|sort|sortent|fait|font))`,
    '(?:autorite|respect) _4 (?:main|claque|gifle|ceinture|baton)',
  ], ['ne se mele pas', 'se mele pas', 'ne regarde personne', 'regarde personne', 'suis pas mort', 'respectent pas', 'ecoutent pas', 'respecte pas', 'ecoute pas', 'pas', 'jamais'], / (?:divorce\w*|porter plainte|3919|association)(?= )/),
  ...generic('inheritance', 'refuse l’égalité des filles et des garçons dans l’héritage', LAW_INHERITANCE, SRC_INHERITANCE, [
    '(?:garcon|fils|frere)s? _6 (?:porte\\w* le nom|nourrir la famille|s occuper de la famille|responsable de la famille|chef de famille|ses soeurs)',
    '(?:fille|soeur)s? _6 (?:part\\w* (?:dans|chez) (?:une autre famille|son mari|sa belle-famille)|son mari (?:va|s occupe|la nourrit)|va chez son mari)',
    '(?:testament|donation|de mon vivant|avant de mourir) _8 (?:garcons?|fils|freres?|aine)',
    `(?:coran|charia|religion|islam|tradition|coutume) _6 (?:dit|prevoit|donne|fixe|a fixe|decide|explique) _6 (?:part|parts|heritage|moitie|double|garcon|fille)`,
    '(?:je|on) _3 (?:donnerai\\w*|laisserai\\w*|partagerai\\w*|mettrai\\w*) _6 (?:selon|suivant|d apres|comme (?:le dit|dit|le veut)) _3 (?:la |ma |notre |le )?(?:religion|coran|charia|tradition|coutume|islam)',
  ], undefined, / (?:parts? egales?|a egalite|meme part|autant|pareil|la loi francaise|la meme chose)(?= )/),
  ...generic('marriage', 'n’admet pas le libre consentement au mariage', LAW_MARRIAGE, SRC_MARRIAGE, [
    '(?:parents|pere|famille) _3 (?:savent|sait|connait|connaissent) _2 (?:mieux|ce qui est bon)',
    '(?:pas|aucun|rien a dire|pas son) (?:son )?mot a dire',
    '(?:je|on|nous|la famille) _3 (?:vais|va|allons|vont) (?:lui )?trouver (?:un|une|quelqu un)',
    '(?:avec|epouser|marier) _3 (?:un |une |son |sa )?(?:cousin|cousine)\\w*',
    '(?:de chez nous|de notre religion|de notre communaute|de notre origine|de notre pays|un musulman|une musulmane|un chretien|un juif) _6 (?:sinon|obligatoire\\w*|pas d autre|uniquement|seulement|que ca|c est tout)',
    '(?:deuxieme|seconde|troisieme) (?:femme|epouse)',
  ], ['pas son mot', 'pas'], / (?:si (?:elle|il|ils) (?:veut|veulent|accepte\w*)|c est son choix|c est leur choix|qu elle aime|qu il aime)(?= )/),
  {
    id: 'marriage-accept-choice',
    topic: 'marriage',
    polarity: 'conforms',
    label: 'refuse à son enfant le libre choix de son conjoint',
    law: LAW_MARRIAGE,
    source: SRC_MARRIAGE,
    pattern: re('(?:accepte\\w*|laisse\\w*|autorise\\w*) _3 (?:qu elle|qu il|ma fille|mon fils|mes enfants) _2 (?:epouse\\w*|se marie\\w*|marier|choisi\\w*)'),
    denialIsContrary: true,
    unless: / (?:forc\w*|oblig\w*|contre (?:son|sa|leur) (?:gre|volonte)|trop jeune|mineure?|(?:1[0-7]) ans|pas de probleme|sans probleme)(?= )/,
  },
  ...generic('care_choice', 'exige un médecin ou un agent selon son sexe ou sa religion', LAW_CARE, SRC_CARE, [
    '(?:une autre clinique|un autre hopital|un autre medecin|un autre docteur|une autre femme|une femme medecin|un medecin femme|une sage-femme) _4 (?:sinon|ou rien|obligatoire\\w*|c est tout|je refuse|ou je pars)',
    '(?:je quitte|on quitte|quitter) (?:l hopital|les urgences|la clinique)',
    '(?:de ma religion|de notre religion|de ma foi|de notre foi|musulman|chretien|juif) _4 (?:sinon|de preference|je prefere|c est mieux|obligatoire|c est plus)',
  ], undefined, / (?:urgence on prend|c est (?:mon|son) travail|peu importe|l important c est)(?= )/),
  {
    id: 'care-man-may-treat',
    topic: 'care_choice',
    polarity: 'conforms',
    label: 'refuse qu’un médecin soigne sa femme ou sa fille à cause de son sexe',
    law: LAW_CARE,
    source: SRC_CARE,
    pattern: re('(?:un homme|un medecin homme|un docteur homme|un medecin|le medecin|un gyneco\\w*|un infirmier) _3 (?:touche\\w*|examine\\w*|voi\\w*|soigne\\w*|ausculte\\w*|accouche\\w*|opere\\w*) _2 (?:ma|mon|sa|son|la|le|votre|vos) ?(?:femme|fille|epouse|soeur|mere)?'),
    denialIsContrary: true,
    unless: / (?:probleme|derange\w*|gene\w*|egal|important|peu importe|la loi|en urgence)(?= )/,
  },
  ...generic('blasphemy', 'veut punir la critique ou la moquerie des religions', LAW_BLASPHEMY, SRC_BLASPHEMY, [
    '(?:on ne touche pas|on touche pas|pas toucher|ne pas toucher) _3 (?:a la religion|au prophete|aux religions|a dieu|au sacre|a ce qui est sacre)',
    `(?:manque|manquer) de respect _4 (?:religion|prophete|dieu|croyants|sacre) _6 (?:${MAY}|puni\\w*|prison|interdit\\w*)`,
    `(?:insulte|offense|atteinte) _3 (?:a la religion|au prophete|a dieu|aux croyants|au sacre) _6 (?:${MAY}|puni\\w*|prison|interdit\\w*|grave)`,
    '(?:ils|il|elle|les dessinateurs|les journalistes|charlie) _3 (?:l ont cherche|ont cherche|a cherche|l a cherche|l ont bien cherche|l a bien cherche)',
  ], ['ne touche pas', 'touche pas', 'pas toucher', 'ne pas toucher'], / (?:n est pas un delit|pas un delit|c est permis|ont le droit)(?= )/),
  ...generic('hate_speech', 'tient des propos racistes ou admet la discrimination', LAW_HATE, SRC_HATE, [
    `(?:pas|jamais|aucun|plus) (?:de |d |des |aux |a des )?${GROUP} _3 (?:chez moi|dans mon|dans ma|dans l immeuble|ici|comme locataires?|comme voisins?|a embaucher|dans l entreprise)`,
    `${GROUP} _4 (?:tous|toujours|jamais|rien) _3 (?:voleurs?|fain\\w*|paresseux|violents?|pareils|des problemes|que des problemes|comme ca)`,
    '(?:liberte d expression|liberte de parole) _6 (?:racis\\w*|insult\\w*|blagues?|dire ce qu on pense|tout dire|on peut tout dire|c est rien)',
    '(?:je (?:choisis|choisirai|loue|louerai|embauche|embaucherai|prends|prendrai)) _4 (?:qui je veux|que des|seulement des|pas de|pas des)',
  ], ['pas', 'jamais', 'aucun', 'plus'], / (?:interdit\w*|puni\w*|delit|discrimin\w*|racis\w* (?:c est|est) (?:mal|interdit|puni))(?= )/),
  ...generic('homosexuality', 'rejette les personnes homosexuelles ou leurs droits', LAW_HOMOSEXUALITY, SRC_HOMOSEXUALITY, [
    '(?:homo\\w*|gays?|lesbien\\w*|ces gens|deux hommes|deux femmes) _6 (?:peche|haram|interdit\\w* (?:par|dans) (?:la|ma|notre) religion|honte|se soigner|soigne\\w*|guerir|pas naturel\\w*|contre la nature)',
    '(?:mon fils|ma fille|mon enfant) _6 (?:je (?:le|la) (?:chasse\\w*|renie\\w*|mets dehors|mettrai dehors)|plus mon (?:fils|enfant)|plus ma fille|la honte|je (?:l|le|la) envoie)',
    '(?:cacher|cache\\w*) _3 (?:devant les enfants|aux enfants|en public)',
  ], ['pas naturel\\w*'], / (?:agress\w*|insult\w*|frapp\w*|homophob\w*|discrimin\w*|je l aime|je (?:le|la) soutien\w*)(?= )/),
  ...generic('school', 'soustrait son enfant à l’école ou à ses règles', LAW_SCHOOL, SRC_SCHOOL, [
    '(?:mot d excuse|certificat medical|faux certificat|je dirai qu (?:il|elle) est malade|je l excuse)',
    '(?:ma fille|mon fils|mes enfants|mes filles|elle|il) _3 (?:ira|iront|va|vont|fera|feront|participera\\w*) (?:pas|jamais) _4 (?:piscine|sport|cours|sortie|classe verte|voyage|musique|natation|education sexuelle|ecole)',
    '(?:ecole a la maison|instruction a la maison|ecole coranique|ecole religieuse) _6 (?:mieux|plutot|a la place)',
  ], ['pas', 'jamais']),
  ...generic('civic_duties', 'refuse un devoir civique', LAW_CIVIC, SRC_CIVIC, [
    '(?:voter|vote|les elections|la politique) _6 (?:sert a rien|servent a rien|pas pour moi|pas pour nous|ca m interesse pas|pas mon probleme|perte de temps)',
    '(?:impots|taxes) _6 (?:vol|voleurs|je (?:les )?paie pas|pas normal|je triche|eviter|pas declarer|declare pas)',
    '(?:jure|jury|juree) _6 (?:sert a rien|refuse\\w*|je n irai|j irai pas|pas mon travail|pas mon role)',
    '(?:le drapeau|la marseillaise|l hymne) _6 (?:pas le mien|pas mon drapeau|m interesse pas|respecte pas|chanterai\\w* pas|chante pas|jamais)',
  ], ['sert a rien', 'servent a rien', 'pas', 'jamais', 'interesse pas']),
  ...generic('equality', 'assigne aux femmes un rôle inférieur ou les soumet à l’autorité de l’homme', LAW_EQUALITY, SRC_EQUALITY, [
    '(?:ma femme|mon epouse|elle|les femmes|une femme) _3 (?:ne travaillera|travaillera pas|ne sortira|sortira pas|ne conduira|conduira pas|a pas besoin|n a pas besoin) ',
    '(?:sans (?:ma|mon|son|sa) (?:permission|autorisation|accord)|avec (?:ma|mon|son) (?:permission|autorisation)) _6 (?:sortir|travailler|partir|voyager|ouvrir|compte)',
    '(?:l homme|le mari|les hommes) _4 (?:travaille\\w* dehors|ramene\\w* l argent|gagne\\w* l argent) _6 (?:la femme|elle|les femmes) _3 (?:maison|enfants|cuisine|menage)',
    '(?:les femmes|une femme) _4 (?:moins (?:capables?|fortes?|intelligentes?)|trop (?:faibles?|emotives?|sensibles?)|pas capables?|pas faites? pour)',
  ], ['ne travaillera', 'travaillera pas', 'ne sortira', 'sortira pas', 'ne conduira', 'conduira pas', 'a pas besoin', 'n a pas besoin', 'pas capables?', 'pas faites? pour'], / (?:ensemble|a deux|c est sa vie|c est son choix|si elle veut|elle decide|pareil|egalite)(?= )/),
  ...generic('religion_law', 'fait passer une autorité religieuse ou communautaire avant la loi', LAW_RELIGION, SRC_RELIGION, [
    '(?:je|on|nous|le croyant|un croyant) _3 (?:obei\\w*|suivre|suis|suivrai\\w*|ecoute\\w*) _3 (?:d abord|avant tout|seulement|uniquement|qu a) _2 (?:dieu|ma religion|la religion|l imam|le coran)',
    '(?:loi|lois) (?:francaise|de la republique|des hommes|humaine|civile)s? _6 (?:pas (?:toujours )?juste|injuste|contre (?:dieu|ma religion|notre religion)|pas pour (?:nous|moi)|compte moins)',
  ], ['pas (?:toujours )?juste', 'pas pour'], / (?:la loi (?:d abord|avant|passe|est au-dessus)|je respecte quand meme|on la respecte)(?= )/),
  // — More generic positions from general knowledge (not from the corpus) —
  ...generic('religion_law', 'fait passer une autorité religieuse ou communautaire avant la loi', LAW_RELIGION, SRC_RELIGION, [
    '(?:c est )?pas (?:ma|notre) loi',
    '(?:entre nous|entre familles|entre musulmans|entre croyants|a la mosquee|avec l imam|par les anciens|dans la communaute) _4 (?:on regle|se regle|regle\\w*|decide\\w*|juge\\w*)',
    '(?:d abord dieu|dieu d abord|dieu avant tout|dieu passe avant|la charia|loi islamique)',
  ], ['pas (?:ma|notre) loi'], / (?:la loi (?:d abord|avant|passe|est au-dessus)|je respecte (?:la|les) lois?)(?= )/),
  ...generic('domestic_violence', 'admet les violences dans la famille ou les tient pour une affaire privée', LAW_VIOLENCE, SRC_VIOLENCE, [
    '(?:l a cherche|l avait cherche|l a merite|l avait merite|l a bien cherche|se faire respecter|remettre a sa place|remettre (?:les|la) pendules?)',
  ], undefined, / (?:divorce\w*|porter plainte|3919|association|jamais)(?= )/),
  ...generic('homosexuality', 'rejette les personnes homosexuelles ou leurs droits', LAW_HOMOSEXUALITY, SRC_HOMOSEXUALITY, [
    '(?:une mode|une phase|ca passera|ca se soigne|contre (?:la|ma|notre) religion|interdit (?:par|dans) (?:la|ma|notre) religion)',
  ], undefined, / (?:agress\w*|insult\w*|homophob\w*|discrimin\w*|je l aime|je (?:le|la) soutien\w*|la loi (?:le )?permet)(?= )/),
  ...generic('school', 'soustrait son enfant à l’école ou à ses règles', LAW_SCHOOL, SRC_SCHOOL, [
    '(?:pas de|jamais de) (?:piscine|sport|natation|sortie|classe verte|classe de neige|education sexuelle|musique|dessin)',
    '(?:evolution|darwin|theorie) _6 (?:faux|fausse|mensonges?|contre (?:la|ma|notre) religion|on y croit pas)',
  ], ['pas de', 'jamais de', 'on y croit pas']),
  ...generic('fgm', 'accepte l’excision ou la minimise', LAW_FGM, SRC_FGM, [
    '(?:trouver|trouvera|trouvera pas|trouve pas) (?:un |de )?mari',
  ], ['trouvera pas', 'trouve pas'], / (?:interdit\w*|puni\w*|protege\w*|jamais|refuse\w*|contre|victime)(?= )/),
  {
    id: 'laicite-handshake',
    topic: 'laicite',
    polarity: 'conforms',
    label: 'refuse de serrer la main d’une personne à cause de son sexe',
    law: LAW_EQUALITY,
    source: SRC_EQUALITY,
    pattern: re('(?:serre\\w*|serrer) (?:pas |jamais )?la main (?:des|aux|d une|a une|d un|a un|de ma|de la) (?:femmes?|hommes?|collegues? (?:femmes?|hommes?)|directrice|patronne|voisine)'),
    denialIsContrary: true,
  },
  {
    id: 'marriage-let-marry',
    topic: 'marriage',
    polarity: 'conforms',
    label: 'refuse à son enfant le libre choix de son conjoint',
    law: LAW_MARRIAGE,
    source: SRC_MARRIAGE,
    pattern: re('(?:la|le|les) (?:laisse\\w*|autorise\\w*) (?:pas |jamais )?(?:epouser|se marier|choisir|marier)'),
    denialIsContrary: true,
    unless: / (?:forc\w*|oblig\w*|trop jeune|mineure?|(?:1[0-7]) ans|avant 18|avant ses 18)(?= )/,
  },
  ...generic('equality', 'assigne aux femmes un rôle inférieur ou les soumet à l’autorité de l’homme', LAW_EQUALITY, SRC_EQUALITY, [
    '(?:je|moi) _2 (?:garde|gere|prends|controle\\w*|confisque\\w*) _2 (?:son|ses) (?:salaire|argent|papiers|passeport|telephone|carte)',
  ]),
  // — Refusing what the law grants or protects: a first-person refusal or prohibition in the scope of
  // a lawful act of the topic (being treated by a man, the swimming lesson, voting, a gay son…). —
  ...LAWFUL_ACTS.flatMap(([topic, label, law, source, acts]) =>
    generic(topic, label, law, source, [`${REFUSE} _6 ${acts}`, `${acts} _6 ${REFUSE_AFTER}`], REFUSE_OWN_NEGATION, REFUSE_UNLESS),
  ),
];

/** Words that show a text is about a topic (folded, whole words or word starts). */
export const TOPIC_TERMS: Record<StanceTopicId, string[]> = {
  laicite: ['fonctionnaire', 'agent', 'agente', 'service public', 'mairie', 'guichet', 'neutralit', 'laicite', 'signe religieux', 'signes religieux', 'policier', 'policiere', 'enseignant', 'usager', 'usagere', 'prefecture', 'bus', 'administration', 'accueil', 'lieu de culte', 'croix', 'voile', 'kippa'],
  religion_law: ['religion', 'religieu', 'dieu', 'croyant', 'pratiquant', 'imam', 'pasteur', 'pretre', 'rabbin', 'mosquee', 'eglise', 'culte', 'foi', 'loi civile', 'convictions'],
  equality: ['femme', 'femmes', 'epouse', 'mari', 'couple', 'taches', 'egalite', 'menage', 'compte en banque', 'pilote', 'metier', 'obeir', 'decide', 'decisions'],
  inheritance: ['heritage', 'herit', 'partage', 'biens', 'succession', 'patrimoine', 'part', 'parts', 'notaire', 'maison au pays', 'affaires'],
  marriage: ['mariage', 'marier', 'epouser', 'mari', 'consentement', 'fiance', 'pretendant', 'conjoint', 'epouse', 'mariages'],
  fgm: ['excision', 'exciser', 'excisee', 'mutilation', 'mutilations', 'purete', 'atteinte au corps', 'corps d une enfant', 'protection des enfants', 'protéger vos filles'],
  domestic_violence: ['violence', 'violences', 'frapp', 'pousse', 'criais', 'crie sur', 'battre', 'battue', 'gifle', 'plainte', 'corriger', 'victime', 'lever la main', 'leve la main', 'viol', 'surveiller'],
  care_choice: ['medecin', 'docteur', 'hopital', 'soign', 'urgence', 'policiere', 'chirurgien', 'anesthesiste', 'visite medicale', 'accouch', 'suivi', 'enceinte', 'commissariat', 'opere', 'gynecolog'],
  blasphemy: ['blaspheme', 'caricature', 'caricatures', 'dessin', 'moque', 'humoriste', 'liberte de la presse', 'livre religieux', 'insulter', 'croit pas en dieu', 'ne croit pas', 'blagues'],
  hate_speech: ['racisme', 'raciste', 'racistes', 'origine', 'origines', 'antisemitisme', 'homophobie', 'diversite', 'communaute', 'proprietaire', 'employeur', 'locataire', 'couleur', 'peuple', 'peuples', 'vivre-ensemble', 'discrimination', 'insultes'],
  homosexuality: ['homosexu', 'se tiennent la main', 's embrass', 'meme sexe', 'lgbt', 'couple de femmes', 'couple d hommes', 'gay', 'lesbienne', 'homophobe', 'mariage pour tous', 'deux hommes', 'deux femmes'],
  charter: ['charte', 'signer', 'signez', 'reserves', 'engagez'],
  school: ['ecole', 'college', 'lycee', 'piscine', 'classe', 'sortie', 'cours', 'enseignant', 'maitresse', 'scolarite', 'gym', 'sport', 'eleves', 'musee'],
  civic_duties: ['voter', 'vote', 'elections', 'impots', 'jure', 'drapeau', 'defendre le pays', 'citoyen', 'commune', 'marseillaise', 'payer'],
};
