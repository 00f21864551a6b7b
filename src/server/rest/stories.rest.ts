import type { FastifyInstance } from 'fastify';
import { storyIdInput, storySubmitInput } from '../../shared/schemas/community.js';
import { parseInput } from '../errors.js';
import { likeStory, listPublishedStories, STORY_SUBMIT_MAX, STORY_WINDOW_MS, submitStory } from '../services/story.service.js';

export async function storyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/success-stories', async (req) => listPublishedStories(app.db, { userId: req.auth.user?.id ?? null, ip: req.ip }));

  // Public form: a per-IP limit on top of the general one (the service counts too, for /trpc).
  app.post(
    '/success-stories',
    { config: { rateLimit: { max: STORY_SUBMIT_MAX, timeWindow: STORY_WINDOW_MS } } },
    async (req, reply) => {
      const input = parseInput(storySubmitInput, req.body);
      const result = await submitStory(app.db, input, { userId: req.auth.user?.id ?? null, ip: req.ip });
      return reply.status(201).send(result);
    },
  );

  app.post('/success-stories/:id/like', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (req) => {
    const { id } = parseInput(storyIdInput, req.params);
    return likeStory(app.db, id, { userId: req.auth.user?.id ?? null, ip: req.ip });
  });
}
