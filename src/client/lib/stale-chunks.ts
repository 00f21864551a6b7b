// After a deployment, a tab opened before it asks for code chunks that are gone (the server answers
// 404 for a missing /assets file, src/server/app.ts). Vite reports such a failed import as a
// 'vite:preloadError' event: the page reloads, which fetches the new version. Once a minute at most,
// so a chunk that fails for another reason shows the page's error instead of reloading in a loop;
// never offline, where a reload cannot help.
export const RELOAD_KEY = 'prepa.staleChunkReloadAt';
export const MIN_RELOAD_INTERVAL_MS = 60_000;

type Host = Pick<Window, 'addEventListener' | 'navigator' | 'sessionStorage' | 'location'>;

export function reloadOnStaleChunks(win: Host = window, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!win.navigator.onLine) return;
    try {
      const last = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (now() - last < MIN_RELOAD_INTERVAL_MS) return;
      win.sessionStorage.setItem(RELOAD_KEY, String(now()));
    } catch {
      // No session storage (a private mode): without a way to stop a loop, no reload.
      return;
    }
    event.preventDefault();
    win.location.reload();
  });
}
