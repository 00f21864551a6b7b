import type { FastifyInstance } from 'fastify';
import { challengeIdInput } from '../../shared/schemas/community.js';
import { parseInput } from '../errors.js';
import { joinChallenge, listChallenges } from '../services/challenge.service.js';
import { getLeaderboard, getUserStats } from '../services/community-stats.service.js';
import { requireUser } from './guards.js';

export async function communityRoutes(app: FastifyInstance): Promise<void> {
  app.get('/community/challenges', async (req) => listChallenges(app.db, req.auth.user?.id ?? null));

  app.post('/community/challenges/:id/join', async (req) => {
    const user = requireUser(req);
    const { id } = parseInput(challengeIdInput, req.params);
    return joinChallenge(app.db, user.id, id);
  });

  app.get('/community/leaderboard', async (req) => getLeaderboard(app.db, req.auth.user?.id ?? null));

  app.get('/community/user-stats', async (req) => getUserStats(app.db, requireUser(req).id));
}
