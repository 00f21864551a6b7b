// Inputs and answers of the admin panel (docs/product.md#access-levels): counters, access
// toggles, question edits, story moderation, contact inbox, audit log.
// Shared by the tRPC router, the REST adapter and the client's forms. zod only.
import { z } from 'zod';
import { CATEGORIES, DIFFICULTIES, SUBTHEME_THEME, SUBTHEMES, THEMES, type Subtheme } from '../constants.js';
import type { AdminQuestionDto, UserDto } from '../dto.js';
import { type CONTACT_CATEGORIES, REPORT_ITEM_PATTERN } from './contact.js';
import { pageFields, searchField, withDefaults, type PageDto } from './pagination.js';

/** Bounds of the question form (the client shows the same ones). */
export const QUESTION_LIMITS = {
  contentMin: 5,
  content: 1000,
  option: 300,
  optionsMin: 2,
  optionsMax: 6,
  explanationMin: 10,
  explanation: 3000,
} as const;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const optionList = z.array(text(1, QUESTION_LIMITS.option)).min(QUESTION_LIMITS.optionsMin).max(QUESTION_LIMITS.optionsMax);

/** Every field an admin may change on a question. */
const questionFields = z.object({
  content: text(QUESTION_LIMITS.contentMin, QUESTION_LIMITS.content),
  contentEn: text(QUESTION_LIMITS.contentMin, QUESTION_LIMITS.content),
  options: optionList,
  optionsEn: optionList,
  correctAnswer: text(1, QUESTION_LIMITS.option),
  explanation: text(QUESTION_LIMITS.explanationMin, QUESTION_LIMITS.explanation),
  explanationEn: text(QUESTION_LIMITS.explanationMin, QUESTION_LIMITS.explanation),
  // The Arabic help translation: all three fields, or none (null) while it is not written.
  contentAr: text(QUESTION_LIMITS.contentMin, QUESTION_LIMITS.content).nullable(),
  optionsAr: optionList.nullable(),
  explanationAr: text(QUESTION_LIMITS.explanationMin, QUESTION_LIMITS.explanation).nullable(),
  difficulty: z.number().int().min(DIFFICULTIES[0]).max(DIFFICULTIES[DIFFICULTIES.length - 1]!),
  category: z.enum(CATEGORIES),
  theme: z.enum(THEMES),
  subtheme: z.enum(SUBTHEMES as [Subtheme, ...Subtheme[]]),
  isActive: z.boolean(),
});
export type QuestionFields = z.output<typeof questionFields>;
export const QUESTION_EDITABLE_FIELDS = Object.keys(questionFields.shape) as (keyof QuestionFields)[];

const norm = (s: string) => s.trim().toLocaleLowerCase('fr').replace(/\s+/g, ' ');

/**
 * A question as it must be after an edit: the rules that tie fields together (the answer is one
 * of the options, options distinct, one English option per French one, the Arabic help text whole
 * or absent with one Arabic option per French one, subtheme of the theme).
 * Messages are keys of the server dictionary (admin.*); the client has the same keys.
 */
export const questionSchema = questionFields.superRefine((q, ctx) => {
  const seen = new Set<string>();
  q.options.forEach((o, i) => {
    if (seen.has(norm(o))) ctx.addIssue({ code: 'custom', message: 'admin.options_duplicate', path: ['options', i] });
    seen.add(norm(o));
  });
  if (!q.options.includes(q.correctAnswer)) {
    ctx.addIssue({ code: 'custom', message: 'admin.answer_not_in_options', path: ['correctAnswer'] });
  }
  if (q.optionsEn.length !== q.options.length) {
    ctx.addIssue({ code: 'custom', message: 'admin.options_en_count', path: ['optionsEn'] });
  }
  const arabic = [q.contentAr, q.optionsAr, q.explanationAr];
  if (arabic.some((v) => v !== null)) {
    for (const field of ['contentAr', 'explanationAr'] as const) {
      if (q[field] === null) ctx.addIssue({ code: 'custom', message: 'admin.arabic_incomplete', path: [field] });
    }
    if (q.optionsAr === null) ctx.addIssue({ code: 'custom', message: 'admin.arabic_incomplete', path: ['optionsAr'] });
    else if (q.optionsAr.length !== q.options.length) ctx.addIssue({ code: 'custom', message: 'admin.options_ar_count', path: ['optionsAr'] });
  }
  if (SUBTHEME_THEME[q.subtheme] !== q.theme) {
    ctx.addIssue({ code: 'custom', message: 'admin.subtheme_theme', path: ['subtheme'] });
  }
});

/** PATCH /api/admin/questions/{id}: any subset of the fields; the result must pass questionSchema. */
export const questionUpdateInput = questionFields
  .partial()
  .extend({ id: z.string().trim().min(1).max(64) })
  .refine((v) => QUESTION_EDITABLE_FIELDS.some((f) => v[f] !== undefined), { message: 'admin.nothing_to_update' });
export type QuestionUpdateInput = z.output<typeof questionUpdateInput>;

/** A question as the admin panel shows it, with the date of the last admin edit. */
export interface AdminQuestionDetailDto extends AdminQuestionDto {
  /** When an admin last edited the content (the seed then leaves it alone), else null. */
  adminEditedAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

/** PATCH /api/admin/users/{id} {hasFullAccess?, isAdmin?} */
export const userUpdateInput = z
  .object({
    id: z.string().trim().min(1).max(64),
    hasFullAccess: z.boolean().optional(),
    isAdmin: z.boolean().optional(),
    /** May run preparation groups (docs/groups.md). */
    isTrainer: z.boolean().optional(),
  })
  .refine((v) => v.hasFullAccess !== undefined || v.isAdmin !== undefined || v.isTrainer !== undefined, { message: 'admin.nothing_to_update' });
export type UserUpdateInput = z.output<typeof userUpdateInput>;

/** The user as the admin panel lists it: UserDto (never a hash) plus activity counts. */
export interface AdminUserDto extends UserDto {
  attempts: number;
  /** Runs preparation groups (docs/groups.md). */
  isTrainer: boolean;
}

// ---------------------------------------------------------------------------------------------
// Stats
// ---------------------------------------------------------------------------------------------

/** The admin counters, counted from the data, plus the two queues of the panel. */
export interface AdminStatsDto {
  totalUsers: number;
  activeQuestions: number;
  totalQuestions: number;
  totalAttempts: number;
  totalResponses: number;
  usersWithFullAccess: number;
  pendingStories: number;
  unhandledMessages: number;
}

// ---------------------------------------------------------------------------------------------
// Contact inbox
// ---------------------------------------------------------------------------------------------

export const MESSAGE_FILTERS = ['all', 'open', 'handled'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/**
 * admin.contactMessages.list and GET /api/admin/contact-messages?status=&item=&page=&pageSize= (a
 * missing or empty status means all; `item` keeps the reports of one question or glossary entry).
 */
export const contactMessagesQuery = withDefaults(
  z.object({
    status: z.preprocess((v) => (v === '' || v === undefined || v === null ? 'all' : v), z.enum(MESSAGE_FILTERS)),
    item: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(100).regex(REPORT_ITEM_PATTERN).optional()),
    ...pageFields,
  }),
);
export type ContactMessagesQuery = z.output<typeof contactMessagesQuery>;

// ---------------------------------------------------------------------------------------------
// Paginated lists: users (searched by e-mail or name in the database) and questions
// ---------------------------------------------------------------------------------------------

/** admin.users.list and GET /api/admin/users?q=&page=&pageSize=. */
export const adminUsersQuery = withDefaults(z.object({ ...pageFields, q: searchField }));
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;
export type AdminUsersPageDto = PageDto<AdminUserDto>;

export const QUESTION_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
/** admin.questions.list and GET /api/admin/questions?q=&category=&status=&page=&pageSize=. */
export const adminQuestionsQuery = withDefaults(
  z.object({
    ...pageFields,
    q: searchField,
    category: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.union([z.literal(''), z.enum(CATEGORIES)])),
    status: z.preprocess((v) => (v === '' || v === undefined || v === null ? 'all' : v), z.enum(QUESTION_STATUS_FILTERS)),
  }),
);
export type AdminQuestionsQuery = z.output<typeof adminQuestionsQuery>;
export interface AdminQuestionsPageDto extends PageDto<AdminQuestionDetailDto> {
  /** Over the whole bank, whatever the filters: active questions and all questions. */
  active: number;
  all: number;
}

export const contactMessageUpdateInput = z.object({
  id: z.coerce.number().int().positive(),
  handled: z.boolean(),
});
export type ContactMessageUpdateInput = z.output<typeof contactMessageUpdateInput>;

export interface AdminContactMessageDto {
  id: number;
  name: string;
  email: string;
  category: (typeof CONTACT_CATEGORIES)[number];
  subject: string;
  message: string;
  /** The question or glossary entry a « Signaler une erreur » message reports ('question:val-002'), or null. */
  itemId: string | null;
  handled: boolean;
  /** Sent while signed in. */
  fromMember: boolean;
  /**
   * The account whose address is the sender's, or null: the reset-link tool works on it from the
   * message (a member locked out without e-mail writes from the form, docs/product.md#accounts).
   */
  accountId: string | null;
  createdAt: string;
}

/** The inbox page, with the items that have open reports (most reported first), whatever the filters. */
export interface ContactMessagesPageDto extends PageDto<AdminContactMessageDto> {
  openReports: { itemId: string; open: number }[];
}

/** At most this many items in ContactMessagesPageDto.openReports. */
export const OPEN_REPORTS_MAX = 50;

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

/** Actions written to the audit log. */
export const AUDIT_ACTIONS = [
  'user.access',
  'user.role',
  'user.password_reset_link',
  'question.edit',
  'question.toggle',
  'question.analysis_review',
  'story.moderate',
  'contact.handled',
  'glossary.edit',
  'fact.update',
  'fact.verify',
  'user.trainer',
  'group.member_view',
  'group.trainer_add',
  'group.trainer_remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;

const positiveInt = (fallback: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? fallback : v), z.coerce.number().int().min(1).max(max));

/** admin.auditLog.list (tRPC). */
export const auditLogInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
});

/** GET /api/admin/audit-log?page=&pageSize= (newest first; query strings). */
export const auditLogQuery = z.object({
  page: positiveInt(1, 100_000),
  pageSize: positiveInt(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export interface AuditEntryDto {
  id: number;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /** A readable name of the record (an email, a story's author, a message's subject), if it still exists. */
  targetLabel: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface AuditLogPageDto {
  items: AuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}
