// `npm run bank:report`: counts of the question bank per category, theme, subtheme, kind and
// difficulty against their minimums, and the official-list wordings that no question prepares.
// It also prints how often the right answer is strictly the longest or the shortest option, per
// language and category (a length cue lets a candidate guess by form).
// Exit code 1 when a minimum is missed, an official wording is uncovered or a length-cue rate
// is out of its range, 0 otherwise.

import { ALL_QUESTIONS, OFFICIAL_LIST_VERSION, OFFICIAL_QUESTIONS } from '../db/seeds/content/questions/index.js';
import { CATEGORIES, CATEGORY_MINIMUMS, EXAM_DRAW, THEMES } from '../src/shared/constants.js';
import {
  MAX_LENGTH_CUE_RATE,
  MIN_LENGTH_CUE_RATE,
  MIN_SITUATIONS,
  bankStats,
  lengthCues,
  subthemeMinimum,
  themeMinimum,
} from './bank-checks.js';

const stats = bankStats(ALL_QUESTIONS, OFFICIAL_QUESTIONS);
let problems = 0;

function line(label: string, n: number, min?: number, indent = 2): string {
  const pad = ' '.repeat(indent);
  if (min === undefined) return `${pad}${label.padEnd(26 - indent)}${String(n).padStart(4)}`;
  const ok = n >= min;
  if (!ok) problems++;
  return `${pad}${label.padEnd(26 - indent)}${String(n).padStart(4)} / min ${String(min).padStart(3)}  ${ok ? 'ok' : `MISSING ${min - n}`}`;
}

const out: string[] = [];
out.push(`Question bank: ${stats.total} questions${stats.total >= 335 ? '' : ` (min 335, MISSING ${335 - stats.total})`}`);
if (stats.total < 335) problems++;

out.push('', 'By category (difficulty 1-5, right answer at A/B/C/D):');
for (const c of CATEGORIES) {
  const d = stats.difficultyByCategory.get(c)!;
  const levels = [1, 2, 3, 4, 5].map((k) => d.get(k) ?? 0);
  const missingLevels = levels.filter((n) => n === 0).length;
  if (missingLevels > 0) problems++;
  const pos = stats.answerPositionByCategory.get(c)!;
  out.push(
    `${line(c, stats.byCategory.get(c) ?? 0, CATEGORY_MINIMUMS[c])}   levels ${levels.join('/')}` +
      (missingLevels > 0 ? ' (A LEVEL IS EMPTY)' : '') +
      `   A-D ${pos.join('/')}`,
  );
}

out.push('', 'By theme and subtheme (minimum = 3 × what one exam draws):');
for (const t of THEMES) {
  out.push(line(t, stats.byTheme.get(t) ?? 0, themeMinimum(t)));
  for (const s of Object.keys(EXAM_DRAW[t])) {
    out.push(line(s, stats.bySubtheme.get(s) ?? 0, subthemeMinimum(s), 6));
  }
}

out.push('', 'By kind:');
out.push(line('knowledge', stats.byKind.get('knowledge') ?? 0));
out.push(line('situation', stats.byKind.get('situation') ?? 0, MIN_SITUATIONS));

out.push('', 'By difficulty:');
for (const [d, n] of stats.byDifficulty) out.push(line(String(d), n));

const covered = OFFICIAL_QUESTIONS.length - stats.uncoveredOfficial.length;
out.push('', `Official list (${OFFICIAL_LIST_VERSION}): ${covered} / ${OFFICIAL_QUESTIONS.length} wordings prepared`);
const byOwner = new Map<string, string[]>();
for (const o of stats.uncoveredOfficial) byOwner.set(o.owner, [...(byOwner.get(o.owner) ?? []), o.ref]);
for (const c of CATEGORIES) {
  const refs = byOwner.get(c);
  if (refs) out.push(`  uncovered, owner ${c} (${refs.length}): ${refs.join(', ')}`);
}
if (stats.uncoveredOfficial.length > 0) problems++;
if (stats.unknownRefs.length > 0) {
  problems++;
  out.push(`  officialRef not in the list: ${stats.unknownRefs.map((u) => `${u.id} → ${u.ref}`).join(', ')}`);
}
if (stats.themeMismatchedOfficial.length > 0) {
  problems++;
  out.push(
    `  prepared only under another theme: ${stats.themeMismatchedOfficial.map((o) => `${o.ref} (${o.theme})`).join(', ')}`,
  );
}

const pct = (r: number) => `${(r * 100).toFixed(1)} %`.padStart(7);
out.push(
  '',
  `Right answer strictly the longest / shortest option (${MIN_LENGTH_CUE_RATE * 100} to ${MAX_LENGTH_CUE_RATE * 100} % each, chance 25 %):`,
);
for (const lang of ['fr', 'en'] as const) {
  const all = lengthCues(ALL_QUESTIONS, lang);
  const rates = [all.longestRate, all.shortestRate];
  const over = rates.some((r) => r > MAX_LENGTH_CUE_RATE || r < MIN_LENGTH_CUE_RATE);
  if (over) problems++;
  out.push(
    `  ${lang.toUpperCase()} all`.padEnd(24) +
      `longest ${pct(all.longestRate)} (${all.longest.length})   shortest ${pct(all.shortestRate)} (${all.shortest.length})` +
      (over ? '  OUT OF RANGE' : '  ok'),
  );
  for (const c of CATEGORIES) {
    const cues = lengthCues(ALL_QUESTIONS.filter((q) => q.category === c), lang);
    out.push(
      `    ${c}`.padEnd(24) +
        `longest ${pct(cues.longestRate)} (${cues.longest.length})   shortest ${pct(cues.shortestRate)} (${cues.shortest.length})`,
    );
  }
  const situations = lengthCues(ALL_QUESTIONS.filter((q) => q.kind === 'situation'), lang);
  out.push(
    `    situations`.padEnd(24) +
      `longest ${pct(situations.longestRate)} (${situations.longest.length})   shortest ${pct(situations.shortestRate)} (${situations.shortest.length})`,
  );
}

out.push('', problems === 0 ? 'All minimums reached; every official wording is prepared; length cues within their range.' : `${problems} problem(s).`);
console.log(out.join('\n'));
process.exitCode = problems === 0 ? 0 : 1;
