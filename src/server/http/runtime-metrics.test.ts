import { describe, expect, it } from 'vitest';
import { STALL_WARN_MS, watchEventLoopStalls } from './runtime-metrics.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // hold the event loop, as a slow synchronous query would
  }
};

describe('watchEventLoopStalls', () => {
  it('reports a turn that held the loop longer than the threshold, with its length', async () => {
    const stalls: number[] = [];
    const stop = watchEventLoopStalls((ms) => stalls.push(ms));
    try {
      await sleep(50);
      busy(STALL_WARN_MS + 150);
      await sleep(60);
    } finally {
      stop();
    }
    // A busy machine may add a stall of its own; ours is there, about as long as the work.
    expect(stalls.some((ms) => ms >= STALL_WARN_MS + 100)).toBe(true);
  });

  it('says nothing once stopped', async () => {
    const stalls: number[] = [];
    const stop = watchEventLoopStalls((ms) => stalls.push(ms));
    await sleep(60);
    stop();
    const before = stalls.length;
    busy(STALL_WARN_MS + 100);
    await sleep(60);
    expect(stalls.length).toBe(before);
  });
});
