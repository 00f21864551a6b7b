// REST twins of the `account` procedures: free full access, GDPR export and account deletion.
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../../server/auth/cookies.js';
import { accountExport, deleteAccount, enableFullAccess, exportFileName } from '../../server/services/account.service.js';
import { requireUser } from './guards.js';
import { changePasswordInput, emailChangeInput, profileUpdateInput, tokenInput } from '../../shared/schemas/account.js';
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from '../../server/services/account-settings.service.js';
import { parseInput } from '../../server/errors.js';
import { langFromHeaders, translate } from '../../server/i18n/messages.js';
import { appError } from '../../server/errors.js';
import { ExportSlots } from '../../server/limits/export-slots.js';
import { RETRY_AFTER_SECONDS } from '../../server/http/load-shedding.js';
import { linkOrigin } from '../../server/mail/links.js';
import { prettyJsonChunks } from '../../server/http/json-chunks.js';
import { ReusedBufferStream } from '../../server/http/reused-buffer-stream.js';
import { getReminder, setReminder } from '../../server/services/reminder.service.js';
import { reminderInputSchema } from '../../shared/schemas/learning.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.post('/account/full-access', async (req) => enableFullAccess(app.db, requireUser(req).id));
  app.get('/account/reminder', async (req) => getReminder(app.db, app.env, requireUser(req)));
  app.put('/account/reminder', async (req) => {
    const user = requireUser(req);
    return setReminder(app.db, app.env, user, parseInput(reminderInputSchema, req.body ?? {}), langFromHeaders(req.headers));
  });

  // The only door that builds the export (tRPC hands back this route's link): one per member at a
  // time, EXPORT_CONCURRENCY in the process (export-slots.ts).
  const exportSlots = new ExportSlots(app.env.EXPORT_CONCURRENCY);
  app.get('/account/export', async (req, reply) => {
    const slot = exportSlots.take(requireUser(req).id);
    if (slot === 'member_busy') throw appError('TOO_MANY_REQUESTS', 'account.export_in_progress');
    if (slot === 'process_full') {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: translate('account.export_busy', langFromHeaders(req.headers)) });
    }
    // Given back when the answer is over: sent whole, cut off by the client, or failed.
    reply.raw.once('close', slot.release);
    let doc: Awaited<ReturnType<typeof accountExport>>;
    try {
      doc = await accountExport(app.db, requireUser(req).id);
    } catch (error) {
      slot.release();
      throw error;
    }
    // Read and written a page of rows at a time, the next page only once the socket has taken the
    // last, through two reused buffers (reused-buffer-stream.ts), so that a long history neither
    // holds the event loop nor sits in memory, whole or as garbage.
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(new ReusedBufferStream(prettyJsonChunks(doc)));
  });

  app.post('/account/password', async (req) => {
    const user = requireUser(req);
    return changePassword(app.db, user.id, req.auth.session!.id, parseInput(changePasswordInput, req.body));
  });

  app.patch('/account/profile', async (req) => updateProfile(app.db, requireUser(req).id, parseInput(profileUpdateInput, req.body)));

  app.post('/account/email', async (req) => {
    const user = requireUser(req);
    const input = parseInput(emailChangeInput, req.body);
    return requestEmailChange(app.db, user.id, input, { env: app.env, origin: linkOrigin(app.env, req), lang: langFromHeaders(req.headers) });
  });

  app.post('/account/email/confirm', async (req) =>
    confirmEmailChange(app.db, parseInput(tokenInput, req.body), {
      env: app.env,
      origin: linkOrigin(app.env, req),
      lang: langFromHeaders(req.headers),
      onSendError: (err) => req.log.error({ err }, 'e-mail change notice not sent'),
    }),
  );

  app.delete('/account', async (req, reply) => {
    await deleteAccount(app.db, requireUser(req).id);
    clearSessionCookie(req, reply);
    return { success: true };
  });
}
