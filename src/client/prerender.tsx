// Build-time prerendering (scripts/build.ts runs it in Node after the client build): the HTML that a
// French-speaking visitor sees on the public entry pages, so a phone paints the page as soon as
// the HTML and CSS arrive; main.tsx then hydrates it. Nothing here runs in the browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { initI18n } from './i18n';

/**
 * Paths prerendered at build time (the server sends their HTML instead of the empty shell), with
 * the page module and the i18n namespaces they show: the build links their CSS and preloads their
 * code so that nothing shifts or waits when the page hydrates.
 */
export const PRERENDERED: Record<string, { page: string; namespaces: string[] }> = {
  '/': { page: 'src/client/pages/Landing.page.tsx', namespaces: ['common', 'auth', 'landing'] },
  '/demo': { page: 'src/client/pages/Demo.page.tsx', namespaces: ['common', 'auth', 'quiz'] },
  '/sources': { page: 'src/client/pages/Sources.page.tsx', namespaces: ['common', 'auth', 'sources'] },
};

let ready: Promise<unknown> | undefined;

/** The markup of `path` once every lazy page and namespace it needs has loaded. */
export async function renderPath(path: string): Promise<string> {
  ready ??= initI18n('fr');
  await ready;
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // Every boundary inline: a large one would otherwise be sent hidden and revealed by an inline
    // script, which the Content-Security-Policy (script-src 'self') does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
