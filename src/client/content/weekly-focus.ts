// The weekly study theme (docs/product.md#learning: a seeded rotation picked by the current ISO week, so the
// page is never stale). Eight themes; ISO week 30 of 2025 is the French Revolution (the original
// hard-coded week) and the rotation moves one theme per week from there.
// Study plan: 30 minutes on weekdays, 45 at the weekend; weekly quiz of 25 questions (docs/product.md#learning).
import { WEEKLY_QUIZ_QUESTIONS, type Category } from '../../shared/constants';
import type { Localized } from './types';

export { WEEKLY_QUIZ_QUESTIONS };
export const WEEKDAY_MINUTES = 30;
export const WEEKEND_MINUTES = 45;

type L<T> = Localized<T>;

export interface WeeklyTheme {
  id: string;
  theme: L<string>;
  title: L<string>;
  description: L<string>;
  focusAreas: L<string[]>;
  keyTopics: L<string[]>;
  /** Seven days, Monday first: what to do and with what. */
  days: { activity: L<string>; resources: L<string[]> }[];
  /**
   * The quiz the page offers, started as shown: one category, at one level (common:difficulty) or
   * at every level (0) where the bank holds fewer than 25 questions of that level (a test checks).
   */
  weeklyQuiz: { difficulty: 0 | 2 | 3 | 4; category: Category };
  culturalSpotlight: { title: L<string>; description: L<string>; funFacts: L<string[]> };
  motivation: L<string>;
}

export interface WeeklyFocus extends Omit<WeeklyTheme, 'days'> {
  /** ISO week number and the year that owns it. */
  week: number;
  year: number;
  studyPlan: { day: number; activity: L<string>; duration: number; resources: L<string[]> }[];
  weeklyQuiz: WeeklyTheme['weeklyQuiz'] & { questions: number };
  /** The title of next week's theme. */
  nextWeek: L<string>;
}

const LIVRET: L<string> = { fr: "Livret du citoyen (ministère de l'Intérieur)", en: "Citizen's booklet (Ministry of the Interior)", ar: 'كتيّب المواطن (وزارة الداخلية)' };
const QUIZ: L<string> = { fr: "Quiz de l'application", en: "The app's quiz", ar: 'اختبارات التطبيق' };
const VIE_PUBLIQUE: L<string> = { fr: 'vie-publique.fr', en: 'vie-publique.fr', ar: 'vie-publique.fr' };
const CONSTITUTION: L<string> = { fr: 'Constitution du 4 octobre 1958 (legifrance.gouv.fr)', en: 'Constitution of 4 October 1958 (legifrance.gouv.fr)', ar: 'دستور 4 أكتوبر 1958 (legifrance.gouv.fr)' };
const INTERVIEW: L<string> = { fr: "Entretien simulé de l'application", en: "The app's simulated interview", ar: 'المقابلة التجريبية في التطبيق' };

const r = (...items: L<string>[]): L<string[]> => ({ fr: items.map((i) => i.fr), en: items.map((i) => i.en), ar: items.map((i) => i.ar) });
const day = (fr: string, en: string, ar: string, ...resources: L<string>[]) => ({ activity: { fr, en, ar }, resources: r(...resources) });

export const WEEKLY_THEMES: WeeklyTheme[] = [
  {
    id: 'revolution',
    theme: { fr: 'Histoire', en: 'History', ar: 'التاريخ' },
    title: { fr: 'La Révolution française (1789-1799)', en: 'The French Revolution (1789–1799)', ar: 'الثورة الفرنسية (1789-1799)' },
    description: {
      fr: "Des États généraux de mai 1789 au coup d'État du 18 Brumaire en 1799 : comprendre comment sont nés les principes de la République que l'agent de préfecture attend de vous.",
      en: 'From the Estates-General of May 1789 to the coup of 18 Brumaire in 1799: understand how the principles of the Republic that the prefecture officer expects from you were born.',
      ar: 'من مجلس طبقات الأمة (États généraux) في مايو 1789 إلى انقلاب 18 برومير سنة 1799: افهم كيف وُلدت مبادئ الجمهورية التي ينتظر منك موظف المحافظة معرفتها.',
    },
    focusAreas: {
      fr: ['Les causes de la Révolution', "1789, l'année décisive", "La Déclaration des droits de l'homme et du citoyen", 'La Ire République et la Terreur'],
      en: ['The causes of the Revolution', '1789, the decisive year', 'The Declaration of the Rights of Man and of the Citizen', 'The First Republic and the Terror'],
      ar: ['أسباب الثورة', '1789، السنة الحاسمة', 'إعلان حقوق الإنسان والمواطن', 'الجمهورية الأولى وعهد الإرهاب'],
    },
    keyTopics: {
      fr: ['14 juillet 1789 : prise de la Bastille', '4 août 1789 : abolition des privilèges', "26 août 1789 : Déclaration des droits de l'homme et du citoyen", '21 septembre 1792 : abolition de la monarchie', '21 janvier 1793 : exécution de Louis XVI', "1794 : première abolition de l'esclavage"],
      en: ['14 July 1789: storming of the Bastille', '4 August 1789: abolition of privileges', '26 August 1789: Declaration of the Rights of Man and of the Citizen', '21 September 1792: abolition of the monarchy', '21 January 1793: execution of Louis XVI', '1794: first abolition of slavery'],
      ar: ['14 يوليو 1789: اقتحام سجن الباستيل', '4 أغسطس 1789: إلغاء الامتيازات', '26 أغسطس 1789: إعلان حقوق الإنسان والمواطن', '21 سبتمبر 1792: إلغاء الملكية', '21 يناير 1793: إعدام لويس السادس عشر', '1794: أول إلغاء للعبودية'],
    },
    days: [
      day("Les causes : crise financière, société d'ordres (clergé, noblesse, tiers état), idées des Lumières.", 'The causes: financial crisis, a society of orders (clergy, nobility, third estate), Enlightenment ideas.', 'الأسباب: أزمة مالية، ومجتمع طبقات (رجال الدين، والنبلاء، والطبقة الثالثة)، وأفكار عصر الأنوار.', LIVRET),
      day('1789 : États généraux (5 mai), serment du Jeu de paume (20 juin), prise de la Bastille (14 juillet).', '1789: Estates-General (5 May), Tennis Court Oath (20 June), storming of the Bastille (14 July).', '1789: مجلس طبقات الأمة (5 مايو)، وقَسَم ملعب التنس (20 يونيو)، واقتحام الباستيل (14 يوليو).', LIVRET, QUIZ),
      day("Lire la Déclaration des droits de l'homme et du citoyen, en particulier les articles 1, 6, 10 et 11.", 'Read the Declaration of the Rights of Man and of the Citizen, especially articles 1, 6, 10 and 11.', 'اقرأ إعلان حقوق الإنسان والمواطن، ولا سيما المواد 1 و6 و10 و11.', { fr: 'Texte de la Déclaration (conseil-constitutionnel.fr)', en: 'Text of the Declaration (conseil-constitutionnel.fr)', ar: 'نص الإعلان (conseil-constitutionnel.fr)' }),
      day('De la monarchie constitutionnelle (1791) à la République (septembre 1792).', 'From constitutional monarchy (1791) to the Republic (September 1792).', 'من الملكية الدستورية (1791) إلى الجمهورية (سبتمبر 1792).', VIE_PUBLIQUE, QUIZ),
      day("La Terreur (1793-1794), la chute de Robespierre, la première abolition de l'esclavage en 1794 (rétabli en 1802, aboli définitivement en 1848).", 'The Terror (1793–1794), the fall of Robespierre, the first abolition of slavery in 1794 (restored in 1802, finally abolished in 1848).', 'عهد الإرهاب (1793-1794)، وسقوط روبسبيير، وأول إلغاء للعبودية سنة 1794 (أُعيدت سنة 1802، ثم أُلغيت نهائيًا سنة 1848).', LIVRET),
      day("Ce qu'il en reste : la devise, le drapeau tricolore, la Marseillaise, les départements (1790), le système métrique.", 'What remains: the motto, the tricolour flag, the Marseillaise, the départements (1790), the metric system.', 'ما بقي منها: الشعار، والعلم ثلاثي الألوان، والنشيد الوطني «لا مارسييز»، والمقاطعات (1790)، والنظام المتري.', LIVRET, QUIZ),
      day('Quiz de la semaine, puis expliquez à voix haute en deux minutes pourquoi le 14 juillet est la fête nationale.', 'Weekly quiz, then explain out loud in two minutes why 14 July is the national holiday.', 'اختبار الأسبوع، ثم اشرح بصوت عالٍ في دقيقتين لماذا يُعدّ 14 يوليو العيد الوطني.', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 0, category: 'histoire' },
    culturalSpotlight: {
      title: { fr: 'La Marseillaise', en: 'La Marseillaise', ar: 'لا مارسييز (La Marseillaise)' },
      description: {
        fr: "Composée à Strasbourg en avril 1792 par Rouget de Lisle sous le nom de « Chant de guerre pour l'armée du Rhin », elle doit son nom aux volontaires marseillais qui la chantaient en arrivant à Paris. Elle est l'hymne national selon l'article 2 de la Constitution.",
        en: 'Written in Strasbourg in April 1792 by Rouget de Lisle as the “War Song for the Army of the Rhine”, it takes its name from the volunteers from Marseille who sang it on reaching Paris. It is the national anthem under article 2 of the Constitution.',
        ar: 'ألّفها روجيه دو ليل في ستراسبورغ في أبريل 1792 باسم «نشيد الحرب لجيش الراين»، وأخذت اسمها من المتطوعين القادمين من مرسيليا الذين كانوا يُنشدونها عند وصولهم إلى باريس. وهي النشيد الوطني بموجب المادة 2 من الدستور.',
      },
      funFacts: {
        fr: ['Le 14 juillet est la fête nationale depuis une loi de 1880.', 'Les 83 premiers départements ont été créés en 1790.', 'Le mètre est né sous la Révolution, pour unifier les mesures du pays.'],
        en: ['14 July has been the national holiday since a law of 1880.', 'The first 83 départements were created in 1790.', "The metre was born during the Revolution, to unify the country's measures."],
        ar: ['أصبح 14 يوليو العيد الوطني بموجب قانون صدر سنة 1880.', 'أُنشئت المقاطعات الـ 83 الأولى سنة 1790.', 'وُلد المتر في عهد الثورة لتوحيد المقاييس في البلاد.'],
      },
    },
    motivation: {
      fr: "Chaque date comprise est une histoire que vous saurez raconter le jour de l'entretien : vous ne récitez pas, vous expliquez.",
      en: 'Every date you understand is a story you will be able to tell on interview day: you are not reciting, you are explaining.',
      ar: 'كل تاريخ تفهمه قصة ستستطيع روايتها يوم المقابلة: أنت لا تسرد محفوظات، بل تشرح.',
    },
  },
  {
    id: 'institutions',
    theme: { fr: 'Institutions', en: 'Institutions', ar: 'المؤسسات' },
    title: { fr: 'Les institutions de la Ve République', en: 'The institutions of the Fifth Republic', ar: 'مؤسسات الجمهورية الخامسة' },
    description: {
      fr: 'Qui fait la loi, qui gouverne, qui juge ? Une semaine pour maîtriser la Constitution de 1958 et la séparation des pouvoirs.',
      en: 'Who makes the law, who governs, who judges? One week to master the 1958 Constitution and the separation of powers.',
      ar: 'من يسنّ القانون، ومن يحكم، ومن يقضي؟ أسبوع لإتقان دستور 1958 ومبدأ الفصل بين السلطات.',
    },
    focusAreas: {
      fr: ['La Constitution du 4 octobre 1958', 'Le président de la République et le Gouvernement', 'Le Parlement : Assemblée nationale et Sénat', 'Les collectivités territoriales'],
      en: ['The Constitution of 4 October 1958', 'The President of the Republic and the Government', 'Parliament: National Assembly and Senate', 'Local authorities'],
      ar: ['دستور 4 أكتوبر 1958', 'رئيس الجمهورية والحكومة', 'البرلمان: الجمعية الوطنية ومجلس الشيوخ', 'الجماعات الإقليمية'],
    },
    keyTopics: {
      fr: ['Président élu au suffrage universel direct pour 5 ans', 'Premier ministre nommé par le président', '577 députés élus pour 5 ans', 'Sénateurs élus au suffrage indirect pour 6 ans', 'Conseil constitutionnel : 9 membres nommés pour 9 ans', 'Commune, département, région'],
      en: ['President elected by direct universal suffrage for 5 years', 'Prime Minister appointed by the President', '577 deputies elected for 5 years', 'Senators elected by indirect suffrage for 6 years', 'Constitutional Council: 9 members appointed for 9 years', 'Commune, département, region'],
      ar: ['رئيس منتخب بالاقتراع العام المباشر لمدة 5 سنوات', 'رئيس وزراء يعيّنه رئيس الجمهورية', '577 نائبًا منتخبًا لمدة 5 سنوات', 'أعضاء مجلس الشيوخ منتخبون بالاقتراع غير المباشر لمدة 6 سنوات', 'المجلس الدستوري: 9 أعضاء معيّنون لمدة 9 سنوات', 'البلدية، والمقاطعة، والمنطقة'],
    },
    days: [
      day('La naissance de la Ve République en 1958 et le rôle du général de Gaulle.', 'The birth of the Fifth Republic in 1958 and the role of General de Gaulle.', 'ميلاد الجمهورية الخامسة سنة 1958 ودور الجنرال ديغول.', CONSTITUTION, LIVRET),
      day('Le président de la République : élection, quinquennat, pouvoirs (référendum, dissolution, chef des armées).', 'The President of the Republic: election, five-year term, powers (referendum, dissolution, head of the armed forces).', 'رئيس الجمهورية: الانتخاب، والولاية ذات السنوات الخمس، والصلاحيات (الاستفتاء، وحلّ الجمعية الوطنية، وقيادة القوات المسلحة).', CONSTITUTION, QUIZ),
      day('Le Premier ministre et le Gouvernement : qui les nomme, à qui ils rendent des comptes.', 'The Prime Minister and the Government: who appoints them and to whom they are accountable.', 'رئيس الوزراء والحكومة: من يعيّنهم وأمام من يُسألون.', VIE_PUBLIQUE),
      day("Le Parlement : comment une loi est votée par l'Assemblée nationale et le Sénat.", 'Parliament: how a law is passed by the National Assembly and the Senate.', 'البرلمان: كيف تصوّت الجمعية الوطنية ومجلس الشيوخ على القانون.', VIE_PUBLIQUE, QUIZ),
      day('Le Conseil constitutionnel, la justice et la séparation des pouvoirs.', 'The Constitutional Council, the courts and the separation of powers.', 'المجلس الدستوري، والقضاء، والفصل بين السلطات.', CONSTITUTION),
      day('Votre commune, votre département, votre région : qui les dirige et qui les élit.', 'Your commune, département and region: who runs them and who elects them.', 'بلديتك ومقاطعتك ومنطقتك: من يديرها ومن ينتخب مسؤوليها.', LIVRET, QUIZ),
      day('Quiz de la semaine, puis dessinez de mémoire le schéma des institutions.', 'Weekly quiz, then draw the diagram of the institutions from memory.', 'اختبار الأسبوع، ثم ارسم مخطط المؤسسات من الذاكرة.', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 3, category: 'institutions' },
    culturalSpotlight: {
      title: { fr: 'Les palais de la République', en: 'The palaces of the Republic', ar: 'قصور الجمهورية' },
      description: {
        fr: "Chaque institution a son adresse : le président à l'Élysée, le Premier ministre à Matignon, les députés au palais Bourbon, les sénateurs au palais du Luxembourg.",
        en: 'Each institution has its address: the President at the Élysée, the Prime Minister at Matignon, deputies at the Palais Bourbon, senators at the Palais du Luxembourg.',
        ar: 'لكل مؤسسة عنوانها: رئيس الجمهورية في قصر الإليزيه، ورئيس الوزراء في قصر ماتينيون، والنواب في قصر بوربون، وأعضاء مجلس الشيوخ في قصر لوكسمبورغ.',
      },
      funFacts: {
        fr: ['Le quinquennat a remplacé le septennat après le référendum de 2000.', "Le palais du Luxembourg est entouré d'un jardin public très fréquenté.", 'Les anciens présidents de la République peuvent siéger au Conseil constitutionnel.'],
        en: ['The five-year term replaced the seven-year term after the 2000 referendum.', 'The Palais du Luxembourg is surrounded by a popular public garden.', 'Former Presidents of the Republic may sit on the Constitutional Council.'],
        ar: ['حلّت الولاية الرئاسية ذات السنوات الخمس محلّ الولاية ذات السنوات السبع بعد استفتاء سنة 2000.', 'تحيط بقصر لوكسمبورغ حديقة عامة يرتادها كثيرون.', 'يحقّ لرؤساء الجمهورية السابقين عضوية المجلس الدستوري.'],
      },
    },
    motivation: {
      fr: "Comprendre les institutions, c'est comprendre comment vous participerez bientôt à la vie du pays, en votant.",
      en: "Understanding the institutions means understanding how you will soon take part in the country's life, by voting.",
      ar: 'فهم المؤسسات هو فهم الطريقة التي ستشارك بها قريبًا في حياة البلد، بالتصويت.',
    },
  },
  {
    id: 'laicite',
    theme: { fr: 'Valeurs de la République', en: 'Republican values', ar: 'قيم الجمهورية' },
    title: { fr: 'Liberté, égalité, fraternité et laïcité', en: 'Liberty, equality, fraternity and secularism', ar: 'الحرية والمساواة والأخوّة والعلمانية (laïcité)' },
    description: {
      fr: "Les valeurs sont au cœur de l'entretien : savoir les expliquer avec vos mots et les relier à des situations concrètes de la vie quotidienne.",
      en: 'Values are at the heart of the interview: be able to explain them in your own words and link them to everyday situations.',
      ar: 'القيم في صميم المقابلة: كن قادرًا على شرحها بكلماتك وربطها بمواقف ملموسة من الحياة اليومية.',
    },
    focusAreas: {
      fr: ['La devise de la République', 'La laïcité et la loi de 1905', "L'égalité entre les femmes et les hommes", 'Les libertés fondamentales'],
      en: ['The motto of the Republic', 'Secularism and the 1905 law', 'Equality between women and men', 'Fundamental freedoms'],
      ar: ['شعار الجمهورية', 'العلمانية وقانون 1905', 'المساواة بين النساء والرجال', 'الحريات الأساسية'],
    },
    keyTopics: {
      fr: ['Article 1er : une République indivisible, laïque, démocratique et sociale', "Loi du 9 décembre 1905 : séparation des Églises et de l'État", 'Droit de vote des femmes en 1944', 'Abolition de la peine de mort en 1981', "Loi de 2004 sur les signes religieux à l'école publique"],
      en: ['Article 1: an indivisible, secular, democratic and social Republic', 'Law of 9 December 1905: separation of Churches and State', "Women's right to vote in 1944", 'Abolition of the death penalty in 1981', '2004 law on religious symbols in state schools'],
      ar: ['المادة الأولى: جمهورية لا تتجزأ، علمانية، ديمقراطية واجتماعية', 'قانون 9 ديسمبر 1905: فصل الكنائس عن الدولة', 'حق المرأة في التصويت سنة 1944', 'إلغاء عقوبة الإعدام سنة 1981', 'قانون 2004 بشأن الرموز الدينية في المدارس العمومية'],
    },
    days: [
      day("La devise « Liberté, Égalité, Fraternité » : ce que chaque mot veut dire aujourd'hui.", 'The motto “Liberty, Equality, Fraternity”: what each word means today.', 'الشعار «حرية، مساواة، أخوّة»: ماذا تعني كل كلمة اليوم.', LIVRET),
      day("La laïcité : la loi de 1905, la neutralité de l'État, la liberté de croire ou de ne pas croire.", 'Secularism: the 1905 law, the neutrality of the State, the freedom to believe or not to believe.', 'العلمانية: قانون 1905، وحياد الدولة، وحرية الإيمان أو عدم الإيمان.', { fr: 'Observatoire / Comité interministériel de la laïcité', en: 'Interministerial committee on secularism', ar: 'اللجنة الوزارية المشتركة للعلمانية' }, QUIZ),
      day("L'égalité entre les femmes et les hommes : droits, travail, vie familiale.", 'Equality between women and men: rights, work, family life.', 'المساواة بين النساء والرجال: الحقوق، والعمل، والحياة الأسرية.', LIVRET),
      day('Les libertés : expression, presse, association, culte, et leurs limites fixées par la loi.', 'Freedoms: expression, press, association, worship, and their limits set by law.', 'الحريات: التعبير، والصحافة، وتكوين الجمعيات، والعبادة، وحدودها التي يضعها القانون.', VIE_PUBLIQUE, QUIZ),
      day('Mises en situation : que répondre si un collègue refuse de travailler avec une femme ?', 'Scenarios: what would you answer if a colleague refused to work with a woman?', 'مواقف عملية: بماذا تجيب لو رفض زميل العمل مع امرأة؟', INTERVIEW),
      day('La fraternité en pratique : solidarité, bénévolat, sécurité sociale.', 'Fraternity in practice: solidarity, volunteering, social security.', 'الأخوّة في الممارسة: التضامن، والعمل التطوعي، والضمان الاجتماعي.', LIVRET, QUIZ),
      day("Quiz de la semaine, puis répondez à l'oral : « Que signifie pour vous la laïcité ? »", 'Weekly quiz, then answer out loud: “What does secularism mean to you?”', 'اختبار الأسبوع، ثم أجب شفهيًا: «ماذا تعني لك العلمانية؟»', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 3, category: 'valeurs' },
    culturalSpotlight: {
      title: { fr: 'Marianne', en: 'Marianne', ar: 'ماريان (Marianne)' },
      description: {
        fr: "Figure féminine coiffée du bonnet phrygien, Marianne incarne la République. Son buste est présent dans les mairies et son visage sur les timbres et les pièces françaises de 1, 2 et 5 centimes d'euro.",
        en: 'A female figure wearing the Phrygian cap, Marianne embodies the Republic. Her bust stands in town halls and her face appears on stamps and on French 1, 2 and 5 euro-cent coins.',
        ar: 'ماريان، صورة امرأة تعتمر القبعة الفريجية، وهي تجسّد الجمهورية. يوجد تمثالها النصفي في دور البلدية، ويظهر وجهها على الطوابع البريدية وعلى القطع النقدية الفرنسية من فئة 1 و2 و5 سنتات يورو.',
      },
      funFacts: {
        fr: ['Le bonnet phrygien est un symbole de liberté.', 'Plusieurs personnalités ont prêté leurs traits au buste de Marianne.', "Marianne figure sur le logo de l'État depuis 1999."],
        en: ['The Phrygian cap is a symbol of liberty.', "Several well-known women have lent their features to Marianne's bust.", "Marianne has appeared on the State's logo since 1999."],
        ar: ['القبعة الفريجية رمز للحرية.', 'أعارت عدة شخصيات نسائية معروفة ملامحها لتمثال ماريان النصفي.', 'تظهر ماريان على شعار الدولة منذ سنة 1999.'],
      },
    },
    motivation: {
      fr: "Les valeurs ne s'apprennent pas par cœur : elles se vivent. Appuyez-vous sur des exemples de votre propre vie.",
      en: 'Values are not learnt by heart: they are lived. Draw on examples from your own life.',
      ar: 'القيم لا تُحفظ عن ظهر قلب، بل تُعاش. استند إلى أمثلة من حياتك الخاصة.',
    },
  },
  {
    id: 'geographie',
    theme: { fr: 'Géographie', en: 'Geography', ar: 'الجغرافيا' },
    title: { fr: 'La France, de la métropole aux outre-mer', en: 'France, from the mainland to overseas', ar: 'فرنسا، من البرّ الرئيسي إلى أقاليم ما وراء البحار' },
    description: {
      fr: "Fleuves, montagnes, frontières, régions et territoires d'outre-mer : la carte de France que vous devez savoir décrire.",
      en: 'Rivers, mountains, borders, regions and overseas territories: the map of France you should be able to describe.',
      ar: 'الأنهار، والجبال، والحدود، والمناطق، وأقاليم ما وراء البحار: خريطة فرنسا التي ينبغي أن تعرف وصفها.',
    },
    focusAreas: {
      fr: ['Relief et fleuves', 'Frontières et pays voisins', 'Régions et départements', 'Les outre-mer'],
      en: ['Landforms and rivers', 'Borders and neighbouring countries', 'Regions and départements', 'Overseas France'],
      ar: ['التضاريس والأنهار', 'الحدود والدول المجاورة', 'المناطق والمقاطعات', 'فرنسا ما وراء البحار'],
    },
    keyTopics: {
      fr: ['La Loire, plus long fleuve de France', 'Le Mont Blanc, 4 805 m', '18 régions dont 13 en métropole', '101 départements', 'Guadeloupe, Martinique, Guyane, La Réunion, Mayotte', "Environ 68 millions d'habitants"],
      en: ["The Loire, France's longest river", 'Mont Blanc, 4,805 m', '18 regions, 13 of them in mainland France', '101 départements', 'Guadeloupe, Martinique, French Guiana, Réunion, Mayotte', 'About 68 million inhabitants'],
      ar: ['نهر اللوار، أطول أنهار فرنسا', 'جبل مون بلان، 4805 م', '18 منطقة، منها 13 في البرّ الرئيسي', '101 مقاطعة', 'غوادلوب، ومارتينيك، وغويانا الفرنسية، ولا ريونيون، ومايوت', 'نحو 68 مليون نسمة'],
    },
    days: [
      day("Les grands fleuves : Loire, Seine, Rhône, Garonne, et les villes qu'ils traversent.", 'The major rivers: Loire, Seine, Rhône, Garonne, and the cities they cross.', 'الأنهار الكبرى: اللوار، والسين، والرون، والغارون، والمدن التي تعبرها.', LIVRET, QUIZ),
      day('Les montagnes : Alpes, Pyrénées, Massif central, Jura, Vosges.', 'The mountains: Alps, Pyrenees, Massif Central, Jura, Vosges.', 'الجبال: الألب، والبيرينيه، والكتلة الوسطى (Massif central)، والجورا، والفوج.', LIVRET),
      day('Les pays voisins et les mers qui bordent la France.', 'Neighbouring countries and the seas around France.', 'الدول المجاورة والبحار المحيطة بفرنسا.', QUIZ),
      day('Les 13 régions de métropole et leurs capitales.', 'The 13 mainland regions and their capitals.', 'مناطق البرّ الرئيسي الـ 13 وعواصمها.', { fr: 'Carte des régions (ign.fr)', en: 'Map of the regions (ign.fr)', ar: 'خريطة المناطق (ign.fr)' }),
      day('Les outre-mer : départements et régions, collectivités, leurs océans.', 'Overseas France: départements and regions, other territories, their oceans.', 'فرنسا ما وراء البحار: المقاطعات والمناطق، والجماعات الأخرى، ومحيطاتها.', LIVRET, QUIZ),
      day('Votre région : préfecture, spécialités, lieux célèbres (voir la page Régions).', 'Your region: prefecture, specialities, famous places (see the Regions page).', 'منطقتك: المحافظة (préfecture)، والتخصصات المحلية، والأماكن الشهيرة (انظر صفحة المناطق).', { fr: "Page Régions de l'application", en: "The app's Regions page", ar: 'صفحة المناطق في التطبيق' }),
      day('Quiz de la semaine, puis situez dix villes sur une carte muette.', 'Weekly quiz, then place ten cities on a blank map.', 'اختبار الأسبوع، ثم حدّد مواقع عشر مدن على خريطة صامتة.', QUIZ),
    ],
    weeklyQuiz: { difficulty: 0, category: 'geographie' },
    culturalSpotlight: {
      title: { fr: 'La Guyane', en: 'French Guiana', ar: 'غويانا الفرنسية' },
      description: {
        fr: 'Le plus grand département français, en Amérique du Sud, est couvert en grande partie par la forêt amazonienne. Les fusées européennes décollent du centre spatial de Kourou.',
        en: "France's largest département, in South America, is mostly covered by the Amazon rainforest. European rockets lift off from the Kourou space centre.",
        ar: 'أكبر مقاطعة فرنسية، وتقع في أمريكا الجنوبية، وتغطي غابة الأمازون معظم مساحتها. ومن مركز كورو الفضائي تنطلق الصواريخ الأوروبية.',
      },
      funFacts: {
        fr: ['La plus longue frontière terrestre de la France est celle avec le Brésil.', 'Grâce à ses outre-mer, la France est présente dans les océans Atlantique, Indien et Pacifique.', 'Mayotte est devenue un département en 2011.'],
        en: ["France's longest land border is the one with Brazil.", 'Thanks to its overseas territories, France is present in the Atlantic, Indian and Pacific Oceans.', 'Mayotte became a département in 2011.'],
        ar: ['أطول حدود برية لفرنسا هي حدودها مع البرازيل.', 'بفضل أقاليمها فيما وراء البحار، تحضر فرنسا في المحيط الأطلسي والمحيط الهندي والمحيط الهادئ.', 'أصبحت مايوت مقاطعة سنة 2011.'],
      },
    },
    motivation: {
      fr: "Une carte bien connue, c'est une question facile le jour J. Révisez un peu chaque jour, la mémoire visuelle fera le reste.",
      en: 'A well-known map means an easy question on the day. Revise a little every day, and visual memory will do the rest.',
      ar: 'خريطة تعرفها جيدًا تعني سؤالًا سهلًا يوم المقابلة. راجع قليلًا كل يوم، والذاكرة البصرية ستتكفّل بالباقي.',
    },
  },
  {
    id: 'symboles',
    theme: { fr: 'Symboles', en: 'Symbols', ar: 'الرموز' },
    title: { fr: 'Les symboles de la République', en: 'The symbols of the Republic', ar: 'رموز الجمهورية' },
    description: {
      fr: "Drapeau, hymne, devise, Marianne, fête nationale : ce que dit l'article 2 de la Constitution et l'histoire de chaque symbole.",
      en: 'Flag, anthem, motto, Marianne, national holiday: what article 2 of the Constitution says and the history of each symbol.',
      ar: 'العلم، والنشيد، والشعار، وماريان، والعيد الوطني: ما تنص عليه المادة 2 من الدستور وتاريخ كل رمز.',
    },
    focusAreas: {
      fr: ["L'article 2 de la Constitution", 'Le drapeau tricolore', 'La Marseillaise', 'Le 14 juillet'],
      en: ['Article 2 of the Constitution', 'The tricolour flag', 'La Marseillaise', '14 July'],
      ar: ['المادة 2 من الدستور', 'العلم ثلاثي الألوان', 'لا مارسييز (La Marseillaise)', '14 يوليو'],
    },
    keyTopics: {
      fr: ['La langue de la République est le français', "L'emblème national : le drapeau bleu, blanc, rouge", "L'hymne national : la Marseillaise", 'La devise : Liberté, Égalité, Fraternité', 'Le principe : gouvernement du peuple, par le peuple et pour le peuple'],
      en: ['The language of the Republic is French', 'The national emblem: the blue, white and red flag', 'The national anthem: La Marseillaise', 'The motto: Liberty, Equality, Fraternity', 'The principle: government of the people, by the people and for the people'],
      ar: ['لغة الجمهورية هي الفرنسية', 'الشعار الوطني: العلم الأزرق والأبيض والأحمر', 'النشيد الوطني: «لا مارسييز»', 'الشعار: حرية، مساواة، أخوّة', 'المبدأ: حكم الشعب، بالشعب، ومن أجل الشعب'],
    },
    days: [
      day("Lire l'article 2 de la Constitution et l'apprendre par cœur.", 'Read article 2 of the Constitution and learn it by heart.', 'اقرأ المادة 2 من الدستور واحفظها عن ظهر قلب.', CONSTITUTION),
      day('Le drapeau : le blanc de la royauté entre le bleu et le rouge de Paris.', 'The flag: the white of the monarchy between the blue and red of Paris.', 'العلم: أبيض الملكية بين أزرق باريس وأحمرها.', LIVRET, QUIZ),
      day('La Marseillaise : écouter et lire le premier couplet et le refrain.', 'La Marseillaise: listen to and read the first verse and the chorus.', '«لا مارسييز»: استمع إلى المقطع الأول واللازمة واقرأهما.', { fr: 'elysee.fr – les symboles', en: 'elysee.fr – the symbols', ar: 'elysee.fr – الرموز' }),
      day('Marianne et le coq : symbole officiel ou symbole populaire ?', 'Marianne and the rooster: official or popular symbol?', 'ماريان والديك: رمز رسمي أم رمز شعبي؟', LIVRET),
      day('Le 14 juillet : prise de la Bastille (1789) et fête de la Fédération (1790).', '14 July: storming of the Bastille (1789) and the Festival of the Federation (1790).', '14 يوليو: اقتحام الباستيل (1789) وعيد الاتحاد (1790).', QUIZ),
      day("Les autres dates : 8 mai, 11 novembre, et ce que l'on y commémore.", 'The other dates: 8 May, 11 November, and what they commemorate.', 'التواريخ الأخرى: 8 مايو و11 نوفمبر، وما يُحيى فيهما من ذكرى.', LIVRET, QUIZ),
      day("Quiz de la semaine, puis présentez à l'oral les cinq symboles en trois minutes.", 'Weekly quiz, then present the five symbols out loud in three minutes.', 'اختبار الأسبوع، ثم قدّم الرموز الخمسة شفهيًا في ثلاث دقائق.', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 2, category: 'valeurs' },
    culturalSpotlight: {
      title: { fr: 'Le 14 juillet', en: '14 July', ar: '14 يوليو' },
      description: {
        fr: "La fête nationale célèbre à la fois la prise de la Bastille et la fête de la Fédération. Elle est marquée par un défilé militaire à Paris, des bals et des feux d'artifice dans tout le pays.",
        en: 'The national holiday celebrates both the storming of the Bastille and the Festival of the Federation. It is marked by a military parade in Paris, dances and fireworks across the country.',
        ar: 'يحتفي العيد الوطني باقتحام الباستيل وبعيد الاتحاد معًا. ويتميّز باستعراض عسكري في باريس، وحفلات راقصة وألعاب نارية في أنحاء البلاد.',
      },
      funFacts: {
        fr: ["Le drapeau tricolore est l'emblème national depuis la Révolution.", 'La devise figure au fronton des mairies et des écoles.', "Le coq gaulois n'est pas un symbole officiel de la République."],
        en: ['The tricolour flag has been the national emblem since the Revolution.', 'The motto is written above the doors of town halls and schools.', 'The Gallic rooster is not an official symbol of the Republic.'],
        ar: ['العلم ثلاثي الألوان هو الشعار الوطني منذ الثورة.', 'يُكتب الشعار على واجهات دور البلدية والمدارس.', 'الديك الغالي ليس رمزًا رسميًا للجمهورية.'],
      },
    },
    motivation: {
      fr: "Ces symboles seront aussi les vôtres : apprenez-les comme on apprend l'histoire de sa propre famille.",
      en: 'These symbols will be yours too: learn them the way you learn the story of your own family.',
      ar: 'ستصبح هذه الرموز رموزك أيضًا: تعلّمها كما تتعلّم تاريخ عائلتك.',
    },
  },
  {
    id: 'europe',
    theme: { fr: 'Europe', en: 'Europe', ar: 'أوروبا' },
    title: { fr: "La France dans l'Union européenne", en: 'France in the European Union', ar: 'فرنسا في الاتحاد الأوروبي' },
    description: {
      fr: "Membre fondateur de la construction européenne, la France partage avec 26 autres pays des institutions et des droits, et avec la plupart d'entre eux une monnaie : l'euro.",
      en: 'A founding member of European integration, France shares institutions and rights with 26 other countries, and a currency, the euro, with most of them.',
      ar: 'فرنسا عضو مؤسِّس في البناء الأوروبي، تتقاسم مع 26 دولة أخرى مؤسساتٍ وحقوقًا، ومع معظمها عملةً واحدة: اليورو.',
    },
    focusAreas: {
      fr: ['Les étapes de la construction européenne', "Les institutions de l'Union", "L'euro", 'La citoyenneté européenne'],
      en: ['The milestones of European integration', 'The institutions of the Union', 'The euro', 'European citizenship'],
      ar: ['مراحل البناء الأوروبي', 'مؤسسات الاتحاد', 'اليورو', 'المواطنة الأوروبية'],
    },
    keyTopics: {
      fr: ['9 mai 1950 : déclaration Schuman', '1957 : traité de Rome', '27 États membres', "L'euro en pièces et billets depuis 2002", 'Le Parlement européen siège à Strasbourg', 'Élections européennes tous les 5 ans'],
      en: ['9 May 1950: Schuman Declaration', '1957: Treaty of Rome', '27 member states', 'Euro coins and notes since 2002', 'The European Parliament sits in Strasbourg', 'European elections every 5 years'],
      ar: ['9 مايو 1950: إعلان شومان', '1957: معاهدة روما', '27 دولة عضوًا', 'قطع اليورو وأوراقه النقدية منذ 2002', 'مقرّ البرلمان الأوروبي في ستراسبورغ', 'انتخابات أوروبية كل 5 سنوات'],
    },
    days: [
      day("De la CECA (1951) au traité de Rome (1957) : pourquoi construire l'Europe après la guerre.", 'From the ECSC (1951) to the Treaty of Rome (1957): why Europe was built after the war.', 'من الجماعة الأوروبية للفحم والصلب (1951) إلى معاهدة روما (1957): لماذا بُنيت أوروبا بعد الحرب.', LIVRET),
      day('Les institutions : Parlement européen, Conseil, Commission, Cour de justice.', 'The institutions: European Parliament, Council, Commission, Court of Justice.', 'المؤسسات: البرلمان الأوروبي، والمجلس، والمفوضية، ومحكمة العدل.', { fr: 'european-union.europa.eu', en: 'european-union.europa.eu', ar: 'european-union.europa.eu' }, QUIZ),
      day("L'euro et la zone euro.", 'The euro and the euro area.', 'اليورو ومنطقة اليورو.', QUIZ),
      day('La citoyenneté européenne : circuler, travailler, voter aux élections municipales et européennes.', 'European citizenship: moving freely, working, voting in municipal and European elections.', 'المواطنة الأوروبية: حرية التنقل، والعمل، والتصويت في الانتخابات البلدية والأوروبية.', VIE_PUBLIQUE),
      day("Les symboles de l'Europe : drapeau aux 12 étoiles, hymne, Journée de l'Europe le 9 mai.", "Europe's symbols: the flag with 12 stars, the anthem, Europe Day on 9 May.", 'رموز أوروبا: العلم ذو النجوم الـ 12، والنشيد، ويوم أوروبا في 9 مايو.', LIVRET, QUIZ),
      day("Strasbourg, ville européenne : Parlement européen, Conseil de l'Europe, Cour européenne des droits de l'homme.", 'Strasbourg, a European city: European Parliament, Council of Europe, European Court of Human Rights.', 'ستراسبورغ، مدينة أوروبية: البرلمان الأوروبي، ومجلس أوروبا، والمحكمة الأوروبية لحقوق الإنسان.', VIE_PUBLIQUE),
      day("Quiz de la semaine, puis expliquez la différence entre l'Union européenne et le Conseil de l'Europe.", 'Weekly quiz, then explain the difference between the European Union and the Council of Europe.', 'اختبار الأسبوع، ثم اشرح الفرق بين الاتحاد الأوروبي ومجلس أوروبا.', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 3, category: 'institutions' },
    culturalSpotlight: {
      title: { fr: "L'Ode à la joie", en: 'Ode to Joy', ar: 'نشيد الفرح' },
      description: {
        fr: "L'hymne européen reprend, sans paroles, le prélude de l'« Ode à la joie » de la Neuvième Symphonie de Beethoven.",
        en: "The European anthem uses, without words, the prelude to the “Ode to Joy” from Beethoven's Ninth Symphony.",
        ar: 'يستعيد النشيد الأوروبي، دون كلمات، مقدّمة «نشيد الفرح» من السيمفونية التاسعة لبيتهوفن.',
      },
      funFacts: {
        fr: ["Les 12 étoiles du drapeau européen symbolisent l'unité, pas le nombre de pays.", "Robert Schuman, ministre français, est considéré comme l'un des pères de l'Europe.", 'Strasbourg accueille les sessions plénières du Parlement européen.'],
        en: ['The 12 stars on the European flag stand for unity, not the number of countries.', 'Robert Schuman, a French minister, is seen as one of the founding fathers of Europe.', 'Strasbourg hosts the plenary sessions of the European Parliament.'],
        ar: ['ترمز النجوم الـ 12 في العلم الأوروبي إلى الوحدة، لا إلى عدد الدول.', 'يُعدّ روبير شومان، الوزير الفرنسي، أحد الآباء المؤسسين لأوروبا.', 'تستضيف ستراسبورغ الجلسات العامة للبرلمان الأوروبي.'],
      },
    },
    motivation: {
      fr: "Devenir Français, c'est aussi devenir citoyen européen : une raison de plus de bien connaître l'Europe.",
      en: 'Becoming French also means becoming a European citizen: one more reason to know Europe well.',
      ar: 'أن تصبح فرنسيًا يعني أيضًا أن تصبح مواطنًا أوروبيًا: سبب إضافي لمعرفة أوروبا جيدًا.',
    },
  },
  {
    id: 'xxe-siecle',
    theme: { fr: 'Histoire', en: 'History', ar: 'التاريخ' },
    title: { fr: 'La France au XXe siècle : guerres et Résistance', en: 'France in the 20th century: wars and Resistance', ar: 'فرنسا في القرن العشرين: الحروب والمقاومة' },
    description: {
      fr: "Deux guerres mondiales, la Résistance, la Libération et la naissance de la Ve République : les repères du XXe siècle que l'on vous demandera.",
      en: 'Two world wars, the Resistance, the Liberation and the birth of the Fifth Republic: the 20th-century landmarks you will be asked about.',
      ar: 'حربان عالميتان، والمقاومة، والتحرير، وميلاد الجمهورية الخامسة: معالم القرن العشرين التي ستُسأل عنها.',
    },
    focusAreas: {
      fr: ['La Première Guerre mondiale', "La Seconde Guerre mondiale et l'Occupation", 'La Résistance et la Libération', 'De 1945 à 1962'],
      en: ['The First World War', 'The Second World War and the Occupation', 'The Resistance and the Liberation', 'From 1945 to 1962'],
      ar: ['الحرب العالمية الأولى', 'الحرب العالمية الثانية والاحتلال', 'المقاومة والتحرير', 'من 1945 إلى 1962'],
    },
    keyTopics: {
      fr: ['1916 : bataille de Verdun', '11 novembre 1918 : armistice', '18 juin 1940 : appel du général de Gaulle', 'Jean Moulin et le Conseil national de la Résistance', '25 août 1944 : libération de Paris', '8 mai 1945 : victoire des Alliés en Europe'],
      en: ['1916: Battle of Verdun', '11 November 1918: armistice', "18 June 1940: General de Gaulle's appeal", 'Jean Moulin and the National Council of the Resistance', '25 August 1944: liberation of Paris', '8 May 1945: Allied victory in Europe'],
      ar: ['1916: معركة فردان', '11 نوفمبر 1918: الهدنة', '18 يونيو 1940: نداء الجنرال ديغول', 'جان مولان والمجلس الوطني للمقاومة', '25 أغسطس 1944: تحرير باريس', '8 مايو 1945: انتصار الحلفاء في أوروبا'],
    },
    days: [
      day("1914-1918 : la Grande Guerre, Verdun, l'armistice du 11 novembre.", '1914–1918: the Great War, Verdun, the armistice of 11 November.', '1914-1918: الحرب الكبرى، وفردان، وهدنة 11 نوفمبر.', LIVRET, QUIZ),
      day("1940 : la défaite, le régime de Vichy et l'appel du 18 juin.", '1940: defeat, the Vichy regime and the appeal of 18 June.', '1940: الهزيمة، ونظام فيشي، ونداء 18 يونيو.', LIVRET),
      day('La Résistance : Jean Moulin, le Conseil national de la Résistance, la France libre.', 'The Resistance: Jean Moulin, the National Council of the Resistance, Free France.', 'المقاومة: جان مولان، والمجلس الوطني للمقاومة، وفرنسا الحرّة.', { fr: "Musée de l'Ordre de la Libération", en: 'Museum of the Order of Liberation', ar: 'متحف وسام التحرير' }, QUIZ),
      day('1944-1945 : débarquement, libération de Paris, vote des femmes, 8 mai 1945.', "1944–1945: landings, liberation of Paris, women's vote, 8 May 1945.", '1944-1945: الإنزال، وتحرير باريس، وتصويت النساء، و8 مايو 1945.', LIVRET),
      day("L'après-guerre : IVe République, Sécurité sociale, construction européenne.", 'After the war: Fourth Republic, social security, European integration.', 'ما بعد الحرب: الجمهورية الرابعة، والضمان الاجتماعي، والبناء الأوروبي.', VIE_PUBLIQUE, QUIZ),
      day("1958-1962 : retour du général de Gaulle, Ve République, fin de la guerre d'Algérie.", '1958–1962: return of General de Gaulle, Fifth Republic, end of the Algerian War.', '1958-1962: عودة الجنرال ديغول، والجمهورية الخامسة، ونهاية حرب الجزائر.', LIVRET),
      day("Quiz de la semaine, puis racontez à l'oral le rôle du général de Gaulle.", 'Weekly quiz, then tell out loud the role of General de Gaulle.', 'اختبار الأسبوع، ثم اروِ شفهيًا دور الجنرال ديغول.', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 0, category: 'histoire' },
    culturalSpotlight: {
      title: { fr: 'Le Panthéon', en: 'The Panthéon', ar: 'البانتيون' },
      description: {
        fr: "« Aux grands hommes la patrie reconnaissante » : le Panthéon, à Paris, honore celles et ceux qui ont marqué l'histoire de France.",
        en: '“To great men, the grateful homeland”: the Panthéon in Paris honours the women and men who shaped French history.',
        ar: '«إلى العظماء، من الوطن الممتن»: يكرّم البانتيون في باريس النساء والرجال الذين صنعوا تاريخ فرنسا.',
      },
      funFacts: {
        fr: ['Jean Moulin est entré au Panthéon en 1964.', 'Simone Veil y repose depuis 2018.', 'Joséphine Baker, artiste et résistante, y est honorée depuis 2021.'],
        en: ['Jean Moulin entered the Panthéon in 1964.', 'Simone Veil has rested there since 2018.', 'Josephine Baker, artist and Resistance member, has been honoured there since 2021.'],
        ar: ['نُقل رفات جان مولان إلى البانتيون سنة 1964.', 'ترقد فيه سيمون فاي منذ سنة 2018.', 'تُكرَّم فيه جوزفين بيكر، الفنانة والمقاوِمة، منذ سنة 2021.'],
      },
    },
    motivation: {
      fr: "Ces pages d'histoire parlent de courage et de liberté : elles vous aideront à expliquer pourquoi vous choisissez la France.",
      en: 'These pages of history speak of courage and freedom: they will help you explain why you are choosing France.',
      ar: 'تتحدث صفحات التاريخ هذه عن الشجاعة والحرية: ستساعدك على شرح سبب اختيارك لفرنسا.',
    },
  },
  {
    id: 'culture',
    theme: { fr: 'Culture', en: 'Culture', ar: 'الثقافة' },
    title: { fr: 'Culture et patrimoine français', en: 'French culture and heritage', ar: 'الثقافة والتراث الفرنسيان' },
    description: {
      fr: 'Langue, littérature, monuments, gastronomie, fêtes : la culture commune que partagent les Français.',
      en: 'Language, literature, monuments, food, festivals: the shared culture of the French.',
      ar: 'اللغة، والأدب، والمعالم، وفن الطبخ، والأعياد: الثقافة المشتركة بين الفرنسيين.',
    },
    focusAreas: {
      fr: ['La langue française', 'Écrivains et artistes', 'Monuments et patrimoine', 'Art de vivre et fêtes'],
      en: ['The French language', 'Writers and artists', 'Monuments and heritage', 'Way of life and festivals'],
      ar: ['اللغة الفرنسية', 'الكتّاب والفنانون', 'المعالم والتراث', 'فن العيش والأعياد'],
    },
    keyTopics: {
      fr: ['1539 : ordonnance de Villers-Cotterêts', "1635 : création de l'Académie française", 'Victor Hugo, Molière, Voltaire', '1889 : la tour Eiffel', '1895 : le cinématographe des frères Lumière', "Le repas gastronomique des Français, patrimoine de l'UNESCO"],
      en: ['1539: Ordinance of Villers-Cotterêts', '1635: founding of the Académie française', 'Victor Hugo, Molière, Voltaire', '1889: the Eiffel Tower', "1895: the Lumière brothers' cinematograph", 'The French gastronomic meal, UNESCO heritage'],
      ar: ['1539: مرسوم فيلير-كوتري', '1635: تأسيس الأكاديمية الفرنسية', 'فيكتور هوغو، وموليير، وفولتير', '1889: برج إيفل', '1895: السينماتوغراف للأخوين لوميير', 'وجبة الطعام الفرنسية الفاخرة، تراث مسجّل لدى اليونسكو'],
    },
    days: [
      day("La langue française : Villers-Cotterêts, l'Académie française, la francophonie.", 'The French language: Villers-Cotterêts, the Académie française, the French-speaking world.', 'اللغة الفرنسية: فيلير-كوتري، والأكاديمية الفرنسية، والعالم الفرنكوفوني.', LIVRET),
      day('Les écrivains : Molière, Voltaire, Victor Hugo, et un extrait à lire à voix haute.', 'Writers: Molière, Voltaire, Victor Hugo, and an extract to read aloud.', 'الكتّاب: موليير، وفولتير، وفيكتور هوغو، ومقتطف تقرؤه بصوت عالٍ.', { fr: 'gallica.bnf.fr', en: 'gallica.bnf.fr', ar: 'gallica.bnf.fr' }, QUIZ),
      day('Les grands monuments : tour Eiffel, Louvre, Mont-Saint-Michel, châteaux de la Loire.', 'The great monuments: Eiffel Tower, Louvre, Mont-Saint-Michel, Loire castles.', 'المعالم الكبرى: برج إيفل، ومتحف اللوفر، وجبل سان ميشيل، وقصور وادي اللوار.', QUIZ),
      day('Les arts : peinture impressionniste, cinéma, chanson française.', 'The arts: impressionist painting, cinema, French song.', 'الفنون: الرسم الانطباعي، والسينما، والأغنية الفرنسية.', { fr: 'Podcasts de Radio France', en: 'Radio France podcasts', ar: 'بودكاست إذاعة فرنسا (Radio France)' }),
      day("L'art de vivre : repas, fromages, vins, marchés, et la place de la table dans la vie sociale.", 'Way of life: meals, cheeses, wines, markets, and the place of the table in social life.', 'فن العيش: الوجبات، والأجبان، والنبيذ، والأسواق، ومكانة المائدة في الحياة الاجتماعية.', LIVRET, QUIZ),
      day('Les fêtes : fête de la musique (21 juin), Journées du patrimoine, fêtes locales.', 'Festivals: the Fête de la musique (21 June), Heritage Days, local festivals.', 'الأعياد: عيد الموسيقى (21 يونيو)، وأيام التراث، والأعياد المحلية.', { fr: 'culture.gouv.fr', en: 'culture.gouv.fr', ar: 'culture.gouv.fr' }),
      day("Quiz de la semaine, puis présentez à l'oral un lieu culturel que vous aimez en France.", 'Weekly quiz, then present out loud a cultural place you love in France.', 'اختبار الأسبوع، ثم قدّم شفهيًا مكانًا ثقافيًا تحبه في فرنسا.', QUIZ, INTERVIEW),
    ],
    weeklyQuiz: { difficulty: 2, category: 'culture' },
    culturalSpotlight: {
      title: { fr: 'Les Journées européennes du patrimoine', en: 'European Heritage Days', ar: 'أيام التراث الأوروبي' },
      description: {
        fr: "Chaque année, le troisième week-end de septembre, des milliers de monuments ouvrent leurs portes, dont des lieux de pouvoir comme l'Élysée ou les ministères.",
        en: 'Every year, on the third weekend of September, thousands of monuments open their doors, including seats of power such as the Élysée or the ministries.',
        ar: 'في كل عام، في عطلة نهاية الأسبوع الثالثة من سبتمبر، تفتح آلاف المعالم أبوابها، ومنها مقارّ السلطة مثل قصر الإليزيه أو الوزارات.',
      },
      funFacts: {
        fr: ['Les Journées du patrimoine sont nées en France en 1984.', 'La fête de la musique existe depuis 1982.', "La tour Eiffel a été construite pour l'Exposition universelle de 1889."],
        en: ['Heritage Days were born in France in 1984.', 'The Fête de la musique has existed since 1982.', "The Eiffel Tower was built for the 1889 World's Fair."],
        ar: ['وُلدت أيام التراث في فرنسا سنة 1984.', 'يُقام عيد الموسيقى منذ سنة 1982.', 'بُني برج إيفل للمعرض العالمي سنة 1889.'],
      },
    },
    motivation: {
      fr: "Parlez de la culture française avec vos goûts et vos découvertes : l'agent cherche un candidat sincère, pas une encyclopédie.",
      en: 'Talk about French culture with your own tastes and discoveries: the officer is looking for a sincere candidate, not an encyclopaedia.',
      ar: 'تحدّث عن الثقافة الفرنسية من خلال أذواقك واكتشافاتك: الموظف يبحث عن مترشّح صادق، لا عن موسوعة.',
    },
  },
];

const DAY_MS = 86_400_000;
/** Monday of ISO week 30 of 2025, when the rotation shows the French Revolution. */
const ANCHOR_MONDAY = Date.UTC(2025, 6, 21);

function mondayOf(date: Date): number {
  const d = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const weekday = new Date(d).getUTCDay() || 7;
  return d - (weekday - 1) * DAY_MS;
}

/** ISO 8601 week number and its year, for the local calendar date. */
export function isoWeek(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7) };
}

export function themeIndexFor(date: Date): number {
  const weeks = Math.round((mondayOf(date) - ANCHOR_MONDAY) / (7 * DAY_MS));
  const n = WEEKLY_THEMES.length;
  return ((weeks % n) + n) % n;
}

/** The theme of the week containing `date`, with its dated day-by-day plan. */
export function weeklyFocusFor(date: Date): WeeklyFocus {
  const index = themeIndexFor(date);
  const theme = WEEKLY_THEMES[index]!;
  const next = WEEKLY_THEMES[(index + 1) % WEEKLY_THEMES.length]!;
  const { year, week } = isoWeek(date);
  const { days, weeklyQuiz, ...rest } = theme;
  return {
    ...rest,
    week,
    year,
    studyPlan: days.map((d, i) => ({ day: i + 1, activity: d.activity, duration: i < 5 ? WEEKDAY_MINUTES : WEEKEND_MINUTES, resources: d.resources })),
    weeklyQuiz: { ...weeklyQuiz, questions: WEEKLY_QUIZ_QUESTIONS },
    nextWeek: next.title,
  };
}

/** The quiz set-up that the weekly quiz describes: its category, level and number of questions. */
export function weeklyQuizHref(quiz: WeeklyFocus['weeklyQuiz']): string {
  const params = new URLSearchParams({ category: quiz.category, count: String(quiz.questions) });
  if (quiz.difficulty) params.set('difficulty', String(quiz.difficulty));
  return `/quiz?${params}`;
}
