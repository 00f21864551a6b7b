import type { Db } from '../../../db/client.js';
import { hashPassword } from '../auth/password.js';

/**
 * Makes `email` an admin: creates the account with `password` when it does not exist, else
 * promotes it (and sets the password if one is given). No default admin, no default password.
 */
export async function ensureAdmin(db: Db, { email, password }: { email: string; password?: string }): Promise<'created' | 'promoted'> {
  const normalised = email.trim().toLowerCase();
  const existing = await db.selectFrom('users').select(['id']).where('email', '=', normalised).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ isAdmin: 1, hasFullAccess: 1, ...(password ? { passwordHash: await hashPassword(password) } : {}) })
      .where('id', '=', existing.id)
      .execute();
    return 'promoted';
  }
  if (!password) throw new Error(`No account for ${normalised}: a password is needed to create it.`);
  await db
    .insertInto('users')
    .values({
      id: crypto.randomUUID(),
      email: normalised,
      passwordHash: await hashPassword(password),
      googleId: null,
      firstName: null,
      lastName: null,
      city: null,
      isAdmin: 1,
      hasFullAccess: 1,
    })
    .execute();
  return 'created';
}
