// Inputs and answers of the community area (success stories, challenges, leaderboard, rewards),
// shared by the tRPC routers, the REST adapter and the client. zod only.
import { z } from 'zod';
import { pageFields, withDefaults } from './pagination.js';

// ---------------------------------------------------------------------------------------------
// Success stories
// ---------------------------------------------------------------------------------------------

export const STORY_STATUSES = ['pending', 'published', 'rejected'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** Length limits of the submission form (the client shows the same ones). */
export const STORY_LIMITS = {
  name: 60,
  city: 80,
  region: 80,
  originalCountry: 80,
  naturalizationDate: 40,
  storyMin: 30,
  story: 3000,
  interviewTips: 1000,
} as const;
export const STORY_QUIZ_SCORE_MAX = 20;

const requiredText = (max: number) => z.string().trim().min(1, { message: 'community.field_required' }).max(max);

/**
 * The form sends quizScore as a string: '' (or nothing) means no score; otherwise a number from
 * 0 to 20, at most one decimal (e.g. '15.5' or '15,5').
 */
const quizScoreSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'string') {
      const s = v.trim().replace(',', '.');
      if (s === '') return null;
      return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
    }
    return v;
  },
  z
    .number({ message: 'community.quiz_score_range' })
    .min(0, { message: 'community.quiz_score_range' })
    .max(STORY_QUIZ_SCORE_MAX, { message: 'community.quiz_score_range' })
    .transform((n) => Math.round(n * 10) / 10)
    .nullable(),
);

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .max(max)
      .transform((s) => (s === '' ? null : s)),
  );

/** POST /api/success-stories (docs/product.md#community: six required fields, quizScore 0–20 optional). */
export const storySubmitInput = z.object({
  name: requiredText(STORY_LIMITS.name),
  city: requiredText(STORY_LIMITS.city),
  region: requiredText(STORY_LIMITS.region),
  originalCountry: requiredText(STORY_LIMITS.originalCountry),
  naturalizationDate: requiredText(STORY_LIMITS.naturalizationDate),
  story: z
    .string()
    .trim()
    .min(1, { message: 'community.field_required' })
    .min(STORY_LIMITS.storyMin, { message: 'community.story_too_short' })
    .max(STORY_LIMITS.story),
  quizScore: quizScoreSchema,
  interviewTips: optionalText(STORY_LIMITS.interviewTips),
});
export type StorySubmitInput = z.output<typeof storySubmitInput>;
export type StorySubmitForm = z.input<typeof storySubmitInput>;

export const storyIdInput = z.object({ id: z.coerce.number().int().positive() });

/** admin.stories.list and GET /api/admin/success-stories?status=&page=&pageSize=. */
export const storyStatusQuery = withDefaults(
  z.object({
    status: z.preprocess((v) => (v === '' || v === undefined ? 'pending' : v), z.enum(STORY_STATUSES)),
    ...pageFields,
  }),
);
export type StoryStatusQuery = z.output<typeof storyStatusQuery>;
export const storyModerateInput = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(STORY_STATUSES),
});
export type StoryModerateInput = z.output<typeof storyModerateInput>;

/** A published story as everyone sees it. Text only, never HTML. */
export interface SuccessStoryDto {
  id: number;
  name: string;
  city: string;
  region: string;
  originalCountry: string;
  naturalizationDate: string;
  story: string;
  quizScore: number | null;
  interviewTips: string | null;
  /** Checked by a moderator: true for every listed story. */
  verified: boolean;
  likes: number;
  /** Whether the asking user (or, for a visitor, their IP address) has liked it. */
  liked: boolean;
  publishedAt: string;
}

/** A story as the admins' moderation queue shows it. */
export interface AdminStoryDto extends Omit<SuccessStoryDto, 'liked' | 'publishedAt' | 'verified'> {
  status: StoryStatus;
  createdAt: string;
  moderatedAt: string | null;
  /** Whether a signed-in account sent it (its id, never its email). */
  submittedByUser: boolean;
}

export interface StorySubmitResult {
  id: number;
  status: 'pending';
}

export interface StoryLikeResult {
  id: number;
  likes: number;
  liked: true;
}

// ---------------------------------------------------------------------------------------------
// Challenges, leaderboard, rewards
// ---------------------------------------------------------------------------------------------

export const CHALLENGE_TYPES = ['weekly', 'monthly', 'seasonal', 'other'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];
export const CHALLENGE_DIFFICULTIES = ['Débutant', 'Intermédiaire', 'Expert'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

export const challengeIdInput = z.object({ id: z.string().trim().min(1).max(100) });

/** A challenge (docs/product.md#community), plus what the page needs to explain it (both languages). */
export interface ChallengeDto {
  id: string;
  type: ChallengeType;
  title: string;
  titleEn: string;
  /** Arabic texts (a help translation); null on a challenge written before they existed. */
  titleAr: string | null;
  description: string;
  descriptionEn: string;
  descriptionAr: string | null;
  difficulty: ChallengeDifficulty;
  /** Real number of people who joined. */
  participants: number;
  /** A question category, or 'all'. */
  category: string;
  /** Out of 20. */
  targetScore: number;
  /** How many quizzes at or above the target score it takes. */
  targetCount: number;
  /** Percent, 0–100, for the asking user (0 for a visitor). */
  progress: number;
  /** Qualifying quizzes so far, for the asking user. */
  qualifying: number;
  prize: string;
  prizeEn: string;
  prizeAr: string | null;
  startDate: string;
  endDate: string;
  completed: boolean;
  joined: boolean;
  /** The end date has passed. */
  ended: boolean;
}

export interface JoinChallengeResult {
  challengeId: string;
  joined: true;
  /** False when the user had already joined (joining twice counts once). */
  newlyJoined: boolean;
  participants: number;
}

export const LEADERBOARD_BADGES = ['gold', 'silver', 'bronze'] as const;
export type LeaderboardBadge = (typeof LEADERBOARD_BADGES)[number];

/** A leaderboard row: public name and figures only, never a member id or an email. */
export interface LeaderboardEntryDto {
  rank: number;
  /** First name and last-name initial ('Amina D.'): never an email. */
  username: string;
  city: string | null;
  badge: LeaderboardBadge | null;
  /** Points. */
  score: number;
  streak: number;
  /** The asking member's own row. */
  isMe: boolean;
}

/** The six reward badges (docs/product.md#community). */
export const REWARD_BADGES = [
  { id: 'debutant', rarity: 'common' },
  { id: 'serie_de_feu', rarity: 'rare' },
  { id: 'expert_histoire', rarity: 'epic' },
  { id: 'champion_communautaire', rarity: 'legendary' },
  { id: 'mentor', rarity: 'rare' },
  { id: 'perfectionniste', rarity: 'epic' },
] as const;
export type RewardBadgeId = (typeof REWARD_BADGES)[number]['id'];
export type BadgeRarity = (typeof REWARD_BADGES)[number]['rarity'];

export interface UserBadgeDto {
  id: RewardBadgeId;
  rarity: BadgeRarity;
  earned: boolean;
  /** How far along the user is: current out of target (e.g. 3 of 7 days). */
  current: number;
  target: number;
}

export interface CommunityUserStatsDto {
  /** Position on the leaderboard, or null before the first point. */
  rank: number | null;
  /** Consecutive days, up to today or yesterday, with a completed attempt. */
  streak: number;
  longestStreak: number;
  points: number;
  completedQuizzes: number;
  badges: UserBadgeDto[];
}
