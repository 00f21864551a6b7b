// The general limit's refusal for a page navigation: a small translated HTML page in the app's
// colours that says when to come back (issue 36: a neighbour on the same address got a raw JSON
// page, in French under an Arabic interface). API calls keep their JSON answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { directionOfLang, langFromHeaders, type Lang } from '../i18n/messages.js';

const PAGE_TEXT: Record<Lang, { title: string; body: string; again: string; brand: string }> = {
  fr: {
    title: 'Trop de requêtes',
    body: 'Beaucoup de demandes sont parties de votre connexion (elle est peut-être partagée). Réessayez {when}.',
    again: 'Réessayer',
    brand: 'Prépa Naturalisation',
  },
  en: {
    title: 'Too many requests',
    body: 'Many requests came from your connection (it may be shared). Try again {when}.',
    again: 'Try again',
    brand: 'Prépa Naturalisation',
  },
  ar: {
    title: 'طلبات كثيرة جدًا',
    body: 'وصلت طلبات كثيرة من اتصالك (ربما يكون مشتركًا). حاول مرة أخرى {when}.',
    again: 'إعادة المحاولة',
    brand: 'Prépa Naturalisation',
  },
};

/** "in 42 seconds", "dans 3 minutes", "خلال 3 دقائق": when to come back, in the page's language. */
export function retryWhen(seconds: number, lang: Lang): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  return seconds < 60 ? format.format(Math.max(1, Math.ceil(seconds)), 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * A browser's navigation (GET or HEAD asking for HTML): a page, or an /api address opened in the
 * tab (Google sign-in, its callback, a download link). The app's own calls (fetch, tRPC) and API
 * clients do not ask for HTML and keep the JSON answer.
 */
export function wantsHtmlPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.url.startsWith('/trpc')) return false;
  return String(req.headers.accept ?? '').includes('text/html');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function rateLimitedPage(lang: Lang, seconds: number, url: string): string {
  const text = PAGE_TEXT[lang];
  const body = text.body.replace('{when}', retryWhen(seconds, lang));
  const href = escapeHtml(url.startsWith('/') && !url.startsWith('//') ? url : '/');
  return `<!doctype html>
<html lang="${lang}" dir="${directionOfLang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} · ${escapeHtml(text.brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#1a1b1e;background:#f8f9fa}
header{background:#fff;border-bottom:1px solid #dee2e6;padding:14px 16px;font-weight:800;font-size:18px;color:#1c3d8f}
main{max-width:560px;margin:32px auto;padding:0 16px}
h1{font-size:24px;margin:0 0 12px}
p{font-size:16px;line-height:1.55;margin:0 0 20px}
a.button{display:inline-block;background:#1c3d8f;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600}
</style>
</head>
<body>
<header>${escapeHtml(text.brand)}</header>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(body)}</p>
<a class="button" href="${href}">${escapeHtml(text.again)}</a>
</main>
</body>
</html>
`;
}

/** Sends the 429 page; the caller has set Retry-After and the X-RateLimit headers. */
export function sendRateLimitedPage(req: FastifyRequest, reply: FastifyReply, seconds: number): FastifyReply {
  const lang = langFromHeaders(req.headers);
  return reply.status(429).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(rateLimitedPage(lang, seconds, req.url));
}
