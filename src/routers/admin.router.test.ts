// admin.* called without HTTP: every admin procedure refuses a visitor (UNAUTHORIZED) and a member
// (FORBIDDEN) before its input is read; an admin reads and writes, but not their own admin role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../tests/helpers/test-app.js';
import { callerFor } from '../../tests/helpers/router-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof callerFor>>;
const ADMIN_CALLS: Record<string, (c: Caller) => Promise<unknown>> = {
  stats: (c) => c.admin.stats(),
  'questions.list': (c) => c.admin.questions.list({}),
  'users.list': (c) => c.admin.users.list({}),
  'users.update': (c) => c.admin.users.update({ id: 'nobody', hasFullAccess: true }),
  'contactMessages.list': (c) => c.admin.contactMessages.list({}),
  'auditLog.list': (c) => c.admin.auditLog.list(),
};

describe('admin router guards', () => {
  it.each(Object.keys(ADMIN_CALLS))('admin.%s: visitor 401, member 403', async (name) => {
    const call = ADMIN_CALLS[name]!;
    await expect(call(await callerFor(t.db, t.env))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const member = await callerFor(t.db, t.env, await createUser(t.db, { hasFullAccess: true }));
    await expect(call(member)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an admin read and change a member, but not drop their own admin role', async () => {
    const admin = await createUser(t.db, { isAdmin: true });
    const member = await createUser(t.db);
    const caller = await callerFor(t.db, t.env, admin);
    expect((await caller.admin.stats()).totalUsers).toBeGreaterThanOrEqual(2);
    const updated = await caller.admin.users.update({ id: member.id, hasFullAccess: true });
    expect(updated).toMatchObject({ id: member.id, hasFullAccess: true });
    await expect(caller.admin.users.update({ id: admin.id, isAdmin: false })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.admin.users.update({ id: 'nobody', hasFullAccess: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
