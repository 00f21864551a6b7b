// What a SQLite deployment keeps in memory: PostgreSQL's driver is not loaded until a postgres://
// URL asks for it (~1.6 MB of heap that every full garbage collection would mark; docs/benchmarks.md, "Garbage
// collection"). Checked in a fresh process, through Node's module cache, where the CommonJS package
// lands once loaded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function loadedPackages(script: string): string[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

const REPORT = `
  import { createRequire } from 'node:module';
  const cache = createRequire(import.meta.url).cache;
  const loaded = ['pg'].filter((name) => Object.keys(cache).some((file) => file.includes('/node_modules/' + name + '/')));
  console.log(JSON.stringify(loaded));
`;

describe('the PostgreSQL driver, loaded on first use', () => {
  it('is not loaded for a SQLite database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-lazy-'));
    try {
      const loaded = loadedPackages(`
        import { createDb } from './db/client.ts';
        const handle = createDb(${JSON.stringify(path.join(dir, 'app.db'))});
        await handle.close();
        ${REPORT}
      `);
      expect(loaded).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is loaded for a postgres:// URL', () => {
    const loaded = loadedPackages(`
      import { createDb } from './db/client.ts';
      const handle = createDb('postgres://nobody@127.0.0.1:9/none');
      await handle.close();
      ${REPORT}
    `);
    expect(loaded).toEqual(['pg']);
  });
});
