// The offline quiz draw: the server's filters applied to the pack, the limit, no repeats, and
// today's review from the pack's due questions.
import { describe, expect, it } from 'vitest';
import type { QuestionDto } from '../../shared/dto';
import { pickFromPack } from './pack-draw';

function question(id: string, over: Partial<QuestionDto> = {}): QuestionDto {
  return {
    id,
    content: id,
    contentEn: id,
    type: 'mcq',
    options: ['A', 'B'],
    optionsEn: ['A', 'B'],
    correctAnswer: 'A',
    explanation: '',
    explanationEn: '',
    category: 'valeurs',
    theme: 'principes_valeurs',
    kind: 'knowledge',
    difficulty: 1,
    mediaUrl: null,
    source: '',
    ...over,
  } as QuestionDto;
}

const questions = [
  ...Array.from({ length: 12 }, (_, i) => question(`p${i}`, { difficulty: (i % 3) + 1 })),
  ...Array.from({ length: 8 }, (_, i) => question(`h${i}`, { theme: 'histoire_geo_culture', kind: 'situation' })),
];
const pack = { questions, dueIds: ['h3', 'p5', 'gone'] };

describe('pickFromPack', () => {
  it('draws at most the limit, without repeats', () => {
    const drawn = pickFromPack(pack, 'quiz', {}, 5);
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(5);
  });

  it('applies the theme, kind and level filters like the server', () => {
    expect(pickFromPack(pack, 'quiz', { theme: 'histoire_geo_culture' }, 20).map((q) => q.id).sort()).toEqual(questions.filter((q) => q.id.startsWith('h')).map((q) => q.id).sort());
    expect(pickFromPack(pack, 'quiz', { kind: 'situation', theme: 'principes_valeurs' }, 20)).toEqual([]);
    const level2 = pickFromPack(pack, 'quiz', { theme: 'principes_valeurs', difficulty: 2 }, 20);
    expect(level2).toHaveLength(4);
    expect(level2.every((q) => q.difficulty === 2)).toBe(true);
  });

  it("serves today's review from the pack's due questions", () => {
    expect(pickFromPack(pack, 'spaced', {}, 20).map((q) => q.id).sort()).toEqual(['h3', 'p5']);
    expect(pickFromPack(pack, 'spaced', {}, 1)).toHaveLength(1);
  });
});
