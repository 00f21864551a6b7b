// Data shapes that cross the wire (server → client). Types only.
import type { Category, InterviewStage, QuestionKind, Subtheme, Theme } from './constants.js';

export interface UserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  hasFullAccess: boolean;
  createdAt: string;
}

/** A question as the quiz shows it. */
export interface QuestionDto {
  id: string;
  content: string;
  contentEn: string;
  type: 'mcq' | 'open';
  options: string[];
  optionsEn: string[];
  correctAnswer: string;
  explanation: string;
  explanationEn: string;
  /** Arabic help translation, null where none is written yet; options in the same order. */
  contentAr: string | null;
  optionsAr: string[] | null;
  explanationAr: string | null;
  category: Category;
  theme: Theme;
  subtheme: Subtheme;
  kind: QuestionKind;
  difficulty: number;
  mediaUrl: string | null;
  /** Where the answer comes from: a legal reference or a URL, shown under the explanation. */
  source: string;
  /** The Ministry's list entry this question prepares (its wording verbatim); null for our own questions. */
  official: OfficialEntryDto | null;
}

/** An entry of the Ministry's list of civic exam questions (db/seeds/content/questions/official-list.ts). */
export interface OfficialEntryDto {
  /** Stable reference, e.g. 'SI-034'. */
  ref: string;
  /** 1-based position in the published order. */
  rank: number;
  /** The official wording, verbatim. */
  text: string;
  /** Date of the list's version, as published (dd/mm/yyyy). */
  version: string;
}

/** The full question object admins see. */
export interface AdminQuestionDto extends QuestionDto {
  officialRef: string | null;
  isActive: boolean;
  isDemo: boolean;
  updatedAt: string;
}

export interface CategoryStat {
  category: Category;
  correct: number;
  total: number;
  percentage: number;
}

export interface ProgressStat {
  correct: number;
  total: number;
  percentage: number;
}

export interface SubthemeStat extends ProgressStat {
  subtheme: Subtheme;
}

export interface ThemeStat extends ProgressStat {
  theme: Theme;
  subthemes: SubthemeStat[];
}

export interface KindStat extends ProgressStat {
  kind: QuestionKind;
}

/**
 * The figures count the answers of finished quizzes and exams only: reviews of mistakes, demos
 * and sessions left unfinished never change them. averageScore = correctAnswers / questionsAnswered.
 */
export interface DashboardStatsDto {
  averageScore: number;
  questionsAnswered: number;
  correctAnswers: number;
  /** Attempts with at least one answer (and interviews). */
  totalAttempts: number;
  /** The official themes and their subthemes: the main practice axis. */
  themeStats: ThemeStat[];
  kindStats: KindStat[];
  categoryStats: CategoryStat[];
}

export interface AssessmentDto {
  languageSkills: number;
  civicKnowledge: number;
  motivation: number;
  republicanValues: number;
  overall: number;
}

export interface InterviewSessionDto {
  id: string;
  applicantName: string;
  stage: InterviewStage;
  currentQuestion: string;
  assessment: AssessmentDto;
  conversationHistory: { role: 'applicant' | 'interviewer'; content: string; timestamp: string }[];
  isComplete: boolean;
  /** 'llm' only when a language model is configured on the server; otherwise the rule-based examiner. */
  examiner: 'automatic' | 'llm';
  /** 'practice': feedback after each answer and one retry per question. */
  mode?: 'practice' | 'exam';
}

/** A finished interview's report, reopened from the history (by the interview's or the attempt's id). */
export interface InterviewReportDto {
  id: string;
  report: string;
  assessment: AssessmentDto;
  /** Answers given: under 5 the interview is too short to be appraised. */
  answered: number;
  civicRevision: boolean;
  /** Each answer carries its own scores out of 20 (null where the axis does not apply). */
  conversationHistory: {
    role: 'applicant' | 'interviewer';
    content: string;
    timestamp: string;
    scores?: { languageSkills: number; motivation: number | null; republicanValues: number | null };
  }[];
}

/** Practice mode only: what a good answer contained, what this one said and missed, a model answer and a tip. */
export interface InterviewFeedbackDto {
  expected: string[];
  found: string[];
  missing: string[];
  /** In French (at least 40 characters); `modelAnswerEn` / `modelAnswerAr` is its translation when the interface is English / Arabic. */
  modelAnswer: string;
  modelAnswerEn?: string;
  modelAnswerAr?: string;
  /** In French; `tipEn` / `tipAr` is its help text when the interface is English / Arabic. */
  tip: string;
  tipEn?: string;
  tipAr?: string;
}

export interface InterviewAnswerDto {
  stage: InterviewStage;
  interviewerResponse: string;
  assessment: AssessmentDto;
  isComplete: boolean;
  /** Practice mode only; never in exam mode. */
  feedback?: InterviewFeedbackDto;
  /** Practice mode: the answer was a retry; `kept` says which of the two answers counts. */
  retry?: { kept: 'retry' | 'first' };
}
