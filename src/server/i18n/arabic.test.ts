// An Arabic interface gets the server's messages in Arabic through both doors (REST and tRPC),
// whether it says so with the product's header or only with Accept-Language; the interview's
// practice coaching gives an Arabic interface the French model answer with its Arabic translation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp } from '../../../tests/helpers/test-app.js';
import { langFromHeaders } from './messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** Each request its own client address, so the sign-in limits of one case do not reach another. */
function freshIp(): string {
  ip += 1;
  return `198.51.100.${ip}`;
}

describe('the language of a request', () => {
  it('takes ar from the product header, then from the first language of Accept-Language, else French', () => {
    expect(langFromHeaders({ 'x-product-language': 'ar' })).toBe('ar');
    expect(langFromHeaders({ 'x-product-language': 'ar', 'accept-language': 'en-GB' })).toBe('ar');
    expect(langFromHeaders({ 'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.8' })).toBe('ar');
    expect(langFromHeaders({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(langFromHeaders({ 'x-product-language': 'de', 'accept-language': 'ar' })).toBe('ar');
    expect(langFromHeaders({ 'x-product-language': 'de', 'accept-language': 'de-DE' })).toBe('fr');
    expect(langFromHeaders({ 'accept-language': 'arabic' })).toBe('fr');
    expect(langFromHeaders({})).toBe('fr');
  });
});

describe('errors in Arabic', () => {
  it('REST: a refused sign-in and an invalid registration answer in Arabic', async () => {
    const login = await request(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'personne@example.fr', password: 'mauvais-mot' },
      headers: { 'x-forwarded-for': freshIp(), 'x-product-language': 'ar' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' });

    const register = await request(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x@y.fr', password: '12345', firstName: 'A', lastName: 'B' },
      headers: { 'x-forwarded-for': freshIp(), 'x-product-language': 'ar' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual([{ path: 'password', message: 'يجب أن تحتوي كلمة المرور على 6 أحرف على الأقل.' }]);
  });

  it('REST: an unknown address answers in Arabic from Accept-Language alone', async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'ar-SA,ar;q=0.9' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('عنوان غير معروف.');
  });

  it('tRPC: a procedure that needs a session answers in Arabic', async () => {
    const res = await request(t.app, {
      method: 'GET',
      url: `/trpc/interview.get?input=${encodeURIComponent(JSON.stringify({ id: crypto.randomUUID() }))}`,
      headers: { 'x-product-language': 'ar' },
    });
    expect(res.statusCode).toBe(401);
    expect(JSON.stringify(res.json())).toContain('سجّل الدخول للوصول إلى هذه الصفحة.');
  });
});

describe('interview practice coaching for an Arabic interface', () => {
  it('gives the French model answer and tip with their Arabic translation and no English one, through REST and tRPC', async () => {
    const me = await createUser(t.db);
    const started = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', mode: 'practice' }, user: me });
    expect(started.statusCode).toBe(200);
    const id = started.json().id;

    const rest = await request(t.app, { method: 'POST', url: `/api/interview/${id}/respond`, payload: { response: 'Amina.' }, user: me, headers: { 'x-product-language': 'ar' } });
    expect(rest.statusCode).toBe(200);
    const fb = rest.json().feedback;
    expect(fb.modelAnswer).toMatch(/[éèàç]/);
    expect(fb).not.toHaveProperty('modelAnswerEn');
    expect(fb.modelAnswerAr).toMatch(/^[^a-zA-Z]*[\u0600-\u06FF]/);
    expect(fb.tip).toContain('Développez');
    expect(fb).not.toHaveProperty('tipEn');
    expect(fb.tipAr).toBe('توسّع في إجابتك بجملتين أو ثلاث، مع مثال من حياتك.');

    const trpc = await request(t.app, { method: 'POST', url: '/trpc/interview.respond', payload: { id, response: 'Je suis en France pour travailler.' }, user: me, headers: { 'x-product-language': 'ar' } });
    expect(trpc.statusCode).toBe(200);
    const trpcFeedback = trpc.json().result.data.feedback;
    expect(trpcFeedback.modelAnswer.length).toBeGreaterThanOrEqual(40);
    expect(trpcFeedback).not.toHaveProperty('modelAnswerEn');
    expect(trpcFeedback.modelAnswerAr).toMatch(/[\u0600-\u06FF]/);
    expect(trpcFeedback.tip.length).toBeGreaterThan(0);
    expect(trpcFeedback).not.toHaveProperty('tipEn');
    expect(trpcFeedback.tipAr).toMatch(/^[^a-zA-Z]*[\u0600-\u06FF]/);
  });
});
