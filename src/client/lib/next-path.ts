// Where to go back after signing in: '/login?next=/history' returns to /history. Only a path of
// this site is accepted, so a crafted link cannot send a member elsewhere after sign-in (open
// redirect): absolute URLs, '//host', backslashes and control characters are refused.

const NEXT_STORAGE_KEY = 'login-next';
const AUTH_PAGES = new Set(['/login', '/register']);

/** `raw` if it is a same-site path (with its query and hash), else null. */
export function safeNextPath(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PAGES.has(url.pathname) || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?next=<the page asked for>' for a visitor on a signed-in page. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** Kept across the Google round trip, which leaves the app and comes back to /login. */
export function rememberNext(next: string | null): void {
  try {
    if (next) sessionStorage.setItem(NEXT_STORAGE_KEY, next);
  } catch {
    // Storage unavailable: the member lands on the dashboard instead.
  }
}

/** The remembered page, once (safe-checked again). */
export function takeRememberedNext(): string | null {
  try {
    const next = sessionStorage.getItem(NEXT_STORAGE_KEY);
    sessionStorage.removeItem(NEXT_STORAGE_KEY);
    return safeNextPath(next);
  } catch {
    return null;
  }
}
