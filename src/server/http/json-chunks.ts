// A large JSON document written in pieces: the same text as JSON.stringify(value, null, 2), but the
// long lists are rows read a chunk at a time (`rowChunks`), each chunk serialised and handed on
// before the next is read, with a turn of the event loop in between. One member's full export
// (tens of thousands of answers) then never holds every other request, nor sits whole in memory.
import { setImmediate as nextTurn } from 'node:timers/promises';

const ROWS = Symbol('rows read in chunks');

/** A list whose rows come a chunk at a time (keyset pages of a table, say). */
export interface RowChunks<T = unknown> {
  readonly [ROWS]: () => AsyncIterable<readonly T[]>;
}

/** Marks a list to be read lazily: `read` is called once, when the writer reaches the list. */
export function rowChunks<T>(read: () => AsyncIterable<readonly T[]>): RowChunks<T> {
  return { [ROWS]: read };
}

function isRowChunks(value: unknown): value is RowChunks {
  return typeof value === 'object' && value !== null && ROWS in value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Whether a row list is anywhere inside (the rows themselves are not looked into). */
function holdsRowChunks(value: unknown): boolean {
  if (isRowChunks(value)) return true;
  if (Array.isArray(value)) return value.some(holdsRowChunks);
  if (isPlainObject(value)) return Object.values(value).some(holdsRowChunks);
  return false;
}

/** JSON.stringify(value, null, 2) with every line after the first indented by `pad`. */
function prettyJson(value: unknown, pad: string): string | undefined {
  const text = JSON.stringify(value, null, 2);
  return pad === '' || text === undefined ? text : text.replace(/\n/g, `\n${pad}`);
}

/**
 * '\n<pad>  row,\n<pad>  row' for a page of rows whose list is indented by `pad`: one native
 * JSON.stringify per page (several times faster than one per row), the page wrapped in as many
 * arrays as `pad` has levels so that its rows come out indented as they must, then cut out of the
 * text (a slice, not a copy, unlike re-indenting with replace).
 */
function pageText(rows: readonly unknown[], pad: string): string {
  const depth = pad.length / 2;
  let wrapped: unknown = rows;
  for (let level = 0; level < depth; level++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  // Before the page's '[': '[\n  ' + '[\n    ' + …; after its ']': '\n  ]' + … + '\n]'.
  let before = 0;
  let after = 0;
  for (let level = 0; level < depth; level++) {
    before += 2 + 2 * (level + 1);
    after += 2 + 2 * level;
  }
  // Also drop the page's own '[' and '\n<pad>]'.
  return text.slice(before + 1, text.length - after - pad.length - 2);
}

/**
 * Characters of rows serialised at once. V8 allocates a string of more than ~128 KB straight into
 * its large-object space, which only a full mark frees: with the production heap settings
 * (deploy/node-flags, --heap-growing-percent=300) every page of long answers serialised whole
 * stayed in memory until the old generation had grown fourfold (RSS +51–62 MB for two exports of
 * 100 MB accounts at once). Pieces this size die young, in the scavenged new space.
 */
const PIECE_CHARS = 32 * 1024;

/**
 * The page's rows as `pageText` pieces of about PIECE_CHARS characters: a first slice of a few
 * rows, then slices sized from the characters per row seen so far (one row at least).
 */
function* pagePieces(rows: readonly unknown[], pad: string): Generator<string> {
  let start = 0;
  let take = Math.min(rows.length, 8);
  let chars = 0;
  while (start < rows.length) {
    const text = pageText(rows.slice(start, start + take), pad);
    start += take;
    chars += text.length;
    yield text;
    take = Math.max(1, Math.floor(PIECE_CHARS / (chars / start)));
  }
}

/** The pieces of the document: plain parts as they are, row lists a chunk at a time. */
async function* write(value: unknown, pad: string): AsyncGenerator<string> {
  if (isRowChunks(value)) {
    let first = true;
    for await (const rows of value[ROWS]()) {
      if (rows.length === 0) continue;
      for (const piece of pagePieces(rows, pad)) {
        yield (first ? '[' : ',') + piece;
        first = false;
      }
      // Let other requests in before the next chunk is read and written.
      await nextTurn();
    }
    yield first ? '[]' : `\n${pad}]`;
  } else if (holdsRowChunks(value)) {
    const entries: [string | null, unknown][] = Array.isArray(value)
      ? value.map((v) => [null, v === undefined || typeof v === 'function' || typeof v === 'symbol' ? null : v])
      : Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol');
    const inner = `${pad}  `;
    yield Array.isArray(value) ? '[' : '{';
    for (const [i, [key, v]] of entries.entries()) {
      yield `${i === 0 ? '\n' : ',\n'}${inner}${key === null ? '' : `${JSON.stringify(key)}: `}`;
      yield* write(v, inner);
    }
    yield Array.isArray(value) ? `\n${pad}]` : `\n${pad}}`;
  } else {
    yield prettyJson(value, pad) ?? 'null';
  }
}

/** Pieces of at least this many characters (small parts are joined to the next). */
const MIN_PIECE = 16 * 1024;

/** The text of JSON.stringify(value, null, 2), in pieces, row lists read as the text is written. */
export async function* prettyJsonChunks(value: unknown): AsyncGenerator<string> {
  let pending = '';
  for await (const piece of write(value, '')) {
    pending += piece;
    if (pending.length >= MIN_PIECE) {
      yield pending;
      pending = '';
    }
  }
  if (pending !== '') yield pending;
}

/** A document's type once its row lists are arrays. */
export type Collected<T> =
  T extends RowChunks<infer R> ? Collected<R>[] : T extends readonly unknown[] ? { [K in keyof T]: Collected<T[K]> } : T extends Record<string, unknown> ? { [K in keyof T]: Collected<T[K]> } : T;

/** The same document with every row list read into an array (for callers that need the value). */
export async function collectRowChunks<T>(value: T): Promise<Collected<T>> {
  return (await collect(value)) as Collected<T>;
}

async function collect(value: unknown): Promise<unknown> {
  if (isRowChunks(value)) {
    const all: unknown[] = [];
    for await (const rows of value[ROWS]()) {
      for (const row of rows) all.push(row);
      await nextTurn();
    }
    return all;
  }
  if (!holdsRowChunks(value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) out.push(await collect(v));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[key] = await collect(v);
  return out;
}
