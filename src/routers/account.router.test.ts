// account.* called without HTTP: a member changes and exports their own account only; a wrong
// current password is refused; full access switches on the full quiz draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp } from '../../tests/helpers/test-app.js';
import { callerFor } from '../../tests/helpers/router-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account router', () => {
  it('refuses a visitor', async () => {
    const visitor = await callerFor(t.db, t.env);
    await expect(visitor.account.export()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.account.updateProfile({ firstName: 'A', lastName: 'B' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("changes the caller's own name, which their export shows and another member's does not", async () => {
    const member = await createUser(t.db);
    const other = await createUser(t.db, { firstName: 'Karim' });
    const caller = await callerFor(t.db, t.env, member);
    await caller.account.updateProfile({ firstName: 'Léa', lastName: 'Martin' });
    // account.export hands back the link of the streamed download, never the data itself.
    expect(await caller.account.export()).toEqual({ url: '/api/account/export', fileName: expect.stringMatching(/\.json$/) });
    const mine = (await request(t.app, { method: 'GET', url: '/api/account/export', user: member })).body;
    expect(mine).toContain('Léa');
    expect(mine).toContain(member.email);
    const theirs = (await request(t.app, { method: 'GET', url: '/api/account/export', user: other })).body;
    expect(theirs).not.toContain('Léa');
    expect(theirs).not.toContain(member.email);
  });

  it('refuses a password change with a wrong current password', async () => {
    const member = await createUser(t.db);
    const caller = await callerFor(t.db, t.env, member);
    await expect(
      caller.account.changePassword({ currentPassword: 'pas-le-bon-mot', newPassword: 'nouveau-mot-de-passe' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.account.changePassword({ currentPassword: member.password, newPassword: 'nouveau-mot-de-passe' }),
    ).resolves.toBeDefined();
  });

  it('switches full access on, after which the quiz draw is no longer the demo quota', async () => {
    const member = await createUser(t.db);
    const caller = await callerFor(t.db, t.env, member);
    expect(await caller.questions.list({ limit: 20 })).toHaveLength(5);
    await caller.account.enableFullAccess();
    const again = await callerFor(t.db, t.env, member);
    expect(await again.questions.list({ limit: 20 })).toHaveLength(20);
  });
});
