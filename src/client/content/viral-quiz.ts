// The shareable three-question quiz (French, English and Arabic): four options each, the index of
// the right one, an explanation shown for 3 seconds, a fun fact and a line to share.
import type { OfficialEntryDto } from '../../shared/dto';
import type { Localized } from './types';

export interface ViralQuestion {
  id: number;
  question: Localized<string>;
  options: Localized<[string, string, string, string]>;
  correctAnswer: number;
  explanation: Localized<string>;
  difficulty: 'Facile' | 'Moyen' | 'Difficile';
  funFact: Localized<string>;
  shareableResult: Localized<string>;
  /** The text that settles the answer, shown under the explanation. */
  source: string;
  /** The entry of the Ministry's list it prepares (wording verbatim, checked against the seed list), or null. */
  official: OfficialEntryDto | null;
}

const LIST_VERSION = '12/12/2025';

export const EXPLANATION_DELAY_MS = 3000;

export const VIRAL_QUESTIONS: ViralQuestion[] = [
  {
    id: 1,
    question: { fr: 'Quelle est la devise de la République française ?', en: 'What is the motto of the French Republic?', ar: 'ما هو شعار الجمهورية الفرنسية؟' },
    options: {
      fr: ['Liberté, Égalité, Fraternité', 'Travail, Famille, Patrie', 'Unité, Progrès, Justice', 'Paix, Travail, Patrie'],
      en: ['Liberty, Equality, Fraternity', 'Work, Family, Fatherland', 'Unity, Progress, Justice', 'Peace, Work, Fatherland'],
      ar: ['حرية، مساواة، أخوّة', 'عمل، عائلة، وطن', 'وحدة، تقدّم، عدالة', 'سلام، عمل، وطن'],
    },
    correctAnswer: 0,
    explanation: {
      fr: 'Héritée de la Révolution, la devise « Liberté, Égalité, Fraternité » est inscrite à l’article 2 de la Constitution de 1958.',
      en: 'Inherited from the Revolution, the motto “Liberty, Equality, Fraternity” is written in article 2 of the 1958 Constitution.',
      ar: 'الشعار «حرية، مساواة، أخوّة» موروث عن الثورة، وهو منصوص عليه في المادة 2 من دستور 1958.',
    },
    difficulty: 'Facile',
    funFact: {
      fr: '« Travail, Famille, Patrie » était la devise du régime de Vichy, de 1940 à 1944.',
      en: '“Work, Family, Fatherland” was the motto of the Vichy regime, from 1940 to 1944.',
      ar: '«عمل، عائلة، وطن» كان شعار نظام فيشي، من 1940 إلى 1944.',
    },
    shareableResult: { fr: 'Je connais la devise de la République !', en: 'I know the motto of the Republic!', ar: 'أعرف شعار الجمهورية!' },
    source: 'Constitution du 4 octobre 1958, art. 2',
    official: { ref: 'PV-016', rank: 16, text: 'Quelle est la devise de la République française ?', version: LIST_VERSION },
  },
  {
    id: 2,
    question: { fr: 'En quelle année les femmes ont-elles obtenu le droit de vote en France ?', en: 'In which year did women win the right to vote in France?', ar: 'في أي سنة حصلت النساء على حق التصويت في فرنسا؟' },
    options: { fr: ['1848', '1918', '1944', '1968'], en: ['1848', '1918', '1944', '1968'], ar: ['1848', '1918', '1944', '1968'] },
    correctAnswer: 2,
    explanation: {
      fr: 'L’ordonnance du 21 avril 1944 donne le droit de vote aux femmes ; elles votent pour la première fois aux élections municipales d’avril 1945.',
      en: 'The ordinance of 21 April 1944 gave women the right to vote; they first voted in the municipal elections of April 1945.',
      ar: 'منح الأمر (ordonnance) الصادر في 21 أبريل 1944 النساءَ حق التصويت، وقد صوّتن لأول مرة في الانتخابات البلدية في أبريل 1945.',
    },
    difficulty: 'Moyen',
    funFact: {
      fr: '1848 est l’année du suffrage universel… masculin seulement.',
      en: '1848 was the year of universal suffrage… for men only.',
      ar: 'كانت 1848 سنة الاقتراع العام… للرجال فقط.',
    },
    shareableResult: { fr: 'Je sais quand les Françaises ont voté pour la première fois.', en: 'I know when French women first voted.', ar: 'أعرف متى صوّتت الفرنسيات لأول مرة.' },
    source: 'Ordonnance du 21 avril 1944 portant organisation des pouvoirs publics en France après la Libération, art. 17',
    official: { ref: 'HGC-026', rank: 150, text: "En 1944, qu'est-ce qui a changé pour les femmes ?", version: LIST_VERSION },
  },
  {
    id: 3,
    question: { fr: 'Quel texte pose le principe de la laïcité en séparant les Églises et l’État ?', en: 'Which text set out secularism by separating the Churches and the State?', ar: 'أي نص أرسى مبدأ العلمانية بفصل الكنائس عن الدولة؟' },
    options: {
      fr: ['Le Code civil de 1804', 'La loi du 9 décembre 1905', 'L’édit de Nantes de 1598', 'La Constitution de 1791'],
      en: ['The Civil Code of 1804', 'The law of 9 December 1905', 'The Edict of Nantes of 1598', 'The Constitution of 1791'],
      ar: ['القانون المدني لسنة 1804', 'قانون 9 ديسمبر 1905', 'مرسوم نانت لسنة 1598', 'دستور 1791'],
    },
    correctAnswer: 1,
    explanation: {
      fr: 'La loi de 1905 garantit la liberté de conscience et le libre exercice des cultes ; la République ne reconnaît ni ne subventionne aucun culte.',
      en: 'The 1905 law guarantees freedom of conscience and the free exercise of worship; the Republic neither recognises nor subsidises any religion.',
      ar: 'يضمن قانون 1905 حرية الضمير وحرية ممارسة الشعائر الدينية، والجمهورية لا تعترف بأي دين ولا تموّله.',
    },
    difficulty: 'Difficile',
    funFact: {
      fr: 'Le 9 décembre est la Journée nationale de la laïcité.',
      en: '9 December is France’s national day of secularism.',
      ar: '9 ديسمبر هو اليوم الوطني للعلمانية في فرنسا.',
    },
    shareableResult: { fr: 'La laïcité n’a plus de secret pour moi.', en: 'Secularism holds no secrets for me.', ar: 'لم تعد العلمانية تخفي عني أي سر.' },
    source: 'Loi du 9 décembre 1905 concernant la séparation des Églises et de l’État, art. 1er et 2',
    official: { ref: 'PV-030', rank: 30, text: 'Quel texte est considéré comme le texte fondateur de la laïcité ?', version: LIST_VERSION },
  },
];

export type ViralTier = 'champion' | 'expert' | 'apprenti' | 'debutant';

/** Tiers by score percentage: 100 Champion, ≥66 Expert, ≥33 Apprenti, else Débutant. */
export function viralTier(percent: number): ViralTier {
  if (percent >= 100) return 'champion';
  if (percent >= 66) return 'expert';
  if (percent >= 33) return 'apprenti';
  return 'debutant';
}
