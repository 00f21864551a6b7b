import { describe, expect, it } from 'vitest';
import { prettyJsonChunks } from './json-chunks.js';

async function text(value: unknown): Promise<{ text: string; pieces: number }> {
  let out = '';
  let pieces = 0;
  for await (const piece of prettyJsonChunks(value)) {
    out += piece;
    pieces += 1;
  }
  return { text: out, pieces };
}

describe('prettyJsonChunks', () => {
  it('writes exactly what JSON.stringify(value, null, 2) writes, long arrays in several pieces', async () => {
    const doc = {
      exportedAt: '2026-11-24T06:00:00.000Z',
      profile: { name: 'Amina', nested: { list: [1, 2, { a: null }] }, empty: [] },
      skipped: undefined,
      responses: Array.from({ length: 1234 }, (_, i) => ({ id: i, answer: `réponse "${i}"\n`, ok: i % 2 === 0, meta: { at: null, tags: ['x'] } })),
      short: [{ a: 1 }],
      nothing: null,
      emptyObject: {},
    };
    const { text: out, pieces } = await text(doc);
    expect(out).toBe(JSON.stringify(doc, null, 2));
    expect(pieces).toBeGreaterThan(3);
    for (const v of [[], {}, null, 'texte', 3, Array.from({ length: 600 }, (_, i) => i)]) expect((await text(v)).text).toBe(JSON.stringify(v, null, 2));
  });
});
