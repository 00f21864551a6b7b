/// <reference lib="webworker" />
// The service worker (docs/offline.md), built by vite-plugin-pwa (injectManifest). It precaches
// only the app shell and the practice path (vite.config.ts, FIRST_VISIT_MODULES), so the landing,
// the demo and /quiz open without network after a first visit that stays light on a phone; every
// other chunk is kept as it is used (the page's own chunks of that first visit included: the page
// sends their list once the worker is active). It never stores a member's /api or /trpc answers:
// the only API read it keeps is the public demo question set. Answers given offline are sent from
// here by Background Sync.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { flushQueue } from './offline/flush';
import { QUEUE_EVENT, SYNC_TAG } from './offline/store';
import { PUBLIC_READS } from './public-reads';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once; a new version waits for 'Recharger' (skipWaiting).
clientsClaim();

const NAVIGATION_TIMEOUT_MS = 4000;

// Pages: from the network (prerendered '/' and '/demo', the current shell), the precached shell
// when there is none or it is too slow; the shell renders any route on the device.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
        try {
          return await fetch(request, { signal: controller.signal });
        } finally {
          clearTimeout(timer);
        }
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/trpc(\/|$)/] },
  ),
);

// The public reads the tRPC client sends alone (public-reads.ts): /demo works offline, and a quiz
// taken offline still marks its words and explains them.
const PUBLIC_READ_PATHS = new Set(PUBLIC_READS.map((path) => `/trpc/${path}`));
registerRoute(({ url, request }) => request.method === 'GET' && PUBLIC_READ_PATHS.has(url.pathname), new StaleWhileRevalidate({ cacheName: 'public-api' }));

// The rest of the app's code (hashed, immutable files): kept the first time it is used.
const ASSETS_CACHE = 'assets';
/** Old deployments' chunks go first once the cache holds more than this (about two versions). */
const ASSETS_MAX = 400;

async function trimAssets(): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - ASSETS_MAX))) await cache.delete(old);
}

const isAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

registerRoute(
  ({ url, request }) => request.method === 'GET' && isAsset(url),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [{ cacheDidUpdate: async () => void (await trimAssets()) }] }),
);

/**
 * The chunks the page loaded before this worker controlled it (a first visit to /exam loads the
 * exam's code then): kept too, from the browser's HTTP cache, so that page opens offline as well.
 */
async function keepLoaded(urls: unknown[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  for (const raw of urls) {
    if (typeof raw !== 'string') continue;
    const url = new URL(raw, self.location.origin);
    if (!isAsset(url) || (await matchPrecache(url.pathname)) || (await cache.match(url.pathname))) continue;
    try {
      const res = await fetch(url.pathname);
      if (res.ok) await cache.put(url.pathname, res);
    } catch {
      // Offline or gone: kept the next time it is used.
    }
  }
  await trimAssets();
}

/**
 * A later visit, once the page is idle: the chunks that were not precached (the list the build
 * writes, vite.config.ts), one at a time, so that every page opens offline from then on.
 */
async function warmRest(): Promise<void> {
  try {
    const res = await fetch('/offline-later.json', { cache: 'no-cache' });
    if (!res.ok) return;
    const files = (await res.json()) as unknown;
    if (Array.isArray(files)) await keepLoaded(files.map((f) => `/${String(f)}`));
  } catch {
    // Offline: another visit will do it.
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'CACHE_URLS' && Array.isArray(data.urls)) event.waitUntil(keepLoaded(data.urls));
  if (data?.type === 'WARM') event.waitUntil(warmRest());
});

/** Sends the queue of whoever is signed in now (never another member's, see offline/store.ts). */
async function syncAnswers(): Promise<void> {
  const res = await fetch('/api/auth/user', { credentials: 'same-origin' });
  if (!res.ok) return;
  const user = (await res.json()) as { id?: string } | null;
  if (!user?.id) return;
  const result = await flushQueue(user.id);
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: QUEUE_EVENT });
  // Background Sync tries again later when the promise rejects.
  if (result === 'later') throw new Error('Answers not all sent yet');
}

self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil: (p: Promise<unknown>) => void };
  if (sync.tag === SYNC_TAG) sync.waitUntil(syncAnswers());
});
