// Reading one member's rows of a table a page at a time (keyset pagination: each page starts after
// the last row of the one before), for reads that may return tens of thousands of rows, such as the
// account export. better-sqlite3 is synchronous: one read of every row would hold the event loop.
import { type SelectQueryBuilder, sql } from 'kysely';

/** Rows per page unless told otherwise: a few milliseconds of reading and writing each. */
export const PAGE_ROWS = 500;

/**
 * Calls `page(after, limit)` with the last row of the previous page (undefined the first time; `K`
 * is the part of a row that orders it) until a page comes back short; yields each non-empty page.
 */
export async function* keysetPages<R extends K, K>(page: (after: K | undefined, limit: number) => Promise<R[]>, limit = PAGE_ROWS): AsyncGenerator<R[]> {
  let after: K | undefined;
  for (;;) {
    const rows = await page(after, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1];
  }
}

type Key = string | number;

/**
 * The rows of `query` (one member's rows of one table) a page at a time in `column` order, each
 * page after the last value of the page before: `column` must be unique among those rows (an id).
 */
export function pagesByKey<DB, TB extends keyof DB, O extends Record<C, Key>, C extends string>(query: SelectQueryBuilder<DB, TB, O>, column: C, limit = PAGE_ROWS): AsyncGenerator<O[]> {
  return keysetPages<O, O>((after, n) => {
    const next = after === undefined ? query : query.where(sql.ref(column), '>', after[column]);
    return next.orderBy(sql.ref(column)).limit(n).execute();
  }, limit);
}

/**
 * The rows of `query` a page at a time in (`time`, id) order, each page after the last (time, id)
 * of the page before: the order of a member's index on (user, time), which a keyset on id alone
 * would scan and sort whole for every page. `time >= t` first lets that index start at t.
 */
export function pagesByTimeThenId<DB, TB extends keyof DB, O extends Record<T | 'id', Key>, T extends string>(query: SelectQueryBuilder<DB, TB, O>, time: T, limit = PAGE_ROWS): AsyncGenerator<O[]> {
  return keysetPages<O, O>((after, n) => {
    const next =
      after === undefined
        ? query
        : query.where(sql.ref(time), '>=', after[time]).where((eb) => eb.or([eb(sql.ref(time), '>', after[time]), eb(sql.ref('id'), '>', after.id)]));
    return next.orderBy(sql.ref(time)).orderBy(sql.ref('id')).limit(n).execute();
  }, limit);
}

/** Each page of rows turned into what is written out. */
export async function* mapPages<R, T>(pages: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const rows of pages) yield rows.map(map);
}
