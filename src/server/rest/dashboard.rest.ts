import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { getDashboardStats } from '../services/dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/stats', async (req) => {
    if (!req.auth.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
    return getDashboardStats(app.db, req.auth.user);
  });
}
