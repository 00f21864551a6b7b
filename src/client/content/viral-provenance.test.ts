// The viral quiz's questions state their provenance like the bank's: the official entries they name
// are the Ministry's, wording verbatim (db/seeds/content/questions/official-list.ts), and each has a source.
import { describe, expect, it } from 'vitest';
import { OFFICIAL_LIST_VERSION, OFFICIAL_QUESTIONS } from '../../../db/seeds/content/questions/official-list';
import { VIRAL_QUESTIONS } from './viral-quiz';

describe('viral quiz provenance', () => {
  it.each(VIRAL_QUESTIONS.map((q) => [q.id, q] as const))('question %i names its official entry as published, and a source', (_id, q) => {
    expect(q.source.length).toBeGreaterThan(10);
    if (!q.official) return;
    const rank = OFFICIAL_QUESTIONS.findIndex((o) => o.ref === q.official!.ref) + 1;
    expect(q.official).toEqual({ ref: q.official.ref, rank, text: OFFICIAL_QUESTIONS[rank - 1]!.text, version: OFFICIAL_LIST_VERSION });
  });
});
