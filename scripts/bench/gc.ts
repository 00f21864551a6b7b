// `npm run bench:gc`: where the garbage collector's time goes on a tRPC read, in our app and in tRPC's
// one-procedure ceiling (scripts/bench/bare.mjs). Both run with V8's `--trace-gc-nvp` (the app with
// `npm start`'s flags besides), are loaded in turn with the same autocannon load as `npm run bench`,
// and each collection that falls inside a counted window is added up: main-thread pause and the
// helper threads' time, per answered call. The docs/benchmarks.md reads the gap between our read
// and the ceiling from these figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildAllIfStale, SERVER_ENTRY } from '../build.js';
import { cpuMicros } from '../lib/proc-stats.js';
import { npmStartArgs, spawnServer, type SpawnedServer } from '../lib/spawn-server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

interface Target {
  name: string;
  server: SpawnedServer;
  url: string;
  /** Date.now() just before the process was spawned: V8's trace counts from about then. */
  spawnedAt: number;
  trace: string;
  windows: [number, number][];
  calls: number;
  cpu: number;
}

/** One collection from a `--trace-gc-nvp` line. */
interface Collection { atMs: number; kind: string; pauseMs: number; backgroundMs: number; survivedBytes: number }

function collections(trace: string): Collection[] {
  const out: Collection[] = [];
  for (const line of fs.readFileSync(trace, 'utf8').split('\n')) {
    const head = /(\d+) ms: pause=([\d.]+) .*?gc=(\w+)/.exec(line);
    if (!head) continue;
    const background = [...line.matchAll(/ background\.[\w.]+=([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    out.push({
      atMs: Number(head[1]),
      pauseMs: Number(head[2]),
      kind: head[3] === 's' ? 'scavenge' : 'full',
      backgroundMs: background,
      survivedBytes: Number(/new_space_survived=(\d+)/.exec(line)?.[1] ?? 0),
    });
  }
  return out;
}

await buildAllIfStale();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-bench-gc-'));
const targets: Target[] = [];
try {
  const appTrace = path.join(dir, 'app.out');
  const appSpawnedAt = Date.now();
  // npm start's flags and defaults; the trace goes with the log lines to one file.
  const app = await spawnServer(
    { LOG_LEVEL: undefined, LOAD_SHEDDING_DELAY_MS: undefined, DATA_DIR: dir, DATABASE_PATH: path.join(dir, 'app.db'), RATE_LIMIT_PER_MINUTE: '100000000' },
    { args: [...npmStartArgs(SERVER_ENTRY).slice(0, -1), '--trace-gc-nvp', SERVER_ENTRY], stdout: fs.openSync(appTrace, 'a') },
  );
  targets.push({ name: 'our app: GET /trpc/questions.demo', server: app, url: `${app.base}/trpc/questions.demo`, spawnedAt: appSpawnedAt, trace: appTrace, windows: [], calls: 0, cpu: 0 });
  const payload = path.join(dir, 'payload.json');
  fs.writeFileSync(payload, await (await fetch(`${app.base}/api/questions/demo`)).text());
  const ceilingTrace = path.join(dir, 'ceiling.out');
  const ceilingSpawnedAt = Date.now();
  const ceiling = await spawnServer({ BARE_PAYLOAD_FILE: payload }, { args: ['--trace-gc-nvp', 'scripts/bench/bare.mjs'], readyPath: '/bare', stdout: fs.openSync(ceilingTrace, 'a') });
  targets.push({ name: 'tRPC ceiling: one-procedure router', server: ceiling, url: `${ceiling.base}/trpc/demo`, spawnedAt: ceilingSpawnedAt, trace: ceilingTrace, windows: [], calls: 0, cpu: 0 });

  // Round -1 warms both up and is not counted (as in `npm run bench`).
  for (let round = -1; round < ROUNDS; round++) {
    for (const target of targets) {
      const start = Date.now();
      const cpuBefore = cpuMicros(target.server.child.pid!);
      const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, url: target.url });
      if (round < 0) continue;
      target.windows.push([start - target.spawnedAt, Date.now() - target.spawnedAt]);
      target.calls += result.requests.total;
      target.cpu += cpuMicros(target.server.child.pid!) - cpuBefore;
    }
  }
  for (const target of targets) await target.server.stop('SIGTERM');

  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} alternating rounds after a warm-up round\n`);
  console.log('| process | calls | CPU µs/call | GC µs/call | scavenges: main / helpers µs/call | full GCs: main / helpers µs/call | scavenges | full GCs | survived KB per scavenge |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const counted = collections(target.trace).filter((c) => target.windows.some(([from, to]) => c.atMs >= from && c.atMs <= to));
    const sum = (kind: string, key: 'pauseMs' | 'backgroundMs') =>
      (counted.filter((c) => c.kind === kind).reduce((s, c) => s + c[key], 0) * 1000) / target.calls;
    const scavenges = counted.filter((c) => c.kind === 'scavenge');
    const total = sum('scavenge', 'pauseMs') + sum('scavenge', 'backgroundMs') + sum('full', 'pauseMs') + sum('full', 'backgroundMs');
    const survived = scavenges.reduce((s, c) => s + c.survivedBytes, 0) / Math.max(1, scavenges.length) / 1024;
    console.log(
      `| ${target.name} | ${fmt(target.calls)} | ${fmt(target.cpu / target.calls)} | ${fmt(total)} | ${fmt(sum('scavenge', 'pauseMs'))} / ${fmt(sum('scavenge', 'backgroundMs'))} | ${fmt(sum('full', 'pauseMs'))} / ${fmt(sum('full', 'backgroundMs'))} | ${scavenges.length} | ${counted.length - scavenges.length} | ${fmt(survived)} |`,
    );
  }
  console.log('\nIncremental marking steps on the main thread are not in these sums (they fall between collections).');
} finally {
  for (const target of targets) await target.server.stop('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
