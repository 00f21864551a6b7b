// `npx tsx scripts/readiness-calibration.ts [--write]`: plays simulated members with known ability
// through the real readiness service on a fresh seeded SQLite database (tests/helpers/
// readiness-simulation.ts) and prints the Brier score and the reliability table; --write puts them
// into docs/readiness.md between the calibration markers (English, French, Arabic). The same run as
// src/server/services/learning/calibration.test.ts, so the doc shows what the test asserts on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/database.js';
import { calibrationMarkdown, simulateReadiness, withCalibration } from '../tests/helpers/readiness-simulation.js';
import { CALIBRATION_RUN } from '../src/server/services/learning/calibration-run.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readiness-calibration-'));
const handle = await openDatabase(path.join(dir, 'sim.db'), { poolSize: 1 });
try {
  const result = await simulateReadiness(handle.db, CALIBRATION_RUN);
  const markdown = calibrationMarkdown(result, CALIBRATION_RUN);
  console.log(markdown);
  if (process.argv.includes('--write')) {
    const doc = path.join(import.meta.dirname, '..', 'docs', 'readiness.md');
    fs.writeFileSync(doc, withCalibration(fs.readFileSync(doc, 'utf8'), result, CALIBRATION_RUN));
    console.log('\nWritten into docs/readiness.md');
  }
} finally {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
