import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useUser } from '../../hooks/useAuth';
import { COMMUNITY_ITEM, isActive, MEMBER_ITEMS, VISITOR_ITEMS, type NavItem } from './nav-items';

const LANDING_ANCHORS = ['accueil', 'fonctionnalites', 'comment-ca-marche', 'temoignages'] as const;

/**
 * Members: Accueil · Quiz · Examen · Entretien · Progrès · Communauté (and Admin). Visitors:
 * Démo · Tarifs · FAQ · Guide, plus the landing page's sections while on '/' (in the header
 * from wide screens on, always in the phone menu).
 */
export function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const [location] = useLocation();
  const Wrapper = vertical ? Stack : Group;
  const row = vertical ? {} : { wrap: 'nowrap' as const };
  const link = (item: NavItem) => {
    const active = isActive(item, location);
    return (
      <Anchor
        key={item.href}
        component={Link}
        href={item.href}
        c={active ? 'blue.8' : 'dark'}
        fw={active ? 700 : 500}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {t(item.label)}
      </Anchor>
    );
  };
  if (!user) {
    return (
      <Wrapper gap="md" {...row}>
        {VISITOR_ITEMS.map(link)}
        {location === '/' && (
          <Wrapper gap="md" {...row} visibleFrom={vertical ? undefined : 'lg'}>
            {LANDING_ANCHORS.map((id) => (
              <Anchor key={id} href={`#${id}`} c="dark" fw={500} onClick={onNavigate}>
                {t(`nav.anchors.${id}`)}
              </Anchor>
            ))}
          </Wrapper>
        )}
      </Wrapper>
    );
  }
  const items = [...MEMBER_ITEMS, COMMUNITY_ITEM, ...(user.isAdmin ? [{ href: '/admin', label: 'nav.admin' }] : [])];
  return (
    <Wrapper gap="md" {...row}>
      {items.map(link)}
    </Wrapper>
  );
}
