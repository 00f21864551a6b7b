import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp } from '../../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('walking skeleton', () => {
  it('answers /api/health once the database answers', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves exactly the 3 demo questions over REST, with the published fields', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/questions/demo' });
    expect(res.statusCode).toBe(200);
    const questions = res.json() as Record<string, unknown>[];
    expect(questions).toHaveLength(3);
    for (const q of questions) {
      for (const key of ['id', 'content', 'type', 'options', 'correctAnswer', 'explanation', 'category', 'difficulty']) {
        expect(q).toHaveProperty(key);
      }
      expect(q.options).toContain(q.correctAnswer);
    }
  });

  it('serves the same demo questions over tRPC', async () => {
    const res = await request(t.app, { method: 'GET', url: '/trpc/questions.demo' });
    expect(res.statusCode).toBe(200);
    const rest = (await request(t.app, { method: 'GET', url: '/api/questions/demo' })).json();
    expect(res.json().result.data).toEqual(rest);
  });

  it('answers 401 on /api/auth/user when signed out, 200 with the user when signed in', async () => {
    const out = await request(t.app, { method: 'GET', url: '/api/auth/user' });
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe('Connectez-vous pour accéder à cette page.');
    const user = await createUser(t.db, { firstName: 'Amina' });
    const res = await request(t.app, { method: 'GET', url: '/api/auth/user', user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, firstName: 'Amina', isAdmin: false, hasFullAccess: false });
    expect(JSON.stringify(res.json())).not.toMatch(/hash|argon/i);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().message).toBeTruthy();
  });

  it('answers broken JSON with a 400 and a message, never a stack', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/trpc/auth.user',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });
});
