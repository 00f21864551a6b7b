// The current facts as the question bank reads them: read, dated, and put in a question's answer.
// Apart from facts.service.ts (the admin's edits), which refreshes the bank after an edit: the bank
// reads here, so neither module imports the other in a circle.
import type { Db } from '../../../db/client.js';
import type { CurrentFact } from '../../../db/schema.js';
import { CURRENT_FACTS } from '../../../db/seeds/content/facts.js';
import type { QuestionDto } from '../../shared/dto.js';

const DAY_MS = 86_400_000;
const SEED_ORDER = new Map(CURRENT_FACTS.map((f, i) => [f.key, i]));

/** YYYY-MM-DD of `now` in UTC: the unit in which facts are checked. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function daysSince(day: string, now: Date): number {
  const then = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(then)) return Number.POSITIVE_INFINITY;
  return Math.floor((Date.parse(`${isoDay(now)}T00:00:00Z`) - then) / DAY_MS);
}

/** Every current fact, in the seed's order. */
export async function readFacts(db: Db): Promise<CurrentFact[]> {
  const rows = await db.selectFrom('currentFacts').selectAll().execute();
  const rank = (k: string) => SEED_ORDER.get(k) ?? SEED_ORDER.size;
  return rows.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/** The facts by key, for the question bank. */
export async function readFactsByKey(db: Db): Promise<Map<string, CurrentFact>> {
  return new Map((await readFacts(db)).map((f) => [f.key, f]));
}

const frenchDate = (day: string) => day.split('-').reverse().join('/');

/**
 * A question whose answer is a current fact, as served: the fact's value is the right answer.
 * When the value still equals the written answer nothing changes. Otherwise the value takes the
 * answer's place among the options (or, if it is already one of them, that option becomes the
 * answer), and since the written explanation argues for the old value, it is replaced by a short
 * dated one citing the fact's source until an admin rewrites the question (the Faits actuels tab
 * lists it as "à revoir"). Substituting the value inside free explanation text would be guesswork.
 */
export function withCurrentFact(q: QuestionDto, fact: CurrentFact | undefined): QuestionDto {
  if (!fact || fact.valueFr === q.correctAnswer) return q;
  const at = q.options.indexOf(q.correctAnswer);
  if (at < 0) return q;
  const options = [...q.options];
  const optionsEn = [...q.optionsEn];
  const optionsAr = q.optionsAr ? [...q.optionsAr] : null;
  if (!options.includes(fact.valueFr)) {
    options[at] = fact.valueFr;
    if (at < optionsEn.length) optionsEn[at] = fact.valueEn;
    if (optionsAr && at < optionsAr.length) optionsAr[at] = fact.valueAr;
  }
  const day = frenchDate(fact.verifiedAt);
  return {
    ...q,
    options,
    optionsEn,
    optionsAr,
    correctAnswer: fact.valueFr,
    explanation: `Réponse mise à jour\u202F: ${fact.valueFr} (vérifié le ${day}). L'explication détaillée de cette question est en cours de révision.`,
    explanationEn: `Updated answer: ${fact.valueEn} (checked on ${day}). The detailed explanation of this question is being revised.`,
    explanationAr: q.explanationAr === null ? null : `الإجابة المحدَّثة: ${fact.valueAr} (تم التحقق في ${day}). الشرح المفصل لهذا السؤال قيد المراجعة.`,
    source: fact.source,
  };
}
