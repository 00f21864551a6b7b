import { useSyncExternalStore } from 'react';
import type { UserDto } from '../../shared/dto';
import { getServerSession, getSession, subscribeSession } from '../lib/session';
import { rememberedMember } from '../offline/member';

const noSubscription = () => () => {};

/**
 * False while React takes over prerendered markup (and in the prerender itself), true otherwise.
 * The prerendered pages show the visitor's view: a part of the page that hydrates after the
 * current user has arrived must still render that view, or React finds different markup (#418);
 * the member's view follows in the render right after.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Auth state derives from the current-user call, which yields null when signed out. Without
 * network the call fails: the member remembered on the device stays signed in, so that /quiz
 * works offline (docs/offline.md); the server still checks the session when the answers are sent.
 * Read from the session store (lib/session.ts), which the data layer keeps in step with the
 * `auth.user` query: the first page's code holds no tRPC (issue 36).
 */
export function useAuth(): { user: UserDto | null; isLoading: boolean; isAuthenticated: boolean } {
  const session = useSyncExternalStore(subscribeSession, getSession, getServerSession);
  const hydrated = useHydrated();
  const user = hydrated ? (session.data ?? (session.offline ? rememberedMember() : null)) : null;
  // The prerender never fetches, so it rendered 'not loading': hydration must say the same.
  return { user, isLoading: hydrated && session.isLoading, isAuthenticated: user !== null };
}

/** 'Bonjour, {name}': first name, else the part of the email before the at sign. */
export function displayName(user: Pick<UserDto, 'firstName' | 'email'> | null | undefined, fallback = 'Candidat'): string {
  if (!user) return fallback;
  if (user.firstName?.trim()) return user.firstName.trim();
  const local = user.email?.split('@')[0];
  return local || fallback;
}
