import type { Db } from '../../../db/client.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { revokeAccountTokens } from '../auth/account-tokens.js';
import { invalidateUserSessions } from '../auth/session.js';

export interface EnsureAdminOptions {
  email: string;
  password?: string | undefined;
  /**
   * Promote an account that already exists and is not an admin. Off by default: whoever registered
   * the address first (maybe not its owner) would get the admin rights, through their open session.
   */
  promoteExisting?: boolean;
}

/** The account exists, is not an admin, and promoting it was not asked for. */
export class ExistingAccountError extends Error {
  constructor(email: string) {
    super(
      `${email} already has an account that is not an admin: it was registered by someone, maybe not the owner of the address. ` +
        'Promote it only if you know it is yours: --promote-existing (npm run admin:create) or ADMIN_PROMOTE_EXISTING=true.',
    );
  }
}

/**
 * Makes `email` an admin: creates the account with `password` when it does not exist; promotes an
 * existing account only with `promoteExisting`. Promoting, or setting a new password, ends every
 * session of the account. Running again on an admin with the same password changes nothing.
 */
export async function ensureAdmin(db: Db, { email, password, promoteExisting = false }: EnsureAdminOptions): Promise<'created' | 'promoted' | 'password-set' | 'unchanged'> {
  const normalised = email.trim().toLowerCase();
  const existing = await db.selectFrom('users').select(['id', 'isAdmin', 'passwordHash']).where('email', '=', normalised).executeTakeFirst();
  if (existing) {
    const promote = existing.isAdmin !== 1;
    if (promote && !promoteExisting) throw new ExistingAccountError(normalised);
    const newPassword = password !== undefined && !(existing.passwordHash && (await verifyPassword(existing.passwordHash, password)));
    if (!promote && !newPassword) return 'unchanged';
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ isAdmin: 1, hasFullAccess: 1, ...(newPassword ? { passwordHash: await hashPassword(password!) } : {}) })
        .where('id', '=', existing.id)
        .execute();
      await invalidateUserSessions(trx, existing.id);
      // A new password ends every pending link of the account too (issue 35, item 4).
      await revokeAccountTokens(trx, existing.id);
    });
    return promote ? 'promoted' : 'password-set';
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
