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
 * The installable app (docs/offline.md): the web app manifest and the service worker
 * (src/client/sw.ts, Workbox injectManifest) that precaches the shell and every route's code.
 * Registered by src/client/offline/register-sw.ts after the page has loaded.
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
  },
});

export default defineConfig({
  plugins: [react(), mantineCss(), pwa],
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
