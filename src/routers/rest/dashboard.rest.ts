import type { FastifyInstance } from 'fastify';
import { getDashboardStats } from '../../server/services/dashboard.service.js';
import { requireUser } from './guards.js';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/stats', async (req) => {
    return getDashboardStats(app.db, requireUser(req));
  });
}
