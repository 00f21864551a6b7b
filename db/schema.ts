// Table types for Kysely. Column names are camelCase here and snake_case in SQLite
// (CamelCasePlugin). Booleans are 0/1 integers, dates ISO-8601 text, so the same code can run
// on PostgreSQL later.
import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

type Bool = 0 | 1;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface UserTable {
  id: string;
  email: string;
  passwordHash: string | null;
  googleId: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  isAdmin: Bool;
  hasFullAccess: Bool;
  /** Set by an admin: the member may run preparation groups (docs/groups.md). */
  isTrainer: ColumnType<Bool, Bool | undefined, Bool>;
  createdAt: CreatedAt;
}
export type User = Selectable<UserTable>;

export interface SessionTable {
  /** SHA-256 of the cookie token, hex. The token itself is never stored. */
  id: string;
  userId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  createdAt: CreatedAt;
}

export interface QuestionTable {
  id: string;
  content: string;
  contentEn: string;
  type: 'mcq' | 'open';
  /** JSON array of strings. */
  options: string;
  optionsEn: string;
  correctAnswer: string;
  explanation: string;
  explanationEn: string;
  /** Arabic help translation (null until translated); options as a JSON array, same order. */
  contentAr: ColumnType<string | null, string | null | undefined, string | null>;
  optionsAr: ColumnType<string | null, string | null | undefined, string | null>;
  explanationAr: ColumnType<string | null, string | null | undefined, string | null>;
  category: string;
  theme: string;
  subtheme: string;
  kind: 'knowledge' | 'situation';
  difficulty: number;
  source: string;
  officialRef: string | null;
  /** Key of the current fact (current_facts) the answer depends on: the served answer follows it. */
  factKey: ColumnType<string | null, string | null | undefined, string | null>;
  mediaUrl: string | null;
  isDemo: Bool;
  isActive: Bool;
  createdAt: CreatedAt;
  updatedAt: string;
  /** Set when an admin edits the content: the seed then leaves the row as the admin left it. */
  adminEditedAt: ColumnType<string | null, string | null | undefined, string | null>;
}
export type QuestionRow = Selectable<QuestionTable>;
export type QuestionUpdate = Updateable<QuestionTable>;

export interface AttemptTable {
  id: string;
  userId: string;
  type: 'demo' | 'full' | 'review' | 'spaced' | 'exam' | 'interview';
  startedAt: string;
  completedAt: string | null;
  /** For timed attempts (exam): answers after this ISO instant are refused. */
  deadlineAt: string | null;
  isCompleted: Bool;
  /** Rounded percentage as text, as the spec's attempt entity has it. */
  score: string | null;
  correctAnswers: number;
  totalQuestions: number;
  /** JSON array of question ids drawn for this attempt (exam), else null. */
  questionIds: string | null;
  /** JSON array of the exam questions on which the help translation was opened, else null. */
  translationOpened: string | null;
}
export type Attempt = Selectable<AttemptTable>;

export interface ResponseTable {
  id: Generated<number>;
  userId: string;
  questionId: string;
  attemptId: string | null;
  userAnswer: string;
  isCorrect: Bool;
  timeSpent: number;
  createdAt: CreatedAt;
}

export interface InterviewSessionTable {
  id: string;
  userId: string;
  attemptId: string | null;
  applicantName: string;
  stage: string;
  currentQuestion: string;
  /** JSON of the examiner's state (plain data). */
  state: string;
  /** JSON of the assessment {languageSkills, civicKnowledge, motivation, republicanValues, overall}. */
  assessment: string;
  isComplete: Bool;
  report: string | null;
  createdAt: CreatedAt;
  updatedAt: string;
}

export interface InterviewTurnTable {
  id: Generated<number>;
  sessionId: string;
  role: 'applicant' | 'interviewer';
  stage: string;
  content: string;
  /** JSON of the per-answer scores, for applicant turns. */
  scores: string | null;
  createdAt: string;
}

export interface SuccessStoryTable {
  id: Generated<number>;
  name: string;
  city: string;
  region: string;
  originalCountry: string;
  naturalizationDate: string;
  story: string;
  quizScore: number | null;
  interviewTips: string | null;
  status: 'pending' | 'published' | 'rejected';
  likes: number;
  submittedBy: string | null;
  submitterIp: string | null;
  createdAt: CreatedAt;
  moderatedAt: string | null;
}

export interface StoryLikeTable {
  storyId: number;
  /** A user id, or 'ip:<address>' for visitors. */
  likerKey: string;
  createdAt: CreatedAt;
}

export interface ChallengeTable {
  id: string;
  type: 'weekly' | 'monthly' | 'seasonal' | 'other';
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  difficulty: 'Débutant' | 'Intermédiaire' | 'Expert';
  /** A question category, or 'all'. */
  category: string;
  /** Out of 20. */
  targetScore: number;
  /** How many completed quizzes at or above the target the challenge asks for. */
  targetCount: number;
  prize: string;
  prizeEn: string;
  /** Arabic texts; null on a row written before they existed (the calendar fills its own in). */
  titleAr: string | null;
  descriptionAr: string | null;
  prizeAr: string | null;
  startDate: string;
  endDate: string;
}

export interface ChallengeParticipantTable {
  challengeId: string;
  userId: string;
  joinedAt: CreatedAt;
  /** Completed quizzes that meet the challenge, kept on write. */
  qualifying: ColumnType<number, number | undefined, number>;
  /** When the member reached the target (null until then). */
  completedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per completed attempt, as the community figures count it (kept on write). */
export interface AttemptScoreTable {
  attemptId: string;
  userId: string;
  type: string;
  completedAt: string;
  /** Europe/Paris calendar day, YYYY-MM-DD. */
  day: string;
  points: number;
  correct: number;
  total: number;
  /** JSON {category: [correct, total]}. */
  categories: string;
}

/** A member's community totals, kept on write; ranks count the rows of the indexed points column. */
export interface MemberStatsTable {
  userId: string;
  points: number;
  /** Completed quizzes, demos and exams. */
  quizzes: number;
  /** The latest active day and the run of consecutive active days that ends on it. */
  lastDay: string | null;
  runLength: number;
  longestStreak: number;
  /** Best History-only quiz, out of 20. */
  bestHistory: number;
  /** Best score of a completed full civic exam, out of 40. */
  bestExam: number;
}

export interface MemberDayTable {
  userId: string;
  day: string;
  attempts: number;
}

export interface MemberMonthTable {
  userId: string;
  /** YYYY-MM, Europe/Paris. */
  month: string;
  points: number;
}

/** Row counts kept by triggers (attempts, responses), for the admin counters. */
export interface RowCountTable {
  name: string;
  n: number;
}

/**
 * Item analysis of one question (all time) or of one question on one UTC day, kept on write from
 * the answers of finished quizzes and exams (docs/item-analysis.md).
 */
export interface QuestionStatTable {
  questionId: string;
  answers: number;
  correct: number;
  /** Time histogram: answers per bucket, edges in item-analysis/figures.ts (TIME_EDGES). */
  t0: number;
  t1: number;
  t2: number;
  t3: number;
  t4: number;
  t5: number;
  t6: number;
  t7: number;
  t8: number;
  t9: number;
  /** Point-biserial sums over the answers that feed it: n, Σy, Σx, Σx², Σxy (x in thousandths). */
  discN: number;
  discRight: number;
  sumX: number;
  sumXx: number;
  sumXy: number;
}
/** All time: the sums and the latest UTC day with a counted answer. */
export interface QuestionStatAllTable extends QuestionStatTable {
  lastDay: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface QuestionStatDayTable extends QuestionStatTable {
  /** YYYY-MM-DD (UTC) of the attempt's completion. */
  day: string;
}
/** How often each answer text was chosen for a question (finished quizzes and exams). */
export interface QuestionChoiceTable {
  questionId: string;
  answer: string;
  n: number;
}
/** « Marquer comme revue »: the flags stay hidden until enough new answers arrive. */
export interface QuestionReviewTable {
  questionId: string;
  reviewedAt: string;
  reviewedBy: string | null;
  answersAtReview: number;
}

export interface ContactMessageTable {
  id: Generated<number>;
  userId: string | null;
  name: string;
  email: string;
  category: 'question' | 'bug' | 'feature' | 'account' | 'technical' | 'content';
  subject: string;
  message: string;
  /** The item a « Signaler une erreur » message reports: 'question:<id>' or 'glossary:<slug>'. */
  itemId: string | null;
  handled: Bool;
  createdAt: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /** JSON with the details of the change. */
  details: string | null;
  createdAt: CreatedAt;
}

export interface RateLimitTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window resets. */
  resetAt: number;
}

/** A sign-up waiting for its address to be confirmed (SMTP configured): the account is made when the link is opened. */
export interface PendingRegistrationTable {
  /** SHA-256 of the token sent in the link, hex. */
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  createdAt: CreatedAt;
}

export interface AccountTokenTable {
  /** SHA-256 of the token sent in the link, hex. The token itself is never stored. */
  id: string;
  userId: string;
  purpose: 'password_reset' | 'email_change';
  /** For an e-mail change: the address that becomes the account's once the link is opened. */
  newEmail: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  createdAt: CreatedAt;
}

/** A device that signed an account in: the SHA-256 of its cookie token (auth/devices.ts). */
export interface SignInDeviceTable {
  id: string;
  userId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  createdAt: CreatedAt;
}

/** Visitors' demo answers, counted per question (a visitor's answers are not stored). */
export interface DemoAnswerTallyTable {
  questionId: string;
  answered: number;
  correct: number;
}

/**
 * A member's counted answers to one question, summed for the readiness model (docs/readiness.md,
 * « How it is kept »): weights as of refAt (recency, mock exams handed in since), raw counts.
 */
export interface ReadinessEvidenceTable {
  userId: string;
  questionId: string;
  rightWeight: number;
  wrongWeight: number;
  /** ISO instant of the latest counted answer to the question (its attempt's finish). */
  refAt: string;
  answered: number;
  correct: number;
}

/** What a member's readiness rests on, in words: mock exams handed in, the latest one, days. */
export interface ReadinessMemberTable {
  userId: string;
  exams: number;
  lastExamCorrect: number | null;
  lastExamTotal: number | null;
  lastExamAt: string | null;
  /** Paris days with a counted answer, and the latest one (YYYY-MM-DD). */
  days: number;
  lastDay: string | null;
  /** The latest instant kept (counted answers and mock exams). */
  lastAt: string | null;
}

/** A member's memory of one question: a ts-fsrs card as plain columns (docs/readiness.md). */
export interface QuestionMemoryTable {
  userId: string;
  questionId: string;
  /** ISO instant the question is next due. */
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: string | null;
  /** Right and wrong answers, each weighted by its age (half-life in learning-model.ts), as of lastReview. */
  rightWeight: number;
  wrongWeight: number;
  answers: number;
  correct: number;
}

/** What a member did on one Europe/Paris day: first answers and answers to questions already seen. */
export interface LearningDayTable {
  userId: string;
  day: string;
  newQuestions: number;
  reviews: number;
}

export interface StudyPlanTable {
  userId: string;
  /** YYYY-MM-DD */
  examDate: string;
  dailyMinutes: number;
  createdAt: CreatedAt;
  updatedAt: string;
}

/** A version per in-memory copy shared by the processes ('questions': the question bank). */
export interface CacheVersionTable {
  name: string;
  version: number;
}

/** An offline exam paper a member handed in; it stays used after its exam is deleted. */
export interface OfflineExamPaperTable {
  userId: string;
  /** Hash of the paper's signed token. */
  paperId: string;
  attemptId: string;
  handedInAt: string;
}

/** A secret the server made for itself (services/offline-exam.service.ts signs with it). */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/** One glossary entry (/glossaire); `variants` is a JSON array of strings. */
export interface GlossaryTermTable {
  slug: string;
  term: string;
  variants: string;
  definition: string;
  termEn: string;
  definitionEn: string;
  termAr: string;
  definitionAr: string;
  createdAt: CreatedAt;
  updatedAt: string;
  /** Set when an admin edits the entry: the seed then leaves the row as the admin left it. */
  adminEditedAt: ColumnType<string | null, string | null | undefined, string | null>;
}
export type GlossaryTermRow = Selectable<GlossaryTermTable>;
export type GlossaryTermUpdate = Updateable<GlossaryTermTable>;

/** A fact that changes over time (an office holder, a count, the exam's rules), with its last check. */
export interface CurrentFactTable {
  key: string;
  valueFr: string;
  valueEn: string;
  valueAr: string;
  source: string;
  /** YYYY-MM-DD: the day the value was last checked against its source. */
  verifiedAt: string;
  /** Id of the admin who last changed or verified it; null for the seeded value. */
  updatedBy: string | null;
  updatedAt: ColumnType<string, string | undefined, string>;
}
export type CurrentFact = Selectable<CurrentFactTable>;

/** A preparation group run by one or more trainers (docs/groups.md). */
export interface GroupTable {
  id: string;
  name: string;
  /** YYYY-MM-DD, optional. */
  examDate: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface GroupTrainerTable {
  groupId: string;
  userId: string;
  addedAt: CreatedAt;
}

/** A candidate who consented to share their progress with the group's trainers. */
export interface GroupMemberTable {
  groupId: string;
  userId: string;
  consentedAt: string;
  shareEmail: Bool;
}

export interface GroupInvitationTable {
  id: string;
  groupId: string;
  /** SHA-256 of the code, hex. */
  codeHash: string;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface GroupAssignmentTable {
  id: string;
  groupId: string;
  kind: 'mock_exam' | 'subtheme';
  subtheme: string | null;
  /** YYYY-MM-DD: « examen blanc avant le … ». */
  dueDate: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface GroupAssignmentCompletionTable {
  assignmentId: string;
  userId: string;
  attemptId: string | null;
  completedAt: string;
}

/** A group member's readiness figures (JSON), kept when they finish a quiz or an exam. */
export interface GroupMemberFiguresTable {
  userId: string;
  figures: string;
  computedAt: string;
}

/** The readiness a member had when their latest daily session started (JSON in `readinessBefore`). */
export interface DailySessionTable {
  userId: string;
  attemptId: string;
  startedAt: string;
  readinessBefore: string;
}

/** A member's opt-in reminder e-mail: the Europe/Paris hour, the e-mail's language, the last day sent. */
export interface MemberReminderTable {
  userId: string;
  hour: number;
  lang: string;
  /** YYYY-MM-DD (Paris) of the last day the scheduler handled the member; '' before the first. */
  lastSentDay: ColumnType<string, string | undefined, string>;
  createdAt: string;
}

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  questions: QuestionTable;
  attempts: AttemptTable;
  responses: ResponseTable;
  interviewSessions: InterviewSessionTable;
  interviewTurns: InterviewTurnTable;
  successStories: SuccessStoryTable;
  storyLikes: StoryLikeTable;
  challenges: ChallengeTable;
  challengeParticipants: ChallengeParticipantTable;
  contactMessages: ContactMessageTable;
  auditLog: AuditLogTable;
  rateLimits: RateLimitTable;
  signInDevices: SignInDeviceTable;
  demoAnswerTallies: DemoAnswerTallyTable;
  accountTokens: AccountTokenTable;
  pendingRegistrations: PendingRegistrationTable;
  attemptScores: AttemptScoreTable;
  memberStats: MemberStatsTable;
  memberDays: MemberDayTable;
  memberMonths: MemberMonthTable;
  rowCounts: RowCountTable;
  questionMemory: QuestionMemoryTable;
  readinessEvidence: ReadinessEvidenceTable;
  readinessMembers: ReadinessMemberTable;
  learningDays: LearningDayTable;
  studyPlans: StudyPlanTable;
  cacheVersions: CacheVersionTable;
  serverSecrets: ServerSecretTable;
  offlineExamPapers: OfflineExamPaperTable;
  glossaryTerms: GlossaryTermTable;
  currentFacts: CurrentFactTable;
  groups: GroupTable;
  groupTrainers: GroupTrainerTable;
  groupMembers: GroupMemberTable;
  groupInvitations: GroupInvitationTable;
  groupAssignments: GroupAssignmentTable;
  groupAssignmentCompletions: GroupAssignmentCompletionTable;
  groupMemberFigures: GroupMemberFiguresTable;
  questionStats: QuestionStatAllTable;
  questionStatDays: QuestionStatDayTable;
  questionChoices: QuestionChoiceTable;
  questionReviews: QuestionReviewTable;
  dailySessions: DailySessionTable;
  memberReminders: MemberReminderTable;
}
