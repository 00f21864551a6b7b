import './lib/zod-csp';
import 'virtual:mantine-css';
import '@mantine/notifications/styles.css';
import './mantine-theme.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n, storedLanguage } from './i18n';
import { firstRenderDone, firstRenderStarts } from './lib/first-render';
import { demoQuestions } from './lib/demo-questions';
import { afterSectionsHydrate, startHydratingLater } from './lib/hydrate-later';
import { reloadOnStaleChunks } from './lib/stale-chunks';
import { rememberedMember } from './offline/member';

reloadOnStaleChunks();
firstRenderStarts();

// The first page's code and texts are fetched now, alongside the shell's, rather than after the
// shell's first render (one more round trip on a phone). The lazy routes import the same modules.
// The demo's questions too: a plain fetch (lib/demo-questions.ts), not behind the data layer.
const FIRST_PAGE: Record<string, { code: () => Promise<unknown>; namespaces: string[]; data?: () => Promise<unknown> }> = {
  '/': { code: () => import('./pages/Landing.page'), namespaces: ['landing'] },
  '/demo': { code: () => import('./pages/Demo.page'), namespaces: ['quiz'], data: demoQuestions },
};
const firstPage = FIRST_PAGE[window.location.pathname];
void firstPage?.code();
firstPage?.data?.().catch(() => {});
// The data layer (tRPC, TanStack Query) and the session's call: at once where the first page
// needs them, which is every page but the landing (a member's page waits for the session), and on
// '/' for a member remembered on this device (their '/' is the dashboard); a visitor's landing
// fetches them once it is on screen (lib/session.ts).
if (window.location.pathname !== '/' || rememberedMember()) void import('./data').then((data) => data.startSession());
const language = storedLanguage();
void initI18n(language, firstPage?.namespaces);

const container = document.getElementById('root')!;
// A prerendered page arrives inert (scripts/build.ts): a tap before React has taken over the
// markup would be lost, so the page takes none until its first page has hydrated, the sections it
// hydrates later included (lib/hydrate-later.tsx: each in an idle moment of its own).
const interactive = () =>
  afterSectionsHydrate(() => {
    container.removeAttribute('inert');
    firstRenderDone();
  });
const app = (
  <StrictMode>
    <App onPageReady={interactive} />
  </StrictMode>
);
// '/' and '/demo' arrive prerendered in French (scripts/build.ts): React takes over that markup.
// A visitor who chose English gets a fresh render instead of a French page to correct.
if (container.firstElementChild && language === 'fr') {
  startHydratingLater();
  hydrateRoot(container, app, {
    // React recovers from a mismatch by rendering afresh: worth a warning, not an error.
    onRecoverableError: (error) => console.warn('Hydration fell back to a client render:', error),
  });
} else {
  container.replaceChildren();
  container.removeAttribute('inert');
  createRoot(container).render(app);
}
