// Connections and bodies cannot be held (issue 35, item 2): over a real port, an unfinished body is
// cut within REQUEST_TIMEOUT_MS (+ the 1 s check), one address holds at most
// MAX_CONNECTIONS_PER_ADDRESS connections, and the memory of the whole process (RSS, not only the
// heap) sheds load and shows in the health check.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

async function listening(env: Record<string, string>): Promise<TestApp & { port: number }> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(t, { port: (t.app.server.address() as AddressInfo).port });
}

/** A socket that sent `text`; resolves with what came back and when the server closed it. */
function hold(port: number, text: string): { closed: Promise<{ after: number; answer: string }>; socket: net.Socket } {
  const socket = net.connect(port, '127.0.0.1');
  const start = performance.now();
  let answer = '';
  socket.on('data', (d) => {
    answer += d.toString();
  });
  socket.on('error', () => {});
  socket.write(text);
  const closed = new Promise<{ after: number; answer: string }>((resolve) => socket.on('close', () => resolve({ after: performance.now() - start, answer })));
  return { closed, socket };
}

const heldBody = (size: number, sent: number) =>
  `POST /trpc/auth.logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n${'{"a":"'.padEnd(sent, 'x')}`;

describe('held connections', () => {
  it('an unfinished body is cut within REQUEST_TIMEOUT_MS (+1 s), with a 408', async () => {
    const t = await listening({ REQUEST_TIMEOUT_MS: '1000' });
    // The client and the server share this process's event loop, and the suite shares two cores:
    // the loop's worst delay while the bodies are held is added to the bound (it reached 1 s under
    // the whole suite), so that the bound stays the documented one on a machine that keeps up.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    try {
      const held = Array.from({ length: 20 }, () => hold(t.port, heldBody(1024 * 1024, 512 * 1024)));
      const results = await Promise.race([
        Promise.all(held.map((h) => h.closed)),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still held after 8 s')), 8000)),
      ]);
      const bound = 1000 + 1000 + 500 + lag.max / 1e6;
      for (const r of results) {
        expect(r.after, `event loop delayed up to ${(lag.max / 1e6).toFixed(0)} ms`).toBeLessThan(bound);
        expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
      }
    } finally {
      lag.disable();
      await t.close();
    }
  }, 20_000);

  it('an address holds at most MAX_CONNECTIONS_PER_ADDRESS connections; the next is closed at once', async () => {
    // TRUST_PROXY=false: loopback is a client here, not the proxy in front (a proxy is not capped).
    const t = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: 'false', REQUEST_TIMEOUT_MS: '10000' });
    try {
      const open = Array.from({ length: 3 }, () => hold(t.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const fourth = hold(t.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      const refused = await Promise.race([fourth.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
      expect(refused).not.toBeNull();
      expect(refused!.answer).toBe('');
      // Once one is gone, a new connection is served.
      open[0]!.socket.destroy();
      await open[0]!.closed;
      const fifth = hold(t.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect((await fifth.closed).answer).toMatch(/^HTTP\/1\.1 200/);
      for (const o of open) o.socket.destroy();
    } finally {
      await t.close();
    }
  });

  it('keep-alive connections serve at most MAX_REQUESTS_PER_SOCKET requests', async () => {
    const t = await listening({ MAX_REQUESTS_PER_SOCKET: '2' });
    try {
      const three = hold(t.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3));
      let answer = '';
      three.socket.on('data', (d) => {
        answer += d.toString();
        if (answer.includes('\r\n0\r\n\r\n')) three.socket.destroy();
      });
      await three.closed;
      // Node answers the requests past the limit with 503 and Connection: close.
      expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 503']);
      expect(answer).toMatch(/Keep-Alive: timeout=72, max=2/);
    } finally {
      await t.close();
    }
  });
});

describe('memory outside the heap', () => {
  it('the process memory (RSS) over LOAD_SHEDDING_RSS_MB sheds load; health says overloaded, and no more', async () => {
    const t = await createTestApp({ LOAD_SHEDDING_RSS_MB: '1' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect((await t.app.inject({ method: 'GET', url: '/api/questions/counts' })).statusCode).toBe(503);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'overloaded' });
    } finally {
      await t.close();
    }
  });
});
