// The simulated run whose Brier score and reliability table docs/readiness.md shows: the same
// options in the calibration test and in scripts/readiness-calibration.ts.
export const CALIBRATION_RUN = { members: 400, seed: 20261128, examsPerMember: 40, now: new Date('2026-11-28T18:00:00Z') };
