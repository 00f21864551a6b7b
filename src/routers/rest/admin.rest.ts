// REST twins of the admin procedures (/api/admin/stats, /questions, /users, plus
// the questions and users edits, the contact inbox and the audit log). Admins only: 401 without a
// session, 403 for other users, checked before any handler of this plugin runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminQuestionsQuery,
  adminUsersQuery,
  auditLogQuery,
  contactMessagesQuery,
  contactMessageUpdateInput,
  questionUpdateInput,
  userUpdateInput,
} from '../../shared/schemas/admin.js';
import { parseInput } from '../../server/errors.js';
import { listAdminQuestions, updateAdminQuestion } from '../../server/services/admin-questions.service.js';
import { getQuestionAnalysis, listQuestionAnalysis, markQuestionReviewed } from '../../server/services/item-analysis.service.js';
import { questionAnalysisIdInput, questionAnalysisQuery } from '../../shared/schemas/item-analysis.js';
import {
  getAdminStats,
  listAuditLog,
  listContactMessages,
  listUsers,
  updateContactMessage,
  updateUser,
} from '../../server/services/admin.service.js';
import { requireAdmin } from './guards.js';
import { adminResetLinkInput } from '../../shared/schemas/account.js';
import { linkOrigin } from '../../server/mail/links.js';
import { createPasswordResetLink } from '../../server/services/password-reset.service.js';

const body = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
const idParam = (req: FastifyRequest) => (req.params as { id: string }).id;

/** The published API's words for a question's fields (text, answer, active) are accepted too. */
function questionBody(raw: Record<string, unknown>): Record<string, unknown> {
  const out = { ...raw };
  for (const [alias, field] of [['text', 'content'], ['answer', 'correctAnswer'], ['active', 'isActive']] as const) {
    if (alias in out) {
      if (out[field] === undefined) out[field] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Every route of this plugin (and only these) is guarded, before its body is even read.
  app.addHook('onRequest', async (req) => {
    requireAdmin(req);
  });

  app.get('/admin/stats', async () => getAdminStats(app.db));

  app.get('/admin/questions', async (req) => listAdminQuestions(app.db, parseInput(adminQuestionsQuery, req.query)));

  // Item analysis (docs/item-analysis.md).
  app.get('/admin/questions/analysis', async (req) => listQuestionAnalysis(app.db, parseInput(questionAnalysisQuery, req.query)));
  app.get('/admin/questions/:id/analysis', async (req) => {
    const { id } = parseInput(questionAnalysisIdInput, { id: idParam(req) });
    return getQuestionAnalysis(app.db, id);
  });
  app.post('/admin/questions/:id/analysis/review', async (req) => {
    const { id } = parseInput(questionAnalysisIdInput, { id: idParam(req) });
    return markQuestionReviewed(app.db, requireAdmin(req), id);
  });

  app.patch('/admin/questions/:id', async (req) => {
    const input = parseInput(questionUpdateInput, { ...questionBody(body(req)), id: idParam(req) });
    return updateAdminQuestion(app.db, requireAdmin(req), input);
  });

  app.get('/admin/users', async (req) => listUsers(app.db, parseInput(adminUsersQuery, req.query)));

  app.patch('/admin/users/:id', async (req) => {
    const input = parseInput(userUpdateInput, { ...body(req), id: idParam(req) });
    return updateUser(app.db, requireAdmin(req), input);
  });

  // A one-time reset link for the admin to hand over (no e-mail needed); audited.
  app.post('/admin/users/:id/password-reset-link', async (req) => {
    const { id } = parseInput(adminResetLinkInput, { id: idParam(req) });
    return createPasswordResetLink(app.db, requireAdmin(req), id, linkOrigin(app.env, req));
  });

  app.get('/admin/contact-messages', async (req) => {
    return listContactMessages(app.db, parseInput(contactMessagesQuery, req.query));
  });

  app.patch('/admin/contact-messages/:id', async (req) => {
    const input = parseInput(contactMessageUpdateInput, { ...body(req), id: idParam(req) });
    return updateContactMessage(app.db, requireAdmin(req), input);
  });

  app.get('/admin/audit-log', async (req) => listAuditLog(app.db, parseInput(auditLogQuery, req.query ?? {})));
}
