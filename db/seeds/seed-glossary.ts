import { sql } from 'kysely';
import type { Db } from '../client.js';
import type { SeedGlossaryTerm } from './content/glossary.js';

/**
 * Upserts the glossary by slug. Editing an entry in db/seeds/content/glossary.ts and restarting updates
 * it, unless an admin edited it (admin_edited_at): then it stays as the admin left it. Rows are
 * only written when their seeded content changed; any write bumps the glossary's cache version so
 * every app process reloads its copy (src/server/services/glossary.service.ts).
 */
export async function seedGlossary(db: Db, terms: readonly SeedGlossaryTerm[]): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    let written = 0;
    for (const t of terms) {
      const row = {
        slug: t.slug,
        term: t.term,
        variants: JSON.stringify(t.variants),
        definition: t.definition,
        termEn: t.termEn,
        definitionEn: t.definitionEn,
        termAr: t.termAr,
        definitionAr: t.definitionAr,
        updatedAt: now,
      };
      const result = await trx
        .insertInto('glossaryTerms')
        .values(row)
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet(row).where(
            sql<boolean>`glossary_terms.admin_edited_at IS NULL AND (glossary_terms.term != excluded.term
              OR glossary_terms.variants != excluded.variants
              OR glossary_terms.definition != excluded.definition
              OR glossary_terms.term_en != excluded.term_en
              OR glossary_terms.definition_en != excluded.definition_en
              OR glossary_terms.term_ar != excluded.term_ar
              OR glossary_terms.definition_ar != excluded.definition_ar)`,
          ),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    if (written > 0) {
      await trx.updateTable('cacheVersions').set((eb) => ({ version: eb('version', '+', 1) })).where('name', '=', 'glossary').execute();
    }
  });
}
