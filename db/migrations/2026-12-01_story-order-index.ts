// The public stories list reads the newest published first, by publication date (moderated_at,
// else created_at): with an index in that order it reads its 200 rows instead of sorting every
// published story on each visit (a temp B-tree at 1,500 stories, the slowest public read in
// `npm run bench:scale`). SQLite and PostgreSQL both match the expression of the query.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX success_stories_published_order ON success_stories (status, (coalesce(moderated_at, created_at)) DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS success_stories_published_order`.execute(db);
}
