// Item analysis for the editors (docs/item-analysis.md): the inputs and answers of
// « Analyse des questions », shared by the tRPC router, the REST adapter and the admin screens.
import { z } from 'zod';
import { SUBTHEMES, THEMES, type Subtheme } from '../constants.js';
import { pageFields, withDefaults, type PageDto } from './pagination.js';

/** The reasons a question is flagged, in the order the screens list them. */
export const QUESTION_FLAGS = ['too_easy', 'likely_trap', 'reverse_discrimination', 'never_seen', 'slow'] as const;
export type QuestionFlag = (typeof QUESTION_FLAGS)[number];

export const ANALYSIS_SORTS = ['id', 'answers', 'answers90', 'p', 'discrimination', 'medianSeconds', 'flags'] as const;
export type AnalysisSort = (typeof ANALYSIS_SORTS)[number];

const emptyAs = <T>(fallback: T) => (v: unknown) => (v === '' || v === undefined || v === null ? fallback : v);

/** admin.questions.analysis and GET /api/admin/questions/analysis?theme=&subtheme=&flag=&sort=&order=&page=&pageSize=. */
export const questionAnalysisQuery = withDefaults(
  z.object({
    ...pageFields,
    theme: z.preprocess(emptyAs(''), z.union([z.literal(''), z.enum(THEMES)])),
    subtheme: z.preprocess(emptyAs(''), z.union([z.literal(''), z.enum(SUBTHEMES as [Subtheme, ...Subtheme[]])])),
    /** '' for every question, 'any' for the flagged ones, or one reason. */
    flag: z.preprocess(emptyAs(''), z.union([z.literal(''), z.literal('any'), z.enum(QUESTION_FLAGS)])),
    sort: z.preprocess(emptyAs('flags'), z.enum(ANALYSIS_SORTS)),
    order: z.preprocess(emptyAs('desc'), z.enum(['asc', 'desc'])),
  }),
);
export type QuestionAnalysisQuery = z.output<typeof questionAnalysisQuery>;

const questionId = z.string().trim().min(1).max(100);
/** admin.questions.analysisDetail and GET /api/admin/questions/{id}/analysis. */
export const questionAnalysisIdInput = z.object({ id: questionId });

/** The figures of one window (all time, or the last 90 days). */
export interface AnalysisFiguresDto {
  answers: number;
  correct: number;
  /** Share right (difficulty p), null without answers. */
  p: number | null;
  /** Median time in seconds from the histogram, null without answers. */
  medianSeconds: number | null;
  /** Point-biserial index between being right here and the rest of the attempt, null without enough answers. */
  discrimination: number | null;
}

export interface QuestionAnalysisRowDto {
  id: string;
  content: string;
  theme: string;
  subtheme: string;
  isActive: boolean;
  /** The editor's difficulty (1-5). */
  difficulty: number;
  all: AnalysisFiguresDto;
  last90: AnalysisFiguresDto;
  /** Flags shown (a review hides them until new evidence). */
  flags: QuestionFlag[];
  /** Flags the figures raise, reviewed or not. */
  rawFlags: QuestionFlag[];
  reviewedAt: string | null;
}

export interface QuestionAnalysisPageDto extends PageDto<QuestionAnalysisRowDto> {
  /** Window start (YYYY-MM-DD, UTC) of the 90-day figures. */
  since: string;
}

export interface OptionBarDto {
  /** The option's text (French), or null for the answers no current option matches. */
  text: string | null;
  isKey: boolean;
  n: number;
  /** Share of the answers, 0-1. */
  rate: number;
}

export interface MonthTrendDto {
  month: string;
  answers: number;
  p: number | null;
}

export interface QuestionAnalysisDetailDto extends QuestionAnalysisRowDto {
  type: 'mcq' | 'open';
  correctAnswer: string;
  options: OptionBarDto[];
  /** The theme's median time (seconds) that « lente » compares with. */
  themeMedianSeconds: number | null;
  /** Time histogram: answers per bucket, with each bucket's lower bound in seconds. */
  times: { from: number; n: number }[];
  trend: MonthTrendDto[];
  /** New answers since the review (null when never reviewed), and how many bring the flags back. */
  answersSinceReview: number | null;
  reviewEvidence: number;
}
