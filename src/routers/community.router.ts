// Community: success stories, challenges, leaderboard and the member's stats. Thin: zod input →
// one service call.
import {
  challengeIdInput,
  storyIdInput,
  storySubmitInput,
} from '../shared/schemas/community.js';
import { joinChallenge, listChallenges } from '../server/services/challenge.service.js';
import { getLeaderboard, getUserStats } from '../server/services/community-stats.service.js';
import { likeStory, listPublishedStories, submitStory } from '../server/services/story.service.js';
import { authedProcedure, limitedPublicProcedure, publicProcedure, router } from '../server/trpc.js';

export const communityRouter = router({
  stories: router({
    list: publicProcedure.query(({ ctx }) => listPublishedStories(ctx.db, { userId: ctx.user?.id ?? null, ip: ctx.ip })),
    submit: limitedPublicProcedure
      .input(storySubmitInput)
      .mutation(({ ctx, input }) => submitStory(ctx.db, input, { userId: ctx.user?.id ?? null, ip: ctx.ip })),
    like: limitedPublicProcedure
      .input(storyIdInput)
      .mutation(({ ctx, input }) => likeStory(ctx.db, input.id, { userId: ctx.user?.id ?? null, ip: ctx.ip })),
  }),
  challenges: router({
    list: publicProcedure.query(({ ctx }) => listChallenges(ctx.db, ctx.user?.id ?? null)),
    join: authedProcedure.input(challengeIdInput).mutation(({ ctx, input }) => joinChallenge(ctx.db, ctx.user.id, input.id)),
  }),
  leaderboard: publicProcedure.query(({ ctx }) => getLeaderboard(ctx.db, ctx.user?.id ?? null)),
  userStats: authedProcedure.query(({ ctx }) => getUserStats(ctx.db, ctx.user.id)),
});
