// Which door a request came through, from its URL: /api (the REST adapter) and /trpc answer JSON,
// read sessions and check input; every other path is a page or a file of the client. One place,
// so that the hooks, the security headers and the not-found handler draw the same line.
const DATA = /^\/(?:api|trpc)(?:[/?]|$)/;
const TRPC = /^\/trpc(?:[/?]|$)/;
const HEALTH = /^\/api\/health(?:\?|$)/;

/** /api or /trpc (query string allowed), not /apiary. */
export const servesData = (url: string): boolean => DATA.test(url);

export const isTrpc = (url: string): boolean => TRPC.test(url);

/** The health check: never rate-limited nor shed, it reports the pressure itself. */
export const isHealthCheck = (url: string): boolean => HEALTH.test(url);
