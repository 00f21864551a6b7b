import type { ComponentType, SVGProps } from 'react';
import type { BadgeRarity, RewardBadgeId } from '../../../shared/schemas/community';
import { CapIcon, FlameIcon, ScrollIcon, TargetIcon, TrophyIcon, UsersIcon } from '../Icons/Icons';

/** Drawn icons, not emoji: a phone without an emoji font would show empty boxes. */
export const BADGE_ICONS: Record<RewardBadgeId, ComponentType<SVGProps<SVGSVGElement> & { size?: number }>> = {
  debutant: CapIcon,
  serie_de_feu: FlameIcon,
  expert_histoire: ScrollIcon,
  champion_communautaire: TrophyIcon,
  mentor: UsersIcon,
  perfectionniste: TargetIcon,
};

export const RARITY_COLORS: Record<BadgeRarity, string> = {
  common: 'gray',
  rare: 'blue',
  epic: 'grape',
  legendary: 'yellow',
};
