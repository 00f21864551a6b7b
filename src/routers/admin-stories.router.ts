// Moderation of success stories, mounted by the admin router as admin.stories.
import { storyModerateInput, storyStatusQuery } from '../shared/schemas/community.js';
import { listStoriesForAdmin, moderateStory } from '../server/services/story.service.js';
import { adminProcedure, router } from '../server/trpc.js';

export const storiesAdminRouter = router({
  list: adminProcedure.input(storyStatusQuery).query(({ ctx, input }) => listStoriesForAdmin(ctx.db, input)),
  moderate: adminProcedure.input(storyModerateInput).mutation(({ ctx, input }) => moderateStory(ctx.db, ctx.user, input)),
});
