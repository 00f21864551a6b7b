// One mapping from errors to HTTP answers (architecture rule 8), used by the REST adapter and
// the Fastify error handler. tRPC answers use the same codes through its own formatter.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z, ZodError, type ZodType } from 'zod';
import { isMessageKey, langFromHeaders, translate, type Lang, type MessageKey } from './i18n/messages.js';

// Validation messages are French by default (docs/product.md#language-and-wording); English ones are regenerated per
// request from the same issue.
z.config(z.locales.fr());
const englishError = z.locales.en().localeError;

export interface ValidationIssue {
  message: string;
  path: string;
}

export function validationIssues(error: ZodError, lang: Lang = 'fr'): ValidationIssue[] {
  return error.issues.map((issue) => {
    let message = issue.message;
    // Custom messages are keys of the server's dictionary; built-in ones come from zod's locales.
    if (isMessageKey(message)) message = translate(message, lang);
    else if (lang === 'en') {
      const english = englishError(issue as never);
      message = typeof english === 'string' ? english : (english?.message ?? message);
    }
    return { message, path: issue.path.join('.') };
  });
}

/**
 * The error a service throws for a user-facing failure: the key is checked by tsc against the
 * message tables, and both doors translate it for the request's language.
 */
export function appError(code: TRPCError['code'], key: MessageKey, cause?: unknown): TRPCError {
  return new TRPCError({ code, message: key, cause });
}

/** Parses REST input with the same zod schema as the tRPC twin; failure → 400. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw result.error;
  return result.data;
}

const FASTIFY_CODE_KEYS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.bad_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.bad_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupported_media',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.bad_json',
  FST_ERR_BAD_URL: 'errors.route_not_found',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.route_not_found',
  // A path that climbs out of the built client's folder (@fastify/static's 403).
  FST_STATIC_FORBIDDEN_PATH: 'errors.forbidden',
};

export function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = langFromHeaders(req.headers);
  if (error instanceof ZodError) {
    const errors = validationIssues(error, lang);
    return reply.status(400).send({ message: errors.map((e) => e.message).join(', ') || translate('errors.validation', lang), errors });
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) return internal(error, req, reply);
    if (error.cause instanceof ZodError) return sendError(error.cause, req, reply);
    return reply.status(status).send({ message: isMessageKey(error.message) ? translate(error.message, lang) : error.message });
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key: MessageKey = (fastifyError.code && FASTIFY_CODE_KEYS[fastifyError.code]) ||
      (status === 429 ? 'errors.rate_limited' : status === 413 ? 'errors.payload_too_large' : status === 415 ? 'errors.unsupported_media' : status === 404 ? 'errors.not_found' : 'errors.validation');
    return reply.status(status).send({ message: translate(key, lang) });
  }
  return internal(error, req, reply);
}

function internal(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  req.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: translate('errors.server', langFromHeaders(req.headers)) });
}
