// A SQLite database migrated and seeded once per run (a vitest globalSetup), copied for each test
// app: a file copy takes ~12 ms where migrating and seeding a new file took 320–900 ms. The
// PostgreSQL side does the same with a template database (pg-global-setup.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded SQLite template; absent in the PostgreSQL project. */
    sqliteTemplate: string;
  }
}

/** globalSetup: builds the template and provides its path; removes it after the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-template-'));
  const file = path.join(dir, 'template.db');
  const handle = await openDatabase(file);
  await handle.close();
  // Closing the last connection checkpoints the WAL into the main file: one file to copy.
  if (fs.existsSync(`${file}-wal`)) throw new Error('The SQLite template kept a WAL file after closing');
  project.provide('sqliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Copies the template to `target` unless a database is already there; true if it copied. */
export function copySqliteTemplate(template: string | undefined, target: string): boolean {
  if (!template || fs.existsSync(target)) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(template, target);
  return true;
}
