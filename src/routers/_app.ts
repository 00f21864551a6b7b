// The one router tree, mounted at /trpc. Each sub-router is thin: zod input → one service call.
import { router } from '../server/trpc.js';
import { accountRouter } from './account.router.js';
import { adminRouter } from './admin.router.js';
import { attemptsRouter } from './attempts.router.js';
import { authRouter } from './auth.router.js';
import { communityRouter } from './community.router.js';
import { configRouter } from './config.router.js';
import { contactRouter } from './contact.router.js';
import { dashboardRouter } from './dashboard.router.js';
import { examRouter } from './exam.router.js';
import { glossaryRouter } from './glossary.router.js';
import { groupsRouter } from './groups.router.js';
import { factsRouter } from './facts.router.js';
import { interviewRouter } from './interview.router.js';
import { learningRouter } from './learning.router.js';
import { offlineRouter } from './offline.router.js';
import { questionsRouter } from './questions.router.js';
import { remindersRouter } from './reminders.router.js';

export const appRouter = router({
  auth: authRouter,
  questions: questionsRouter,
  attempts: attemptsRouter,
  dashboard: dashboardRouter,
  exam: examRouter,
  interview: interviewRouter,
  learning: learningRouter,
  offline: offlineRouter,
  community: communityRouter,
  admin: adminRouter,
  account: accountRouter,
  contact: contactRouter,
  config: configRouter,
  glossary: glossaryRouter,
  facts: factsRouter,
  groups: groupsRouter,
  reminders: remindersRouter,
});

export type AppRouter = typeof appRouter;
