// The matcher of the catalogue of positions (content/stances.ts): the examiner reads every answer of
// every stage against it (detectStances), with negation scope, reservations, reported speech and
// practices described as elsewhere. A contrary position is challenged calmly with the law
// (examiner.ts), caps the values grade and the appraisal (scoring.ts) and is named with its law in
// the report (report.ts). docs/interview-scoring.md describes the rules; keep both in step.
import { STANCES, TOPIC_TERMS, type StanceTopicId } from './content/stances.js';
import { MAX_ANALYSED_CHARS, fold } from './text.js';

export { STANCES, STANCE_TOPICS, TOPIC_LAW, type StanceTopicId } from './content/stances.js';

const TOPIC_RE = Object.fromEntries(
  (Object.entries(TOPIC_TERMS) as [StanceTopicId, string[]][]).map(([id, terms]) => [id, new RegExp(`(?<=[ ,])(?:${terms.join('|')})`)]),
) as Record<StanceTopicId, RegExp>;

/** The topics a text speaks of (a question, or an answer). */
export function topicsOf(text: string): Set<StanceTopicId> {
  const folded = ` ${fold(text.slice(0, MAX_ANALYSED_CHARS)).replace(/[^a-z0-9-]+/g, ' ')} `;
  return new Set((Object.keys(TOPIC_RE) as StanceTopicId[]).filter((id) => TOPIC_RE[id].test(folded)));
}

export interface StanceHit {
  id: string;
  topic: StanceTopicId;
  /** What the sentence does with the stance: asserts a contrary position, or conforms. */
  polarity: 'conforms' | 'contrary';
  label: string;
  law: string;
  source: string;
  /** The sentence that carried it, folded. */
  sentence: string;
}

// A negation that governs what follows it in its clause: "je ne pense pas que…", "jamais".
const NEGATION =
  / (?:ne|n) (?:\S+ ){0,4}?(?:pas|jamais|plus|point|guere|rien|nullement)(?= )| (?:jamais|pas|aucun|aucune|personne ne|nul ne|rien ne|non plus|faux de dire|faux que|pas vrai que)(?= )/;
// Negative words that do not deny what follows.
const NOT_A_NEGATION =
  / (?:ou de ne pas croire|ou ne pas croire|ou non|pas seulement|pas uniquement|non seulement|ne faut pas oublier|n oublions pas|n importe|pas de probleme|aucun probleme|pas de souci|ne me derange pas|ne change rien|pas de difference|aucune difference|ne se discute pas|ne se negocie pas|n y a pas de debat|ne sais pas si|pas grand-chose|pas mal de|pas d exception|sans exception|ne fait pas de difference|(?:ne )?(?:suis|serais|serai|suis vraiment) pas contre)(?= )/g;
// A judgement that condemns the statement it goes with: "refuser un médecin femme, c'est de la discrimination".
const CONDEMN =
  / (?:interdit\w*|illegal\w*|inacceptable\w*|inadmissible|condamn\w*|puni\w*|crime\w*|delit\w*|discrimin\w*|sexis\w*|racis\w*|je suis contre|suis contre|c est mal|c est faux|ont tort|a tort|pas normal|choquant\w*|honteu\w*|grave(?<! pas grave)(?<! pas si grave)(?<! rien de grave)(?<! pas tres grave)|contre la loi|contraire a la loi|contraire aux valeurs|barbare\w*)(?= )/;
// Said of others, not endorsed: "certains pensent que la femme doit obéir".
const REPORTED =
  / (?:certains|certaines|des gens|beaucoup de gens|les gens|ceux qui|celles qui|il y a des|on m a dit|on me dit|on dit|ils disent|ils pensent|mes parents pensaient|ma famille pense|j ai entendu|on entend|l extreme droite|les extremistes|les integristes) (?:\S+ ){0,2}?(?:disent|pensent|croient|dit|pense|croit|entendu|entend|qui disent|qui pensent|qui croient)(?= )/;
// A practice described as elsewhere or before, set against the law here: "dans mon pays…, mais en France…".
const DISTANT =
  / (?:dans mon pays|dans certains pays|dans d autres pays|dans ma culture|dans notre culture|dans mon village|la-bas|autrefois|dans le passe|chez mes parents|dans ma famille au pays|au pays d origine|dans mon pays d origine|chez nous avant|a l epoque|quand j etais petite?|mes grands-parents|ma grand-mere|mon grand-pere)(?= )/;
const HERE = / (?:en france|ici|la loi|interdit\w*|puni\w*|c est different|maintenant|aujourd hui|j ai compris|j ai change|je ne suis pas d accord|c est fini|je suis contre|ce n est pas bien|c est mal)(?= )/;

const RHETORICAL = / pourquoi (?:est-ce que |est-ce qu )?(?:je |j |on |il |elle |nous |vous )?(?:\S+ )?$/;

/** Where a reservation or a contrast starts a new scope: "je respecte la loi, mais…". */
const SCOPE_BREAK = / (?:mais|sauf|cependant|pourtant|par contre|en revanche|alors que|tandis que|meme si|sinon|or)(?= )/g;

function sentencesOf(text: string): string[] {
  return fold(text.slice(0, MAX_ANALYSED_CHARS))
    .split(/[.!?;\n]+/)
    .map((s) => ` ${s.replace(/,/g, ' , ').replace(/[^a-z0-9, -]+/g, ' ').replace(/\s+/g, ' ').trim()} `)
    .filter((s) => s.trim().length > 0);
}

/** Start of the scope (after the last reservation or contrast word) that holds `index`. */
function scopeStart(sentence: string, index: number): number {
  let start = 0;
  SCOPE_BREAK.lastIndex = 0;
  for (let m = SCOPE_BREAK.exec(sentence); m && m.index < index; m = SCOPE_BREAK.exec(sentence)) start = m.index + m[0].length;
  return start;
}
function scopeEnd(sentence: string, index: number): number {
  SCOPE_BREAK.lastIndex = index;
  const m = SCOPE_BREAK.exec(sentence);
  return m ? m.index : sentence.length;
}
/** Start of the comma clause that holds `index`, within its scope. */
function clauseStart(sentence: string, from: number, index: number): number {
  const comma = sentence.lastIndexOf(' , ', index - 1);
  return comma >= from ? comma + 2 : from;
}

/**
 * The positions an answer takes, sentence by sentence. A stance is negated when a negation governs
 * it (before it in its clause, or inside it, its own negative words aside): a negated contrary
 * stance conforms ("je ne pense pas que la religion soit au-dessus des lois"), and a negated
 * 'conforms' stance with `denialIsContrary` is contrary ("je ne crois pas que les femmes et les
 * hommes soient égaux"). A condemnation in its scope ("c'est de la discrimination", "puni"), a
 * statement reported of others ("certains pensent que…") or a practice described as elsewhere and
 * set against the law here ("dans mon pays…, mais en France…") is not the candidate's position.
 * A reservation ("mais", "sauf", "je garde le droit de…") opens a new scope: what follows it is
 * judged on its own.
 */
export function detectStances(text: string, question = ''): StanceHit[] {
  const hits = detectIn(text, question);
  return question ? [...hits, ...answerToProposition(text, question, hits)] : hits;
}

function detectIn(text: string, question: string): StanceHit[] {
  const hits: StanceHit[] = [];
  const seen = new Set<string>();
  const context = topicsOf(`${question} ${text}`);
  for (const sentence of sentencesOf(text)) {
    for (const stance of STANCES) {
      if (stance.contextual && !context.has(stance.topic)) continue;
      const m = stance.pattern.exec(sentence);
      if (!m) continue;
      if (stance.unless?.test(sentence)) continue;
      const end = m.index + m[0].length;
      const from = scopeStart(sentence, m.index);
      const to = scopeEnd(sentence, end);
      const clauseFrom = clauseStart(sentence, from, m.index);
      // The negation test: the clause up to the end of the stance, its own negative words removed.
      const inside = stance.ownNegation ? ` ${m[0]} `.replace(stance.ownNegation, ' ') : ` ${m[0]} `;
      const governed = ` ${sentence.slice(clauseFrom, m.index)} ${inside} `.replace(NOT_A_NEGATION, ' ');
      // "Pourquoi je refuserais…": a rhetorical question denies what it asks.
      const negated = NEGATION.test(governed.replace(/ , /g, ' ')) || RHETORICAL.test(` ${sentence.slice(clauseFrom, m.index)}`);
      const scope = ` ${sentence.slice(from, to)} `;
      const outside = ` ${sentence.slice(from, m.index)} , ${sentence.slice(end, to)} `;
      const reported = REPORTED.test(` ${sentence.slice(from, m.index)} `);
      const condemned = !stance.keepWhenCondemned && CONDEMN.test(stance.polarity === 'contrary' ? outside : ' ');
      const distant = DISTANT.test(scope) && (HERE.test(` ${sentence.slice(to)} `) || !/ (?:normal|bien|bon|tradition|notre (?:culture|religion)|il faut garder|je garde)(?= )/.test(scope));
      let polarity: 'conforms' | 'contrary';
      if (stance.polarity === 'contrary') polarity = negated || condemned || reported || distant ? 'conforms' : 'contrary';
      else polarity = negated && stance.denialIsContrary && !reported && !distant ? 'contrary' : 'conforms';
      const key = `${stance.id}:${polarity}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({ id: stance.id, topic: stance.topic, polarity, label: stance.label, law: stance.law, source: stance.source, sentence: sentence.trim() });
    }
  }
  return hits;
}


// A yes/no question that states a position ("Un fils doit-il hériter plus qu'une fille ?", "Peut-on
// frapper un enfant pour l'éduquer ?") is answered by its first words: a yes, or a hedge on a red line
// ("ça dépend", "parfois", "un peu"), takes the position the question states; a no to a question
// stating what the law provides ("Votre femme pourra-t-elle travailler ?") denies it.
const YES = /^ (?:(?:euh|bah|ben|alors|bon|hmm|ah) )*(?:oui|ouais|bien sur|evidemment|absolument|tout a fait|exactement|normalement oui|je pense que oui|je crois que oui|ca depend|parfois|des fois|un peu|dans certains cas|ca peut arriver|pourquoi pas|oui et non|c est normal|si|d accord|forcement|bien entendu)(?= )/;
const NO = /^ (?:(?:euh|bah|ben|alors|bon|hmm|ah) )*(?:non|pas du tout|jamais|surement pas|certainement pas|pas question|je pense pas|je ne pense pas|je crois pas|je ne crois pas|absolument pas|pas vraiment)(?= )/;
/** Words that, after a yes, say the candidate means the law ("oui, c'est interdit"). */
const LAWFUL = / (?:interdit\w*|illegal\w*|puni\w*|delit|crime|la loi|pas le droit|jamais|non|mais|sauf|refuse\w*|contre)(?= )/;

function answerToProposition(text: string, question: string, own: StanceHit[]): StanceHit[] {
  const first = sentencesOf(text)[0];
  if (!first) return [];
  // "doit-il", "peut-on": the subject before its verb, as in a statement ("il doit", "on peut").
  const q = question.replace(/([\p{L}]+)-(?:t-)?(il|elle|ils|elles|on|vous|je|nous|tu)\b/giu, '$2 $1');
  const stated = detectIn(q, '').filter((h) => !own.some((o) => o.topic === h.topic));
  const out: StanceHit[] = [];
  for (const h of stated) {
    const contrary =
      (h.polarity === 'contrary' && YES.test(first) && !LAWFUL.test(first)) ||
      (h.polarity === 'conforms' && STANCES.find((x) => x.id === h.id)?.denialIsContrary === true && NO.test(first) && !/ (?:mais|si elle veut|si il veut|elle peut|il peut)(?= )/.test(first));
    if (contrary && !out.some((o) => o.id === h.id)) out.push({ ...h, polarity: 'contrary', sentence: first.trim() });
  }
  return out;
}
