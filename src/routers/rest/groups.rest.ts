// REST twins of the groups router (docs/groups.md): the same service functions and zod schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
} from '../../shared/schemas/groups.js';
import { parseInput } from '../../server/errors.js';
import { linkOrigin } from '../../server/mail/links.js';
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
} from '../../server/services/groups.service.js';
import { requireUser } from './guards.js';

const params = (req: FastifyRequest) => (req.params ?? {}) as Record<string, string>;
const body = (req: FastifyRequest) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/groups', async (req) => listGroups(app.db, requireUser(req)));
  app.post('/groups', async (req, reply) => {
    const user = requireUser(req);
    const created = await createGroup(app.db, user, parseInput(groupCreateInput, body(req)), linkOrigin(app.env, req));
    return reply.status(201).send(created);
  });
  app.get('/groups/invite/:code', async (req) => {
    const user = requireUser(req);
    return previewInvitation(app.db, user, parseInput(inviteCodeInput, { code: params(req).code }).code);
  });
  app.post('/groups/join', async (req) => {
    const user = requireUser(req);
    return joinGroup(app.db, user, parseInput(groupJoinInput, body(req)));
  });
  app.get('/groups/:id', async (req) => {
    const user = requireUser(req);
    return getGroup(app.db, user, parseInput(groupIdInput, { id: params(req).id }).id);
  });
  app.delete('/groups/:id/membership', async (req) => {
    const user = requireUser(req);
    return leaveGroup(app.db, user, parseInput(groupIdInput, { id: params(req).id }).id);
  });
  app.get('/groups/:id/members/:userId', async (req) => {
    const user = requireUser(req);
    const input = parseInput(groupMemberInput, { id: params(req).id, userId: params(req).userId });
    return getGroupMember(app.db, user, input.id, input.userId);
  });
  app.post('/groups/:id/assignments', async (req, reply) => {
    const user = requireUser(req);
    const input = parseInput(assignmentCreateInput, { ...body(req), id: params(req).id });
    return reply.status(201).send(await createAssignment(app.db, user, input));
  });
  app.post('/groups/:id/invitations', async (req, reply) => {
    const user = requireUser(req);
    const { id } = parseInput(groupIdInput, { id: params(req).id });
    return reply.status(201).send(await createInvitation(app.db, user, id, linkOrigin(app.env, req)));
  });
  app.post('/groups/:id/trainers', async (req, reply) => {
    const user = requireUser(req);
    return reply.status(201).send(await addTrainer(app.db, user, parseInput(trainerAddInput, { ...body(req), id: params(req).id })));
  });
  app.delete('/groups/:id/trainers/:userId', async (req) => {
    const user = requireUser(req);
    const input = parseInput(trainerRemoveInput, { id: params(req).id, userId: params(req).userId });
    return removeTrainer(app.db, user, input.id, input.userId);
  });
  app.delete('/groups/:id/invitations/:invitationId', async (req) => {
    const user = requireUser(req);
    const input = parseInput(invitationRevokeInput, { id: params(req).id, invitationId: params(req).invitationId });
    return revokeInvitation(app.db, user, input.id, input.invitationId);
  });
}
