// Practice mode: after each answer, what a good answer contained, what this one said and missed, a
// model answer and one tip, both in French (each with its translation for an English or Arabic interface).
// Built from the same evaluation that scores the answer; exam mode never sends it.
import type { InterviewStage } from '../../shared/constants.js';
import type { Lang } from '../i18n/messages.js';
import type { BankQuestion } from './interview-bank.js';
import { MOTIVATION_SIGNALS, type AnswerEvaluation } from './scoring.js';
import { VALUE_SIGNALS } from './values.js';

export interface PracticeFeedback {
  expected: string[];
  found: string[];
  missing: string[];
  modelAnswer: string;
  /** The model answer in English, when the interface is English. */
  modelAnswerEn?: string;
  /** The model answer in Arabic, when the interface is Arabic. */
  modelAnswerAr?: string;
  /** In French; `tipEn` / `tipAr` is its help text when the interface is English / Arabic. */
  tip: string;
  tipEn?: string;
  tipAr?: string;
}

/** Model answers for the questions every interview asks, and one per stage for the others. */
const MODELS: Record<string, Record<Lang, string>> = {
  'mot-why': {
    fr: 'Je vis en France depuis douze ans, j’y travaille comme infirmière et mes enfants y sont nés. Je me sens chez moi ici, je partage les valeurs de liberté et d’égalité, et je veux voter et participer pleinement à la vie de mon pays.',
    en: 'I have lived in France for twelve years, I work here as a nurse and my children were born here. I feel at home, I share the values of liberty and equality, and I want to vote and take a full part in the life of my country.',
    ar: 'أعيش في فرنسا منذ اثنتي عشرة سنة، وأعمل فيها ممرضة، ووُلد فيها أطفالي. أشعر هنا بأنني في بيتي، وأشارك قيم الحرية والمساواة، وأريد أن أصوّت وأن أشارك مشاركة كاملة في حياة بلدي.',
  },
  'val-gender': {
    fr: 'Les femmes et les hommes ont les mêmes droits : dans notre couple, nous décidons ensemble, ma femme travaille et choisit sa vie, et nos filles auront les mêmes chances que nos fils.',
    en: 'Women and men have the same rights: in our couple we decide together, my wife works and chooses her life, and our daughters will have the same chances as our sons.',
    ar: 'للنساء والرجال الحقوق نفسها: في حياتنا الزوجية نقرّر معًا، وزوجتي تعمل وتختار حياتها، وستحظى بناتنا بالفرص نفسها التي يحظى بها أبناؤنا.',
  },
  'val-doctor': {
    fr: 'Un médecin est un médecin, homme ou femme : ce qui compte, c’est sa compétence. Je n’ai jamais refusé d’être soigné par une femme, et refuser pour cette raison serait une discrimination.',
    en: 'A doctor is a doctor, man or woman: what matters is their competence. I have never refused to be treated by a woman, and refusing for that reason would be discrimination.',
    ar: 'الطبيب طبيب، رجلًا كان أو امرأة: المهم هو الكفاءة. لم أرفض قطّ أن تعالجني امرأة، والرفض لهذا السبب تمييز.',
  },
};

const STAGE_MODELS: Record<InterviewStage, Record<Lang, string>> = {
  opening: {
    fr: 'Je m’appelle Amina Benali, j’ai trente-huit ans et je suis née au Maroc. J’habite à Lyon depuis 2012, je suis infirmière, mariée et mère de deux enfants.',
    en: 'My name is Amina Benali, I am thirty-eight and I was born in Morocco. I have lived in Lyon since 2012, I am a nurse, married with two children.',
    ar: 'اسمي أمينة بنعلي، عمري ثمانية وثلاثون عامًا، ووُلدت في المغرب. أسكن في ليون منذ 2012، وأعمل ممرضة، وأنا متزوجة وأمّ لطفلين.',
  },
  identity: {
    fr: 'Je suis arrivée en 2012 pour mes études d’infirmière. Depuis, je travaille à l’hôpital, j’ai appris le français en cours du soir et je fais partie de l’association des parents d’élèves.',
    en: 'I arrived in 2012 to train as a nurse. Since then I have worked at the hospital, learnt French in evening classes and joined the parents’ association at school.',
    ar: 'وصلت سنة 2012 لدراسة التمريض. ومنذ ذلك الحين أعمل في المستشفى، وتعلّمت الفرنسية في دروس مسائية، وانضممت إلى جمعية أولياء التلاميذ.',
  },
  motivation: {
    fr: 'La France est devenue mon pays : j’y travaille, mes enfants y grandissent et je partage ses valeurs. Devenir française, c’est pouvoir voter et prendre ma part de la vie commune.',
    en: 'France has become my country: I work here, my children are growing up here and I share its values. Becoming French means being able to vote and to take my share in our common life.',
    ar: 'أصبحت فرنسا بلدي: أعمل فيها، ويكبر فيها أطفالي، وأشاركها قيمها. أن أصبح فرنسية يعني أن أستطيع التصويت وأن أضطلع بنصيبي من الحياة المشتركة.',
  },
  civic_knowledge: {
    fr: 'Une réponse précise, en phrases complètes, qui cite les faits essentiels avec leur date ou leur nom exact.',
    en: 'A precise answer, in full sentences, that gives the essential facts with their exact date or name.',
    ar: 'إجابة دقيقة، بجمل كاملة، تذكر الوقائع الأساسية بتاريخها أو اسمها الدقيق.',
  },
  values: {
    fr: 'Je respecte ce principe sans réserve : la loi est la même pour tous, chacun est libre de croire ou de ne pas croire, et les femmes et les hommes ont les mêmes droits. Par exemple, au travail, je traite tout le monde de la même façon.',
    en: 'I respect this principle without reservation: the law is the same for everyone, everyone is free to believe or not, and women and men have the same rights. At work, for instance, I treat everyone the same way.',
    ar: 'أحترم هذا المبدأ دون تحفّظ: القانون واحد للجميع، ولكل شخص حرية الإيمان أو عدم الإيمان، وللنساء والرجال الحقوق نفسها. في العمل مثلًا، أعامل الجميع بالطريقة نفسها.',
  },
  closing: {
    fr: 'Oui, je suis prête à signer la Charte des droits et devoirs du citoyen français et à la respecter : elle rappelle les valeurs que je partage, la liberté, l’égalité, la fraternité et la laïcité.',
    en: 'Yes, I am ready to sign the Charter of the rights and duties of the French citizen and to respect it: it sets out values I share, liberty, equality, fraternity and secularism.',
    ar: 'نعم، أنا مستعدة لتوقيع ميثاق حقوق المواطن الفرنسي وواجباته (Charte des droits et devoirs du citoyen français) واحترامه: فهو يذكّر بالقيم التي أشاركها، الحرية والمساواة والأخوّة والعلمانية.',
  },
};

const list = (xs: string[], and = 'et') => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
/** French terms inside an Arabic sentence stay French, in brackets: « (la devise) و(la laïcité) ». */
const listAr = (xs: string[]) => xs.map((x) => `(${x})`).join(' و');

/**
 * One tip, in French with its English and Arabic help text: a tip is a `Record<Lang, string>` so a
 * missing language does not compile, and feedback.test.ts checks each one's script. What the
 * candidate must say stays in French (the concept labels, a correction, « parce que »…).
 */
function tipFor(question: BankQuestion, e: AnswerEvaluation, missing: string[]): Record<Lang, string> {
  if (e.wordCount === 0)
    return {
      fr: 'Répondez par au moins une phrase complète, même simple.',
      en: 'Answer with at least one full sentence, even a simple one.',
      ar: 'أجب بجملة كاملة واحدة على الأقل، ولو كانت بسيطة.',
    };
  if (e.language === 'en' || e.language === 'other')
    return {
      fr: 'Répondez en français, même avec des mots simples : l’entretien se déroule entièrement en français.',
      en: 'Answer in French, even with simple words: the interview is held entirely in French.',
      ar: 'أجب بالفرنسية ولو بكلمات بسيطة: تجري المقابلة كلها بالفرنسية.',
    };
  if (e.redFlags.length)
    return {
      fr: 'Ce propos va contre les valeurs de la République : relisez la Charte et dites clairement que vous respectez l’égalité, la laïcité et la loi.',
      en: 'This statement goes against the values of the Republic: read the Charter (la Charte) again and say clearly that you respect equality (l\'égalité), secularism (la laïcité) and the law (la loi).',
      ar: 'هذا القول يتعارض مع قيم الجمهورية: أعد قراءة الميثاق (la Charte) وقل بوضوح إنك تحترم المساواة (l\'égalité) والعلمانية (la laïcité) والقانون (la loi).',
    };
  if (e.wrongFacts.length)
    return {
      fr: `Vérifiez ce fait : ${e.wrongFacts[0]}`,
      en: `Check this fact (the correction, in French): ${e.wrongFacts[0]}`,
      ar: `تحقّق من هذه المعلومة (التصحيح بالفرنسية): ${e.wrongFacts[0]}`,
    };
  if (e.nonAnswer)
    return {
      fr: 'Plutôt que « je ne sais pas », dites ce que vous savez en une ou deux phrases.',
      en: 'Rather than "I don\'t know" (je ne sais pas), say what you do know in one or two sentences.',
      ar: 'بدلًا من قول «لا أعرف» (je ne sais pas)، قل ما تعرفه في جملة أو جملتين.',
    };
  if (e.wordCount <= 6)
    return {
      fr: 'Développez en deux ou trois phrases, avec un exemple tiré de votre vie.',
      en: 'Say more, in two or three sentences, with an example from your own life.',
      ar: 'توسّع في إجابتك بجملتين أو ثلاث، مع مثال من حياتك.',
    };
  if (missing.length) {
    const two = missing.slice(0, 2);
    return {
      fr: `Pensez à parler de ${list(two)}.`,
      en: `Remember to mention, in French, ${list(two.map((x) => `"${x}"`), 'and')}.`,
      ar: `لا تنسَ أن تتحدث، بالفرنسية، عن ${listAr(two)}.`,
    };
  }
  if (e.connectors.length < 2)
    return {
      fr: 'Reliez vos idées par « parce que », « donc », « par exemple » : la réponse gagne en clarté.',
      en: 'Link your ideas with "parce que" (because), "donc" (so), "par exemple" (for example): the answer becomes clearer.',
      ar: 'اربط أفكارك بعبارات مثل «لأنّ» (parce que) و«إذن» (donc) و«مثلًا» (par exemple): تصبح إجابتك أوضح.',
    };
  return question.stage === 'civic_knowledge'
    ? { fr: 'Réponse complète : gardez cette précision.', en: 'A complete answer: keep this precision.', ar: 'إجابة كاملة: حافظ على هذه الدقة.' }
    : {
        fr: 'Bonne réponse : gardez ce ton personnel et précis.',
        en: 'A good answer: keep this personal and precise tone.',
        ar: 'إجابة جيدة: حافظ على هذا الأسلوب الشخصي والدقيق.',
      };
}

/** The feedback on one answer to `question` (the concepts, signals and scores come from its evaluation). */
export function practiceFeedback(question: BankQuestion, e: AnswerEvaluation, lang: Lang): PracticeFeedback {
  let expected: string[];
  let found: string[];
  const concepts = question.concepts ?? [];
  if (concepts.length) {
    expected = concepts.slice(0, Math.max(question.required ?? 1, 3)).map((k) => k.label);
    found = concepts.filter((k) => e.conceptsFound.includes(k.id)).map((k) => k.label);
    expected = [...new Set([...expected, ...found])];
  } else if (question.stage === 'values' || question.stage === 'closing') {
    expected = ['une position claire', 'l’égalité', 'la laïcité', 'le respect de la loi'];
    const labels = VALUE_SIGNALS.filter((s) => e.valueSignals.includes(s.id)).map((s) => s.label);
    found = [...((e.valuesScore ?? 0) >= 12 && e.redFlags.length === 0 ? ['une position claire'] : []), ...labels];
    expected = [...new Set([...expected, ...labels])];
  } else {
    const ids = ['travail', 'famille', 'duree', 'attachement'];
    expected = MOTIVATION_SIGNALS.filter((s) => ids.includes(s.id)).map((s) => s.label);
    found = MOTIVATION_SIGNALS.filter((s) => e.motivationSignals.includes(s.id)).map((s) => s.label);
    expected = [...new Set([...expected, ...found])];
  }
  const missing = expected.filter((x) => !found.includes(x));
  let model = MODELS[question.id] ?? STAGE_MODELS[question.stage];
  if (concepts.length) {
    const labels = concepts.slice(0, Math.max(question.required ?? 1, 3)).map((k) => k.label);
    model = {
      fr: `Une réponse complète cite notamment ${list(labels)}, en phrases complètes.`,
      en: `A complete answer names in particular ${list(labels, 'and')} (in French), in full sentences.`,
      ar: `إجابة كاملة تذكر على وجه الخصوص ${listAr(labels)} بالفرنسية، بجمل كاملة.`,
    };
  }
  const tip = tipFor(question, e, missing);
  return {
    expected,
    found,
    missing,
    modelAnswer: model.fr,
    ...(lang === 'en' ? { modelAnswerEn: model.en } : lang === 'ar' ? { modelAnswerAr: model.ar } : {}),
    tip: tip.fr,
    ...(lang === 'en' ? { tipEn: tip.en } : lang === 'ar' ? { tipAr: tip.ar } : {}),
  };
}
