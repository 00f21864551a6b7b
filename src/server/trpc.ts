// The only initTRPC of the app, and the three procedure bases (architecture rule 1).
import { initTRPC, type TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context.js';
import { isMessageKey, translate, type MessageKey } from './i18n/messages.js';
import { appError, validationIssues } from './errors.js';
import { actionForProcedure, retryAfterSeconds, RouteLimitError, takeActionSlot } from './route-limits.js';

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
 * The per-action limits of route-limits.ts, counted per call (a batch of ten is ten calls), at the
 * same point as the REST adapter's hook: before the input is read and the procedure runs.
 */
const actionLimit = t.middleware(({ ctx, path, next }) => {
  const action = actionForProcedure(path);
  // Most procedures have no per-action limit: straight on, without an extra await.
  if (!action) return next();
  return takeActionSlot(ctx.db, action, { userId: ctx.user?.id ?? null, ip: ctx.ip }).then(
    () => next(),
    (error: unknown) => {
      if (error instanceof RouteLimitError) ctx.res.header('retry-after', retryAfterSeconds(error.retryAfterMs));
      throw error;
    },
  );
});

export const publicProcedure = t.procedure.use(actionLimit);

export const authedProcedure = t.procedure
  .use(({ ctx, next }) => {
    if (!ctx.user || !ctx.session) throw appError('UNAUTHORIZED', 'errors.unauthorized');
    return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
  })
  .use(actionLimit);

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.isAdmin !== 1) throw appError('FORBIDDEN', 'errors.forbidden');
  return next({ ctx });
});
