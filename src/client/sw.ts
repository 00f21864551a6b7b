/// <reference lib="webworker" />
// The service worker (docs/offline.md), built by vite-plugin-pwa (injectManifest). It precaches
// the app shell and every route's code, so public pages, the demo, the guide and /quiz open
// without network. It never stores a member's /api or /trpc answers: the only API read it keeps
// is the public demo question set. Answers given offline are sent from here by Background Sync.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { flushQueue } from './offline/flush';
import { QUEUE_EVENT, SYNC_TAG } from './offline/store';

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

// The demo's three public questions (the tRPC client sends this call alone, never batched with a
// member's calls: src/client/trpc.ts), so that /demo works offline.
registerRoute(({ url, request }) => request.method === 'GET' && url.pathname === '/trpc/questions.demo', new StaleWhileRevalidate({ cacheName: 'public-api' }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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
