import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';
import { useAuth } from './useAuth';

export const REDIRECT_DELAY_MS = 500;

function go(navigate: (to: string) => void, to: string) {
  // /api/... targets are full-page navigations (spec section 2).
  if (to.startsWith('/api/')) window.location.assign(to);
  else navigate(to);
}

/**
 * For pages that need a session: once the auth state is known and there is no user, shows
 * 'Connexion requise' with the page's own message and goes to `to` after 500 ms (spec section 8).
 */
export function useRequireAuth(message: string, to = '/') {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (auth.isLoading || auth.user) return;
    toast(t('errors.loginRequired'), message, { destructive: true });
    const timer = setTimeout(() => go(navigate, to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs when the auth state settles, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth.isLoading, auth.user]);
  return auth;
}

/** A call answered 401: 'Session expirée' / 'Reconnexion en cours...', then `to` after 500 ms. */
export function useSessionExpired() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  return (to = '/', body?: string) => {
    toast(t('errors.sessionExpired'), body ?? t('errors.sessionExpiredBody'), { destructive: true });
    void utils.auth.user.invalidate();
    setTimeout(() => go(navigate, to), REDIRECT_DELAY_MS);
  };
}
