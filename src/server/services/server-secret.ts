// A named signing key: made once per database (the first process to ask writes it, the others read
// that one), shared by every process, never leaves the server. Kept in memory per database.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';

const cache = new WeakMap<Db, Map<string, Buffer>>();

export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  const byName = cache.get(db) ?? new Map<string, Buffer>();
  const cached = byName.get(name);
  if (cached) return cached;
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'base64url');
  byName.set(name, key);
  cache.set(db, byName);
  return key;
}
