// Helmet's security headers with our Content-Security-Policy. The middleware is built ONCE:
// @fastify/helmet rebuilds it (and re-validates the CSP) on every request, which halved our
// throughput in `npm run bench`, so we call helmet itself from one Fastify hook instead
// (docs/security.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // No inline scripts: the client is one bundled module.
  scriptSrc: ["'self'"],
  // Mantine writes its CSS variables in a <style> element at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * What an answer of /api or /trpc carries instead of the page set. JSON is never a page: it runs no
 * script, loads nothing and opens no window, so the page's policy, referrer, opener, DNS-prefetch,
 * IE and Flash headers say nothing there (OWASP REST Security Cheat Sheet, "Security headers"). What
 * stays: a CSP that allows nothing (a JSON answer opened in a tab loads and runs nothing, and is
 * never framed), no MIME sniffing, no cross-origin embedding, HSTS. Each header costs every call,
 * so the API sends only these.
 */
const API_ONLY: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
];
const API_KEEPS = new Set(['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options']);

/**
 * Helmet's headers do not depend on the request (no CSP nonce), so helmet runs once, on a
 * recording response, and each request gets the recorded headers in one loop: its chain of
 * twelve middlewares per request cost about a tenth of a cached tRPC read (docs/security.md).
 * They go on Fastify's reply, not the raw response: Fastify then writes every header of the
 * answer in one `writeHead`, where a raw `setHeader` per header made Node keep (and lowercase, and
 * validate twice) a copy of each. `api`: the answer is JSON from /api or /trpc (API_ONLY above).
 */
export function securityHeaders(): (reply: FastifyReply, api: boolean) => void {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  const page: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => page.push([name.toLowerCase(), String(value)]),
    // Helmet removes X-Powered-By, which Fastify never sets: on a reply that has no header yet
    // (this hook runs first) there is nothing to remove.
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let failure: Error | undefined;
  middleware({ headers: {} } as IncomingMessage, recorder, (err) => {
    failure = err as Error | undefined;
  });
  if (failure) throw failure;
  const api = [...API_ONLY, ...page.filter(([name]) => API_KEEPS.has(name))];
  return (reply, isApi) => {
    for (const [name, value] of isApi ? api : page) reply.header(name, value);
  };
}
