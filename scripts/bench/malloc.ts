// `npm run bench:malloc`: what glibc's malloc settings in the server's environment do to the
// memory that cut bodies and cut exports leave behind (issue 35, item 2). Each configuration of
// MALLOC_CONFIGS runs in a server process of its own under the production V8 flags, in interleaved
// rounds (configuration A, B, C, then A, B, C again…, the order turned each round) so that the
// machine's drift hits all alike: two exports of 50 MB accounts at once, cold (the test's pair is 100 MB), then three rounds of
// what tests/security/export-memory-process.test.ts does (60 bodies held until the 408, 60 uploads
// and both downloads cut by the client), RSS read after full collections. Prints each figure's
// median and range. Figures in docs/benchmarks.md ("glibc malloc").
import { collectGarbage, cutUpload, download, heldUpload, MB, released, settledRss, startExportBench, watch } from '../lib/export-memory.js';
import fs from 'node:fs';
import { cpuMicros } from '../lib/proc-stats.js';
import { mallocEnv } from '../lib/spawn-server.js';

/** name=VAR=value,VAR=value;name=…  (an empty list after = is glibc's defaults). */
const CONFIGS: [string, Record<string, string>][] = (
  process.env.MALLOC_CONFIGS ??
  'default=;arena2=MALLOC_ARENA_MAX=2;mmap32k=MALLOC_MMAP_THRESHOLD_=32768;mmap64k=MALLOC_MMAP_THRESHOLD_=65536;trim128k=MALLOC_TRIM_THRESHOLD_=131072;arena2+mmap32k=MALLOC_ARENA_MAX=2,MALLOC_MMAP_THRESHOLD_=32768'
)
  .split(';')
  .map((c) => {
    const [name, ...rest] = c.split('=');
    const vars = rest.join('=');
    return [name!, Object.fromEntries(vars ? vars.split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]) : [])];
  });
const ROUNDS = Number(process.env.MALLOC_ROUNDS ?? 3);
const ACCOUNT_MB = Number(process.env.EXPORT_ACCOUNT_MB ?? 50);
const REQUEST_TIMEOUT_MS = 1000;

interface Sample { baseline: number; coldPeak: number; coldStall: number; afterOne: number; afterThree: number; settledThree: number; heapTotalThree: number; brkThree: number; cpuSeconds: number }

/** Resident MB of the process's brk heap (glibc's main arena), from /proc/<pid>/smaps. */
function brkMb(pid: number): number {
  const smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const at = smaps.indexOf('[heap]');
  if (at < 0) return 0;
  return Number(/Rss:\s+(\d+)/.exec(smaps.slice(at))?.[1] ?? 0) / 1024;
}

async function once(env: Record<string, string>): Promise<Sample> {
  // Only this configuration's settings: those of deploy/malloc-env are taken out first.
  const none = Object.fromEntries(Object.keys(mallocEnv()).map((k) => [k, undefined]));
  const bench = await startExportBench(2, ACCOUNT_MB, { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), ...none, ...env });
  const pid = bench.server.child.pid!;
  try {
    collectGarbage(bench.inspectPort);
    const baseline = await settledRss(pid, 500);
    const w = watch(bench.server);
    await Promise.all(bench.cookies.map((cookie) => download(bench.server.base, '/api/account/export', cookie)));
    await w.stop();
    const round = async () => {
      bench.resetLimits();
      await Promise.all([
        Promise.all(Array.from({ length: 60 }, () => heldUpload(bench.server.port, MB, MB - 1))),
        Promise.all(bench.cookies.map((cookie) => download(bench.server.base, '/api/account/export', cookie, 8 * MB))),
        Promise.all(Array.from({ length: 60 }, () => cutUpload(bench.server.port, MB, 512 * 1024))),
      ]);
    };
    const start = collectGarbage(bench.inspectPort);
    const brk0 = brkMb(pid);
    const cpu0 = cpuMicros(pid);
    await round();
    const first = await released(bench.inspectPort, start.arrayBuffers);
    await round();
    await round();
    const last = await released(bench.inspectPort, start.arrayBuffers);
    const cpuSeconds = (cpuMicros(pid) - cpu0) / 1e6;
    const settled = await settledRss(pid, 1000);
    return {
      baseline: start.rss / MB,
      coldPeak: w.peakRss - baseline,
      coldStall: w.worstStallMs,
      afterOne: (first.rss - start.rss) / MB,
      afterThree: (last.rss - start.rss) / MB,
      settledThree: settled - start.rss / MB,
      heapTotalThree: (last.heapTotal - start.heapTotal) / MB,
      brkThree: brkMb(pid) - brk0,
      cpuSeconds,
    };
  } finally {
    await bench.close();
  }
}

const results = new Map<string, Sample[]>(CONFIGS.map(([name]) => [name, []]));
for (let r = 0; r < ROUNDS; r++) {
  // Turn the order each round: no configuration always runs first (or right after another).
  const order = CONFIGS.map((_, i) => CONFIGS[(i + r) % CONFIGS.length]!);
  for (const [name, env] of order) {
    const s = await once(env);
    results.get(name)!.push(s);
    console.log(`round ${r + 1} ${name}: ${JSON.stringify(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.round(v * 10) / 10])))}`);
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (xs: number[], d = 0) => `${median(xs).toFixed(d)} (${Math.min(...xs).toFixed(d)} to ${Math.max(...xs).toFixed(d)})`;
console.log(`\n${ROUNDS} interleaved rounds, 2 × ${ACCOUNT_MB} MB accounts; median (range), MB over the collected baseline\n`);
console.log('| setting | baseline RSS | 2 exports, cold: peak | stall ms | after 1 round | after 3 rounds | after 3, settled | of which V8 heap | of which brk heap | CPU s of the 3 rounds |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, env] of CONFIGS) {
  const xs = results.get(name)!;
  const col = (k: keyof Sample, d = 0) => fmt(xs.map((x) => x[k]), d);
  console.log(`| ${name} \`${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ') || '(glibc defaults)'}\` | ${col('baseline')} | +${col('coldPeak')} | ${col('coldStall')} | +${col('afterOne')} | +${col('afterThree')} | +${col('settledThree')} | ${col('heapTotalThree')} | ${col('brkThree')} | ${col('cpuSeconds', 1)} |`);
}
