// Seeds the current facts (content/facts.ts): inserted once, then the admins' to keep.
import type { Db } from '../client.js';
import { CURRENT_FACTS, type SeedFact } from './content/facts.js';

/** Inserts the facts that are not there yet; never touches an existing row. */
export async function seedFacts(db: Db, facts: readonly SeedFact[] = CURRENT_FACTS): Promise<void> {
  for (const f of facts) {
    await db
      .insertInto('currentFacts')
      .values({ ...f, updatedBy: null })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
