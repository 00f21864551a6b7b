import type { FastifyInstance } from 'fastify';
import { challengeIdInput } from '../../shared/schemas/community.js';
import { parseInput } from '../../server/errors.js';
import { joinChallenge, listChallenges } from '../../server/services/challenge.service.js';
import { getLeaderboard, getUserStats } from '../../server/services/community-stats.service.js';
import { PRIVATE_REVALIDATE, sendConditionalJson } from '../../server/http/conditional.js';
import { requireUser } from './guards.js';

export async function communityRoutes(app: FastifyInstance): Promise<void> {
  // Progress and 'joined' depend on who asks: revalidated every time, 304 when nothing changed.
  app.get('/community/challenges', async (req, reply) => {
    const challenges = await listChallenges(app.db, req.auth.user?.id ?? null);
    return sendConditionalJson(req, reply, JSON.stringify(challenges), PRIVATE_REVALIDATE);
  });

  app.post('/community/challenges/:id/join', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(challengeIdInput, req.params);
    return joinChallenge(app.db, user.id, id);
  });

  app.get('/community/leaderboard', async (req) => getLeaderboard(app.db, req.auth.user?.id ?? null));

  app.get('/community/user-stats', async (req) => getUserStats(app.db, requireUser(req).id));
}
