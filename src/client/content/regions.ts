// The regions and départements live in src/shared/regions.ts: the interview's examiner asks about
// the candidate's own region and département from the same data.
export * from '../../shared/regions';
