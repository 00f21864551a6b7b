// Records of preparation groups for tests (docs/groups.md): a trainer, their group with a live
// invitation code, members who consented. Written through the services, on the test's database.
import type { DbHandle } from '../../db/client.js';
import { createGroup, joinGroup } from '../../src/server/services/groups.service.js';

type Db = DbHandle['db'];

const callerOf = async (db: Db, id: string) => {
  const u = await db.selectFrom('users').select(['id', 'email', 'isTrainer']).where('id', '=', id).executeTakeFirstOrThrow();
  return u;
};

/** Makes `userId` a trainer (as an admin would) and returns them as a caller. */
export async function makeTrainer(db: Db, userId: string) {
  await db.updateTable('users').set({ isTrainer: 1 }).where('id', '=', userId).execute();
  return callerOf(db, userId);
}

/** A group run by `trainerId` (made a trainer), with its first invitation's code. */
export async function trainerGroup(db: Db, trainerId: string, name = 'Association Horizon') {
  const trainer = await makeTrainer(db, trainerId);
  const created = await createGroup(db, trainer, { name, examDate: null }, 'http://localhost');
  return { groupId: created.id, code: created.inviteCode, invitationId: created.invitationId, trainer };
}

/** `userId` joins with the code, having ticked the consent box. */
export async function joinWith(db: Db, userId: string, code: string, shareEmail = false) {
  return joinGroup(db, await callerOf(db, userId), { code: code.replace(/-/g, ''), consent: true, shareEmail });
}

/** A fresh user id straight in the database (no session), for a group's other trainer or member. */
export async function plainUser(db: Db, firstName = 'Karim'): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `grp-${id.slice(0, 12)}@example.fr`, passwordHash: null, googleId: null, firstName, lastName: 'Martin', city: null, isAdmin: 0, hasFullAccess: 1 })
    .execute();
  return id;
}
