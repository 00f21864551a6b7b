import type { BadgeRarity, RewardBadgeId } from '../../../shared/schemas/community';

export const BADGE_ICONS: Record<RewardBadgeId, string> = {
  debutant: '🎓',
  serie_de_feu: '🔥',
  expert_histoire: '📜',
  champion_communautaire: '🏆',
  mentor: '🤝',
  perfectionniste: '💯',
};

export const RARITY_COLORS: Record<BadgeRarity, string> = {
  common: 'gray',
  rare: 'blue',
  epic: 'grape',
  legendary: 'yellow',
};
