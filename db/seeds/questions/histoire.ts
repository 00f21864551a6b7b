import type { SeedQuestion } from './types.js';

export const questions: SeedQuestion[] = [];
