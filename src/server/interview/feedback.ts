// Practice mode: after each answer, what a good answer contained, what this one said and missed, a
// model answer and one tip, both in French (each with its translation for an English or Arabic interface).
// Built from the same evaluation that scores the answer; exam mode never sends it.
import type { Lang } from '../i18n/messages.js';
import type { BankQuestion } from './interview-bank.js';
import { MOTIVATION_SIGNALS, type AnswerEvaluation } from './scoring.js';
import { VALUE_SIGNALS } from './values.js';
import type { InterviewProfile } from '../../shared/schemas/interview.js';
import type { InterviewFeedbackDto } from '../../shared/dto.js';
import { topicsOf, type StanceTopicId } from './stances.js';


/** For knowledge questions without concepts (none today): a precise answer. */
const STAGE_MODELS: Record<'civic_knowledge', Record<Lang, string>> = {
  civic_knowledge: {
    fr: 'Une réponse précise, en phrases complètes, qui cite les faits essentiels avec leur date ou leur nom exact.',
    en: 'A precise answer, in full sentences, that gives the essential facts with their exact date or name.',
    ar: 'إجابة دقيقة، بجمل كاملة، تذكر الوقائع الأساسية بتاريخها أو اسمها الدقيق.',
  },
};

/** Who the model answer speaks for: the candidate's own civility and profile (nothing invented). */
export interface ModelContext {
  civility?: 'madame' | 'monsieur' | 'neutre';
  profile?: InterviewProfile;
}

type L3 = Record<Lang, string>;
const N = '\u202f';

/** Agreement: masculine, feminine, and a wording without gender for 'neutre' or no civility. */
function g(ctx: ModelContext, m: string, f: string, n: string): string {
  return ctx.civility === 'monsieur' ? m : ctx.civility === 'madame' ? f : n;
}

/** What the profile says, in the three languages; absent facts are left out, never invented. */
function facts(ctx: ModelContext): { fr: string[]; en: string[]; ar: string[] } {
  const p = ctx.profile ?? {};
  const fr: string[] = [];
  const en: string[] = [];
  const ar: string[] = [];
  if (p.arrivalYear) {
    fr.push(`je vis en France depuis ${p.arrivalYear}`);
    en.push(`I have lived in France since ${p.arrivalYear}`);
    ar.push(`أعيش في فرنسا منذ ${p.arrivalYear}`);
  }
  if (p.city) {
    fr.push(`j’habite à ${p.city}`);
    en.push(`I live in ${p.city}`);
    ar.push(`أسكن في ${p.city}`);
  }
  if (p.profession) {
    fr.push(`je travaille comme ${p.profession}`);
    en.push(`I work as ${p.profession}`);
    ar.push(`أعمل (${p.profession})`);
  }
  if (p.familySituation) {
    fr.push(`côté famille${N}: ${p.familySituation}`);
    en.push(`my family: ${p.familySituation}`);
    ar.push(`وضعي العائلي: (${p.familySituation})`);
  }
  return { fr, en, ar };
}

const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
const sentence = (parts: string[], and: string) =>
  parts.length === 0 ? '' : `${cap(parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`)}.`;

/** A model answer on each values topic of the catalogue (stances.ts), in the candidate's voice. */
const VALUES_MODELS: Partial<Record<StanceTopicId, (ctx: ModelContext) => L3>> = {
  equality: () => ({
    fr: 'Les femmes et les hommes ont les mêmes droits : dans un couple, on décide à deux, chacun peut travailler et gérer son argent, et les filles ont les mêmes chances que les garçons.',
    en: 'Women and men have the same rights: in a couple, decisions are made together, each can work and manage their money, and girls have the same chances as boys.',
    ar: 'للنساء والرجال الحقوق نفسها: في الزوجين يُتّخذ القرار معًا، ولكلٍّ أن يعمل ويدير ماله، وللبنات الفرص نفسها التي للأولاد.',
  }),
  laicite: () => ({
    fr: 'La laïcité garantit la liberté de croire ou de ne pas croire ; un agent du service public reste neutre pendant son travail, et chaque usager est reçu de la même façon.',
    en: 'Secularism guarantees the freedom to believe or not; a public servant stays neutral at work, and every user is received the same way.',
    ar: 'تضمن العلمانية (la laïcité) حرية الإيمان أو عدمه؛ ويبقى موظف المرفق العام محايدًا أثناء عمله، ويُستقبل كل المرتفقين بالطريقة نفسها.',
  }),
  religion_law: () => ({
    fr: 'La loi de la République passe avant les règles religieuses : je peux pratiquer ma religion librement, mais dans le respect de la loi, qui est la même pour tous.',
    en: 'The law of the Republic comes before religious rules: I can practise my religion freely, but within the law, which is the same for everyone.',
    ar: 'قانون الجمهورية يسبق القواعد الدينية: يمكنني ممارسة ديني بحرية، ولكن في إطار احترام القانون، وهو واحد للجميع.',
  }),
  inheritance: () => ({
    fr: 'En France, les enfants héritent à parts égales, les filles comme les garçons, et je trouve cela juste : chacun de mes enfants aura la même part.',
    en: 'In France, children inherit equal shares, daughters as well as sons, and I find that fair: each of my children will have the same share.',
    ar: 'في فرنسا يرث الأبناء بأنصبة متساوية، البنات كالأولاد، وأرى ذلك عدلًا: سيحصل كل واحد من أبنائي على النصيب نفسه.',
  }),
  marriage: () => ({
    fr: 'Le mariage exige le libre consentement des deux époux : chacun choisit la personne qu’il épouse ; le mariage forcé est un délit et la polygamie est interdite.',
    en: 'Marriage requires the free consent of both spouses: everyone chooses whom they marry; forced marriage is an offence and polygamy is forbidden.',
    ar: 'يشترط الزواج الرضا الحر للزوجين: كلٌّ يختار من يتزوج؛ والزواج القسري جنحة، وتعدد الزوجات ممنوع.',
  }),
  fgm: () => ({
    fr: 'L’excision est une mutilation interdite et punie en France, même quand elle est pratiquée à l’étranger ; je protégerais toujours une enfant de cette violence.',
    en: 'Excision is a mutilation forbidden and punished in France, even when it is done abroad; I would always protect a child from this violence.',
    ar: 'الختان (l’excision) تشويه ممنوع ومعاقب عليه في فرنسا، حتى إذا أُجري في الخارج؛ وسأحمي دائمًا أي طفلة من هذا العنف.',
  }),
  domestic_violence: () => ({
    fr: 'La violence n’est jamais une solution, ni dans le couple ni envers les enfants : on discute, et face à la violence on appelle la police ou le 3919.',
    en: 'Violence is never a solution, neither in a couple nor towards children: we talk, and in the face of violence we call the police or 3919.',
    ar: 'العنف ليس حلًّا أبدًا، لا بين الزوجين ولا تجاه الأطفال: نتحاور، وعند العنف نتصل بالشرطة أو بالرقم 3919.',
  }),
  care_choice: () => ({
    fr: 'Un médecin est un médecin, homme ou femme : ce qui compte, c’est sa compétence. Je ne refuserais jamais un soignant ou un agent à cause de son sexe ou de sa religion.',
    en: 'A doctor is a doctor, man or woman: what matters is competence. I would never refuse a carer or an official because of their sex or religion.',
    ar: 'الطبيب طبيب، رجلًا كان أو امرأة: المهم هو الكفاءة. لن أرفض أبدًا معالجًا أو موظفًا بسبب جنسه أو دينه.',
  }),
  blasphemy: () => ({
    fr: 'En France, on peut critiquer les religions et publier des caricatures : le blasphème n’est pas un délit. Si un dessin me choque, je peux le dire, jamais menacer.',
    en: 'In France one may criticise religions and publish cartoons: blasphemy is not an offence. If a drawing shocks me, I can say so, never threaten.',
    ar: 'في فرنسا يجوز انتقاد الأديان ونشر الرسوم الساخرة: التجديف (le blasphème) ليس جنحة. إذا صدمني رسم يمكنني أن أقول ذلك، ولا أهدد أبدًا.',
  }),
  hate_speech: () => ({
    fr: 'Les propos racistes sont des délits, pas des opinions. Témoin d’une discrimination, j’aiderais la victime et je signalerais les faits.',
    en: 'Racist remarks are offences, not opinions. Witnessing discrimination, I would help the victim and report it.',
    ar: 'الأقوال العنصرية جنح وليست آراء. إذا شهدت تمييزًا فسأساعد الضحية وأبلّغ عن الوقائع.',
  }),
  homosexuality: () => ({
    fr: 'Chacun aime qui il veut : depuis 2013, deux personnes de même sexe peuvent se marier, et les discriminations envers les personnes homosexuelles sont punies.',
    en: 'Everyone loves whom they want: since 2013 two people of the same sex can marry, and discrimination against gay people is punished.',
    ar: 'لكلٍّ أن يحب من يشاء: منذ 2013 يمكن لشخصين من الجنس نفسه أن يتزوجا، ويُعاقب على التمييز ضد المثليين.',
  }),
  charter: (ctx) => ({
    fr: g(
      ctx,
      'Oui, je suis prêt à signer la Charte des droits et devoirs du citoyen français, sans réserve, et à la respecter : elle rappelle l’égalité, la laïcité et la primauté de la loi.',
      'Oui, je suis prête à signer la Charte des droits et devoirs du citoyen français, sans réserve, et à la respecter : elle rappelle l’égalité, la laïcité et la primauté de la loi.',
      'Oui, j’accepte de signer la Charte des droits et devoirs du citoyen français, sans réserve, et de la respecter : elle rappelle l’égalité, la laïcité et la primauté de la loi.',
    ),
    en: 'Yes, I am ready to sign the Charter of the rights and duties of the French citizen without reservation, and to respect it: it sets out equality, secularism and the rule of law.',
    ar: 'نعم، أنا مستعد لتوقيع ميثاق حقوق المواطن الفرنسي وواجباته (la Charte) دون تحفّظ واحترامه: فهو يذكّر بالمساواة والعلمانية وسيادة القانون.',
  }),
  school: () => ({
    fr: 'À l’école publique, les enfants suivent tous les cours, piscine, sport et sorties compris, et ne portent pas de signe religieux ostensible : l’école est la même pour tous.',
    en: 'At state school, children attend every class, swimming, sport and outings included, and wear no conspicuous religious sign: school is the same for all.',
    ar: 'في المدرسة العمومية يتابع الأطفال كل الدروس، بما فيها السباحة والرياضة والخرجات، ولا يحملون رموزًا دينية ظاهرة: المدرسة واحدة للجميع.',
  }),
  civic_duties: (ctx) => ({
    fr: `Je voterai à chaque élection, je déclare et je paie mes impôts, et ${g(ctx, 'si je suis tiré au sort comme juré', 'si je suis tirée au sort comme jurée', 'en cas de convocation aux assises')}, je répondrai présent : ce sont les devoirs du citoyen.`,
    en: 'I will vote at every election, I declare and pay my taxes, and if I am drawn as a juror I will serve: these are the duties of a citizen.',
    ar: 'سأصوّت في كل انتخاب، وأصرّح بضرائبي وأدفعها، وإذا اختِرت بالقرعة محلّفًا فسألبّي: هذه واجبات المواطن.',
  }),
};

/** A model answer for this question, from the candidate's own profile and civility. */
export function modelAnswer(question: BankQuestion, ctx: ModelContext = {}): L3 {
  const f = facts(ctx);
  const own = { fr: sentence(f.fr, 'et'), en: sentence(f.en, 'and'), ar: f.ar.length ? `${f.ar.join('، و')}.` : '' };
  const join = (a: L3, b: L3): L3 => ({ fr: `${a.fr} ${b.fr}`.trim(), en: `${a.en} ${b.en}`.trim(), ar: `${a.ar} ${b.ar}`.trim() });
  if (question.stage === 'values' || question.stage === 'closing') {
    const topics = [...topicsOf(question.text)].sort((a, b) => Number(['equality', 'religion_law', 'laicite'].includes(a)) - Number(['equality', 'religion_law', 'laicite'].includes(b)));
    const topic = question.stage === 'closing' ? 'charter' : topics.find((t) => VALUES_MODELS[t]);
    if (topic) return VALUES_MODELS[topic]!(ctx);
    return {
      fr: 'Pour moi, ce principe compte : la loi est la même pour tous, chacun est libre de croire ou de ne pas croire, et je le vis au quotidien, par exemple en aidant mes voisins et en traitant chacun de la même façon.',
      en: 'This principle matters to me: the law is the same for all, everyone is free to believe or not, and I live it every day, for instance by helping my neighbours and treating everyone the same way.',
      ar: 'هذا المبدأ مهم عندي: القانون واحد للجميع، ولكلٍّ حرية الإيمان أو عدمه، وأعيش ذلك يوميًا، مثلًا بمساعدة جيراني ومعاملة الجميع بالطريقة نفسها.',
    };
  }
  if (question.stage === 'opening') {
    const intro: L3 = {
      fr: `Bonjour. Je m’appelle… (votre prénom et votre nom)${ctx.profile?.countryOfOrigin ? `, mon pays d’origine est ${ctx.profile.countryOfOrigin}` : ''}.`,
      en: `Hello. My name is… (your first and last name)${ctx.profile?.countryOfOrigin ? `, my country of origin is ${ctx.profile.countryOfOrigin}` : ''}.`,
      ar: `مرحبًا. اسمي… (اسمك ولقبك)${ctx.profile?.countryOfOrigin ? `، وبلدي الأصلي (${ctx.profile.countryOfOrigin})` : ''}.`,
    };
    return join(intro, own.fr ? own : { fr: 'Je vis en France depuis … ans, j’habite à … et je travaille comme …', en: 'I have lived in France for … years, I live in … and I work as …', ar: 'أعيش في فرنسا منذ … سنة، وأسكن في …، وأعمل …' });
  }
  if (question.stage === 'motivation') {
    const why: L3 = question.id === 'mot-why'
      ? {
          fr: `Je souhaite ${g(ctx, 'devenir français', 'devenir française', 'obtenir la nationalité française')} parce que la France est devenue mon pays : j’y ai construit ma vie, je partage ses valeurs de liberté et d’égalité, et je veux voter et prendre ma part à la vie commune.`,
          en: 'I wish to become French because France has become my country: I have built my life here, I share its values of liberty and equality, and I want to vote and take my share in our common life.',
          ar: 'أرغب في الحصول على الجنسية الفرنسية لأن فرنسا أصبحت بلدي: بنيت فيها حياتي، وأشاركها قيم الحرية والمساواة، وأريد أن أصوّت وأن أشارك في الحياة المشتركة.',
        }
      : {
          fr: 'Concrètement, la nationalité me permettrait de voter, de m’engager davantage dans ma commune et de transmettre à mes proches ce qui m’attache à ce pays.',
          en: 'In practice, nationality would let me vote, get more involved in my town and pass on to my family what ties me to this country.',
          ar: 'عمليًا، ستتيح لي الجنسية التصويت والانخراط أكثر في بلديتي ونقل ما يربطني بهذا البلد إلى أقاربي.',
        };
    return join(own, why);
  }
  if (question.stage === 'identity') {
    const detail: L3 = {
      fr: 'Je réponds avec un exemple précis de ma vie ici : une date, un lieu, une personne, et ce que cela m’a appris.',
      en: 'I answer with a precise example from my life here: a date, a place, a person, and what it taught me.',
      ar: 'أجيب بمثال دقيق من حياتي هنا: تاريخ ومكان وشخص، وما تعلّمته من ذلك.',
    };
    return join(own, detail);
  }
  return STAGE_MODELS.civic_knowledge;
}


/**
 * « de » before a phrase, with French elision and contraction: de + le → du, de + les → des,
 * de + vowel → d’ (d’être inscrit, d’une loi); la, l’ and proper nouns keep « de ».
 */
export function deFr(phrase: string): string {
  const p = phrase.trim();
  if (/^le\s/i.test(p)) return `du ${p.slice(3)}`;
  if (/^les\s/i.test(p)) return `des ${p.slice(4)}`;
  if (/^(la\s|l’|l')/i.test(p)) return `de ${p}`;
  // A vowel, or a mute h (homme, histoire, hôpital…), elides « de ».
  if (/^[aeiouyàâéèêëîïôûœ]/i.test(p) || /^h(?:omm|ist|abit|eur|ôp|op|um|onn|ôt|ot|ymne)/i.test(p)) return `d’${p}`;
  return `de ${p}`;
}

/** After a colon, French goes on in lower case (unless a proper noun or a quotation follows). */
export function afterColon(text: string): string {
  return text.replace(/^(Le|La|Les|L’|Un|Une|Des|Il|Elle|Ils|Elles|Ce|Cette|C’|Depuis|En|Aux|Au|Seul|Seule|On|Pendant|Comme|Aucun|Aucune)(?=[\s’])/u, (w) => w.toLowerCase());
}

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
      fr: `Vérifiez ce fait : ${afterColon(e.wrongFacts[0]!)}`,
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
    // « de » contracted with each item (du travail, des années, d’être inscrit); an item that starts
    // with a preposition (« en 1848 ») is said after « préciser : ».
    const prepositional = two.some((x) => /^(?:en|à|au|aux|dans|depuis|pour|par|sur|avec|sans|entre|vers|chez)\s/i.test(x));
    return {
      fr: prepositional ? `Pensez à préciser : ${list(two)}.` : `Pensez à parler ${list(two.map(deFr))}.`,
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
export function practiceFeedback(question: BankQuestion, e: AnswerEvaluation, lang: Lang, ctx: ModelContext = {}): InterviewFeedbackDto {
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
  let model = modelAnswer(question, ctx);
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
