// Before each client file that needs a DOM. The files share their worker's window and loaded
// packages (isolate: false: a fresh jsdom and React, Mantine and i18next per file cost three
// quarters of the project's time), so each file starts here from the state a fresh one would have:
// the app's own modules (src/…) loaded anew, empty storage, cookies and document, French, no toast, a new
// IndexedDB, and its spies, stubs and fake timers undone after it. jsdom lacks a few browser APIs
// that Mantine uses (below).
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: expiring what an earlier file set (the language choice).
  if (name) document.cookie = `${name}=; max-age=0; path=/`;
}
document.body.innerHTML = '';
window.history.replaceState(null, '', '/');
notifications.clean();
notifications.cleanQueue();
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();
// i18next is a package, so it stays started: initialising it again sets French, as a fresh file's start.
const { initI18n } = await import('../../src/client/i18n');
await initI18n('fr');

afterEach(() => cleanup());
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// findBy… and waitFor wait up to 10 s (1 s by default): on a busy 2-core machine, with the browser
// tests beside them, a render can take longer than a second without anything being wrong, and a lazy
// chunk (the toast host, loaded with a file's first toast) is fetched from the main Vitest process,
// which transforms it while it runs the server projects: once, in a full `npm test`, a toast had not
// appeared after 5 s (DemoSignupDialog.test.tsx; never in 10 shuffled runs of the client project).
configure({ asyncUtilTimeout: 10_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
