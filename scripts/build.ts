// Builds the client with Vite, then writes brotli and gzip twins of every text asset so
// @fastify/static can serve them pre-compressed, plus robots.txt and sitemap.xml.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { SITEMAP_PATHS } from '../src/client/routes-meta.js';

export const CLIENT_DIR = path.resolve('dist/client');
export const SERVER_ENTRY = path.resolve('dist/server/main.mjs');
const STAMP = path.resolve('dist/.build-stamp');

function compressTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressTree(file);
    else if (/\.(js|css|html|svg|json|txt|xml)$/.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}

/** Moves a finished build into place; retried while another build swaps the same folder. */
function swapInto(staging: string, outDir: string) {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
      fs.renameSync(staging, outDir);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  fs.rmSync(old, { recursive: true, force: true });
}

/** Where the prerendered pages sit inside the client folder; the server sends them for their paths. */
export const PRERENDER_DIR = 'prerendered';

/** The file that holds the prerendered HTML of a path ('/' → index.html, '/demo' → demo.html). */
export function prerenderedFile(urlPath: string): string {
  return `${urlPath === '/' ? 'index' : urlPath.slice(1).replaceAll('/', '_')}.html`;
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The JS and CSS files of some source modules' chunks and of the chunks they import statically. */
function chunkFiles(manifest: Manifest, sources: string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!chunk.isEntry) js.add(chunk.file);
    for (const f of chunk.css ?? []) css.add(f);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    visit(source);
  }
  return { css: [...css], js: [...js] };
}

/**
 * Renders src/client/prerender.tsx's pages in Node (a Vite SSR build of the same sources) into
 * copies of the built index.html. A page that fails to render is left to the empty shell.
 */
async function prerenderPages(clientOut: string) {
  // Inside the project, so that the bundle's bare imports resolve to node_modules.
  const ssrOut = path.resolve(`dist/.prerender-${process.pid}-${Date.now()}`);
  try {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { ssr: 'src/client/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
    });
    const mod = (await import(pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href)) as typeof import('../src/client/prerender.js');
    const shell = fs.readFileSync(path.join(clientOut, 'index.html'), 'utf8');
    if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
    const manifest = JSON.parse(fs.readFileSync(path.join(clientOut, '.vite/manifest.json'), 'utf8')) as Manifest;
    fs.mkdirSync(path.join(clientOut, PRERENDER_DIR), { recursive: true });
    for (const [urlPath, { page, namespaces }] of Object.entries(mod.PRERENDERED)) {
      try {
        const markup = await mod.renderPath(urlPath);
        // The page's own CSS (CSS modules of lazy chunks) must be there before the first paint.
        // Its code is not preloaded here: fetched before the paint it would only compete with the
        // CSS; main.tsx asks for it as soon as the entry runs (the markup is on screen by then).
        const { css } = chunkFiles(manifest, [page, ...namespaces.map((ns) => `src/client/i18n/locales/fr/${ns}.json`)]);
        const head = css
          .filter((f) => !shell.includes(`/${f}"`))
          .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
          .join('\n    ');
        fs.writeFileSync(
          path.join(clientOut, PRERENDER_DIR, prerenderedFile(urlPath)),
          shell
            // Painted from HTML and CSS, the page does not need the entry's imports before the
            // entry itself: without these preloads the CSS has the connection to itself.
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace('</head>', `  ${head}\n  </head>`)
            // inert until hydrated (main.tsx): no tap is lost on markup React has not taken over.
            .replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`),
        );
      } catch (err) {
        console.warn(`Prerendering ${urlPath} failed; it is served as the empty shell.`, err);
      }
    }
  } finally {
    fs.rmSync(ssrOut, { recursive: true, force: true });
  }
}

/**
 * Builds the client into a staging folder, then swaps it in: several builds at once (the browser
 * tests of parallel sessions rebuild when sources change) never see a half-emptied dist/client.
 */
export async function buildClient(outDir = CLIENT_DIR) {
  const staging = `${outDir}.staging-${process.pid}-${Date.now()}`;
  // Vite makes a development build (React's dev bundle: 3x slower, 50 KiB more) whenever
  // NODE_ENV is already set to something else, as it is under vitest ('test'): force production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir: staging, emptyOutDir: true, manifest: true } });
    await prerenderPages(staging);
    fs.rmSync(path.join(staging, '.vite'), { recursive: true, force: true });
    // Without PUBLIC_URL the public origin is unknown at build time: root-relative addresses
    // rather than a guess (a sitemap saying "localhost" would send crawlers nowhere).
    const origin = process.env.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
    fs.writeFileSync(
      path.join(staging, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /trpc/\nDisallow: /admin\nSitemap: ${origin}/sitemap.xml\n`,
    );
    const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
    fs.writeFileSync(
      path.join(staging, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
    compressTree(staging);
    swapInto(staging, outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Bundles the server into one ESM file (dependencies stay in node_modules). Production runs plain
 * `node` on it: under a TypeScript loader, source-mapped stack traces made every tRPC call
 * several times slower and the process ~50 MB larger (measured with `npm run bench`).
 */
export async function buildServer() {
  await esbuild({
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: SERVER_ENTRY,
    logLevel: 'warning',
  });
}

export async function buildAll() {
  await buildClient();
  await buildServer();
  fs.writeFileSync(STAMP, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --if-stale: only when a source is newer than dist/ (npm test builds this way for the browser tests).
  if (process.argv.includes('--if-stale') && !(await buildAllIfStale())) console.log('The build is up to date');
  else {
    if (!process.argv.includes('--if-stale')) await buildAll();
    console.log(`Built the client in ${CLIENT_DIR} and the server in ${SERVER_ENTRY}`);
  }
}

/** Rebuilds everything when dist/ is older than any source (see build-state.mjs). */
export async function buildAllIfStale(): Promise<boolean> {
  const { isBuildStale } = await import('./build-state.mjs');
  if (!isBuildStale()) return false;
  await buildAll();
  return true;
}
