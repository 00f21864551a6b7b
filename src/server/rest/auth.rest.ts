import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { toUserDto } from '../services/user.dto.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/auth/user', async (req) => {
    if (!req.auth.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'errors.unauthorized' });
    return toUserDto(req.auth.user);
  });
}
