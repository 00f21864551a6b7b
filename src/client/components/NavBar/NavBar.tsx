import { Anchor, Box, Burger, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { displayName, useAuth } from '../../hooks/useAuth';
import { LanguageToggle } from './LanguageToggle';
import { AuthButtons } from './AuthButtons';
import classes from './NavBar.module.css';

const LANDING_ANCHORS = ['accueil', 'fonctionnalites', 'comment-ca-marche', 'temoignages'] as const;

function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [location] = useLocation();
  const Wrapper = vertical ? Stack : Group;
  if (!user) {
    if (location !== '/') return null;
    return (
      <Wrapper gap="md">
        {LANDING_ANCHORS.map((id) => (
          <Anchor key={id} href={`#${id}`} c="dark" fw={500} onClick={onNavigate}>
            {t(`nav.anchors.${id}`)}
          </Anchor>
        ))}
      </Wrapper>
    );
  }
  const links = [
    { href: '/', label: t('nav.home') },
    { href: '/quiz', label: t('nav.quiz') },
    { href: '/interview', label: t('nav.interview') },
    ...(user.isAdmin ? [{ href: '/admin', label: t('nav.admin') }] : []),
  ];
  return (
    <Wrapper gap="md">
      {links.map((l) => (
        <Anchor
          key={l.href}
          component={Link}
          href={l.href}
          c={location === l.href ? 'blue.8' : 'dark'}
          fw={location === l.href ? 700 : 500}
          aria-current={location === l.href ? 'page' : undefined}
          onClick={onNavigate}
        >
          {l.label}
        </Anchor>
      ))}
    </Wrapper>
  );
}

export function NavBar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
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
            <Text size="sm" fw={500} data-testid="greeting">
              {t('nav.greeting', { name: displayName(user) })}
            </Text>
          )}
          <AuthButtons />
        </Group>
        <Group gap="xs" hiddenFrom="md" wrap="nowrap">
          <LanguageToggle />
          <Burger opened={opened} onClick={toggle} aria-label={t('nav.openMenu')} />
        </Group>
      </Group>
      <Drawer opened={opened} onClose={close} title={t('nav.menu')} position="right" size="xs" hiddenFrom="md">
        <Stack>
          {user && <Text fw={500}>{t('nav.greeting', { name: displayName(user) })}</Text>}
          <NavLinks vertical onNavigate={close} />
          <AuthButtons vertical onNavigate={close} />
        </Stack>
      </Drawer>
    </Box>
  );
}

