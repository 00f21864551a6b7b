import { describe, expect, it } from 'vitest';
import { collectRowChunks, prettyJsonChunks, rowChunks } from './json-chunks.js';

async function text(value: unknown): Promise<{ text: string; pieces: number }> {
  let out = '';
  let pieces = 0;
  for await (const piece of prettyJsonChunks(value)) {
    out += piece;
    pieces += 1;
  }
  return { text: out, pieces };
}

const row = (i: number) => ({
  id: i,
  answer: `réponse "${i}"\n\u2028`,
  ok: i % 2 === 0,
  score: i / 3,
  at: new Date(Date.UTC(2026, 0, 1 + i)),
  meta: { at: null, tags: ['x'], none: undefined, f: () => 1 },
  list: [undefined, i],
});

/** Pages of `size` rows out of `total`, counting the pages read. */
function pages(total: number, size: number, log: string[] = []) {
  return rowChunks(async function* () {
    for (let start = 0; start < total; start += size) {
      log.push(`read ${start}`);
      yield Array.from({ length: Math.min(size, total - start) }, (_, k) => row(start + k));
    }
  });
}

describe('prettyJsonChunks, plain values', () => {
  it('writes what JSON.stringify(value, null, 2) writes', async () => {
    const values: unknown[] = [
      null,
      'texte "cité" \\ \u0000 \ud800',
      0,
      Number.NaN,
      true,
      [],
      {},
      [[], {}, [[1]], { a: [] }],
      { date: new Date('2026-11-24T06:00:00.000Z'), nested: { list: [1, 2, { a: null }] }, skipped: undefined, fn: () => 1, sym: Symbol('s') },
      [undefined, () => 1, Symbol('s')],
      { '': 1, 'clé "à" échapper\n': 2 },
      Array.from({ length: 50 }, (_, i) => row(i)),
    ];
    for (const v of values) expect((await text(v)).text).toBe(JSON.stringify(v, null, 2));
  });
});

describe('prettyJsonChunks', () => {
  it('writes exactly what JSON.stringify writes of the collected document, a page of rows at a time', async () => {
    const doc = () => ({
      exportedAt: '2026-11-24T06:00:00.000Z',
      profile: { name: 'Amina', nested: { list: [1, 2, { a: null }] }, empty: [] },
      skipped: undefined,
      responses: pages(1234, 100),
      nothing: pages(0, 100),
      nested: { list: pages(3, 2), plain: [1, 2], deeper: [pages(1, 5), 'x'] },
      short: [{ a: 1 }],
      emptyObject: {},
    });
    const collected = await collectRowChunks(doc());
    expect(collected.responses).toHaveLength(1234);
    expect(collected.nothing).toEqual([]);
    expect(collected.nested.list.map((r) => r.id)).toEqual([0, 1, 2]);
    const { text: out, pieces } = await text(doc());
    expect(out).toBe(JSON.stringify(collected, null, 2));
    expect(JSON.parse(out).responses).toHaveLength(1234);
    expect(pieces).toBeGreaterThan(3);
    for (const v of [[], {}, null, 'texte', 3, Array.from({ length: 600 }, (_, i) => i), pages(0, 1), pages(3, 1), [pages(2, 1)]]) {
      expect((await text(v)).text).toBe(JSON.stringify(await collectRowChunks(v), null, 2));
    }
  });

  it('reads the next page only when the text so far has been taken, and lets the event loop turn in between', async () => {
    const log: string[] = [];
    // Logs once per turn of the event loop (each check phase, after that turn's I/O poll).
    let ticking = true;
    const tick = () => {
      log.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const reader = prettyJsonChunks({ rows: pages(600, 100, log) });
    try {
      const first = await reader.next();
      expect(first.done).toBe(false);
      // The pieces are joined up to 16 KiB (about 60 of these rows): the first pages only.
      const readSoFar = log.filter((l) => l.startsWith('read')).length;
      expect(readSoFar).toBeLessThan(6);
      await new Promise((r) => setTimeout(r, 20));
      expect(log.filter((l) => l.startsWith('read'))).toHaveLength(readSoFar);
      let rest = first.value as string;
      for await (const piece of reader) rest += piece;
      expect(JSON.parse(rest).rows).toHaveLength(600);
      // The loop turned between page reads, not only before and after the whole document.
      const reads = log.map((l, i) => (l.startsWith('read') ? i : -1)).filter((i) => i >= 0);
      const turnsBetween = reads.slice(1).filter((at, k) => log.slice(reads[k]! + 1, at).includes('turn')).length;
      expect(turnsBetween).toBeGreaterThanOrEqual(3);
    } finally {
      ticking = false;
    }
  });

  it('serialises a page of long rows in pieces of about 32 K characters, never one string of the page', async () => {
    // 100 answers of 2,000 characters: one string of the page was ~220 K characters, which V8 puts
    // in its large-object space, freed only by a full mark (issue 35, item 1).
    const long = (i: number) => ({ id: i, answer: `${'é'.repeat(1990)}${String(i).padStart(10, '0')}`, nested: { i } });
    const doc = {
      before: 1,
      rows: rowChunks(async function* () {
        for (let start = 0; start < 300; start += 100) yield Array.from({ length: 100 }, (_, k) => long(start + k));
      }),
      small: pages(7, 3),
      after: 'fin',
    };
    const expected = JSON.stringify(await collectRowChunks(doc), null, 2);
    let out = '';
    let longest = 0;
    for await (const piece of prettyJsonChunks(doc)) {
      out += piece;
      longest = Math.max(longest, piece.length);
    }
    expect(out).toBe(expected);
    expect(longest).toBeLessThan(64 * 1024);
  });
});
