// What /proc says of a process (Linux): the CPU it has used and its peak memory. NaN elsewhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux unless the kernel says otherwise). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

function statCpuMicros(file: string): number {
  try {
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** CPU time a process has used, in µs (user + system, all its threads), or NaN off Linux. */
export function cpuMicros(pid: number): number {
  return statCpuMicros(`/proc/${pid}/stat`);
}

/**
 * CPU time of a process's main thread, in µs, or NaN off Linux: a Node process's event loop runs
 * there; V8's parallel GC helpers and libuv's pool run beside it on other threads.
 */
export function mainThreadCpuMicros(pid: number): number {
  return statCpuMicros(`/proc/${pid}/task/${pid}/stat`);
}

/** The process's peak resident memory (VmHWM) in MB, or NaN off Linux. */
export function peakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}
