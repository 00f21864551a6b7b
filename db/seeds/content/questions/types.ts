// The shape of one seeded question. db/ imports only kysely and better-sqlite3, so the
// literal unions are spelled out here; a test checks they match src/shared/constants.ts.

export type SeedCategory = 'histoire' | 'institutions' | 'geographie' | 'culture' | 'valeurs';
export type SeedTheme =
  | 'principes_valeurs'
  | 'institutions_politique'
  | 'droits_devoirs'
  | 'histoire_geo_culture'
  | 'societe';
export type SeedSubtheme =
  | 'devise_symboles' | 'laicite' | 'situations_valeurs'
  | 'democratie_vote' | 'organisation' | 'europe'
  | 'droits_fondamentaux' | 'obligations' | 'situations_droits'
  | 'periodes_personnages' | 'territoires' | 'patrimoine'
  | 'installation' | 'soins' | 'travail' | 'ecole_parentalite';

export interface SeedQuestion {
  /** Stable key used by the idempotent seed (upsert), e.g. 'hist-001'. Never reuse or renumber. */
  id: string;
  category: SeedCategory;
  theme: SeedTheme;
  subtheme: SeedSubtheme;
  kind: 'knowledge' | 'situation';
  difficulty: 1 | 2 | 3 | 4 | 5;
  content: string;
  contentEn: string;
  /** Exactly 4 distinct choices; correctAnswer is one of them verbatim. */
  options: [string, string, string, string];
  /** Same order as options. */
  optionsEn: [string, string, string, string];
  correctAnswer: string;
  /** French, at least 40 characters, says why. */
  explanation: string;
  explanationEn: string;
  /** The text that settles the answer (article, law with date, Livret du citoyen, official page). */
  source: string;
  /** Reference of the official list entry this question prepares (see official-list.ts), if any. */
  officialRef?: string;
  /** Key of the current fact (db/seeds/content/facts.ts) that is the right answer: the served answer follows it. */
  factKey?: string;
  /** One of the 3 fixed demo questions. */
  demo?: boolean;
}

/**
 * The Arabic help translation of one question, keyed by the question's id in `ar/*.ts`. It is an aid
 * shown under the French text (the exam stays in French): same option order as `options`.
 */
export interface ArabicQuestionText {
  content: string;
  options: [string, string, string, string];
  explanation: string;
}

export type ArabicQuestionTexts = Record<string, ArabicQuestionText>;
