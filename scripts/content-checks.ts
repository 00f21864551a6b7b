// The content checks of `npm run content:check` (scripts/content-check.ts) and of
// scripts/content-checks.test.ts (so they run in `npm test`). docs/content-sources.md lists what they
// cover and what they do not. Three kinds:
//  - facts stated in two places agree: each FACT_RECORDS entry is one fact with its source and date,
//    the places that must state it, and wordings that contradict it, looked for in every text
//    (question bank, glossary, examiner, interface copy, facts table);
//  - each explanation discusses only its own options (a heuristic, see explanationFaults);
//  - no wrong option contains the right answer's text, in any language (optionContainmentFaults);
//  - each question's distractors were checked by a recorded review pass (db/seeds/content/questions/reviews.ts).
// Pure functions over texts given by the caller; the texts are gathered by contentTexts().

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_FACTS, OFFICE_HOLDER_FACT_KEYS } from '../db/seeds/content/facts.js';
import { GLOSSARY_TERMS } from '../db/seeds/content/glossary.js';
import { ARABIC_QUESTION_TEXTS } from '../db/seeds/content/questions/ar/index.js';
import { ALL_QUESTIONS } from '../db/seeds/content/questions/index.js';
import { REVIEW_PASSES, type ReviewPass, distractorsCheckedAt, lastReviewed } from '../db/seeds/content/questions/reviews.js';
import type { SeedQuestion } from '../db/seeds/content/questions/types.js';
import { getQuestion } from '../src/server/interview/interview-bank.js';
import { evaluateAnswer } from '../src/server/interview/scoring.js';
import { normaliseText } from './bank-checks.js';

/** One text of the content, with where it comes from ('question:val-002:explanation', 'glossary:…', 'file:…'). */
export interface ContentText {
  where: string;
  text: string;
}

const ROOT = join(import.meta.dirname, '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel, ext));
    else if (ext.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/**
 * Every text that states facts to a candidate: the bank (French, English, Arabic), the glossary, the
 * current facts as seeded, the examiner's source files (its corrections and lists, read as text) and
 * the interface copy (locale files and built-in content).
 */
export function contentTexts(questions: readonly SeedQuestion[] = ALL_QUESTIONS): ContentText[] {
  const out: ContentText[] = [];
  for (const q of questions) {
    const fields: [string, string][] = [
      ['content', q.content],
      ['correctAnswer', q.correctAnswer],
      ['explanation', q.explanation],
      ['contentEn', q.contentEn],
      ['explanationEn', q.explanationEn],
      ...q.options.map((o, i): [string, string] => [`options.${i}`, o]),
    ];
    const ar = Object.hasOwn(ARABIC_QUESTION_TEXTS, q.id) ? ARABIC_QUESTION_TEXTS[q.id] : undefined;
    if (ar) fields.push(['contentAr', ar.content], ['explanationAr', ar.explanation]);
    for (const [field, text] of fields) out.push({ where: `question:${q.id}:${field}`, text });
  }
  for (const t of GLOSSARY_TERMS) {
    for (const field of ['definition', 'definitionEn', 'definitionAr'] as const) out.push({ where: `glossary:${t.slug}:${field}`, text: t[field] });
  }
  for (const f of CURRENT_FACTS) out.push({ where: `fact:${f.key}`, text: `${f.valueFr} — ${f.source}` });
  // The examiner's own words (its corpora of candidates' answers, some wrong on purpose, are test
  // fixtures under tests/).
  const files = [
    ...filesUnder('src/server/interview', /\.ts$/),
    ...filesUnder('src/client/i18n/locales', /\.json$/),
    ...filesUnder('src/client/content', /\.ts$/),
    ...filesUnder('src/server/i18n', /\.ts$/),
  ];
  for (const file of files) out.push({ where: `file:${file}`, text: readFileSync(join(ROOT, file), 'utf8') });
  return out;
}

/** Sentences (or list items) of a text: split at . ; ! ? and line breaks. */
function sentences(text: string): string[] {
  return text.split(/[.;!?\n]+|\u061B|\u061F/u);
}

// ---------------------------------------------------------------------------------------------
// Facts stated in several places
// ---------------------------------------------------------------------------------------------

/** A place that must state the fact: a question field, a glossary field or a file, and what it must say. */
export interface FactPlace {
  where: string;
  mustMatch: RegExp;
}

export interface FactRecord {
  id: string;
  /** The fact, in French, as it holds on `checkedAt`. */
  statement: string;
  source: string;
  /** YYYY-MM-DD. */
  checkedAt: string;
  /** Places that must state it. `where` is matched as a prefix of ContentText.where. */
  places: FactPlace[];
  /** Wordings that contradict it, looked for in every text (or in each sentence, with `sentence`). */
  contradictions: { pattern: RegExp; sentence?: { unless: RegExp } }[];
}

/** A number other than `right` before `noun` (« 348 députés » when there are 577). */
const otherNumber = (right: string[], noun: string) => new RegExp(`(?<![\\d,.])(?!(?:${right.join('|')})\\b)\\d{2,3}(?:\\s|\u202F|\u00A0)${noun}\\b`);

export const FACT_RECORDS: FactRecord[] = [
  {
    id: 'euro-1999',
    statement: "L'euro est la monnaie de la France depuis le 1er janvier 1999 ; billets et pièces depuis le 1er janvier 2002.",
    source: "Règlement (CE) n° 974/98 du Conseil du 3 mai 1998, art. 2 et 10",
    checkedAt: '2026-11-28',
    places: [
      { where: 'question:hist-035:options', mustMatch: /^Le 1er janvier 1999$/ },
      { where: 'question:hist-035:explanation', mustMatch: /1er janvier 1999[\s\S]*2002/ },
      { where: 'file:src/server/interview/content/bank.ts', mustMatch: /l’euro depuis le 1er janvier 1999 \(billets et pièces depuis 2002/ },
    ],
    // « depuis 2002 » is right for notes and coins only.
    contradictions: [
      { pattern: /\beuro\b[^.;()]{0,30}\bdepuis (le 1er janvier )?2002/i, sentence: { unless: /billets|pièces|espèces/i } },
      { pattern: /\beuro\b[^.;()]{0,30}\bsince (1 January )?2002/i, sentence: { unless: /notes|coins|cash/i } },
    ],
  },
  {
    id: 'baker-cenotaph',
    statement: 'Joséphine Baker est honorée au Panthéon par un cénotaphe depuis le 30 novembre 2021 ; elle est inhumée à Monaco.',
    source: 'Centre des monuments nationaux — paris-pantheon.fr, « Joséphine Baker »',
    checkedAt: '2026-11-28',
    places: [
      { where: 'question:cult-007:explanation', mustMatch: /Baker, inhumée à Monaco, y est honorée par un cénotaphe/ },
      { where: 'file:src/server/interview/content/lists.ts', mustMatch: /Baker, inhumée à Monaco, y est honorée par un cénotaphe/ },
    ],
    // A sentence naming Baker and saying someone rests or is buried there, without the cenotaph.
    contradictions: [
      {
        pattern: /(Baker|بيكر)[\s\S]*(repos|restes|inhum|remains|\brests?\b|buried|رفات|يرقد|مدفون)|(repos|restes|inhum|remains|\brests?\b|buried|رفات|يرقد|مدفون)[\s\S]*(Baker|بيكر)/i,
        sentence: { unless: /cénotaphe|cenotaph|Monaco|موناكو/i },
      },
    ],
  },
  {
    id: 'majorite-numerique',
    statement: "La loi n° 2023-566 du 7 juillet 2023 fixe la « majorité numérique » à 15 ans ; elle n'a jamais été appliquée (pas de texte d'application).",
    source: 'Loi n° 2023-566 du 7 juillet 2023 ; service-public.fr',
    checkedAt: '2026-11-28',
    places: [
      { where: 'glossary:majorite-numerique:definition', mustMatch: /15 ans[\s\S]*jamais été appliquée/ },
      { where: 'glossary:majorite-numerique:definitionEn', mustMatch: /15[\s\S]*never been applied/ },
      { where: 'question:inst-054:explanation', mustMatch: /15 ans[\s\S]*conditions d'application n'ont pas été publiées/ },
    ],
    contradictions: [{ pattern: /majorité numérique[^.]{0,80}\b(est en vigueur|s'applique depuis|applicable depuis)/i }],
  },
  {
    id: 'blaspheme',
    statement: "Le blasphème n'est pas un délit en France ; l'injure envers des personnes en raison de leur religion en est un.",
    source: 'Loi du 29 juillet 1881, art. 24, 32 et 33',
    checkedAt: '2026-11-28',
    places: [{ where: 'question:val-053:explanation', mustMatch: /Le délit de blasphème n'existe pas en France/ }],
    contradictions: [
      { pattern: /\bblasph\p{L}*\s+(est|sont|reste)\s+(interdit|puni|un délit|illégal)/iu },
      { pattern: /\bblasphemy\s+is\s+(forbidden|banned|an offence|a crime|illegal)/i },
    ],
  },
  {
    id: 'reclusion-10-ans',
    statement: 'La réclusion criminelle à temps est de 10 ans au moins, et de 15, 20 ou 30 ans au plus, ou à perpétuité.',
    source: 'Code pénal, art. 131-1',
    checkedAt: '2026-11-28',
    places: [{ where: 'glossary:reclusion:definition', mustMatch: /au moins 10 ans/ }],
    contradictions: [{ pattern: /réclusion[^.]{0,40}\bde 15 ans à/i }],
  },
  {
    id: 'parquet-non-independant',
    statement: "Les magistrats du parquet sont placés sous l'autorité du garde des Sceaux : ils ne sont pas indépendants du Gouvernement.",
    source: "Ordonnance n° 58-1270 du 22 décembre 1958, art. 5 ; CEDH, Moulin c. France, 23 novembre 2010",
    checkedAt: '2026-11-28',
    places: [{ where: 'glossary:autorite-judiciaire:definition', mustMatch: /procureurs, placés sous l'autorité du ministre de la Justice/ }],
    contradictions: [{ pattern: /(juges et (les )?procureurs|judges and prosecutors),? (tous )?(indépendants|independent)/i }],
  },
  {
    id: 'dernier-mot-assemblee',
    statement: "L'Assemblée nationale n'a le dernier mot sur une loi que si le Gouvernement le lui demande.",
    source: 'Constitution du 4 octobre 1958, art. 45',
    checkedAt: '2026-11-28',
    places: [{ where: 'glossary:assemblee-nationale:definition', mustMatch: /si celui-ci le demande, avoir le dernier mot/ }],
    contradictions: [{ pattern: /(a|ont) le dernier mot sur les lois|has the last word on laws/i }],
  },
  {
    id: 'maastricht-ce',
    statement: "Le traité de Maastricht crée l'Union européenne, où la CEE devient la Communauté européenne ; le traité de Lisbonne (en vigueur en 2009) la fond dans l'Union.",
    source: "Traité sur l'Union européenne (1992), art. G ; traité de Lisbonne (2007)",
    checkedAt: '2026-11-28',
    places: [{ where: 'question:hist-019:explanation', mustMatch: /devient la Communauté européenne/ }],
    contradictions: [{ pattern: /transform\w* la Communauté économique européenne en Union européenne|turned the European Economic Community into the European Union/i }],
  },
  {
    id: 'vote-correspondance',
    statement: "Le vote par correspondance n'est ouvert qu'aux personnes détenues ; le vote par internet, qu'aux Français de l'étranger (législatives, consulaires).",
    source: 'Code électoral, art. L12-1 et L330-13 ; loi n° 2019-222 du 23 mars 2019',
    checkedAt: '2026-11-28',
    places: [{ where: 'question:inst-075:explanation', mustMatch: /réservé aux personnes détenues/ }],
    contradictions: [{ pattern: /vote par correspondance[^.]{0,60}n'existe(nt)? pas|postal voting[^.]{0,60}do(es)? not exist/i }],
  },
  {
    id: 'chagall-plafond',
    statement: "Le plafond peint par Chagall (1964) recouvre celui d'origine de l'Opéra Garnier, qui n'a pas été repeint.",
    source: 'operadeparis.fr — « Le plafond de Chagall »',
    checkedAt: '2026-11-28',
    places: [{ where: 'question:cult-034:explanation', mustMatch: /recouvre celui d'origine/ }],
    contradictions: [{ pattern: /repeint par (Marc )?Chagall|repainted by (Marc )?Chagall/i }],
  },
  {
    id: 'plateformes-naturalisation',
    statement: "Une quarantaine de plateformes d'accès à la nationalité française instruisent les demandes des 101 départements : ce n'est pas toujours la préfecture du demandeur.",
    source: "immigration.interieur.gouv.fr — « Les plateformes d'accès à la nationalité française » (20 mai 2022)",
    checkedAt: '2026-11-28',
    places: [{ where: 'file:src/client/i18n/locales/fr/community.json', mustMatch: /plateformes d'accès à la nationalité française/ }],
    contradictions: [{ pattern: /instruite par (le service de naturalisation de )?votre préfecture|handled by your prefecture's naturalisation service/i }],
  },
  // Counts of the institutions and the map, stated in the bank, the glossary, the facts table and the pages.
  {
    id: 'deputes-577',
    statement: "L'Assemblée nationale compte 577 députés.",
    source: 'Constitution, art. 24 ; Code électoral, art. LO 119',
    checkedAt: '2026-11-28',
    places: [
      { where: 'question:inst-076:correctAnswer', mustMatch: /^577$/ },
      { where: 'glossary:assemblee-nationale:definition', mustMatch: /577 députés/ },
    ],
    contradictions: [{ pattern: otherNumber(['577'], 'députés') }],
  },
  {
    id: 'senateurs-348',
    statement: 'Le Sénat compte 348 sénateurs.',
    source: 'Constitution, art. 24 ; Code électoral, art. LO 274',
    checkedAt: '2026-11-28',
    places: [{ where: 'question:inst-078:explanation', mustMatch: /348 sénateurs/ }],
    contradictions: [{ pattern: otherNumber(['348'], 'sénateurs') }],
  },
  {
    id: 'regions-13-18',
    statement: "La France compte 18 régions depuis le 1er janvier 2016 : 13 en métropole et 5 outre-mer.",
    source: 'Loi n° 2015-29 du 16 janvier 2015, art. 1er',
    checkedAt: '2026-11-28',
    places: [
      { where: 'question:geo-006:correctAnswer', mustMatch: /^13$/ },
      { where: 'question:geo-073:correctAnswer', mustMatch: /^18$/ },
      { where: 'fact:regions_metropole', mustMatch: /^13 — / },
      { where: 'fact:regions_total', mustMatch: /^18 — / },
    ],
    // The 22 former regions (before 2016) are history, not a contradiction.
    contradictions: [{ pattern: otherNumber(['13', '18', '5', '12'], 'régions'), sentence: { unless: /ancienne|avant|jusqu|2015|2016|fusion|regroup/i } }],
  },
  {
    id: 'departements-101',
    statement: 'La France compte 101 départements : 96 en métropole et 5 outre-mer.',
    source: 'insee.fr — Code officiel géographique',
    checkedAt: '2026-11-28',
    places: [
      { where: 'fact:departements', mustMatch: /^101 — / },
      { where: 'question:inst-034:correctAnswer', mustMatch: /^101$/ },
    ],
    // « d'au moins 30 départements » (the presidential sponsorships) and the 83 of 1790 are other counts.
    contradictions: [{ pattern: otherNumber(['101', '96', '5'], 'départements'), sentence: { unless: /au moins|1790|premiers|first/i } }],
  },
  {
    id: 'timbre-55',
    statement: "Une demande de naturalisation coûte un droit de timbre de 55 €.",
    source: 'Code général des impôts, art. 958',
    checkedAt: '2026-11-28',
    places: [{ where: 'file:src/client/i18n/locales/fr/public.json', mustMatch: /droit de timbre de 55/ }],
    contradictions: [{ pattern: /droit de timbre de (?!55\b)\d+|(?<!\d)(?!55\b)\d+(?:\s|\u202F|\u00A0)?€ de (droit de )?timbre/i }],
  },
];

/** The texts of a place: a question's options are all `question:<id>:options.<i>`. */
function textsAt(texts: readonly ContentText[], where: string): ContentText[] {
  return texts.filter((t) => t.where === where || t.where.startsWith(`${where}.`) || t.where.startsWith(`${where}:`));
}

/** Faults of the fact records: a place that does not state the fact, or a text that contradicts it. */
export function factFaults(texts: readonly ContentText[], records: readonly FactRecord[] = FACT_RECORDS): string[] {
  const faults: string[] = [];
  for (const r of records) {
    for (const place of r.places) {
      const at = textsAt(texts, place.where);
      if (at.length === 0) faults.push(`${r.id}: no text at ${place.where}`);
      else if (!at.some((t) => place.mustMatch.test(t.text))) faults.push(`${r.id}: ${place.where} does not state « ${r.statement} »`);
    }
    for (const c of r.contradictions) {
      for (const t of texts) {
        const parts = c.sentence ? sentences(t.text) : [t.text];
        for (const part of parts) {
          const m = c.pattern.exec(part);
          if (!m || c.sentence?.unless.test(part)) continue;
          const excerpt = part.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60).replace(/\s+/g, ' ').trim();
          faults.push(`${r.id}: ${t.where} contradicts « ${r.statement} » (${r.source}): …${excerpt}…`);
        }
      }
    }
  }
  return faults;
}

/**
 * Office holders are stated in one place, the current facts (db/seeds/content/facts.ts), which admins keep
 * up to date: the name of a seeded holder anywhere else is a second copy that would go stale.
 */
export function officeHolderFaults(texts: readonly ContentText[]): string[] {
  const names = CURRENT_FACTS.filter((f) => OFFICE_HOLDER_FACT_KEYS.includes(f.key)).map((f) => ({ key: f.key, name: f.valueFr }));
  const faults: string[] = [];
  for (const t of texts) {
    if (t.where.startsWith('fact:')) continue;
    for (const { key, name } of names) {
      if (t.text.includes(name)) faults.push(`office holder ${key} (« ${name} ») named outside the current facts, at ${t.where}`);
    }
  }
  return faults;
}

// ---------------------------------------------------------------------------------------------
// Explanations discuss their own options
// ---------------------------------------------------------------------------------------------

const QUOTED = /«\s*([^«»]+?)\s*»/g;
const ARTICLE = /^(l'|la |le |les |un |une |des |d'|du )/;
/** Words whose endings name a family of terms (-isme, -phobie…): an alternative of that family that is not an option is suspect. */
const TERM_ENDINGS = ['isme', 'phobie', 'cratie', 'logie', 'archie'];

const words = (s: string) => normaliseText(s).split(' ').filter(Boolean);

/** Whether a quoted phrase is exactly one of the options (final punctuation aside). */
function quoteEqualsOption(quote: string, q: SeedQuestion): boolean {
  const n = normaliseText(quote);
  return n !== '' && q.options.some((o) => normaliseText(o) === n);
}

/** Whether a quoted phrase has the form of the options: as many words, roughly, and digits if they all have some. */
function looksLikeOption(quote: string, q: SeedQuestion): boolean {
  const counts = q.options.map((o) => words(o).length);
  const n = words(quote).length;
  if (n < Math.max(2, Math.ceil(Math.min(...counts) / 2)) || n > Math.max(...counts) * 2) return false;
  return !q.options.every((o) => /\d/.test(o)) || /\d/.test(quote);
}

/** Whether a quoted phrase is one of the options (or the question quotes it, or an option quotes it). */
function quoteIsOption(quote: string, q: SeedQuestion): boolean {
  const n = normaliseText(quote);
  if (!n) return true;
  return q.options.some((o) => {
    const on = normaliseText(o);
    return on === n || on.includes(n) || n.includes(on);
  }) || normaliseText(q.content).includes(n);
}

/**
 * Faults of one explanation, by two heuristics (docs/content-sources.md):
 *  - it quotes at least one option word for word (so it is going through the options), and quotes
 *    another phrase of the options' form (about as many words; digits if they all have some) that
 *    is neither an option nor in the question: an answer not offered;
 *  - the options are single terms of one family (-isme, -phobie…), and the explanation defines
 *    another term of that family: a distractor not offered.
 */
export function explanationFaults(q: SeedQuestion): string[] {
  const faults: string[] = [];
  const quotes = [...q.explanation.matchAll(QUOTED)].map((m) => m[1]!);
  if (quotes.some((quote) => quoteEqualsOption(quote, q))) {
    for (const quote of quotes) {
      if (!looksLikeOption(quote, q) || quoteIsOption(quote, q)) continue;
      faults.push(`${q.id}: the explanation discusses « ${quote} », which is not among the options`);
    }
  }
  const terms = q.options.map((o) => normaliseText(o).replace(ARTICLE, '').replace(/^l /, '')).filter((o) => !o.includes(' '));
  const endings = TERM_ENDINGS.filter((e) => terms.filter((t) => t.endsWith(e)).length >= 1);
  if (terms.length === q.options.length && endings.length > 0) {
    const allowed = new Set([...terms, ...words(q.content)]);
    for (const w of words(q.explanation)) {
      if (w.length < 6 || allowed.has(w) || allowed.has(w.replace(/s$/, ''))) continue;
      if (endings.some((e) => w.endsWith(e) || w.endsWith(`${e}s`))) faults.push(`${q.id}: the explanation discusses « ${w} », which is not among the options`);
    }
  }
  return faults;
}

// ---------------------------------------------------------------------------------------------
// Wrong options that contain the right answer
// ---------------------------------------------------------------------------------------------

/**
 * A wrong option whose text holds the right answer's (« 17 h » around « 7 h », « Le français et
 * l'anglais » around « Le français »): the right answer reads as a part of a wrong one, and the
 * wrong one as half right. Compared in French, English and Arabic, on normalised text (case,
 * accents and punctuation folded), as plain substrings.
 */
export function optionContainmentFaults(q: SeedQuestion, arabic = Object.hasOwn(ARABIC_QUESTION_TEXTS, q.id) ? ARABIC_QUESTION_TEXTS[q.id] : undefined): string[] {
  const right = q.options.indexOf(q.correctAnswer);
  if (right < 0) return [];
  const languages: [string, readonly string[]][] = [
    ['fr', q.options],
    ['en', q.optionsEn],
  ];
  if (arabic) languages.push(['ar', arabic.options]);
  const faults: string[] = [];
  for (const [lang, options] of languages) {
    const answer = normaliseText(options[right] ?? '');
    if (!answer) continue;
    options.forEach((option, i) => {
      if (i !== right && normaliseText(option).includes(answer)) faults.push(`${q.id} (${lang}): the wrong option « ${option} » contains the right answer « ${options[right]} »`);
    });
  }
  return faults;
}

// ---------------------------------------------------------------------------------------------
// Review passes
// ---------------------------------------------------------------------------------------------

/** Questions without a recorded distractor check, or with one dated in the future or malformed. */
export function reviewFaults(questions: readonly SeedQuestion[], today = new Date().toISOString().slice(0, 10)): string[] {
  const faults: string[] = [];
  for (const q of questions) {
    const at = distractorsCheckedAt(q.id);
    if (at === undefined) faults.push(`${q.id}: no distractorsCheckedAt (record a review pass in db/seeds/content/questions/reviews.ts)`);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(at) || at > today) faults.push(`${q.id}: distractorsCheckedAt ${at} is not a past day`);
  }
  return faults;
}

/** How many questions have their Arabic reviewed by a pass that did not write it (reported, not required). */
export function arabicReviewed(questions: readonly SeedQuestion[]): number {
  return questions.filter((q) => lastReviewed(q.id, 'arabic') !== undefined).length;
}

/**
 * How many questions have their Arabic explanation read in full against the French by a pass that
 * did not write it (reported, not required). The 'arabic' passes read the question and options only.
 */
export function arabicExplanationsReviewed(questions: readonly SeedQuestion[], passes: readonly ReviewPass[] = REVIEW_PASSES): number {
  return questions.filter((q) => lastReviewed(q.id, 'arabic-explanations', passes) !== undefined).length;
}

// ---------------------------------------------------------------------------------------------
// Known open contradictions
// ---------------------------------------------------------------------------------------------

/**
 * Contradictions found but not fixed here, each with who must fix it. content:check lists them
 * without failing, and fails once one is fixed, so that it is taken off this list. Empty today.
 */
export const KNOWN_OPEN: { id: string; what: string; owner: string }[] = [];

/** Whether a known open contradiction is still there (false: fixed, take it off KNOWN_OPEN). */
export function stillOpen(id: string): boolean {
  return examinerProbeFaults().some((fault) => fault.startsWith(`${id}:`));
}

/**
 * Wrong statements the examiner must question, so that it never grades as right what the bank
 * says is wrong: each names the question of the bank that states the fact.
 */
const EXAMINER_PROBES = [
  {
    id: 'blaspheme-examiner',
    question: 'val-blasphemy',
    answer: 'Le blasphème est interdit en France : je porterais plainte pour blasphème devant la justice.',
    bank: 'val-053 (le blasphème n\'est pas une infraction)',
  },
];

/** The probes the examiner lets pass without a correction or a red flag. */
export function examinerProbeFaults(): string[] {
  return EXAMINER_PROBES.filter((probe) => {
    const e = evaluateAnswer(getQuestion(probe.question), probe.answer);
    return e.wrongFacts.length === 0 && e.redFlags.length === 0;
  }).map((probe) => `${probe.id}: the examiner lets « ${probe.answer} » pass, against ${probe.bank}`);
}

/** Each check of the content, by name, with its faults. */
export function runContentChecks(questions: readonly SeedQuestion[] = ALL_QUESTIONS): Record<string, string[]> {
  const texts = contentTexts(questions);
  return {
    facts: factFaults(texts),
    officeHolders: officeHolderFaults(texts),
    explanations: questions.flatMap(explanationFaults),
    answerInOption: questions.flatMap((q) => optionContainmentFaults(q)),
    reviews: reviewFaults(questions),
    examiner: examinerProbeFaults().filter((fault) => !KNOWN_OPEN.some((open) => fault.startsWith(`${open.id}:`))),
  };
}
