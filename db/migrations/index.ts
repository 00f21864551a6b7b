// The list of migrations, in order. Imported statically so the migrator works the same under
// tsx, vitest and any bundler. Add a new dated file and a line here; never edit a shipped one.
import type { Migration } from 'kysely';
import * as initial from './2026-11-21_initial.js';
import * as questionsAdminEdited from './2026-11-22_questions-admin-edited.js';
import * as accountTokens from './2026-11-24_account-tokens.js';
import * as communityAggregates from './2026-11-24_community-aggregates.js';
import * as signInDevices from './2026-11-24_sign-in-devices.js';
import * as questionBankVersion from './2026-11-25_question-bank-version.js';
import * as responsesUnique from './2026-11-25_responses-unique.js';
import * as learning from './2026-11-26_learning.js';
import * as learningBackfill from './2026-11-26_learning-backfill.js';
import * as serverSecrets from './2026-11-27_server-secrets.js';
import * as currentFacts from './2026-11-28_current-facts.js';
import * as glossary from './2026-11-28_glossary.js';
import * as questionArabic from './2026-11-28_question-arabic.js';
import * as rowCountsPerStatement from './2026-11-29_row-counts-per-statement.js';
import * as challengeArabic from './2026-11-30_challenge-arabic.js';
import * as storyOrderIndex from './2026-12-01_story-order-index.js';
import * as offlineExamPapers from './2026-12-02_offline-exam-papers.js';
import * as contactItem from './2026-12-03_contact-item.js';
import * as preparationGroups from './2026-12-03_preparation-groups.js';
import * as questionStats from './2026-12-03_question-stats.js';
import * as attemptTranslationOpened from './2026-12-04_attempt-translation-opened.js';
import * as dailySession from './2026-12-05_daily-session.js';
import * as responsesUserQuestion from './2026-12-06_responses-user-question.js';
import * as pendingRegistrations from './2026-12-07_pending-registrations.js';
import * as readinessKept from './2026-12-08_readiness-kept.js';
import * as recentWindowVersion from './2026-12-08_recent-window-version.js';

export const migrations: Record<string, Migration> = {
  '2026-11-21_initial': initial,
  '2026-11-22_questions-admin-edited': questionsAdminEdited,
  '2026-11-24_account-tokens': accountTokens,
  '2026-11-24_community-aggregates': communityAggregates,
  '2026-11-24_sign-in-devices': signInDevices,
  '2026-11-25_question-bank-version': questionBankVersion,
  '2026-11-25_responses-unique': responsesUnique,
  '2026-11-26_learning': learning,
  '2026-11-26_learning-backfill': learningBackfill,
  '2026-11-27_server-secrets': serverSecrets,
  '2026-11-28_current-facts': currentFacts,
  '2026-11-28_glossary': glossary,
  '2026-11-28_question-arabic': questionArabic,
  '2026-11-29_row-counts-per-statement': rowCountsPerStatement,
  '2026-11-30_challenge-arabic': challengeArabic,
  '2026-12-01_story-order-index': storyOrderIndex,
  '2026-12-02_offline-exam-papers': offlineExamPapers,
  '2026-12-03_contact-item': contactItem,
  '2026-12-03_preparation-groups': preparationGroups,
  '2026-12-03_question-stats': questionStats,
  '2026-12-04_attempt-translation-opened': attemptTranslationOpened,
  '2026-12-05_daily-session': dailySession,
  '2026-12-06_responses-user-question': responsesUserQuestion,
  '2026-12-07_pending-registrations': pendingRegistrations,
  '2026-12-08_readiness-kept': readinessKept,
  '2026-12-08_recent-window-version': recentWindowVersion,
};
