// The examiner's question bank: prefecture-style questions in French for each stage of the
// assimilation interview, with for knowledge questions the concepts a good answer contains.
// Facts follow the Constitution of 4 October 1958, the Livret du citoyen and official sites
// (elysee.fr, vie-publique.fr, assemblee-nationale.fr).
import type { Category, InterviewStage } from '../../shared/constants.js';

export interface Concept {
  id: string;
  /** How the concept is named in the report. */
  label: string;
  /** Phrases any of which shows the concept (matched with folding, stemming and fuzziness). */
  terms: string[];
}

export interface WrongFact {
  /** Tested on the folded answer, words separated by single spaces. */
  pattern: RegExp;
  /** The correction shown in the report. */
  correction: string;
  /** Not counted when this concept was also found (the candidate gave the right fact too). */
  unless?: string;
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
  /** Questions on equality between women and men: a negated equality counts as a rejection. */
  gender?: boolean;
}

const c = (id: string, label: string, terms: string[]): Concept => ({ id, label, terms });

export const OPENING_QUESTIONS: BankQuestion[] = [
  {
    id: 'open-1',
    stage: 'opening',
    text: "Bonjour {name}, je suis l'agent de la préfecture chargé de votre entretien d'assimilation. Asseyez-vous, je vous en prie. Pour commencer, pouvez-vous vous présenter en quelques phrases ?",
    simpler: 'Comment vous appelez-vous, quel âge avez-vous et de quel pays venez-vous ?',
    topic: ['appelle', 'nom', 'ans', 'né', 'pays', 'origine', 'habite', 'vis', 'marié', 'travaille', 'France'],
    targetWords: 20,
  },
  {
    id: 'open-2',
    stage: 'opening',
    text: "Bonjour {name}, bienvenue à la préfecture. Cet entretien dure une vingtaine de minutes : je vais vous interroger sur votre parcours, vos motivations, vos connaissances de la France et les valeurs de la République. Pour commencer, présentez-vous, s'il vous plaît.",
    simpler: 'Pouvez-vous me dire votre nom, votre âge et votre pays de naissance ?',
    topic: ['appelle', 'nom', 'ans', 'né', 'pays', 'origine', 'habite', 'vis', 'marié', 'travaille', 'France'],
    targetWords: 20,
  },
  {
    id: 'open-3',
    stage: 'opening',
    text: "Bonjour {name}, merci d'être venu à votre rendez-vous. Je vais vous poser des questions simples, comme dans une conversation. Pouvez-vous d'abord me parler un peu de vous ?",
    simpler: "Qui êtes-vous ? Dites-moi votre nom, votre âge et d'où vous venez.",
    topic: ['appelle', 'nom', 'ans', 'né', 'pays', 'origine', 'habite', 'vis', 'marié', 'travaille', 'France'],
    targetWords: 20,
  },
];

const IDENTITY_TOPIC_COMMON = ['France', 'famille', 'travail', 'ans', 'depuis'];

export const IDENTITY_QUESTIONS: BankQuestion[] = [
  {
    id: 'id-arrival',
    stage: 'identity',
    text: 'Depuis combien de temps vivez-vous en France, et dans quelles circonstances êtes-vous arrivé ?',
    simpler: 'En quelle année êtes-vous arrivé en France ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'arrivé', 'venu', 'année', 'études', 'mariage', 'réfugié', 'visa', 'titre de séjour'],
    targetWords: 25,
  },
  {
    id: 'id-family',
    stage: 'identity',
    text: 'Quelle est votre situation familiale ?',
    simpler: 'Êtes-vous marié ? Avez-vous des enfants ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'marié', 'mari', 'épouse', 'femme', 'enfants', 'célibataire', 'pacsé', 'conjoint', 'fils', 'fille', 'divorcé', 'parents'],
    targetWords: 20,
  },
  {
    id: 'id-work',
    stage: 'identity',
    text: 'Quel est votre parcours professionnel en France ?',
    simpler: 'Quel est votre métier ? Travaillez-vous en ce moment ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'métier', 'travaille', 'emploi', 'entreprise', 'poste', 'chômage', 'études', 'formation', 'diplôme', 'salarié', 'CDI', 'retraite', 'infirmier', 'collègues'],
    targetWords: 25,
  },
  {
    id: 'id-home',
    stage: 'identity',
    text: 'Où habitez-vous, et comment décririez-vous votre vie dans votre ville ou votre quartier ?',
    simpler: 'Dans quelle ville habitez-vous ? Vous y plaisez-vous ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'habite', 'ville', 'quartier', 'voisins', 'vis', 'appartement', 'maison', 'commune', 'calme'],
    targetWords: 25,
  },
  {
    id: 'id-studies',
    stage: 'identity',
    text: "Quelles études ou quelles formations avez-vous suivies, dans votre pays d'origine ou en France ?",
    simpler: "Êtes-vous allé à l'école ou à l'université ? Jusqu'à quel niveau ?",
    topic: [...IDENTITY_TOPIC_COMMON, 'études', 'école', 'université', 'diplôme', 'formation', 'baccalauréat', 'licence', 'master', 'lycée', 'apprentissage'],
    targetWords: 25,
  },
  {
    id: 'id-french',
    stage: 'identity',
    text: 'Comment avez-vous appris le français, et dans quelles occasions le parlez-vous ?',
    simpler: 'Où avez-vous appris à parler français ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'appris', 'cours', 'école', 'français', 'langue', 'parler', 'lire', 'association', 'parle', 'télévision'],
    targetWords: 25,
  },
  {
    id: 'id-leisure',
    stage: 'identity',
    text: 'Que faites-vous pendant votre temps libre ?',
    simpler: 'Quels sont vos loisirs, le week-end par exemple ?',
    topic: [...IDENTITY_TOPIC_COMMON, 'sport', 'lire', 'lecture', 'musique', 'amis', 'association', 'bénévole', 'cinéma', 'promenade', 'cuisine', 'loisirs', 'week-end', 'football', 'enfants'],
    targetWords: 20,
  },
  {
    id: 'id-origin',
    stage: 'identity',
    text: "Quels liens gardez-vous avec votre pays d'origine ?",
    simpler: "Retournez-vous parfois dans votre pays d'origine ? Avez-vous encore de la famille là-bas ?",
    topic: [...IDENTITY_TOPIC_COMMON, 'pays', 'retourne', 'vacances', 'parents', 'origine', 'liens', 'téléphone', 'frères', 'sœurs'],
    targetWords: 20,
  },
  {
    id: 'id-social',
    stage: 'identity',
    text: "Participez-vous à la vie de votre commune, d'une association ou de l'école de vos enfants ?",
    simpler: 'Faites-vous partie d’une association, ou aidez-vous dans votre quartier ?',
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
    text: 'Pourquoi souhaitez-vous devenir français ?',
    simpler: "Qu'est-ce qui vous donne envie d'avoir la nationalité française ?",
    deeper: 'Qu’est-ce que la nationalité française changerait concrètement pour vous ?',
    topic: MOTIVATION_TOPIC,
    targetWords: 35,
  },
  {
    id: 'mot-meaning',
    stage: 'motivation',
    text: 'Que représente la France pour vous ?',
    simpler: "Qu'aimez-vous en France ?",
    deeper: 'Y a-t-il quelque chose qui a été difficile pour vous en arrivant en France ?',
    topic: MOTIVATION_TOPIC,
    targetWords: 35,
  },
  {
    id: 'mot-change',
    stage: 'motivation',
    text: 'Qu’est-ce que la nationalité française va changer dans votre vie de tous les jours ?',
    simpler: 'Être français, pour vous, cela change quoi ?',
    deeper: 'Et quels nouveaux devoirs aurez-vous une fois français ?',
    topic: [...MOTIVATION_TOPIC, 'voter', 'droits', 'devoirs', 'passeport'],
    targetWords: 30,
  },
  {
    id: 'mot-citizen',
    stage: 'motivation',
    text: 'Être citoyen français, qu’est-ce que cela signifie pour vous ?',
    simpler: "Pour vous, qu'est-ce qu'un bon citoyen ?",
    deeper: 'Comment participez-vous déjà, aujourd’hui, à la vie de la société ?',
    topic: [...MOTIVATION_TOPIC, 'droits', 'devoirs', 'respecter', 'loi', 'participer'],
    targetWords: 30,
  },
  {
    id: 'mot-integration',
    stage: 'motivation',
    text: 'Comment vous sentez-vous intégré dans la société française ?',
    simpler: 'Avez-vous des amis français ? Vous sentez-vous bien en France ?',
    deeper: 'Qu’est-ce qui vous a le plus aidé à vous intégrer ?',
    topic: [...MOTIVATION_TOPIC, 'amis', 'voisins', 'collègues', 'intégré', 'intégration'],
    targetWords: 30,
  },
  {
    id: 'mot-vote',
    stage: 'motivation',
    text: 'Avez-vous l’intention de voter une fois devenu français ? Pourquoi ?',
    simpler: 'Irez-vous voter aux élections ?',
    deeper: 'À quelles élections pourrez-vous participer ?',
    topic: [...MOTIVATION_TOPIC, 'voter', 'vote', 'élections', 'devoir', 'droit', 'choisir', 'président', 'maire'],
    targetWords: 25,
  },
  {
    id: 'mot-future',
    stage: 'motivation',
    text: 'Quels sont vos projets pour l’avenir en France ?',
    simpler: 'Que voulez-vous faire dans les prochaines années ?',
    deeper: 'Comment voyez-vous l’avenir de vos enfants, ou de votre famille, en France ?',
    topic: [...MOTIVATION_TOPIC, 'projet', 'avenir', 'maison', 'entreprise', 'études', 'enfants', 'rester'],
    targetWords: 30,
  },
  {
    id: 'mot-choice',
    stage: 'motivation',
    text: 'Pourquoi avez-vous choisi de vous installer en France plutôt que dans un autre pays ?',
    simpler: 'Pourquoi la France ?',
    deeper: 'Et aujourd’hui, pourquoi voulez-vous y rester pour toujours ?',
    topic: [...MOTIVATION_TOPIC, 'choisi', 'installer', 'langue', 'famille', 'études'],
    targetWords: 30,
  },
  {
    id: 'mot-culture',
    stage: 'motivation',
    text: 'Qu’appréciez-vous dans la culture et le mode de vie français ?',
    simpler: 'Qu’est-ce que vous aimez dans la vie en France ?',
    deeper: 'Y a-t-il une habitude française que vous avez adoptée ?',
    topic: [...MOTIVATION_TOPIC, 'cuisine', 'gastronomie', 'littérature', 'cinéma', 'musique', 'fêtes', 'repas'],
    targetWords: 30,
  },
];

export const CIVIC_QUESTIONS: BankQuestion[] = [
  // Symboles et principes (quiz category « valeurs »)
  {
    id: 'civ-motto', stage: 'civic_knowledge', area: 'symboles', category: 'valeurs',
    topicLabel: 'la devise de la République',
    text: 'Quelle est la devise de la République française ?',
    simpler: 'La devise de la France tient en trois mots, qu’on lit sur les mairies. Lesquels ?',
    deeper: 'Que signifie pour vous le mot « fraternité » ?',
    topic: ['devise', 'mots', 'république'],
    concepts: [c('liberte', 'Liberté', ['liberté']), c('egalite', 'Égalité', ['égalité']), c('fraternite', 'Fraternité', ['fraternité'])],
    required: 3, targetWords: 10,
  },
  {
    id: 'civ-symbols', stage: 'civic_knowledge', area: 'symboles', category: 'valeurs',
    topicLabel: 'les symboles de la République',
    text: 'Pouvez-vous me citer et me décrire les symboles de la République française ?',
    simpler: 'Par exemple, de quelles couleurs est le drapeau français, et comment s’appelle l’hymne national ?',
    topic: ['symbole', 'république'],
    concepts: [
      c('drapeau', 'le drapeau tricolore bleu, blanc, rouge', ['drapeau', 'tricolore', 'bleu blanc rouge']),
      c('marseillaise', 'La Marseillaise, l’hymne national', ['marseillaise', 'hymne']),
      c('marianne', 'Marianne', ['marianne']),
      c('devise', 'la devise « Liberté, Égalité, Fraternité »', ['devise', 'liberté égalité fraternité']),
      c('fete', 'le 14 Juillet, fête nationale', ['14 juillet', 'quatorze juillet', 'fête nationale']),
      c('coq', 'le coq', ['coq']),
    ],
    required: 3, targetWords: 20,
    wrongFacts: [{ pattern: /\bdrapeau\b[^.]*\b(vert|jaune|noir)\b/, correction: 'Le drapeau français est bleu, blanc, rouge.' }],
  },
  {
    id: 'civ-anthem', stage: 'civic_knowledge', area: 'symboles', category: 'valeurs',
    topicLabel: 'l’hymne national',
    text: 'Quel est l’hymne national français, et que savez-vous de son histoire ?',
    simpler: 'Comment s’appelle la chanson officielle de la France, qu’on chante par exemple avant les matchs ?',
    topic: ['hymne', 'chant', 'chanson'],
    concepts: [
      c('marseillaise', 'La Marseillaise', ['marseillaise']),
      c('date', 'écrite en 1792, pendant la Révolution', ['1792', 'révolution', 'guerre contre l’autriche']),
      c('auteur', 'composée par Rouget de Lisle', ['rouget', 'lisle']),
      c('marseille', 'chantée par les fédérés de Marseille', ['marseille', 'fédérés', 'soldats']),
    ],
    required: 2, targetWords: 15,
  },
  {
    id: 'civ-14juillet', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'la fête nationale du 14 Juillet',
    text: 'Que célèbre-t-on le 14 juillet en France ?',
    simpler: 'Le 14 juillet est un jour férié. Quel événement historique rappelle-t-il ?',
    deeper: 'Que s’est-il passé un an plus tard, le 14 juillet 1790 ?',
    topic: ['14 juillet', 'fête', 'célèbre'],
    concepts: [
      c('fete', 'la fête nationale', ['fête nationale']),
      c('bastille', 'la prise de la Bastille', ['bastille']),
      c('1789', 'en 1789, au début de la Révolution', ['1789', 'révolution']),
      c('federation', 'la fête de la Fédération de 1790', ['fédération', '1790']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [{ pattern: /\bindependance\b/, correction: 'Le 14 juillet ne fête pas une indépendance : il commémore la prise de la Bastille (1789) et la fête de la Fédération (1790).' }],
  },
  {
    id: 'civ-laicite', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'la laïcité et la loi de 1905',
    text: 'Qu’est-ce que la laïcité, et quelle loi l’a établie ?',
    simpler: 'En France, l’État a-t-il une religion ? Que dit la loi sur les religions ?',
    topic: ['laïcité', 'religion', 'état', 'loi'],
    concepts: [
      c('separation', 'la séparation des Églises et de l’État', ['séparation', 'église état', 'églises et de l’état']),
      c('neutralite', 'la neutralité de l’État et des services publics', ['neutre', 'neutralité', 'aucune religion', 'pas de religion officielle']),
      c('liberte', 'la liberté de conscience : croire ou ne pas croire', ['liberté de conscience', 'croire', 'liberté religieuse', 'pratiquer sa religion', 'libre de pratiquer']),
      c('1905', 'la loi du 9 décembre 1905', ['1905']),
    ],
    required: 3, targetWords: 20,
    wrongFacts: [{ pattern: /\b(interdit|interdire|interdiction) (la |les |de )?(religion|religions|croire|prier)\b/, correction: 'La laïcité n’interdit pas les religions : elle garantit la liberté de croire ou de ne pas croire et la neutralité de l’État.' }],
  },
  // Institutions
  {
    id: 'civ-president', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'l’élection et le mandat du président de la République',
    text: 'Comment est élu le président de la République, et pour combien de temps ?',
    simpler: 'Le président de la République est élu par qui ? Et son mandat dure combien d’années ?',
    deeper: 'Combien de mandats de suite un président peut-il faire ?',
    topic: ['président', 'élu', 'élection', 'mandat', 'ans'],
    concepts: [
      c('suffrage', 'au suffrage universel direct', ['suffrage universel', 'élu par le peuple', 'élu par les français', 'élu par les citoyens', 'vote des français', 'les français votent', 'les citoyens votent']),
      c('duree', 'pour cinq ans (quinquennat)', ['cinq ans', 'quinquennat']),
      c('mandats', 'deux mandats consécutifs au plus', ['deux mandats']),
      c('tours', 'au scrutin à deux tours', ['deux tours', 'second tour']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [
      { pattern: /\b(7|sept) ans\b/, correction: 'Le mandat présidentiel dure cinq ans depuis la réforme de 2000 (le septennat a été supprimé).', unless: 'duree' },
      { pattern: /\belu par (le parlement|l assemblee|les deputes|les senateurs)\b/, correction: 'Le président est élu directement par les citoyens, pas par le Parlement.' },
    ],
  },
  {
    id: 'civ-laws', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'le Parlement et le vote des lois',
    text: 'Qui vote les lois en France ?',
    simpler: 'Comment s’appelle l’institution où les lois sont votées, et de quelles deux assemblées est-elle composée ?',
    deeper: 'Quelle différence faites-vous entre un député et un sénateur ?',
    topic: ['loi', 'vote', 'parlement'],
    concepts: [
      c('parlement', 'le Parlement', ['parlement', 'parlementaires']),
      c('assemblee', 'l’Assemblée nationale et ses députés', ['assemblée nationale', 'députés']),
      c('senat', 'le Sénat et ses sénateurs', ['sénat', 'sénateurs']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [{ pattern: /\b(c est le president|le president (vote|fait)|le gouvernement vote)\b/, correction: 'Les lois sont votées par le Parlement (Assemblée nationale et Sénat) ; le président les promulgue.', unless: 'parlement' }],
  },
  {
    id: 'civ-pm', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'le rôle du Premier ministre',
    text: 'Quel est le rôle du Premier ministre ?',
    simpler: 'Qui nomme le Premier ministre, et que dirige-t-il ?',
    topic: ['premier ministre', 'gouvernement', 'ministres'],
    concepts: [
      c('gouvernement', 'il dirige l’action du Gouvernement', ['dirige le gouvernement', 'chef du gouvernement', 'dirige les ministres', 'gouvernement']),
      c('nomme', 'il est nommé par le président de la République', ['nommé président', 'choisi par le président', 'président nomme']),
      c('politique', 'le Gouvernement détermine et conduit la politique de la Nation', ['politique de la nation', 'conduit la politique', 'applique les lois', 'exécution des lois']),
      c('responsable', 'il est responsable devant l’Assemblée nationale', ['responsable devant', 'motion de censure']),
      c('matignon', 'il siège à l’hôtel de Matignon', ['matignon']),
    ],
    required: 2, targetWords: 15,
  },
  {
    id: 'civ-deputes', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'l’Assemblée nationale et les députés',
    text: 'Combien y a-t-il de députés à l’Assemblée nationale, et comment sont-ils élus ?',
    simpler: 'Qui élit les députés, et pour combien d’années ?',
    topic: ['députés', 'assemblée', 'élus'],
    concepts: [
      c('577', '577 députés', ['577']),
      c('suffrage', 'élus au suffrage universel direct par les citoyens', ['suffrage universel', 'élus par les citoyens', 'élus par le peuple', 'élus par les français', 'élections législatives', 'législatives']),
      c('duree', 'pour cinq ans', ['cinq ans']),
      c('circonscription', 'un député par circonscription', ['circonscription']),
    ],
    required: 2, targetWords: 15,
  },
  {
    id: 'civ-constitution', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la Constitution de la Ve République',
    text: 'Que savez-vous de la Constitution de la Ve République ?',
    simpler: 'En quelle année la Constitution actuelle de la France a-t-elle été adoptée, et à quoi sert-elle ?',
    topic: ['constitution', 'république', 'texte'],
    concepts: [
      c('1958', 'adoptée en 1958', ['1958']),
      c('fondamental', 'le texte fondamental qui organise les pouvoirs et garantit les droits', ['texte fondamental', 'loi fondamentale', 'loi suprême', 'organise les pouvoirs', 'règles', 'au-dessus des lois']),
      c('gaulle', 'voulue par le général de Gaulle', ['gaulle']),
      c('referendum', 'approuvée par référendum', ['référendum']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-mayor', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la commune et le maire',
    text: 'À quoi sert le maire, et comment est-il choisi ?',
    simpler: 'Qui dirige la commune, la mairie ? Qui le choisit ?',
    topic: ['maire', 'mairie', 'commune'],
    concepts: [
      c('conseil', 'élu par le conseil municipal', ['conseil municipal', 'conseillers municipaux']),
      c('elections', 'après les élections municipales, tous les six ans', ['municipales', 'six ans']),
      c('etatcivil', 'officier d’état civil : mariages, naissances', ['état civil', 'mariage', 'marie les gens', 'naissances']),
      c('commune', 'il gère la commune (écoles, voirie, urbanisme)', ['commune', 'école', 'routes', 'ville', 'permis de construire']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-eu', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la France et l’Union européenne',
    text: 'Que savez-vous de l’Union européenne et de la place de la France en son sein ?',
    simpler: 'Combien de pays font partie de l’Union européenne, et quelle est la monnaie de la France ?',
    topic: ['europe', 'union', 'européenne', 'pays'],
    concepts: [
      c('fondateur', 'la France est un membre fondateur (traité de Rome, 1957)', ['fondateur', '1957', 'traité de rome', '1951']),
      c('27', '27 États membres', ['27', 'vingt-sept']),
      c('euro', 'l’euro comme monnaie', ['euro']),
      c('parlement', 'le Parlement européen élu par les citoyens', ['parlement européen', 'élections européennes', 'strasbourg', 'bruxelles']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-powers', stage: 'civic_knowledge', area: 'institutions', category: 'institutions',
    topicLabel: 'la séparation des pouvoirs',
    text: 'Quels sont les trois pouvoirs dans une démocratie comme la France, et qui les exerce ?',
    simpler: 'Qui fait les lois, qui les applique, et qui juge ?',
    topic: ['pouvoir', 'pouvoirs', 'lois', 'juger'],
    concepts: [
      c('legislatif', 'le pouvoir législatif (le Parlement)', ['législatif', 'parlement']),
      c('executif', 'le pouvoir exécutif (le président et le Gouvernement)', ['exécutif', 'gouvernement']),
      c('judiciaire', 'l’autorité judiciaire (les juges)', ['judiciaire', 'justice', 'juges', 'tribunaux']),
      c('separation', 'leur séparation (Montesquieu)', ['séparation des pouvoirs', 'montesquieu', 'séparés']),
    ],
    required: 3, targetWords: 20,
  },
  // Histoire
  {
    id: 'civ-1789', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'la Révolution de 1789',
    text: 'Que s’est-il passé en France en 1789 ?',
    simpler: 'Quel grand événement de l’histoire de France a commencé en 1789 ?',
    deeper: 'Quel texte important a été adopté en août 1789 ?',
    topic: ['1789', 'révolution', 'roi'],
    concepts: [
      c('revolution', 'la Révolution française', ['révolution']),
      c('bastille', 'la prise de la Bastille le 14 juillet', ['bastille']),
      c('ddhc', 'la Déclaration des droits de l’homme et du citoyen', ['déclaration des droits', 'droits de l’homme']),
      c('privileges', 'la fin des privilèges et de la monarchie absolue', ['privilèges', 'monarchie absolue', 'fin de la monarchie', 'louis xvi', 'roi']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-women-vote', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'le droit de vote des femmes',
    text: 'Depuis quand les femmes ont-elles le droit de vote en France ?',
    simpler: 'Les femmes votent en France depuis 1944 ou depuis 1789, selon vous ?',
    topic: ['femmes', 'vote', 'voter', 'droit'],
    concepts: [
      c('1944', 'depuis l’ordonnance du 21 avril 1944 (premier vote en 1945)', ['1944', '1945']),
      c('liberation', 'à la Libération, sous le Gouvernement provisoire du général de Gaulle', ['libération', 'gaulle', 'gouvernement provisoire', 'après la guerre', 'seconde guerre']),
    ],
    required: 1, targetWords: 10,
    wrongFacts: [{ pattern: /\b(1789|1848|1918|1968|1981)\b/, correction: 'Les femmes ont obtenu le droit de vote par l’ordonnance du 21 avril 1944 et ont voté pour la première fois en 1945.', unless: '1944' }],
  },
  {
    id: 'civ-gaulle', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'le général de Gaulle',
    text: 'Qui était le général de Gaulle ?',
    simpler: 'Que sait-on du général de Gaulle pendant la Seconde Guerre mondiale ?',
    deeper: 'Que s’est-il passé le 18 juin 1940 ?',
    topic: ['gaulle', 'général', 'guerre', 'président'],
    concepts: [
      c('appel', 'l’appel du 18 juin 1940 depuis Londres', ['18 juin', 'appel', 'londres']),
      c('resistance', 'le chef de la France libre et de la Résistance', ['france libre', 'résistance', 'résistant']),
      c('vrepublique', 'le fondateur de la Ve République en 1958', ['cinquième république', 've république', '1958', 'constitution']),
      c('president', 'président de la République de 1959 à 1969', ['président']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-ww2', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'la France pendant la Seconde Guerre mondiale',
    text: 'Que savez-vous de la France pendant la Seconde Guerre mondiale ?',
    simpler: 'Entre 1940 et 1944, qui occupait la France ? Et comment la France a-t-elle été libérée ?',
    topic: ['guerre', 'mondiale', 'allemands', '1940'],
    concepts: [
      c('dates', '1939-1945', ['1939', '1945', '1940']),
      c('occupation', 'l’Occupation allemande', ['occupation', 'occupée', 'allemands', 'nazis', 'allemagne']),
      c('vichy', 'le régime de Vichy du maréchal Pétain', ['vichy', 'pétain', 'collaboration']),
      c('resistance', 'la Résistance et la France libre', ['résistance', 'france libre', 'gaulle', 'jean moulin']),
      c('liberation', 'le débarquement du 6 juin 1944 et la Libération', ['débarquement', 'normandie', 'libération', '1944']),
    ],
    required: 2, targetWords: 25,
  },
  {
    id: 'civ-napoleon', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'Napoléon Bonaparte',
    text: 'Qui était Napoléon Bonaparte ?',
    simpler: 'Napoléon était-il un roi, un empereur ou un président ? Qu’a-t-il laissé à la France ?',
    topic: ['napoléon', 'bonaparte', 'empereur'],
    concepts: [
      c('empereur', 'empereur des Français en 1804', ['empereur', '1804', 'empire']),
      c('codecivil', 'le Code civil de 1804', ['code civil']),
      c('general', 'un général aux nombreuses conquêtes (Austerlitz, Waterloo)', ['général', 'conquêtes', 'batailles', 'guerres', 'austerlitz', 'waterloo']),
      c('consul', 'Premier consul après la Révolution', ['consul', 'révolution']),
      c('institutions', 'des institutions encore actuelles : préfets, lycées, Légion d’honneur', ['préfet', 'lycée', 'légion d’honneur', 'banque de france']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-slavery', stage: 'civic_knowledge', area: 'histoire', category: 'histoire',
    topicLabel: 'l’abolition de l’esclavage',
    text: 'Quand l’esclavage a-t-il été aboli définitivement en France ?',
    simpler: 'L’esclavage a été aboli en France au XIXe siècle. Savez-vous en quelle année, ou grâce à qui ?',
    topic: ['esclavage', 'aboli', 'abolition'],
    concepts: [
      c('1848', 'en 1848, sous la IIe République', ['1848']),
      c('schoelcher', 'grâce à Victor Schœlcher', ['schoelcher', 'schœlcher']),
      c('1794', 'une première abolition en 1794, rétablie par Napoléon en 1802', ['1794', '1802']),
    ],
    required: 1, targetWords: 10,
    wrongFacts: [{ pattern: /\b(1789|1905|1945|1962)\b/, correction: 'L’esclavage a été aboli définitivement le 27 avril 1848 (décret porté par Victor Schœlcher).', unless: '1848' }],
  },
  // Géographie
  {
    id: 'civ-rivers', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les grands fleuves de France',
    text: 'Pouvez-vous me citer les principaux fleuves de France ?',
    simpler: 'Quel fleuve traverse Paris ? En connaissez-vous d’autres ?',
    topic: ['fleuve', 'fleuves', 'rivière'],
    concepts: [
      c('seine', 'la Seine', ['seine']), c('loire', 'la Loire', ['loire']), c('rhone', 'le Rhône', ['rhône']),
      c('garonne', 'la Garonne', ['garonne']), c('rhin', 'le Rhin', ['rhin']),
    ],
    required: 3, targetWords: 10,
  },
  {
    id: 'civ-borders', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les frontières et les façades maritimes de la France',
    text: 'Quels pays et quelles mers bordent la France métropolitaine ?',
    simpler: 'Quels sont les pays voisins de la France ?',
    topic: ['pays', 'frontière', 'voisins', 'mer'],
    concepts: [
      c('belgique', 'la Belgique', ['belgique']), c('luxembourg', 'le Luxembourg', ['luxembourg']),
      c('allemagne', 'l’Allemagne', ['allemagne']), c('suisse', 'la Suisse', ['suisse']),
      c('italie', 'l’Italie', ['italie']), c('espagne', 'l’Espagne', ['espagne']),
      c('andorre', 'Andorre', ['andorre']), c('monaco', 'Monaco', ['monaco']),
      c('mers', 'la Manche, la mer du Nord, l’océan Atlantique et la Méditerranée', ['manche', 'atlantique', 'méditerranée', 'mer du nord']),
    ],
    required: 4, targetWords: 15,
    wrongFacts: [{ pattern: /\b(portugal|autriche|pays-bas|pays bas|maroc|algerie)\b/, correction: 'La France métropolitaine a pour voisins la Belgique, le Luxembourg, l’Allemagne, la Suisse, l’Italie, Monaco, l’Espagne et Andorre.' }],
  },
  {
    id: 'civ-overseas', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'la France d’outre-mer',
    text: 'Pouvez-vous citer des territoires français d’outre-mer ?',
    simpler: 'La France a des territoires loin de l’Europe, par exemple dans les Antilles. Lesquels connaissez-vous ?',
    topic: ['outre-mer', 'territoires', 'îles', 'dom'],
    concepts: [
      c('guadeloupe', 'la Guadeloupe', ['guadeloupe']), c('martinique', 'la Martinique', ['martinique']),
      c('guyane', 'la Guyane', ['guyane']), c('reunion', 'La Réunion', ['réunion']), c('mayotte', 'Mayotte', ['mayotte']),
      c('caledonie', 'la Nouvelle-Calédonie', ['nouvelle-calédonie', 'calédonie']), c('polynesie', 'la Polynésie française', ['polynésie', 'tahiti']),
      c('spm', 'Saint-Pierre-et-Miquelon', ['saint-pierre', 'miquelon']),
    ],
    required: 3, targetWords: 10,
  },
  {
    id: 'civ-mountains', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les massifs montagneux',
    text: 'Quelles sont les principales montagnes de France ?',
    simpler: 'Où fait-on du ski en France ? Quel est le plus haut sommet ?',
    topic: ['montagne', 'montagnes', 'massif', 'sommet'],
    concepts: [
      c('alpes', 'les Alpes', ['alpes']), c('pyrenees', 'les Pyrénées', ['pyrénées']),
      c('central', 'le Massif central', ['massif central']), c('jura', 'le Jura', ['jura']),
      c('vosges', 'les Vosges', ['vosges']), c('montblanc', 'le mont Blanc (4 805 m), plus haut sommet', ['mont blanc', 'mont-blanc']),
    ],
    required: 3, targetWords: 10,
  },
  {
    id: 'civ-regions', stage: 'civic_knowledge', area: 'geographie', category: 'geographie',
    topicLabel: 'les régions et la capitale',
    text: 'Combien de régions compte la France métropolitaine, et quelle est la préfecture de votre région ?',
    simpler: 'La France est divisée en régions. Combien y en a-t-il en métropole ?',
    topic: ['régions', 'région', 'préfecture'],
    concepts: [
      c('13', '13 régions métropolitaines (18 avec l’outre-mer) depuis 2016', ['13', 'treize', '18 régions', 'dix-huit']),
      c('prefecture', 'une préfecture de région', ['lyon', 'marseille', 'paris', 'lille', 'bordeaux', 'toulouse', 'rennes', 'nantes', 'strasbourg', 'rouen', 'dijon', 'orléans', 'ajaccio']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [{ pattern: /\b(22|12|26|101|96|95) regions?\b/, correction: 'Depuis 2016, la France métropolitaine compte 13 régions (18 avec l’outre-mer) ; il y en avait 22 avant la réforme.', unless: '13' }],
  },
  // Culture
  {
    id: 'civ-writers', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'les écrivains et artistes français',
    text: 'Pouvez-vous me citer des écrivains ou des artistes français, et ce que vous connaissez d’eux ?',
    simpler: 'Connaissez-vous un écrivain français célèbre, par exemple l’auteur des Misérables ?',
    topic: ['écrivain', 'artiste', 'auteur', 'livre', 'peintre', 'chanteur'],
    concepts: [
      c('hugo', 'Victor Hugo', ['hugo', 'misérables']), c('moliere', 'Molière', ['molière']), c('voltaire', 'Voltaire', ['voltaire']),
      c('zola', 'Émile Zola', ['zola']), c('camus', 'Albert Camus', ['camus']), c('balzac', 'Balzac', ['balzac']),
      c('proust', 'Marcel Proust', ['proust']), c('rousseau', 'Jean-Jacques Rousseau', ['rousseau']),
      c('dumas', 'Alexandre Dumas', ['dumas', 'mousquetaires']), c('verne', 'Jules Verne', ['jules verne']),
      c('fontaine', 'Jean de La Fontaine', ['fontaine', 'fables']), c('beauvoir', 'Simone de Beauvoir', ['beauvoir']),
      c('monet', 'Claude Monet', ['monet']), c('rodin', 'Auguste Rodin', ['rodin']), c('piaf', 'Édith Piaf', ['piaf']),
      c('aznavour', 'Charles Aznavour', ['aznavour']), c('debussy', 'Claude Debussy', ['debussy']), c('baudelaire', 'Charles Baudelaire', ['baudelaire']),
    ],
    required: 3, targetWords: 15,
  },
  {
    id: 'civ-monuments', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'les monuments et le patrimoine',
    text: 'Quels monuments ou lieux du patrimoine français connaissez-vous ?',
    simpler: 'Quel est le monument le plus connu de Paris ? En connaissez-vous d’autres ?',
    topic: ['monument', 'monuments', 'patrimoine', 'musée', 'château'],
    concepts: [
      c('eiffel', 'la tour Eiffel', ['tour eiffel', 'eiffel']), c('louvre', 'le Louvre', ['louvre']),
      c('notredame', 'Notre-Dame de Paris', ['notre-dame', 'notre dame']), c('arc', 'l’Arc de triomphe', ['arc de triomphe']),
      c('versailles', 'le château de Versailles', ['versailles']), c('msm', 'le Mont-Saint-Michel', ['mont-saint-michel', 'saint-michel']),
      c('pantheon', 'le Panthéon', ['panthéon']), c('sacrecoeur', 'le Sacré-Cœur', ['sacré-cœur', 'sacré cœur']),
      c('gard', 'le pont du Gard', ['pont du gard']), c('invalides', 'les Invalides', ['invalides']),
      c('chateaux', 'les châteaux de la Loire', ['châteaux de la loire', 'chambord']),
    ],
    required: 3, targetWords: 15,
  },
  {
    id: 'civ-pantheon', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'le Panthéon et les grandes figures',
    text: 'Qu’est-ce que le Panthéon, et pouvez-vous citer des personnes qui y reposent ?',
    simpler: 'À Paris, un monument honore les grandes personnalités françaises. Comment s’appelle-t-il et qui y est enterré ?',
    topic: ['panthéon', 'monument', 'grands hommes', 'enterré'],
    concepts: [
      c('grands', 'le monument où la Nation honore ses grandes personnalités (« Aux grands hommes la patrie reconnaissante »)', ['grands hommes', 'grandes personnalités', 'grandes figures', 'patrie reconnaissante', 'honore']),
      c('hugo', 'Victor Hugo', ['hugo']), c('voltaire', 'Voltaire', ['voltaire']), c('moulin', 'Jean Moulin', ['jean moulin']),
      c('veil', 'Simone Veil', ['simone veil', 'veil']), c('curie', 'Marie Curie', ['curie']), c('baker', 'Joséphine Baker', ['joséphine baker', 'baker']),
      c('jaures', 'Jean Jaurès', ['jaurès']), c('zola', 'Émile Zola', ['zola']), c('manouchian', 'Missak Manouchian', ['manouchian']),
    ],
    required: 2, targetWords: 15,
  },
  {
    id: 'civ-holidays', stage: 'civic_knowledge', area: 'culture', category: 'culture',
    topicLabel: 'les fêtes et jours fériés',
    text: 'Quelles sont les grandes fêtes et les jours fériés en France ?',
    simpler: 'Quels jours ne travaille-t-on pas en France, par exemple en mai ou en juillet ?',
    topic: ['fête', 'fêtes', 'férié', 'fériés'],
    concepts: [
      c('14juillet', 'le 14 Juillet, fête nationale', ['14 juillet', 'fête nationale']),
      c('1mai', 'le 1er Mai, fête du Travail', ['1er mai', 'premier mai', 'fête du travail']),
      c('8mai', 'le 8 Mai 1945, victoire de 1945', ['8 mai', 'victoire']),
      c('11novembre', 'le 11 Novembre, armistice de 1918', ['11 novembre', 'armistice']),
      c('noel', 'Noël', ['noël']), c('paques', 'Pâques', ['pâques']), c('toussaint', 'la Toussaint', ['toussaint']),
      c('nouvelan', 'le jour de l’An', ['jour de l’an', 'nouvel an', '1er janvier']),
      c('assomption', 'l’Assomption et l’Ascension', ['assomption', 'ascension', 'pentecôte']),
    ],
    required: 3, targetWords: 15,
  },
  // Droits et devoirs
  {
    id: 'civ-rights', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'les droits du citoyen',
    text: 'Quels sont les droits d’un citoyen français ?',
    simpler: 'Une fois français, quels droits aurez-vous, par exemple lors des élections ?',
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
    text: 'Et quels sont les devoirs d’un citoyen français ?',
    simpler: 'Qu’est-ce qu’un citoyen doit faire ou respecter, par exemple avec l’argent qu’il gagne ?',
    topic: ['devoirs', 'devoir', 'citoyen', 'doit'],
    concepts: [
      c('lois', 'respecter les lois', ['respecter les lois', 'respecter la loi', 'lois', 'loi']),
      c('impots', 'payer ses impôts', ['impôts', 'impôt', 'taxes']),
      c('defense', 'participer à la défense du pays (JDC)', ['défense', 'jdc', 'journée défense', 'service national', 'armée']),
      c('jure', 'être juré d’assises si l’on est tiré au sort', ['juré', 'jury', 'assises']),
      c('vote', 'voter, un devoir civique', ['voter', 'vote']),
      c('instruction', 'faire instruire ses enfants', ['école', 'instruction', 'scolariser']),
      c('respect', 'respecter les droits et les libertés des autres', ['respecter les autres', 'droits des autres', 'respect']),
    ],
    required: 3, targetWords: 20,
  },
  {
    id: 'civ-ddhc', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'valeurs',
    topicLabel: 'la Déclaration des droits de l’homme et du citoyen',
    text: 'Qu’est-ce que la Déclaration des droits de l’homme et du citoyen ?',
    simpler: 'En quelle année a été écrite la Déclaration des droits de l’homme et du citoyen, et que dit son premier article ?',
    topic: ['déclaration', 'droits', 'homme'],
    concepts: [
      c('1789', 'adoptée en août 1789', ['1789']),
      c('libres', '« Les hommes naissent et demeurent libres et égaux en droits »', ['libres et égaux', 'naissent libres', 'naissent', 'droits naturels']),
      c('revolution', 'un texte de la Révolution française', ['révolution']),
      c('constitution', 'elle fait partie du bloc de constitutionnalité (préambule de 1958)', ['préambule', 'constitution']),
    ],
    required: 2, targetWords: 20,
  },
  {
    id: 'civ-vote', stage: 'civic_knowledge', area: 'droits_devoirs', category: 'institutions',
    topicLabel: 'le droit de vote',
    text: 'À partir de quel âge peut-on voter en France, et quelles sont les conditions ?',
    simpler: 'À quel âge un Français peut-il voter ?',
    topic: ['voter', 'vote', 'âge', 'ans'],
    concepts: [
      c('18', 'à 18 ans', ['18 ans', 'dix-huit ans', 'majeur', 'majorité']),
      c('nationalite', 'avoir la nationalité française', ['nationalité française', 'être français', 'citoyens français']),
      c('liste', 'être inscrit sur les listes électorales', ['liste électorale', 'listes électorales', 'inscrit', 'carte électorale']),
      c('civiques', 'jouir de ses droits civils et politiques', ['droits civiques', 'droits civils']),
      c('europeens', 'les citoyens européens votent aux élections municipales et européennes', ['municipales', 'européennes', 'ressortissants']),
    ],
    required: 2, targetWords: 15,
    wrongFacts: [{ pattern: /\b(16|21|25) ans\b/, correction: 'On peut voter en France à partir de 18 ans.', unless: '18' }],
  },
];

const VALUES_TOPIC = [
  'liberté', 'égalité', 'fraternité', 'laïcité', 'loi', 'respect', 'droits', 'devoirs', 'démocratie',
  'tolérance', 'solidarité', 'république',
];

export const VALUES_QUESTIONS: BankQuestion[] = [
  {
    id: 'val-gender', stage: 'values', gender: true,
    text: 'Que signifie pour vous l’égalité entre les femmes et les hommes ?',
    simpler: 'Pensez-vous qu’une femme et un homme doivent avoir les mêmes droits ?',
    deeper: 'Comment cette égalité se vit-elle concrètement chez vous, ou au travail ?',
    topic: [...VALUES_TOPIC, 'femmes', 'hommes', 'mêmes droits', 'salaire', 'travail', 'choisir'],
    targetWords: 30,
  },
  {
    id: 'val-laicite', stage: 'values',
    text: 'Qu’est-ce que la laïcité change dans la vie de tous les jours, par exemple à l’école ou à la mairie ?',
    simpler: 'À l’école publique, peut-on imposer une religion aux élèves ?',
    deeper: 'Un agent de la mairie peut-il porter un signe religieux pendant son travail ? Pourquoi ?',
    topic: [...VALUES_TOPIC, 'neutralité', 'religion', 'école', 'croire', 'signes', 'neutre', 'public'],
    targetWords: 30,
  },
  {
    id: 'val-daughter', stage: 'values',
    text: 'Si votre fille voulait épouser une personne d’une autre religion, ou choisir de ne pas se marier, comment réagiriez-vous ?',
    simpler: 'Votre fille peut-elle choisir librement la personne qu’elle épouse ?',
    topic: [...VALUES_TOPIC, 'choix', 'choisir', 'libre', 'accepter', 'décide', 'fille', 'mariage', 'bonheur'],
    targetWords: 25,
  },
  {
    id: 'val-racism', stage: 'values',
    text: 'Que feriez-vous si vous étiez témoin d’un acte raciste ou d’une discrimination ?',
    simpler: 'Si quelqu’un insulte une personne à cause de sa couleur de peau, que faites-vous ?',
    topic: [...VALUES_TOPIC, 'intervenir', 'signaler', 'police', 'plainte', 'défenseur des droits', 'aider', 'inacceptable', 'interdit', 'témoigner', 'victime'],
    targetWords: 25,
  },
  {
    id: 'val-law-religion', stage: 'values',
    text: 'Selon vous, qu’est-ce qui passe en premier : la loi de la République ou les règles d’une religion ?',
    simpler: 'Si une règle religieuse est contraire à la loi française, que faut-il respecter ?',
    topic: [...VALUES_TOPIC, 'loi', 'religion', 'premier', 'au-dessus', 'respecter', 'privé'],
    targetWords: 25,
  },
  {
    id: 'val-marriage', stage: 'values',
    text: 'Que pensez-vous du mariage forcé et de la polygamie ?',
    simpler: 'En France, peut-on forcer quelqu’un à se marier ? Peut-on avoir plusieurs épouses ?',
    topic: [...VALUES_TOPIC, 'interdit', 'illégal', 'consentement', 'libre', 'inacceptable', 'choix', 'mariage'],
    targetWords: 25,
  },
  {
    id: 'val-violence', stage: 'values',
    text: 'La violence peut-elle parfois être justifiée pour régler un conflit, dans la famille ou dans la rue ?',
    simpler: 'Si vous avez un conflit avec un voisin, comment le réglez-vous ?',
    topic: [...VALUES_TOPIC, 'non', 'jamais', 'dialogue', 'justice', 'police', 'plainte', 'médiateur', 'parler', 'discuter'],
    targetWords: 25,
  },
  {
    id: 'val-fraternity', stage: 'values',
    text: 'Que signifie pour vous la fraternité dans la vie quotidienne ?',
    simpler: 'Aidez-vous parfois vos voisins ou des personnes en difficulté ?',
    topic: [...VALUES_TOPIC, 'solidarité', 'aider', 'entraide', 'voisins', 'bénévolat', 'partage', 'ensemble'],
    targetWords: 25,
  },
  {
    id: 'val-doctor', stage: 'values', gender: true,
    text: 'Accepteriez-vous d’être soigné par un médecin de l’autre sexe, ou que vos enfants aient une enseignante ou un enseignant ? Pourquoi ?',
    simpler: 'Si le médecin des urgences est une femme, acceptez-vous qu’elle vous soigne ?',
    topic: [...VALUES_TOPIC, 'oui', 'compétence', 'médecin', 'normal', 'problème', 'enseignante'],
    targetWords: 20,
  },
  {
    id: 'val-expression', stage: 'values',
    text: 'La liberté d’expression permet-elle de tout dire ? Qu’en pensez-vous, par exemple face à une caricature qui vous choque ?',
    simpler: 'En France, a-t-on le droit de critiquer une religion ou un dessin ?',
    topic: [...VALUES_TOPIC, 'expression', 'caricature', 'critiquer', 'limites', 'haine', 'diffamation', 'justice'],
    targetWords: 25,
  },
];

export const CLOSING_QUESTIONS: BankQuestion[] = [
  {
    id: 'close-charter',
    stage: 'closing',
    text: 'Nous arrivons à la fin de l’entretien. Si votre demande est acceptée, vous signerez la Charte des droits et devoirs du citoyen français. Êtes-vous prêt à la respecter, et souhaitez-vous ajouter quelque chose ?',
    simpler: 'Êtes-vous d’accord pour signer la Charte des droits et devoirs du citoyen français ?',
    topic: ['charte', 'signer', 'respecter', 'oui', 'prêt', 'droits', 'devoirs', 'merci'],
    targetWords: 20,
  },
  {
    id: 'close-values',
    stage: 'closing',
    text: 'Pour conclure : êtes-vous prêt à adhérer aux principes et aux valeurs de la République en signant la Charte des droits et devoirs du citoyen ? Avez-vous quelque chose à ajouter ?',
    simpler: 'Acceptez-vous de respecter les valeurs de la République ?',
    topic: ['charte', 'signer', 'respecter', 'oui', 'prêt', 'valeurs', 'principes', 'merci'],
    targetWords: 20,
  },
  {
    id: 'close-last',
    stage: 'closing',
    text: 'L’entretien touche à sa fin. Vous signerez, si votre demande aboutit, la Charte des droits et devoirs du citoyen français. Qu’aimeriez-vous me dire pour conclure ?',
    simpler: 'Voulez-vous ajouter quelque chose avant la fin de l’entretien ?',
    topic: ['charte', 'signer', 'respecter', 'oui', 'prêt', 'france', 'merci', 'citoyen'],
    targetWords: 20,
  },
];

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
