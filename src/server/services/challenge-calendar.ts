// The community challenges' calendar (docs/product.md#community), a rule of the product rather than
// seed data: seven templates across the four types (weekly, monthly, seasonal, other), their bonus
// points, and the periods they run in. `ensurePeriodChallenges` creates the instance of every template
// for the period that contains `now` (this ISO week, this month, this season, this year), with a
// stable id per period, so that the page is never stale and past challenges keep their participants.
// Idempotent: existing rows are left alone. Periods are computed in UTC.
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { ChallengeTable } from '../../../db/schema.js';

type NewChallenge = Insertable<ChallengeTable>;
type Difficulty = ChallengeTable['difficulty'];

/** Points added to a member's score when they complete a challenge they joined, per type. */
export const CHALLENGE_BONUS_POINTS: Record<ChallengeTable['type'], number> = {
  weekly: 50,
  monthly: 100,
  seasonal: 200,
  other: 150,
};

const CATEGORY_ORDER = ['histoire', 'institutions', 'geographie', 'culture', 'valeurs'] as const;
type Cat = (typeof CATEGORY_ORDER)[number];
const CATEGORY_NAMES: Record<Cat, { fr: string; en: string; frOf: string }> = {
  histoire: { fr: 'Histoire de France', en: 'French history', frOf: "de l'histoire de France" },
  institutions: { fr: 'Institutions', en: 'Institutions', frOf: 'des institutions' },
  geographie: { fr: 'Géographie', en: 'Geography', frOf: 'de la géographie' },
  culture: { fr: 'Culture', en: 'Culture', frOf: 'de la culture' },
  valeurs: { fr: 'Valeurs de la République', en: 'Republican values', frOf: 'des valeurs de la République' },
};

export interface Period {
  key: string;
  start: Date;
  end: Date;
  /** A number that grows by one per period, to rotate categories. */
  index: number;
}

const DAY = 86_400_000;

/** ISO 8601 week of a date (UTC): the year that owns the week and its number. */
export function isoWeek(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / DAY + 1) / 7) };
}

export function weekPeriod(now: Date): Period {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() || 7) - 1));
  const { year, week } = isoWeek(now);
  return {
    key: `${year}-W${String(week).padStart(2, '0')}`,
    start: monday,
    end: new Date(monday.getTime() + 7 * DAY - 1),
    index: Math.floor(monday.getTime() / (7 * DAY)),
  };
}

export function monthPeriod(now: Date): Period {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    key: `${y}-${String(m + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(y, m, 1)),
    end: new Date(Date.UTC(y, m + 1, 1) - 1),
    index: y * 12 + m,
  };
}

const SEASONS = [
  { id: 'winter', fr: "d'hiver", en: 'Winter', first: 11 },
  { id: 'spring', fr: 'de printemps', en: 'Spring', first: 2 },
  { id: 'summer', fr: "d'été", en: 'Summer', first: 5 },
  { id: 'autumn', fr: "d'automne", en: 'Autumn', first: 8 },
] as const;

/** Meteorological seasons: winter is December to February, and so on. */
export function seasonPeriod(now: Date): Period & { season: (typeof SEASONS)[number] } {
  const m = now.getUTCMonth();
  const y = now.getUTCFullYear();
  const seasonIndex = Math.floor(((m + 1) % 12) / 3);
  const season = SEASONS[seasonIndex]!;
  const startYear = season.id === 'winter' && m < 2 ? y - 1 : y;
  const start = new Date(Date.UTC(startYear, season.first, 1));
  const end = new Date(Date.UTC(startYear, season.first + 3, 1) - 1);
  return { key: `${startYear}-${season.id}`, start, end, index: startYear * 4 + seasonIndex, season };
}

export function yearPeriod(now: Date): Period {
  const y = now.getUTCFullYear();
  return { key: String(y), start: new Date(Date.UTC(y, 0, 1)), end: new Date(Date.UTC(y + 1, 0, 1) - 1), index: y };
}

function points(type: ChallengeTable['type']) {
  const n = CHALLENGE_BONUS_POINTS[type];
  return { prize: `+${n} points au classement`, prizeEn: `+${n} leaderboard points` };
}

function challenge(
  id: string,
  type: ChallengeTable['type'],
  period: Period,
  fields: {
    title: string;
    titleEn: string;
    description: string;
    descriptionEn: string;
    difficulty: Difficulty;
    category: string;
    targetScore: number;
    targetCount: number;
  },
): NewChallenge {
  return {
    id: `${id}-${period.key}`,
    type,
    ...fields,
    ...points(type),
    startDate: period.start.toISOString(),
    endDate: period.end.toISOString(),
  };
}

/** The challenges of the periods that contain `now`. */
export function challengesFor(now: Date): NewChallenge[] {
  const week = weekPeriod(now);
  const month = monthPeriod(now);
  const season = seasonPeriod(now);
  const year = yearPeriod(now);
  const weekCat = CATEGORY_ORDER[((week.index % 5) + 5) % 5]!;
  const monthCat = CATEGORY_ORDER[(month.index + 2) % 5]!;
  const wc = CATEGORY_NAMES[weekCat];
  const mc = CATEGORY_NAMES[monthCat];
  return [
    challenge('weekly-theme', 'weekly', week, {
      title: `Semaine ${wc.frOf}`,
      titleEn: `${wc.en} week`,
      description: `Réussissez cette semaine 2 quiz avec au moins 12/20 sur les questions ${wc.frOf} (5 questions de ce thème au moins par quiz).`,
      descriptionEn: `This week, pass 2 quizzes with at least 12/20 on the ${wc.en.toLowerCase()} questions (at least 5 questions on this theme per quiz).`,
      difficulty: 'Débutant',
      category: weekCat,
      targetScore: 12,
      targetCount: 2,
    }),
    challenge('weekly-sans-faute', 'weekly', week, {
      title: 'Le sans-faute de la semaine',
      titleEn: 'Flawless week',
      description: 'Terminez un quiz de la semaine sans aucune erreur : 20/20, toutes catégories confondues.',
      descriptionEn: 'Finish one quiz this week without a single mistake: 20/20, any categories.',
      difficulty: 'Intermédiaire',
      category: 'all',
      targetScore: 20,
      targetCount: 1,
    }),
    challenge('monthly-regularite', 'monthly', month, {
      title: 'Régularité du mois',
      titleEn: 'Steady month',
      description: 'Terminez 12 quiz ce mois-ci avec au moins 12/20 : trois séances par semaine suffisent.',
      descriptionEn: 'Finish 12 quizzes this month with at least 12/20: three sessions a week will do.',
      difficulty: 'Intermédiaire',
      category: 'all',
      targetScore: 12,
      targetCount: 12,
    }),
    challenge('monthly-theme', 'monthly', month, {
      title: `Le mois ${mc.frOf}`,
      titleEn: `${mc.en} month`,
      description: `Réussissez 4 quiz ce mois-ci avec au moins 16/20 sur les questions ${mc.frOf} (5 questions de ce thème au moins par quiz).`,
      descriptionEn: `Pass 4 quizzes this month with at least 16/20 on the ${mc.en.toLowerCase()} questions (at least 5 questions on this theme per quiz).`,
      difficulty: 'Expert',
      category: monthCat,
      targetScore: 16,
      targetCount: 4,
    }),
    challenge('seasonal-marathon', 'seasonal', season, {
      title: `Le marathon ${season.season.fr}`,
      titleEn: `${season.season.en} marathon`,
      description: 'Terminez 30 quiz au cours de la saison avec au moins 12/20 chacun.',
      descriptionEn: 'Finish 30 quizzes during the season with at least 12/20 each.',
      difficulty: 'Intermédiaire',
      category: 'all',
      targetScore: 12,
      targetCount: 30,
    }),
    challenge('seasonal-excellence', 'seasonal', season, {
      title: `L'excellence ${season.season.fr}`,
      titleEn: `${season.season.en} excellence`,
      description: "Terminez 10 quiz au cours de la saison avec au moins 18/20 chacun.",
      descriptionEn: 'Finish 10 quizzes during the season with at least 18/20 each.',
      difficulty: 'Expert',
      category: 'all',
      targetScore: 18,
      targetCount: 10,
    }),
    challenge('annual-citoyen', 'other', year, {
      title: `Citoyen engagé ${year.key}`,
      titleEn: `Committed citizen ${year.key}`,
      description: "Réussissez dans l'année 20 quiz avec au moins 15/20 sur les questions des institutions (5 questions de ce thème au moins par quiz).",
      descriptionEn: 'Pass 20 quizzes this year with at least 15/20 on the institutions questions (at least 5 questions on this theme per quiz).',
      difficulty: 'Expert',
      category: 'institutions',
      targetScore: 15,
      targetCount: 20,
    }),
  ];
}

const ensured = new WeakMap<object, string>();

/** Inserts the current period's challenges that do not exist yet. Cheap to call often. */
export async function ensurePeriodChallenges(db: Db, now = new Date()): Promise<void> {
  const rows = challengesFor(now);
  const signature = rows.map((r) => r.id).join('|');
  if (ensured.get(db) === signature) return;
  for (const row of rows) {
    await db.insertInto('challenges').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  ensured.set(db, signature);
}
