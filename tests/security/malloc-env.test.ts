// glibc's malloc settings (deploy/malloc-env) reach the app process wherever it is started: glibc
// reads them from the environment when the process starts, so each start command puts them there
// itself (issue 35, item 2; docs/operations.md, "Memory"). What they do to RSS is
// tests/security/export-memory-process.test.ts's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mallocEnv, spawnServer } from '../../scripts/lib/spawn-server.js';

const PRINT_ENV = `-e 'process.stdout.write(JSON.stringify(process.env))'`;

/** Runs a start command through sh with the entry replaced by a script that prints its environment. */
function envOf(command: string, entry: string): Record<string, string> {
  expect(command).toContain(entry);
  const run = spawnSync('/bin/sh', ['-c', command.replace(entry, PRINT_ENV).replace('/usr/bin/node', process.execPath).replace(/(^|\s)node\s/, `$1${process.execPath} `)], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Record<string, string>;
}

describe('glibc malloc settings', () => {
  it('deploy/malloc-env sets the mmap threshold, and only VAR=value lines', () => {
    const env = mallocEnv('deploy/malloc-env');
    expect(env).toEqual({ MALLOC_MMAP_THRESHOLD_: '32768' });
  });

  it('npm start puts them in the environment of the node it starts', () => {
    const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(envOf(start, 'scripts/start.mjs')).toMatchObject(mallocEnv('deploy/malloc-env'));
  });

  it('the Docker image and the systemd unit start node with them', () => {
    const cmd = /^CMD exec (.+)$/m.exec(fs.readFileSync('deploy/Dockerfile', 'utf8'))![1]!;
    expect(envOf(cmd, 'dist/server/main.mjs')).toMatchObject(mallocEnv('deploy/malloc-env'));
    const execStart = /^ExecStart=\/bin\/sh -c '(.+)'$/m.exec(fs.readFileSync('deploy/prepa-naturalisation.service', 'utf8'))![1]!;
    expect(envOf(execStart, 'dist/server/main.mjs')).toMatchObject(mallocEnv('deploy/malloc-env'));
  });

  it('a server spawned by the tests and benches runs with them too (scripts/lib/spawn-server.ts)', async () => {
    const server = await spawnServer({}, { args: ['-e', `require('node:http').createServer((q, r) => r.end(JSON.stringify(process.env))).listen(process.env.PORT, '127.0.0.1')`], readyPath: '/' });
    try {
      expect(await (await fetch(`${server.base}/`)).json()).toMatchObject(mallocEnv('deploy/malloc-env'));
    } finally {
      await server.stop();
    }
  });
});
