// REST twin of the reminders router, and the List-Unsubscribe address of the reminder e-mail:
// RFC 8058's one-click POST comes from the mail client with a form body
// (« List-Unsubscribe=One-Click ») and no session; the token in the address does the work.
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../server/errors.js';
import { unsubscribe } from '../../server/services/reminder.service.js';
import { unsubscribeInputSchema } from '../../shared/schemas/learning.js';

/** A one-click body is a few bytes. */
const FORM_BODY_LIMIT = 1024;

export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  // Only in this plugin: the form types RFC 8058 names, read as text and not used.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => done(null, body));
  }
  app.post('/reminders/unsubscribe', async (req) => {
    const body = req.body !== null && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const query = (req.query ?? {}) as Record<string, unknown>;
    return unsubscribe(app.db, parseInput(unsubscribeInputSchema, { token: query.token ?? body.token }).token);
  });
}
