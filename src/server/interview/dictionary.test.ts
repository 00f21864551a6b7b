import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompactWordSet, lookupWord } from './dictionary.js';

describe('CompactWordSet', () => {
  it('finds exactly the words it holds, accents and hyphens included', () => {
    const set = new CompactWordSet(['été', 'a', 'zèbre', 'abaisse-langue', 'été', 'œuvre', '']);
    expect(set.size).toBe(5);
    for (const w of ['été', 'a', 'zèbre', 'abaisse-langue', 'œuvre']) expect(set.has(w)).toBe(true);
    for (const w of ['ete', '', 'zebre', 'abaisse', 'b', 'zzz']) expect(set.has(w)).toBe(false);
  });
});

describe('lookupWord', () => {
  it('tells exact words, accent slips and unknown words apart', () => {
    expect(lookupWord('république')).toBe('exact');
    expect(lookupWord('republique')).toBe('accents');
    expect(lookupWord('laïcité')).toBe('exact');
    expect(lookupWord('marianne')).toBe('exact');
    expect(lookupWord('xqzwv')).toBe('unknown');
  });
});

describe('the word list in memory', () => {
  // Measured in a fresh process (with --expose-gc, so that only what is still reachable counts):
  // the word list's 336,000 strings, once parsed, must not stay on the JS heap. `require()` kept
  // them in its module cache for the life of the process (~13 MB, ~336,000 more objects for every
  // full garbage collection to mark) after the first interview answer.
  it('keeps the words off the JS heap once the sets are built', () => {
    const script = `
      import { lookupWord } from './src/server/interview/dictionary.ts';
      const heap = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
      const before = heap();
      lookupWord('république');
      console.log(JSON.stringify({ grownBytes: heap() - before }));
    `;
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      encoding: 'utf8',
    });
    const { grownBytes } = JSON.parse(out.trim().split('\n').at(-1)!) as { grownBytes: number };
    expect(grownBytes).toBeLessThan(2 * 1024 * 1024);
  });
});
