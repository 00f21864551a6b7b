// French text (an answer, a source) inside a sentence of a right-to-left page: without an isolate,
// the bidirectional algorithm moves its trailing numbers and punctuation to the wrong side.

/** `text` wrapped in First Strong Isolate … Pop Directional Isolate on a right-to-left page. */
export function isolated(text: string, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' ? `\u2068${text}\u2069` : text;
}
