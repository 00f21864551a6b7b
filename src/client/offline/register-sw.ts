// Registers the service worker (src/client/sw.ts) once the page has loaded, so that it never
// competes with the first page, and tells the interface when a new version is waiting.
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

export function registerServiceWorker(): void {
  // The dev server builds no worker (vite-plugin-pwa's dev mode is off).
  if (workbox || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  void workbox.register().catch((error: unknown) => console.warn('Service worker not registered:', error));
}
