import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Where the time of `npm test` goes and why the projects are cut this way: docs/testing.md.

/** Every test file under `roots` (relative paths), with its source. */
function testFiles(roots: string[], pattern: RegExp): { file: string; source: string }[] {
  const found: { file: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (pattern.test(entry.name)) found.push({ file: full.split(path.sep).join('/'), source: fs.readFileSync(full, 'utf8') });
    }
  };
  for (const root of roots) if (fs.existsSync(root)) walk(root);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

const server = testFiles(['src/server', 'src/routers', 'src/shared', 'db', 'scripts', 'tests/security'], /\.test\.ts$/);
// A file that replaces a module (vi.mock), or measures its own process's memory (marked
// `@vitest-isolate`), needs a fresh module graph: it runs isolated. Every other server file shares
// its worker's modules with the files before it (isolate: false): each isolated file re-imported
// the whole server (~3.8 s of CPU).
const mocks = (f: { source: string }) => /\bvi\.(mock|doMock)\(|@vitest-isolate/.test(f.source);
// Only the files that open the test database (tests/helpers/test-app.ts, or the router kit built
// on it) behave differently on PostgreSQL; the others ran twice for nothing.
const opensTheDatabase = (f: { source: string }) => /helpers\/(test-app|mail-apps)|router-test-kit/.test(f.source);
// About the SQLite file itself: its durability across a killed process, backups of the file, a
// full or read-only file, migrating a file down and up. PostgreSQL has its own
// (tests/scale/multi-process.test.ts kills a process mid-write).
const sqliteOnly = new Set([
  'src/server/durability.test.ts',
  'scripts/backup.test.ts',
  'tests/security/backup-restore.test.ts',
  'tests/security/database-failure.test.ts',
  'db/migrate.test.ts',
]);
// The database is only where the simulation keeps its answers: what this measures is the readiness
// model's calibration (the figure itself is compared across engines by kept-evidence.test.ts, which
// runs on both). On PostgreSQL it cost three times its SQLite time for the same numbers.
const modelOnly = new Set(['src/server/services/learning/calibration.test.ts']);
const onPostgres = server.filter((f) => opensTheDatabase(f) && !sqliteOnly.has(f.file) && !modelOnly.has(f.file));
const scale = testFiles(['tests/scale'], /\.test\.ts$/);

const files = (list: { file: string }[]) => list.map((f) => f.file);

function serverProject(name: string, include: string[], isolate: boolean, postgres: boolean): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      include,
      isolate,
      // SQLite: a template file migrated and seeded once, copied per app. PostgreSQL: a cluster
      // for the run and a template database, copied per app (tests/helpers/test-app.ts).
      globalSetup: [postgres ? 'tests/helpers/pg-global-setup.ts' : 'tests/helpers/sqlite-template.ts'],
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
}

// Client files that render or touch the DOM run in jsdom; the rest (pure logic) in node.
const client = testFiles(['src/client'], /\.test\.tsx?$/);
const needsDom = (f: { file: string; source: string }) =>
  f.file.endsWith('.tsx') || /@vitest-environment jsdom|\b(window|document|indexedDB|localStorage|navigator)\b/.test(f.source);

export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on this 2-core machine: the server, client and browser files share them.
    maxWorkers: 2,
    reporters: ['default', './tests/reporters/project-times.ts'],
    projects: [
      serverProject('server', files(server.filter((f) => !mocks(f))), false, false),
      serverProject('server-mocks', files(server.filter(mocks)), true, false),
      serverProject('server-pg', files([...onPostgres.filter((f) => !mocks(f)), ...scale]), false, true),
      serverProject('server-pg-mocks', files(onPostgres.filter(mocks)), true, true),
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: files(client.filter(needsDom)),
          setupFiles: ['tests/helpers/jsdom-setup.ts'],
          // One jsdom and one load of the packages per worker; the setup file gives each file fresh
          // app modules, storage, document and language (44 → 11 core-seconds for the project).
          isolate: false,
          css: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-node',
          environment: 'node',
          include: files(client.filter((f) => !needsDom(f))),
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each file starts its own server, data dir and Chromium (tests/e2e/harness.ts), so the
          // files of a worker can share its loaded modules: the server's code is imported once per
          // worker, not once per file (import 40 → 6 s, 641 → 585 busy core-seconds).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A browser waits on a server sharing two busy cores (an argon2 hash alone can pass 1 s):
          // polls wait for what must happen, so a longer wait costs nothing when it works.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
