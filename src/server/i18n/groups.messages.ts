// Messages of the preparation groups (docs/groups.md), French, English and Arabic.
import type { MessageTable } from './messages.js';

export const GROUPS_MESSAGES = {
  'groups.date_invalid': {
    fr: 'La date doit être un jour valide, au format AAAA-MM-JJ.',
    en: 'The date must be a valid day, written YYYY-MM-DD.',
    ar: 'يجب أن يكون التاريخ يومًا صالحًا، بصيغة YYYY-MM-DD.',
  },
  'groups.name_required': {
    fr: 'Donnez un nom au groupe.',
    en: 'Give the group a name.',
    ar: 'أعطِ المجموعة اسمًا.',
  },
  'groups.name_too_long': {
    fr: 'Le nom du groupe tient en 80 caractères au plus.',
    en: 'The group name is at most 80 characters long.',
    ar: 'لا يتجاوز اسم المجموعة 80 حرفًا.',
  },
  'groups.invite_invalid': {
    fr: "Ce code d'invitation n'est pas valide.",
    en: 'This invitation code is not valid.',
    ar: 'رمز الدعوة هذا غير صالح.',
  },
  'groups.invite_not_found': {
    fr: "Cette invitation n'existe pas, a expiré ou a été retirée. Demandez un nouveau lien à votre formateur.",
    en: 'This invitation does not exist, has expired or was withdrawn. Ask your trainer for a new link.',
    ar: 'هذه الدعوة غير موجودة أو انتهت صلاحيتها أو تم سحبها. اطلب رابطًا جديدًا من مدرّبك.',
  },
  'groups.consent_required': {
    fr: 'Cochez la case de consentement pour rejoindre le groupe.',
    en: 'Tick the consent box to join the group.',
    ar: 'ضع علامة في خانة الموافقة للانضمام إلى المجموعة.',
  },
  'groups.assignment_incomplete': {
    fr: "Un examen blanc demande une date limite, une séance demande un sous-thème.",
    en: 'A mock exam needs a due date, a session needs a subtheme.',
    ar: 'يتطلب الامتحان التجريبي موعدًا نهائيًا، وتتطلب الحصة موضوعًا فرعيًا.',
  },
  'groups.not_trainer': {
    fr: 'Seuls les formateurs peuvent créer et suivre des groupes.',
    en: 'Only trainers can create and follow groups.',
    ar: 'وحدهم المدرّبون يمكنهم إنشاء المجموعات ومتابعتها.',
  },
  'groups.not_found': {
    fr: 'Groupe introuvable.',
    en: 'Group not found.',
    ar: 'المجموعة غير موجودة.',
  },
  'groups.member_not_found': {
    fr: "Ce membre ne fait pas partie du groupe.",
    en: 'This member is not in the group.',
    ar: 'هذا العضو ليس في المجموعة.',
  },
  'groups.own_group': {
    fr: 'Vous encadrez déjà ce groupe.',
    en: 'You already run this group.',
    ar: 'أنت تدير هذه المجموعة بالفعل.',
  },
  'groups.too_many_groups': {
    fr: 'Vous encadrez déjà 50 groupes, le maximum.',
    en: 'You already run 50 groups, the maximum.',
    ar: 'أنت تدير بالفعل 50 مجموعة، وهو الحد الأقصى.',
  },
  'groups.too_many_invitations': {
    fr: "Ce groupe a déjà 10 invitations ouvertes. Retirez-en une d'abord.",
    en: 'This group already has 10 open invitations. Withdraw one first.',
    ar: 'لهذه المجموعة 10 دعوات مفتوحة بالفعل. اسحب واحدة أولًا.',
  },
  'groups.group_full': {
    fr: 'Ce groupe est complet.',
    en: 'This group is full.',
    ar: 'هذه المجموعة مكتملة.',
  },
  'groups.too_many_assignments': {
    fr: 'Ce groupe a déjà 100 consignes.',
    en: 'This group already has 100 assignments.',
    ar: 'لهذه المجموعة 100 مهمة بالفعل.',
  },
  'groups.join_rate_limited': {
    fr: "Trop d'essais de code d'invitation. Réessayez dans une heure.",
    en: 'Too many invitation code attempts. Try again in an hour.',
    ar: 'محاولات كثيرة جدًا لرمز الدعوة. أعد المحاولة بعد ساعة.',
  },
  'groups.trainer_rate_limited': {
    fr: 'Trop de changements dans les formateurs du groupe. Réessayez dans une heure.',
    en: "Too many changes to the group's trainers. Try again in an hour.",
    ar: 'تغييرات كثيرة جدًا في مدرّبي المجموعة. أعد المحاولة بعد ساعة.',
  },
  'groups.trainer_not_found': {
    fr: "Aucun compte de formateur n'a cette adresse. Un administrateur doit d'abord le nommer formateur.",
    en: 'No trainer account has this address. An administrator must make them a trainer first.',
    ar: 'لا يوجد حساب مدرّب بهذا العنوان. يجب على المسؤول أن يعيّنه مدرّبًا أولًا.',
  },
  'groups.already_trainer': {
    fr: 'Cette personne encadre déjà ce groupe.',
    en: 'This person already runs this group.',
    ar: 'هذا الشخص يدير هذه المجموعة بالفعل.',
  },
  'groups.too_many_trainers': {
    fr: 'Ce groupe a déjà 10 formateurs, le maximum.',
    en: 'This group already has 10 trainers, the maximum.',
    ar: 'لهذه المجموعة 10 مدرّبين بالفعل، وهو الحد الأقصى.',
  },
  'groups.trainer_is_member': {
    fr: "Cette personne est membre du groupe\u202f: elle ne peut pas aussi l'encadrer.",
    en: 'This person is a member of the group: they cannot also run it.',
    ar: 'هذا الشخص عضو في المجموعة: لا يمكنه أن يديرها أيضًا.',
  },
  'groups.trainer_too_many_groups': {
    fr: 'Cette personne encadre déjà 50 groupes, le maximum.',
    en: 'This person already runs 50 groups, the maximum.',
    ar: 'هذا الشخص يدير بالفعل 50 مجموعة، وهو الحد الأقصى.',
  },
  'groups.trainer_not_in_group': {
    fr: "Cette personne n'encadre pas ce groupe.",
    en: 'This person does not run this group.',
    ar: 'هذا الشخص لا يدير هذه المجموعة.',
  },
  'groups.last_trainer': {
    fr: 'Un groupe garde au moins un formateur.',
    en: 'A group keeps at least one trainer.',
    ar: 'تحتفظ المجموعة بمدرّب واحد على الأقل.',
  },
} as const satisfies MessageTable;
