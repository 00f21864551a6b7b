import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { usedMantineStyles } from './scripts/mantine-css.js';

const serverPort = Number(process.env.API_PORT ?? 3001);

/**
 * 'virtual:mantine-css': in a build, the stylesheets of the Mantine components the app uses
 * (scripts/mantine-css.ts), about half of Mantine's CSS; in the dev server, all of it.
 */
function mantineCss(): Plugin {
  const id = 'virtual:mantine-css';
  let build = false;
  return {
    name: 'mantine-used-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      // MANTINE_FULL_CSS=1 builds with the whole stylesheet (to compare, or if a style goes missing).
      const full = !build || process.env.MANTINE_FULL_CSS === '1';
      const files = full ? ['@mantine/core/styles.css'] : usedMantineStyles();
      return files.map((f) => `import '${f}';`).join('\n');
    },
  };
}

/**
 * What the service worker precaches on a first visit (docs/offline.md): the shell (the entry and
 * all it imports, the CSS, the icons and the manifest) and the practice path (the pages below and
 * all they import), with the French texts. Not followed: the other pages (routes.tsx) and the
 * other languages' texts, cached as they are used (src/client/sw.ts): the first visit on a phone
 * no longer downloads the whole app (issue 36).
 */
const FIRST_VISIT_PAGES = /\/src\/client\/pages\/(Landing|Dashboard|Demo|Quiz)\.page\.tsx$/;
const LATER = [/\/src\/client\/pages\/\w+\.page\.tsx$/, /\/src\/client\/i18n\/locales\/(?!fr\/)/];
const FIRST_VISIT_FILES = /^(index\.html|manifest\.webmanifest|favicon\.svg|icons\/.*|assets\/.*\.css)$/;
const firstVisitFiles = new Set<string>();
/** The chunks not precached, as the worker fetches them later (src/client/sw.ts). */
const OFFLINE_LATER_FILE = 'offline-later.json';

function firstVisitPrecache(): Plugin {
  return {
    name: 'first-visit-precache',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.format !== 'es' || this.environment?.name === 'ssr') return;
      const chunks = new Map<string, { imports: string[]; dynamicImports: string[]; later: boolean }>();
      const roots: string[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const id = output.facadeModuleId ?? '';
        const first = output.isEntry || FIRST_VISIT_PAGES.test(id);
        chunks.set(fileName, { imports: output.imports, dynamicImports: output.dynamicImports, later: !first && LATER.some((re) => re.test(id)) });
        if (first) roots.push(fileName);
      }
      if (roots.length === 0) return;
      firstVisitFiles.clear();
      // Each root with what it imports, statically or on demand (a toast, a dialog, a text file),
      // except the other pages and languages.
      const visit = (fileName: string) => {
        if (firstVisitFiles.has(fileName)) return;
        firstVisitFiles.add(fileName);
        const chunk = chunks.get(fileName);
        for (const imported of chunk?.imports ?? []) visit(imported);
        for (const imported of chunk?.dynamicImports ?? []) if (!chunks.get(imported)?.later) visit(imported);
      };
      for (const root of roots) visit(root);
      // The rest, for the worker to fetch on a later visit, when the phone is idle (sw.ts, WARM).
      const later = [...chunks.keys()].filter((f) => !firstVisitFiles.has(f)).sort();
      this.emitFile({ type: 'asset', fileName: OFFLINE_LATER_FILE, source: JSON.stringify(later) });
    },
  };
}

/**
 * The installable app (docs/offline.md): the web app manifest and the service worker
 * (src/client/sw.ts, Workbox injectManifest) that precaches the shell and the practice path.
 * Registered by src/client/offline/register-sw.ts once the page has loaded and is idle.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/client',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Prépa Naturalisation',
    short_name: 'Prépa Natu',
    description: 'Quiz officiels, examen civique et entretien de naturalisation simulé, en français et en anglais.',
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c3d8c',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['prerendered/**', 'sw.js'],
    manifestTransforms: [
      async (entries) => {
        // No chunk list (a build without the client bundle): keep everything rather than nothing.
        if (firstVisitFiles.size === 0) return { manifest: entries, warnings: [] };
        return { manifest: entries.filter((e) => firstVisitFiles.has(e.url) || FIRST_VISIT_FILES.test(e.url)), warnings: [] };
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), mantineCss(), firstVisitPrecache(), pwa],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/trpc': `http://localhost:${serverPort}`,
    },
  },
});
