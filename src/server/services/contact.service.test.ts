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
