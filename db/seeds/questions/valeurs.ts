// Catégorie « valeurs » : principes et valeurs de la République (devise, symboles, laïcité),
// droits fondamentaux, et mises en situation (situations_valeurs, situations_droits).
import type { SeedQuestion } from './types';

export const questions: SeedQuestion[] = [];
