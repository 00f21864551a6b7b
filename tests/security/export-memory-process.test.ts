// The account export and cut bodies in a server process of its own, run with the production V8
// flags (deploy/node-flags: a 256 MB old generation) and glibc malloc settings (deploy/malloc-env,
// which spawnServer puts in its environment as `npm start` does) and measured from outside (/proc),
// issue 35, items 1 and 2. Cold: the first exports of the process, before anything was warmed up. The
// process also listens to its inspector on loopback, which changes nothing of its heap settings and
// lets the test ask for a full garbage collection.
// scripts/lib/export-memory.ts does the work; `npm run bench:export` runs the same, cold then warm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectGarbage, cutUpload, download, heldUpload, MB, released, settledRss, startExportBench, watch, type ExportBench } from '../../scripts/lib/export-memory.js';

const onLinux = process.platform === 'linux';
/**
 * Issue 35's figure: two exports of 100 MB accounts at once. Measured +49 to +54 MB (cold) in 11 runs
 * of `npm run bench:export` beside `npm test`, since the export writes through reused buffers
 * (docs/benchmarks.md, "Account export"); most of it is V8's young generation reaching its 16 MB
 * semi-spaces, which any sustained traffic does.
 */
const ACCOUNT_MB = 100;
/** How long the server lets an unfinished body arrive here (the default is 30 s). */
const REQUEST_TIMEOUT_MS = 1000;

let bench: ExportBench;
let pid: number;
let baseline: number;

beforeAll(async () => {
  bench = await startExportBench(2, ACCOUNT_MB, { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  pid = bench.server.child.pid!;
  // The start-up leaves garbage (the word list's build, ~90 MB) that V8 collects whenever it next
  // marks: collected first, so that it neither hides growth nor shows as growth. Still cold: no
  // export has run.
  collectGarbage(bench.inspectPort);
  baseline = await settledRss(pid, 500);
}, 120_000);
afterAll(async () => {
  await bench?.close();
});

describe.runIf(onLinux)('a server process under the production flags', () => {
  it(`two exports of ${ACCOUNT_MB} MB accounts at once, cold: RSS grows by 64 MB at most, no stall over 200 ms`, async () => {
    const w = watch(bench.server);
    const results = await Promise.all(bench.cookies.map((cookie) => download(bench.server.base, '/api/account/export', cookie)));
    await w.stop();
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.bytes).toBeGreaterThan((ACCOUNT_MB - 1) * MB);
    }
    const figures = { baselineMb: baseline, peakRssGrowthMb: w.peakRss - baseline, worstStallMs: w.worstStallMs, worstHealthMs: w.worstHealthMs };
    console.log(`2 × ${ACCOUNT_MB} MB exports, cold:`, JSON.stringify(figures));
    expect(figures.peakRssGrowthMb).toBeLessThanOrEqual(64);
    expect(figures.worstStallMs).toBeLessThan(200);
  }, 60_000);

  it('what clients cut mid-way, and held bodies the server cuts, do not stay: nothing of them stays reachable, RSS stays bounded', async () => {
    // With --heap-growing-percent=300, V8 may leave ~100 MB of garbage until its next mark, so RSS
    // alone cannot tell garbage from what is still held: full collections are asked for through the
    // inspector. A round would keep ~90 MB if what it took stayed.
    const round = async () => {
      bench.resetLimits();
      const [held, exports] = await Promise.all([
        // 60 bodies of a declared 1 MB, 1 MB − 1 byte sent and then nothing: the server cuts them (408).
        Promise.all(Array.from({ length: 60 }, () => heldUpload(bench.server.port, MB, MB - 1))),
        // Downloads cut by the client after 8 MB, and 60 uploads cut by the client after 512 KB.
        Promise.all(bench.cookies.map((cookie) => download(bench.server.base, '/api/account/export', cookie, 8 * MB))),
        Promise.all(Array.from({ length: 60 }, () => cutUpload(bench.server.port, MB, 512 * 1024))),
      ]);
      for (const r of exports) expect(r).toMatchObject({ status: 200, cut: true });
      for (const h of held) {
        expect(h.answer).toMatch(/^HTTP\/1\.1 408/);
        // Checked every second; on a loaded machine the 408 may come later (4.9 s once, at load ~15,
        // beside 120 other sockets and two exports): this test is about memory, the time itself is
        // tests/security/connection-limits.test.ts's.
        expect(h.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000 + 4000);
      }
    };
    const start = collectGarbage(bench.inspectPort);
    await round();
    const first = await released(bench.inspectPort, start.arrayBuffers);
    await round();
    await round();
    const last = await released(bench.inspectPort, start.arrayBuffers);
    const figures = {
      rssAfterCollectionMb: [start.rss / MB, first.rss / MB, last.rss / MB],
      arrayBuffersMb: [start.arrayBuffers / MB, first.arrayBuffers / MB, last.arrayBuffers / MB],
      heapUsedMb: [start.heapUsed / MB, first.heapUsed / MB, last.heapUsed / MB],
      heapTotalMb: [start.heapTotal / MB, first.heapTotal / MB, last.heapTotal / MB],
      externalMb: [start.external / MB, first.external / MB, last.external / MB],
    };
    console.log('cut exports and bodies, after full collections (start, 1 round, 3 rounds):', JSON.stringify(figures));
    // The bodies' memory is let go of: nothing of them is reachable any more, in the heap or outside it.
    expect(last.arrayBuffers - start.arrayBuffers).toBeLessThanOrEqual(16 * MB);
    expect(last.heapUsed - start.heapUsed).toBeLessThanOrEqual(16 * MB);
    expect(last.external - start.external).toBeLessThanOrEqual(16 * MB);
    // RSS comes back within 96 MB: with MALLOC_MMAP_THRESHOLD_=32768 (deploy/malloc-env) the
    // freed socket reads and bodies (64 KB and more) are given back to the system: +32 to +70 MB
    // (median +52) after these three rounds in 13 runs of this file on the loaded machine (+38 to +49 in
    // `npm run bench:malloc`); glibc's defaults kept them in its heap for reuse, +57 to +128 MB
    // (docs/benchmarks.md, "glibc malloc"). Three rounds would keep ~270 MB if their bodies stayed.
    // The bound leaves room for the load; that the setting reaches the process is
    // tests/security/malloc-env.test.ts's.
    expect(last.rss - start.rss).toBeLessThanOrEqual(96 * MB);
  }, 40_000);
});
