import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../routers/_app';
import { languageHeaders } from './i18n';
import { PUBLIC_READS } from './public-reads';

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

/** Sent alone (public-reads.ts). */
const ALONE = new Set(PUBLIC_READS);

export function createTrpcClient() {
  const fetchWithCookies: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => ALONE.has(op.path),
        true: httpLink({ url: '/trpc', headers: languageHeaders, fetch: fetchWithCookies }),
        false: httpBatchLink({
          url: '/trpc',
          headers: languageHeaders,
          fetch: fetchWithCookies,
          // The server refuses bigger batches (docs/decisions/0006-trpc-batch-cap.md).
          maxItems: 10,
        }),
      }),
    ],
  });
}

// The error helpers hold no tRPC code, for the first page's shell (the error screen) to use them.
export { errorMessage, isUnauthorized } from './lib/api-errors';
