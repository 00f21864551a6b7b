// The only initTRPC of the app, and the three procedure bases (architecture rule 1).
import { initTRPC, type TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { User } from '../../db/schema.js';
import type { SessionInfo } from './auth/session.js';
import type { Context } from './context.js';
import { isMessageKey, translate, type MessageKey } from './i18n/messages.js';
import { appError, validationIssues } from './errors.js';
import { actionForProcedure, retryAfterSeconds, RouteLimitError, takeActionSlot } from './limits/route-limits.js';

/**
 * tRPC's own refusals (unreadable JSON input, an unknown procedure, a wrong method) carry the
 * parser's English text, which may echo the input: answer them with a translated message instead.
 */
function fallbackKey(error: TRPCError): MessageKey {
  if (error.cause instanceof SyntaxError || error.code === 'PARSE_ERROR') return 'errors.bad_json';
  if (error.code === 'NOT_FOUND' || error.code === 'METHOD_NOT_SUPPORTED') return 'errors.route_not_found';
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return 'errors.unsupported_media';
  if (error.code === 'PAYLOAD_TOO_LARGE') return 'errors.payload_too_large';
  if (error.code === 'TOO_MANY_REQUESTS') return 'errors.rate_limited';
  if (error.code === 'UNAUTHORIZED') return 'errors.unauthorized';
  if (error.code === 'FORBIDDEN') return 'errors.forbidden';
  return 'errors.validation';
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const lang = ctx?.lang ?? 'fr';
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const zod = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      // Never a stack trace or an internal message to the browser.
      message: internal
        ? translate('errors.server', lang)
        : zod
          ? translate('errors.validation', lang)
          : translate(isMessageKey(error.message) ? error.message : fallbackKey(error), lang),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        errors: zod ? validationIssues(zod, lang) : undefined,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The per-action limits of route-limits.ts, counted per call (a batch of ten is ten calls), before
 * the input is read and the procedure runs, as the REST adapter's hook does. Only the procedures of
 * that table are built on a `limited…` base: each middleware is one more level of tRPC's call chain,
 * which the other procedures, the hottest reads among them, need not pay. Tests check
 * both ways (tests/security/twins.test.ts): every row of the table is refused at the same call on
 * both doors, and exactly the table's procedures carry this middleware.
 */
export const actionLimit = t.middleware(({ ctx, path, next }) => {
  const action = actionForProcedure(path);
  if (!action) throw new Error(`${path} is built on a limited base but has no row in route-limits.ts`);
  return takeActionSlot(ctx.db, action, { userId: ctx.user?.id ?? null, ip: ctx.ip }).then(
    () => next(),
    (error: unknown) => {
      if (error instanceof RouteLimitError) ctx.res.header('retry-after', retryAfterSeconds(error.retryAfterMs));
      throw error;
    },
  );
});

/** The signed-in member, narrowed for the procedures; a visitor is refused. */
function signedIn(ctx: Context): { user: User; session: SessionInfo } {
  if (!ctx.user || !ctx.session) throw appError('UNAUTHORIZED', 'errors.unauthorized');
  return { user: ctx.user, session: ctx.session };
}

function requireAdmin(user: User | null): void {
  if (user?.isAdmin !== 1) throw appError('FORBIDDEN', 'errors.forbidden');
}

export const publicProcedure = t.procedure;

// Only the narrowed fields are passed on: tRPC merges them into the context it has.
export const authedProcedure = t.procedure.use(({ ctx, next }) => next({ ctx: signedIn(ctx) }));

/** Signed in and admin, checked in one middleware (one level of the call chain). */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  const member = signedIn(ctx);
  requireAdmin(member.user);
  return next({ ctx: member });
});

/**
 * The bases of the procedures listed in route-limits.ts. A member's call is counted before the
 * admin check, as on the REST door (whose hook counts before any handler runs).
 */
export const limitedPublicProcedure = publicProcedure.use(actionLimit);
export const limitedAuthedProcedure = authedProcedure.use(actionLimit);
export const limitedAdminProcedure = limitedAuthedProcedure.use(({ ctx, next }) => {
  requireAdmin(ctx.user);
  return next();
});
