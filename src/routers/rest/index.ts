// The REST adapter: every documented /api path, each calling the same service as its tRPC twin.
import type { FastifyInstance } from 'fastify';
import { jsonNestedDeeperThan } from '../../server/http/json-depth.js';
import { healthRoutes } from './health.rest.js';
import { questionRoutes } from './questions.rest.js';
import { examRoutes } from './exam.rest.js';
import { authRoutes } from './auth.rest.js';
import { accountRoutes } from './account.rest.js';
import { contactRoutes } from './contact.rest.js';
import { questionCountRoutes } from './question-counts.rest.js';
import { attemptRoutes } from './attempts.rest.js';
import { responseRoutes } from './responses.rest.js';
import { dashboardRoutes } from './dashboard.rest.js';
import { interviewRoutes } from './interview.rest.js';
import { storyRoutes } from './stories.rest.js';
import { communityRoutes } from './community.rest.js';
import { adminStoryRoutes } from './admin-stories.rest.js';
import { adminRoutes } from './admin.rest.js';
import { learningRoutes } from './learning.rest.js';
import { offlineRoutes } from './offline.rest.js';
import { glossaryRoutes } from './glossary.rest.js';
import { factRoutes } from './facts.rest.js';
import { groupRoutes } from './groups.rest.js';
import { reminderRoutes } from './reminders.rest.js';

export async function registerRest(app: FastifyInstance): Promise<void> {
  // JSON bodies of this door: nesting counted before parsing (json-depth.ts, a linear scan), then
  // Fastify's own parser (prototype poisoning refused). Deeper than MAX_INPUT_DEPTH: a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only, as docs/security.md says: Fastify's text/plain parser let a text body reach the
  // routes (a 400 from the schema instead of the 415 of any other type). Issue 35, item 12.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestedDeeperThan(body as string)) return done(Object.assign(new Error('JSON nested too deep'), { statusCode: 400 }), undefined);
    return parseJson(req, body as string, done);
  });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(questionRoutes);
  await app.register(examRoutes);
  await app.register(contactRoutes);
  await app.register(questionCountRoutes);
  await app.register(attemptRoutes);
  await app.register(responseRoutes);
  await app.register(dashboardRoutes);
  await app.register(interviewRoutes);
  await app.register(storyRoutes);
  await app.register(communityRoutes);
  await app.register(adminStoryRoutes);
  await app.register(adminRoutes);
  await app.register(learningRoutes);
  await app.register(offlineRoutes);
  await app.register(glossaryRoutes);
  await app.register(factRoutes);
  await app.register(groupRoutes);
  await app.register(reminderRoutes);
}
