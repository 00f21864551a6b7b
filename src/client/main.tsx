import './lib/zod-csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';

// The first page's code and texts are fetched now, alongside the shell's, rather than after the
// shell's first render (one more round trip on a phone). The lazy routes import the same modules.
const FIRST_PAGE: Record<string, { code: () => Promise<unknown>; namespaces: string[] }> = {
  '/': { code: () => import('./pages/Landing.page'), namespaces: ['landing'] },
  '/demo': { code: () => import('./pages/Demo.page'), namespaces: ['quiz'] },
};
const firstPage = FIRST_PAGE[window.location.pathname];
void firstPage?.code();
void initI18n(undefined, firstPage?.namespaces);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
