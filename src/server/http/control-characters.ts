// Control characters in text input (docs/security.md): one check of everything a request to /api or
// /trpc carries (path parameters, query string, body), before any handler of either door, so no
// schema has to remember it. PostgreSQL refuses U+0000 in text: without this check such a field
// became a 500 there. The walk is iterative and capped, so a hostile nesting costs little.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFUSED_IN_TEXT } from '../../shared/text-rules.js';
import { isTrpc, servesData } from './doors.js';
import { langFromHeaders, translate } from '../i18n/messages.js';
import '../i18n/security.messages.js';

/** Far deeper and larger than any input of the API; beyond, the request is refused as invalid. */
export const MAX_INPUT_DEPTH = 32;
export const MAX_INPUT_VALUES = 20_000;

/**
 * A JSON escape of a refused character: of a C0 control, the only way JSON text can carry one (raw
 * ones are invalid JSON); of a C1 or bidi control, the other way besides the raw character.
 */
const ESCAPED_CONTROL = /\\u(?:00[0189][0-9a-f]|202[a-e]|206[6-9])/i;

export type TextVerdict = 'ok' | 'control' | 'too_deep';

/** Walks a parsed value: every string and every object key, `MAX_INPUT_DEPTH` levels at most. */
export function checkText(value: unknown): TextVerdict {
  // Most requests carry no object at all (no body, an empty query): nothing to walk.
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'string' && REFUSED_IN_TEXT.test(value) ? 'control' : 'ok';
  }
  const stack: [unknown, number][] = [[value, 0]];
  let seen = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (++seen > MAX_INPUT_VALUES) return 'too_deep';
    if (typeof current === 'string') {
      if (REFUSED_IN_TEXT.test(current)) return 'control';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'too_deep';
      if (Array.isArray(current)) {
        for (const item of current) stack.push([item, depth + 1]);
      } else {
        for (const key of Object.keys(current)) {
          if (REFUSED_IN_TEXT.test(key)) return 'control';
          stack.push([(current as Record<string, unknown>)[key], depth + 1]);
        }
      }
    }
  }
  return 'ok';
}

/**
 * JSON text as tRPC receives it (a body, or `input=` in the query string): parsed and walked only
 * when it holds an escaped control character. Text that is not JSON passes: the JSON check and
 * tRPC refuse it with their own message.
 */
export function checkJsonText(text: string): TextVerdict {
  if (REFUSED_IN_TEXT.test(text)) return 'control';
  if (!ESCAPED_CONTROL.test(text)) return 'ok';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'ok';
  }
  return checkText(parsed);
}

function checkRequest(req: FastifyRequest, trpc: boolean): TextVerdict {
  let verdict = checkText(req.params);
  if (verdict !== 'ok') return verdict;
  const query = req.query as Record<string, unknown> | undefined;
  if (trpc && typeof query?.input === 'string') {
    const { input, ...rest } = query;
    verdict = checkJsonText(input);
    if (verdict === 'ok') verdict = checkText(rest);
  } else {
    verdict = checkText(query);
  }
  if (verdict !== 'ok') return verdict;
  // tRPC keeps the JSON body as text; the REST door's body is already parsed.
  return trpc && typeof req.body === 'string' ? checkJsonText(req.body) : checkText(req.body);
}

/** The preValidation hook: a translated 400 before any handler of /api or /trpc. */
export function refuseControlCharacters(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const verdict = servesData(req.url) ? checkRequest(req, isTrpc(req.url)) : 'ok';
  if (verdict === 'ok') {
    done();
    return;
  }
  const key = verdict === 'control' ? 'errors.control_characters' : 'errors.validation';
  reply.status(400).send({ message: translate(key, langFromHeaders(req.headers)) });
}
