import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storyModerateInput, storyStatusQuery } from '../../shared/schemas/community.js';
import { parseInput } from '../errors.js';
import { listStoriesForAdmin, moderateStory } from '../services/story.service.js';

function admin(req: FastifyRequest) {
  const user = req.auth.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
  if (user.isAdmin !== 1) throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.forbidden' });
  return user;
}

export async function adminStoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/success-stories', async (req) => {
    admin(req);
    const { status } = parseInput(storyStatusQuery, req.query);
    return listStoriesForAdmin(app.db, status);
  });

  app.patch('/admin/success-stories/:id', async (req) => {
    const user = admin(req);
    const input = parseInput(storyModerateInput, { ...(req.body as object), id: (req.params as { id: string }).id });
    return moderateStory(app.db, user, input);
  });
}
