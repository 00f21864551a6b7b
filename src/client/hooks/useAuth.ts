import { useSyncExternalStore } from 'react';
import type { UserDto } from '../../shared/dto';
import { getSession, subscribeSession } from '../lib/session';
import { rememberedMember } from '../offline/member';

/** The member as the app shows them: the session's, else the one remembered offline, else null. */
function currentUser(): UserDto | null {
  const session = getSession();
  return session.data ?? (session.offline ? rememberedMember() : null);
}

/** The prerendered pages show the visitor's view (the prerender never fetches). */
const visitor = (): null => null;
const notLoading = (): boolean => false;
const loading = (): boolean => getSession().isLoading;

/**
 * The signed-in member, or null. Null while React takes over prerendered markup (and in the
 * prerender itself): a part of the page that hydrates after the current user has arrived must
 * still render the visitor's view, or React finds different markup (#418); the member's view
 * follows in the render right after. A component re-renders only when the user itself changes
 * (the same object while it is unchanged: the query's data, rememberedMember's cache): a
 * visitor's landing is not rendered again when the session's call starts and answers (issue 36:
 * each of those renders was a long task on a phone).
 */
export function useUser(): UserDto | null {
  return useSyncExternalStore(subscribeSession, currentUser, visitor);
}

/**
 * Auth state derives from the current-user call, which yields null when signed out. Without
 * network the call fails: the member remembered on the device stays signed in, so that /quiz
 * works offline (docs/offline.md); the server still checks the session when the answers are sent.
 * Read from the session store (lib/session.ts), which the data layer keeps in step with the
 * `auth.user` query: the first page's code holds no tRPC (issue 36). A component that needs only
 * the user reads useUser, which does not re-render it when the call starts and ends.
 */
export function useAuth(): { user: UserDto | null; isLoading: boolean; isAuthenticated: boolean } {
  const user = useUser();
  // The prerender never fetches, so it rendered 'not loading': hydration must say the same. A new
  // try of a failed call keeps the remembered member and is not 'loading' (data.tsx, bindSession).
  const isLoading = useSyncExternalStore(subscribeSession, loading, notLoading);
  return { user, isLoading, isAuthenticated: user !== null };
}

/** 'Bonjour, {name}': first name, else the part of the email before the at sign. */
export function displayName(user: Pick<UserDto, 'firstName' | 'email'> | null | undefined, fallback = 'Candidat'): string {
  if (!user) return fallback;
  if (user.firstName?.trim()) return user.firstName.trim();
  const local = user.email?.split('@')[0];
  return local || fallback;
}
