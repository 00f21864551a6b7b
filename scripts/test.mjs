#!/usr/bin/env node
// `npm test`: the type check, the linters, the server and client tests, and the build then the
// browser tests, all side by side; each one's output is shown whole when it ends (Vitest's as it
// goes), then the time of each. Debian's Chromium is installed first if missing.
// `npm test -- <vitest args>` runs Vitest alone with those arguments.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const started = Date.now();
const chromium = spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const bin = (name) => `node_modules/.bin/${name}`;
const extra = process.argv.slice(2);
const unitProjects = ['server', 'server-mocks', 'server-pg', 'server-pg-mocks', 'client', 'client-node'].flatMap((p) => ['--project', p]);
// The browser tests need the built client: building it inside Vitest's global setup held every
// other project until it was done, so it runs here, beside the server and client tests.
const jobs = extra.length
  ? [{ name: 'vitest', steps: [[bin('vitest'), ['run', ...extra]]], buffered: false }]
  : [
      { name: 'typecheck', steps: [[bin('tsc'), ['--noEmit', '-p', '.']]], buffered: true },
      { name: 'lint', steps: [[bin('biome'), ['lint', '--error-on-warnings']]], buffered: true },
      { name: 'knip', steps: [[bin('knip'), ['--no-progress']]], buffered: true },
      { name: 'server+client', steps: [[bin('vitest'), ['run', ...unitProjects]]], buffered: false },
      {
        name: 'build+e2e',
        steps: [
          [bin('tsx'), ['scripts/build.ts', '--if-stale']],
          [bin('vitest'), ['run', '--project', 'e2e']],
        ],
        buffered: false,
      },
    ];

// Each Vitest process writes its counts here (tests/reporters/project-times.ts).
const countsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-test-counts-'));
let countsFiles = 0;

const runStep = ([cmd, args], buffered, sink) =>
  new Promise((resolve) => {
    const env = { ...process.env, TEST_COUNTS_FILE: path.join(countsDir, `${countsFiles++}.json`) };
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (buffered) {
      child.stdout.on('data', (d) => sink.push(d));
      child.stderr.on('data', (d) => sink.push(d));
    }
    child.on('close', (code) => resolve(code === 0));
  });

const run = async (job) => {
  const t0 = Date.now();
  const output = [];
  let ok = true;
  for (const step of job.steps) {
    ok = await runStep(step, job.buffered, output);
    if (!ok) break;
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (job.buffered) process.stdout.write(`\n── ${job.name} (${seconds} s, ${ok ? 'ok' : 'FAILED'}) ──\n${ok ? '' : Buffer.concat(output).toString()}`);
  return { name: job.name, ok, seconds };
};

const results = await Promise.all(jobs.map(run));
const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of fs.readdirSync(countsDir)) {
  const counts = JSON.parse(fs.readFileSync(path.join(countsDir, file), 'utf8'));
  for (const key of Object.keys(total)) total[key] += counts[key];
}
fs.rmSync(countsDir, { recursive: true, force: true });
const failedJobs = results.filter((r) => !r.ok).length;
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
for (const r of results) console.log(`  ${r.name.padEnd(14)} ${r.ok ? 'ok    ' : 'FAILED'} ${r.seconds} s`);
// A failed check (type check, lint, knip, build) counts as a failure in the closing line too.
console.log(`npm test: ${total.passed} passed, ${total.failed + (total.failed === 0 ? failedJobs : 0)} failed, ${total.skipped} skipped`);
process.exit(failedJobs === 0 ? 0 : 1);
