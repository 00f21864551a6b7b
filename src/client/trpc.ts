import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../routers/_app';
import i18n, { currentLanguage } from './i18n';

export const trpc = createTRPCReact<AppRouter>();

/** Data defaults (docs/product.md#interface-conventions): no polling, no refetch on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Public reads the service worker keeps for offline use (src/client/sw.ts): each goes alone, so
 * that a member's own data never shares their response.
 */
const ALONE = new Set(['questions.demo']);

export function createTrpcClient() {
  const headers = () => ({ 'x-product-language': currentLanguage() });
  const fetchWithCookies: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => ALONE.has(op.path),
        true: httpLink({ url: '/trpc', headers, fetch: fetchWithCookies }),
        false: httpBatchLink({
          url: '/trpc',
          headers,
          fetch: fetchWithCookies,
          // The server refuses bigger batches (docs/decisions/0006-trpc-batch-cap.md).
          maxItems: 10,
        }),
      }),
    ],
  });
}

/** True when a call failed because the session is missing or expired. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

/**
 * Seconds the server asked to wait (a 429's Retry-After), or null when the call was not refused
 * for its rate. Also for the general limit's refusal, whose plain JSON body is no tRPC answer.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
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
  if (error instanceof TRPCClientError) {
    const issues = (error.data as { errors?: { message: string }[] } | undefined)?.errors;
    if (issues?.length) return issues.map((i) => i.message).join(', ');
    // Only the server's own (translated) message: not tRPC's or the browser's English ones.
    if ((error.data || error.shape) && error.message && !error.message.startsWith('fetch failed')) return error.message;
  }
  return fallback;
}
