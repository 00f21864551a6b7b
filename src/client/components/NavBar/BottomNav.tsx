// The phone's bottom bar for members: Accueil · Quiz · Examen · Entretien · Progrès, always in
// reach of the thumb. While it is shown, the page reserves its height (--app-bottom-bar) so that
// nothing, not even a sticky 'Suivant' bar, ends up under it.
import { UnstyledButton } from '@mantine/core';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useUser } from '../../hooks/useAuth';
import { BookIcon, ChartIcon, HomeIcon, LandmarkIcon, MicIcon } from '../Icons/Icons';
import { isActive, MEMBER_ITEMS } from './nav-items';
import classes from './NavBar.module.css';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  '/': HomeIcon,
  '/quiz': BookIcon,
  '/examen-civique': LandmarkIcon,
  '/interview': MicIcon,
  '/history': ChartIcon,
};

export function BottomNav() {
  const { t } = useTranslation();
  const user = useUser();
  const [location] = useLocation();
  useEffect(() => {
    if (!user) return;
    document.documentElement.setAttribute('data-bottom-nav', '');
    return () => document.documentElement.removeAttribute('data-bottom-nav');
  }, [user]);
  if (!user) return null;
  return (
    <nav className={classes.bottomNav} aria-label={t('nav.mainNavigation')} data-testid="bottom-nav">
      {MEMBER_ITEMS.map((item) => {
        const Icon = ICONS[item.href] ?? BookIcon;
        const active = isActive(item, location);
        return (
          <UnstyledButton
            key={item.href}
            component={Link}
            href={item.href}
            className={classes.bottomItem}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={22} />
            <span>{t(item.label)}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
