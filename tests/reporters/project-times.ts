// After the run: each project's files, tests, wall time (first file started → last file ended)
// and summed file time, then one plain "N passed, N failed" line that CI can read.
import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { experimental_getRunnerTask } from 'vitest/node';

interface ProjectTimes {
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  start: number;
  end: number;
  fileTime: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class ProjectTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects = new Map<string, ProjectTimes>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const times = projects.get(name) ?? { files: 0, passed: 0, failed: 0, skipped: 0, start: Infinity, end: 0, fileTime: 0 };
      projects.set(name, times);
      times.files += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') times.passed += 1;
        else if (state === 'failed') times.failed += 1;
        else times.skipped += 1;
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].some((t) => t.result().state === 'failed')) times.failed += 1;
      const result = experimental_getRunnerTask(module).result;
      const diagnostic = module.diagnostic();
      const fileTime = diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.environmentSetupDuration;
      times.fileTime += fileTime;
      if (result?.startTime) {
        times.start = Math.min(times.start, result.startTime);
        times.end = Math.max(times.end, result.startTime + fileTime);
      }
    }
    const rows = [...projects.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = { passed: 0, failed: 0, skipped: 0 };
    console.log('\nTime by project (wall: first file started → last ended; files: summed file time)');
    for (const [name, t] of rows) {
      total.passed += t.passed;
      total.failed += t.failed;
      total.skipped += t.skipped;
      const wall = Number.isFinite(t.start) ? seconds(t.end - t.start) : '–';
      console.log(`  ${name.padEnd(16)} ${String(t.files).padStart(3)} files ${String(t.passed + t.failed + t.skipped).padStart(5)} tests  wall ${wall.padStart(8)}  files ${seconds(t.fileTime).padStart(8)}`);
    }
    console.log(`vitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
    // scripts/test.mjs runs two Vitest processes and adds their counts up for its closing line.
    if (process.env.TEST_COUNTS_FILE) fs.writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify(total));
  }
}
