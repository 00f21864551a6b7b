import type { FastifyInstance } from 'fastify';
import { storyModerateInput, storyStatusQuery } from '../../shared/schemas/community.js';
import { parseInput } from '../../server/errors.js';
import { listStoriesForAdmin, moderateStory } from '../../server/services/story.service.js';
import { requireAdmin } from './guards.js';

export async function adminStoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/success-stories', async (req) => {
    requireAdmin(req);
    return listStoriesForAdmin(app.db, parseInput(storyStatusQuery, req.query));
  });

  app.patch('/admin/success-stories/:id', async (req) => {
    const user = requireAdmin(req);
    const input = parseInput(storyModerateInput, { ...(req.body as object), id: (req.params as { id: string }).id });
    return moderateStory(app.db, user, input);
  });
}
