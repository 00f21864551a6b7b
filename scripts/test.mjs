#!/usr/bin/env node
// `npm test`: the type check, the linters and every Vitest project side by side (they used to run
// one after the other), each one's output shown whole when it ends, then the time of each.
// Debian's Chromium is installed first if missing (the browser project needs it).
import { spawn, spawnSync } from 'node:child_process';

const started = Date.now();
const chromium = spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const bin = (name) => `node_modules/.bin/${name}`;
const jobs = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'], buffered: true },
  { name: 'lint', cmd: bin('biome'), args: ['lint', '--error-on-warnings'], buffered: true },
  { name: 'knip', cmd: bin('knip'), args: ['--no-progress'], buffered: true },
  // Vitest streams: it is the long one, and its progress is worth seeing as it goes.
  { name: 'vitest', cmd: bin('vitest'), args: ['run', ...process.argv.slice(2)], buffered: false },
];

const run = (job) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(job.cmd, job.args, { stdio: job.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (job.buffered) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (job.buffered) process.stdout.write(`\n── ${job.name} (${seconds} s, ${code === 0 ? 'ok' : 'FAILED'}) ──\n${code === 0 ? '' : output}`);
      resolve({ name: job.name, ok: code === 0, seconds, signal });
    });
  });

const results = await Promise.all(jobs.map(run));
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.ok ? 'ok    ' : 'FAILED'} ${r.seconds} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
