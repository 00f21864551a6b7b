// Preparation groups (docs/groups.md): a trainer's groups, invitations and assignments; a member's
// consent, memberships and leaving. Thin: zod input → one service call.
import { linkOrigin } from '../server/mail/links.js';
import {
  addTrainer,
  createAssignment,
  createGroup,
  createInvitation,
  getGroup,
  getGroupMember,
  joinGroup,
  leaveGroup,
  listGroups,
  previewInvitation,
  removeTrainer,
  revokeInvitation,
} from '../server/services/groups.service.js';
import { authedProcedure, limitedAuthedProcedure, router } from '../server/trpc.js';
import {
  assignmentCreateInput,
  groupCreateInput,
  groupIdInput,
  groupJoinInput,
  groupMemberInput,
  invitationRevokeInput,
  inviteCodeInput,
  trainerAddInput,
  trainerRemoveInput,
} from '../shared/schemas/groups.js';

export const groupsRouter = router({
  list: authedProcedure.query(({ ctx }) => listGroups(ctx.db, ctx.user)),
  create: authedProcedure.input(groupCreateInput).mutation(({ ctx, input }) => createGroup(ctx.db, ctx.user, input, linkOrigin(ctx.env, ctx.req))),
  get: authedProcedure.input(groupIdInput).query(({ ctx, input }) => getGroup(ctx.db, ctx.user, input.id)),
  member: authedProcedure.input(groupMemberInput).query(({ ctx, input }) => getGroupMember(ctx.db, ctx.user, input.id, input.userId)),
  createInvitation: authedProcedure
    .input(groupIdInput)
    .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.user, input.id, linkOrigin(ctx.env, ctx.req))),
  revokeInvitation: authedProcedure
    .input(invitationRevokeInput)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.user, input.id, input.invitationId)),
  /** A co-trainer is found by e-mail: adding and removing count per member (issue 41). */
  addTrainer: limitedAuthedProcedure.input(trainerAddInput).mutation(({ ctx, input }) => addTrainer(ctx.db, ctx.user, input)),
  removeTrainer: limitedAuthedProcedure.input(trainerRemoveInput).mutation(({ ctx, input }) => removeTrainer(ctx.db, ctx.user, input.id, input.userId)),
  assign: authedProcedure.input(assignmentCreateInput).mutation(({ ctx, input }) => createAssignment(ctx.db, ctx.user, input)),
  /** Codes are guessed by trying them: both lookups count per member and per address. */
  invite: limitedAuthedProcedure.input(inviteCodeInput).query(({ ctx, input }) => previewInvitation(ctx.db, ctx.user, input.code)),
  join: limitedAuthedProcedure.input(groupJoinInput).mutation(({ ctx, input }) => joinGroup(ctx.db, ctx.user, input)),
  leave: authedProcedure.input(groupIdInput).mutation(({ ctx, input }) => leaveGroup(ctx.db, ctx.user, input.id)),
});
