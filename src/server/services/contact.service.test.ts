import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Amina Diallo',
  email: 'Amina@Example.fr',
  category: 'question',
  subject: 'Examen civique',
  message: 'Combien de questions compte l’examen civique ?',
};

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201', async () => {
    const res = await request(t.app, { method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('contactMessages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Amina Diallo', email: 'amina@example.fr', category: 'question', subject: 'Examen civique', handled: 0 });
  });

  it.each([
    ['name', { name: '  ' }],
    ['email', { email: 'not-an-email' }],
    ['category', { category: 'billing' }],
    ['subject', { subject: '' }],
    ['message', { message: undefined }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('answers 400 naming the invalid field %s', async (field, change) => {
    const before = await t.db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await request(t.app, { method: 'POST', url: '/api/contact', payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(body.message).toBeTruthy();
    const after = await t.db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('translates validation messages to English on request', async () => {
    const res = await request(t.app, { method: 'POST', url: '/api/contact', payload: { ...valid, email: 'nope' }, headers: { 'x-product-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/email/i);
    const fr = await request(t.app, { method: 'POST', url: '/api/contact', payload: { ...valid, email: 'nope' } });
    expect(fr.json().errors[0].message).toMatch(/adresse e-mail invalide/);
  });

  it('works the same over tRPC', async () => {
    // From another address: the per-address limit (10 a minute) counts both doors together.
    const res = await request(t.app, { method: 'POST', url: '/trpc/contact.send', payload: valid, remoteAddress: '203.0.113.20' });
    expect(res.statusCode).toBe(200);
    const bad = await request(t.app, { method: 'POST', url: '/trpc/contact.send', payload: { ...valid, category: 'x' }, remoteAddress: '203.0.113.20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.errors[0].path).toBe('category');
  });
});

describe('« Signaler une erreur »: a message about one question or glossary entry', () => {
  it('stores the item, and the admin inbox shows it and counts open reports per item', async () => {
    const { createUser } = await import('../../../tests/helpers/test-app.js');
    const admin = await createUser(t.db, { isAdmin: true, hasFullAccess: true, email: 'inbox@example.fr' });
    const report = (itemId: string, remoteAddress: string) =>
      request(t.app, { method: 'POST', url: '/api/contact', payload: { ...valid, category: 'content', subject: `Erreur : ${itemId}`, itemId }, remoteAddress });
    expect((await report('question:val-002', '203.0.113.31')).statusCode).toBe(201);
    expect((await report('question:val-002', '203.0.113.32')).statusCode).toBe(201);
    const glossary = await report('glossary:reclusion', '203.0.113.33');
    expect(glossary.statusCode).toBe(201);
    const row = await t.db.selectFrom('contactMessages').selectAll().where('id', '=', glossary.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category: 'content', itemId: 'glossary:reclusion' });

    const inbox = await request(t.app, { method: 'GET', url: '/api/admin/contact-messages?status=open', user: admin });
    expect(inbox.statusCode).toBe(200);
    const page = inbox.json();
    expect(page.openReports).toEqual([
      { itemId: 'question:val-002', open: 2 },
      { itemId: 'glossary:reclusion', open: 1 },
    ]);
    expect(page.items.find((m: { id: number }) => m.id === glossary.json().id)).toMatchObject({ itemId: 'glossary:reclusion', category: 'content' });
    // One item's reports; a handled report no longer counts as open.
    const one = (await request(t.app, { method: 'GET', url: '/api/admin/contact-messages?item=question:val-002', user: admin })).json();
    expect(one.items).toHaveLength(2);
    expect((await request(t.app, { method: 'PATCH', url: `/api/admin/contact-messages/${one.items[0].id}`, payload: { handled: true }, user: admin })).statusCode).toBe(200);
    const after = (await request(t.app, { method: 'GET', url: '/api/admin/contact-messages', user: admin })).json();
    expect(after.openReports).toEqual([
      { itemId: 'glossary:reclusion', open: 1 },
      { itemId: 'question:val-002', open: 1 },
    ]);
    // The same over tRPC.
    const trpc = await request(t.app, { method: 'GET', url: `/trpc/admin.contactMessages.list?input=${encodeURIComponent(JSON.stringify({ item: 'glossary:reclusion' }))}`, user: admin });
    expect(trpc.json().result.data.items).toHaveLength(1);
  });

  it.each(['val-002', 'question:', 'question:VAL-002', 'page:about', `question:${'a'.repeat(81)}`])('refuses the item « %s » with a translated 400', async (itemId) => {
    const res = await request(t.app, { method: 'POST', url: '/api/contact', payload: { ...valid, itemId }, remoteAddress: '203.0.113.40' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('itemId');
    const admin = await request(t.app, { method: 'GET', url: `/api/admin/contact-messages?item=${encodeURIComponent(itemId)}`, remoteAddress: '203.0.113.40' });
    expect([400, 401]).toContain(admin.statusCode);
  });
});
