// Review passes of the question bank: who read which questions, on what day, and what they checked.
// `npm run content:check` (scripts/content-checks.ts) requires every question to be covered by a pass
// that checked its distractors (each wrong option false at that day); a question added later fails
// the check until a reviewer records a pass for it here. Not seeded: a record for the next reviewer.

export type ReviewCheck =
  /** The right answer is right, with its source. */
  | 'keys'
  /** Each wrong option is false at the pass's date. */
  | 'distractors'
  /** The explanation discusses only the question's own options. */
  | 'explanations'
  /** The Arabic help text read against the French by someone who did not write it. */
  | 'arabic'
  /**
   * The Arabic explanation read in full against the French explanation by someone who did not write
   * it: same facts, dates, numbers and names, no claim added or missing, the legal meaning kept,
   * clear Modern Standard Arabic, proper nouns consistent. ('arabic' passes may read the question and
   * options only.)
   */
  | 'arabic-explanations'
  /** Only the digits of the Arabic text compared with the French. */
  | 'arabic-digits';

export interface ReviewPass {
  id: string;
  /** YYYY-MM-DD: the day the pass was recorded. */
  date: string;
  /** Who read (a role, not a name). */
  by: string;
  /** Ids read: single ids ('val-002') or ranges of one prefix ('hist-001..hist-076'). */
  scope: readonly string[];
  checks: readonly ReviewCheck[];
  /** What was found and fixed. */
  notes: string;
}

export const REVIEW_PASSES: readonly ReviewPass[] = [
  {
    id: 'issue-38-fact-check',
    date: '2026-11-28',
    by: 'French civic-law fact-checker (issue 38), not an author of the bank',
    // The whole bank on that day: 495 questions.
    scope: ['hist-001..hist-076', 'inst-001..inst-097', 'geo-001..geo-073', 'cult-001..cult-111', 'val-001..val-138'],
    checks: ['keys', 'distractors', 'explanations', 'arabic-digits'],
    notes:
      'All 495 questions read, keys right. Found and fixed: val-002 (a true distractor), cult-007, hist-019, inst-075, ' +
      'cult-034 (facts in explanations), val-004, val-033, val-056 (explanations about answers that are not options). ' +
      'The digits of all 495 Arabic texts compared with the French; 40 Arabic texts read in full (not listed by id), ' +
      'of which inst-028, cult-051 and val-031 were corrected. The Arabic of the other questions is not reviewed.',
  },
  {
    id: 'arabic-review-2026-11-28',
    date: '2026-11-28',
    by: 'Arabic reviewer (a pass that did not write the translations)',
    // The Arabic question and its four options read against the French question and options
    // (meaning, names, numbers, negations, which option is right) for all 495 questions. The Arabic
    // explanations were not read in full: only those of the questions fixed below.
    scope: ['val-001..val-138', 'inst-001..inst-097', 'hist-001..hist-076', 'geo-001..geo-073', 'cult-001..cult-111'],
    checks: ['arabic'],
    notes:
      'Question and options of all 495 questions read in Arabic against the French; option order and the right ' +
      'option match everywhere. Fixed: ' +
      "val-112: conseil de prud'hommes was « مجلس الخبراء العماليين » (a council of labour experts), now « مجلس منازعات العمل » " +
      '(a labour-disputes court), in the option and the explanation; the same term fixed in the explanations of val-109 and ' +
      'val-132 and in the question and explanation of cult-087. ' +
      "val-136: défaut d'assimilation « عدم الاستيعاب » could read as lack of understanding; now « عدم الاستيعاب في المجتمع الفرنسي », " +
      'option and explanation (assimilation, the legal notion, not « الاندماج », integration: issue 38). ' +
      'inst-093: hôtel de Matignon was « فندق ماتينيون » (a hotel), now « قصر ماتينيون », option and explanation. ' +
      "hist-015: « ماذا تُسمّى «الشوا» » asked what the Shoah is called, not what it is; now « ما المقصود بـ«الشوا» ». " +
      "geo-015: same reversal for la France d'outre-mer; now « ما المقصود بفرنسا ما وراء البحار ». " +
      'geo-067: agreement « أين توجد كثيب » corrected to « أين يوجد كثيب ». ' +
      'geo-070: régions ultrapériphériques was « مناطق قصوى », now « مناطق طرفية قصوى », option and explanation. ' +
      'cult-090: ungrammatical « الأيام 3 لإجازة الولادة » now « إجازة الولادة (3 أيام) ».',
  },
  {
    id: 'arabic-explanations-hist-inst-geo-2026-11-28',
    date: '2026-11-28',
    by: 'Arabic reader of the explanations (issue 38), not an author of the bank',
    // Each Arabic explanation of these 246 questions read in full against the French explanation.
    scope: ['hist-001..hist-076', 'inst-001..inst-097', 'geo-001..geo-073'],
    checks: ['arabic-explanations'],
    notes:
      'All 246 Arabic explanations of histoire, institutions and géographie read against the French: facts, dates, ' +
      'numbers and names agree everywhere; no claim added or missing. Fixed 17 (wording, meaning or grammar): ' +
      'hist-028 « إلغاء أول » unclear, now « أول إلغاء للعبودية »; hist-029 pluviôse given in French; hist-035 the franc ' +
      'a « وحدة فرعية » (subdivision) of the euro, not « جزء »; hist-040 the Marseillaise written « لا مارسييز » ' +
      '(La Marseillaise) as in the rest of the bank, not in Latin letters only; hist-053 « بلغ 21 عامًا » (21 and over); ' +
      'hist-071 verb agreement « تبِع … إضرابٌ ». ' +
      'inst-011 « بلدية المدينة »: a commune is not always a town; inst-022 loi organique « القانون العضوي », not ' +
      '« القانون الأساسي » (a basic law); inst-032 disposition « النص », not « الحكم » (reads as a judgment); ' +
      'inst-033 the one-tenth rule said plainly; inst-037 « سلامة التراب الوطني »; inst-048 CEE « الجماعة », as elsewhere; ' +
      'inst-055 « لكن أبدًا » lacked its negation. ' +
      'geo-030 en aval « أسفل بوردو » (could read as south of), now « في اتجاه المصبّ »; geo-042 falaises « جروف », ' +
      'not « منحدرات » (slopes); geo-050 statut à part « وضع مستقل » read as an independent status, now « وضع خاص بها »; ' +
      'geo-064 services « مصالح » (interests outside the Maghreb), now « دوائر ». ' +
      'Left as they are: Premier ministre is « الوزير الأول » in geo-064 (its question says so) and « رئيس الوزراء » ' +
      'elsewhere; both are correct.',
  },
  {
    id: 'arabic-explanations-cult-val-2026-11-28',
    date: '2026-11-28',
    by: 'Arabic reader of the explanations (issue 38), not an author of the bank',
    // Each Arabic explanation of these 249 questions read in full against the French explanation.
    scope: ['cult-001..cult-111', 'val-001..val-138'],
    checks: ['arabic-explanations'],
    notes:
      'All 249 Arabic explanations of culture and valeurs read against the French: facts, dates, numbers, penalties ' +
      'and names agree everywhere; no claim added or missing. Fixed 24 (meaning, wording or grammar): ' +
      'cult-042 idafa « لمقاطعات ما وراء البحار »; cult-043 « عشرينيات القرن العشرين » for the 1920s; cult-051 maire ' +
      '« رئيس البلدية » as in the rest of the bank, not « العمدة »; cult-052 « la femme et le mari » are the spouses ' +
      "« الزوجة والزوج »; cult-071 « jusqu'à 25 ans inclus » had lost « inclus »; cult-077 regional « يسبّق » now " +
      "« لا يدفع مسبقًا »; cult-082 « وإلا » (otherwise) for « sauf exception »; cult-107 « faire admettre l'enfant » " +
      'said plainly; cult-108 subject case « البنات والبنون ». ' +
      'val-003 the Marseillaise line « ضدّنا رُفعت راية الطغيان الدامية » (was word for word, without its meaning); ' +
      "val-005 Jura the département « مقاطعة »; val-020, val-058 « sans distinction d'origine » « بسبب الأصل », not " +
      '« في الأصل »; val-046 the Charte is posted in schools « المؤسسات التعليمية العمومية », not in every public body; ' +
      'val-049 Alsace-Moselle pays the ministers of four cultes « أربع طوائف دينية », not four religions; val-059 ' +
      'librairie is the book trade « تجارة الكتب », not libraries; val-066 « dépendante » « في وضع تبعية »; val-068 the ' +
      'person in garde à vue asks for a relative to be told; val-076 « كما تسمح بذلك »; val-081 service « المرفق », not ' +
      '« المصلحة » (reads as interest); val-087 « chaque époux » « كل من الزوجين », not « كل زوج » (each husband); ' +
      'val-112 représentants du personnel given in French (« المستخدمين » can read as users); val-114 violence in a ' +
      'couple, married or not; val-115 the 3919 lets the caller stay anonymous (the number was called anonymous). ' +
      'Then, by the lead on the same day: val-076 question and explanation name the IVG « الإنهاء الطوعي للحمل » ' +
      'like the rest of the bank (was « الإيقاف الإرادي للحمل »); cult-098 option « رئيس البلدية » (was « العمدة »); ' +
      'val-112 option and explanation « ممثلو الأجراء » (was « المستخدمين », which reads as users).',
  },
  {
    id: 'answer-in-option-2026-11-28',
    date: '2026-11-28',
    by: 'author of the fixes below (a product fix, not an independent reviewer)',
    scope: ['cult-044', 'cult-065', 'geo-043', 'val-016'],
    checks: ['keys', 'distractors', 'explanations'],
    notes:
      'New check answerInOption (scripts/content-checks.ts): no wrong option may contain the right answer, in French, ' +
      'English or Arabic. It found geo-043 (« 17 h » around « 7 h »), val-016 (« Le français » inside two wrong options) and ' +
      'cult-065 (« 15 » inside « 115 » in English and Arabic only). Fixed: geo-043 « 17 h » is now « 6 h » (the summer ' +
      'time, which the explanation gives: the question asks for winter); val-016 « Le français et l\'anglais » is now ' +
      '« Toutes les langues parlées en France » and « Le français et les langues régionales » « Chaque région a sa langue ' +
      'officielle » (art. 2 and 75-1, as the explanation says); cult-065 the English and Arabic options name the number ' +
      'as the French does (« Number 15 », « الرقم 15 »), the 115 distractor kept. cult-044: « jour de l\'été » now ' +
      '« premier jour de l\'été », as the English and Arabic say. Each wrong option false on that day, keys unchanged. ' +
      'The Arabic of the changed options was written by this fix and not yet read by a reviewer who did not write it.',
  },
];

/** Whether a scope entry (an id or a range 'val-001..val-138') holds `id`. */
function inScope(entry: string, id: string): boolean {
  const [from, to] = entry.split('..');
  if (to === undefined) return entry === id;
  const parse = (s: string) => /^([a-z]+)-(\d+)$/.exec(s);
  const [a, b, x] = [parse(from!), parse(to), parse(id)];
  if (!a || !b || !x || a[1] !== b[1] || x[1] !== a[1]) return false;
  const n = Number(x[2]);
  return n >= Number(a[2]) && n <= Number(b[2]);
}

/** The latest day on which a pass checked `check` for question `id`, if any. */
export function lastReviewed(id: string, check: ReviewCheck, passes: readonly ReviewPass[] = REVIEW_PASSES): string | undefined {
  let last: string | undefined;
  for (const p of passes) {
    if (!p.checks.includes(check)) continue;
    if (!p.scope.some((entry) => inScope(entry, id))) continue;
    if (last === undefined || p.date > last) last = p.date;
  }
  return last;
}

/** The day each question's distractors were last checked to be false (undefined: never). */
export function distractorsCheckedAt(id: string): string | undefined {
  return lastReviewed(id, 'distractors');
}
