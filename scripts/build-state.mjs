// Whether dist/ is older than its sources: shared by `npm start` (plain Node, no TypeScript
// loader) and the test setup.
import fs from 'node:fs';
import path from 'node:path';

// docs/readiness.md: the « Comment est-ce calculé ? » page reads its text at build time.
const SOURCES = ['src', 'db', 'index.html', 'public', 'vite.config.ts', 'scripts/mantine-css.ts', 'postcss.config.cjs', 'package-lock.json', 'scripts/build.ts', 'docs/readiness.md'];
export const STAMP = path.resolve('dist/.build-stamp');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the build is missing or any source changed since it was made. */
export function isBuildStale() {
  const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map(newestMtime));
}
