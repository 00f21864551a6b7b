// The built-in examiner: a stage machine over the six stages of the assimilation interview as it is
// held since 2026 (knowledge is checked by the civic exam, French by a B2 certificate): the
// candidate's path and integration, motivation, adherence to the values, and the Charte signed at
// the end; civic knowledge is a short, optional revision block kept out of the appraisal. It draws
// the questions of one interview from the bank, asks follow-ups when an answer is empty, too short,
// off-topic, not in French or incomplete (two at most per question), may go deeper after a strong
// answer, scores every answer and keeps the running assessment. Its state is plain JSON.
import { INTERVIEW_STAGES, type InterviewStage } from '../../shared/constants.js';
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
} from './question-bank.js';
import { Rng, randomSeed } from './rng.js';
import { computeAssessment, evaluateAnswer, type AnswerEvaluation, type Assessment, type Axis } from './scoring.js';

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

export type FollowUpKind = 'empty' | 'not_french' | 'dont_know' | 'too_short' | 'off_topic' | 'incomplete' | 'deeper';

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

function fill(text: string, name: string): string {
  return text.replace(/\{name\}/g, name);
}

function drawPlan(rng: Rng, civicRevision: boolean): { stage: InterviewStage; questionId: string }[] {
  const take = (qs: BankQuestion[], n: number) => rng.shuffle(qs).slice(0, n).map((q) => ({ stage: q.stage, questionId: q.id }));
  const plan: { stage: InterviewStage; questionId: string }[] = [];
  plan.push(...take(OPENING_QUESTIONS, QUESTIONS_PER_STAGE.opening));
  plan.push(...take(IDENTITY_QUESTIONS, QUESTIONS_PER_STAGE.identity));
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
  const gender = rng.pick(VALUES_QUESTIONS.filter((q) => q.gender));
  const others = take(VALUES_QUESTIONS.filter((q) => !q.gender), QUESTIONS_PER_STAGE.values - 1);
  const values = [{ stage: 'values' as const, questionId: gender.id }, ...others];
  plan.push(...rng.shuffle(values));
  plan.push(...take(CLOSING_QUESTIONS, QUESTIONS_PER_STAGE.closing));
  return plan;
}

/** Starts an interview: draws its questions and puts the opening question. */
export function startExaminer(applicantName: string, options: { seed?: number; civicRevision?: boolean } = {}): ExaminerState {
  const name = applicantName.trim();
  if (!name) throw new Error('applicantName must not be empty');
  const rng = new Rng(options.seed ?? randomSeed());
  const civicRevision = options.civicRevision ?? true;
  const plan = drawPlan(rng, civicRevision);
  const first = getQuestion(plan[0]!.questionId);
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
    currentQuestion: fill(first.text, name),
    turns: [],
    assessment: { ...EMPTY_ASSESSMENT },
    evaluatedAxes: [],
    isComplete: false,
    llm: { used: 0, fallbacks: 0 },
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

function chooseFollowUp(state: ExaminerState, question: BankQuestion, evaluation: AnswerEvaluation, rng: Rng): FollowUpKind | null {
  const civic = question.stage === 'civic_knowledge';
  const found = concepts(state, question.id).size;
  const complete = civic && found >= (question.required ?? 1);
  if (evaluation.wordCount === 0) return 'empty';
  if (evaluation.language === 'en' || evaluation.language === 'other') return 'not_french';
  if (evaluation.nonAnswer) return state.pendingFollowUp === 'dont_know' ? null : 'dont_know';
  if (evaluation.wordCount <= 2 && !complete) return 'too_short';
  if (evaluation.offTopic) return 'off_topic';
  if (civic && !complete && found > 0 && state.followUps === 0) return 'incomplete';
  if (civic && !complete && found === 0 && state.followUps === 0 && evaluation.wrongFacts.length === 0) return 'incomplete';
  const strong = evaluation.wordCount >= 15 && evaluation.language === 'fr' && evaluation.redFlags.length === 0 && (!civic || complete);
  if (question.deeper && state.followUps === 0 && strong && rng.next() < 0.5) return 'deeper';
  return null;
}

function followUpText(kind: FollowUpKind, question: BankQuestion, rng: Rng, evaluation: AnswerEvaluation): string {
  const opinion = question.stage === 'motivation' || question.stage === 'values';
  switch (kind) {
    case 'empty':
      return `Je n’ai pas entendu votre réponse. ${question.simpler}`;
    case 'not_french':
      return `Cet entretien se déroule en français : pouvez-vous me répondre en français, s’il vous plaît ? ${question.simpler}`;
    case 'dont_know':
      return `Ce n’est pas grave, je vais reformuler. ${question.simpler}`;
    case 'too_short':
      return opinion
        ? rng.pick(['Pourquoi ?', 'Pourquoi ? Pouvez-vous m’expliquer ?', 'Pouvez-vous préciser, en quelques phrases ?'])
        : rng.pick(['Pouvez-vous préciser ?', 'Pouvez-vous développer un peu votre réponse ?', 'Pouvez-vous préciser, avec une phrase complète ?']);
    case 'off_topic':
      return `Je crois que ce n’est pas tout à fait ma question. ${question.simpler}`;
    case 'incomplete':
      return evaluation.conceptsFound.length > 0
        ? `${rng.pick(['C’est un début.', 'D’accord.'])} Pouvez-vous compléter votre réponse ? ${question.simpler}`
        : `Pouvez-vous préciser ? ${question.simpler}`;
    case 'deeper':
      return `${rng.pick(ACKS)} ${question.deeper ?? ''}`.trim();
  }
}

/** Records one answer and decides what the examiner says next. Pure: returns a new state. */
export function respond(previous: ExaminerState, answer: string): ExaminerStep {
  if (previous.isComplete) throw new InterviewCompleteError();
  const state: ExaminerState = structuredClone(previous);
  const rng = new Rng(state.rng);
  const item = state.plan[state.planIndex]!;
  const question = getQuestion(item.questionId);
  const text = answer.trim();
  const evaluation = evaluateAnswer(question, text);
  state.turns.push({
    questionId: question.id,
    stage: question.stage,
    asked: state.currentQuestion,
    followUpKind: state.pendingFollowUp,
    answer: text,
    evaluation,
  });
  refreshAssessment(state);

  const remainingMain = state.plan.length - state.planIndex - 1;
  const budgetAllows = state.turns.length + 1 + remainingMain <= MAX_ANSWERS;
  const kind = state.followUps < MAX_FOLLOW_UPS && budgetAllows ? chooseFollowUp(state, question, evaluation, rng) : null;

  // A wrong fact is corrected on the spot, as an agent would, before anything else is asked.
  const correction = evaluation.wrongFacts.length ? `Une précision : ${evaluation.wrongFacts.join(' ')}` : '';
  let interviewerResponse: string;
  if (kind) {
    state.followUps++;
    state.pendingFollowUp = kind;
    const followUp = followUpText(kind, question, rng, evaluation);
    interviewerResponse = [correction, followUp].filter(Boolean).join(' ');
    state.currentQuestion = followUp;
  } else {
    state.planIndex++;
    state.followUps = 0;
    state.pendingFollowUp = null;
    const poor = evaluation.wordCount === 0 || evaluation.nonAnswer || evaluation.offTopic || evaluation.wrongFacts.length > 0;
    const ack = rng.pick(poor ? NEUTRAL_ACKS : ACKS);
    if (state.planIndex >= state.plan.length) {
      state.isComplete = true;
      state.currentQuestion = '';
      interviewerResponse = `${ack} ${ENDING(state.applicantName)}`;
    } else {
      const next = state.plan[state.planIndex]!;
      const nextQuestion = getQuestion(next.questionId);
      const transition = next.stage !== state.stage ? rng.pick(TRANSITIONS[next.stage]) : '';
      state.stage = next.stage;
      state.currentQuestion = fill(nextQuestion.text, state.applicantName);
      interviewerResponse = [ack, correction, transition, state.currentQuestion].filter(Boolean).join(' ');
    }
  }
  state.rng = rng.state;
  return { state, stage: state.stage, interviewerResponse, assessment: state.assessment, isComplete: state.isComplete };
}

export function refreshAssessment(state: ExaminerState): void {
  const overrides: Record<number, Partial<Record<Axis, number>>> = {};
  state.turns.forEach((t, i) => {
    if (t.llmGrades) overrides[i] = t.llmGrades;
  });
  const { evaluated, ...assessment } = computeAssessment(
    state.turns.map((t) => ({ questionId: t.questionId, stage: t.stage, evaluation: t.evaluation })),
    getQuestion,
    overrides,
  );
  state.assessment = assessment;
  state.evaluatedAxes = evaluated;
}

/** The stages in order, for callers that show progress. */
export function stageIndex(stage: InterviewStage): number {
  return INTERVIEW_STAGES.indexOf(stage);
}
