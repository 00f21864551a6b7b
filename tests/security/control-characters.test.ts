// Control characters in text input (docs/security.md): U+0000 and the other C0 controls except tab,
// LF and CR are refused with a translated 400 by one check that both doors pass through, before
// any handler. PostgreSQL refuses U+0000 in text, so without that check these became 500s there;
// the `server-pg` project runs this file on PostgreSQL.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../src/server/i18n/messages.js';
import { createTestApp, createUser, request, type TestUser } from '../helpers/test-app.js';
import { fixtures, freshIp } from './harness.js';

const t = await createTestApp();
const member = await createUser(t.db);
const admin = await createUser(t.db, { isAdmin: true });
afterAll(() => t.close());

const contact = { name: 'Nadia', email: 'nadia@example.fr', category: 'question', subject: 'Bonjour', message: 'Une question sur le quiz.' };
const story = {
  name: 'Nadia',
  city: 'Lyon',
  region: 'Auvergne-Rhône-Alpes',
  originalCountry: 'Maroc',
  naturalizationDate: 'mars 2025',
  story: 'Après deux ans de démarches, entretien réussi grâce à la préparation.',
  quizScore: '16',
  interviewTips: '',
};

function send(opts: InjectOptions & { user?: TestUser }, lang: Lang = 'fr'): Promise<LightMyRequestResponse> {
  return request(t.app, { ...opts, remoteAddress: freshIp(), headers: { 'accept-language': lang, ...(opts.headers ?? {}) } });
}

/** A tRPC mutation, as the client sends it. */
const mutation = (path: string, input: unknown, user?: TestUser) => ({ method: 'POST' as const, url: `/trpc/${path}`, payload: input as object, user });
/** A tRPC query: the input is JSON in the query string. */
const query = (path: string, input: unknown, user?: TestUser) => ({
  method: 'GET' as const,
  url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  user,
});

function expectRefused(res: LightMyRequestResponse, lang: Lang = 'fr'): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message: translate('errors.control_characters', lang) });
}

const countContactMessages = async () => (await t.db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('refused in every text input, through both doors', () => {
  it('the contact form', async () => {
    const before = Number(await countContactMessages());
    expectRefused(await send({ method: 'POST', url: '/api/contact', payload: { ...contact, message: 'Bonjour\u0000' } }));
    expectRefused(await send(mutation('contact.send', { ...contact, subject: 'A\u0007B' })));
    expect(Number(await countContactMessages())).toBe(before);
  });

  it('a success story', async () => {
    expectRefused(await send({ method: 'POST', url: '/api/success-stories', payload: { ...story, city: 'Ly\u0000on' } }));
    expectRefused(await send(mutation('community.stories.submit', { ...story, story: `${story.story}\u001b[2J` })));
  });

  it('an interview answer', async () => {
    const rest = await fixtures.interview(t.db, member);
    expectRefused(await send({ method: 'POST', url: `/api/interview/${rest}/respond`, payload: { response: 'Je vis à Lyon\u0000' }, user: member }));
    const trpc = await fixtures.interview(t.db, member);
    expectRefused(await send(mutation('interview.respond', { id: trpc, response: 'Je vis à Lyon\u0000' }, member)));
  });

  it('an admin question edit', async () => {
    const id = await fixtures.questionId(t.db);
    expectRefused(await send({ method: 'PATCH', url: `/api/admin/questions/${id}`, payload: { explanation: 'Une explication\u0000 assez longue.' }, user: admin }));
    expectRefused(await send(mutation('admin.questions.update', { id, explanation: 'Une explication\u0000 assez longue.' }, admin)));
  });

  it('a search, in the query string', async () => {
    expectRefused(await send({ method: 'GET', url: '/api/admin/users?q=a%00b', user: admin }));
    expectRefused(await send(query('admin.users.list', { q: 'a\u0000b' }, admin)));
  });

  it('profile names (the name rule says the same)', async () => {
    expectRefused(await send({ method: 'PATCH', url: '/api/account/profile', payload: { firstName: 'A\u0000wa', lastName: 'Ba' }, user: member }));
    expectRefused(await send(mutation('account.updateProfile', { firstName: 'Awa', lastName: 'B\u0000a' }, member)));
  });

  it('a path parameter, an object key and a batched tRPC call', async () => {
    expectRefused(await send({ method: 'GET', url: '/api/interview/a%00b/report', user: member }));
    expectRefused(await send({ method: 'POST', url: '/api/contact', payload: { ...contact, 'x\u0000': 1 } }));
    expectRefused(await send({ method: 'POST', url: '/trpc/contact.send?batch=1', payload: { 0: { ...contact, name: 'N\u0000' } } }));
    expectRefused(await send({ method: 'GET', url: `/trpc/admin.users.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { q: '\u0000' } }))}`, user: admin }));
  });

  it('in the language of the request', async () => {
    for (const lang of ['en', 'ar'] as const) {
      expectRefused(await send({ method: 'POST', url: '/api/contact', payload: { ...contact, message: '\u0000' } }, lang), lang);
      expectRefused(await send(mutation('contact.send', { ...contact, message: '\u0000' }), lang), lang);
    }
  });
});

describe('what still passes', () => {
  it('text with tabs and line breaks, and a written-out "\\u0000"', async () => {
    const message = 'Ligne 1\nLigne 2\r\n\tfin, et un \\u0000 écrit en toutes lettres.';
    const rest = await send({ method: 'POST', url: '/api/contact', payload: { ...contact, message } });
    expect(rest.statusCode, rest.body).toBe(201);
    const trpc = await send(mutation('contact.send', { ...contact, message }));
    expect(trpc.statusCode, trpc.body).toBe(200);
    const stored = await t.db.selectFrom('contactMessages').select('message').where('message', '=', message.trim()).execute();
    expect(stored).toHaveLength(2);
  });

  it('a nesting deeper than any input has: a 400, not a 500', async () => {
    const json = { 'content-type': 'application/json' };
    const deepArray = `{"message":${'['.repeat(5_000)}"x"${']'.repeat(5_000)}}`;
    const rest = await send({ method: 'POST', url: '/api/contact', headers: json, payload: deepArray });
    expect(rest.statusCode, rest.body).toBe(400);
    const deepEscaped = `${'{"a":'.repeat(5_000)}"\\u0000"${'}'.repeat(5_000)}`;
    const trpc = await send({ method: 'POST', url: '/trpc/contact.send', headers: json, payload: deepEscaped });
    expect(trpc.statusCode, trpc.body).toBe(400);
  });
});
