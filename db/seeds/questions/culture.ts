// Culture questions: patrimoine (theme histoire_geo_culture) and the four subthemes of
// "vivre dans la société française" (theme societe). Ids cult-NNN are stable: never renumber.
import type { SeedQuestion } from './types';

export const questions: SeedQuestion[] = [];
