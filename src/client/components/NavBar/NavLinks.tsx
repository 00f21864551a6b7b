import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../hooks/useAuth';

const LANDING_ANCHORS = ['accueil', 'fonctionnalites', 'comment-ca-marche', 'temoignages'] as const;

/** Landing anchors for visitors on '/', the app's sections for users. */
export function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
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
