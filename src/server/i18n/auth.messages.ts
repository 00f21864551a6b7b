// Messages of the accounts area (sign-in, registration, account), French, English and Arabic.
import type { MessageTable } from './messages.js';

const NNBSP = '\u202f';

export const AUTH_MESSAGES = {
  'auth.invalid_credentials': {
    fr: 'Email ou mot de passe incorrect.',
    en: 'Incorrect email or password.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  'auth.email_taken': {
    fr: 'Un compte existe déjà avec cet email.',
    en: 'An account already exists with this email.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  },
  'auth.registration_link_invalid': {
    fr: `Ce lien de confirmation n'est plus valable${NNBSP}: il a expiré ou a déjà servi. Inscrivez-vous à nouveau.`,
    en: 'This confirmation link is no longer valid: it has expired or was already used. Sign up again.',
    ar: 'رابط التأكيد هذا لم يعد صالحًا: انتهت مدته أو سبق استعماله. أنشئ حسابك من جديد.',
  },
  'auth.registration_too_many': {
    fr: 'Trop de demandes pour cette adresse. Réessayez dans une heure.',
    en: 'Too many requests for this address. Try again in an hour.',
    ar: 'طلبات كثيرة جدًا لهذا العنوان. حاول مرة أخرى بعد ساعة.',
  },
  'auth.too_many_attempts': {
    fr: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    en: 'Too many sign-in attempts. Try again in 15 minutes.',
    ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.',
  },
  'auth.validation.email_required': {
    fr: "L'email est requis.",
    en: 'Email is required.',
    ar: 'البريد الإلكتروني مطلوب.',
  },
  'auth.validation.email_invalid': {
    fr: "L'adresse email n'est pas valide.",
    en: 'The email address is not valid.',
    ar: 'عنوان البريد الإلكتروني غير صالح.',
  },
  'auth.validation.password_required': {
    fr: 'Le mot de passe est requis.',
    en: 'Password is required.',
    ar: 'كلمة المرور مطلوبة.',
  },
  'auth.validation.password_min': {
    fr: 'Le mot de passe doit contenir au moins 6 caractères.',
    en: 'The password must contain at least 6 characters.',
    ar: 'يجب أن تحتوي كلمة المرور على 6 أحرف على الأقل.',
  },
  'auth.validation.password_max': {
    fr: 'Le mot de passe doit contenir au plus 256 caractères.',
    en: 'The password must contain at most 256 characters.',
    ar: 'يجب أن تحتوي كلمة المرور على 256 حرفًا على الأكثر.',
  },
  'auth.validation.first_name_required': {
    fr: 'Le prénom est requis.',
    en: 'First name is required.',
    ar: 'الاسم الشخصي مطلوب.',
  },
  'auth.validation.last_name_required': {
    fr: 'Le nom est requis.',
    en: 'Last name is required.',
    ar: 'اسم العائلة مطلوب.',
  },
  'auth.validation.name_too_long': {
    fr: 'Le nom doit contenir au plus 100 caractères.',
    en: 'The name must contain at most 100 characters.',
    ar: 'يجب أن يحتوي الاسم على 100 حرف على الأكثر.',
  },
  'account.not_found': {
    fr: 'Compte introuvable.',
    en: 'Account not found.',
    ar: 'الحساب غير موجود.',
  },
} as const satisfies MessageTable;
