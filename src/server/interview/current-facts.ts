// What the examiner knows of facts that change (how many regions), taken from the current facts
// (table current_facts, edited by admins) when an interview starts and kept in its state, so the
// interview stays pure and replayable. Without them (an interview started earlier, a fact missing or
// not a number), the question bank's written values hold.
import type { BankQuestion } from './interview-bank.js';

export interface InterviewFacts {
  /** Regions in metropolitan France ('13' when written). */
  regionsMetropole?: string;
  /** Regions with overseas ('18' when written). */
  regionsTotal?: string;
}

const WRITTEN = { regionsMetropole: '13', regionsTotal: '18' } as const;
/** Counts a candidate may confuse with the number of regions (old regions, départements). */
const CONFUSED = ['22', '12', '26', '27', '101', '96', '95', '13', '18'];

/** The facts the examiner uses, from the current facts by key (db/seeds/content/facts.ts keys). */
export function interviewFactsFrom(facts: ReadonlyMap<string, { valueFr: string }>): InterviewFacts {
  const out: InterviewFacts = {};
  const metropole = facts.get('regions_metropole')?.valueFr.trim();
  const total = facts.get('regions_total')?.valueFr.trim();
  if (metropole && /^\d{1,3}$/.test(metropole)) out.regionsMetropole = metropole;
  if (total && /^\d{1,3}$/.test(total)) out.regionsTotal = total;
  return out;
}

/** A bank question as the examiner asks and grades it with these facts. */
export function withInterviewFacts(q: BankQuestion, facts: InterviewFacts | undefined): BankQuestion {
  if (q.id !== 'civ-regions' || !facts) return q;
  const metropole = facts.regionsMetropole ?? WRITTEN.regionsMetropole;
  const total = facts.regionsTotal ?? WRITTEN.regionsTotal;
  if (metropole === WRITTEN.regionsMetropole && total === WRITTEN.regionsTotal) return q;
  const wrong = CONFUSED.filter((n) => n !== metropole && n !== total);
  return {
    ...q,
    concepts: q.concepts?.map((concept) =>
      // The concept keeps its id: other rules (poisons) refer to it.
      concept.id === '13' ? { ...concept, label: `${metropole} régions métropolitaines (${total} avec l’outre-mer)`, terms: [metropole, `${total} régions`] } : concept,
    ),
    wrongFacts: [
      {
        pattern: new RegExp(`\\b(${wrong.join('|')}) regions?\\b`),
        correction: `La France métropolitaine compte ${metropole} régions (${total} avec l’outre-mer).`,
        except: new RegExp(`\\b(${metropole})\\b`),
        poisons: ['13'],
      },
    ],
  };
}
