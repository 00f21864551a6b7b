// The quiz set-up's choices and the ones an address may ask for ('S'entraîner sur ce thème', the
// weekly focus's quiz): the official theme, subtheme and kind first; the category only from an address.
import { CATEGORIES, DIFFICULTIES, EXAM_DRAW, QUESTION_KINDS, QUESTION_LIMITS, THEMES, type Category, type QuestionKind, type Subtheme, type Theme } from '../../../shared/constants';

export interface QuizSettings {
  theme: Theme | 'all';
  subtheme: Subtheme | 'all';
  kind: QuestionKind | 'all';
  category: Category | 'all';
  difficulty: number;
  limit: number;
}

export const ALL_SETTINGS: Omit<QuizSettings, 'limit'> = { theme: 'all', subtheme: 'all', kind: 'all', category: 'all', difficulty: 0 };

/** The set-up asked in the address ('S'entraîner sur ce thème', the weekly quiz), if valid. */
export function settingsFromSearch(search: string): Partial<QuizSettings> {
  const params = new URLSearchParams(search);
  const out: Partial<QuizSettings> = {};
  const theme = params.get('theme');
  if (theme && (THEMES as readonly string[]).includes(theme)) out.theme = theme as Theme;
  const subtheme = params.get('subtheme');
  if (out.theme && subtheme && Object.hasOwn(EXAM_DRAW[out.theme as Theme], subtheme)) out.subtheme = subtheme as Subtheme;
  const kind = params.get('kind');
  if (kind && (QUESTION_KINDS as readonly string[]).includes(kind)) out.kind = kind as QuestionKind;
  // The weekly focus's quiz: one category, one level, its number of questions.
  const category = params.get('category');
  if (category && (CATEGORIES as readonly string[]).includes(category)) out.category = category as Category;
  const difficulty = Number(params.get('difficulty'));
  if ((DIFFICULTIES as readonly number[]).includes(difficulty)) out.difficulty = difficulty;
  const count = Number(params.get('count'));
  if (QUESTION_LIMITS.includes(count)) out.limit = count;
  return out;
}
