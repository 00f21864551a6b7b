// Registers the service worker (src/client/sw.ts) once the page has loaded and the browser is
// idle, so that it never competes with the first page, hands it the chunks this page already
// loaded, and tells the interface when a new version is waiting.
import { Workbox } from 'workbox-window';

type Listener = () => void;
const listeners = new Set<Listener>();
let workbox: Workbox | null = null;
let waiting = false;

/** True once a new version is installed and waits for 'Recharger'. */
export function updateWaiting(): boolean {
  return waiting;
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'Recharger': the waiting worker takes over, then the page reloads on the new version. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Runs `task` when the main thread is idle (Safari has no requestIdleCallback: a short delay). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

/** The app's chunks this page has loaded so far, for the worker to keep (sw.ts, CACHE_URLS). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/assets/'));
}

export function registerServiceWorker(): void {
  // The dev server builds no worker (vite-plugin-pwa's dev mode is off).
  if (workbox || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A worker already controls this page: not the first visit, the rest of the app may come now.
  const repeatVisit = Boolean(navigator.serviceWorker.controller);
  whenIdle(() => {
    register();
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (repeatVisit && !saveData) void navigator.serviceWorker.ready.then((registration) => whenIdle(() => registration.active?.postMessage({ type: 'WARM' })));
  });
}

function register(): void {
  if (workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  void workbox.register().catch((error: unknown) => console.warn('Service worker not registered:', error));
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: loadedAssets() }));
}
