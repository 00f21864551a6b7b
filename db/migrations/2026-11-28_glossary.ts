// Frozen: never edit a migration that has shipped; add a new dated one instead.
// The glossary of civic and administrative words (/glossaire): one row per term, keyed by a stable
// slug, with its French variants as a JSON array of strings. `admin_edited_at` marks an entry an
// admin changed, which the seed then leaves alone. A cache version lets every app process reload
// its in-memory copy after an edit made by another one.
import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  const now = nowIso(db);
  await db.schema
    .createTable('glossary_terms')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('term_en', 'text', (c) => c.notNull())
    .addColumn('definition_en', 'text', (c) => c.notNull())
    .addColumn('term_ar', 'text', (c) => c.notNull())
    .addColumn('definition_ar', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('admin_edited_at', 'text')
    .execute();
  await db.insertInto('cache_versions').values({ name: 'glossary', version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('cache_versions').where('name', '=', 'glossary').execute();
  await db.schema.dropTable('glossary_terms').execute();
}
