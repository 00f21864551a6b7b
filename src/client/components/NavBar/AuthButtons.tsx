import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuth } from '../../hooks/useAuth';

/** Sign-in / sign-up for visitors; account and sign-out for users (the accounts issue fills these in). */
export function AuthButtons({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const Wrapper = vertical ? Stack : Group;
  if (user) {
    return (
      <Wrapper gap="xs">
        <Button component={Link} href="/account" variant="subtle" size="sm" onClick={onNavigate}>
          {t('nav.account')}
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="xs">
      <Button component={Link} href="/login" variant="default" size="sm" onClick={onNavigate}>
        {t('nav.login')}
      </Button>
      <Button component={Link} href="/register" size="sm" onClick={onNavigate}>
        {t('nav.register')}
      </Button>
    </Wrapper>
  );
}
