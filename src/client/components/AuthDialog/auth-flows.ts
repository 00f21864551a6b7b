// What the sign-in surfaces share (pages, dialog, navigation bar, account page): the mutations,
// how a failure becomes a toast, and the signed-out transition (cache cleared,
// redirect to / after a delay, docs/product.md#interface-conventions).
import { notifyManager } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { TRPCClientError } from '@trpc/client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { UserDto } from '../../../shared/dto';
import { errorMessage, trpc } from '../../trpc';

export const REGISTER_REDIRECT_MS = 1500;
export const LOGOUT_REDIRECT_MS = 500;
export const LOGOUT_ERROR_REDIRECT_MS = 1000;
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

/** No answer from the server at all (offline, DNS, connection reset): the page's 'Erreur' toast. */
export function isNetworkError(error: unknown): boolean {
  // An answer that is no tRPC answer (the general limit's 429) is still an answer.
  return error instanceof TRPCClientError && !error.data && !error.shape && !(error.meta as { response?: unknown } | undefined)?.response;
}

/** The server's message, the joined list of messages, or `fallback`. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return fallback;
  return errorMessage(error, fallback);
}

/** Full-page navigation to the Google flow (OAuth needs a top-level navigation). */
export function startGoogleSignIn() {
  window.location.assign(GOOGLE_SIGN_IN_URL);
}

/** Puts the freshly signed-in user in the current-user cache, so every screen updates at once. */
export function useSetCurrentUser() {
  const utils = trpc.useUtils();
  return (user: UserDto) => {
    utils.auth.user.setData(undefined, user);
    void utils.auth.user.invalidate();
  };
}

/**
 * The local side of signing out: after `delayMs`, the user becomes null and the app goes to /
 * in the same render (so protected pages do not flash 'Connexion requise'), then every other
 * cached answer is dropped.
 */
export function useSignedOut() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const authKey = JSON.stringify(getQueryKey(trpc.auth.user)[0]);
  return (delayMs: number) => {
    window.setTimeout(() => {
      void utils.auth.user.cancel();
      notifyManager.batch(() => {
        utils.auth.user.setData(undefined, null);
        notifyManager.schedule(() => navigate('/'));
      });
      window.setTimeout(() => {
        queryClient.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey[0]) !== authKey });
        queryClient.getMutationCache().clear();
      }, 0);
    }, delayMs);
  };
}
