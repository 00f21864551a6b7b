// Questions for the client's tests, each written once: as the quiz player receives them
// (`playableQuestion`) and as the admin's edit form loads one (`adminQuestion`). A test names the
// question it reads on screen and overrides only what it is about.
import type { PlayableQuestion } from '../../src/client/components/Quiz/QuizPlayer';
import type { AdminQuestionDetailDto } from '../../src/shared/schemas/admin';

const SAMPLES = {
  capital: {
    id: 'q1',
    content: 'Quelle est la capitale de la France ?',
    contentEn: 'What is the capital of France?',
    type: 'mcq',
    options: ['Lyon', 'Paris', 'Marseille', 'Lille'],
    optionsEn: ['Lyon', 'Paris', 'Marseille', 'Lille'],
    correctAnswer: 'Paris',
    explanation: 'Paris est la capitale depuis des siècles.',
    explanationEn: 'Paris has been the capital for centuries.',
    category: 'geographie',
    difficulty: 1,
  },
  motto: {
    id: 'q2',
    content: 'Quelle est la devise de la République ?',
    contentEn: 'What is the motto of the Republic?',
    contentAr: 'ما هو شعار الجمهورية؟',
    type: 'mcq',
    options: ['Liberté, Égalité, Fraternité', 'Travail, Famille, Patrie', 'Unité, Progrès', 'Paix et Justice'],
    optionsEn: ['Liberty, Equality, Fraternity', 'Work, Family, Fatherland', 'Unity, Progress', 'Peace and Justice'],
    optionsAr: ['حرية، مساواة، أخوة', 'عمل، عائلة، وطن', 'وحدة، تقدم', 'سلام وعدالة'],
    correctAnswer: 'Liberté, Égalité, Fraternité',
    explanation: "L'article 2 de la Constitution le dit.",
    explanationEn: 'Article 2 of the Constitution says so.',
    category: 'valeurs',
    difficulty: 1,
  },
  mottoPlace: {
    id: 'val-002',
    content: 'Où voit-on souvent la devise de la République inscrite ?',
    contentEn: "Where is the Republic's motto often written?",
    type: 'mcq',
    options: ['Sur les billets de banque en euros imprimés en France', "Sur les plaques d'immatriculation", 'Sur les mairies et les écoles publiques', 'Sur les panneaux'],
    optionsEn: ['On euro banknotes', 'On number plates', 'On town halls and state schools', 'On signs'],
    correctAnswer: 'Sur les mairies et les écoles publiques',
    explanation: 'La devise est gravée au fronton des mairies.',
    explanationEn: 'The motto is carved above town halls.',
    category: 'valeurs',
    difficulty: 1,
  },
  nationalDay: {
    id: 'hist-001',
    content: 'Quelle est la date de la fête nationale française ?',
    contentEn: 'What is the date of the French national holiday?',
    contentAr: 'ما هو تاريخ العيد الوطني الفرنسي؟',
    type: 'mcq',
    options: ['Le 1er mai', 'Le 14 juillet', 'Le 11 novembre', 'Le 8 mai'],
    optionsEn: ['1 May', '14 July', '11 November', '8 May'],
    optionsAr: ['1 مايو', '14 يوليو', '11 نوفمبر', '8 مايو'],
    correctAnswer: 'Le 14 juillet',
    explanation: 'La fête nationale est fixée au 14 juillet par la loi du 6 juillet 1880.',
    explanationEn: 'The national holiday was set on 14 July by the law of 6 July 1880.',
    category: 'histoire',
    difficulty: 1,
  },
} satisfies Record<string, PlayableQuestion & { explanationAr?: string }>;

export type SampleQuestion = keyof typeof SAMPLES;

/** A question as the quiz player receives it. */
export function playableQuestion(name: SampleQuestion, over: Partial<PlayableQuestion> = {}): PlayableQuestion {
  return { ...SAMPLES[name], ...over } as PlayableQuestion;
}

/** The national-day question as the admin's edit form loads it, with its Arabic help translation. */
export function adminQuestion(over: Partial<AdminQuestionDetailDto> = {}): AdminQuestionDetailDto {
  const q = SAMPLES.nationalDay;
  return {
    ...q,
    type: 'mcq',
    category: 'histoire',
    explanationAr: 'حدد قانون 6 يوليو 1880 العيد الوطني في 14 يوليو.',
    theme: 'histoire_geo_culture',
    subtheme: 'periodes_personnages',
    kind: 'knowledge',
    mediaUrl: null,
    source: 'Loi du 6 juillet 1880',
    official: null,
    officialRef: null,
    isActive: true,
    isDemo: false,
    updatedAt: '2026-11-21T00:00:00.000Z',
    adminEditedAt: null,
    ...over,
  };
}
