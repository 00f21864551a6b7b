// jsdom lacks a few browser APIs that Mantine uses.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../../src/client/i18n';

await initI18n('fr');

afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s (1 s by default): on a busy 2-core machine, with the browser
// tests beside them, a render can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

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
