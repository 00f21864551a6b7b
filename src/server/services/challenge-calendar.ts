// The community challenges' calendar (docs/product.md#community), a rule of the product rather than
// seed data: seven templates across the four types (weekly, monthly, seasonal, other), their bonus
// points, and the periods they run in. `ensurePeriodChallenges` creates the instance of every template
// for the period that contains `now` (this ISO week, this month, this season, this year), with a
// stable id per period, so that the page is never stale and past challenges keep their participants.
// Idempotent: existing rows keep their texts, except that Arabic texts missing from a row written
// before they existed are filled in. Periods are computed in UTC. Every text exists in French,
// English and Arabic (the interface languages).
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { ChallengeTable } from '../../../db/schema.js';

type NewChallenge = Insertable<ChallengeTable>;
/** A calendar challenge always has its Arabic texts (the columns are nullable for older rows only). */
type CalendarChallenge = NewChallenge & { titleAr: string; descriptionAr: string; prizeAr: string };
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
// `ar` is the Arabic name with its article, as it follows a noun ("أسبوع الجغرافيا": geography week).
const CATEGORY_NAMES: Record<Cat, { fr: string; en: string; ar: string; frOf: string }> = {
  histoire: { fr: 'Histoire de France', en: 'French history', ar: 'تاريخ فرنسا', frOf: "de l'histoire de France" },
  institutions: { fr: 'Institutions', en: 'Institutions', ar: 'المؤسسات', frOf: 'des institutions' },
  geographie: { fr: 'Géographie', en: 'Geography', ar: 'الجغرافيا', frOf: 'de la géographie' },
  culture: { fr: 'Culture', en: 'Culture', ar: 'الثقافة', frOf: 'de la culture' },
  valeurs: { fr: 'Valeurs de la République', en: 'Republican values', ar: 'قيم الجمهورية', frOf: 'des valeurs de la République' },
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
  { id: 'winter', fr: "d'hiver", en: 'Winter', ar: 'الشتاء', first: 11 },
  { id: 'spring', fr: 'de printemps', en: 'Spring', ar: 'الربيع', first: 2 },
  { id: 'summer', fr: "d'été", en: 'Summer', ar: 'الصيف', first: 5 },
  { id: 'autumn', fr: "d'automne", en: 'Autumn', ar: 'الخريف', first: 8 },
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
  return { prize: `+${n} points au classement`, prizeEn: `+${n} leaderboard points`, prizeAr: `+${n} نقطة في الترتيب` };
}

function challenge(
  id: string,
  type: ChallengeTable['type'],
  period: Period,
  fields: {
    title: string;
    titleEn: string;
    titleAr: string;
    description: string;
    descriptionEn: string;
    descriptionAr: string;
    difficulty: Difficulty;
    category: string;
    targetScore: number;
    targetCount: number;
  },
): CalendarChallenge {
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
export function challengesFor(now: Date): CalendarChallenge[] {
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
      titleAr: `أسبوع ${wc.ar}`,
      description: `Réussissez cette semaine 2 quiz avec au moins 12/20 sur les questions ${wc.frOf} (5 questions de ce thème au moins par quiz).`,
      descriptionEn: `This week, pass 2 quizzes with at least 12/20 on the ${wc.en.toLowerCase()} questions (at least 5 questions on this theme per quiz).`,
      descriptionAr: `انجح هذا الأسبوع في اختبارين بنتيجة 12/20 على الأقل في أسئلة ${wc.ar} (5 أسئلة على الأقل من هذا المحور في كل اختبار).`,
      difficulty: 'Débutant',
      category: weekCat,
      targetScore: 12,
      targetCount: 2,
    }),
    challenge('weekly-sans-faute', 'weekly', week, {
      title: 'Le sans-faute de la semaine',
      titleEn: 'Flawless week',
      titleAr: 'أسبوع بلا أخطاء',
      description: 'Terminez un quiz de la semaine sans aucune erreur : 20/20, toutes catégories confondues.',
      descriptionEn: 'Finish one quiz this week without a single mistake: 20/20, any categories.',
      descriptionAr: 'أكمل هذا الأسبوع اختبارًا واحدًا دون أي خطأ: 20/20، في جميع المحاور.',
      difficulty: 'Intermédiaire',
      category: 'all',
      targetScore: 20,
      targetCount: 1,
    }),
    challenge('monthly-regularite', 'monthly', month, {
      title: 'Régularité du mois',
      titleEn: 'Steady month',
      titleAr: 'شهر المواظبة',
      description: 'Terminez 12 quiz ce mois-ci avec au moins 12/20 : trois séances par semaine suffisent.',
      descriptionEn: 'Finish 12 quizzes this month with at least 12/20: three sessions a week will do.',
      descriptionAr: 'أكمل 12 اختبارًا هذا الشهر بنتيجة 12/20 على الأقل: تكفي ثلاث جلسات في الأسبوع.',
      difficulty: 'Intermédiaire',
      category: 'all',
      targetScore: 12,
      targetCount: 12,
    }),
    challenge('monthly-theme', 'monthly', month, {
      title: `Le mois ${mc.frOf}`,
      titleEn: `${mc.en} month`,
      titleAr: `شهر ${mc.ar}`,
      description: `Réussissez 4 quiz ce mois-ci avec au moins 16/20 sur les questions ${mc.frOf} (5 questions de ce thème au moins par quiz).`,
      descriptionEn: `Pass 4 quizzes this month with at least 16/20 on the ${mc.en.toLowerCase()} questions (at least 5 questions on this theme per quiz).`,
      descriptionAr: `انجح في 4 اختبارات هذا الشهر بنتيجة 16/20 على الأقل في أسئلة ${mc.ar} (5 أسئلة على الأقل من هذا المحور في كل اختبار).`,
      difficulty: 'Expert',
      category: monthCat,
      targetScore: 16,
      targetCount: 4,
    }),
    challenge('seasonal-marathon', 'seasonal', season, {
      title: `Le marathon ${season.season.fr}`,
      titleEn: `${season.season.en} marathon`,
      titleAr: `ماراثون فصل ${season.season.ar}`,
      description: 'Terminez 30 quiz au cours de la saison avec au moins 12/20 chacun.',
      descriptionEn: 'Finish 30 quizzes during the season with at least 12/20 each.',
      descriptionAr: 'أكمل 30 اختبارًا خلال الفصل بنتيجة 12/20 على الأقل في كل منها.',
      difficulty: 'Intermédiaire',
      category: 'all',
      targetScore: 12,
      targetCount: 30,
    }),
    challenge('seasonal-excellence', 'seasonal', season, {
      title: `L'excellence ${season.season.fr}`,
      titleEn: `${season.season.en} excellence`,
      titleAr: `تميّز فصل ${season.season.ar}`,
      description: "Terminez 10 quiz au cours de la saison avec au moins 18/20 chacun.",
      descriptionEn: 'Finish 10 quizzes during the season with at least 18/20 each.',
      descriptionAr: 'أكمل 10 اختبارات خلال الفصل بنتيجة 18/20 على الأقل في كل منها.',
      difficulty: 'Expert',
      category: 'all',
      targetScore: 18,
      targetCount: 10,
    }),
    challenge('annual-citoyen', 'other', year, {
      title: `Citoyen engagé ${year.key}`,
      titleEn: `Committed citizen ${year.key}`,
      titleAr: `مواطن ملتزم ${year.key}`,
      description: "Réussissez dans l'année 20 quiz avec au moins 15/20 sur les questions des institutions (5 questions de ce thème au moins par quiz).",
      descriptionEn: 'Pass 20 quizzes this year with at least 15/20 on the institutions questions (at least 5 questions on this theme per quiz).',
      descriptionAr: 'انجح خلال السنة في 20 اختبارًا بنتيجة 15/20 على الأقل في أسئلة المؤسسات (5 أسئلة على الأقل من هذا المحور في كل اختبار).',
      difficulty: 'Expert',
      category: 'institutions',
      targetScore: 15,
      targetCount: 20,
    }),
  ];
}

const ensured = new WeakMap<object, string>();
const WEEK_MS = 7 * DAY;

/**
 * Inserts the current period's challenges that do not exist yet, and gives the Arabic texts to
 * those rows (and to the ones of a week ago, still listed once ended) written before Arabic
 * existed. Cheap to call often.
 */
export async function ensurePeriodChallenges(db: Db, now = new Date()): Promise<void> {
  const rows = challengesFor(now);
  const signature = rows.map((r) => r.id).join('|');
  if (ensured.get(db) === signature) return;
  for (const row of rows) {
    await db
      .insertInto('challenges')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(arabicOf(row)).where('challenges.titleAr', 'is', null))
      .execute();
  }
  for (const row of challengesFor(new Date(now.getTime() - WEEK_MS))) {
    await db.updateTable('challenges').set(arabicOf(row)).where('id', '=', row.id).where('titleAr', 'is', null).execute();
  }
  ensured.set(db, signature);
}

function arabicOf(row: CalendarChallenge) {
  return { titleAr: row.titleAr, descriptionAr: row.descriptionAr, prizeAr: row.prizeAr };
}
