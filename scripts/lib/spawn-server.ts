// One way for tests and scripts to run a server in a child process: a free port, the given
// environment, and a wait until a path answers. By default the process is the app from its
// sources (src/server/main.ts through tsx); the benches pass the bundle with `npm start`'s flags
// (npmStartArgs) or another program that reads PORT.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Everything the process wrote on stdout when it is captured (its JSON log lines), else ''. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGKILL unless told) and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface SpawnOptions {
  /** Node's arguments: flags and the entry. Default: the sources through tsx. */
  args?: string[];
  /** A program that runs Node, with its own arguments first (`valgrind --tool=callgrind`). */
  wrapper?: string[];
  /** Where stdout goes: kept in memory for output() (default), a file descriptor, or elsewhere. */
  stdout?: 'capture' | 'inherit' | 'ignore' | number;
  /** Where stderr goes (default: read and dropped, so a chatty process never blocks). */
  stderr?: 'inherit' | 'ignore';
  /** The path that answers 2xx once the process is ready. */
  readyPath?: string;
  startTimeoutMs?: number;
}

/** What a spawned app runs with unless `env` says otherwise. No load shedding: tests run on a
 * busy machine, where an event-loop delay must not turn their requests into 503s. */
const DEFAULT_ENV = { NODE_ENV: 'production', HOST: '127.0.0.1', LOAD_SHEDDING_DELAY_MS: '0' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The bundled server with the Node flags of `npm start` (package.json), as production runs it. */
export function npmStartArgs(entry: string): string[] {
  return [...nodeFlags(), entry];
}

/** The app's V8 flags, from deploy/node-flags (what `npm start` and the deploy files pass). */
export function nodeFlags(): string[] {
  return fs
    .readFileSync('deploy/node-flags', 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join(' ')
    .split(/\s+/)
    .filter((a) => a.startsWith('--'));
}

/**
 * glibc malloc's settings for the app process, from deploy/malloc-env (what `npm start` and the
 * deploy files put in its environment): `VAR=value` lines, # comments. MALLOC_ENV_FILE names
 * another file (`/dev/null` for glibc's defaults), as the benches compare them (docs/benchmarks.md,
 * "glibc malloc").
 */
export function mallocEnv(file = process.env.MALLOC_ENV_FILE || 'deploy/malloc-env'): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .flatMap((line) => line.split(/\s+/))
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
}

/**
 * Starts the process on a free port with this process's environment, DEFAULT_ENV, the malloc
 * settings of production (mallocEnv), then `env` on top (a value of undefined removes the
 * variable), and resolves once `readyPath` answers.
 */
export async function spawnServer(env: Record<string, string | undefined>, opts: SpawnOptions = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const merged: Record<string, string> = {};
  // PUBLIC_URL: the address the process is reached at, which production requires for its links.
  const own = { PUBLIC_URL: `http://127.0.0.1:${port}` };
  for (const [k, v] of Object.entries({ ...process.env, ...DEFAULT_ENV, ...mallocEnv(), ...own, ...env, PORT: String(port) })) {
    if (v !== undefined) merged[k] = v;
  }
  const stdout = opts.stdout ?? 'capture';
  const nodeArgs = [process.execPath, ...(opts.args ?? ['--import', 'tsx', 'src/server/main.ts'])];
  const [command, ...args] = [...(opts.wrapper ?? []), ...nodeArgs] as [string, ...string[]];
  const child = spawn(command, args, {
    env: merged,
    stdio: ['ignore', stdout === 'capture' ? 'pipe' : stdout, opts.stderr ?? 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: SpawnedServer = {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + (opts.startTimeoutMs ?? 30_000);
  const ready = `${server.base}${opts.readyPath ?? '/api/health'}`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${ready}: the process exited with code ${child.exitCode} before answering`);
    if (await fetch(ready).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`${ready} did not answer in time`);
}
