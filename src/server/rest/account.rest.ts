// REST twins of the `account` procedures: free full access, GDPR export and account deletion.
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../auth/cookies.js';
import { deleteAccount, enableFullAccess, exportAccountData } from '../services/account.service.js';
import { requireUser } from './guards.js';

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
