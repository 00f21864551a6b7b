import react from '@vitejs/plugin-react';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/routers/**/*.test.ts', 'src/shared/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/security/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Two at least: on a 2-core machine the default (one fewer than the cores) ran every file one
    // after the other; with two, the server and client files run beside the browser files (which
    // stay one at a time): the suite took 13 minutes instead of 17 here.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The same server tests on a real PostgreSQL (README, "PostgreSQL"): pg-global-setup.ts
        // starts a cluster, tests/helpers/test-app.ts gives each app its own database.
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          // tests/scale: several app processes on one database, which only PostgreSQL supports.
          include: [...serverTests, 'tests/scale/**/*.test.ts'],
          exclude: [
            // About the SQLite file itself: its durability across a killed process, backups of
            // the file, a full or read-only file, migrating a file down and up. PostgreSQL has its
            // own (tests/multi-process.pg.test.ts kills a process mid-write).
            'src/server/durability.test.ts',
            'scripts/backup.test.ts',
            'tests/security/backup-restore.test.ts',
            'tests/security/database-failure.test.ts',
            'db/migrate.test.ts',
          ],
          globalSetup: ['tests/helpers/pg-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/jsdom-setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One browser at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
