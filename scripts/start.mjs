// `npm start`: rebuild the client and the server bundle when missing or older than their sources,
// then run the server (which migrates and seeds the database before listening) in plain Node.
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-state.mjs';

if (isBuildStale()) {
  console.log('Building the client and the server…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.mjs');
