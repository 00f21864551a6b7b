// One way for tests and scripts to run the real server in a child process: a free port, the
// given environment, and a wait until GET /api/health answers. The process is the app as
// `npm start` runs it (src/server/main.ts through tsx unless another entry is given).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote on stdout (its JSON log lines). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Kills the process (SIGKILL) and waits for it to end. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function spawnServer(
  env: Record<string, string>,
  opts: { args?: string[]; startTimeoutMs?: number } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, opts.args ?? ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOAD_SHEDDING_DELAY_MS: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
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
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + (opts.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering`);
    if (await fetch(`${server.base}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error('server did not answer /api/health in time');
}
