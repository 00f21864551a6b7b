import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { openDatabase } from '../database.js';
import { databaseLocation } from '../env.js';
import { CHALLENGE_BONUS_POINTS, challengesFor, monthPeriod, seasonPeriod, weekPeriod } from './challenge-calendar.js';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-zÀ-ÿ]{3,}/;

describe('seeded challenges', () => {
  it('covers weekly, monthly and seasonal challenges with every field, current at the given date', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    const rows = challengesFor(now);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['weekly', 'monthly', 'seasonal', 'other']));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(Date.parse(r.startDate)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(r.endDate)).toBeGreaterThan(now.getTime());
      expect(r.targetScore).toBeGreaterThan(0);
      expect(r.targetScore).toBeLessThanOrEqual(20);
      expect(r.prize).toContain(String(CHALLENGE_BONUS_POINTS[r.type]));
      for (const key of ['title', 'titleEn', 'titleAr', 'description', 'descriptionEn', 'descriptionAr', 'prizeEn', 'prizeAr', 'category', 'difficulty'] as const) expect(r[key]).toBeTruthy();
    }
  });

  it('computes ISO weeks, months and meteorological seasons', () => {
    expect(weekPeriod(new Date('2025-07-23T12:00:00Z'))).toMatchObject({ key: '2025-W30', start: new Date('2025-07-21T00:00:00Z') });
    expect(weekPeriod(new Date('2027-01-01T12:00:00Z')).key).toBe('2026-W53');
    expect(monthPeriod(new Date('2026-02-10T00:00:00Z')).end.toISOString()).toBe('2026-02-28T23:59:59.999Z');
    const winter = seasonPeriod(new Date('2026-01-15T00:00:00Z'));
    expect(winter.key).toBe('2025-winter');
    expect(winter.start.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-02-28T23:59:59.999Z');
    expect(seasonPeriod(new Date('2025-12-05T00:00:00Z')).key).toBe('2025-winter');
    expect(seasonPeriod(new Date('2026-06-01T00:00:00Z'))).toMatchObject({ key: '2026-summer' });
    expect(seasonPeriod(new Date('2026-11-30T00:00:00Z')).key).toBe('2026-autumn');
  });

  it('gives each period its own ids, so past challenges keep their participants', () => {
    const a = challengesFor(new Date('2026-03-02T10:00:00Z')).map((r) => r.id);
    const b = challengesFor(new Date('2026-03-09T10:00:00Z')).map((r) => r.id);
    expect(a.filter((id) => id.startsWith('weekly'))).not.toEqual(b.filter((id) => id.startsWith('weekly')));
    expect(a.filter((id) => id.startsWith('monthly'))).toEqual(b.filter((id) => id.startsWith('monthly')));
  });

  it('makes no claim about what the examiner expects (the civic exam is passed at 32/40; quiz marks are ours)', () => {
    for (const r of challengesFor(new Date('2026-11-24T10:00:00Z'))) {
      expect(`${r.description} ${r.descriptionEn}`, r.id).not.toMatch(/examinateur|examiner|officiel|official/i);
    }
  });

  it('writes every text in French, English and Arabic, in every period, with the same figures', () => {
    // A year of weeks covers every weekly category, every month and every season.
    for (let week = 0; week < 53; week++) {
      for (const r of challengesFor(new Date(Date.UTC(2026, 0, 5 + week * 7, 10)))) {
        for (const text of [r.titleAr, r.descriptionAr, r.prizeAr]) {
          expect(text, r.id).toMatch(ARABIC);
          // No French or English word left in the Arabic (figures and scores only).
          expect(text, r.id).not.toMatch(LATIN_WORD);
        }
        // "2 quiz" is a dual noun in Arabic ("اختبارين"), "un quiz" a word: only figures from 3 up are compared.
        const figures = (t: string) => (t.match(/\d+/g) ?? []).filter((n) => Number(n) > 2).sort();
        expect(figures(r.descriptionAr), r.id).toEqual(figures(r.description));
        expect(figures(r.titleAr), r.id).toEqual(figures(r.title));
        expect(figures(r.prizeAr), r.id).toEqual(figures(r.prize));
      }
    }
  });
});

describe('challenge texts in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the Arabic texts, and fills them in, once the server restarts, on rows written before they existed (this period and a week ago)', async () => {
    const now = new Date();
    const current = challengesFor(now);
    const lastWeek = challengesFor(new Date(now.getTime() - 7 * 86_400_000)).find((r) => r.type === 'weekly')!;
    // Rows as an older version wrote them: no Arabic.
    for (const row of [current[0]!, lastWeek]) {
      await t.db
        .insertInto('challenges')
        .values({ ...row, titleAr: null, descriptionAr: null, prizeAr: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ titleAr: null, descriptionAr: null, prizeAr: null }))
        .execute();
    }
    // The upgraded server starts: it opens the database (migrated) as `npm start` does.
    const restarted = await openDatabase(databaseLocation(t.env));
    await restarted.close();
    const res = await request(t.app, { method: 'GET', url: '/api/community/challenges' });
    expect(res.statusCode).toBe(200);
    const list: { id: string; titleAr: string | null; descriptionAr: string | null; prizeAr: string | null }[] = res.json();
    for (const row of [...current, lastWeek]) {
      const served = list.find((c) => c.id === row.id);
      expect(served, row.id).toMatchObject({ titleAr: row.titleAr, descriptionAr: row.descriptionAr, prizeAr: row.prizeAr });
    }
    // The tRPC door serves the same texts.
    const trpc = await request(t.app, { method: 'GET', url: '/trpc/community.challenges.list' });
    expect(trpc.json().result.data.find((c: { id: string }) => c.id === current[0]!.id).titleAr).toBe(current[0]!.titleAr);
  });
});
