import { Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayName, useUser } from '../../hooks/useAuth';
import { AuthButtons } from './AuthButtons';
import { NavLinks } from './NavLinks';

/** The phone menu: the navigation, the greeting and the account buttons in a drawer. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menu')} position="right" size="xs" hiddenFrom="md">
      <Stack>
        {user && <Text fw={500}>{t('nav.greeting', { name: displayName(user) })}</Text>}
        <NavLinks vertical onNavigate={onClose} />
        <AuthButtons vertical onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
