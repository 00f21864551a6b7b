// Idempotent seeds, safe to run on every start (architecture rule 6).
import type { Db } from '../client.js';
import { ALL_QUESTIONS } from './content/questions/index.js';
import { seedQuestions } from './seed-questions.js';
import { seedFacts } from './seed-facts.js';
import { GLOSSARY_TERMS } from './content/glossary.js';
import { seedGlossary } from './seed-glossary.js';

export async function runSeeds(db: Db): Promise<void> {
  await seedQuestions(db, ALL_QUESTIONS);
  await seedFacts(db);
  await seedGlossary(db, GLOSSARY_TERMS);
}
