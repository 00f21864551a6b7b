// The exact characters each rule refuses, over every code point: the C0 controls minus tab, LF
// and CR, the C1 controls and the bidirectional embeddings, overrides and isolates for any text;
// every control, DEL included, and those for a single-line field; nothing else.
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
  // U+202A–U+202E and U+2066–U+2069 reorder what follows on screen (CVE-2021-42574, "Trojan
  // Source"): a name could show an admin another text than it holds. Issue 35, item 12.
  const BIDI_CONTROLS = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];

  it('refuses in any text the C0 controls except tab, LF and CR, the C1 controls and bidi overrides', () => {
    expect(refused(REFUSED_IN_TEXT)).toEqual([...range(0x00, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f), ...range(0x80, 0x9f), ...BIDI_CONTROLS]);
  });

  it('refuses in a single-line field every control character, DEL included, and bidi overrides', () => {
    expect(refused(REFUSED_IN_LINE)).toEqual([...range(0x00, 0x1f), ...range(0x7f, 0x9f), ...BIDI_CONTROLS]);
  });
});
