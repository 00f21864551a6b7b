// Messages of the accounts area (sign-in, registration, account), French and English.
import type { MessageTable } from './messages.js';

export const AUTH_MESSAGES = {
  'auth.invalid_credentials': {
    fr: 'Email ou mot de passe incorrect.',
    en: 'Incorrect email or password.',
  },
  'auth.email_taken': {
    fr: 'Un compte existe déjà avec cet email.',
    en: 'An account already exists with this email.',
  },
  'auth.too_many_attempts': {
    fr: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    en: 'Too many sign-in attempts. Try again in 15 minutes.',
  },
  'auth.validation.email_required': { fr: "L'email est requis.", en: 'Email is required.' },
  'auth.validation.email_invalid': { fr: "L'adresse email n'est pas valide.", en: 'The email address is not valid.' },
  'auth.validation.password_required': { fr: 'Le mot de passe est requis.', en: 'Password is required.' },
  'auth.validation.password_min': {
    fr: 'Le mot de passe doit contenir au moins 6 caractères.',
    en: 'The password must contain at least 6 characters.',
  },
  'auth.validation.password_max': {
    fr: 'Le mot de passe doit contenir au plus 256 caractères.',
    en: 'The password must contain at most 256 characters.',
  },
  'auth.validation.first_name_required': { fr: 'Le prénom est requis.', en: 'First name is required.' },
  'auth.validation.last_name_required': { fr: 'Le nom est requis.', en: 'Last name is required.' },
  'auth.validation.name_too_long': {
    fr: 'Le nom doit contenir au plus 100 caractères.',
    en: 'The name must contain at most 100 characters.',
  },
  'account.not_found': { fr: 'Compte introuvable.', en: 'Account not found.' },
} as const satisfies MessageTable;
