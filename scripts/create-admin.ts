// `npm run admin:create -- --email you@example.fr --password '…'`: creates that admin. An account
// that someone already registered is promoted only with --promote-existing (docs/accounts.md, "First admin").
// There is no default admin and no default password.
import { parseArgs } from 'node:util';
import { databaseLocation, parseEnv } from '../src/server/env.js';
import { openDatabase } from '../src/server/database.js';
import { ensureAdmin } from '../src/server/services/admin-account.service.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, 'promote-existing': { type: 'boolean' } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email <email> [--password <password>] [--promote-existing]');
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 8) {
  console.error('The admin password needs at least 8 characters.');
  process.exit(2);
}
const env = parseEnv();
const handle = await openDatabase(databaseLocation(env), { poolSize: 1 });
try {
  const outcome = await ensureAdmin(handle.db, { email: values.email, password: values.password, promoteExisting: values['promote-existing'] });
  const said = { created: 'admin account created', promoted: 'promoted to admin (its sessions ended)', 'password-set': 'password changed (its sessions ended)', unchanged: 'already an admin, nothing changed' };
  console.log(`${values.email}: ${said[outcome]}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
