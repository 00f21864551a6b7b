// Trains the examiner's learned judge (src/server/interview/judge.ts) and writes its weights to
// src/server/interview/content/judge-weights.json. `npm run train:examiner`. Deterministic: the
// same corpora give the same JSON (full-batch AdaGrad from zero weights, no randomness).
//
// Data: tests/fixtures/interview-corpus/tune.json (source "tune") and the two training corpora of
// tests/fixtures/interview-train/ (sources "a" and "b"), all written by passes that never read the
// rules; the right and wrong knowledge answers of tests/fixtures/interview-graded/civic.ts are added
// to every training set (source "graded", never validated on) so that a knowledge answer is not
// taken for a wrong fact because of its topic. tests/fixtures/interview-corpus/test.json is NEVER
// read here.
//
// Choices (feature groups, L2 strength, thresholds, how the stance model and the rules combine)
// are made by leave-one-source-out cross-validation: train on two sources, score the third.
// Thresholds are picked on the pooled out-of-fold scores; the combination with the rules on the
// folds "a" and "b" only (the rules were tuned on tune.json, so their figures there are flattering).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { CIVIC_CORPUS } from '../tests/fixtures/interview-graded/civic.js';
import { getQuestion } from '../src/server/interview/interview-bank.js';
import { type ItemOutcome, playItem, questionForItem, rates, stageOfTopic, type CorpusItem } from '../src/server/interview/corpus-eval.js';
import { firstReaction } from '../src/server/interview/examiner.js';
import { VETO_MIN_WORDS } from '../src/server/interview/scoring.js';
import { tokenize } from '../src/server/interview/text.js';
import { ALL_GROUPS, judgeFeatures, type FeatureGroup, type JudgeModelId, type JudgeWeights, type LinearModel, type RuleVerdicts } from '../src/server/interview/judge.js';

const WRITERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
type Writer = (typeof WRITERS)[number];
type Source = 'tune' | Writer | 'graded';
const isWriter = (s: Source): s is Writer => (WRITERS as readonly string[]).includes(s);
interface Row {
  id: string;
  source: Source;
  category: CorpusItem['category'] | 'right_fact';
  question: string;
  answer: string;
  stage: string;
  topic: string;
  /** What the rules alone do with it (computed once). */
  rules?: { flagged: boolean; asksAgain: boolean; wrong: boolean; kind: string | null };
  /** The rules' verdicts as the judge reads them; null where the rules were written from these answers (tune, graded). */
  verdicts: RuleVerdicts | null;
  words: number;
  /** The rules' verdicts on a tune.json answer: read only when that answer is validated on. */
  tuneVerdicts?: RuleVerdicts;
}

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
// Exploration only (the committed weights come from a full run): --sets=N tries the first N feature-group sets.
const SETS = Number([...args].find((a) => a.startsWith('--sets='))?.slice(7) ?? 99);
const SET = [...args].find((a) => a.startsWith('--set='))?.slice(6);
const L2S = [...args].find((a) => a.startsWith('--l2='))?.slice(5).split(',').map(Number);
const KEEP = Number([...args].find((a) => a.startsWith('--keep='))?.slice(7) ?? 2000);
const ITERATIONS = Number([...args].find((a) => a.startsWith('--iterations='))?.slice(13) ?? 400);
const root = new URL('../', import.meta.url);
const read = (p: string) => JSON.parse(readFileSync(new URL(p, root), 'utf8')) as CorpusItem[];

function loadRows(): Row[] {
  const rows: Row[] = [];
  const add = (source: Source, items: CorpusItem[]) => {
    for (const it of items) rows.push({ id: it.id, source, category: it.category, question: it.question, answer: it.answer, stage: stageOfTopic(it.topic), topic: it.topic, verdicts: null, words: 0 });
  };
  add('tune', read('tests/fixtures/interview-corpus/tune.json'));
  for (const source of WRITERS) {
    const file = `tests/fixtures/interview-train/train-${source}.json`;
    if (existsSync(new URL(file, root))) add(source, read(file));
    else console.warn(`(missing ${file})`);
  }
  for (const [i, c] of CIVIC_CORPUS.entries()) {
    rows.push({ id: `g-${i}`, source: 'graded', category: c.wrong ? 'wrong_fact' : 'right_fact', question: getQuestion(c.question).text, answer: c.answer, stage: 'civic_knowledge', topic: 'civic', verdicts: null, words: 0 });
  }
  return rows;
}

const ASKS_AGAIN = new Set(['empty', 'not_french', 'dont_know', 'too_short', 'off_topic', 'incomplete', 'thin_motivation', 'clarify', 'evasive', 'repeated']);

function withRules(rows: Row[]): void {
  for (const r of rows) {
    if (r.source === 'graded') continue;
    const item: CorpusItem = { id: r.id, category: r.category as CorpusItem['category'], topic: r.topic, question: r.question, answer: r.answer };
    let verdicts: RuleVerdicts | null = null;
    const { kind, evaluation: e } = firstReaction(questionForItem(item), item.answer, undefined, { judge: false, onVerdicts: (v) => (verdicts = v) });
    r.rules = { flagged: e.redFlags.length > 0 && kind === 'challenge', asksAgain: ASKS_AGAIN.has(kind ?? ''), wrong: e.wrongFacts.length > 0, kind };
    r.words = tokenize(r.answer).length;
    const v = verdicts as RuleVerdicts | null;
    if (!v) continue;
    // The rules were written from tune.json: their verdicts there would teach the judge to trust them blindly.
    if (r.source !== 'tune') r.verdicts = v;
    else r.tuneVerdicts = v;
  }
}

const LABEL: Record<JudgeModelId, (r: Row) => boolean> = {
  stance: (r) => r.category === 'contrary',
  evasive: (r) => r.category === 'evasive',
  wrongFact: (r) => r.category === 'wrong_fact',
};

// ---- logistic regression -------------------------------------------------------------------

interface Encoded {
  index: Map<string, number>;
  names: string[];
  x: Int32Array[];
}

function encode(feats: string[][], minCount: number): Encoded {
  const count = new Map<string, number>();
  for (const fs of feats) for (const f of fs) count.set(f, (count.get(f) ?? 0) + 1);
  const names = [...count].filter(([, n]) => n >= minCount).map(([f]) => f).sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const x = feats.map((fs) => Int32Array.from(fs.map((f) => index.get(f)).filter((i): i is number => i !== undefined)));
  return { index, names, x };
}

/** L2-regularised, class-balanced logistic regression; full-batch AdaGrad from zero (deterministic). */
function fitLR(x: Int32Array[], y: boolean[], dims: number, l2: number, iterations = 400, rate = 0.5, scale?: Float64Array): { w: Float64Array; b: number } {
  const n = x.length;
  const pos = y.filter(Boolean).length;
  const cPos = n / (2 * Math.max(1, pos));
  const cNeg = n / (2 * Math.max(1, n - pos));
  const w = new Float64Array(dims);
  let b = 0;
  const gw = new Float64Array(dims);
  const hw = new Float64Array(dims).fill(1e-8);
  let hb = 1e-8;
  for (let it = 0; it < iterations; it++) {
    gw.fill(0);
    let gb = 0;
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      let z = b;
      for (let k = 0; k < xi.length; k++) z += w[xi[k]!]! * (scale ? scale[xi[k]!]! : 1);
      const p = 1 / (1 + Math.exp(-z));
      const c = y[i] ? cPos : cNeg;
      const g = (c * (p - (y[i] ? 1 : 0))) / n;
      gb += g;
      for (let k = 0; k < xi.length; k++) gw[xi[k]!]! += g * (scale ? scale[xi[k]!]! : 1);
    }
    for (let j = 0; j < dims; j++) {
      const g = gw[j]! + l2 * w[j]!;
      hw[j]! += g * g;
      w[j]! -= (rate * g) / Math.sqrt(hw[j]!);
    }
    hb += gb * gb;
    b -= (rate * gb) / Math.sqrt(hb);
  }
  return { w, b };
}

interface Config {
  groups: FeatureGroup[];
  l2: number;
  keep: number;
  /** NB-LR (Wang and Manning 2012): each binary feature scaled by its naive Bayes log-count ratio. */
  nb: boolean;
}

/** Naive Bayes log-count ratios of each feature between the two classes (add-one smoothing). */
function nbRatios(x: Int32Array[], y: boolean[], dims: number): Float64Array {
  const p = new Float64Array(dims).fill(1);
  const q = new Float64Array(dims).fill(1);
  x.forEach((xi, i) => {
    for (const j of xi) (y[i] ? p : q)[j]! += 1;
  });
  const sp = p.reduce((a, b) => a + b, 0);
  const sq = q.reduce((a, b) => a + b, 0);
  return p.map((v, j) => Math.log(v / sp / (q[j]! / sq)));
}

/** Trains one model on rows, pruned to the `keep` largest weights (rounded), as committed. */
function train(rows: Row[], feats: Map<Row, string[]>, id: JudgeModelId, cfg: Config): LinearModel {
  const enc = encode(rows.map((r) => feats.get(r)!), 2);
  const y = rows.map(LABEL[id]);
  const scale = cfg.nb ? nbRatios(enc.x, y, enc.names.length) : undefined;
  const fitted = fitLR(enc.x, y, enc.names.length, cfg.l2, QUICK ? 150 : ITERATIONS, 0.5, scale);
  const w = scale ? fitted.w.map((v, j) => v * scale[j]!) : fitted.w;
  const b = fitted.b;
  const order = [...w.keys()].sort((i, j) => Math.abs(w[j]!) - Math.abs(w[i]!) || (enc.names[i]! < enc.names[j]! ? -1 : 1)).slice(0, cfg.keep);
  const weights: Record<string, number> = {};
  for (const i of order.sort((i, j) => (enc.names[i]! < enc.names[j]! ? -1 : 1))) {
    const v = Math.round(w[i]! * 1000) / 1000;
    if (v !== 0) weights[enc.names[i]!] = v;
  }
  return { bias: Math.round(b * 1000) / 1000, weights, threshold: 0.5 };
}

const score = (m: LinearModel, fs: string[]) => {
  let z = m.bias;
  for (const f of fs) z += m.weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
};

// ---- cross-validation ------------------------------------------------------------------------

// graded.ts holds right knowledge answers: the only place where a doubt on a right fact can be seen.
const VALIDATION: Source[] = ['tune', ...WRITERS, 'graded'];

/** Out-of-fold probabilities of every row of a validation source, for one model and config. */
function outOfFold(rows: Row[], id: JudgeModelId, cfg: Config): Map<Row, number> {
  const feats = new Map(rows.map((r) => [r, judgeFeatures(r.question, r.answer, r.stage, r.verdicts, cfg.groups)]));
  // A validated tune.json answer is read as at run time, with the rules' verdicts.
  const valFeats = (r: Row) => (r.tuneVerdicts ? judgeFeatures(r.question, r.answer, r.stage, r.tuneVerdicts, cfg.groups) : feats.get(r)!);
  const sources = VALIDATION.filter((s) => s !== 'graded' && rows.some((r) => r.source === s));
  const oof = new Map<Row, number>();
  // With one corpus only, its two halves by id serve as folds.
  const folds: ((r: Row) => boolean)[] =
    sources.length > 1
      ? [
          ...sources.map((s) => (r: Row) => r.source === s),
          // The right knowledge answers, in two halves: a doubt on a right fact is seen on answers not trained on.
          (r: Row) => r.source === 'graded' && Number(r.id.slice(2)) % 2 === 0,
          (r: Row) => r.source === 'graded' && Number(r.id.slice(2)) % 2 === 1,
        ]
      : [(r: Row) => r.source === 'tune' && Number(r.id.replace(/\D/g, '')) % 4 === 1, (r: Row) => r.source === 'tune' && Number(r.id.replace(/\D/g, '')) % 4 === 3];
  for (const inFold of folds) {
    const model = train(rows.filter((r) => !inFold(r)), feats, id, cfg);
    for (const r of rows.filter(inFold)) oof.set(r, score(model, valFeats(r)));
  }
  return oof;
}

/** The lowest threshold whose false-alarm rate on `negatives` stays within `maxFalse`. */
function thresholdFor(negatives: number[], maxFalse: number): number {
  const sorted = [...negatives].sort((a, b) => b - a);
  const allowed = Math.floor(maxFalse * sorted.length);
  // Above the (allowed+1)-th highest negative score.
  const edge = sorted[allowed] ?? 0;
  return Math.min(0.999, edge + 1e-6);
}

const pct = (n: number, d: number) => `${n}/${d} = ${d ? ((100 * n) / d).toFixed(1) : '—'} %`;

interface Operating {
  cfg: Config;
  threshold: number;
  recall: number;
  falseRate: number;
  oof: Map<Row, number>;
}

// The negatives whose false alarms matter for each model, and how many may be false.
const NEGATIVES: Record<JudgeModelId, (r: Row) => boolean> = {
  stance: (r) => r.category === 'sincere',
  evasive: (r) => r.category === 'sincere' || r.category === 'contrary' || r.category === 'right_fact',
  wrongFact: (r) => r.category === 'sincere' || r.category === 'right_fact',
};
const MAX_FALSE: Record<JudgeModelId, number> = { stance: 0.02, evasive: 0.03, wrongFact: 0.03 };

function operatingPoint(rows: Row[], id: JudgeModelId, cfg: Config): Operating {
  const oof = outOfFold(rows, id, cfg);
  const val = [...oof.keys()];
  const neg = val.filter(NEGATIVES[id]).map((r) => oof.get(r)!);
  const threshold = thresholdFor(neg, MAX_FALSE[id]);
  const pos = val.filter(LABEL[id]);
  const recall = pos.filter((r) => oof.get(r)! >= threshold).length / pos.length;
  const falseRate = neg.filter((p) => p >= threshold).length / neg.length;
  return { cfg, threshold, recall, falseRate, oof };
}

function main() {
  const rows = loadRows();
  const counts = (s: Source) => rows.filter((r) => r.source === s).length;
  console.log(`rows: ${(['tune', ...WRITERS, 'graded'] as Source[]).map((s) => `${s} ${counts(s)}`).join(', ')}`);
  withRules(rows);

  const groupSets: FeatureGroup[][] = [
    ALL_GROUPS,
    ALL_GROUPS.filter((g) => g !== 'rules'),
    ALL_GROUPS.filter((g) => g !== 'bigram'),
    ALL_GROUPS.filter((g) => g !== 'question'),
    ALL_GROUPS.filter((g) => g !== 'negation' && g !== 'reservation'),
  ];
  const variants: { l2: number; nb: boolean }[] = QUICK
    ? [{ l2: 1e-3, nb: false }]
    : (L2S ?? [1e-3, 1e-2]).flatMap((l2) => [false, true].map((nb) => ({ l2, nb })));
  const ids: JudgeModelId[] = ['stance', 'evasive', 'wrongFact'];

  const models: Partial<Record<JudgeModelId, LinearModel>> = {};
  const chosen: Partial<Record<JudgeModelId, Operating>> = {};
  const report: string[] = [];
  // One feature-group set for all three models (the featuriser runs once per answer): the set with
  // the best mean recall at the operating points; the L2 strength and NB scaling per model.
  const results = (QUICK ? groupSets.slice(0, 1) : SET !== undefined ? [groupSets[Number(SET)]!] : groupSets.slice(0, SETS)).map((groups) => {
    const ops = ids.map((id) => {
      const tried = variants.map((v) => operatingPoint(rows, id, { groups, keep: KEEP, ...v }));
      for (const o of tried) {
        const line = `${id} ${groups.join('+')} l2=${o.cfg.l2}${o.cfg.nb ? ' nb' : ''}: recall ${(o.recall * 100).toFixed(1)} % (false ${(o.falseRate * 100).toFixed(1)} %)`;
        console.log(line);
        report.push(line);
      }
      return tried.reduce((a, b) => (b.recall > a.recall ? b : a));
    });
    return { groups, ops };
  });
  const best = results.reduce((a, b) => (mean(b.ops.map((o) => o.recall)) > mean(a.ops.map((o) => o.recall)) ? b : a));
  ids.forEach((id, i) => {
    chosen[id] = best.ops[i]!;
  });
  const groups = best.groups;
  const chosenLine = `chosen: ${groups.join('+')}; ${ids.map((id) => `${id} l2=${chosen[id]!.cfg.l2}${chosen[id]!.cfg.nb ? ' nb' : ''}`).join(', ')}`;
  console.log(chosenLine);

  // Combination with the rules, on the folds a and b (where the rules were not tuned).
  const honest = rows.filter((r) => isWriter(r.source));
  const evalRows = honest.length ? honest : rows.filter((r) => r.source === 'tune');
  const st = chosen.stance!;
  let bestVeto = { veto: 0, threshold: st.threshold, caught: -1, falseN: 0 };
  const sincere = evalRows.filter((r) => r.category === 'sincere');
  const contrary = evalRows.filter((r) => r.category === 'contrary');
  const candidates = [...new Set([st.threshold, ...sincere.map((r) => st.oof.get(r)! + 1e-6), ...contrary.map((r) => st.oof.get(r)!)])].filter((t) => t >= 0.3).sort((a, b) => a - b);
  // The rules stay a safety net: a rule's red flag is dropped only when the model finds the answer
  // unlikely to be contrary (a veto of at most 0.3; the model reads the rules' flag as a feature).
  // The budget of sincere answers flagged is the issue's 2 %, whatever the rules' own false alarms
  // (with seven writers a rules-plus-one-point budget came to 2.1 %). Ties go to the lower veto.
  const VETOES = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
  const rulesFalse = Math.min(...VETOES.map((v) => sincere.filter((r) => r.rules!.flagged && (st.oof.get(r)! >= v || r.words < VETO_MIN_WORDS)).length)) / Math.max(1, sincere.length);
  const budget = MAX_FALSE.stance;
  console.log(`rules' own false alarms at the best veto: ${(rulesFalse * 100).toFixed(1)} %`);
  for (const veto of VETOES) {
    for (const t of candidates) {
      const flag = (r: Row) => {
        const p = st.oof.get(r)!;
        const v = r.verdicts ?? r.tuneVerdicts;
        return (p >= t && !v?.conforms.length) || (r.rules!.flagged && (p >= veto || r.words < VETO_MIN_WORDS));
      };
      const falseN = sincere.filter(flag).length;
      const caught = contrary.filter(flag).length;
      // Ties go to the lower veto: the rules stay a safety net wherever they cost nothing.
      if (falseN / sincere.length <= budget && caught > bestVeto.caught) bestVeto = { veto, threshold: t, caught, falseN };
    }
  }
  for (const veto of [0, 0.05, 0.1, 0.2, 0.3, 0.5]) {
    const kept = (r: Row) => r.rules!.flagged && st.oof.get(r)! >= veto;
    const line = `  rules' flags kept above a veto of ${veto}: contrary ${pct(contrary.filter(kept).length, contrary.length)}, sincere ${pct(sincere.filter(kept).length, sincere.length)}`;
    console.log(line);
    report.push(line);
  }
  const rulesOnly = { caught: contrary.filter((r) => r.rules!.flagged).length, falseN: sincere.filter((r) => r.rules!.flagged).length };
  const modelOnly = { caught: contrary.filter((r) => st.oof.get(r)! >= st.threshold).length, falseN: sincere.filter((r) => st.oof.get(r)! >= st.threshold).length };
  if (bestVeto.caught < 0) bestVeto = { veto: 1, threshold: st.threshold, caught: modelOnly.caught, falseN: modelOnly.falseN };
  const ev = chosen.evasive!;
  const evasive = evalRows.filter((r) => r.category === 'evasive');
  const answered = evalRows.filter((r) => r.category !== 'evasive');
  const wf = chosen.wrongFact!;
  const wrong = evalRows.filter((r) => r.category === 'wrong_fact');
  const notWrong = evalRows.filter((r) => r.category === 'sincere');
  const lines = [
    `validation (out of fold, ${honest.length ? `the training writers ${WRITERS.join(', ')}` : 'tune halves'}):`,
    `  contrary caught — rules ${pct(rulesOnly.caught, contrary.length)}, sincere flagged ${pct(rulesOnly.falseN, sincere.length)}`,
    `  contrary caught — model ${pct(modelOnly.caught, contrary.length)}, sincere flagged ${pct(modelOnly.falseN, sincere.length)} (t=${st.threshold.toFixed(3)})`,
    `  contrary caught — combined ${pct(bestVeto.caught, contrary.length)}, sincere flagged ${pct(bestVeto.falseN, sincere.length)} (t=${bestVeto.threshold.toFixed(3)}, veto=${bestVeto.veto}, budget ${(budget * 100).toFixed(1)} %)`,
    `  evasive followed up — rules ${pct(evasive.filter((r) => r.rules!.asksAgain).length, evasive.length)}, answers asked again ${pct(answered.filter((r) => r.rules!.asksAgain).length, answered.length)}`,
    `  evasive followed up — rules or model ${pct(evasive.filter((r) => r.rules!.asksAgain || ev.oof.get(r)! >= ev.threshold).length, evasive.length)}, answers asked again ${pct(answered.filter((r) => r.rules!.asksAgain || ev.oof.get(r)! >= ev.threshold).length, answered.length)} (t=${ev.threshold.toFixed(3)})`,
    `  wrong facts — rules ${pct(wrong.filter((r) => r.rules!.wrong).length, wrong.length)}, sincere questioned ${pct(notWrong.filter((r) => r.rules!.wrong).length, notWrong.length)}`,
    `  wrong facts — rules or model ${pct(wrong.filter((r) => r.rules!.wrong || wf.oof.get(r)! >= wf.threshold).length, wrong.length)}, sincere questioned ${pct(notWrong.filter((r) => r.rules!.wrong || wf.oof.get(r)! >= wf.threshold).length, notWrong.length)} (t=${wf.threshold.toFixed(3)})`,
  ];
  // The stance model's trade-off out of fold (writers' answers), for the documentation.
  for (const rate of [0.01, 0.02, 0.05, 0.1]) {
    const t = thresholdFor(sincere.map((r) => st.oof.get(r)!), rate);
    lines.push(`  stance model alone at ${rate * 100} % of sincere answers flagged: contrary ${pct(contrary.filter((r) => st.oof.get(r)! >= t).length, contrary.length)}`);
  }
  const others = evalRows.filter((r) => r.category !== 'evasive');
  lines.push(`  other answers called evasive or off topic by the rules alone: ${pct(others.filter((r) => ['evasive', 'off_topic'].includes(r.rules!.kind ?? '')).length, others.length)}`);
  console.log(lines.join('\n'));

  // The whole examiner (rules + judge, as at run time) on each validation source, with a judge
  // trained without that source: the figures the corpus test reports, out of fold.
  const thresholds: Record<JudgeModelId, { threshold: number; veto?: number }> = {
    stance: { threshold: bestVeto.threshold, veto: bestVeto.veto },
    evasive: { threshold: chosen.evasive!.threshold },
    wrongFact: { threshold: chosen.wrongFact!.threshold },
  };
  const pooled: ItemOutcome[] = [];
  for (const source of WRITERS.filter((x) => rows.some((r) => r.source === x))) {
    const training = rows.filter((r) => r.source !== source);
    const fFeats = new Map(training.map((r) => [r, judgeFeatures(r.question, r.answer, r.stage, r.verdicts, groups)]));
    const fold: JudgeWeights = { version: 1, groups, models: {} };
    for (const id of ids) fold.models[id] = { ...train(training, fFeats, id, chosen[id]!.cfg), ...thresholds[id] };
    const outcomes = rows
      .filter((r) => r.source === source)
      .map((r) => playItem({ id: r.id, category: r.category as CorpusItem['category'], topic: r.topic, question: r.question, answer: r.answer }, { weights: fold }));
    pooled.push(...outcomes);
    const r = rates(outcomes);
    const f = (x: [number, number]) => pct(x[0], x[1]);
    const asked = outcomes.filter((o) => o.item.category !== 'evasive' && ['evasive', 'off_topic'].includes(o.kind ?? '')).length;
    const line = `whole examiner on source ${source} (judge trained without it): contrary caught ${f(r.contraryCaught)}, sincere flagged ${f(r.sincereFlagged)}, evasive followed up ${f(r.evasiveFollowedUp)}, wrong facts questioned ${f(r.wrongFactsQuestioned)}; other answers called evasive or off topic ${asked}/${outcomes.length - r.evasiveFollowedUp[1]}`;
    console.log(line);
    lines.push(line);
  }
  if (pooled.length) {
    const r = rates(pooled);
    const f = (x: [number, number]) => pct(x[0], x[1]);
    const line = `whole examiner, all writers pooled (each judged without its own answers): contrary caught ${f(r.contraryCaught)}, sincere flagged ${f(r.sincereFlagged)}, evasive followed up ${f(r.evasiveFollowedUp)}, wrong facts questioned ${f(r.wrongFactsQuestioned)}`;
    console.log(line);
    lines.push(line);
  }

  // Final models: every source, the chosen config and operating points.
  const all = rows;
  const feats = new Map(all.map((r) => [r, judgeFeatures(r.question, r.answer, r.stage, r.verdicts, groups)]));
  for (const id of ['stance', 'evasive', 'wrongFact'] as JudgeModelId[]) {
    const m = train(all, feats, id, chosen[id]!.cfg);
    m.threshold = Math.round((id === 'stance' ? bestVeto.threshold : chosen[id]!.threshold) * 1e4) / 1e4;
    if (id === 'stance') m.veto = bestVeto.veto;
    models[id] = m;
  }
  const out: JudgeWeights = { version: 1, groups, models };
  if (!args.has('--dry')) {
    writeFileSync(new URL('src/server/interview/content/judge-weights.json', root), `${JSON.stringify(out)}\n`);
    writeFileSync(new URL('src/server/interview/content/judge-validation.txt', root), `${[...report, chosenLine, ...lines].join('\n')}\n`);
  }
  console.log(`weights: ${Object.entries(models).map(([k, m]) => `${k} ${Object.keys(m!.weights).length}`).join(', ')}`);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

main();
