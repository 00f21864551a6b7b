// The readiness figure is calibrated: simulated members of known ability (item-response model over
// the real, seeded question bank) finish quizzes and hand in mock exams, the real service
// (getReadiness) predicts their pass probability, and exams drawn by the real draw with their true
// chances say how often they pass. The Brier score and the reliability table are those of
// docs/readiness.md (scripts/readiness-calibration.ts writes them there from the same run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { simulateReadiness, type SimulationResult, withCalibration } from '../../../../tests/helpers/readiness-simulation.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { CALIBRATION_RUN } from './calibration-run.js';

let t: TestApp;
let result: SimulationResult;

beforeAll(async () => {
  t = await createTestApp();
  result = await simulateReadiness(t.db, CALIBRATION_RUN);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('readiness against simulated members of known ability', () => {
  it('predicts for nearly everyone and leaves out only those under the minimum of answers', () => {
    expect(result.members).toHaveLength(CALIBRATION_RUN.members);
    expect(result.withoutPrediction).toBeLessThan(CALIBRATION_RUN.members * 0.05);
    for (const m of result.members) expect(m.predicted === null).toBe(m.answers < 20);
  });

  it('has a Brier score under 0.12, less than half that of a forecast without skill', () => {
    expect(result.brier).toBeLessThan(0.12);
    expect(result.brier).toBeLessThan(result.baseRateBrier / 2);
  });

  it('is calibrated for members of constant ability, cautious (never optimistic) for those still learning', () => {
    expect(Math.abs(result.steady.predicted - result.steady.observed)).toBeLessThan(0.03);
    expect(result.learners.observed).toBeGreaterThanOrEqual(result.learners.predicted - 0.02);
    expect(result.learners.observed - result.learners.predicted).toBeLessThan(0.12);
  });

  it('reliability by deciles of members: each within −0.08/+0.20 of its mean prediction', () => {
    expect(result.deciles).toHaveLength(10);
    for (const [d, row] of result.deciles.entries()) {
      const gap = row.observed - row.predicted;
      expect(gap, `decile ${d + 1}: predicted ${row.predicted}, observed ${row.observed}`).toBeGreaterThan(-0.08);
      expect(gap, `decile ${d + 1}: predicted ${row.predicted}, observed ${row.observed}`).toBeLessThan(0.2);
    }
  });

  it('docs/readiness.md shows this very run (npx tsx scripts/readiness-calibration.ts --write)', () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../../docs/readiness.md'), 'utf8');
    expect(withCalibration(doc, result, CALIBRATION_RUN) === doc, 'the calibration tables of docs/readiness.md are stale').toBe(true);
  });

  it('reliability: in every tenth of predicted probability with 10 members or more, the observed pass rate is within −0.08/+0.20 of the prediction', () => {
    const filled = result.table.filter((row) => row.members >= 10);
    expect(filled.length).toBeGreaterThanOrEqual(8);
    for (const row of filled) {
      const gap = row.observed - row.predicted;
      expect(gap, `${row.from}–${row.to}: predicted ${row.predicted}, observed ${row.observed}`).toBeGreaterThan(-0.08);
      expect(gap, `${row.from}–${row.to}: predicted ${row.predicted}, observed ${row.observed}`).toBeLessThan(0.2);
    }
  });
});
