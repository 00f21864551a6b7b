// Finding glossary terms in a French text: one matcher used by the server (which questions use a
// term) and the client (marking terms in a question), so both agree on what counts as a use.
// Case is ignored ("État" finds "état") but accents are not ("traite" is not "traité"), typographic
// apostrophes count as straight ones, a match stands between word boundaries
// (letters, digits and hyphens around it end it: "vote" is not found in "votera" nor "chef" in
// "chef-lieu"), the longest form wins where two start at the same place, and each term is marked
// at its first occurrence only.

export interface MatchableTerm {
  slug: string;
  /** The headword and its variants (plural, feminine, verb forms), as written in French. */
  forms: readonly string[];
}

export type GlossarySegment = { text: string; slug?: undefined } | { text: string; slug: string };

/**
 * One character folded for comparison: lower case, typographic apostrophe as a straight one.
 * Folding character by character keeps every index of the folded text equal to the original's.
 */
function foldChar(c: string): string {
  if (c === '\u2019' || c === '\u02bc') return "'";
  const lower = c.toLowerCase();
  return lower.length === 1 ? lower : c;
}

/** The text as the matcher compares it, index for index (NFC text in, so "é" is one character). */
export function foldForMatch(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]!);
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface GlossaryMatcher {
  /** The text cut into plain pieces and marked terms (first occurrence of each term). */
  segment(text: string): GlossarySegment[];
  /** The slugs of the terms found in the text, in order of first occurrence. */
  find(text: string): string[];
}

export function buildGlossaryMatcher(terms: readonly MatchableTerm[]): GlossaryMatcher {
  const slugOfForm = new Map<string, string>();
  for (const term of terms) {
    for (const form of term.forms) {
      const folded = foldForMatch(form.trim().normalize('NFC'));
      // The first term to claim a form keeps it: two entries never fight over one word.
      if (folded && !slugOfForm.has(folded)) slugOfForm.set(folded, term.slug);
    }
  }
  const forms = [...slugOfForm.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const pattern =
    forms.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}-])(?:${forms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}-])`, 'gu');

  function segment(raw: string): GlossarySegment[] {
    // Composed first, so that a decomposed "é" (e + accent) matches and indices stay aligned.
    const text = raw.normalize('NFC');
    if (!pattern || !text) return text ? [{ text }] : [];
    const folded = foldForMatch(text);
    const seen = new Set<string>();
    const out: GlossarySegment[] = [];
    let at = 0;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
      const slug = slugOfForm.get(m[0])!;
      if (seen.has(slug)) continue;
      seen.add(slug);
      if (m.index > at) out.push({ text: text.slice(at, m.index) });
      out.push({ text: text.slice(m.index, m.index + m[0].length), slug });
      at = m.index + m[0].length;
    }
    if (at < text.length) out.push({ text: text.slice(at) });
    return out;
  }

  return {
    segment,
    find: (text) => segment(text).flatMap((s) => (s.slug ? [s.slug] : [])),
  };
}
