// REST twin of the offline router: the same service function and zod schema.
import type { FastifyInstance } from 'fastify';
import { offlineExamSubmitSchema, offlinePackInputSchema } from '../../shared/schemas/offline.js';
import { parseInput } from '../../server/errors.js';
import { getOfflineExamPack, submitOfflineExam } from '../../server/services/offline-exam.service.js';
import { getOfflinePack } from '../../server/services/offline.service.js';
import { requireUser } from './guards.js';

export async function offlineRoutes(app: FastifyInstance): Promise<void> {
  app.get('/offline/pack', async (req, reply) => {
    const user = requireUser(req);
    const pack = await getOfflinePack(app.db, user, parseInput(offlinePackInputSchema, req.query ?? {}));
    // A member's answers key: never kept by a shared cache or the browser's HTTP cache.
    return reply.header('cache-control', 'private, no-store').send(pack);
  });

  app.get('/offline/exam-pack', async (req, reply) => {
    const user = requireUser(req);
    return reply.header('cache-control', 'private, no-store').send(await getOfflineExamPack(app.db, user));
  });

  app.post('/offline/exam', async (req) => {
    const user = requireUser(req);
    return submitOfflineExam(app.db, user, parseInput(offlineExamSubmitSchema, req.body));
  });
}
