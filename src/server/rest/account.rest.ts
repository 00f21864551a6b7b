// REST twins of the `account` procedures: free full access, GDPR export and account deletion.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { User } from '../../../db/schema.js';
import { clearSessionCookie } from '../auth/cookies.js';
import { deleteAccount, enableFullAccess, exportAccountData } from '../services/account.service.js';

function requireUser(req: FastifyRequest): User {
  if (!req.auth.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
  return req.auth.user;
}

export function exportFileName(now = new Date()): string {
  return `prepa-naturalisation-mes-donnees-${now.toISOString().slice(0, 10)}.json`;
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.post('/account/full-access', async (req) => enableFullAccess(app.db, requireUser(req).id));

  app.get('/account/export', async (req, reply) => {
    const data = await exportAccountData(app.db, requireUser(req).id);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/account', async (req, reply) => {
    await deleteAccount(app.db, requireUser(req).id);
    clearSessionCookie(req, reply);
    return { success: true };
  });
}
