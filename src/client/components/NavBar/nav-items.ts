// The app's sections, one list for the desktop header, the phone menu and the phone's bottom bar.

export interface NavItem {
  href: string;
  /** Key in the 'common' namespace. */
  label: string;
  /** Other paths that belong to the same section (aliases). */
  also?: string[];
}

/** Signed in: the practice loop, in the order it is used. */
export const MEMBER_ITEMS: NavItem[] = [
  { href: '/', label: 'nav.home', also: ['/dashboard'] },
  { href: '/quiz', label: 'nav.quiz' },
  { href: '/examen-civique', label: 'nav.examShort', also: ['/exam'] },
  { href: '/interview', label: 'nav.interviewShort' },
  { href: '/history', label: 'nav.progress' },
];

/** Desktop only: the phone reaches it from the menu. */
export const COMMUNITY_ITEM: NavItem = { href: '/community-challenges', label: 'nav.community', also: ['/defis-communautaires'] };

/** Visitors: what to try and read before signing up. */
export const VISITOR_ITEMS: NavItem[] = [
  { href: '/demo', label: 'nav.demo' },
  { href: '/pricing', label: 'nav.pricing' },
  { href: '/faq', label: 'nav.faq' },
  { href: '/naturalisation-francaise', label: 'nav.guide', also: ['/entretien-naturalisation', '/devenir-citoyen-francais'] },
];

export function isActive(item: NavItem, location: string): boolean {
  return location === item.href || Boolean(item.also?.includes(location));
}
