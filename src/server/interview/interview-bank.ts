// The examiner's question bank: prefecture-style questions in French for each stage of the
// assimilation interview, with for knowledge questions the concepts a good answer contains.
// Facts follow the Constitution of 4 October 1958, the Livret du citoyen and official sites
// (elysee.fr, vie-publique.fr, assemblee-nationale.fr).
import type { Category, InterviewStage } from '../../shared/constants.js';
import { MORE_IDENTITY, MORE_MOTIVATION, MORE_OPENING, MORE_VALUES } from './content/bank-more.js';
import {
  FRENCH_ARTISTS,
  MONUMENTS,
  MOUNTAINS,
  NOT_FRENCH_ARTISTS,
  NOT_IN_PANTHEON,
  NOT_MOUNTAINS,
  NOT_NEIGHBOURS,
  NOT_OVERSEAS,
  NOT_RIVERS,
  OVERSEAS,
  PANTHEON,
  RIVERS,
} from './content/lists.js';

export interface Concept {
  id: string;
  /** How the concept is named in the report. */
  label: string;
  /** Phrases any of which shows the concept (matched with folding, stemming and fuzziness). */
  terms: string[];
  /** A short prompt for it when it is missing (« Et Marianne ? »), asked after an incomplete answer. */
  ask?: string;
}

export interface WrongFact {
  /** Tested on each folded clause of the answer, words separated by single spaces (facts.ts). */
  pattern: RegExp;
  /** The correction said by the examiner and shown in the report. */
  correction: string;
  /** Not counted when the same clause also matches this (the right fact, or another subject). */
  except?: RegExp;
  /** Concepts the clause must not earn (or 'clause': none), so a wrong pairing is never credited. */
  poisons?: string[] | 'clause';
  /** The pattern contains its own negation ("on n'a pas le droit de…"): a negated clause still counts. */
  negationIsClaim?: boolean;
  /** Counts even in a clause about the past (by default "avant c'était sept ans" is not an error). */
  pastToo?: boolean;
  /** Tested on the whole sentence rather than clause by clause (a list such as "travail, famille, patrie"). */
  scope?: 'sentence';
}

/** A subject and what belongs to it: "8 mai" ↔ "victoire de 1945". A key said with another key's value is wrong. */
export interface Binding {
  key: RegExp;
  value: RegExp;
  /** The right pairing, said in the correction. */
  fact: string;
}

export type CivicArea = 'symboles' | 'institutions' | 'histoire' | 'geographie' | 'culture' | 'droits_devoirs';

export interface BankQuestion {
  id: string;
  stage: InterviewStage;
  text: string;
  /** A simpler rephrasing used after a non-answer, an off-topic or a non-French answer. */
  simpler: string;
  /** A deeper question asked after a strong answer. */
  deeper?: string;
  /** Words that show an answer is on topic. */
  topic: string[];
  /** Words of the expected length: a full answer is about this long. */
  targetWords: number;
  area?: CivicArea;
  category?: Category;
  /** What the question is about, for the report ("la devise de la République"). */
  topicLabel?: string;
  concepts?: Concept[];
  /** Concepts needed for full marks. */
  required?: number;
  wrongFacts?: WrongFact[];
  bindings?: Binding[];
  /** Questions on equality between women and men: a negated equality counts as a rejection. */
  gender?: boolean;
  /** Facts about the candidate's own life (their region, their département): checked like knowledge. */
  checksFacts?: boolean;
  /** The right facts, said when the candidate did not give them ("Lyon est dans la région…"). */
  factNote?: string;
}

const c = (id: string, label: string, terms: string[], ask?: string): Concept => (ask ? { id, label, terms, ask } : { id, label, terms });

export const OPENING_QUESTIONS: BankQuestion[] = [
  {
    id: 'open-1',
    stage: 'opening',
    text: "Bonjour {name}, je suis l'agent de la préfecture chargé de votre entretien d'assimilation. Asseyez-vous, je vous en prie. Pour commencer, pouvez-vous vous présenter en quelques phrases ?",
    simpler: 'Comment vous appelez-vous, quel âge avez-vous et de quel pays venez-vous ?',
    topic: ['appelle', 'nom', 'ans', 'né', 'pays', 'origine', 'habite', 'vis', 'marié', 'travaille', 'France'],
    targetWords: 20,
  },
  {
    id: 'open-2',
    stage: 'opening',
    text: "Bonjour {name}, bienvenue à la préfecture. Cet entretien dure une vingtaine de minutes : je vais vous interroger sur votre parcours, votre intégration, vos motivations et votre adhésion aux valeurs de la République. Pour commencer, présentez-vous, s'il vous plaît.",
    simpler: 'Pouvez-vous me dire votre nom, votre âge et votre pays de naissance ?',
    topic: ['appelle', 'nom', 'ans', 'né', 'pays', 'origine', 'habite', 'vis', 'marié', 'travaille', 'France'],
    targetWords: 20,
  },
  {
    id: 'open-3',
    stage: 'opening',
    text: "Bonjour {name}, {merci d'être venu à votre rendez-vous|merci d'être venue à votre rendez-vous|merci pour votre présence à ce rendez-vous}. Je vais vous poser des questions simples, comme dans une conversation. Pouvez-vous d'abord me parler un peu de vous ?",
    simpler: "Qui êtes-vous ? Dites-moi votre nom, votre âge et d'où vous venez.",
    topic: ['appelle', 'nom', 'ans', 'né', 'pays', 'origine', 'habite', 'vis', 'marié', 'travaille', 'France'],
    targetWords: 20,
  },
];

const IDENTITY_TOPIC_COMMON = ['France', 'famille', 'travail', 'ans', 'depuis'];

export const IDENTITY_QUESTIONS: BankQuestion[] = [
  {
    id: 'id-arrival',
    stage: 'identity',
    text: 'Depuis combien de temps vivez-vous en France, et {dans quelles circonstances êtes-vous arrivé|dans quelles circonstances êtes-vous arrivée|quelles ont été les circonstances de votre arrivée} ?',
    simpler: '{En quelle année êtes-vous arrivé en France|En quelle année êtes-vous arrivée en France|En quelle année votre arrivée en France a-t-elle eu lieu} ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'arrivé', 'venu', 'année', 'études', 'mariage', 'réfugié', 'visa', 'titre de séjour'],
    targetWords: 25,
  },
  {
    id: 'id-family',
    stage: 'identity',
    text: 'Quelle est votre situation familiale ?',
    simpler: '{Êtes-vous marié|Êtes-vous mariée|Vivez-vous en couple} ? Avez-vous des enfants ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'marié', 'mari', 'épouse', 'femme', 'enfants', 'célibataire', 'pacsé', 'conjoint', 'fils', 'fille', 'divorcé', 'parents'],
    targetWords: 20,
  },
  {
    id: 'id-work',
    stage: 'identity',
    text: 'Quel est votre parcours professionnel en France ?',
    simpler: 'Quel est votre métier ? Travaillez-vous en ce moment ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'métier', 'travaille', 'emploi', 'entreprise', 'poste', 'chômage', 'études', 'formation', 'diplôme', 'salarié', 'CDI', 'retraite', 'infirmier', 'collègues'],
    targetWords: 25,
  },
  {
    id: 'id-home',
    stage: 'identity',
    text: 'Où habitez-vous, et comment décririez-vous votre vie dans votre ville ou votre quartier ?',
    simpler: 'Dans quelle ville habitez-vous ? Vous y plaisez-vous ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'habite', 'ville', 'quartier', 'voisins', 'vis', 'appartement', 'maison', 'commune', 'calme'],
    targetWords: 25,
  },
  {
    id: 'id-studies',
    stage: 'identity',
    text: "Quelles études ou quelles formations avez-vous suivies, dans votre pays d'origine ou en France ?",
    simpler: "{Êtes-vous allé à l'école|Êtes-vous allée à l'école|Avez-vous fréquenté l'école} ou à l'université ? Jusqu'à quel niveau ?",
    topic: [...IDENTITY_TOPIC_COMMON, 'études', 'école', 'université', 'diplôme', 'formation', 'baccalauréat', 'licence', 'master', 'lycée', 'apprentissage'],
    targetWords: 25,
  },
  {
    id: 'id-french',
    stage: 'identity',
    text: 'Comment avez-vous appris le français, et dans quelles occasions le parlez-vous ?',
    simpler: 'Où avez-vous appris à parler français ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'appris', 'cours', 'école', 'français', 'langue', 'parler', 'lire', 'association', 'parle', 'télévision'],
    targetWords: 25,
  },
  {
    id: 'id-leisure',
    stage: 'identity',
    text: 'Que faites-vous pendant votre temps libre ?',
    simpler: 'Quels sont vos loisirs, le week-end par exemple ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'sport', 'lire', 'lecture', 'musique', 'amis', 'association', 'bénévole', 'cinéma', 'promenade', 'cuisine', 'loisirs', 'week-end', 'football', 'enfants'],
    targetWords: 20,
  },
  {
    id: 'id-origin',
    stage: 'identity',
    text: "Quels liens gardez-vous avec votre pays d'origine ?",
    simpler: "Retournez-vous parfois dans votre pays d'origine ? Avez-vous encore de la famille là-bas ?",
    topic: [...IDENTITY_TOPIC_COMMON, 'pays', 'retourne', 'vacances', 'parents', 'origine', 'liens', 'téléphone', 'frères', 'sœurs'],
    targetWords: 20,
  },
  {
    id: 'id-social',
    stage: 'identity',
    text: "Participez-vous à la vie de votre commune, d'une association ou de l'école de vos enfants ?",
    simpler: 'Faites-vous partie d’une association, ou aidez-vous dans votre quartier ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'association', 'bénévole', 'bénévolat', 'école', 'parents d’élèves', 'mairie', 'commune', 'club', 'aide', 'quartier', 'participe'],
    targetWords: 20,
  },
];

const MOTIVATION_TOPIC = [
  'France', 'français', 'nationalité', 'citoyen', 'vie', 'famille', 'travail', 'enfants', 'valeurs', 'pays',
  'voter', 'avenir', 'aime', 'projet', 'liberté', 'culture', 'langue', 'intégré', 'appartenir', 'chez moi',
];

export const MOTIVATION_QUESTIONS: BankQuestion[] = [
  {
    id: 'mot-why',
    stage: 'motivation',
    text: 'Pourquoi souhaitez-vous {devenir français|devenir française|acquérir la nationalité française} ?',
    simpler: "Qu'est-ce qui vous donne envie d'avoir la nationalité française ?",
    deeper: 'Qu’est-ce que la nationalité française changerait concrètement pour vous ?',
    topic: MOTIVATION_TOPIC,
    targetWords: 35,
  },
  {
    id: 'mot-meaning',
    stage: 'motivation',
    text: 'Que représente la France pour vous ?',
    simpler: "Qu'aimez-vous en France ?",
    deeper: 'Y a-t-il quelque chose qui a été difficile pour vous en arrivant en France ?',
    topic: MOTIVATION_TOPIC,
    targetWords: 35,
  },
  {
    id: 'mot-change',
    stage: 'motivation',
    text: 'Qu’est-ce que la nationalité française va changer dans votre vie de tous les jours ?',
    simpler: '{Être français|Être française|Avoir la nationalité française}, pour vous, cela change quoi ?',
    deeper: 'Et quels nouveaux devoirs aurez-vous une fois français ?',
    topic: [...MOTIVATION_TOPIC, 'voter', 'droits', 'devoirs', 'passeport'],
    targetWords: 30,
  },
  {
    id: 'mot-citizen',
    stage: 'motivation',
    text: '{Être citoyen français|Être citoyenne française|Avoir la citoyenneté française}, qu’est-ce que cela signifie pour vous ?',
    simpler: "Pour vous, qu'est-ce qu'un bon citoyen ?",
    deeper: 'Comment participez-vous déjà, aujourd’hui, à la vie de la société ?',
    topic: [...MOTIVATION_TOPIC, 'droits', 'devoirs', 'respecter', 'loi', 'participer'],
    targetWords: 30,
  },
  {
    id: 'mot-integration',
    stage: 'motivation',
    text: 'Comment {vous sentez-vous intégré|vous sentez-vous intégrée|se passe votre intégration} dans la société française ?',
    simpler: 'Avez-vous des amis français ? Vous sentez-vous bien en France ?',
    deeper: 'Qu’est-ce qui vous a le plus aidé à vous intégrer ?',
    topic: [...MOTIVATION_TOPIC, 'amis', 'voisins', 'collègues', 'intégré', 'intégration'],
    targetWords: 30,
  },
  {
    id: 'mot-vote',
    stage: 'motivation',
    text: 'Avez-vous l’intention de voter une fois {devenu français|devenue française|la nationalité française obtenue} ? Pourquoi ?',
    simpler: 'Irez-vous voter aux élections ?',
    deeper: 'À quelles élections pourrez-vous participer ?',
    topic: [...MOTIVATION_TOPIC, 'voter', 'vote', 'élections', 'devoir', 'droit', 'choisir', 'président', 'maire'],
    targetWords: 25,
  },
  {
    id: 'mot-future',
    stage: 'motivation',
    text: 'Quels sont vos projets pour l’avenir en France ?',
    simpler: 'Que voulez-vous faire dans les prochaines années ?',
    deeper: 'Comment voyez-vous l’avenir de vos enfants, ou de votre famille, en France ?',
    topic: [...MOTIVATION_TOPIC, 'projet', 'avenir', 'maison', 'entreprise', 'études', 'enfants', 'rester'],
    targetWords: 30,
  },
  {
    id: 'mot-choice',
    stage: 'motivation',
    text: 'Pourquoi avez-vous choisi de vous installer en France plutôt que dans un autre pays ?',
    simpler: 'Pourquoi la France ?',
    deeper: 'Et aujourd’hui, pourquoi voulez-vous y rester pour toujours ?',
    topic: [...MOTIVATION_TOPIC, 'choisi', 'installer', 'langue', 'famille', 'études'],
    targetWords: 30,
  },
  {
    id: 'mot-culture',
    stage: 'motivation',
    text: 'Qu’appréciez-vous dans la culture et le mode de vie français ?',
    simpler: 'Qu’est-ce que vous aimez dans la vie en France ?',
    deeper: 'Y a-t-il une habitude française que vous avez adoptée ?',
    topic: [...MOTIVATION_TOPIC, 'cuisine', 'gastronomie', 'littérature', 'cinéma', 'musique', 'fêtes', 'repas'],
    targetWords: 30,
  },
];

export const CIVIC_QUESTIONS: BankQuestion[] = [
  // Symboles et principes (quiz category « valeurs »)
  {
    id: 'civ-motto', stage: 'civic_knowledge', area: 'symboles', category: 'valeurs',
    topicLabel: 'la devise de la République',
    text: 'Quelle est la devise de la République française ?',
    simpler: 'La devise de la France tient en trois mots, qu’on lit sur les mairies. Lesquels ?',
    deeper: 'Que signifie pour vous le mot « fraternité » ?',
    topic: ['devise', 'mots', 'république'],
    concepts: [c('liberte', 'Liberté', ['liberté', 'liberty', 'freedom']), c('egalite', 'Égalité', ['égalité', 'equality']), c('fraternite', 'Fraternité', ['fraternité', 'fraternity', 'brotherhood'])],
    required: 3, targetWords: 10,
    wrongFacts: [
      { scope: 'sentence', pattern: /\btravail\b.{0,200}\bfamille\b.{0,200}\bpatrie\b/, correction: '« Travail, Famille, Patrie » était la devise du régime de Vichy ; celle de la République est « Liberté, Égalité, Fraternité ».', except: /\b(vichy|petain)\b/, poisons: 'clause' },
    ],
  },
  {
    id: 'civ-symbols', stage: 'civic_knowledge', area: 'symboles', category: 'valeurs',
    topicLabel: 'les symboles de la République',
    text: 'Pouvez-vous me citer et me décrire les symboles de la République française ?',
    simpler: 'Par exemple, de quelles couleurs est le drapeau français, et comment s’appelle l’hymne national ?',
    topic: ['symbole', 'république'],
    concepts: [
      c('drapeau', 'le drapeau tricolore bleu, blanc, rouge', ['drapeau', 'tricolore', 'bleu blanc rouge', 'flag', 'blue white red'], 'Et le drapeau ?'),
      c('marseillaise', 'La Marseillaise, l’hymne national', ['marseillaise', 'hymne'], 'Et l’hymne national ?'),
      c('marianne', 'Marianne', ['marianne'], 'Et Marianne ?'),
      c('devise', 'la devise « Liberté, Égalité, Fraternité »', ['devise', 'liberté égalité fraternité'], 'La devise ?'),
      c('fete', 'le 14 Juillet, fête nationale', ['14 juillet', 'quatorze juillet', 'fête nationale']),
      c('coq', 'le coq', ['coq']),
    ],
    // The coq is a traditional emblem, not a symbol of the Constitution: three items with it are not yet a full answer.
    required: 4, targetWords: 20,
    wrongFacts: [
      { pattern: /\bdrapeau\b.{0,200}\b(vert|jaune|noir|orange)\b/, correction: 'Le drapeau français est bleu, blanc, rouge.', poisons: ['drapeau'] },
      { pattern: /\b(aigle|lion)\b/, correction: 'Le symbole animal de la France est le coq gaulois, pas l’aigle ni le lion.', except: /\b(napoleon|empire)\b/ },
    ],
  },
  {
    id: 'civ-anthem', stage: 'civic_knowledge', area: 'symboles', category: 'valeurs',
    topicLabel: 'l’hymne national',
    text: 'Quel est l’hymne national français, et que savez-vous de son histoire ?',
    simpler: 'Comment s’appelle la chanson officielle de la France, qu’on chante par exemple avant les matchs ?',
    topic: ['hymne', 'chant', 'chanson'],
    concepts: [
      c('marseillaise', 'La Marseillaise', ['marseillaise']),
      c('date', 'écrite en 1792, pendant la Révolution', ['1792', 'révolution', 'guerre contre l’autriche', '1795']),
      c('auteur', 'composée par Rouget de Lisle', ['rouget', 'lisle']),
      c('marseille', 'chantée par les fédérés de Marseille', ['marseille', 'fédérés', 'soldats']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      {
        pattern: /\b(ecri\w*|compos\w*|auteur|cree\w*|redig\w*|paroles|written|composed|by)\b.{0,200}\b(hugo|moliere|voltaire|napoleon|berlioz|balzac|rousseau|la ?fayette|robespierre|louis xvi|de gaulle|mozart|beethoven|piaf|gainsbourg|debussy|bizet|chopin|zola|dumas|danton|marat|lully)\b|\b(hugo|moliere|voltaire|napoleon|berlioz|rousseau|robespierre|louis xvi|de gaulle|mozart|beethoven|zola|dumas) (a |l a |has )?(ecrit|compose|cree|wrote)/,
        correction: 'La Marseillaise a été écrite et composée par Rouget de Lisle, à Strasbourg, en 1792.',
        except: /\b(rouget|lisle|arrang\w*|orchestr\w*|harmonis\w*)\b/,
        poisons: ['auteur'],
      },
      {
        pattern: /\b(ecri\w*|compos\w*|cree\w*|date\w*|nee|en|in)\s(?:\S+\s){0,2}(1789|1790|1791|1793|1799|1804|1815|1830|1848|1870|1905|1914|1918|1944|1958)\b/,
        correction: 'La Marseillaise a été écrite en 1792 (hymne national en 1795, puis de nouveau en 1879).',
        except: /\b(1792|1795|1879)\b/,
        poisons: ['date'],
      },
      { pattern: /\b(ecri\w*|compos\w*|cree\w*)\b.{0,200}\ba marseille\b/, correction: 'La Marseillaise a été écrite à Strasbourg ; elle doit son nom aux fédérés marseillais qui la chantaient en montant à Paris.', poisons: ['marseille'] },
    ],
  },
  {
    id: 'civ-14juillet', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'la fête nationale du 14 Juillet',
    text: 'Que célèbre-t-on le 14 juillet en France ?',
    simpler: 'Le 14 juillet est un jour férié. Quel événement historique rappelle-t-il ?',
    deeper: 'Que s’est-il passé un an plus tard, le 14 juillet 1790 ?',
    topic: ['14 juillet', 'fête', 'célèbre'],
    concepts: [
      c('fete', 'la fête nationale', ['fête nationale']),
      c('bastille', 'la prise de la Bastille', ['bastille']),
      c('1789', 'en 1789, au début de la Révolution', ['1789', 'révolution']),
      c('federation', 'la fête de la Fédération de 1790', ['fédération', '1790']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      { pattern: /\b(independance|independence)\b/, correction: 'Le 14 juillet ne fête pas une indépendance : il commémore la prise de la Bastille (1789) et la fête de la Fédération (1790).' },
      { pattern: /\b(armistice|fin de la guerre|victoire|liberation|noel|fete du travail|naissance de napoleon|sacre)\b/, correction: 'Le 14 juillet commémore la prise de la Bastille (14 juillet 1789) et la fête de la Fédération (14 juillet 1790).', except: /\b(defile|militaire|federation)\b/, poisons: 'clause' },
      { pattern: /\bbastille\b.{0,200}\b(1790|1792|1793|1799|1804|1815|1830|1848|1870|1914|1918|1945)\b/, correction: 'La prise de la Bastille a eu lieu le 14 juillet 1789.', except: /\b(1789|federation)\b/, poisons: ['bastille', '1789'] },
    ],
  },
  {
    id: 'civ-laicite', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'la laïcité et la loi de 1905',
    text: 'Qu’est-ce que la laïcité, et quelle loi l’a établie ?',
    simpler: 'En France, l’État a-t-il une religion ? Que dit la loi sur les religions ?',
    topic: ['laïcité', 'religion', 'état', 'loi'],
    concepts: [
      c('separation', 'la séparation des Églises et de l’État', ['séparation', 'église état', 'églises et de l’état']),
      c('neutralite', 'la neutralité de l’État et des services publics', ['neutre', 'neutralité', 'aucune religion', 'pas de religion officielle']),
      c('liberte', 'la liberté de conscience : croire ou ne pas croire', ['liberté de conscience', 'croire', 'liberté religieuse', 'pratiquer sa religion', 'libre de pratiquer']),
      c('1905', 'la loi du 9 décembre 1905', ['1905']),
    ],
    required: 3, targetWords: 20,
    wrongFacts: [
      { pattern: /\b(interdit|interdire|interdiction|supprime\w*|contre) (la |les |de |d )?(religion|religions|croire|prier|culte|cultes)\b/, correction: 'La laïcité n’interdit pas les religions : elle garantit la liberté de croire ou de ne pas croire et la neutralité de l’État.' },
      {
        pattern: /\b(interdi\w*|defend\w*|bannis?\w*)\b.{0,200}\b(voile|foulard|hijab|kippa|croix|turban|signes? religieux|signes?)\b.{0,200}\b(rue|espace public|partout|dehors|en public|en ville)\b|\b(voile|foulard|hijab|kippa|croix|signes? religieux)\b.{0,200}\b(interdi\w*)\b.{0,200}\b(rue|espace public|partout|dehors|en public|en ville)\b/,
        correction: 'Dans la rue, chacun peut porter un signe religieux (voile, kippa, croix) : la neutralité s’impose aux agents publics et, depuis 2004, aux élèves des écoles publiques ; seule la dissimulation du visage est interdite dans l’espace public (loi de 2010).',
        except: /\b(visage|burqa|niqab|cagoule)\b/,
      },
      {
        pattern: /\b(pas le droit|ne peut pas|ne peuvent pas|ne pouvons pas|pas autorise\w*|pas permis)\b.{0,200}\b(voile|foulard|hijab|kippa|croix|signes? religieux)\b.{0,200}\b(rue|espace public|partout|dehors|en public|en ville)\b/,
        correction: 'Dans la rue, chacun peut porter un signe religieux (voile, kippa, croix) : la neutralité s’impose aux agents publics et, depuis 2004, aux élèves des écoles publiques ; seule la dissimulation du visage est interdite dans l’espace public (loi de 2010).',
        except: /\b(visage|burqa|niqab|agents?|fonctionnaires?|ecole|eleves|travail)\b/,
        negationIsClaim: true,
      },
      { pattern: /\b(france|etat|pays) (est |c est )?(un pays |un etat )?athee\b/, correction: 'La France n’est pas athée : l’État est neutre et chacun est libre de croire ou de ne pas croire.' },
      { pattern: /\bloi (de |du )?(?:\d{1,2} \S+ )?(1789|1901|1945|1946|1958)\b/, correction: 'La laïcité repose sur la loi du 9 décembre 1905 de séparation des Églises et de l’État.', except: /\b1905\b/, poisons: ['1905'] },
    ],
  },
  // Institutions
  {
    id: 'civ-president', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'l’élection et le mandat du président de la République',
    text: 'Comment est élu le président de la République, et pour combien de temps ?',
    simpler: 'Le président de la République est élu par qui ? Et son mandat dure combien d’années ?',
    deeper: 'Combien de mandats de suite un président peut-il faire ?',
    topic: ['président', 'élu', 'élection', 'mandat', 'ans'],
    concepts: [
      c('suffrage', 'au suffrage universel direct', ['suffrage universel', 'élu par le peuple', 'élu par les français', 'élu par les citoyens', 'vote des français', 'les français votent', 'les citoyens votent', 'universal suffrage', 'elected by the people']),
      c('duree', 'pour cinq ans (quinquennat)', ['cinq ans', 'quinquennat', 'five years']),
      c('mandats', 'deux mandats consécutifs au plus', ['deux mandats']),
      c('tours', 'au scrutin à deux tours', ['deux tours', 'second tour']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      { pattern: /\b(7|sept|6|six|4|quatre|seven|six) (ans|annees|years)\b|\bseptennat\b/, correction: 'Le mandat présidentiel dure cinq ans depuis la réforme de 2000 (le septennat a été supprimé).', poisons: ['duree'] },
      {
        pattern: /\bsuffrage (universel )?indirect\b|\b(elu|elected|choisi|designe|nomme) (par|by) (le parlement|l assemblee|les deputes|les senateurs|le senat|le congres|les grands electeurs|le gouvernement|le premier ministre|parliament)\b/,
        correction: 'Le président est élu au suffrage universel direct, par tous les citoyens, depuis 1962.',
        poisons: ['suffrage'],
      },
    ],
  },
  {
    id: 'civ-laws', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'le Parlement et le vote des lois',
    text: 'Qui vote les lois en France ?',
    simpler: 'Comment s’appelle l’institution où les lois sont votées, et de quelles deux assemblées est-elle composée ?',
    deeper: 'Quelle différence faites-vous entre un député et un sénateur ?',
    topic: ['loi', 'vote', 'parlement'],
    concepts: [
      c('parlement', 'le Parlement', ['parlement', 'parlementaires', 'parliament']),
      c('assemblee', 'l’Assemblée nationale et ses députés', ['assemblée nationale', 'députés']),
      c('senat', 'le Sénat et ses sénateurs', ['sénat', 'sénateurs']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      {
        pattern: /\b(c est le president|c est le gouvernement|c est le premier ministre|(le president|le gouvernement|le premier ministre|les ministres|le prefet|les juges|le conseil constitutionnel|le maire) (vote|votent|fait|font|decide|decident|ecrit|ecrivent)( les| la)? lois?)\b/,
        correction: 'Les lois sont votées par le Parlement (Assemblée nationale et Sénat) ; le président les promulgue.',
      },
    ],
  },
  {
    id: 'civ-pm', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'le rôle du Premier ministre',
    text: 'Quel est le rôle du Premier ministre ?',
    simpler: 'Qui nomme le Premier ministre, et que dirige-t-il ?',
    topic: ['premier ministre', 'gouvernement', 'ministres'],
    concepts: [
      c('gouvernement', 'il dirige l’action du Gouvernement', ['dirige le gouvernement', 'chef du gouvernement', 'dirige les ministres', 'gouvernement']),
      c('nomme', 'il est nommé par le président de la République', ['nommé président', 'choisi par le président', 'président nomme', 'désigné par le président', 'appointed by the president']),
      c('politique', 'le Gouvernement détermine et conduit la politique de la Nation', ['politique de la nation', 'conduit la politique', 'applique les lois', 'exécution des lois']),
      c('responsable', 'il est responsable devant l’Assemblée nationale', ['responsable devant', 'motion de censure']),
      c('matignon', 'il siège à l’hôtel de Matignon', ['matignon']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      {
        pattern: /\b(elu|elus|elected|vote|choisi)\b.{0,200}\b(par|by) (les deputes|l assemblee|le parlement|le senat|le peuple|les francais|les citoyens|les electeurs|the people)\b|\b(premier ministre|il) (est )?elu\b/,
        correction: 'Le Premier ministre n’est pas élu : il est nommé par le président de la République (article 8 de la Constitution).',
        except: /\bpresident\b.{0,200}\belu\b|\belu\b.{0,200}\bpresident\b/,
        poisons: ['nomme'],
      },
      {
        pattern: /\b(habite\w*|vit|vivent|siege\w*|travaille\w*|reside\w*|loge\w*|bureau|lives?)\b.{0,200}\belysee\b/,
        correction: 'Le Premier ministre siège à l’hôtel de Matignon ; l’Élysée est le palais du président de la République.',
        except: /\bpresident\b/,
        poisons: ['matignon'],
      },
    ],
  },
  {
    id: 'civ-deputes', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'l’Assemblée nationale et les députés',
    text: 'Combien y a-t-il de députés à l’Assemblée nationale, et comment sont-ils élus ?',
    simpler: 'Qui élit les députés, et pour combien d’années ?',
    topic: ['députés', 'assemblée', 'élus'],
    concepts: [
      c('577', '577 députés', ['577']),
      c('suffrage', 'élus au suffrage universel direct par les citoyens', ['suffrage universel', 'élus par les citoyens', 'élus par le peuple', 'élus par les français', 'élections législatives', 'législatives']),
      c('duree', 'pour cinq ans', ['cinq ans', 'five years']),
      c('circonscription', 'un député par circonscription', ['circonscription']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      {
        pattern: /\b(?!577\b)\d{3} (deputes|deputies|membres)\b|\bdeputes (sont |est )?(au nombre de )?(?!577\b)\d{3}\b|\b(cinq|six|trois|quatre) cents? (deputes)\b/,
        correction: 'L’Assemblée nationale compte 577 députés (le Sénat, 348 sénateurs).',
        except: /\b(senat|senateurs)\b/,
        poisons: ['577'],
      },
      {
        pattern: /\b(pour|de|durant|pendant|for) (6|six|7|sept|9|neuf|4|quatre|3|trois) (ans|years)\b/,
        correction: 'Les députés sont élus pour cinq ans (les sénateurs pour six ans).',
        except: /\b(senat|senateurs|maire|municipa\w*)\b/,
        poisons: ['duree'],
      },
      { pattern: /\b(nommes|designes|choisis) par\b/, correction: 'Les députés sont élus au suffrage universel direct par les citoyens, lors des élections législatives.', poisons: ['suffrage'] },
    ],
  },
  {
    id: 'civ-constitution', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la Constitution de la Ve République',
    text: 'Que savez-vous de la Constitution de la Ve République ?',
    simpler: 'En quelle année la Constitution actuelle de la France a-t-elle été adoptée, et à quoi sert-elle ?',
    topic: ['constitution', 'république', 'texte'],
    concepts: [
      c('1958', 'adoptée en 1958', ['1958']),
      c('fondamental', 'le texte fondamental qui organise les pouvoirs et garantit les droits', ['texte fondamental', 'loi fondamentale', 'loi suprême', 'organise les pouvoirs', 'règles', 'au-dessus des lois']),
      c('gaulle', 'voulue par le général de Gaulle', ['gaulle']),
      c('referendum', 'approuvée par référendum', ['référendum']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      {
        pattern: /\b(adopt\w*|ecri\w*|redig\w*|cree\w*|vote\w*|sign\w*|promulgu\w*|date\w*|approuv\w*|en|de|du|in|since|depuis)\s(?:\S+\s){0,2}(1946|1791|1793|1795|1848|1852|1875|1789|1940|1968|1981|1962|2000)\b/,
        correction: 'La Constitution de la Ve République a été adoptée par référendum le 28 septembre 1958 (promulguée le 4 octobre 1958).',
        except: /\b(1958|remplac\w*|ive|iv|quatrieme|precedent\w*|revis\w*|modifi\w*|reform\w*|elu|election|suffrage)\b/,
        poisons: ['1958'],
      },
    ],
  },
  {
    id: 'civ-mayor', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la commune et le maire',
    text: 'À quoi sert le maire, et comment est-il choisi ?',
    simpler: 'Qui dirige la commune, la mairie ? Qui le choisit ?',
    topic: ['maire', 'mairie', 'commune'],
    concepts: [
      c('conseil', 'élu par le conseil municipal', ['conseil municipal', 'conseillers municipaux', 'élu par les conseillers']),
      c('elections', 'après les élections municipales, tous les six ans', ['élections municipales', 'six ans', 'élu par les habitants', 'élus par les habitants']),
      c('etatcivil', 'officier d’état civil : mariages, naissances', ['état civil', 'mariage', 'marie les gens', 'naissances']),
      c('commune', 'il gère la commune (écoles, voirie, urbanisme)', ['commune', 'école', 'routes', 'ville', 'permis de construire']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      {
        pattern: /\b(nomme|nommee|designe|choisi|appointed)\b.{0,200}\b(par|by) (le |l |la )?(prefet|prefecture|president|gouvernement|etat|ministre|premier ministre)\b|\b(le prefet|l etat|le president|le gouvernement|le ministre) (qui )?(le |la )?(nomme|choisit|designe)\b/,
        correction: 'Le maire n’est pas nommé : il est élu par le conseil municipal, lui-même élu par les habitants aux élections municipales (tous les six ans).',
        poisons: ['conseil', 'elections'],
      },
      { pattern: /\b(elu|elus|mandat|pour|tous les)\b.{0,200}\b(5|cinq|4|quatre|7|sept|3|trois) ans\b/, correction: 'Le maire et le conseil municipal sont élus pour six ans.', poisons: ['elections'] },
    ],
  },
  {
    id: 'civ-eu', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la France et l’Union européenne',
    text: 'Que savez-vous de l’Union européenne et de la place de la France en son sein ?',
    simpler: 'Combien de pays font partie de l’Union européenne, et quelle est la monnaie de la France ?',
    topic: ['europe', 'union', 'européenne', 'pays'],
    concepts: [
      c('fondateur', 'la France est un membre fondateur (traité de Rome, 1957)', ['fondateur', '1957', 'traité de rome', '1951']),
      c('27', '27 États membres', ['27', 'vingt-sept']),
      c('euro', 'l’euro comme monnaie', ['euro']),
      c('parlement', 'le Parlement européen élu par les citoyens', ['parlement européen', 'élections européennes', 'strasbourg', 'bruxelles']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      {
        pattern: /\b((?!27\b|6\b)\d{1,2}|douze|quinze|vingt|vingt-cinq|vingt cinq|vingt-huit|vingt huit|trente) (pays|etats|membres|countries|states|members|nations)\b|\b(compte|comptent|a|ont|avec|there are|has) (?!27\b)(\d{2}) (pays|etats)?\b/,
        correction: 'L’Union européenne compte 27 États membres depuis le départ du Royaume-Uni en 2020 ; la France est l’un des six pays fondateurs.',
        except: /\b(fondat\w*|1957|1951|debut|origine|brexit|royaume-uni|angleterre|zone euro|euro)\b/,
        poisons: ['27'],
      },
      { pattern: /\b(monnaie|currency)\b.{0,200}\bfranc\b/, correction: 'La monnaie de la France est l’euro depuis le 1er janvier 1999 (billets et pièces depuis 2002 ; le franc a disparu).', poisons: ['euro'] },
    ],
  },
  {
    id: 'civ-powers', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la séparation des pouvoirs',
    text: 'Quels sont les trois pouvoirs dans une démocratie comme la France, et qui les exerce ?',
    simpler: 'Qui fait les lois, qui les applique, et qui juge ?',
    topic: ['pouvoir', 'pouvoirs', 'lois', 'juger'],
    concepts: [
      c('legislatif', 'le pouvoir législatif (le Parlement)', ['législatif', 'parlement']),
      c('executif', 'le pouvoir exécutif (le président et le Gouvernement)', ['exécutif', 'gouvernement']),
      c('judiciaire', 'l’autorité judiciaire (les juges)', ['judiciaire', 'justice', 'juges', 'tribunaux']),
      c('separation', 'leur séparation (Montesquieu)', ['séparation des pouvoirs', 'montesquieu', 'séparés']),
    ],
    required: 3, targetWords: 20,
    bindings: [
      { key: /\blegislati\w*|\blegislature\b/, value: /\b(parlement|assemblee|senat|deputes|senateurs|parlementaires|parliament)\b/, fact: 'Le pouvoir législatif appartient au Parlement (Assemblée nationale et Sénat).' },
      { key: /\bexecuti\w*/, value: /\b(gouvernement|president|premier ministre|ministres|government)\b/, fact: 'Le pouvoir exécutif appartient au président de la République et au Gouvernement.' },
      { key: /\bjudiciaire\b|\bjudicial\b/, value: /\b(juges?|tribunaux|tribunal|justice|magistrats|cours?|judges|courts)\b/, fact: 'L’autorité judiciaire est exercée par les juges et les tribunaux.' },
    ],
    wrongFacts: [
      { pattern: /\b(le gouvernement|le president|les juges|le premier ministre|les ministres) (vote|votent|fait|font) (les )?lois\b/, correction: 'Les lois sont votées par le Parlement : c’est le pouvoir législatif.', poisons: 'clause' },
    ],
  },
  // Histoire
  {
    id: 'civ-1789', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'la Révolution de 1789',
    text: 'Que s’est-il passé en France en 1789 ?',
    simpler: 'Quel grand événement de l’histoire de France a commencé en 1789 ?',
    deeper: 'Quel texte important a été adopté en août 1789 ?',
    topic: ['1789', 'révolution', 'roi'],
    concepts: [
      c('revolution', 'la Révolution française', ['révolution']),
      c('bastille', 'la prise de la Bastille le 14 juillet', ['bastille']),
      c('ddhc', 'la Déclaration des droits de l’homme et du citoyen', ['déclaration des droits', 'droits de l’homme']),
      c('privileges', 'la fin des privilèges et de la monarchie absolue', ['privilèges', 'monarchie absolue', 'fin de la monarchie', 'louis xvi', 'roi']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      { pattern: /\bnapoleon\b.{0,200}\b(roi|king)\b|\b(roi|king)\b.{0,200}\bnapoleon\b/, correction: 'Napoléon n’a jamais été roi : il s’est fait sacrer empereur en 1804. En 1789, le roi était Louis XVI.', except: /\b(louis xvi|pas roi|frere)\b/, poisons: 'clause' },
      { pattern: /\bnapoleon\b.{0,200}\b(empereur|pouvoir|president|chef|gouvern\w*)\b/, correction: 'Napoléon Bonaparte n’a pris le pouvoir qu’en 1799 et s’est fait sacrer empereur en 1804 ; en 1789 il était un jeune officier.', except: /\b(1799|1804|plus tard|ensuite|apres|puis|consul|later)\b/, poisons: 'clause' },
      { pattern: /\b(guillotin\w*|execut\w*|decapit\w*|tue|mort)\b.{0,200}\b1789\b|\b1789\b.{0,200}\b(guillotin\w*|execut\w*|decapit\w*)\b/, correction: 'Louis XVI a été guillotiné en janvier 1793, pas en 1789.', except: /\b1793\b/, poisons: 'clause' },
      { pattern: /\b(republique)\b.{0,200}\b(proclam\w*|cree\w*|instaur\w*|nee|commence\w*)\b.{0,200}\b1789\b|\b1789\b.{0,200}\b(proclam\w*|instaur\w*) (de )?la republique\b/, correction: 'La République a été proclamée en septembre 1792 ; 1789 est le début de la Révolution.', except: /\b1792\b/ },
    ],
  },
  {
    id: 'civ-women-vote', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'le droit de vote des femmes',
    text: 'Depuis quand les femmes ont-elles le droit de vote en France ?',
    simpler: 'Les femmes votent en France depuis 1944 ou depuis 1789, selon vous ?',
    topic: ['femmes', 'vote', 'voter', 'droit'],
    concepts: [
      c('1944', 'depuis l’ordonnance du 21 avril 1944 (premier vote en 1945)', ['1944', '1945']),
      c('liberation', 'à la Libération, sous le Gouvernement provisoire du général de Gaulle', ['libération', 'gaulle', 'gouvernement provisoire', 'après la guerre', 'seconde guerre']),
    ],
    required: 1, targetWords: 10,
    wrongFacts: [
      {
        pattern: /\b(1789|1791|1848|1870|1900|1918|1919|1920|1936|1946|1958|1962|1965|1968|1974|1981)\b/,
        correction: 'Les femmes ont obtenu le droit de vote par l’ordonnance du 21 avril 1944 et ont voté pour la première fois en 1945.',
        except: /\b(1944|1945|hommes|suffrage masculin|avant)\b/,
      },
    ],
  },
  {
    id: 'civ-gaulle', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'le général de Gaulle',
    text: 'Qui était le général de Gaulle ?',
    simpler: 'Que sait-on du général de Gaulle pendant la Seconde Guerre mondiale ?',
    deeper: 'Que s’est-il passé le 18 juin 1940 ?',
    topic: ['gaulle', 'général', 'guerre', 'président'],
    concepts: [
      c('appel', 'l’appel du 18 juin 1940 depuis Londres', ['18 juin', 'appel', 'londres']),
      c('resistance', 'le chef de la France libre et de la Résistance', ['france libre', 'résistance', 'résistant']),
      c('vrepublique', 'le fondateur de la Ve République en 1958', ['cinquième république', 've république', '1958', 'constitution']),
      c('president', 'président de la République de 1959 à 1969', ['président']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      { pattern: /\b(roi|empereur|king|emperor)\b/, correction: 'De Gaulle n’a été ni roi ni empereur : chef de la France libre, il a fondé la Ve République et l’a présidée de 1959 à 1969.', except: /\b(comme un roi|monarque republicain)\b/ },
      { pattern: /\b(vichy|collabor\w*)\b/, correction: 'De Gaulle a refusé l’armistice et dirigé la France libre depuis Londres ; le régime de Vichy était celui de Pétain.', except: /\b(contre|combat\w*|oppos\w*|refus\w*|petain)\b/, poisons: ['resistance'] },
      { pattern: /\b18 juin\b.{0,200}\b(1939|1941|1942|1943|1944|1945|1958)\b/, correction: 'L’appel du 18 juin date de 1940.', except: /\b1940\b/, poisons: ['appel'] },
      { pattern: /\bappel\b.{0,200}\b(depuis|de|from) (paris|alger|new york|washington|moscou|berlin|vichy)\b/, correction: 'L’appel du 18 juin 1940 a été lancé depuis Londres, à la BBC.', poisons: ['appel'] },
    ],
  },
  {
    id: 'civ-ww2', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'la France pendant la Seconde Guerre mondiale',
    text: 'Que savez-vous de la France pendant la Seconde Guerre mondiale ?',
    simpler: 'Entre 1940 et 1944, qui occupait la France ? Et comment la France a-t-elle été libérée ?',
    topic: ['guerre', 'mondiale', 'allemands', '1940'],
    concepts: [
      c('dates', '1939-1945', ['1939', '1945', '1940']),
      c('occupation', 'l’Occupation allemande', ['occupation', 'occupée', 'allemands', 'nazis', 'allemagne']),
      c('vichy', 'le régime de Vichy du maréchal Pétain', ['vichy', 'pétain', 'collaboration']),
      c('resistance', 'la Résistance et la France libre', ['résistance', 'france libre', 'gaulle', 'jean moulin']),
      c('liberation', 'le débarquement du 6 juin 1944 et la Libération', ['débarquement', 'normandie', 'libération', '1944']),
    ],
    required: 2, targetWords: 25,
    wrongFacts: [
      {
        pattern: /\boccup\w* (par|by) (les |l )?(anglais|americains|britanniques|russes|sovietiques|italiens|espagnols|japonais|allies|english|british|americans)\b|\b(anglais|americains|britanniques|russes|japonais|english|british|americans) (ont )?(occup\w*|envahi\w*)\b/,
        correction: 'De 1940 à 1944, la France a été occupée par l’Allemagne nazie ; les Alliés (Américains, Britanniques, Canadiens…) ont contribué à sa libération.',
        poisons: ['occupation'],
      },
      {
        pattern: /\bpetain\b.{0,200}\b(chef|dirig\w*|heros|leader|head|fondat\w*)\b.{0,200}\b(resistance|france libre)\b|\bpetain\b.{0,200}\b(resistant|resistance)\b|\b(resistance|france libre)\b.{0,200}\b(chef|dirig\w*|menee par|led by)\b.{0,200}\bpetain\b/,
        correction: 'Pétain dirigeait le régime de Vichy, qui a collaboré avec l’occupant ; la France libre et la Résistance étaient menées par de Gaulle et Jean Moulin.',
        except: /\b(contre|combat\w*|oppos\w*)\b/,
        poisons: ['vichy', 'resistance'],
      },
      { pattern: /\bgaulle\b.{0,200}\b(vichy|collabor\w*)\b/, correction: 'De Gaulle dirigeait la France libre depuis Londres ; c’est Pétain qui dirigeait le régime de Vichy.', except: /\b(contre|combat\w*|oppos\w*|refus\w*)\b/, poisons: ['resistance', 'vichy'] },
      { pattern: /\b(seconde|deuxieme|2e|2eme|second) guerre\b.{0,200}\b(commence|debute|eclate|fini|termine)\w* (en )?(1914|1918|1940|1950)\b/, correction: 'La Seconde Guerre mondiale a duré de 1939 à 1945.', poisons: ['dates'] },
    ],
  },
  {
    id: 'civ-napoleon', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'Napoléon Bonaparte',
    text: 'Qui était Napoléon Bonaparte ?',
    simpler: 'Napoléon était-il un roi, un empereur ou un président ? Qu’a-t-il laissé à la France ?',
    topic: ['napoléon', 'bonaparte', 'empereur'],
    concepts: [
      c('empereur', 'empereur des Français en 1804', ['empereur', '1804', 'empire', 'emperor']),
      c('codecivil', 'le Code civil de 1804', ['code civil']),
      c('general', 'un général aux nombreuses conquêtes (Austerlitz, Waterloo)', ['général', 'conquêtes', 'batailles', 'guerres', 'austerlitz', 'waterloo']),
      c('consul', 'Premier consul après la Révolution', ['consul', 'révolution']),
      c('institutions', 'des institutions encore actuelles : préfets, lycées, Légion d’honneur', ['préfet', 'lycée', 'légion d’honneur', 'banque de france']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      { pattern: /\b(etait|est|devenu|un|le|premier|was|a) (roi|president|king)\b/, correction: 'Napoléon Bonaparte n’a été ni roi ni président : Premier consul en 1799, il s’est fait sacrer empereur des Français en 1804.', except: /\b(empereur|consul)\b/ },
      { pattern: /\bcode civil\b.{0,200}\b(1789|1815|1848|1905|1958)\b/, correction: 'Le Code civil date de 1804.', except: /\b1804\b/, poisons: ['codecivil'] },
    ],
  },
  {
    id: 'civ-slavery', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'l’abolition de l’esclavage',
    text: 'Quand l’esclavage a-t-il été aboli définitivement en France ?',
    simpler: 'L’esclavage a été aboli en France au XIXe siècle. Savez-vous en quelle année, ou grâce à qui ?',
    topic: ['esclavage', 'aboli', 'abolition'],
    concepts: [
      c('1848', 'en 1848, sous la IIe République', ['1848']),
      c('schoelcher', 'grâce à Victor Schœlcher', ['schoelcher', 'schœlcher']),
      c('1794', 'une première abolition en 1794, rétablie par Napoléon en 1802', ['1794', 'rétabli', 'rétablissement']),
    ],
    required: 1, targetWords: 10,
    wrongFacts: [
      {
        pattern: /\babol\w*\b.{0,200}\b(1802|napoleon)\b|\b(1802|napoleon)\b.{0,200}\babol\w*/,
        correction: 'En 1802, Napoléon a rétabli l’esclavage ; il a été aboli définitivement le 27 avril 1848, à l’initiative de Victor Schœlcher.',
        except: /\b(retabl\w*|remis|reintrodu\w*|restored)\b/,
        poisons: ['1848', 'schoelcher', '1794'],
      },
      { pattern: /\b(1789|1792|1804|1815|1830|1870|1905|1918|1945|1962|1981)\b/, correction: 'L’esclavage a été aboli définitivement le 27 avril 1848 (décret porté par Victor Schœlcher).', except: /\b(1848|1794|1802)\b/ },
    ],
  },
  // Géographie
  {
    id: 'civ-rivers', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les grands fleuves de France',
    text: 'Pouvez-vous me citer les principaux fleuves de France ?',
    simpler: 'Quel fleuve traverse Paris ? En connaissez-vous d’autres ?',
    topic: ['fleuve', 'fleuves', 'rivière'],
    concepts: RIVERS,
    required: 2, targetWords: 10,
    wrongFacts: NOT_RIVERS,
  },
  {
    id: 'civ-borders', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les frontières et les façades maritimes de la France',
    text: 'Quels pays et quelles mers bordent la France métropolitaine ?',
    simpler: 'Quels sont les pays voisins de la France ?',
    topic: ['pays', 'frontière', 'voisins', 'mer'],
    concepts: [
      c('belgique', 'la Belgique', ['belgique']), c('luxembourg', 'le Luxembourg', ['luxembourg']),
      c('allemagne', 'l’Allemagne', ['allemagne']), c('suisse', 'la Suisse', ['suisse']),
      c('italie', 'l’Italie', ['italie']), c('espagne', 'l’Espagne', ['espagne']),
      c('andorre', 'Andorre', ['andorre']), c('monaco', 'Monaco', ['monaco']),
      c('mers', 'la Manche, la mer du Nord, l’océan Atlantique et la Méditerranée', ['manche', 'atlantique', 'méditerranée', 'mer du nord']),
    ],
    required: 4, targetWords: 15,
    wrongFacts: NOT_NEIGHBOURS,
  },
  {
    id: 'civ-overseas', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'la France d’outre-mer',
    text: 'Pouvez-vous citer des territoires français d’outre-mer ?',
    simpler: 'La France a des territoires loin de l’Europe, par exemple dans les Antilles. Lesquels connaissez-vous ?',
    topic: ['outre-mer', 'territoires', 'îles', 'dom'],
    concepts: OVERSEAS,
    required: 2, targetWords: 10,
    wrongFacts: NOT_OVERSEAS,
  },
  {
    id: 'civ-mountains', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les massifs montagneux',
    text: 'Quelles sont les principales montagnes de France ?',
    simpler: 'Où fait-on du ski en France ? Quel est le plus haut sommet ?',
    topic: ['montagne', 'montagnes', 'massif', 'sommet'],
    concepts: MOUNTAINS,
    required: 2, targetWords: 10,
    wrongFacts: NOT_MOUNTAINS,
  },
  {
    id: 'civ-regions', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les régions et la capitale',
    text: 'Combien de régions compte la France métropolitaine, et quelle est la préfecture de votre région ?',
    simpler: 'La France est divisée en régions. Combien y en a-t-il en métropole ?',
    topic: ['régions', 'région', 'préfecture'],
    concepts: [
      c('13', '13 régions métropolitaines (18 avec l’outre-mer) depuis 2016', ['13', 'treize', '18 régions', 'dix-huit']),
      c('prefecture', 'une préfecture de région', ['lyon', 'marseille', 'paris', 'lille', 'bordeaux', 'toulouse', 'rennes', 'nantes', 'strasbourg', 'rouen', 'dijon', 'orléans', 'ajaccio']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [{ pattern: /\b(22|12|26|27|101|96|95|vingt-deux|vingt deux|douze) regions?\b/, correction: 'Depuis 2016, la France métropolitaine compte 13 régions (18 avec l’outre-mer) ; il y en avait 22 avant la réforme.', except: /\b(13|treize|2016|reforme)\b/, poisons: ['13'] }],
  },
  // Culture
  {
    id: 'civ-writers', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'les écrivains et artistes français',
    text: 'Pouvez-vous me citer des écrivains ou des artistes français, et ce que vous connaissez d’eux ?',
    simpler: 'Connaissez-vous un écrivain français célèbre, par exemple l’auteur des Misérables ?',
    topic: ['écrivain', 'artiste', 'auteur', 'livre', 'peintre', 'chanteur'],
    concepts: FRENCH_ARTISTS,
    required: 2, targetWords: 15,
    wrongFacts: NOT_FRENCH_ARTISTS,
  },
  {
    id: 'civ-monuments', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'les monuments et le patrimoine',
    text: 'Quels monuments ou lieux du patrimoine français connaissez-vous ?',
    simpler: 'Quel est le monument le plus connu de Paris ? En connaissez-vous d’autres ?',
    topic: ['monument', 'monuments', 'patrimoine', 'musée', 'château'],
    concepts: MONUMENTS,
    required: 2, targetWords: 15,
    wrongFacts: [
      { pattern: /\b(colisee|big ben|tour de pise|sagrada|taj mahal|pyramides d egypte|acropole)\b/, correction: 'Ce monument n’est pas en France. Le patrimoine français compte par exemple la tour Eiffel, le Mont-Saint-Michel, le château de Versailles ou le palais des Papes.', poisons: 'clause' },
    ],
  },
  {
    id: 'civ-pantheon', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'le Panthéon et les grandes figures',
    text: 'Qu’est-ce que le Panthéon, et pouvez-vous citer des personnes qui y reposent ?',
    simpler: 'À Paris, un monument honore les grandes personnalités françaises. Comment s’appelle-t-il et qui y est enterré ?',
    topic: ['panthéon', 'monument', 'grands hommes', 'enterré'],
    concepts: [
      c('grands', 'le monument où la Nation honore ses grandes personnalités (« Aux grands hommes la patrie reconnaissante »)', ['grands hommes', 'grandes personnalités', 'grandes figures', 'patrie reconnaissante', 'honore', 'hommage']),
      ...PANTHEON,
    ],
    required: 2, targetWords: 15,
    wrongFacts: NOT_IN_PANTHEON,
  },
  {
    id: 'civ-holidays', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'les fêtes et jours fériés',
    text: 'Quelles sont les grandes fêtes et les jours fériés en France ?',
    simpler: 'Quels jours ne travaille-t-on pas en France, par exemple en mai ou en juillet ?',
    topic: ['fête', 'fêtes', 'férié', 'fériés'],
    concepts: [
      c('14juillet', 'le 14 Juillet, fête nationale', ['14 juillet', 'fête nationale', 'quatorze juillet']),
      c('1mai', 'le 1er Mai, fête du Travail', ['1er mai', 'premier mai', 'fête du travail', '1 mai']),
      c('8mai', 'le 8 Mai, victoire de 1945', ['8 mai', 'huit mai', 'victoire de 1945']),
      c('11novembre', 'le 11 Novembre, armistice de 1918', ['11 novembre', 'onze novembre', 'armistice de 1918', 'armistice']),
      c('noel', 'Noël, le 25 décembre', ['noël', '25 décembre']),
      c('paques', 'le lundi de Pâques', ['pâques']),
      c('toussaint', 'la Toussaint, le 1er novembre', ['toussaint', '1er novembre', 'premier novembre', '1 novembre']),
      c('nouvelan', 'le jour de l’An, le 1er janvier', ['jour de l’an', 'nouvel an', '1er janvier', 'premier janvier']),
      c('assomption', 'l’Assomption, le 15 août', ['assomption', '15 août', 'quinze août']),
      c('ascension', 'l’Ascension et le lundi de Pentecôte', ['ascension', 'pentecôte']),
    ],
    required: 2, targetWords: 15,
    bindings: [
      { key: /\b(1er|1|premier) janvier\b/, value: /\b(jour de l an|nouvel an|nouvelle annee|new year)\b/, fact: 'Le 1er janvier est le jour de l’An.' },
      { key: /\b(1er|1|premier) mai\b/, value: /\b(fete du travail|fete des travailleurs|travail|labour day|muguet)\b/, fact: 'Le 1er mai est la fête du Travail.' },
      { key: /\b(8|huit) mai\b/, value: /\b(victoire|1945|capitulation|fin de la seconde guerre|fin de la deuxieme guerre|armistice)\b/, fact: 'Le 8 mai commémore la victoire du 8 mai 1945.' },
      { key: /\b(14|quatorze) juillet\b/, value: /\b(fete nationale|bastille|federation|1789|1790|revolution|defile)\b/, fact: 'Le 14 juillet est la fête nationale (prise de la Bastille, fête de la Fédération).' },
      { key: /\b(15|quinze) aout\b/, value: /\b(assomption|vierge|marie)\b/, fact: 'Le 15 août est l’Assomption.' },
      { key: /\b(1er|1|premier) novembre\b/, value: /\b(toussaint|saints|morts)\b/, fact: 'Le 1er novembre est la Toussaint.' },
      { key: /\b(11|onze) novembre\b/, value: /\b(armistice|1918|premiere guerre|grande guerre|14-18)\b/, fact: 'Le 11 novembre commémore l’armistice de 1918.' },
      { key: /\b(25|vingt-cinq) decembre\b/, value: /\b(noel|christmas|naissance de jesus)\b/, fact: 'Le 25 décembre est Noël.' },
    ],
    wrongFacts: [
      { pattern: /\b(fete nationale|national day)\b.{0,200}\b(1er|premier|8|11|15|25) (janvier|mai|aout|novembre|decembre)\b|\b(1er|premier|8|11|15|25) (janvier|mai|aout|novembre|decembre)\b.{0,200}\bfete nationale\b/, correction: 'La fête nationale est le 14 juillet.', poisons: 'clause' },
    ],
  },
  // Droits et devoirs
  {
    id: 'civ-rights', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'les droits du citoyen',
    text: 'Quels sont les droits d’un citoyen français ?',
    simpler: '{Une fois français|Une fois française|Avec la nationalité française}, quels droits aurez-vous, par exemple lors des élections ?',
    topic: ['droits', 'droit', 'citoyen'],
    concepts: [
      c('vote', 'le droit de vote et d’éligibilité', ['droit de vote', 'voter', 'élire', 'candidat', 'éligible']),
      c('expression', 'la liberté d’expression et d’opinion', ['liberté d’expression', 's’exprimer', 'opinion', 'liberté de la presse']),
      c('conscience', 'la liberté de conscience et de religion', ['liberté de conscience', 'religion', 'croire']),
      c('egalite', 'l’égalité devant la loi', ['égalité', 'égaux']),
      c('social', 'l’accès à l’éducation, à la santé, à la protection sociale', ['éducation', 'école', 'santé', 'soins', 'sécurité sociale']),
      c('reunion', 'la liberté de réunion, d’association, de manifester, de faire grève', ['manifester', 'grève', 'syndicat', 'association', 'réunion']),
    ],
    required: 3, targetWords: 20,
  },
  {
    id: 'civ-duties', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'les devoirs du citoyen',
    text: 'Et quels sont les devoirs d’un citoyen français ?',
    simpler: 'Qu’est-ce qu’un citoyen doit faire ou respecter, par exemple avec l’argent qu’il gagne ?',
    topic: ['devoirs', 'devoir', 'citoyen', 'doit'],
    concepts: [
      c('lois', 'respecter les lois', ['respecter les lois', 'respecter la loi', 'lois', 'loi']),
      c('impots', 'payer ses impôts', ['impôts', 'impôt', 'taxes']),
      c('defense', 'participer à la défense du pays (JDC)', ['défense', 'jdc', 'journée défense', 'service national', 'armée']),
      c('jure', 'être juré d’assises si l’on est tiré au sort', ['juré', 'jury', 'assises']),
      c('vote', 'voter, un devoir civique', ['voter', 'vote']),
      c('instruction', 'faire instruire ses enfants', ['école', 'instruction', 'scolariser']),
      c('respect', 'respecter les droits et les libertés des autres', ['respecter autrui', 'respect d’autrui', 'respecter les droits', 'respecter les gens', 'respecter les personnes', 'respecter chacun', 'respecter ses voisins', 'tolérance']),
    ],
    required: 3, targetWords: 20,
    wrongFacts: [
      { pattern: /\b(voter|vote|le vote|voting)\b.{0,200}\b(obligatoire|une obligation|compulsory|mandatory)\b/, correction: 'Voter est un devoir civique, mais ce n’est pas une obligation légale en France.', except: /\b(inscri\w*|liste)\b/, poisons: ['vote'] },
      { pattern: /\bservice (militaire|national)\b.{0,200}\b(obligatoire|compulsory)\b|\b(doit|doivent|faut) faire (le |son )?service militaire\b/, correction: 'Le service militaire obligatoire est suspendu depuis 1997 ; les jeunes doivent se faire recenser et participer à la Journée défense et citoyenneté (JDC).' },
      { pattern: /\b(pratiquer|avoir|choisir) (une |la )?religion\b.{0,200}\b(obligatoire|devoir)\b/, correction: 'Aucune religion n’est obligatoire : la laïcité garantit la liberté de croire ou de ne pas croire.' },
    ],
  },
  {
    id: 'civ-ddhc', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'la Déclaration des droits de l’homme et du citoyen',
    text: 'Qu’est-ce que la Déclaration des droits de l’homme et du citoyen ?',
    simpler: 'En quelle année a été écrite la Déclaration des droits de l’homme et du citoyen, et que dit son premier article ?',
    topic: ['déclaration', 'droits', 'homme'],
    concepts: [
      c('1789', 'adoptée en août 1789', ['1789']),
      c('libres', '« Les hommes naissent et demeurent libres et égaux en droits »', ['libres et égaux', 'naissent libres', 'naissent', 'droits naturels']),
      c('revolution', 'un texte de la Révolution française', ['révolution']),
      c('constitution', 'elle fait partie du bloc de constitutionnalité (préambule de 1958)', ['préambule', 'constitution']),
    ],
    required: 2, targetWords: 20,
    wrongFacts: [
      { pattern: /\b(ecri\w*|adopt\w*|redig\w*|date\w*|signe\w*|en|de)\s(?:\S+\s){0,2}(1848|1946|1948|1905|1792|1791|1815|1958)\b/, correction: 'La Déclaration des droits de l’homme et du citoyen a été adoptée le 26 août 1789 (à ne pas confondre avec la Déclaration universelle de l’ONU, 1948).', except: /\b(1789|preambule|constitution|universelle|onu)\b/, poisons: ['1789'] },
    ],
  },
  {
    id: 'civ-vote', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'institutions',
    topicLabel: 'le droit de vote',
    text: 'À partir de quel âge peut-on voter en France, et quelles sont les conditions ?',
    simpler: 'À quel âge un Français peut-il voter ?',
    topic: ['voter', 'vote', 'âge', 'ans'],
    concepts: [
      c('18', 'à 18 ans', ['18 ans', 'dix-huit ans', 'majeur', 'majorité', '18']),
      c('nationalite', 'avoir la nationalité française', ['nationalité française', 'être français', 'citoyens français']),
      c('liste', 'être inscrit sur les listes électorales', ['liste électorale', 'listes électorales', 'inscrit', 'carte électorale']),
      c('civiques', 'jouir de ses droits civils et politiques', ['droits civiques', 'droits civils']),
      c('europeens', 'les citoyens européens votent aux élections municipales et européennes', ['municipales', 'européennes', 'ressortissants']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      { pattern: /\b(16|21|25|seize|vingt et un|vingt-et-un) (ans|years)\b/, correction: 'On peut voter en France à partir de 18 ans.', except: /\b(18|dix-huit)\b/, poisons: ['18'] },
      {
        pattern: /\b(tous les |les |all )?(etrangers|foreigners|immigres|residents)\b.{0,200}\b(peuvent|ont le droit de|votent|can vote|peut)\b/,
        correction: 'Seuls les citoyens de l’Union européenne résidant en France peuvent voter aux élections municipales et européennes ; les autres étrangers ne votent pas.',
        except: /\b(europe\w*|ue|union|ressortissants)\b/,
        poisons: ['europeens'],
      },
    ],
  },
];

const VALUES_TOPIC = [
  'liberté', 'égalité', 'fraternité', 'laïcité', 'loi', 'respect', 'droits', 'devoirs', 'démocratie',
  'tolérance', 'solidarité', 'république',
];

export const VALUES_QUESTIONS: BankQuestion[] = [
  {
    id: 'val-gender', stage: 'values', gender: true,
    text: 'Que signifie pour vous l’égalité entre les femmes et les hommes ?',
    simpler: 'Pensez-vous qu’une femme et un homme doivent avoir les mêmes droits ?',
    deeper: 'Comment cette égalité se vit-elle concrètement chez vous, ou au travail ?',
    topic: [...VALUES_TOPIC, 'femmes', 'hommes', 'mêmes droits', 'salaire', 'travail', 'choisir'],
    targetWords: 30,
  },
  {
    id: 'val-laicite', stage: 'values',
    text: 'Qu’est-ce que la laïcité change dans la vie de tous les jours, par exemple à l’école ou à la mairie ?',
    simpler: 'À l’école publique, peut-on imposer une religion aux élèves ?',
    deeper: 'Un agent de la mairie peut-il porter un signe religieux pendant son travail ? Pourquoi ?',
    topic: [...VALUES_TOPIC, 'neutralité', 'religion', 'école', 'croire', 'signes', 'neutre', 'public'],
    targetWords: 30,
  },
  {
    id: 'val-daughter', stage: 'values',
    text: 'Si votre fille voulait épouser une personne d’une autre religion, ou choisir de ne pas se marier, comment réagiriez-vous ?',
    simpler: 'Votre fille peut-elle choisir librement la personne qu’elle épouse ?',
    topic: [...VALUES_TOPIC, 'choix', 'choisir', 'libre', 'accepter', 'décide', 'fille', 'mariage', 'bonheur'],
    targetWords: 25,
  },
  {
    id: 'val-racism', stage: 'values',
    text: 'Que feriez-vous si vous étiez témoin d’un acte raciste ou d’une discrimination ?',
    simpler: 'Si quelqu’un insulte une personne à cause de sa couleur de peau, que faites-vous ?',
    topic: [...VALUES_TOPIC, 'intervenir', 'signaler', 'police', 'plainte', 'défenseur des droits', 'aider', 'inacceptable', 'interdit', 'témoigner', 'victime'],
    targetWords: 25,
  },
  {
    id: 'val-law-religion', stage: 'values',
    text: 'Selon vous, qu’est-ce qui passe en premier : la loi de la République ou les règles d’une religion ?',
    simpler: 'Si une règle religieuse est contraire à la loi française, que faut-il respecter ?',
    topic: [...VALUES_TOPIC, 'loi', 'religion', 'premier', 'au-dessus', 'respecter', 'privé'],
    targetWords: 25,
  },
  {
    id: 'val-marriage', stage: 'values',
    text: 'Que pensez-vous du mariage forcé et de la polygamie ?',
    simpler: 'En France, peut-on forcer quelqu’un à se marier ? Peut-on avoir plusieurs épouses ?',
    topic: [...VALUES_TOPIC, 'interdit', 'illégal', 'consentement', 'libre', 'inacceptable', 'choix', 'mariage'],
    targetWords: 25,
  },
  {
    id: 'val-violence', stage: 'values',
    text: 'La violence peut-elle parfois être justifiée pour régler un conflit, dans la famille ou dans la rue ?',
    simpler: 'Si vous avez un conflit avec un voisin, comment le réglez-vous ?',
    topic: [...VALUES_TOPIC, 'non', 'jamais', 'dialogue', 'justice', 'police', 'plainte', 'médiateur', 'parler', 'discuter', 'frapper', 'battre', 'gifle', 'enfant', 'femme', 'punis', 'violence'],
    targetWords: 25,
  },
  {
    id: 'val-fraternity', stage: 'values',
    text: 'Que signifie pour vous la fraternité dans la vie quotidienne ?',
    simpler: 'Aidez-vous parfois vos voisins ou des personnes en difficulté ?',
    topic: [...VALUES_TOPIC, 'solidarité', 'aider', 'entraide', 'voisins', 'bénévolat', 'partage', 'ensemble'],
    targetWords: 25,
  },
  {
    id: 'val-doctor', stage: 'values', gender: true,
    text: 'Accepteriez-vous d’être soigné par un médecin de l’autre sexe, ou que vos enfants aient une enseignante ou un enseignant ? Pourquoi ?',
    simpler: 'Si le médecin des urgences est une femme, acceptez-vous qu’elle vous soigne ?',
    topic: [...VALUES_TOPIC, 'oui', 'compétence', 'médecin', 'normal', 'problème', 'enseignante', 'femme', 'homme', 'soigner', 'dérange', 'docteur'],
    targetWords: 20,
  },
  {
    id: 'val-expression', stage: 'values',
    text: 'La liberté d’expression permet-elle de tout dire ? Qu’en pensez-vous, par exemple face à une caricature qui vous choque ?',
    simpler: 'En France, a-t-on le droit de critiquer une religion ou un dessin ?',
    topic: [...VALUES_TOPIC, 'expression', 'caricature', 'critiquer', 'limites', 'haine', 'diffamation', 'justice'],
    targetWords: 25,
  },
];

// The Charte is signed at the end of the interview itself (C. civ. art. 21-24), not later.
export const CLOSING_QUESTIONS: BankQuestion[] = [
  {
    id: 'close-charter',
    stage: 'closing',
    text: 'Nous arrivons à la fin de l’entretien. À son issue, je vais vous demander de signer la Charte des droits et devoirs du citoyen français. {Êtes-vous prêt à la signer et à la respecter|Êtes-vous prête à la signer et à la respecter|Acceptez-vous de la signer et de la respecter}, et souhaitez-vous ajouter quelque chose ?',
    simpler: 'Êtes-vous d’accord pour signer maintenant la Charte des droits et devoirs du citoyen français ?',
    topic: ['charte', 'signer', 'respecter', 'oui', 'prêt', 'droits', 'devoirs', 'merci'],
    targetWords: 20,
  },
  {
    id: 'close-values',
    stage: 'closing',
    text: 'Pour conclure : à la fin de cet entretien, vous allez signer la Charte des droits et devoirs du citoyen français, qui rappelle les principes et les valeurs de la République. Que représente-t-elle pour vous ?',
    simpler: 'Acceptez-vous de signer la Charte et de respecter les valeurs de la République ?',
    topic: ['charte', 'signer', 'respecter', 'oui', 'prêt', 'valeurs', 'principes', 'merci'],
    targetWords: 20,
  },
  {
    id: 'close-last',
    stage: 'closing',
    text: 'L’entretien touche à sa fin : vous allez signer, dans un instant, la Charte des droits et devoirs du citoyen français. Qu’aimeriez-vous me dire pour conclure ?',
    simpler: 'Voulez-vous ajouter quelque chose avant de signer la Charte ?',
    topic: ['charte', 'signer', 'respecter', 'oui', 'prêt', 'france', 'merci', 'citoyen'],
    targetWords: 20,
  },
];

// The larger bank of questions about the candidate (bank-more.ts).
OPENING_QUESTIONS.push(...MORE_OPENING);
IDENTITY_QUESTIONS.push(...MORE_IDENTITY);
MOTIVATION_QUESTIONS.push(...MORE_MOTIVATION);
VALUES_QUESTIONS.push(...MORE_VALUES);

export const ALL_BANK_QUESTIONS: BankQuestion[] = [
  ...OPENING_QUESTIONS,
  ...IDENTITY_QUESTIONS,
  ...MOTIVATION_QUESTIONS,
  ...CIVIC_QUESTIONS,
  ...VALUES_QUESTIONS,
  ...CLOSING_QUESTIONS,
];

const BY_ID = new Map(ALL_BANK_QUESTIONS.map((q) => [q.id, q]));

export function getQuestion(id: string): BankQuestion {
  const q = BY_ID.get(id);
  if (!q) throw new Error(`Unknown interview question ${id}`);
  return q;
}

export const CIVIC_AREAS: CivicArea[] = ['symboles', 'institutions', 'histoire', 'geographie', 'culture', 'droits_devoirs'];
