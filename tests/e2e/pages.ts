// What the browser tests that walk the site share: the pages a visitor can open, and axe's check of
// a page (every browser test that runs axe). public.e2e walks them in each language, polish.e2e at
// two sizes; a new public page in src/client/routes-meta.ts is walked by both.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { SITEMAP_PATHS } from '../../src/client/routes-meta.js';

/** Every page a visitor can open: the public paths of the sitemap, sign-in, sign-up and /payment. */
export const VISITOR_ROUTES: readonly string[] = [...SITEMAP_PATHS, '/login', '/register', '/payment'];

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Where axe looks, by CSS selectors; the whole page when not given. */
export interface AxeScope {
  include?: string[][];
  exclude?: string[][];
}

/** The page's main content (#main), without the header, footer and toasts around it. */
export const MAIN_CONTENT: AxeScope = { include: [['#main']] };
/** The page without the toasts, which come from the app-wide toast host, not from the page. */
export const WITHOUT_TOASTS: AxeScope = { exclude: [['.mantine-Notifications-root']] };

/** axe's serious and critical violations on the page as it is now, with up to four places each. */
export async function seriousAxeViolations(page: Page, scope?: AxeScope) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | AxeScope, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(within ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim().slice(0, 240)) }));
  }, scope);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
