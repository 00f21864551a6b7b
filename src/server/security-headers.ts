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

export function securityHeaders(): Middleware {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => middleware(req, res, (err) => next(err as Error | undefined));
}
