// `npm run bench`: the app on a temp database and a bare Fastify route, loaded in the same run with
// autocannon (50 connections, alternating runs). Prints req/s, p50/p99 latency, each path's
// throughput as a ratio of the bare route, and the app process's peak memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildAllIfStale, SERVER_ENTRY } from './build.js';
import { npmStartArgs, spawnServer } from './lib/spawn-server.js';
import { openDatabase } from '../src/server/database.js';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/server/auth/session.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;

function peakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

interface Row { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

await buildAllIfStale();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-bench-'));
const dbPath = path.join(dir, 'app.db');

// A signed-in user with full access. DATABASE_URL set: the app and this setup use that PostgreSQL
// (README, "PostgreSQL"); otherwise a temp SQLite file.
const setup = await openDatabase(process.env.DATABASE_URL || dbPath);
console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (temp file)'}`);
const userId = crypto.randomUUID();
await setup.db.insertInto('users').values({ id: userId, email: `bench-${userId.slice(0, 8)}@example.fr`, passwordHash: null, googleId: null, firstName: 'Bench', lastName: null, city: null, isAdmin: 0, hasFullAccess: 1 }).execute();
const token = generateSessionToken();
await createSession(setup.db, token, userId);
const demo = await setup.db.selectFrom('questions').select(['id', 'correctAnswer']).where('isDemo', '=', 1).where('isActive', '=', 1).execute();
const payloadFile = path.join(dir, 'payload.json');
await setup.close();

// npm start's defaults (LOG_LEVEL and load shedding included: one info line per request), its log
// written to a file as a service manager would; only the per-address limit is lifted for the load
// generator. The app exactly as `npm start` runs it: the same Node flags, on the bundled server.
const logFd = fs.openSync(path.join(dir, 'app.log'), 'a');
const app = await spawnServer(
  { LOG_LEVEL: undefined, LOAD_SHEDDING_DELAY_MS: undefined, DATA_DIR: dir, DATABASE_PATH: dbPath, RATE_LIMIT_PER_MINUTE: '100000000' },
  { args: npmStartArgs(SERVER_ENTRY), stdout: logFd, stderr: 'inherit' },
);
const base = app.base;
try {
  fs.writeFileSync(payloadFile, await (await fetch(`${base}/api/questions/demo`)).text());
  const bare = await spawnServer({ BARE_PAYLOAD_FILE: payloadFile }, { args: ['scripts/bench-bare.mjs'], readyPath: '/bare', stdout: 'inherit', stderr: 'inherit' });
  const bareBase = bare.base;
  try {
    const cookie = `${SESSION_COOKIE}=${token}`;
    const q = demo[0]!;
    const targets: [string, autocannon.Options][] = [
      ['GET /api/questions/demo', { url: `${base}/api/questions/demo` }],
      ['GET /trpc/questions.demo', { url: `${base}/trpc/questions.demo` }],
      ['tRPC ceiling: one-procedure router, same JSON', { url: `${bareBase}/trpc/demo` }],
      ['GET /api/questions?limit=20 (signed in)', { url: `${base}/api/questions?limit=20`, headers: { cookie } }],
      // A demo-question answer: accepted again and again (a quiz attempt takes each question once),
      // so every request is a real write through the session lookup and the service.
      ['POST /api/responses (signed in)', {
        url: `${base}/api/responses`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'ignored', questionId: q.id, userAnswer: q.correctAnswer, isCorrect: true, timeSpent: 3 }),
      }],
    ];
    const bareRows: Row[] = [];
    const rows = new Map<string, Row[]>();
    // Warm-up, then alternate bare and each target so drifts on a shared machine hit both.
    await load('warm-up', { url: `${base}/api/questions/demo`, duration: 1 });
    await load('warm-up', { url: `${bareBase}/bare`, duration: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, opts] of targets) {
        bareRows.push(await load('bare Fastify route', { url: `${bareBase}/bare` }));
        rows.set(name, [...(rows.get(name) ?? []), await load(name, opts)]);
      }
    }
    const avg = (xs: Row[], k: keyof Omit<Row, 'name'>) => xs.reduce((s, r) => s + r[k], 0) / xs.length;
    const bareRps = avg(bareRows, 'rps');
    const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
    const lines = [
      `| path | req/s | p50 ms | p99 ms | ratio to bare | errors |`,
      `|---|---:|---:|---:|---:|---:|`,
      `| bare Fastify route (same JSON) | ${fmt(bareRps)} | ${avg(bareRows, 'p50').toFixed(1)} | ${avg(bareRows, 'p99').toFixed(1)} | 1.00 | ${avg(bareRows, 'errors') + avg(bareRows, 'non2xx')} |`,
      ...[...rows].map(([name, rs]) => `| ${name} | ${fmt(avg(rs, 'rps'))} | ${avg(rs, 'p50').toFixed(1)} | ${avg(rs, 'p99').toFixed(1)} | ${(avg(rs, 'rps') / bareRps).toFixed(2)} | ${Math.round(avg(rs, 'errors') + avg(rs, 'non2xx'))} |`),
    ];
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} alternating rounds; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`);
    console.log(lines.join('\n'));
    console.log(`\nApp process peak memory (VmHWM): ${peakRssMb(app.child.pid!)} MB`);
  } finally {
    await bare.stop('SIGTERM');
  }
} finally {
  await app.stop('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
