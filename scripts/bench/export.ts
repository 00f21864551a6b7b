// `npm run bench:export`: the account export's memory in a real server process with `npm start`'s V8
// flags (issue 35, item 1). EXPORT_ACCOUNTS members of EXPORT_ACCOUNT_MB MB of export each (2 × 100
// by default) download their export at once, cold (the first exports of the process), then again
// warm; then as many downloads are cut off by the client mid-way, with uploads cut by the client and
// bodies held until the server cuts them besides, and the RSS is read once it has settled, then after
// a full garbage collection asked through the process's inspector. Figures in docs/benchmarks.md ("Account export").
import { collectGarbage, cutUpload, download, heldUpload, MB, rssMb, settledRss, startExportBench, watch } from '../lib/export-memory.js';

const ACCOUNTS = Number(process.env.EXPORT_ACCOUNTS ?? 2);
const ACCOUNT_MB = Number(process.env.EXPORT_ACCOUNT_MB ?? 100);

const setupStart = performance.now();
const bench = await startExportBench(ACCOUNTS, ACCOUNT_MB, { REQUEST_TIMEOUT_MS: process.env.REQUEST_TIMEOUT_MS ?? '5000' });
const pid = bench.server.child.pid!;
const round = (n: number) => Math.round(n * 10) / 10;
try {
  console.log(`${ACCOUNTS} accounts of ~${ACCOUNT_MB} MB written in ${Math.round((performance.now() - setupStart) / 1000)} s`);
  // The start-up leaves garbage (the word list's build, ~90 MB) that V8 collects whenever it next
  // marks: collected first, so that it neither hides growth nor shows as growth.
  collectGarbage(bench.inspectPort);
  const baseline = await settledRss(pid);
  console.log(`baseline RSS (after a full collection): ${round(baseline)} MB`);
  for (const label of ['cold', 'warm']) {
    bench.resetLimits();
    const before = rssMb(pid);
    const w = watch(bench.server);
    const start = performance.now();
    const results = await Promise.all(bench.cookies.map((cookie) => download(bench.server.base, '/api/account/export', cookie)));
    const seconds = (performance.now() - start) / 1000;
    await w.stop();
    const bytes = results.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `${label}: ${results.map((r) => r.status).join(', ')}; ${round(bytes / MB)} MB in ${round(seconds)} s; ` +
        `RSS ${round(before)} → peak ${round(w.peakRss)} MB (+${round(w.peakRss - baseline)} over the baseline); ` +
        `worst /api/health ${Math.round(w.worstHealthMs)} ms (stall, at most the CPU its main thread used meanwhile: ${Math.round(w.worstStallMs)} ms)`,
    );
  }
  // Cut off by the client: the downloads after 8 MB each, and 50 uploads of a declared 1 MB after
  // 512 KB; 50 more uploads send 1 MB − 1 byte and wait, until the server cuts them (REQUEST_TIMEOUT_MS).
  bench.resetLimits();
  const w = watch(bench.server);
  const start = performance.now();
  const [cut, held] = await Promise.all([
    Promise.all(bench.cookies.map((cookie) => download(bench.server.base, '/api/account/export', cookie, 8 * MB))),
    Promise.all(Array.from({ length: 50 }, () => heldUpload(bench.server.port, MB, MB - 1))),
    Promise.all(Array.from({ length: 50 }, () => cutUpload(bench.server.port, MB, 512 * 1024))),
  ]);
  await w.stop();
  const after = await settledRss(pid, 3000);
  const collected = collectGarbage(bench.inspectPort);
  console.log(
    `cut mid-way: exports ${cut.map((r) => `${r.status}${r.cut ? ' cut' : ''}`).join(', ')}; held bodies answered ` +
      `${[...new Set(held.map((h) => h.answer.slice(0, 12)))].join(', ')} after ≤ ${Math.round(Math.max(...held.map((h) => h.afterMs)))} ms (${round((performance.now() - start) / 1000)} s in all); ` +
      `peak ${round(w.peakRss)} MB; settled ${round(after)} MB (+${round(after - baseline)} over the baseline); ` +
      `after a full collection ${round(collected.rss / MB)} MB (heap ${round(collected.heapUsed / MB)} MB, array buffers ${round(collected.arrayBuffers / MB)} MB)`,
  );
} finally {
  await bench.close();
}
