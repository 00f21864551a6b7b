import type { FastifyInstance } from 'fastify';
import { storyIdInput, storySubmitInput } from '../../shared/schemas/community.js';
import { parseInput } from '../../server/errors.js';
import { likeStory, listPublishedStories, submitStory } from '../../server/services/story.service.js';
import { PRIVATE_REVALIDATE, sendConditionalJson } from '../../server/http/conditional.js';

export async function storyRoutes(app: FastifyInstance): Promise<void> {
  // 'liked' depends on who asks: revalidated every time, 304 when nothing changed.
  app.get('/success-stories', async (req, reply) => {
    const stories = await listPublishedStories(app.db, { userId: req.auth.user?.id ?? null, ip: req.clientKey });
    return sendConditionalJson(req, reply, JSON.stringify(stories), PRIVATE_REVALIDATE);
  });

  // Submissions and likes are limited per address by route-limits.ts, on both doors.
  app.post('/success-stories', async (req, reply) => {
    const input = parseInput(storySubmitInput, req.body);
    const result = await submitStory(app.db, input, { userId: req.auth.user?.id ?? null, ip: req.clientKey });
    return reply.status(201).send(result);
  });

  app.post('/success-stories/:id/like', async (req) => {
    const { id } = parseInput(storyIdInput, req.params);
    return likeStory(app.db, id, { userId: req.auth.user?.id ?? null, ip: req.clientKey });
  });
}
