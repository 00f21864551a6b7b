// Messages of the quiz area (questions, responses, attempts, civic exam), French, English and Arabic.
import { QUESTION_LIMITS } from '../../shared/constants.js';
import type { MessageTable } from './messages.js';

export const QUIZ_MESSAGES = {
  'quiz.attempt_not_found': {
    fr: 'Tentative introuvable.',
    en: 'Attempt not found.',
    ar: 'المحاولة غير موجودة.',
  },
  'quiz.attempt_exists': {
    fr: 'Une tentative avec cet identifiant existe déjà.',
    en: 'An attempt with this id already exists.',
    ar: 'توجد محاولة بهذا المعرّف بالفعل.',
  },
  'quiz.attempt_completed': {
    fr: "Cette tentative est déjà terminée : la réponse n'a pas été enregistrée.",
    en: 'This attempt is already finished: the answer was not saved.',
    ar: 'هذه المحاولة منتهية بالفعل: لم تُحفظ الإجابة.',
  },
  'quiz.attempt_full': {
    fr: 'Toutes les questions de cette tentative ont déjà reçu une réponse.',
    en: 'Every question of this attempt has already been answered.',
    ar: 'تمت الإجابة بالفعل عن كل أسئلة هذه المحاولة.',
  },
  'quiz.already_answered': {
    fr: 'Vous avez déjà répondu à cette question.',
    en: 'You have already answered this question.',
    ar: 'لقد أجبت عن هذا السؤال بالفعل.',
  },
  'quiz.attempt_empty': {
    fr: "Aucune réponse n'a été donnée : ce quiz n'est pas enregistré.",
    en: 'No answer was given: this quiz is not saved.',
    ar: 'لم تُقدَّم أي إجابة: هذا الاختبار غير محفوظ.',
  },
  'quiz.question_not_found': {
    fr: 'Question introuvable.',
    en: 'Question not found.',
    ar: 'السؤال غير موجود.',
  },
  'quiz.question_list_invalid': {
    fr: 'La liste des questions ne correspond pas à ce quiz.',
    en: 'The list of questions does not fit this quiz.',
    ar: 'قائمة الأسئلة لا تتوافق مع هذا الاختبار.',
  },
  'quiz.question_not_in_attempt': {
    fr: 'Cette question ne fait pas partie de cette tentative.',
    en: 'This question is not part of this attempt.',
    ar: 'هذا السؤال ليس جزءًا من هذه المحاولة.',
  },
  'quiz.demo_only': {
    fr: 'Sans compte, seules les questions de la démo peuvent être enregistrées.',
    en: 'Without an account, only the demo questions can be saved.',
    ar: 'من دون حساب، لا يمكن حفظ إلا أسئلة التجربة.',
  },
  'quiz.attempt_required': {
    fr: 'Une tentative est nécessaire pour enregistrer cette réponse.',
    en: 'An attempt is needed to save this answer.',
    ar: 'تلزم محاولة لحفظ هذه الإجابة.',
  },
  'quiz.attempt_id_invalid': {
    fr: 'Identifiant de tentative invalide.',
    en: 'Invalid attempt id.',
    ar: 'معرّف المحاولة غير صالح.',
  },
  /** The sizes a quiz or an official-list page may have, listed from QUESTION_LIMITS. */
  'quiz.limit_not_offered': {
    fr: `Nombre de questions non proposé : choisissez ${QUESTION_LIMITS.slice(0, -1).join(', ')} ou ${QUESTION_LIMITS.at(-1)}.`,
    en: `Number of questions not offered: choose ${QUESTION_LIMITS.slice(0, -1).join(', ')} or ${QUESTION_LIMITS.at(-1)}.`,
    ar: `عدد الأسئلة غير متاح: اختر ${QUESTION_LIMITS.join(' أو ')}.`,
  },
  'quiz.limit_requires_full_access': {
    fr: 'Sans accès complet, un quiz compte au plus 5 questions.',
    en: 'Without full access, a quiz has at most 5 questions.',
    ar: 'من دون وصول كامل، يضم الاختبار 5 أسئلة على الأكثر.',
  },
  'quiz.exam_time_over': {
    fr: "Le temps de l'examen est écoulé : la réponse n'a pas été enregistrée.",
    en: 'The exam time is over: the answer was not saved.',
    ar: 'انتهى وقت الامتحان: لم تُحفظ الإجابة.',
  },
  'quiz.offline_exam_token_invalid': {
    fr: "Ce sujet d'examen hors ligne n'a pas été délivré à ce compte.",
    en: 'This offline exam paper was not issued to this account.',
    ar: 'موضوع الامتحان هذا دون اتصال لم يُسلَّم لهذا الحساب.',
  },
  'quiz.offline_exam_paper_used': {
    fr: "Ce sujet d'examen hors ligne a déjà été rendu ; son examen a été supprimé, il ne peut pas être corrigé une seconde fois.",
    en: 'This offline exam paper has already been handed in; its exam was deleted, so it cannot be scored a second time.',
    ar: 'سبق تسليم موضوع الامتحان هذا دون اتصال؛ وقد حُذف امتحانه، فلا يمكن تصحيحه مرة ثانية.',
  },
  'quiz.offline_exam_expired': {
    fr: `Ce sujet d'examen hors ligne a expiré (48\u202fheures après son téléchargement). Commencez un nouvel examen.`,
    en: 'This offline exam paper has expired (48 hours after it was downloaded). Start a new exam.',
    ar: 'انتهت صلاحية ورقة الامتحان دون اتصال (48 ساعة بعد تنزيلها). ابدأ امتحانًا جديدًا.',
  },
  'quiz.offline_exam_clock': {
    fr: "Les heures de début et de fin de l'examen hors ligne ne sont pas cohérentes.",
    en: 'The start and end times of the offline exam are not consistent.',
    ar: 'أوقات بداية الامتحان دون اتصال ونهايته غير متناسقة.',
  },
  'quiz.exam_in_progress': {
    fr: "La correction sera disponible à la fin de l'examen.",
    en: 'The correction will be available when the exam is over.',
    ar: 'سيكون التصحيح متاحًا في نهاية الامتحان.',
  },
  'quiz.not_an_exam': {
    fr: "Cette tentative n'est pas un examen civique.",
    en: 'This attempt is not a civic exam.',
    ar: 'هذه المحاولة ليست امتحانًا مدنيًا.',
  },
  'quiz.exam_unavailable': {
    fr: 'La banque de questions ne permet pas encore de composer un examen complet.',
    en: 'The question bank cannot make up a full exam yet.',
    ar: 'بنك الأسئلة لا يسمح بعدُ بتكوين امتحان كامل.',
  },
  'quiz.exam_via_exam_endpoint': {
    fr: "Un examen civique se lance depuis la page de l'examen.",
    en: 'A civic exam is started from the exam page.',
    ar: 'يبدأ الامتحان المدني من صفحة الامتحان.',
  },
} as const satisfies MessageTable;
