// The built-in examiner: a stage machine over the six stages of the assimilation interview as it is
// held since 2026 (knowledge is checked by the civic exam, French by a B2 certificate): the
// candidate's path and integration, motivation, adherence to the values, and the Charte signed at
// the end; civic knowledge is a short, optional revision block kept out of the appraisal. It draws
// the questions of one interview from the bank, asks follow-ups when an answer is empty, too short,
// off-topic, not in French or incomplete (two at most per question), may go deeper after a strong
// answer, scores every answer and keeps the running assessment. Its state is plain JSON.
import { loadWordList } from './dictionary.js';
import type { InterviewStage } from '../../shared/constants.js';
import {
  CIVIC_AREAS,
  CIVIC_QUESTIONS,
  CLOSING_QUESTIONS,
  IDENTITY_QUESTIONS,
  MOTIVATION_QUESTIONS,
  OPENING_QUESTIONS,
  VALUES_QUESTIONS,
  getQuestion,
  type BankQuestion,
} from './interview-bank.js';
import type { InterviewProfile } from '../../shared/schemas/interview.js';
import { withInterviewFacts, type InterviewFacts } from './current-facts.js';
import { profilePlan, profileQuestion } from './profile.js';
import { afterColon } from './feedback.js';
import { Rng, randomSeed } from './rng.js';
import { spacedFoldText } from './text.js';
import { computeAssessment, evaluateAnswer, type AnswerEvaluation, type Assessment, type Axis, type EvaluateOptions } from './scoring.js';

/** An interview takes 12 to 20 answers: 14 main questions plus follow-ups within the budget. */
export const MAX_ANSWERS = 20;
export const MIN_ANSWERS = 12;
export const MAX_FOLLOW_UPS = 2;
/** How many main questions each stage asks (with the optional revision of the civic exam). */
export const QUESTIONS_PER_STAGE: Record<InterviewStage, number> = {
  opening: 1,
  identity: 3,
  motivation: 2,
  civic_knowledge: 2,
  values: 4,
  closing: 1,
};

export type FollowUpKind =
  | 'empty'
  | 'not_french'
  | 'dont_know'
  | 'too_short'
  | 'off_topic'
  | 'incomplete'
  | 'deeper'
  /** A wrong fact: the examiner asks the candidate to check it before correcting it. */
  | 'check_fact'
  /** A statement against the values: the examiner says so calmly and asks the candidate to explain. */
  | 'challenge'
  /** A motivation that rests on practical advantages only (papers, travel). */
  | 'thin_motivation'
  /** A request to repeat or reword the question: asked again, reworded; not counted as an answer. */
  | 'clarify'
  /** An answer that avoids taking a position ('ça dépend', 'on verra'). */
  | 'evasive'
  /** The same answer as to an earlier question. */
  | 'repeated';

/** How the examiner addresses the candidate: the agreement of every sentence follows it. */
export type Civility = 'madame' | 'monsieur' | 'neutre';

/** What the candidate has already said about their life, so it is not asked again. */
export type KnownFact = 'work' | 'home' | 'family' | 'arrival';

export interface ExaminerTurn {
  questionId: string;
  stage: InterviewStage;
  /** The question as it was put to the candidate. */
  asked: string;
  followUpKind: FollowUpKind | null;
  answer: string;
  evaluation: AnswerEvaluation;
  /** Grades given by the optional LLM for this answer, blended with the built-in ones. */
  llmGrades?: Partial<Record<Axis, number>>;
  /** Practice mode: the candidate answered this question a second time (the better answer is kept). */
  retried?: boolean;
}

export interface ExaminerState {
  version: 1;
  applicantName: string;
  /** Whether the short revision of the civic exam is part of this interview. */
  civicRevision?: boolean;
  rng: number;
  plan: { stage: InterviewStage; questionId: string }[];
  planIndex: number;
  /** Follow-ups already asked on the current main question. */
  followUps: number;
  /** Kind of the pending follow-up, if the current question is one. */
  pendingFollowUp: FollowUpKind | null;
  stage: InterviewStage;
  currentQuestion: string;
  turns: ExaminerTurn[];
  assessment: Assessment;
  evaluatedAxes: Axis[];
  isComplete: boolean;
  llm: { used: number; fallbacks: number };
  /** Absent in interviews started before civilities existed: neutral wording. */
  civility?: Civility;
  /** Facts the candidate gave (job, town, family, arrival): the index of the turn that said each (the text is stored once, with the turns). */
  known?: Partial<Record<KnownFact, number>>;
  /** Corrections held back while the candidate checks a wrong fact ('check_fact'). */
  pendingCorrections?: string[];
  /** What the candidate said of themselves before the interview (town, job, arrival…): some questions come from it. */
  profile?: InterviewProfile;
  /** 'practice' gives feedback after each answer and one retry per question; 'exam' (the default) gives none. */
  mode?: 'practice' | 'exam';
  /** The current facts when the interview started (current-facts.ts); absent: the bank's written values. */
  facts?: InterviewFacts;
}

/** A question of the interview: from the bank, or rebuilt from the candidate's profile. */
export function questionOf(state: Pick<ExaminerState, 'profile' | 'facts'>, id: string): BankQuestion {
  if (id.startsWith('prof-')) {
    const q = profileQuestion(id, state.profile);
    if (!q) throw new Error(`Unknown interview question ${id}`);
    return q;
  }
  return withInterviewFacts(getQuestion(id), state.facts);
}

export interface ExaminerStep {
  state: ExaminerState;
  stage: InterviewStage;
  interviewerResponse: string;
  assessment: Assessment;
  isComplete: boolean;
}

const EMPTY_ASSESSMENT: Assessment = { languageSkills: 0, civicKnowledge: 0, motivation: 0, republicanValues: 0, overall: 0 };

const TRANSITIONS: Record<InterviewStage, string[]> = {
  opening: [''],
  identity: ['Parlons d’abord de votre parcours et de votre vie en France.', 'Commençons par votre parcours et votre intégration.'],
  motivation: ['Parlons maintenant de votre projet de naturalisation.', 'J’aimerais à présent comprendre vos motivations.'],
  civic_knowledge: [
    'Une courte révision de l’examen civique, pour vous entraîner : depuis 2026, ces connaissances sont vérifiées par l’examen civique et ces deux questions ne comptent pas dans l’appréciation.',
    'Passons à deux questions de révision de l’examen civique : elles servent à vous entraîner et ne comptent pas dans l’appréciation.',
  ],
  values: [
    'Abordons à présent les principes et les valeurs de la République.',
    'Parlons maintenant des valeurs de la République et de la vie en société.',
  ],
  closing: [''],
};

/**
 * How the real interview ends (C. civ. art. 21-24): the Charte is signed at the end of the interview;
 * the record goes with the file; a favourable outcome is a decree published in the Journal officiel,
 * an unfavourable one a decision of the prefect.
 */
const ENDING = (name: string) =>
  `L’entretien est terminé, ${name}. Comme le prévoit l’article 21-24 du Code civil, c’est maintenant, à la fin de l’entretien, que vous signez la Charte des droits et devoirs du citoyen français. Le compte rendu de l’entretien rejoint votre dossier : si la décision est favorable, la naturalisation est accordée par un décret publié au Journal officiel ; une décision défavorable est prise par le préfet et vous est notifiée. Votre rapport d’entraînement est prêt.`;

const ACKS = ['Merci.', 'Très bien, merci.', 'D’accord, je vous remercie.', 'Je vous remercie.', 'Bien, merci pour cette réponse.'];
const NEUTRAL_ACKS = ['D’accord.', 'Entendu.', 'Bien.'];

/**
 * Agreement with the candidate's civility. Templates write `{m|f|n}`: the masculine form, the
 * feminine form and a neutral wording (used for 'neutre' and when no civility was given), e.g.
 * "merci {d’être venu|d’être venue|de votre présence}". A two-part `{m|f}` uses the masculine-free
 * feminine only for 'madame' and the masculine form otherwise; templates avoid it where a neutral
 * wording exists.
 */
export function agree(text: string, civility: Civility | undefined): string {
  return text.replace(/\{([^{}|]*)\|([^{}|]*)(?:\|([^{}|]*))?\}/g, (_m, masc: string, fem: string, neutral: string | undefined) => {
    if (civility === 'madame') return fem;
    if (civility === 'monsieur') return masc;
    return neutral ?? masc;
  });
}

function fill(text: string, name: string, civility?: Civility): string {
  // Agreement first: the name is the candidate's own text and may hold braces or bars.
  return agree(text, civility).replace(/\{name\}/g, () => name);
}

/** Reasons that are practical advantages only: they call for a deeper motivation. */
const PRACTICAL_ONLY =
  /\s(papiers?|passeport|voyager|voyages?|visas?|plus facile|plus simple|titre de sejour|carte de sejour|renouveler|renouvellement|demarches|administratif|administratives?|pas de queue|travailler partout)\s/;

/** The examiner's calm answer to each kind of statement against the values, before asking the candidate to explain. */
const CHALLENGES: Record<string, string> = {
  male_superiority:
    'en France, les femmes et les hommes sont égaux en droits, y compris dans le couple : les décisions de la famille se prennent à deux (article 213 du Code civil).',
  women_submission:
    'en France, les femmes et les hommes sont égaux en droits, y compris dans le couple : les décisions de la famille se prennent à deux (article 213 du Code civil).',
  women_rights_denied: 'en France, les femmes ont exactement les mêmes droits que les hommes : travailler, sortir, voter, décider pour elles-mêmes.',
  professional: 'en France, un médecin, un professeur ou un agent est choisi pour ses compétences, qu’il soit un homme ou une femme.',
  religion_above_law: 'en France, chacun est libre de croire, mais la loi de la République s’applique à tous et passe avant les règles religieuses.',
  rejects_law: 'en France, la loi s’impose à tous, même quand on n’est pas d’accord avec elle ; on peut la faire changer par le vote, pas la refuser.',
  violence: 'en France, la violence est interdite, y compris dans la famille et envers les enfants (article 371-1 du Code civil).',
  forced_marriage: 'en France, le mariage exige le libre consentement des deux époux, chacun choisit la personne qu’il épouse, et la polygamie est interdite.',
  discrimination: 'en France, les discriminations en raison de l’origine, de la religion ou du sexe sont interdites et punies par la loi.',
  rejects_laicite: 'la laïcité garantit la liberté de croire ou de ne pas croire et la neutralité de l’État envers toutes les religions.',
  refuses_charter: 'la signature de la Charte des droits et devoirs du citoyen français fait partie de la naturalisation.',
};

function challengeText(evaluation: AnswerEvaluation): string {
  const flag = evaluation.redFlags[0]!;
  // A position of the catalogue (stances.ts) carries what the law provides.
  const why = flag.law ?? (/professionnel/.test(flag.label) ? CHALLENGES.professional : CHALLENGES[flag.id]) ?? 'ce propos me semble contraire aux valeurs de la République.';
  return `Je me permets de vous arrêter un instant : ${why} Pouvez-vous m’expliquer ce que vous voulez dire ?`;
}

/**
 * The subject of a correction ("Le 8 mai commémore…" → "Le 8 mai"), to put the wrong fact back to
 * the candidate as a question rather than correct it at once.
 */
function factSubject(correction: string): string | null {
  const m = /^((?:L[ea]s?|L’|Les?|La)\s?[^,.;:]{1,40}?)\s(est|sont|commémore|compte|a été|ont été|a|n’est|ne sont|se trouve|se trouvent|dure|siège)\b/u.exec(correction);
  return m ? m[1]! : null;
}

function checkFactText(evaluation: AnswerEvaluation, civility: Civility | undefined): string {
  // The subject of the correction is put back only when the candidate said it in the wrong clause:
  // never « La Marseillaise, vraiment ? » when the name was right and the date wrong.
  // A statement the learned judge doubts (no rule's correction to give): only « vous êtes sûr ? ».
  const named = evaluation.wrongFacts[0] ? factSubject(evaluation.wrongFacts[0]) : null;
  const said = evaluation.wrongSaid?.[0];
  const subject = named && said !== undefined && !said.includes(spacedFoldText(named.replace(/^(?:L[ea]s?|L’|La)\s?/u, '')).trim()) ? null : named;
  // Madame: « vous êtes sûre ? »; monsieur: « vous êtes sûr ? »; neutral: « vraiment ? ».
  const question = `${agree(SURE, civility)} ?`;
  return subject
    ? `${subject}, ${question} Prenez le temps d’y réfléchir.`
    : `${question.charAt(0).toUpperCase()}${question.slice(1)} Prenez le temps d’y réfléchir et reprenez votre réponse.`;
}

// The examiner paraphrases only what was said: practical advantages when the answer named some.
const THIN_MOTIVATION_PRACTICAL = 'Vous parlez d’avantages pratiques.';
const THIN_MOTIVATION_GENERAL = 'Votre réponse reste assez générale.';
const THIN_MOTIVATION =
  'Au-delà des aspects pratiques, qu’est-ce qui vous attache à la France, et que représenterait pour vous le fait de {devenir français|devenir française|prendre la nationalité française}\u202f?';
const CLARIFY = ['Bien sûr, je reformule.', 'Je vous pose la question autrement.'];
const EVASIVE = 'J’aimerais connaître votre position personnelle.';
const REPEATED = 'Vous m’avez déjà répondu cela tout à l’heure\u202f; ma question est un peu différente.';
const SURE = '{vous êtes sûr|vous êtes sûre|vraiment}';

/** Every fixed sentence of the examiner (the bank's questions aside), for the agreement test. */
export const EXAMINER_TEMPLATES: string[] = [
  ...Object.values(TRANSITIONS).flat(),
  ENDING('{name}'),
  ...ACKS,
  ...NEUTRAL_ACKS,
  ...Object.values(CHALLENGES),
  THIN_MOTIVATION,
  THIN_MOTIVATION_PRACTICAL,
  THIN_MOTIVATION_GENERAL,
  ...CLARIFY,
  EVASIVE,
  REPEATED,
  SURE,
];

/** Facts about the candidate's life said in an answer, found in the folded text. */
const KNOWN_PATTERNS: Record<KnownFact, RegExp> = {
  work:
    /\s(je travaille|j ai travaille|je bosse|j exerce|mon metier|ma profession|mon travail|mon emploi|mon poste|je suis (infirmier|infirmiere|aide-soignant|aide-soignante|aide soignante?|medecin|enseignant|enseignante|professeur|professeure|ingenieur|ingenieure|cuisinier|cuisiniere|chauffeur|developpeur|developpeuse|comptable|vendeur|vendeuse|caissier|caissiere|serveur|serveuse|boulanger|boulangere|electricien|electricienne|plombier|macon|coiffeur|coiffeuse|avocat|avocate|pharmacien|pharmacienne|agent|technicien|technicienne|secretaire|commercial|commerciale|menuisier|peintre|architecte|chercheur|chercheuse|etudiant|etudiante|retraite|retraitee|au chomage|auxiliaire|assistante?|educateur|educatrice|nounou|agent d entretien|mecanicien|livreur|artisan|commercant|commercante|gerant|gerante|directeur|directrice|manager|consultant|consultante))\s/,
  home: /\s(j habite|nous habitons|on habite|je vis (a|au|en|dans|pres)|nous vivons (a|au|en|dans)|je demeure|je reside|mon quartier|ma ville)\s/,
  family:
    /\s(je suis (marie|mariee|celibataire|divorce|divorcee|veuf|veuve|pacse|pacsee)|mon (mari|epoux|conjoint|compagnon)|ma (femme|epouse|conjointe|compagne)|j ai (un|une|deux|trois|quatre|cinq|six|\d+) (enfants?|fils|filles?)|mes enfants|nos enfants|pas d enfants?)\s/,
  arrival:
    /\s((je suis |j suis )?(arrive|arrivee|venu|venue) en france|en france depuis|depuis (\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente) ans|je suis arrive|je suis arrivee|arrive en (19|20)\d\d|arrivee en (19|20)\d\d)\s/,
};

/** The identity question each known fact makes redundant. */
const ASKS_ABOUT: Record<string, KnownFact> = { 'id-work': 'work', 'id-home': 'home', 'id-family': 'family', 'id-arrival': 'arrival' };

function learnFacts(state: ExaminerState, answer: string): void {
  const folded = spacedFoldText(answer);
  for (const [fact, re] of Object.entries(KNOWN_PATTERNS) as [KnownFact, RegExp][]) {
    if (state.known?.[fact] !== undefined) continue;
    if (!re.test(folded)) continue;
    state.known = { ...state.known, [fact]: state.turns.length - 1 };
  }
}

/**
 * Planned identity questions the candidate has already answered of their own accord (their job,
 * town, family or arrival) are swapped for identity questions not yet planned.
 */
function skipKnown(state: ExaminerState, rng: Rng): void {
  const isKnown = (id: string) => Boolean(ASKS_ABOUT[id] && state.known?.[ASKS_ABOUT[id]!] !== undefined);
  for (let i = state.planIndex; i < state.plan.length; i++) {
    const item = state.plan[i]!;
    if (item.stage !== 'identity' || !isKnown(item.questionId)) continue;
    const planned = new Set(state.plan.map((p) => p.questionId));
    const spare = IDENTITY_QUESTIONS.filter((q) => !planned.has(q.id) && !isKnown(q.id));
    if (spare.length === 0) return;
    state.plan[i] = { stage: 'identity', questionId: rng.pick(spare).id };
  }
}

/** The bank's identity questions a profile already answers (its job, town, family, arrival). */
function coveredByProfile(profile: InterviewProfile | undefined): Set<string> {
  const covered = new Set<string>();
  if (profile?.profession) covered.add('id-work');
  if (profile?.city) covered.add('id-home');
  if (profile?.familySituation) covered.add('id-family');
  if (profile?.arrivalYear) covered.add('id-arrival');
  return covered;
}

function drawPlan(rng: Rng, civicRevision: boolean, profile?: InterviewProfile, avoid: ReadonlySet<string> = new Set()): { stage: InterviewStage; questionId: string }[] {
  // Questions of the previous interview are drawn only when a stage has too few others: two
  // interviews in a row share the questions every interview asks, and little else.
  const fresh = (qs: BankQuestion[], n: number) => {
    const unused = qs.filter((q) => !avoid.has(q.id));
    return unused.length >= n ? unused : qs;
  };
  const take = (qs: BankQuestion[], n: number) => rng.shuffle(fresh(qs, n)).slice(0, n).map((q) => ({ stage: q.stage, questionId: q.id }));
  const plan: { stage: InterviewStage; questionId: string }[] = [];
  plan.push(...take(OPENING_QUESTIONS, QUESTIONS_PER_STAGE.opening));
  // As an agent works from the file: questions on the candidate's own years in France, region and
  // département first, then the bank's, leaving out what the profile already says.
  const fromProfile = profilePlan(profile);
  const ownIdentity = fromProfile.identity.slice(0, QUESTIONS_PER_STAGE.identity).map((id) => ({ stage: 'identity' as const, questionId: id }));
  const covered = coveredByProfile(profile);
  plan.push(...ownIdentity, ...take(IDENTITY_QUESTIONS.filter((q) => !covered.has(q.id)), QUESTIONS_PER_STAGE.identity - ownIdentity.length));
  // 'Pourquoi souhaitez-vous devenir français ?' is asked in every real interview.
  const why = MOTIVATION_QUESTIONS.find((q) => q.id === 'mot-why')!;
  plan.push({ stage: 'motivation', questionId: why.id });
  // Without the revision block, one more motivation question keeps the interview at its length.
  const motivation = QUESTIONS_PER_STAGE.motivation + (civicRevision ? 0 : 1);
  plan.push(...take(MOTIVATION_QUESTIONS.filter((q) => q !== why), motivation - 1));
  // The revision of the civic exam: one question from each of two of the six areas.
  if (civicRevision) {
    for (const area of rng.shuffle(CIVIC_AREAS).slice(0, QUESTIONS_PER_STAGE.civic_knowledge)) {
      plan.push(...take(CIVIC_QUESTIONS.filter((q) => q.area === area), 1));
    }
  }
  // Equality between women and men is always asked about.
  const gender = rng.pick(fresh(VALUES_QUESTIONS.filter((q) => q.gender), 1));
  // The candidate's own job and the values (a nurse and laïcité at the hospital) takes one place.
  const ownValues = fromProfile.values.map((id) => ({ stage: 'values' as const, questionId: id }));
  const others = take(VALUES_QUESTIONS.filter((q) => !q.gender), QUESTIONS_PER_STAGE.values - 1 - ownValues.length);
  const values = [{ stage: 'values' as const, questionId: gender.id }, ...ownValues, ...others];
  plan.push(...rng.shuffle(values));
  plan.push(...take(CLOSING_QUESTIONS, QUESTIONS_PER_STAGE.closing));
  return plan;
}

/** Starts an interview: draws its questions and puts the opening question. */
export function startExaminer(
  applicantName: string,
  options: {
    seed?: number;
    civicRevision?: boolean;
    civility?: Civility;
    profile?: InterviewProfile;
    /** Question ids of the candidate's previous interview, drawn again only when nothing else is left. */
    avoid?: readonly string[];
    mode?: 'practice' | 'exam';
  } = {},
): ExaminerState {
  const name = applicantName.trim();
  if (!name) throw new Error('applicantName must not be empty');
  const rng = new Rng(options.seed ?? randomSeed());
  const civicRevision = options.civicRevision ?? true;
  const profile = options.profile && Object.values(options.profile).some((v) => v !== undefined && v !== '') ? options.profile : undefined;
  const civility = options.civility ?? profile?.civility;
  const plan = drawPlan(rng, civicRevision, profile, new Set(options.avoid ?? []));
  const first = getQuestion(plan[0]!.questionId);
  // What the file says counts as said: the bank's questions about it are not asked (-1: from the profile).
  const known: Partial<Record<KnownFact, number>> = {};
  if (profile?.profession) known.work = -1;
  if (profile?.city) known.home = -1;
  if (profile?.familySituation) known.family = -1;
  if (profile?.arrivalYear) known.arrival = -1;
  return {
    version: 1,
    applicantName: name,
    civicRevision,
    rng: rng.state,
    plan,
    planIndex: 0,
    followUps: 0,
    pendingFollowUp: null,
    stage: 'opening',
    currentQuestion: fill(first.text, name, civility),
    turns: [],
    assessment: { ...EMPTY_ASSESSMENT },
    evaluatedAxes: [],
    isComplete: false,
    llm: { used: 0, fallbacks: 0 },
    ...(civility ? { civility } : {}),
    ...(options.mode === 'practice' ? { mode: 'practice' as const } : {}),
    ...(profile ? { profile, known } : {}),
  };
}

export class InterviewCompleteError extends Error {
  constructor() {
    super('The interview is already complete');
  }
}

function concepts(state: ExaminerState, questionId: string): Set<string> {
  return new Set(state.turns.filter((t) => t.questionId === questionId).flatMap((t) => t.evaluation.conceptsFound));
}

function chooseFollowUp(state: ExaminerState, question: BankQuestion, evaluation: AnswerEvaluation, rng: Rng, text: string): FollowUpKind | null {
  // Facts about the candidate's own region and département are checked like knowledge.
  const civic = question.stage === 'civic_knowledge' || question.checksFacts === true;
  const found = concepts(state, question.id).size;
  const complete = civic && found >= (question.required ?? 1);
  const asked = state.turns.filter((t) => t.questionId === question.id).map((t) => t.followUpKind);
  if (evaluation.wordCount === 0) return 'empty';
  // "Pouvez-vous répéter ?": the question again, reworded (twice at most); not an answer.
  if (evaluation.clarification) return asked.filter((k) => k === 'clarify').length < 2 ? 'clarify' : null;
  if (evaluation.language === 'en' || evaluation.language === 'other') return 'not_french';
  if (evaluation.nonAnswer) return state.pendingFollowUp === 'dont_know' ? null : 'dont_know';
  // A statement against the values is never let pass: the examiner says so and lets the candidate explain.
  if (evaluation.redFlags.length > 0 && !asked.includes('challenge')) return 'challenge';
  // A wrong fact is put back to the candidate once before it is corrected.
  if ((evaluation.wrongFacts.length > 0 || evaluation.doubtedFact === true) && state.followUps === 0) return 'check_fact';
  // The same answer as to an earlier question, or one that takes no position: one follow-up, never praise.
  if (evaluation.repeated && !asked.includes('repeated')) return 'repeated';
  if (evaluation.evasive && !asked.includes('evasive') && question.stage !== 'civic_knowledge') return 'evasive';
  if (
    question.stage === 'motivation' &&
    !asked.includes('thin_motivation') &&
    evaluation.wordCount >= 3 &&
    (PRACTICAL_ONLY.test(spacedFoldText(text)) ? evaluation.motivationSignals.length <= 2 : (evaluation.motivationScore ?? 20) < 8)
  ) return 'thin_motivation';
  if (evaluation.wordCount <= 2 && !complete) return 'too_short';
  if (evaluation.offTopic && !asked.includes('off_topic')) return 'off_topic';
  if (civic && !complete && found > 0 && state.followUps === 0) return 'incomplete';
  if (civic && !complete && found === 0 && state.followUps === 0 && evaluation.wrongFacts.length === 0) return 'incomplete';
  const strong = evaluation.wordCount >= 15 && evaluation.language === 'fr' && evaluation.redFlags.length === 0 && (!civic || complete);
  if (question.deeper && state.followUps === 0 && strong && rng.next() < 0.5) return 'deeper';
  return null;
}

function followUpText(
  kind: FollowUpKind,
  question: BankQuestion,
  rng: Rng,
  evaluation: AnswerEvaluation,
  civility: Civility | undefined,
  found: Set<string>,
  answerText = '',
): string {
  const simpler = agree(question.simpler, civility);
  const deeper = question.deeper ? agree(question.deeper, civility) : undefined;
  const opinion = question.stage === 'motivation' || question.stage === 'values';
  switch (kind) {
    case 'check_fact':
      return checkFactText(evaluation, civility);
    case 'challenge':
      return challengeText(evaluation);
    case 'thin_motivation':
      return `${evaluation.motivationSignals.length <= 2 && PRACTICAL_ONLY.test(spacedFoldText(answerText)) ? THIN_MOTIVATION_PRACTICAL : THIN_MOTIVATION_GENERAL} ${agree(THIN_MOTIVATION, civility)}`;
    case 'clarify':
      return `${rng.pick(CLARIFY)} ${simpler}`;
    case 'evasive':
      return `${EVASIVE} ${simpler}`;
    case 'repeated':
      return `${REPEATED} ${simpler}`;
    case 'empty':
      return `Je n’ai pas entendu votre réponse. ${simpler}`;
    case 'not_french':
      return `Cet entretien se déroule en français : pouvez-vous me répondre en français, s’il vous plaît ? ${simpler}`;
    case 'dont_know':
      return `Ce n’est pas grave, je vais reformuler. ${simpler}`;
    case 'too_short':
      return opinion
        ? rng.pick(['Pourquoi ?', 'Pourquoi ? Pouvez-vous m’expliquer ?', 'Pouvez-vous préciser, en quelques phrases ?'])
        : rng.pick(['Pouvez-vous préciser ?', 'Pouvez-vous développer un peu votre réponse ?', 'Pouvez-vous préciser, avec une phrase complète ?']);
    case 'off_topic':
      return `Je crois que ce n’est pas tout à fait ma question. ${simpler}`;
    case 'incomplete': {
      // Prompts for what is missing (« Et Marianne ? La devise ? ») when the bank has them.
      const asks = (question.concepts ?? []).filter((k) => k.ask && !found.has(k.id)).map((k) => k.ask!).slice(0, 2);
      if (evaluation.conceptsFound.length > 0 && asks.length) return `${rng.pick(['C’est un début.', 'D’accord.'])} ${asks.join(' ')}`;
      return evaluation.conceptsFound.length > 0
        ? `${rng.pick(['C’est un début.', 'D’accord.'])} Pouvez-vous compléter votre réponse ? ${simpler}`
        : `Pouvez-vous préciser ? ${simpler}`;
    }
    case 'deeper':
      return `${rng.pick(ACKS)} ${deeper ?? ''}`.trim();
  }
}

const answerWords = (text: string) => new Set(spacedFoldText(text).trim().split(' ').filter((w) => w.length > 2));

/**
 * An answer that repeats one given to an earlier question (the same words, at least five, nine in
 * ten shared) is no answer to this one: it is followed up once and earns none of the stage's marks.
 */
function markRepeated(state: ExaminerState, question: BankQuestion, evaluation: AnswerEvaluation, text: string): void {
  const words = answerWords(text);
  if (words.size < 5 || evaluation.redFlags.length > 0) return;
  const same = state.turns.some((t) => {
    if (t.questionId === question.id) return false;
    const other = answerWords(t.answer);
    const shared = [...words].filter((w) => other.has(w)).length;
    return shared / Math.max(words.size, other.size) >= 0.9;
  });
  if (!same) return;
  evaluation.repeated = true;
  if (evaluation.motivationScore !== null) evaluation.motivationScore = 0;
  if (evaluation.valuesScore !== null) evaluation.valuesScore = 0;
}

/**
 * Records one answer and decides what the examiner says next. Pure: returns a new state. `options`
 * are evaluateAnswer's (the judge's weights).
 */
export function respond(previous: ExaminerState, answer: string, options: EvaluateOptions = {}): ExaminerStep {
  if (previous.isComplete) throw new InterviewCompleteError();
  const state: ExaminerState = structuredClone(previous);
  const rng = new Rng(state.rng);
  const item = state.plan[state.planIndex]!;
  const question = questionOf(state, item.questionId);
  const text = answer.trim();
  const evaluation = evaluateAnswer(question, text, options);
  markRepeated(state, question, evaluation, text);
  // Corrections held back while the candidate checked a wrong fact are said now.
  const held = state.pendingFollowUp === 'check_fact' ? state.pendingCorrections ?? [] : [];
  delete state.pendingCorrections;
  state.turns.push({
    questionId: question.id,
    stage: question.stage,
    asked: state.currentQuestion,
    followUpKind: state.pendingFollowUp,
    answer: text,
    evaluation,
  });
  if (question.stage !== 'civic_knowledge') learnFacts(state, text);
  refreshAssessment(state);

  const remainingMain = state.plan.length - state.planIndex - 1;
  const budgetAllows = state.turns.length + 1 + remainingMain <= MAX_ANSWERS;
  const kind = state.followUps < MAX_FOLLOW_UPS && budgetAllows ? chooseFollowUp(state, question, evaluation, rng, text) : null;

  // A wrong fact is first put back to the candidate ('check_fact'); it is corrected after their
  // second try, or at once when no follow-up is left. A fixed error is acknowledged as such.
  let correction = '';
  if (kind === 'check_fact') state.pendingCorrections = evaluation.wrongFacts;
  else {
    const fixed = held.length > 0 && evaluation.wrongFacts.length === 0 && evaluation.conceptsFound.length > 0;
    const corrections = [...new Set([...held, ...evaluation.wrongFacts])];
    if (fixed) correction = `C’est exact, en effet : ${afterColon(held.join(' '))}`;
    else if (corrections.length) correction = `Une précision : ${afterColon(corrections.join(' '))}`;
  }
  const previousKind = state.pendingFollowUp;
  let interviewerResponse: string;
  if (kind) {
    if (kind !== 'clarify') state.followUps++;
    state.pendingFollowUp = kind;
    const followUp = followUpText(kind, question, rng, evaluation, state.civility, concepts(state, question.id), text);
    interviewerResponse = [correction, followUp].filter(Boolean).join(' ');
    state.currentQuestion = followUp;
  } else {
    state.planIndex++;
    state.followUps = 0;
    state.pendingFollowUp = null;
    skipKnown(state, rng);
    // Praise only an answer that earns it: never after a wrong fact, a statement against the values
    // or an explanation asked for.
    const poor =
      evaluation.wordCount === 0 || evaluation.nonAnswer || evaluation.offTopic || evaluation.wrongFacts.length > 0 || evaluation.doubtedFact === true ||
      held.length > 0 || evaluation.redFlags.length > 0 || evaluation.evasive === true || evaluation.repeated === true ||
      evaluation.clarification === true || previousKind === 'challenge' || previousKind === 'thin_motivation' ||
      previousKind === 'off_topic' || previousKind === 'evasive' || previousKind === 'repeated';
    // A fact of the candidate's own life left out or wrong is said once, plainly.
    if (question.checksFacts && question.factNote && !correction && concepts(state, question.id).size < (question.required ?? 1)) {
      correction = `Pour mémoire : ${question.factNote}`;
    }
    const fixed = correction.startsWith('C’est exact');
    const ack = previousKind === 'challenge' ? 'Je prends note de votre explication.' : fixed ? '' : rng.pick(poor ? NEUTRAL_ACKS : ACKS);
    if (state.planIndex >= state.plan.length) {
      state.isComplete = true;
      state.currentQuestion = '';
      interviewerResponse = [ack, correction, ENDING(state.applicantName)].filter(Boolean).join(' ');
    } else {
      const next = state.plan[state.planIndex]!;
      const nextQuestion = questionOf(state, next.questionId);
      const transition = next.stage !== state.stage ? rng.pick(TRANSITIONS[next.stage]) : '';
      state.stage = next.stage;
      state.currentQuestion = fill(nextQuestion.text, state.applicantName, state.civility);
      interviewerResponse = [ack, correction, transition, state.currentQuestion].filter(Boolean).join(' ');
    }
  }
  // The wrong clauses served the probe only: the state keeps no more of the answer's text.
  delete evaluation.wrongSaid;
  state.rng = rng.state;
  return { state, stage: state.stage, interviewerResponse, assessment: state.assessment, isComplete: state.isComplete };
}

export class RetryRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
  }
}

/** What an answer is worth for its question: the score of the axis its stage feeds, then its French. */
function answerWorth(question: BankQuestion, e: AnswerEvaluation): number {
  const main =
    question.stage === 'civic_knowledge' || question.checksFacts
      ? e.conceptsFound.length * 10 - e.wrongFacts.length * 20
      : question.stage === 'values' || question.stage === 'closing'
        ? e.valuesScore ?? 0
        : e.motivationScore ?? 0;
  return main * 100 + e.languageScore;
}

/**
 * Practice mode: the candidate answers the last question again ('Réessayer cette question'), once.
 * The better of the two answers is kept, in the turn's place; what the examiner said next stands.
 */
export function retryLast(previous: ExaminerState, answer: string): { state: ExaminerState; kept: 'retry' | 'first'; turn: ExaminerTurn } {
  if (previous.mode !== 'practice') throw new RetryRefusedError('not_practice');
  const last = previous.turns.at(-1);
  if (!last) throw new RetryRefusedError('nothing_to_retry');
  if (last.retried) throw new RetryRefusedError('already_retried');
  const state: ExaminerState = structuredClone(previous);
  const question = questionOf(state, last.questionId);
  const text = answer.trim();
  const evaluation = evaluateAnswer(question, text);
  delete evaluation.wrongSaid;
  const better = answerWorth(question, evaluation) > answerWorth(question, last.evaluation);
  const turn: ExaminerTurn = better ? { ...last, answer: text, evaluation, retried: true } : { ...last, retried: true };
  state.turns[state.turns.length - 1] = turn;
  refreshAssessment(state);
  return { state, kept: better ? 'retry' : 'first', turn };
}

export function refreshAssessment(state: ExaminerState): void {
  const overrides: Record<number, Partial<Record<Axis, number>>> = {};
  state.turns.forEach((t, i) => {
    if (t.llmGrades) overrides[i] = t.llmGrades;
  });
  const { evaluated, ...assessment } = computeAssessment(
    state.turns.map((t) => ({ questionId: t.questionId, stage: t.stage, evaluation: t.evaluation })),
    (id) => questionOf(state, id),
    overrides,
  );
  state.assessment = assessment;
  state.evaluatedAxes = evaluated;
}

/**
 * What the examiner does with one answer given to `question` as its first answer: the follow-up it
 * asks (null: it moves on) and the evaluation. Used by the held-out evaluation of the examiner
 * (corpus-eval.ts) on questions that may come from outside the bank.
 */
export function firstReaction(
  question: BankQuestion,
  answer: string,
  civility?: Civility,
  options: EvaluateOptions = {},
): { kind: FollowUpKind | null; evaluation: AnswerEvaluation } {
  const state = startExaminer('Candidat', { seed: 1, ...(civility ? { civility } : {}) });
  const text = answer.trim();
  const evaluation = evaluateAnswer(question, text, options);
  state.turns.push({ questionId: question.id, stage: question.stage, asked: question.text, followUpKind: null, answer: text, evaluation });
  const kind = chooseFollowUp(state, question, evaluation, new Rng(7), text);
  return { kind, evaluation };
}

/**
 * One exchange at start-up (buildApp's warmUp): the word list, the stance and fact patterns, the
 * judge's caches and the JIT are ready before the first candidate answers (the first answer of a
 * cold process took 120–460 ms, the next ones 5–30).
 */
export function warmUpExaminer(): void {
  loadWordList();
  respond(startExaminer('Candidat', { seed: 1 }), "Bonjour, je m'appelle Amina, je suis infirmière à Lyon depuis dix ans et j'aime la France.");
}
