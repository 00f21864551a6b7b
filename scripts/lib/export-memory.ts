// The account export's memory, measured from outside a real server process run with the
// production V8 flags (deploy/node-flags): accounts of a given size are written straight into the
// process's SQLite file, exports are downloaded over sockets at once (whole, or cut off by the
// client), and the process's resident memory (RSS, /proc) is read before, during and after.
// Shared by tests/security/export-memory-process.test.ts, `npm run bench:export` and `npm run bench:malloc` (docs/benchmarks.md).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { mainThreadCpuMicros } from './proc-stats.js';
import { spawnSync } from 'node:child_process';
import { freePort, nodeFlags, spawnServer, type SpawnedServer } from './spawn-server.js';

export const MB = 1024 * 1024;

/** The process's resident memory now (VmRSS), in MB; NaN off Linux. */
export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

export interface ExportBench {
  server: SpawnedServer;
  /** The process's inspector port (127.0.0.1), for collectGarbage(). */
  inspectPort: number;
  dir: string;
  /** Session cookies of the big accounts. */
  cookies: string[];
  /** Empties the per-action counters (2 exports a minute per member), for another round. */
  resetLimits: () => void;
  close: () => Promise<void>;
}

/** One answer's text: 2,000 accented characters, 4 KB of UTF-8. */
const ANSWER = 'é'.repeat(1990);
/** The JSON of one exported answer, pretty-printed: about 4.2 KB. */
const BYTES_PER_ANSWER = 4200;

/**
 * A server from the sources with `npm start`'s V8 flags on a fresh SQLite file, and `accounts`
 * members of about `accountMb` MB of export each (answers written straight to the file).
 */
export async function startExportBench(accounts: number, accountMb: number, env: Record<string, string | undefined> = {}): Promise<ExportBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-export-memory-'));
  const dbPath = path.join(dir, 'app.db');
  // The inspector changes nothing of the heap's settings; it lets collectGarbage() ask for a full
  // collection, so that what is still held can be told from garbage V8 has not collected yet.
  const inspectPort = await freePort();
  const server = await spawnServer(
    { DATA_DIR: dir, DATABASE_PATH: dbPath, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: undefined, MAIL_FROM: undefined, DATABASE_URL: undefined, ...env },
    { args: [...nodeFlags(), `--inspect=127.0.0.1:${inspectPort}`, '--import', 'tsx', 'src/server/main.ts'], stdout: 'ignore', startTimeoutMs: 60_000 },
  );
  const cookies: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const res = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: `big${i}@example.fr`, password: 'a-long-password', firstName: 'Grand', lastName: 'Compte' }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  const sqlite = new SQLite(dbPath);
  sqlite.pragma('busy_timeout = 5000');
  try {
    const questionId = (sqlite.prepare('select id from questions limit 1').get() as { id: number | string }).id;
    const insert = sqlite.prepare(
      'insert into responses (user_id, question_id, attempt_id, user_answer, is_correct, time_spent, created_at) values (?, ?, null, ?, 0, 1, ?)',
    );
    const n = Math.ceil((accountMb * MB) / BYTES_PER_ANSWER);
    for (let a = 0; a < accounts; a++) {
      const userId = (sqlite.prepare('select id from users where email = ?').get(`big${a}@example.fr`) as { id: string }).id;
      sqlite.transaction(() => {
        for (let i = 0; i < n; i++) insert.run(userId, questionId, `${ANSWER}${String(i).padStart(10, '0')}`, new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString());
      })();
    }
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    sqlite.close();
  }
  return {
    server,
    inspectPort,
    dir,
    cookies,
    resetLimits: () => {
      const db = new SQLite(dbPath);
      db.pragma('busy_timeout = 5000');
      db.prepare('delete from rate_limits').run();
      db.close();
    },
    close: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GET over a socket, the body counted and dropped; with `cutAfter`, the client hangs up once it has that many bytes. */
export function download(base: string, urlPath: string, cookie: string, cutAfter?: number): Promise<{ status: number; bytes: number; cut: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${urlPath}`, { headers: { cookie } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (cutAfter !== undefined && bytes >= cutAfter) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, bytes, cut: true });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, cut: false }));
      res.on('error', () => {});
    });
    req.on('error', (error) => {
      if (!req.destroyed || cutAfter === undefined) reject(error);
    });
  });
}

const unfinished = (declared: number, sent: number) =>
  `POST /trpc/auth.logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${'{"message":"'.padEnd(sent, 'x')}`;

/** Sends `sent` bytes of a declared `declared`-byte JSON body, then hangs up. */
export function cutUpload(port: number, declared: number, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(unfinished(declared, sent), () => {
      // Once the server has had time to read what was sent.
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 200);
    });
  });
}

/** Sends `sent` bytes of a declared `declared`-byte JSON body and waits; resolves when the server closes the socket. */
export function heldUpload(port: number, declared: number, sent: number): Promise<{ afterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const start = performance.now();
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ afterMs: performance.now() - start, answer }));
    socket.write(unfinished(declared, sent));
  });
}

export interface Watch {
  /** Highest RSS seen, in MB. */
  peakRss: number;
  /** Longest answer of /api/health while watching, in ms (the event loop's worst stall, plus the round trip). */
  worstHealthMs: number;
  /**
   * The same, but no more than the CPU the process's main thread (its event loop) used meanwhile: on
   * a shared machine the process is also descheduled for hundreds of milliseconds, which is no stall
   * of its own, and V8's GC helper threads run beside the loop (counting every thread's CPU read up
   * to 130 ms once in CI, for a health answer of 178 ms).
   */
  worstStallMs: number;
  stop: () => Promise<void>;
}

/** Samples the process's RSS every 20 ms and times /api/health, one after another, until stopped. */
export function watch(server: SpawnedServer): Watch {
  const pid = server.child.pid!;
  const w: Watch = { peakRss: rssMb(pid), worstHealthMs: 0, worstStallMs: 0, stop: async () => {} };
  let running = true;
  const sampler = setInterval(() => {
    w.peakRss = Math.max(w.peakRss, rssMb(pid));
  }, 20);
  const pinger = (async () => {
    while (running) {
      const start = performance.now();
      const cpuBefore = mainThreadCpuMicros(pid);
      await fetch(`${server.base}/api/health`).then((r) => r.arrayBuffer(), () => undefined);
      const ms = performance.now() - start;
      w.worstHealthMs = Math.max(w.worstHealthMs, ms);
      w.worstStallMs = Math.max(w.worstStallMs, Math.min(ms, (mainThreadCpuMicros(pid) - cpuBefore) / 1000));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  w.stop = async () => {
    running = false;
    clearInterval(sampler);
    await pinger;
    w.peakRss = Math.max(w.peakRss, rssMb(pid));
  };
  return w;
}

/** The RSS once it has settled: the lowest of a few samples over `ms`. */
export async function settledRss(pid: number, ms = 1500): Promise<number> {
  let low = rssMb(pid);
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    low = Math.min(low, rssMb(pid));
  }
  return low;
}

/** What a second Node runs to ask the inspector for a full collection (Node 20 has WebSocket behind a flag). */
const COLLECT_GARBAGE = `
const port = process.argv[1];
const [target] = await (await fetch('http://127.0.0.1:' + port + '/json/list')).json();
const ws = new WebSocket(target.webSocketDebuggerUrl);
ws.onopen = () => {
  ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  ws.send(JSON.stringify({ id: 2, method: 'Runtime.evaluate', params: { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true } }));
};
ws.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.id === 2) {
    console.log(message.result.result.value);
    ws.close();
    process.exit(0);
  }
};
setTimeout(() => process.exit(2), 10000);
`;

/**
 * A full garbage collection in the process, asked through its inspector (V8's own, as a heap
 * snapshot does): with `--heap-growing-percent=300` V8 may leave ~100 MB of garbage until its next
 * mark, which RSS alone cannot tell from memory still held.
 */
export function collectGarbage(inspectPort: number): NodeJS.MemoryUsage {
  const run = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', '--input-type=module', '-e', COLLECT_GARBAGE, String(inspectPort)], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  if (run.status !== 0) throw new Error(`collectGarbage: ${run.status} ${run.stderr}`);
  return JSON.parse(run.stdout) as NodeJS.MemoryUsage;
}

/**
 * Full collections until the array buffers (the bodies' memory) are back within 16 MB of `than`,
 * for 10 s at most: what a cut body or export leaves is let go of a little after its socket closes.
 * Returns the last collection's memory figures.
 */
export async function released(inspectPort: number, than: number): Promise<NodeJS.MemoryUsage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const m = collectGarbage(inspectPort);
    if (m.arrayBuffers - than <= 16 * MB || Date.now() > deadline) return m;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
