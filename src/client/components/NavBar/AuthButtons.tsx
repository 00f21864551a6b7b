import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../hooks/useAuth';
import { AfterFirstRender, lazyWithData } from '../../lib/late';
import { useAuthDialog } from '../AuthDialog/AuthDialogProvider';

// A member's buttons (account, logout) need the data layer: they load with it (issue 36). Only a
// member sees them, and a member is known only once the data layer has answered.
const MemberButtons = lazyWithData(() => import('./MemberButtons'));

/**
 * Visitors: 'Se connecter' / 'S'inscrire' open the login/register dialog on that tab. Users:
 * 'Mon compte' and the logout button (MemberButtons.tsx).
 */
export function AuthButtons({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const user = useUser();
  const dialog = useAuthDialog();
  const Wrapper = vertical ? Stack : Group;
  if (user) {
    return (
      <AfterFirstRender>
        <MemberButtons vertical={vertical} onNavigate={onNavigate} />
      </AfterFirstRender>
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
