// Helmet's security headers with our Content-Security-Policy. The middleware is built ONCE:
// @fastify/helmet rebuilds it (and re-validates the CSP) on every request, which halved our
// throughput in `npm run bench`, so we call helmet itself from one Fastify hook instead
// (docs/security.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
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

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => void;

/**
 * Helmet's headers do not depend on the request (no CSP nonce), so helmet runs once, on a
 * recording response, and each request gets the recorded headers in one loop: its chain of
 * twelve middlewares per request cost about a tenth of a cached tRPC read (docs/security.md).
 */
export function securityHeaders(): Middleware {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  let failure: Error | undefined;
  middleware({ headers: {} } as IncomingMessage, recorder, (err) => {
    failure = err as Error | undefined;
  });
  if (failure) throw failure;
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
