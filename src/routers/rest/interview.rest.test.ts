import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, request, type TestApp, type TestUser } from '../../../tests/helpers/test-app.js';
import { INTERVIEW_STAGES } from '../../shared/constants.js';
import { currentQuestion, rejectsEqualityCandidate, strongCandidate, type Candidate } from '../../../tests/helpers/scripted-candidates.js';
import type { ExaminerState } from '../../server/interview/index.js';

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.db);
  other = await createUser(t.db);
});
afterAll(() => t.close());

/** The examiner's stored state, with the candidate's answers put back from their own rows (the state
 * does not keep them): the scripted candidates read their earlier answers so as not to repeat one. */
async function state(id: string): Promise<ExaminerState> {
  const row = await t.db.selectFrom('interviewSessions').select('state').where('id', '=', id).executeTakeFirstOrThrow();
  const stored = JSON.parse(row.state) as ExaminerState;
  const answers = await t.db.selectFrom('interviewTurns').select('content').where('sessionId', '=', id).where('role', '=', 'applicant').orderBy('id').execute();
  expect(answers).toHaveLength(stored.turns.length);
  return { ...stored, turns: stored.turns.map((turn, i) => ({ ...turn, answer: answers[i]!.content })) };
}

async function start(who: TestUser = user, applicantName = '  Amina Benali ') {
  const res = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName }, user: who });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function play(id: string, candidate: Candidate, who: TestUser = user) {
  const stages: string[] = [];
  for (let i = 0; i < 25; i++) {
    const s = await state(id);
    const res = await request(t.app, { method: 'POST', url: `/api/interview/${id}/respond`, payload: { response: candidate(s) }, user: who });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    stages.push(body.stage);
    if (body.isComplete) return { last: body, stages };
  }
  throw new Error('the interview did not end');
}

describe('POST /api/interview/start', () => {
  it('answers 401 when signed out and 400 on an empty name', async () => {
    expect((await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'A' } })).statusCode).toBe(401);
    const res = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: '   ' }, user });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez saisir votre nom et prénom.');
    expect((await request(t.app, { method: 'POST', url: '/api/interview/start', payload: {}, user })).statusCode).toBe(400);
  });

  it('returns the session with the opening question, and stores it', async () => {
    const session = await start();
    expect(session).toMatchObject({ applicantName: 'Amina Benali', stage: 'opening', isComplete: false });
    expect(session.currentQuestion).toContain('Amina Benali');
    expect(session.assessment).toEqual({ languageSkills: 0, civicKnowledge: 0, motivation: 0, republicanValues: 0, overall: 0 });
    expect(session.conversationHistory).toEqual([{ role: 'interviewer', content: session.currentQuestion, timestamp: expect.any(String) }]);
    const row = await t.db.selectFrom('interviewSessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.userId).toBe(user.id);
  });
});

describe('a whole interview over REST', () => {
  it('walks the six stages, stores turns and scores, writes the report and records an attempt', async () => {
    const session = await start();
    const { last, stages } = await play(session.id, strongCandidate);
    const order = ['opening', ...stages].filter((s, i, all) => i === 0 || s !== all[i - 1]);
    expect(order).toEqual([...INTERVIEW_STAGES]);
    expect(last.assessment.overall).toBeGreaterThanOrEqual(14);

    const turns = await t.db.selectFrom('interviewTurns').selectAll().where('sessionId', '=', session.id).orderBy('id').execute();
    const answers = turns.filter((x) => x.role === 'applicant');
    expect(answers.length).toBeGreaterThanOrEqual(12);
    expect(answers.length).toBeLessThanOrEqual(20);
    expect(JSON.parse(answers[0]!.scores!).languageSkills).toBeGreaterThan(10);
    expect(turns.length).toBe(2 * answers.length + 1);

    const report = await request(t.app, { method: 'GET', url: `/api/interview/${session.id}/report`, user });
    expect(report.statusCode).toBe(200);
    expect(report.json().report.length).toBeGreaterThanOrEqual(600);
    expect(report.json().report).toContain('FAVORABLE');
    expect(report.json().report).toContain('«\u202fJe souhaite devenir française');

    const attempts = await t.db.selectFrom('attempts').selectAll().where('userId', '=', user.id).where('type', '=', 'interview').execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ isCompleted: 1, score: String(Math.round((last.assessment.overall / 20) * 100)), totalQuestions: 20 });
    expect(attempts[0]!.id).toMatch(/^attempt_\d+_[a-z0-9]+$/);
    const listed = await request(t.app, { method: 'GET', url: '/api/attempts', user });
    expect(listed.json().some((a: { type: string }) => a.type === 'interview')).toBe(true);

    // Answering a finished interview is a conflict.
    const again = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: 'Encore une chose.' }, user });
    expect(again.statusCode).toBe(409);
  });

  it('names a rejection of equality in the stored report', async () => {
    const session = await start(other, 'Karim Test');
    const { last } = await play(session.id, rejectsEqualityCandidate, other);
    expect(last.assessment.republicanValues).toBeLessThanOrEqual(3);
    const report = (await request(t.app, { method: 'GET', url: `/api/interview/${session.id}/report`, user: other })).json().report;
    expect(report).toContain('nie l’égalité entre les femmes et les hommes');
  });

  it('draws a follow-up in the same stage after a one-word answer', async () => {
    const session = await start();
    await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: strongCandidate(await state(session.id)) }, user });
    const res = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: 'Oui' }, user });
    expect(res.json()).toMatchObject({ stage: 'identity', isComplete: false });
    expect(res.json().interviewerResponse).toMatch(/préciser|développer|Pourquoi/);
    expect(currentQuestion(await state(session.id)).followUp).toBe('too_short');
  });
});

describe('ownership and errors', () => {
  it('hides another user’s interview (404) and refuses an empty answer (400)', async () => {
    const session = await start();
    for (const res of [
      await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: 'Bonjour' }, user: other }),
      await request(t.app, { method: 'GET', url: `/api/interview/${session.id}/report`, user: other }),
      await request(t.app, { method: 'GET', url: '/api/interview/unknown-id/report', user }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Entretien introuvable.');
    }
    expect((await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: '  ' }, user })).statusCode).toBe(400);
    expect((await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: 'x' } })).statusCode).toBe(401);
  });

  it('never ends an interview on a GET: the report of an open one is a 409, ending is a POST', async () => {
    const fresh = await createUser(t.db);
    const session = await start(fresh);
    await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: strongCandidate(await state(session.id)) }, user: fresh });
    const read = await request(t.app, { method: 'GET', url: `/api/interview/${session.id}/report`, user: fresh });
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toBe("Cet entretien n'est pas terminé\u202f: terminez-le pour obtenir le rapport.");
    expect(await t.db.selectFrom('attempts').selectAll().where('userId', '=', fresh.id).execute()).toHaveLength(0);
    const still = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: strongCandidate(await state(session.id)) }, user: fresh });
    expect(still.statusCode).toBe(200);

    const res = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/end`, user: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toContain('Entretien interrompu après 2 réponses');
    const attempts = await t.db.selectFrom('attempts').selectAll().where('userId', '=', fresh.id).execute();
    expect(attempts).toMatchObject([{ type: 'interview', isCompleted: 0 }]);
    const late = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: 'Je voulais ajouter…' }, user: fresh });
    expect(late.statusCode).toBe(409);
    // Ending again, or reading, returns the same report and records nothing more.
    expect((await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/end`, user: fresh })).json().report).toBe(res.json().report);
    expect((await request(t.app, { method: 'GET', url: `/api/interview/${session.id}/report`, user: fresh })).json().report).toBe(res.json().report);
    expect(await t.db.selectFrom('attempts').selectAll().where('userId', '=', fresh.id).execute()).toHaveLength(1);
    expect((await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/end`, user: other })).statusCode).toBe(404);
  });
});

describe('bounded work and storage', () => {
  it('refuses an answer longer than 2000 characters (400) before any evaluation', async () => {
    const session = await start();
    const res = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: 'a'.repeat(2001) }, user });
    expect(res.statusCode).toBe(400);
    expect(await t.db.selectFrom('interviewTurns').selectAll().where('sessionId', '=', session.id).execute()).toHaveLength(1);
  });

  it('stores each answer once: the examiner state keeps scores, not the text', async () => {
    const session = await start();
    const answer = 'Je m’appelle Amina, je vis à Lyon depuis huit ans avec mon mari et nos deux enfants, et je travaille comme infirmière.';
    await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: answer }, user });
    const row = await t.db.selectFrom('interviewSessions').select('state').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.state).not.toContain('infirmière');
    const turns = await t.db.selectFrom('interviewTurns').select('content').where('sessionId', '=', session.id).execute();
    expect(turns.filter((x) => x.content === answer)).toHaveLength(1);
    // The report still quotes it: the answers are put back from the stored turns.
    const report = (await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/end`, user })).json().report;
    expect(report).toContain('Entretien interrompu après 1 réponse');
  });

  it('keeps long interviews small: the state stays the same size whatever the answers, the export holds each answer once', async () => {
    const fresh = await createUser(t.db);
    const session = await start(fresh);
    const sentence = 'Je vis en France depuis douze ans, je travaille comme infirmière à Lyon et je participe à une association de quartier. ';
    const long = sentence.repeat(20).slice(0, 2000);
    for (let i = 0; i < 6; i++) {
      const res = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: `${i} ${long}`.slice(0, 2000) }, user: fresh });
      expect(res.statusCode).toBe(200);
    }
    const row = await t.db.selectFrom('interviewSessions').select('state').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.state.length).toBeLessThan(12_000);
    expect(row.state).not.toContain('association de quartier');
    const exported = await request(t.app, { method: 'GET', url: '/api/account/export', user: fresh });
    expect(exported.statusCode).toBe(200);
    const answered = 6 * 2000;
    // Each answer once, plus the examiner's lines and the per-answer scores.
    expect(exported.body.length).toBeLessThan(answered * 1.2 + 20_000);
  });

  it('keeps at most three interviews open per member: starting a fourth ends the oldest', async () => {
    const fresh = await createUser(t.db);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await start(fresh, `Nadia ${i}`)).id);
    const open = await t.db.selectFrom('interviewSessions').select(['id', 'isComplete']).where('userId', '=', fresh.id).orderBy('createdAt').execute();
    expect(open.filter((x) => x.isComplete === 0).map((x) => x.id).sort()).toEqual(ids.slice(1).sort());
    expect((await request(t.app, { method: 'GET', url: `/api/interview/${ids[0]}/report`, user: fresh })).statusCode).toBe(200);
  });

  it('names the examiner honestly: automatic without a model', async () => {
    const session = await start();
    expect(session.examiner).toBe('automatic');
  });
});

describe('tRPC interview router', () => {
  it('starts, answers and reports through /trpc', async () => {
    const start = await request(t.app, { method: 'POST', url: '/trpc/interview.start', payload: { applicantName: 'Lina' }, user });
    expect(start.statusCode).toBe(200);
    const id = start.json().result.data.id;
    const answer = await request(t.app, { method: 'POST', url: '/trpc/interview.respond', payload: { id, response: strongCandidate(await state(id)) }, user });
    expect(answer.json().result.data.stage).toBe('identity');
    const got = await request(t.app, { method: 'GET', url: `/trpc/interview.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, user });
    expect(got.json().result.data.conversationHistory).toHaveLength(3);
    expect(got.json().result.data.examiner).toBe('automatic');
    const read = await request(t.app, { method: 'GET', url: `/trpc/interview.report?input=${encodeURIComponent(JSON.stringify({ id }))}`, user });
    expect(read.statusCode).toBe(409);
    const ended = await request(t.app, { method: 'POST', url: '/trpc/interview.end', payload: { id }, user });
    expect(ended.json().result.data.report).toContain('Entretien interrompu après 1 réponse');
    expect((await request(t.app, { method: 'POST', url: '/trpc/interview.start', payload: { applicantName: 'Lina' } })).statusCode).toBe(401);
  });
});

describe('with an LLM endpoint configured', () => {
  let fake: Server;
  let llmApp: TestApp;
  let mode: 'ok' | 'error' | 'slow' = 'ok';
  let calls = 0;
  beforeAll(async () => {
    fake = createServer((req, res) => {
      req.resume();
      req.on('end', async () => {
        calls++;
        if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
        if (mode === 'error') {
          res.writeHead(503);
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        const content = JSON.stringify({ grades: { languageSkills: 16 }, interviewerResponse: 'Merci beaucoup. Parlons maintenant de votre parcours : depuis quand vivez-vous en France ?' });
        res.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    llmApp = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`, LLM_MODEL: 'fake', LLM_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await llmApp.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('uses the model wording, and falls back to the built-in examiner when it fails', async () => {
    const u = await createUser(llmApp.db);
    const s = (await request(llmApp.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina' }, user: u })).json();
    const answer = 'Je m’appelle Amina, j’ai trente ans et je viens du Sénégal. Je vis à Lyon depuis huit ans avec mon mari.';
    const used = await request(llmApp.app, { method: 'POST', url: `/api/interview/${s.id}/respond`, payload: { response: answer }, user: u });
    expect(used.json().interviewerResponse).toContain('Merci beaucoup. Parlons maintenant de votre parcours');
    mode = 'error';
    const fallback = await request(llmApp.app, { method: 'POST', url: `/api/interview/${s.id}/respond`, payload: { response: answer }, user: u });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().interviewerResponse).not.toContain('Merci beaucoup. Parlons');
    mode = 'ok';
  });

  it('says « IA » only when a model is configured', async () => {
    const u = await createUser(llmApp.db);
    const s = (await request(llmApp.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina' }, user: u })).json();
    expect(s.examiner).toBe('llm');
  });

  it('takes one answer at a time per member: a second answer sent meanwhile is refused before any work', async () => {
    mode = 'slow';
    const u = await createUser(llmApp.db);
    const s = (await request(llmApp.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina' }, user: u })).json();
    const answer = 'Je m’appelle Amina, j’ai trente ans et je viens du Sénégal. Je vis à Lyon depuis huit ans avec mon mari.';
    const before = calls;
    const [a, b] = await Promise.all([
      request(llmApp.app, { method: 'POST', url: `/api/interview/${s.id}/respond`, payload: { response: answer }, user: u }),
      request(llmApp.app, { method: 'POST', url: `/api/interview/${s.id}/respond`, payload: { response: answer }, user: u }),
    ]);
    mode = 'ok';
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toContain('Une autre réponse est en cours de traitement');
    // Only one answer reached the model and was stored.
    expect(calls - before).toBe(1);
    expect(await llmApp.db.selectFrom('interviewTurns').selectAll().where('sessionId', '=', s.id).where('role', '=', 'applicant').execute()).toHaveLength(1);
  });
});

describe('reopening a report from the history', () => {
  it('reads a finished interview’s report by its attempt id, with the scores and the conversation; nobody else’s', async () => {
    const me = await createUser(t.db);
    const session = await start(me);
    await play(session.id, strongCandidate, me);
    const row = await t.db.selectFrom('interviewSessions').select('attemptId').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.attemptId).toBeTruthy();
    const res = await request(t.app, { method: 'GET', url: `/api/interview/${row.attemptId}/report`, user: me });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(session.id);
    expect(body.report).toContain('Les trois actions les plus utiles');
    expect(body.answered).toBeGreaterThanOrEqual(12);
    expect(body.assessment.overall).toBeGreaterThan(0);
    expect(body.conversationHistory.length).toBe(2 * body.answered + 1);
    expect((await request(t.app, { method: 'GET', url: `/api/interview/${row.attemptId}/report`, user: other })).statusCode).toBe(404);
  });
});

describe('the candidate profile at start', () => {
  it('is validated: a year in the future or a 500-character city is a 400 with a translated message', async () => {
    const me = await createUser(t.db);
    const future = new Date().getFullYear() + 1;
    let res = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', profile: { arrivalYear: future } }, user: me });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("L'année d'arrivée en France ne peut pas être dans le futur.");
    res = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', profile: { city: 'x'.repeat(500) } }, user: me });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Une information du profil est trop longue.');
    res = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', profile: { civility: 'docteur' } }, user: me });
    expect(res.statusCode).toBe(400);
  });

  it('drives the questions and the agreement, through REST and tRPC alike', async () => {
    const me = await createUser(t.db);
    const profile = { civility: 'madame', city: 'Lyon', profession: 'Infirmière', arrivalYear: 2012, familySituation: 'Mariée' };
    const res = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', profile }, user: me });
    expect(res.statusCode).toBe(200);
    const s = await state(res.json().id);
    expect(s.civility).toBe('madame');
    expect(s.plan.filter((p) => p.questionId.startsWith('prof-')).length).toBeGreaterThanOrEqual(3);
    const trpc = await request(t.app, { method: 'POST', url: '/trpc/interview.start', payload: { applicantName: 'Amina', profile }, user: me });
    expect(trpc.statusCode).toBe(200);
    const bad = await request(t.app, { method: 'POST', url: '/trpc/interview.start', payload: { applicantName: 'Amina', profile: { arrivalYear: 2999 } }, user: me });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a member’s interviews in a row', () => {
  it('draw new questions: two starts share at most 4', async () => {
    const me = await createUser(t.db);
    const a = await start(me);
    const b = await start(me);
    const first = (await state(a.id)).plan.map((p) => p.questionId);
    const second = (await state(b.id)).plan.map((p) => p.questionId);
    expect(second.filter((id) => first.includes(id)).length).toBeLessThanOrEqual(4);
  });
});

describe('practice mode', () => {
  it('returns feedback after each answer (an English model answer and tip for an English interface), allows one retry that keeps the better answer; exam mode gives none', async () => {
    const me = await createUser(t.db);
    const started = await request(t.app, { method: 'POST', url: '/api/interview/start', payload: { applicantName: 'Amina', mode: 'practice' }, user: me });
    expect(started.statusCode).toBe(200);
    expect(started.json().mode).toBe('practice');
    const id = started.json().id;
    const weak = await request(t.app, { method: 'POST', url: `/api/interview/${id}/respond`, payload: { response: 'Amina.' }, user: me, headers: { 'x-product-language': 'en' } });
    expect(weak.statusCode).toBe(200);
    const fb = weak.json().feedback;
    expect(fb.expected.length).toBeGreaterThan(0);
    expect(fb.missing.length).toBeGreaterThan(0);
    expect(fb.modelAnswer.length).toBeGreaterThanOrEqual(40);
    expect(fb.modelAnswer).toMatch(/[éèàç]/);
    expect(fb.modelAnswerEn.length).toBeGreaterThanOrEqual(40);
    expect(fb.tip).toContain('Développez');
    expect(fb.tipEn).toBe('Say more, in two or three sentences, with an example from your own life.');
    expect(fb).not.toHaveProperty('tipAr');
    const before = weak.json().assessment.motivation;

    const retry = await request(t.app, {
      method: 'POST',
      url: `/api/interview/${id}/respond`,
      payload: { response: "Je m'appelle Amina Benali, j'ai 38 ans, je suis infirmière à Lyon et je vis en France depuis douze ans avec mon mari et nos deux enfants.", retry: true },
      user: me,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().retry).toEqual({ kept: 'retry' });
    expect(retry.json().feedback.modelAnswerEn).toBeUndefined();
    expect(retry.json().feedback.tipEn).toBeUndefined();
    expect(retry.json().assessment.motivation).toBeGreaterThanOrEqual(before);
    const stored = await t.db.selectFrom('interviewTurns').select('content').where('sessionId', '=', id).where('role', '=', 'applicant').execute();
    expect(stored.map((x) => x.content)).toEqual([expect.stringContaining('infirmière à Lyon')]);
    // One retry per question.
    const again = await request(t.app, { method: 'POST', url: `/api/interview/${id}/respond`, payload: { response: 'Encore.', retry: true }, user: me });
    expect(again.statusCode).toBe(409);

    const exam = await start(me);
    const answer = await request(t.app, { method: 'POST', url: `/api/interview/${exam.id}/respond`, payload: { response: 'Amina.' }, user: me });
    expect(answer.json().feedback).toBeUndefined();
    const noRetry = await request(t.app, { method: 'POST', url: `/api/interview/${exam.id}/respond`, payload: { response: 'Amina Benali.', retry: true }, user: me });
    expect(noRetry.statusCode).toBe(409);
  });
});

describe('one position contrary to the law, on both doors (issue 34)', () => {
  // A member of their own: 30 answers a minute per member (route-limits.ts), one interview per door.
  let restMember: TestUser;
  let trpcMember: TestUser;
  beforeAll(async () => {
    restMember = await createUser(t.db);
    trpcMember = await createUser(t.db);
  });
  /** Strong everywhere; at the first values question, a position contrary to the law. */
  const oneContrary: Candidate = (s) => {
    const { question, followUp } = currentQuestion(s);
    const firstValues = s.turns.every((t) => t.stage !== 'values');
    if (question.stage === 'values' && firstValues && !followUp) {
      return 'Pour l’excision, au pays c’est la tradition, la loi française ne s’applique pas là-bas.';
    }
    return strongCandidate(s);
  };

  it('REST: the examiner states the law and asks why, and the interview never ends « favorable »', async () => {
    const session = await start(restMember);
    const said: string[] = [];
    let last: { isComplete: boolean; interviewerResponse: string } | undefined;
    for (let i = 0; i < 25 && !last?.isComplete; i++) {
      const res = await request(t.app, { method: 'POST', url: `/api/interview/${session.id}/respond`, payload: { response: oneContrary(await state(session.id)) }, user: restMember });
      expect(res.statusCode).toBe(200);
      last = res.json();
      said.push(last!.interviewerResponse);
    }
    expect(last?.isComplete).toBe(true);
    expect(said.some((x) => x.includes('Je me permets de vous arrêter') && x.includes('l’excision') && x.includes('à l’étranger'))).toBe(true);
    const report = (await request(t.app, { method: 'GET', url: `/api/interview/${session.id}/report`, user: restMember })).json();
    expect(report.report).not.toContain('FAVORABLE');
    expect(report.report).toContain('Position contraire à la loi');
    expect(report.report).toContain('Code pénal, art. 222-9');
    expect(report.assessment.republicanValues).toBeLessThanOrEqual(7);
    expect(report.report.split('Points forts')[1]!.split('Points à travailler')[0]).not.toContain('excision');
  });

  it('tRPC: the same interview ends « à consolider » with the position named', async () => {
    const started = await request(t.app, { method: 'POST', url: '/trpc/interview.start', payload: { applicantName: 'Lina' }, user: trpcMember });
    const id = started.json().result.data.id as string;
    let done = false;
    for (let i = 0; i < 25 && !done; i++) {
      const res = await request(t.app, { method: 'POST', url: '/trpc/interview.respond', payload: { id, response: oneContrary(await state(id)) }, user: trpcMember });
      expect(res.statusCode).toBe(200);
      done = res.json().result.data.isComplete;
    }
    expect(done).toBe(true);
    const read = await request(t.app, { method: 'GET', url: `/trpc/interview.report?input=${encodeURIComponent(JSON.stringify({ id }))}`, user: trpcMember });
    const data = read.json().result.data;
    expect(data.report).toContain('À CONSOLIDER');
    expect(data.report).toContain('Position contraire à la loi');
    expect(data.assessment.overall).toBeLessThan(15);
  });
});
