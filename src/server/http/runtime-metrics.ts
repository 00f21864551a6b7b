// How the process fared while it served: the longest the event loop was blocked (one slow
// synchronous query or computation holds every other request), and the peak memory. Sampled from
// the moment the server listens and written as one 'runtime metrics' log line when it closes;
// `npm run bench:scale` reads that line.
import fs from 'node:fs';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';

const NS_PER_MS = 1e6;

export interface RuntimeMetrics {
  eventLoopDelayMaxMs: number;
  eventLoopDelayP99Ms: number;
  peakRssMb: number;
  rssMb: number;
}

/** A turn of the event loop that held every other request longer than this is logged. */
export const STALL_WARN_MS = 100;
const STALL_CHECK_EVERY_MS = 20;

/**
 * Calls `onStall(ms)` each time a timer due every 20 ms fires more than STALL_WARN_MS late: one
 * synchronous piece of work (a query, a computation, a collection) held the loop that long. The
 * warning is written right after that turn, so the request lines logged just before it (each with
 * its `ms`) say which read it was. No per-request cost: one timer, unref'd. Returns the stop.
 */
export function watchEventLoopStalls(onStall: (stallMs: number) => void): () => void {
  let expected = performance.now() + STALL_CHECK_EVERY_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    expected = now + STALL_CHECK_EVERY_MS;
    if (late > STALL_WARN_MS) onStall(Math.round(late));
  }, STALL_CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function startEventLoopMonitor(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return histogram;
}

/** VmHWM on Linux: the resident set's high-water mark; the current RSS elsewhere. */
function peakRssMb(): number {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);
    if (Number.isFinite(kb) && kb > 0) return Math.round(kb / 1024);
  } catch {
    // not Linux
  }
  return Math.round(process.memoryUsage().rss / 1048576);
}

export function runtimeMetrics(histogram: IntervalHistogram): RuntimeMetrics {
  return {
    eventLoopDelayMaxMs: Math.round((histogram.max / NS_PER_MS) * 10) / 10,
    eventLoopDelayP99Ms: Math.round((histogram.percentile(99) / NS_PER_MS) * 10) / 10,
    peakRssMb: peakRssMb(),
    rssMb: Math.round(process.memoryUsage().rss / 1048576),
  };
}
