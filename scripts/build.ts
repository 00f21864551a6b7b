// Builds the client with Vite, then writes brotli and gzip twins of every text asset so
// @fastify/static can serve them pre-compressed, plus robots.txt and sitemap.xml.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { SITEMAP_PATHS } from '../src/client/routes-meta.js';

export const CLIENT_DIR = path.resolve('dist/client');

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

export async function buildClient() {
  await build({ logLevel: 'warn' });
  const origin = process.env.PUBLIC_URL ?? 'http://localhost:3000';
  fs.writeFileSync(
    path.join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /trpc/\nDisallow: /admin\nSitemap: ${origin}/sitemap.xml\n`,
  );
  const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  fs.writeFileSync(
    path.join(CLIENT_DIR, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  compressTree(CLIENT_DIR);
}

const SOURCES = ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the client only when dist/ is missing or older than any of its sources. */
export async function buildClientIfStale(): Promise<boolean> {
  const index = path.join(CLIENT_DIR, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return false;
  console.log(builtAt ? 'Client sources changed: rebuilding the client…' : 'Building the client…');
  await buildClient();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClient();
  console.log(`Client built in ${CLIENT_DIR}`);
}
