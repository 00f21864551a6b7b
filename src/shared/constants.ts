// Constants of the product (docs/product.md), shared by server and client.

export const CATEGORIES = ['histoire', 'institutions', 'geographie', 'culture', 'valeurs'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Minimum active questions per category (docs/product.md#question-bank). */
export const CATEGORY_MINIMUMS: Record<Category, number> = {
  histoire: 67,
  institutions: 71,
  geographie: 52,
  culture: 68,
  valeurs: 77,
};

/** The five themes of the official civic exam (arrêté of 10 October 2025). */
export const THEMES = [
  'principes_valeurs',
  'institutions_politique',
  'droits_devoirs',
  'histoire_geo_culture',
  'societe',
] as const;
export type Theme = (typeof THEMES)[number];

/** Subthemes with how many questions one civic exam draws from each (40 in all). */
export const EXAM_DRAW = {
  principes_valeurs: { devise_symboles: 3, laicite: 2, situations_valeurs: 6 },
  institutions_politique: { democratie_vote: 3, organisation: 2, europe: 1 },
  droits_devoirs: { droits_fondamentaux: 2, obligations: 3, situations_droits: 6 },
  histoire_geo_culture: { periodes_personnages: 3, territoires: 3, patrimoine: 2 },
  societe: { installation: 1, soins: 1, travail: 1, ecole_parentalite: 1 },
} as const satisfies Record<Theme, Record<string, number>>;

export type Subtheme = {
  [T in Theme]: keyof (typeof EXAM_DRAW)[T];
}[Theme];

export const SUBTHEMES = Object.values(EXAM_DRAW).flatMap((s) => Object.keys(s)) as Subtheme[];

export const SUBTHEME_THEME = Object.fromEntries(
  Object.entries(EXAM_DRAW).flatMap(([theme, subs]) => Object.keys(subs).map((s) => [s, theme])),
) as Record<Subtheme, Theme>;

export const QUESTION_KINDS = ['knowledge', 'situation'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const EXAM_QUESTION_COUNT = 40;
export const EXAM_DURATION_MINUTES = 45;
export const EXAM_PASS_MARK = 32;

/** A current fact (president, counts, exam rules) not checked for this many days is flagged to admins. */
export const FACT_STALE_DAYS = 90;
/** Official list entries per "Liste officielle" quiz by default. */
export const OFFICIAL_LIST_PAGE = 20;
/**
 * The Ministry's list of civic exam knowledge questions (db/seeds/content/questions/official-list.ts): its
 * version, its entries, and the rows printed (one wording appears twice). A test keeps them in step.
 */
export const OFFICIAL_LIST = { version: '12/12/2025', entries: 244, printedRows: 245 } as const;

export const QUESTION_COUNT_CHOICES = [5, 10, 15, 20, 30, 50] as const;
/** The weekly focus's quiz (25 questions, docs/product.md#learning), started from its page rather than chosen in the set-up. */
export const WEEKLY_QUIZ_QUESTIONS = 25;
/** Every number of questions a quiz may ask for: the set-up's choices and the weekly quiz. */
export const QUESTION_LIMITS: readonly number[] = [...QUESTION_COUNT_CHOICES, WEEKLY_QUIZ_QUESTIONS].sort((a, b) => a - b);
export const DEFAULT_QUESTION_COUNT = 20;
export const DEMO_QUIZ_LIMIT = 5;
export const MINUTES_PER_QUESTION = 1.5;

export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;

export const INTERVIEW_STAGES = [
  'opening',
  'identity',
  'motivation',
  'civic_knowledge',
  'values',
  'closing',
] as const;
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];

/** Score colour bands (docs/product.md#quiz-scoring). */
export const SCORE_BANDS = { good: 80, middling: 60 } as const;
export const ASSESSMENT_BANDS = { good: 15, middling: 10 } as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

export const LANGUAGE_STORAGE_KEY = 'product-language';
