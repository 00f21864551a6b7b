// Wrong facts about France said anywhere in the interview (issue 34): not only where a knowledge
// question expects them. The maintained lists (content/general-facts.ts), each error with its
// correction, are checked clause by clause on every answer with the same polarity rules as the
// knowledge questions (facts.ts: a negated clause is not a claim unless the rule says so). A short
// answer is read with its question ("Quelle est la durée du mandat présidentiel ? — Sept ans."), so
// the subject it leaves implicit is the question's.
import { GENERAL_WRONG_FACTS, GENERIC_WRONG_FACTS } from './content/general-facts.js';
import { checkFacts } from './facts.js';
import type { BankQuestion } from './interview-bank.js';
import { spacedFoldText } from './text.js';

export { GENERAL_WRONG_FACTS } from './content/general-facts.js';

const GENERAL_QUESTION: BankQuestion = {
  id: 'general-facts',
  stage: 'values',
  text: '',
  simpler: '',
  topic: [],
  targetWords: 0,
  wrongFacts: GENERAL_WRONG_FACTS,
};
const GENERIC_QUESTION: BankQuestion = { ...GENERAL_QUESTION, id: 'general-facts-tables', wrongFacts: GENERIC_WRONG_FACTS };

/** The wrong facts of both lists; a generic one is dropped when its clause already carries a wrong fact (one correction per claim). */
function checkBoth(text: string): { wrongFacts: string[]; wrongSaid: string[] } {
  const first = checkFacts(GENERAL_QUESTION, text);
  const wrongFacts = [...first.wrongFacts];
  const wrongSaid = [...(first.wrongSaid ?? [])];
  const more = checkFacts(GENERIC_QUESTION, text);
  more.wrongFacts.forEach((w, i) => {
    const said = more.wrongSaid?.[i] ?? '';
    if (wrongFacts.includes(w)) return;
    if (said && wrongSaid.some((x) => x && (x.includes(said) || said.includes(x)))) return;
    wrongFacts.push(w);
    wrongSaid.push(said);
  });
  return { wrongFacts, wrongSaid };
}

/**
 * Wrong facts about France in an answer, whatever the question. A short answer (fourteen words at most)
 * is read together with its question, whose subject it leaves implicit.
 */
export function generalWrongFacts(questionText: string, answer: string): string[] {
  return generalFactCheck(questionText, answer).wrongFacts;
}

/** The same, with the clause (folded) that stated each wrong fact. */
export function generalFactCheck(questionText: string, answer: string): { wrongFacts: string[]; wrongSaid: string[] } {
  const first = checkBoth(answer);
  const wrongFacts = [...first.wrongFacts];
  const wrongSaid = [...(first.wrongSaid ?? [])];
  const words = spacedFoldText(answer).trim().split(' ').filter(Boolean).length;
  if (words > 0 && words <= 14 && questionText) {
    // The question and its answer as one sentence: "quel est le chef-lieu de l'Occitanie Montpellier".
    // A leading "Oui," is dropped so the answer's first words stay with the question; other commas keep their clauses.
    const joined = `${questionText.replace(/[?.!;:,]+/g, ' ')} ${answer.replace(/^\s*(?:oui|euh|bah|ben|alors)\s*[,.]\s*/i, '').replace(/[.!;]+/g, ' ')}`;
    const second = checkBoth(joined);
    second.wrongFacts.forEach((w, i) => {
      if (wrongFacts.includes(w)) return;
      wrongFacts.push(w);
      wrongSaid.push(second.wrongSaid?.[i] ?? '');
    });
  }
  return { wrongFacts, wrongSaid };
}
