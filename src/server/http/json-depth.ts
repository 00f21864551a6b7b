// Nesting of JSON text, counted before it is parsed (issue 35, item 3): '[' × 524,000 then ']' ×
// 524,000 is valid JSON under the 1 MB body limit, and parsing it cost 180-840 ms of one core per
// request, unauthenticated. One linear pass over the characters, brackets inside strings skipped.
import { MAX_INPUT_DEPTH } from './control-characters.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Whether `text` opens more than `max` arrays or objects inside one another. */
export function jsonNestedDeeperThan(text: string, max = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
