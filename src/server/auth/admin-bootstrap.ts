import type { Db } from '../../../db/client.js';
import type { Env } from '../env.js';
import { ensureAdmin } from '../services/admin-account.service.js';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin at start-up. An existing account that is not an
 * admin is promoted only with ADMIN_PROMOTE_EXISTING=true; otherwise start-up stops with the reason
 * (docs/accounts.md, "First admin").
 */
export async function bootstrapAdminFromEnv(db: Db, env: Env): Promise<void> {
  if (!env.ADMIN_EMAIL) return;
  await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, promoteExisting: env.ADMIN_PROMOTE_EXISTING });
}
