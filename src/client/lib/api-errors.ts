// What a failed call means, in the interface's language: a missing session, a 429's wait, the
// server's translated message. No tRPC code here (only its type): the error screen of the first
// page's shell uses these (issue 36); tRPC's own error is known by its name.
import type { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../routers/_app';
import i18n, { currentLanguage } from '../i18n';

/** A tRPC client error (the class is in the data layer's code, not the shell's). */
function isClientError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** True when a call failed because the session is missing or expired. */
export function isUnauthorized(error: unknown): boolean {
  return isClientError(error) && error.data?.httpStatus === 401;
}

/**
 * Seconds the server asked to wait (a 429's Retry-After), or null when the call was not refused
 * for its rate. Also for the general limit's refusal, whose plain JSON body is no tRPC answer.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isClientError(error)) return null;
  const response = (error.meta as { response?: Response } | undefined)?.response;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? response?.status;
  if (status !== 429) return null;
  const header = Number(response?.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? header : 60;
}

/** "Try again in 5 minutes" in the interface's language (Intl's own plurals, Arabic's six too). */
function rateLimitedMessage(seconds: number): string {
  const lang = currentLanguage();
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  const when = seconds < 60 ? format.format(Math.ceil(seconds), 'second') : format.format(Math.ceil(seconds / 60), 'minute');
  return i18n.t('common:errors.rateLimited', { when, lng: lang, interpolation: { escapeValue: false } });
}

/** The server's translated message list, joined with commas; a 429 says when to try again. */
export function errorMessage(error: unknown, fallback: string): string {
  const wait = retryAfterSeconds(error);
  if (wait !== null) return rateLimitedMessage(wait);
  if (isClientError(error)) {
    const issues = (error.data as { errors?: { message: string }[] } | undefined)?.errors;
    if (issues?.length) return issues.map((i) => i.message).join(', ');
    // Only the server's own (translated) message: not tRPC's or the browser's English ones.
    if ((error.data || error.shape) && error.message && !error.message.startsWith('fetch failed')) return error.message;
  }
  return fallback;
}
