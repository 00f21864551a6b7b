// The sitemap (scripts/build.ts writes sitemap.xml from SITEMAP_PATHS) names every page a visitor
// can open with content to index; every other route of the client's table has a stated reason to
// stay out, so that a new public page cannot be left out of it again (« Comment est-ce calculé ? »
// was).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PATHS } from './routes-meta';

/** The paths of src/client/routes.tsx's table, read from its source (no React needed here). */
const routePaths = [...readFileSync(join(import.meta.dirname, 'routes.tsx'), 'utf8').matchAll(/\['(\/[^']*)', pages\.\w+\]/g)].map((m) => m[1]!);

const OUT_OF_SITEMAP: Record<string, string> = {
  '/login': 'a form, not content',
  '/register': 'a form, not content',
  '/payment': 'a form, not content',
  '/forgot-password': 'a form, not content',
  '/reset-password': "an e-mail's one-time link",
  '/confirm-email': "an e-mail's one-time link",
  '/confirm-account': "an e-mail's one-time link",
  '/desinscription': "the reminder e-mail's one-click unsubscribe",
  '/glossary': 'English alias of /glossaire',
  '/how-is-it-calculated': 'English alias of /comment-est-ce-calcule',
  '/dashboard': 'needs a session',
  '/quiz': 'needs a session',
  '/seance': 'needs a session',
  '/history': 'needs a session',
  '/interview': 'needs a session',
  '/admin': 'admins only',
  '/examen-civique': 'needs a session',
  '/exam': 'needs a session',
  '/account': 'needs a session',
  '/groupes/rejoindre/:code': 'needs a session and an invitation code',
  '/groupes/:id/membres/:userId': 'needs a session',
  '/groupes/:id': 'needs a session',
  '/groupes': 'needs a session',
};

describe('sitemap', () => {
  it('lists « Comment est-ce calculé ? »', () => {
    expect(SITEMAP_PATHS).toContain('/comment-est-ce-calcule');
  });

  it('names every route of the table, or it has a stated reason to stay out', () => {
    expect(routePaths.length).toBeGreaterThan(40);
    const listed = new Set<string>(SITEMAP_PATHS);
    expect(routePaths.filter((p) => !listed.has(p) && !(p in OUT_OF_SITEMAP))).toEqual([]);
    // The sitemap names real routes only, each once, and nothing it gives a reason to leave out.
    expect(SITEMAP_PATHS.filter((p) => p !== '/' && !routePaths.includes(p))).toEqual([]);
    expect(new Set(SITEMAP_PATHS).size).toBe(SITEMAP_PATHS.length);
    expect(SITEMAP_PATHS.filter((p) => p in OUT_OF_SITEMAP)).toEqual([]);
  });
});
