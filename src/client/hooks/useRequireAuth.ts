import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { loginPathFor } from '../lib/next-path';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';
import { useAuth } from './useAuth';

export const REDIRECT_DELAY_MS = 500;

function go(navigate: (to: string) => void, to: string) {
  // /api/... targets are full-page navigations (server redirects, e.g. Google sign-in).
  if (to.startsWith('/api/')) window.location.assign(to);
  else navigate(to);
}

/** The page the visitor is on, to come back to after signing in. */
function here(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * For pages that need a session: once the auth state is known and there is no user, shows
 * 'Connexion requise' with the page's own message and, after 500 ms, goes to
 * '/login?next=<this page>' so that signing in brings the visitor back here.
 */
export function useRequireAuth(message: string) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  // Reads the latest message and translations without making them reasons to run again.
  const signedOut = useEffectEvent(() => {
    toast(t('errors.loginRequired'), message, { destructive: true });
    const to = loginPathFor(here());
    return setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
  });
  // Runs when the auth state settles, not on every render.
  useEffect(() => {
    if (auth.isLoading || auth.user) return;
    const timer = signedOut();
    return () => clearTimeout(timer);
  }, [auth.isLoading, auth.user]);
  return auth;
}

/**
 * A call answered 401: 'Session expirée' / 'Reconnexion en cours...', then `to` after 500 ms
 * (by default the sign-in page, which brings the member back here).
 */
export function useSessionExpired() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  // One function for the component's whole life that reads the latest language and router, so
  // the effects that list it do not run again when either changes.
  const latest = useRef({ t, navigate, utils });
  useLayoutEffect(() => {
    latest.current = { t, navigate, utils };
  });
  return useCallback((to?: string, body?: string) => {
    const { t, navigate, utils } = latest.current;
    const target = to ?? loginPathFor(here());
    toast(t('errors.sessionExpired'), body ?? t('errors.sessionExpiredBody'), { destructive: true });
    void utils.auth.user.invalidate();
    setTimeout(() => go(navigate, target), REDIRECT_DELAY_MS);
  }, []);
}
