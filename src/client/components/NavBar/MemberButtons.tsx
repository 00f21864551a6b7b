// A member's buttons in the navigation bar: 'Mon compte' and the logout button
// (docs/product.md#interface-conventions: toast, cache cleared, / after 0.5 s; on error an error
// toast and / after 1 s). Loaded with the data layer (AuthButtons.tsx).
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { LOGOUT_ERROR_REDIRECT_MS, LOGOUT_REDIRECT_MS, useSignedOut } from '../AuthDialog/auth-flows';

export default function MemberButtons({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'auth']);
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
