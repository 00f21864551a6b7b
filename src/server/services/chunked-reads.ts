// Reading one member's rows of a table a page at a time (keyset pagination: each page starts after
// the last row of the one before), for reads that may return tens of thousands of rows, such as the
// account export. better-sqlite3 is synchronous: one read of every row would hold the event loop.

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

/** Each page of rows turned into what is written out. */
export async function* mapPages<R, T>(pages: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const rows of pages) yield rows.map(map);
}
