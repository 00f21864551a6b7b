// Facts bound to their subject. A knowledge answer is cut into clauses; each clause gets a polarity
// (negated: "ne … pas", "mais pas", "jamais"; past: "avant", "autrefois") and is checked on its own:
// a date, number or name counts only inside the clause that says what it is about. "Le 8 mai c'est
// la fête du travail" is one clause binding a date to the wrong holiday: a wrong fact, and neither
// the date nor the holiday is credited. The rules are described in docs/interview-scoring.md.
import type { BankQuestion, Concept } from './interview-bank.js';
import { MAX_ANALYSED_CHARS, answerStems, containsStems, fold, phraseToStems, type MatchToken } from './text.js';

export interface FactClause {
  /** Folded words separated by single spaces, padded with one space on each side. */
  text: string;
  /** A negation governs the clause: what it states is denied, not asserted. */
  negated: boolean;
  /** The clause speaks of a former state ("avant c'était sept ans"). */
  past: boolean;
  sentence: number;
}

// Words that start a new clause after "et": "…, et le 14 juillet c'est…", "et pas…".
const ET_SPLIT = /\set\s(?=(?:le|la|les|l|un|une|des|en|c|il|elle|ils|elles|on|ce|pas|non|jamais|\d+|1er|the|it)\s)/;
const CONNECTOR_SPLIT = /\s(?:mais|alors que|tandis que|cependant|pourtant|par contre|en revanche|sauf|but|whereas)\s/;

const NEGATION =
  /\s(?:ne|n)\s(?:\S+\s){0,5}?(?:pas|jamais|plus|point|guere|aucun|aucune|rien|nullement)\s|\s(?:pas|jamais|aucun|aucune|non|ni|not|never|no|isn t|aren t|wasn t|don t|doesn t|didn t)\s/;
// Phrases with a negation word that do not deny what follows ("pas seulement", "il ne faut pas oublier").
const NOT_A_NEGATION =
  /\s(?:ou de ne pas croire|ou ne pas croire|ou non|pas seulement|pas uniquement|pas que|non seulement|ne faut pas oublier|n oublions pas|n oubliez pas|pas mal de|ne sont pas les seuls|not only)\s/g;
const PAST = /\s(?:avant|autrefois|auparavant|jadis|anciennement|a l epoque|il y a longtemps|ancien|ancienne|anciens|anciennes|etait|etaient|before|used to|formerly|previously)\s/;
const NOT_PAST = /\s(?:avant tout|avant de|ancien combattant)\s/g;
const PRESENT = /\s(?:maintenant|aujourd hui|desormais|actuellement|depuis|now|today|currently|since)\s/;

function spaced(s: string): string {
  return ` ${s.replace(/[^a-z0-9-]+/g, ' ').trim()} `;
}

/**
 * "Le 8 mai, c'est la fête du travail": a short subject set apart by a comma and taken up by
 * "c'est" is one clause, so the date stays bound to what is said of it.
 */
function joinDislocations(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const previous = out[out.length - 1];
    const short = previous !== undefined && previous.trim().split(' ').length <= 4 && !NEGATION.test(previous);
    if (short && /^ (c est|ce sont|c etait|ca c est|cela|it is|it s) /.test(piece)) out[out.length - 1] = `${previous}${piece.trimStart()}`;
    else out.push(piece);
  }
  return out;
}

/** Clauses of an answer with their polarity. Past context lasts until the sentence ends or "maintenant". */
export function factClauses(text: string): FactClause[] {
  const out: FactClause[] = [];
  fold(text.slice(0, MAX_ANALYSED_CHARS))
    .split(/[.!?;\n]+/)
    .forEach((sentence, sentenceIndex) => {
      let past = false;
      const pieces = joinDislocations(sentence.split(/[,:()«»"]+/).map(spaced))
        .flatMap((p) => spaced(p).split(CONNECTOR_SPLIT))
        .flatMap((p) => spaced(p).split(ET_SPLIT))
        .map(spaced)
        .filter((p) => p.trim().length > 0);
      for (const piece of pieces) {
        const forNegation = piece.replace(NOT_A_NEGATION, ' ');
        const forPast = piece.replace(NOT_PAST, ' ');
        if (PRESENT.test(piece)) past = false;
        if (PAST.test(forPast)) past = true;
        out.push({ text: piece, negated: NEGATION.test(forNegation), past, sentence: sentenceIndex });
      }
    });
  return out;
}

const SELF_CORRECTION =
  /^ (?:non pardon|pardon non|non non|euh non|ah non|enfin non|non attendez|non attends|je me trompe|je me suis trompe\w*|je veux dire|je voulais dire|je corrige|plutot|pardon je|excusez-moi je|je rectifie) /;

export interface FactCheck {
  conceptsFound: string[];
  /** Corrections of the wrong facts stated, one per distinct error. */
  wrongFacts: string[];
  /** The clause (folded) that stated each wrong fact, in the same order. */
  wrongSaid?: string[];
}

const NEGATION_WORD = /\b(pas|aucun|aucune|jamais|sans|ni)\b/;
const stemCache = new WeakMap<Concept, { plain: MatchToken[][]; negative: MatchToken[][] }>();
function conceptStems(concept: Concept): { plain: MatchToken[][]; negative: MatchToken[][] } {
  let entry = stemCache.get(concept);
  if (!entry) {
    entry = { plain: [], negative: [] };
    for (const term of concept.terms) {
      const stems = phraseToStems(term);
      if (!stems.length) continue;
      // A term that carries its own negation ("pas de religion officielle") is looked for in every clause.
      (NEGATION_WORD.test(fold(term)) ? entry.negative : entry.plain).push(stems);
    }
    stemCache.set(concept, entry);
  }
  return entry;
}

/**
 * Checks a knowledge answer against its question: the concepts credited and the wrong facts stated.
 * A wrong fact counts only in a clause that asserts it (not negated; not about the past unless the
 * question is about history); it withholds credit for the concepts it names.
 */
export function checkFacts(question: BankQuestion, text: string): FactCheck {
  const concepts = question.concepts ?? [];
  if (!concepts.length && !question.wrongFacts?.length) return { conceptsFound: [], wrongFacts: [] };
  const clauses = factClauses(text);
  // A self-correction ("… non pardon, c'est le 8 mai 1945", "je veux dire…") withdraws what came
  // before it in the sentence or the one before: it is neither an error nor credited.
  const withdrawn = new Set<number>();
  clauses.forEach((c, j) => {
    if (!SELF_CORRECTION.test(c.text)) return;
    clauses.forEach((d, i) => {
      if (i < j && d.sentence >= c.sentence - 1) withdrawn.add(i);
    });
  });
  const history = question.area === 'histoire';
  const wrong: string[] = [];
  const said: string[] = [];
  const creditable: { clause: FactClause; blocked: Set<string> | 'all' }[] = [];

  for (const [index, clause] of clauses.entries()) {
    let blocked: Set<string> | 'all' = new Set();
    if (withdrawn.has(index)) {
      creditable.push({ clause, blocked: 'all' });
      continue;
    }
    const asserted = (negationIsClaim = false, pastToo = false) =>
      (negationIsClaim || !clause.negated) && (pastToo || history || !clause.past);

    for (const rule of question.wrongFacts ?? []) {
      if (rule.scope === 'sentence') continue;
      if (!rule.pattern.test(clause.text)) continue;
      if (rule.except?.test(clause.text)) continue;
      if (!asserted(rule.negationIsClaim, rule.pastToo)) continue;
      if (!wrong.includes(rule.correction)) {
        wrong.push(rule.correction);
        said.push(clause.text.trim());
      }
      if (rule.poisons === 'clause') blocked = 'all';
      else if (blocked !== 'all') for (const id of rule.poisons ?? []) blocked.add(id);
    }

    // Bindings: a key (a date, a power) said with the value of another key, and not its own.
    const bindings = question.bindings ?? [];
    const keyed = bindings.filter((b) => b.key.test(clause.text));
    if (keyed.length === 1 && asserted()) {
      const b = keyed[0]!;
      const others = bindings.filter((o) => o !== b && o.value.test(clause.text) && !b.value.test(clause.text));
      if (others.length) {
        const correction = [b.fact, ...others.map((o) => o.fact)].join(' ');
        if (!wrong.includes(correction)) {
          wrong.push(correction);
          said.push(clause.text.trim());
        }
        blocked = 'all';
      }
    }
    creditable.push({ clause, blocked });
  }

  // Rules about a whole sentence (a list split by commas), asserted when no clause of it is negated.
  const sentenceRules = (question.wrongFacts ?? []).filter((r) => r.scope === 'sentence');
  if (sentenceRules.length) {
    for (const index of new Set(clauses.map((c) => c.sentence))) {
      const parts = creditable.filter((p) => p.clause.sentence === index);
      const whole = ` ${parts.map((p) => p.clause.text.trim()).join(' ')} `;
      for (const rule of sentenceRules) {
        if (!rule.pattern.test(whole) || rule.except?.test(whole)) continue;
        if (parts.some((p) => p.clause.negated && !rule.negationIsClaim) || (!history && !rule.pastToo && parts.some((p) => p.clause.past))) continue;
        if (!wrong.includes(rule.correction)) {
          wrong.push(rule.correction);
          said.push(whole.trim());
        }
        if (rule.poisons === 'clause') for (const p of parts) p.blocked = 'all';
      }
    }
  }

  const found = new Set<string>();
  // Plain terms: in asserted clauses only, joined per sentence so "bleu, blanc, rouge" still matches.
  const bySentence = new Map<number, { stems: MatchToken[]; blocked: Set<string> }[]>();
  for (const { clause, blocked } of creditable) {
    if (clause.negated || blocked === 'all') continue;
    const list = bySentence.get(clause.sentence) ?? [];
    list.push({ stems: answerStems(clause.text), blocked });
    bySentence.set(clause.sentence, list);
  }
  for (const concept of concepts) {
    const { plain, negative } = conceptStems(concept);
    for (const parts of bySentence.values()) {
      const open = parts.filter((p) => !p.blocked.has(concept.id));
      // Joined when nothing is blocked (multiword terms across commas), else clause by clause.
      const groups = open.length === parts.length ? [open.flatMap((p) => p.stems)] : open.map((p) => p.stems);
      if (groups.some((stems) => plain.some((t) => containsStems(stems, t)))) found.add(concept.id);
    }
    if (negative.length) {
      for (const { clause, blocked } of creditable) {
        if (blocked === 'all' || blocked.has(concept.id)) continue;
        const stems = answerStems(clause.text);
        if (negative.some((t) => containsStems(stems, t))) found.add(concept.id);
      }
    }
  }
  return { conceptsFound: concepts.filter((c) => found.has(c.id)).map((c) => c.id), wrongFacts: wrong, wrongSaid: said };
}
