// Every list the server returns comes a page at a time, with a capped page size, the same way on
// both doors: tRPC inputs and REST query strings ('?page=2&pageSize=50') go through these schemas.
import { z } from 'zod';

export const PAGE_SIZE = 50;
export const PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 100_000;
/** Longest search text a list accepts. */
export const SEARCH_MAX = 100;

/** A whole number from a query string or a JSON number; missing or empty → the fallback. */
export const positiveInt = (fallback: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? fallback : v), z.coerce.number().int().min(1).max(max));

export const pageFields = {
  page: positiveInt(1, PAGE_MAX),
  pageSize: positiveInt(PAGE_SIZE, PAGE_SIZE_MAX),
};
export const searchField = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(SEARCH_MAX));

/** Accepts a missing input (tRPC without input, REST without query) as the first page. */
export const withDefaults = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => v ?? {}, schema);

export const pageInput = withDefaults(z.object(pageFields));
export type PageInput = z.output<typeof pageInput>;

export interface PageDto<T> {
  items: T[];
  /** Rows that match, over every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** LIKE pattern for 'contains', with %, _ and the escape character taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
