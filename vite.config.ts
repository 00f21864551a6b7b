import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), mantineCss()],
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
