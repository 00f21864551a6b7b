import { Anchor, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { displayName, useUser } from '../../hooks/useAuth';
import { LanguageToggle } from './LanguageToggle';
import { AuthButtons } from './AuthButtons';
import { NavLinks } from './NavLinks';
import classes from './NavBar.module.css';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function NavBar() {
  const { t } = useTranslation();
  const user = useUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The phone menu's code (Drawer: portal, focus trap, scroll lock) loads on first open.
  const [menuWanted, setMenuWanted] = useState(false);
  if (opened && !menuWanted) setMenuWanted(true);
  return (
    <Box component="header" className={classes.header} data-sticky-top>
      <a href="#main" className={classes.skip}>
        {t('nav.skipToContent')}
      </a>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <Anchor component={Link} href="/" underline="never" c="blue.9" fw={800} fz="lg" className={classes.brand}>
          <span aria-hidden className={classes.flag} />
          {t('brand')}
        </Anchor>
        <Group gap="lg" visibleFrom="md" wrap="nowrap">
          <NavLinks />
        </Group>
        <Group gap="sm" visibleFrom="md" wrap="nowrap">
          <LanguageToggle />
          {user && (
            <Text size="sm" fw={500} data-testid="greeting" visibleFrom="lg">
              {t('nav.greeting', { name: displayName(user) })}
            </Text>
          )}
          <AuthButtons />
        </Group>
        <Group gap="xs" hiddenFrom="md" wrap="nowrap">
          <LanguageToggle compact />
          <Burger opened={opened} onClick={toggle} aria-label={t('nav.openMenu')} />
        </Group>
      </Group>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}

