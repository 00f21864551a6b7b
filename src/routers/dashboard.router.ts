// The member's dashboard: the same area name as GET /api/dashboard/stats and dashboard.service.
import { z } from 'zod';
import { getDashboardStats } from '../server/services/dashboard.service.js';
import { authedProcedure, router } from '../server/trpc.js';

export const dashboardRouter = router({
  /** Dashboard statistics of the signed-in user. */
  stats: authedProcedure.input(z.void()).query(({ ctx }) => getDashboardStats(ctx.db, ctx.user)),
});
