// `npm run bench:instructions`: the CPU instructions one tRPC read costs, in our app and in tRPC's
// one-procedure ceiling (scripts/bench/bare.mjs), counted by Valgrind's callgrind. Req/s on a shared
// VM moves the ratio by ±2–3 points between two identical processes (docs/benchmarks.md); a count
// of instructions does not depend on the neighbours. It moves with where the full garbage
// collections fall (one full mark of the app's heap is ~150 million instructions: 150k per call over 1,000
// calls), hence BENCH_CALLS=10,000 by default: several full marks of each heap.
// Each process runs uninstrumented through a warm-up (the JIT settles), then is counted. What the
// count cannot see: the cost of each instruction (caches, memory), the kernel, and time-driven work,
// which weighs ~40× more per call under Valgrind's slowdown (the event-loop histograms' samples,
// once a second, show up as ~10k instructions per call: `all_values_iter_next`).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildAllIfStale, SERVER_ENTRY } from '../build.js';
import { npmStartArgs, spawnServer, type SpawnedServer } from '../lib/spawn-server.js';

const WARM_CALLS = Number(process.env.BENCH_WARM_CALLS ?? 10000);
const CALLS = Number(process.env.BENCH_CALLS ?? 10000);
const SOCKETS = 50;
/** How many native functions to list, by how many more instructions our call spends in them. */
const TOP = Number(process.env.BENCH_TOP ?? 15);

const installed = spawnSync('bash', ['scripts/lib/ensure-debian-package.sh', '/usr/bin/valgrind', 'valgrind', 'npm run bench:instructions'], { stdio: 'inherit' });
if (installed.status !== 0) process.exit(1);

/** `calls` GETs of `url` over SOCKETS keep-alive connections; throws unless every answer is a 200. */
async function load(url: string, calls: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      http.get(url, { agent }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject);
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: SOCKETS }, async () => {
      while (next++ < calls) {
        const status = await get();
        if (status !== 200) throw new Error(`${url} answered ${status}`);
      }
    }),
  );
  agent.destroy();
}

/** Inclusive-free instruction counts by function, from a callgrind dump. */
function byFunction(file: string): Map<string, number> {
  const out = spawnSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const counts = new Map<string, number>();
  for (const line of out.stdout.split('\n')) {
    const m = /^\s*([\d,]+) \([^)]*\)\s+(.*)$/.exec(line);
    if (!m || m[2]!.startsWith('PROGRAM TOTALS')) continue;
    // Code the JIT wrote has no symbol: its addresses change from one process to the next.
    const name = m[2]!.startsWith('???:0x') ? '(JavaScript compiled by V8)' : m[2]!.replace(/ \[[^\]]*\]$/, '');
    counts.set(name, (counts.get(name) ?? 0) + Number(m[1]!.replace(/,/g, '')));
  }
  return counts;
}

interface Count { perCall: number; functions: Map<string, number> }

/** Starts `start(wrapper)` under callgrind, warms it up, counts CALLS calls of `urlPath`. */
async function count(name: string, dir: string, urlPath: string, start: (wrapper: string[]) => Promise<SpawnedServer>): Promise<Count> {
  const out = path.join(dir, `${name}.callgrind`);
  const server = await start(['valgrind', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${out}`]);
  try {
    const pid = String(server.child.pid);
    // vgdb finds the process by a FIFO named after $HOST, which the server has as 127.0.0.1.
    const control = (...args: string[]) => execFileSync('callgrind_control', [...args, pid], { stdio: 'ignore', env: { ...process.env, HOST: '127.0.0.1' } });
    await load(`${server.base}${urlPath}`, WARM_CALLS);
    control('--instr=on');
    await load(`${server.base}${urlPath}`, CALLS);
    control('--dump');
    control('--instr=off');
  } finally {
    await server.stop('SIGTERM');
  }
  // The dump made on request holds exactly the counted calls (the one at exit: nothing since).
  const dumps = fs.readdirSync(dir).filter((f) => f.startsWith(`${name}.callgrind`)).map((f) => path.join(dir, f));
  const totals = dumps.map((f) => ({ f, total: Number(/^totals: (\d+)/m.exec(fs.readFileSync(f, 'utf8'))?.[1] ?? 0) }));
  const counted = totals.sort((a, b) => b.total - a.total)[0];
  if (!counted?.total) throw new Error(`${name}: callgrind counted nothing (callgrind_control did not reach process ${server.child.pid})`);
  return { perCall: counted.total / CALLS, functions: byFunction(counted.f) };
}

await buildAllIfStale();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-bench-instructions-'));
try {
  // The app as `npm start` runs it (same flags, LOG_LEVEL's default), on a temp database. No load
  // shedding: under Valgrind every turn of the loop looks like overload.
  const startApp = (wrapper: string[]) =>
    spawnServer(
      { LOG_LEVEL: undefined, DATA_DIR: dir, DATABASE_PATH: path.join(dir, 'app.db'), RATE_LIMIT_PER_MINUTE: '100000000' },
      { args: npmStartArgs(SERVER_ENTRY), wrapper, stdout: fs.openSync(path.join(dir, 'app.log'), 'a'), startTimeoutMs: 180_000 },
    );
  console.log(`Counting ${CALLS} calls after ${WARM_CALLS} uncounted ones, ${SOCKETS} connections (a few minutes under Valgrind)…`);
  const app = await count('app', dir, '/trpc/questions.demo', async (wrapper) => {
    const server = await startApp(wrapper);
    fs.writeFileSync(path.join(dir, 'payload.json'), await (await fetch(`${server.base}/api/questions/demo`)).text());
    return server;
  });
  const ceiling = await count('ceiling', dir, '/trpc/demo', (wrapper) =>
    spawnServer({ BARE_PAYLOAD_FILE: path.join(dir, 'payload.json') }, { args: ['scripts/bench/bare.mjs'], wrapper, readyPath: '/bare', startTimeoutMs: 180_000 }),
  );
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(`\n| process | instructions per tRPC read |\n|---|---:|`);
  console.log(`| tRPC ceiling: one-procedure router, same JSON | ${fmt(ceiling.perCall)} |`);
  console.log(`| our app: GET /trpc/questions.demo | ${fmt(app.perCall)} |`);
  console.log(`\nOur tRPC read / tRPC's ceiling, by instructions: ${(ceiling.perCall / app.perCall).toFixed(2)}`);
  const names = new Set([...app.functions.keys(), ...ceiling.functions.keys()]);
  const deltas = [...names]
    .map((n) => [n, ((app.functions.get(n) ?? 0) - (ceiling.functions.get(n) ?? 0)) / CALLS] as const)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, TOP);
  console.log(`\nWhere our call spends more (+) or fewer (−) instructions than the ceiling's, per call:`);
  for (const [n, d] of deltas) console.log(`${(d > 0 ? '+' : '') + fmt(d)}`.padStart(9), ` ${n.length > 110 ? `${n.slice(0, 110)}…` : n}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
