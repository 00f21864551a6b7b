// Every threshold of the item analysis in one place (docs/item-analysis.md explains each one);
// the server computes the flags with them and the admin screens quote them in the reasons.
// Changing a number here changes the flags at the next read: nothing stored depends on them.

/** Which attempts count: finished quizzes and exams. Reviews, spaced sessions and the demo do not. */
export const COUNTED_ATTEMPT_TYPES: ReadonlySet<string> = new Set(['full', 'exam']);

/** The recent window, in days. */
export const WINDOW_DAYS = 90;

/** « trop facile »: share right above this, with at least `tooEasyMinAnswers` answers. */
export const TOO_EASY_P = 0.95;
export const TOO_EASY_MIN_ANSWERS = 200;

/** « piège probable »: a wrong option chosen more often than the key, once this many answers exist. */
export const TRAP_MIN_ANSWERS = 30;

/** « discrimine à l'envers »: index below this, once this many answers feed the index. */
export const REVERSE_DISCRIMINATION_BELOW = 0;
export const DISCRIMINATION_MIN_ANSWERS = 30;

/** « lente »: median time above this multiple of its theme's median, with at least this many answers. */
export const SLOW_FACTOR = 3;
export const SLOW_MIN_ANSWERS = 30;

/** « marquer comme revue » hides the flags until this many new answers have arrived. */
export const REVIEW_NEW_EVIDENCE = 50;

/**
 * An attempt feeds the discrimination sums when it holds at least this many answers: the rest of
 * the attempt stands for the member's mastery of the rest of the bank, and fewer is mostly noise.
 * (Kept on write: changing it needs a new migration that recomputes the sums.)
 */
export const DISCRIMINATION_MIN_ATTEMPT_ANSWERS = 5;

/** Measured difficulty replaces the editor's (for the quiz's « niveau ») once a question has this many answers. */
export const MEASURED_DIFFICULTY_MIN_ANSWERS = 200;
/**
 * Share right at or above which a measured question is level 1, 2, 3, 4; below the last, level 5
 * (the editors' scale: 1 Débutant … 5 Expert).
 */
export const MEASURED_LEVEL_MIN_P = [0.85, 0.7, 0.55, 0.4] as const;
