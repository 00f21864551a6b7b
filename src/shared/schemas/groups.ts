// Preparation groups (docs/groups.md): inputs and answers shared by the tRPC router, the REST
// adapter and the client. zod only.
import { z } from 'zod';
import { SUBTHEMES, type Subtheme, type Theme } from '../constants.js';
import { emailField } from './auth.js';

export const GROUP_LIMITS = {
  name: 80,
  /** Groups one trainer may run at once. */
  groupsPerTrainer: 50,
  /** Open invitations per group. */
  openInvitations: 10,
  /** Days an invitation code stays valid. */
  invitationDays: 30,
  /** Members in one group. */
  members: 1000,
  /** Assignments kept open per group. */
  assignments: 100,
  /** Trainers of one group. */
  trainers: 10,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (v: string) => {
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const day = z.string().max(10, { message: 'groups.date_invalid' }).regex(DAY, { message: 'groups.date_invalid' }).refine(isCalendarDay, { message: 'groups.date_invalid' });

/** An id in a path: a UUID the server made. */
const id = z.string().trim().min(1).max(64);

/** The code as typed: letters and digits, dashes and spaces ignored, case too. */
export const inviteCodeField = z
  .string()
  .max(64, { message: 'groups.invite_invalid' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{8,40}$/, { message: 'groups.invite_invalid' }));

export const groupCreateInput = z.object(
  {
    name: z.string().trim().min(1, { message: 'groups.name_required' }).max(GROUP_LIMITS.name, { message: 'groups.name_too_long' }),
    examDate: day.nullish(),
  },
  { error: 'errors.validation' },
);
export type GroupCreateInput = z.output<typeof groupCreateInput>;

export const groupIdInput = z.object({ id }, { error: 'errors.validation' });

export const groupMemberInput = z.object({ id, userId: id }, { error: 'errors.validation' });

export const inviteCodeInput = z.object({ code: inviteCodeField }, { error: 'errors.validation' });

export const groupJoinInput = z.object(
  {
    code: inviteCodeField,
    /** The candidate ticked the consent box: anything else is refused. */
    consent: z.literal(true, { error: 'groups.consent_required' }),
    shareEmail: z.boolean().optional().default(false),
  },
  { error: 'errors.validation' },
);
export type GroupJoinInput = z.output<typeof groupJoinInput>;

export const invitationRevokeInput = z.object({ id, invitationId: id }, { error: 'errors.validation' });

/** A co-trainer is named by the e-mail of their account; they must already be a trainer. */
export const trainerAddInput = z.object({ id, email: emailField }, { error: 'errors.validation' });
export type TrainerAddInput = z.output<typeof trainerAddInput>;

export const trainerRemoveInput = z.object({ id, userId: id }, { error: 'errors.validation' });

export const ASSIGNMENT_KINDS = ['mock_exam', 'subtheme'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** « examen blanc avant le … » (dueDate) or « séance sur le sous-thème … » (subtheme). */
export const assignmentCreateInput = z
  .object(
    {
      id,
      kind: z.enum(ASSIGNMENT_KINDS),
      dueDate: day.nullish(),
      subtheme: z.enum(SUBTHEMES as [Subtheme, ...Subtheme[]]).nullish(),
    },
    { error: 'errors.validation' },
  )
  .refine((v) => (v.kind === 'mock_exam' ? !!v.dueDate : !!v.subtheme), { message: 'groups.assignment_incomplete' });
export type AssignmentCreateInput = z.output<typeof assignmentCreateInput>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export interface PersonDto {
  firstName: string | null;
  lastName: string | null;
}

export interface InvitationDto {
  id: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}

/** A trainer of the group, as the other trainers of that group see them. */
export interface GroupTrainerDto extends PersonDto {
  userId: string;
  email: string;
  addedAt: string;
}

/** POST /api/groups, POST /api/groups/{id}/invitations: the code is shown this once. */
export interface NewInvitationDto {
  id: string;
  inviteCode: string;
  inviteUrl: string;
  expiresAt: string;
}

/** POST /api/groups: the group's id and its first invitation (the code is shown this once). */
export interface NewGroupDto {
  id: string;
  invitationId: string;
  inviteCode: string;
  inviteUrl: string;
  expiresAt: string;
}

export interface AssignmentDto {
  id: string;
  kind: AssignmentKind;
  subtheme: Subtheme | null;
  dueDate: string | null;
  createdAt: string;
  /** Members who did it (trainer's view). */
  done: number;
}

/** A group as its trainer lists it. */
export interface TrainedGroupDto {
  id: string;
  name: string;
  examDate: string | null;
  members: number;
  createdAt: string;
}

/** A group the member belongs to, with their assignments. */
export interface MembershipDto {
  groupId: string;
  name: string;
  examDate: string | null;
  trainers: PersonDto[];
  consentedAt: string;
  shareEmail: boolean;
  assignments: (Omit<AssignmentDto, 'done'> & { completedAt: string | null })[];
}

/** GET /api/groups: the groups the caller runs (a trainer) and the ones they belong to. */
export interface GroupListDto {
  isTrainer: boolean;
  trained: TrainedGroupDto[];
  memberships: MembershipDto[];
}

/** What the trainers of a group see of a member: never an answer's text, a transcript or (unless shared) the e-mail. */
export const SHARED_FIGURES = ['readiness', 'themes', 'mock_exams', 'days_active', 'interview_appraisals'] as const;

/** GET /api/groups/invite/{code}: what the consent screen shows. */
export interface InvitePreviewDto {
  groupName: string;
  examDate: string | null;
  trainers: PersonDto[];
  expiresAt: string;
  shared: typeof SHARED_FIGURES;
  /** Shared only if the candidate ticks it. */
  optional: readonly ['email'];
  alreadyMember: boolean;
}

export interface MockExamDto {
  /** Out of 40 (or of the exam's size). */
  correct: number;
  total: number;
  completedAt: string;
}

export interface SubthemeMasteryDto {
  subtheme: Subtheme;
  mastery: number;
}

/** One row of the trainer's table. */
export interface GroupMemberRowDto {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  /** Only if the member ticked « partager mon e-mail ». */
  email: string | null;
  joinedAt: string;
  /** Expected score out of 40, and the range that holds it 8 times in 10; null under 20 answers. */
  expectedScore: number | null;
  scoreLow: number | null;
  scoreHigh: number | null;
  passProbability: number | null;
  answered: number;
  weakest: SubthemeMasteryDto[];
  mockExams: MockExamDto[];
  daysActiveThisWeek: number;
  assignmentsDone: number;
}

/** GET /api/groups/{id}: the trainer's view of a group. */
export interface GroupDetailDto {
  id: string;
  name: string;
  examDate: string | null;
  trainers: GroupTrainerDto[];
  members: GroupMemberRowDto[];
  /** Subthemes with the lowest mean mastery over the members who practised them. */
  weakestSubthemes: (SubthemeMasteryDto & { members: number })[];
  invitations: InvitationDto[];
  assignments: AssignmentDto[];
  /** Monday of the current Paris week: « jours actifs cette semaine » count from it. */
  weekStart: string;
}

export interface InterviewAppraisalDto {
  completedAt: string;
  /** The examiner's appraisal per criterion (0..1 or null), never the transcript. */
  assessment: Record<string, number | null>;
}

/** GET /api/groups/{id}/members/{userId}: one member over time. */
export interface GroupMemberDetailDto {
  groupId: string;
  groupName: string;
  member: GroupMemberRowDto;
  themes: { theme: Theme; mastery: number | null; answered: number }[];
  subthemes: { subtheme: Subtheme; theme: Theme; mastery: number | null; answered: number }[];
  /** The latest mock exams, newest first (at most 20). */
  mockExams: MockExamDto[];
  /** Days active per week, the last 8 weeks (Monday first), oldest first. */
  weeks: { weekStart: string; days: number }[];
  interviews: InterviewAppraisalDto[];
  assignments: (Omit<AssignmentDto, 'done'> & { completedAt: string | null })[];
}
