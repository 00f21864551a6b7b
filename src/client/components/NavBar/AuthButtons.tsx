import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuth } from '../../hooks/useAuth';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { LOGOUT_ERROR_REDIRECT_MS, LOGOUT_REDIRECT_MS, useSignedOut } from '../AuthDialog/auth-flows';
import { useAuthDialog } from '../AuthDialog/AuthDialogProvider';

/**
 * Visitors: 'Se connecter' / 'S'inscrire' open the login/register dialog on that tab. Users:
 * 'Mon compte' and the logout button (docs/product.md#interface-conventions: toast, cache cleared, / after 0.5 s; on
 * error an error toast and / after 1 s).
 */
export function AuthButtons({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'auth']);
  const { user } = useAuth();
  const dialog = useAuthDialog();
  const signedOut = useSignedOut();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      toast(t('auth:toasts.logoutSuccessTitle'), t('auth:toasts.logoutSuccessBody'));
      signedOut(LOGOUT_REDIRECT_MS);
    },
    onError: () => {
      toast(t('auth:toasts.logoutErrorTitle'), t('auth:toasts.logoutErrorBody'), { destructive: true });
      signedOut(LOGOUT_ERROR_REDIRECT_MS);
    },
  });
  const Wrapper = vertical ? Stack : Group;
  if (user) {
    return (
      <Wrapper gap="xs">
        <Button component={Link} href="/account" variant="subtle" size="sm" onClick={onNavigate}>
          {t('nav.account')}
        </Button>
        <Button
          variant="default"
          size="sm"
          loading={logout.isPending}
          onClick={() => {
            onNavigate?.();
            logout.mutate();
          }}
        >
          {t('nav.logout')}
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="xs">
      <Button
        variant="default"
        size="sm"
        onClick={() => {
          onNavigate?.();
          dialog.open('login');
        }}
      >
        {t('nav.login')}
      </Button>
      <Button
        size="sm"
        onClick={() => {
          onNavigate?.();
          dialog.open('register');
        }}
      >
        {t('nav.register')}
      </Button>
    </Wrapper>
  );
}
