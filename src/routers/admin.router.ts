// The admin panel's procedures (admins only: 401 for visitors, 403 for other users).
import {
  adminQuestionsQuery,
  adminUsersQuery,
  auditLogInput,
  contactMessagesQuery,
  contactMessageUpdateInput,
  questionUpdateInput,
  userUpdateInput,
  AUDIT_PAGE_SIZE,
} from '../shared/schemas/admin.js';
import { updateAdminQuestion, listAdminQuestions } from '../server/services/admin-questions.service.js';
import { getQuestionAnalysis, listQuestionAnalysis, markQuestionReviewed } from '../server/services/item-analysis.service.js';
import { questionAnalysisIdInput, questionAnalysisQuery } from '../shared/schemas/item-analysis.js';
import {
  getAdminStats,
  listAuditLog,
  listContactMessages,
  listUsers,
  updateContactMessage,
  updateUser,
} from '../server/services/admin.service.js';
import { adminProcedure, router } from '../server/trpc.js';
import { adminResetLinkInput } from '../shared/schemas/account.js';
import { linkOrigin } from '../server/mail/links.js';
import { createPasswordResetLink } from '../server/services/password-reset.service.js';
import { storiesAdminRouter } from './admin-stories.router.js';
import { glossaryAdminRouter } from './admin-glossary.router.js';
import { factsAdminRouter } from './facts.router.js';

export const adminRouter = router({
  stats: adminProcedure.query(({ ctx }) => getAdminStats(ctx.db)),
  questions: router({
    list: adminProcedure.input(adminQuestionsQuery).query(({ ctx, input }) => listAdminQuestions(ctx.db, input)),
    update: adminProcedure.input(questionUpdateInput).mutation(({ ctx, input }) => updateAdminQuestion(ctx.db, ctx.user, input)),
    /** Item analysis (docs/item-analysis.md): the figures and flags, one question's detail, « marquer comme revue ». */
    analysis: adminProcedure.input(questionAnalysisQuery).query(({ ctx, input }) => listQuestionAnalysis(ctx.db, input)),
    analysisDetail: adminProcedure.input(questionAnalysisIdInput).query(({ ctx, input }) => getQuestionAnalysis(ctx.db, input.id)),
    markReviewed: adminProcedure.input(questionAnalysisIdInput).mutation(({ ctx, input }) => markQuestionReviewed(ctx.db, ctx.user, input.id)),
  }),
  users: router({
    list: adminProcedure.input(adminUsersQuery).query(({ ctx, input }) => listUsers(ctx.db, input)),
    update: adminProcedure.input(userUpdateInput).mutation(({ ctx, input }) => updateUser(ctx.db, ctx.user, input)),
    /** A one-time reset link to hand over when e-mail is not available; audited. */
    passwordResetLink: adminProcedure
      .input(adminResetLinkInput)
      .mutation(({ ctx, input }) => createPasswordResetLink(ctx.db, ctx.user, input.id, linkOrigin(ctx.env, ctx.req))),
  }),
  contactMessages: router({
    list: adminProcedure.input(contactMessagesQuery).query(({ ctx, input }) => listContactMessages(ctx.db, input)),
    update: adminProcedure.input(contactMessageUpdateInput).mutation(({ ctx, input }) => updateContactMessage(ctx.db, ctx.user, input)),
  }),
  auditLog: router({
    list: adminProcedure
      .input(auditLogInput.optional().default({ page: 1, pageSize: AUDIT_PAGE_SIZE }))
      .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  }),
  stories: storiesAdminRouter,
  glossary: glossaryAdminRouter,
  facts: factsAdminRouter,
});
