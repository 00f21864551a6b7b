import type { SeedQuestion } from './types';

// Géographie de la France (territoires). Owner: geography helper.
export const questions: SeedQuestion[] = [];
