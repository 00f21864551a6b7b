// The exact characters each rule refuses, over every code point: the C0 controls minus tab, LF
// and CR for any text; every C0 control and DEL for a single-line field; nothing else.
import { describe, expect, it } from 'vitest';
import { REFUSED_IN_LINE, REFUSED_IN_TEXT } from './text-rules.js';

function refused(rule: RegExp): number[] {
  const out: number[] = [];
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (rule.test(`a${String.fromCodePoint(c)}b`)) out.push(c);
  }
  return out;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('text rules', () => {
  it('refuses in any text the C0 controls except tab, LF and CR', () => {
    expect(refused(REFUSED_IN_TEXT)).toEqual([...range(0x00, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f)]);
  });

  it('refuses in a single-line field every C0 control and DEL', () => {
    expect(refused(REFUSED_IN_LINE)).toEqual([...range(0x00, 0x1f), 0x7f]);
  });
});
