// The REST twins of authedProcedure / adminProcedure: the same rule, the same errors.
import { appError } from '../../server/errors.js';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema.js';

/** The signed-in user, or 401. */
export function requireUser(req: FastifyRequest): User {
  if (!req.auth.user) throw appError('UNAUTHORIZED', 'errors.unauthorized');
  return req.auth.user;
}

/** The signed-in admin: 401 for a visitor, 403 for a user who is not an admin. */
export function requireAdmin(req: FastifyRequest): User {
  const user = requireUser(req);
  if (user.isAdmin !== 1) throw appError('FORBIDDEN', 'errors.forbidden');
  return user;
}
