// Before the browser suite: Chromium must be there (scripts/ensure-chromium.sh installs it) and
// the client must be built once for all files.
import fs from 'node:fs';
import { buildAllIfStale } from '../../scripts/build.js';
import type { TestProject } from 'vitest/node';
import createSqliteTemplate from '../helpers/sqlite-template.js';
import { CHROMIUM_PATH } from './browser.js';

export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run 'bash scripts/ensure-chromium.sh' as root.`);
  }
  await buildAllIfStale();
  return createSqliteTemplate(project);
}
