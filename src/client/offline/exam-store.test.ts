// The offline civic exam on the device, against an IndexedDB implementation (fake-indexeddb): a
// paper is used once, answers and their device times survive a reload, the hand-in ends at the
// deadline when the time ran out, the outcome replaces the answers, and signing out drops the
// papers and outcomes but keeps an exam not yet sent under its owner's id.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OfflineExamPackDto } from '../../shared/schemas/offline';
import type { ExamQuestionDto } from '../../shared/schemas/quiz';
import { initialOfflineExam, offlineExamReducer } from '../components/Exam/useOfflineExam';
import {
  examCurrent,
  examPackIsStale,
  examSession,
  examSubmission,
  forgetOldOutcomes,
  handInExam,
  handInExpired,
  markExamSeen,
  memberExams,
  pendingExamCount,
  readExam,
  readExamPack,
  runningExam,
  saveExamAnswer,
  saveExamTranslationOpened,
  settleExam,
  startExamFromPack,
  writeExamPack,
} from './exam-store';
import { clearMemberData } from './store';

const MIN = 60_000;

function question(id: string): ExamQuestionDto {
  return {
    id,
    content: id,
    contentEn: id,
    contentAr: null,
    type: 'mcq',
    options: ['A', 'B'],
    optionsEn: ['A', 'B'],
    optionsAr: null,
    category: 'valeurs',
    theme: 'principes_valeurs',
    subtheme: 'devise',
    kind: 'knowledge',
    mediaUrl: null,
  };
}

function paper(token: string, issuedAt = new Date()): OfflineExamPackDto {
  return { token, issuedAt: issuedAt.toISOString(), durationMinutes: 45, passMark: 32, questions: ['q1', 'q2', 'q3'].map(question) };
}

describe('the exam paper', () => {
  it('is fetched again when missing or from another UTC day', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(examPackIsStale(undefined, now)).toBe(true);
    expect(examPackIsStale({ issuedAt: '2026-11-24T00:10:00.000Z' }, now)).toBe(false);
    expect(examPackIsStale({ issuedAt: '2026-11-23T23:59:00.000Z' }, now)).toBe(true);
  });

  it("is one per device, the current member's, and is used once", async () => {
    await writeExamPack('other', paper('t-other'));
    await writeExamPack('ana', paper('t-ana'));
    expect(await readExamPack('other')).toBeUndefined();
    expect((await readExamPack('ana'))?.token).toBe('t-ana');

    const started = await startExamFromPack('ana', 'attempt_1_local');
    expect(started).toMatchObject({ token: 't-ana', userId: 'ana', status: 'running', answers: {} });
    // Taken: the paper is gone, a second start finds none, and another member cannot take it.
    expect(await readExamPack('ana')).toBeUndefined();
    expect(await startExamFromPack('ana', 'attempt_2_local')).toBeUndefined();
    expect((await runningExam('ana'))?.token).toBe('t-ana');
    expect(await runningExam('other')).toBeUndefined();
  });
});

describe('an exam taken on the device', () => {
  it('keeps each answer with its device time, the last one counting, and resumes from them', async () => {
    await writeExamPack('bob', paper('t-bob'));
    const start = new Date('2026-11-24T09:00:00Z');
    const exam = (await startExamFromPack('bob', 'attempt_3_local', start))!;
    await saveExamAnswer(exam.token, 'q1', 'A', new Date(start.getTime() + MIN));
    await saveExamAnswer(exam.token, 'q2', 'B', new Date(start.getTime() + 2 * MIN));
    await saveExamAnswer(exam.token, 'q1', 'B', new Date(start.getTime() + 3 * MIN));
    // Not a question of this paper: ignored.
    await saveExamAnswer(exam.token, 'elsewhere', 'A');

    // A reload reads it back: the runner's session and the rules' 'Reprendre'.
    const again = (await runningExam('bob'))!;
    const session = examSession(again, new Date(start.getTime() + 4 * MIN));
    expect(session.answers).toEqual({ q1: 'B', q2: 'B' });
    expect(session.deadlineAt).toBe('2026-11-24T09:45:00.000Z');
    // The countdown runs on the device's clock.
    expect(session.serverNow).toBe('2026-11-24T09:04:00.000Z');
    expect(examCurrent(again, start.getTime() + 4 * MIN)).toMatchObject({ answered: 2, totalQuestions: 3, secondsLeft: 41 * 60 });

    const done = (await handInExam(exam.token, start.getTime() + 10 * MIN))!;
    expect(done.status).toBe('queued');
    expect(await pendingExamCount('bob')).toBe(1);
    expect(examSubmission(done)).toEqual({
      token: 't-bob',
      startedAt: '2026-11-24T09:00:00.000Z',
      finishedAt: '2026-11-24T09:10:00.000Z',
      answers: [
        { questionId: 'q1', userAnswer: 'B', answeredAt: '2026-11-24T09:03:00.000Z' },
        { questionId: 'q2', userAnswer: 'B', answeredAt: '2026-11-24T09:02:00.000Z' },
      ],
    });
    // Handed in: no more answers.
    await saveExamAnswer(exam.token, 'q3', 'A');
    await saveExamTranslationOpened(exam.token, 'q3');
    expect(Object.keys((await readExam(exam.token))!.answers)).toEqual(['q1', 'q2']);
  });

  it('keeps the questions on which the help translation was opened, for the resume and the hand-in', async () => {
    await writeExamPack('chloe', paper('t-chloe'));
    const start = new Date('2026-11-24T09:00:00Z');
    const exam = (await startExamFromPack('chloe', 'attempt_4_local', start))!;
    expect(examSession(exam, start).translationOpened).toEqual([]);
    await saveExamTranslationOpened(exam.token, 'q2');
    await saveExamTranslationOpened(exam.token, 'q2');
    await saveExamTranslationOpened(exam.token, 'elsewhere');
    const again = (await runningExam('chloe'))!;
    expect(examSession(again, start).translationOpened).toEqual(['q2']);
    const done = (await handInExam(exam.token, start.getTime() + 10 * MIN))!;
    expect(examSubmission(done).translationOpened).toEqual(['q2']);
    await saveExamTranslationOpened(exam.token, 'q3');
    expect((await readExam(exam.token))!.translationOpened).toEqual(['q2']);
  });

  it('ends at its deadline when the time ran out, also when the page was closed', async () => {
    await writeExamPack('cy', paper('t-cy'));
    const start = Date.parse('2026-11-24T09:00:00Z');
    await startExamFromPack('cy', 'attempt_4_local', new Date(start));
    await handInExpired('cy', start + 44 * MIN);
    expect((await readExam('t-cy'))!.status).toBe('running');
    await handInExpired('cy', start + 3 * 60 * MIN);
    expect(await readExam('t-cy')).toMatchObject({ status: 'queued', finishedAt: '2026-11-24T09:45:00.000Z' });
  });

  it('keeps only the outcome once scored, and forgets it a day after it was shown', async () => {
    await writeExamPack('dee', paper('t-dee'));
    const exam = (await startExamFromPack('dee', 'attempt_5_local'))!;
    await saveExamAnswer(exam.token, 'q1', 'A');
    // Still running: the server's answer cannot apply to it.
    await settleExam(exam.token, { refusal: 'no' });
    expect((await readExam(exam.token))!.status).toBe('running');
    await handInExam(exam.token);
    const now = Date.now();
    await settleExam(exam.token, { outcome: { attemptId: 'attempt_9_server', correctAnswers: 1, totalQuestions: 3, passed: false } }, now);
    expect(await readExam(exam.token)).toMatchObject({ status: 'done', questions: [], answers: {}, seen: false, outcome: { attemptId: 'attempt_9_server' } });
    expect(await pendingExamCount('dee')).toBe(0);

    await forgetOldOutcomes('dee', now + 2 * 24 * 60 * MIN);
    expect(await readExam(exam.token)).toBeDefined(); // not shown yet
    await markExamSeen(exam.token);
    await forgetOldOutcomes('dee', now + 60 * MIN);
    expect(await readExam(exam.token)).toBeDefined();
    await forgetOldOutcomes('dee', now + 2 * 24 * 60 * MIN);
    expect(await readExam(exam.token)).toBeUndefined();
  });

  it('signing out drops the papers and outcomes; an exam not yet sent stays with its owner only', async () => {
    await writeExamPack('eve', paper('t-eve-1'));
    const sent = (await startExamFromPack('eve', 'attempt_6_local'))!;
    await handInExam(sent.token);
    await settleExam(sent.token, { refusal: 'Les heures ne sont pas cohérentes.' });
    await writeExamPack('eve', paper('t-eve-2'));
    const waiting = (await startExamFromPack('eve', 'attempt_7_local'))!;
    await handInExam(waiting.token);
    await writeExamPack('eve', paper('t-eve-3'));

    await clearMemberData();
    expect(await readExamPack('eve')).toBeUndefined();
    expect((await memberExams('eve')).map((e) => [e.token, e.status])).toEqual([['t-eve-2', 'queued']]);
    expect(await memberExams('next-member')).toEqual([]);
    expect(await pendingExamCount('next-member')).toBe(0);
  });
});

describe('the exam page state', () => {
  it('opens a running exam, takes answers, then follows the handed-in record to its outcome', async () => {
    await writeExamPack('fay', paper('t-fay'));
    const exam = (await startExamFromPack('fay', 'attempt_8_local'))!;
    let s = offlineExamReducer(initialOfflineExam, { type: 'device', hasPaper: false, exams: [exam] });
    expect(s).toMatchObject({ loaded: true, running: { token: 't-fay' }, view: 'none', waiting: 0 });
    s = offlineExamReducer(s, { type: 'open', exam, now: new Date() });
    s = offlineExamReducer(s, { type: 'answer', questionId: 'q1', answer: 'A' });
    expect(s).toMatchObject({ view: 'running', answers: { q1: 'A' } });
    // The device read again while running: the screen's answers lead.
    s = offlineExamReducer(s, { type: 'device', hasPaper: false, exams: [exam] });
    expect(s.answers).toEqual({ q1: 'A' });

    const queued = (await handInExam(exam.token))!;
    s = offlineExamReducer(s, { type: 'handedIn', exam: queued });
    s = offlineExamReducer(s, { type: 'answer', questionId: 'q2', answer: 'B' });
    expect(s).toMatchObject({ view: 'finished', running: null, answers: { q1: 'A' } });
    s = offlineExamReducer(s, { type: 'device', hasPaper: true, exams: [queued] });
    expect(s).toMatchObject({ view: 'finished', waiting: 1, hasPaper: true });
    await settleExam(exam.token, { outcome: { attemptId: 'attempt_10_server', correctAnswers: 1, totalQuestions: 3, passed: false } });
    s = offlineExamReducer(s, { type: 'device', hasPaper: true, exams: await memberExams('fay') });
    expect(s).toMatchObject({ view: 'finished', waiting: 0, exam: { status: 'done', outcome: { attemptId: 'attempt_10_server' } } });
  });

  it('shows the hand-in when the exam on screen was handed in elsewhere', async () => {
    await writeExamPack('gus', paper('t-gus'));
    const exam = (await startExamFromPack('gus', 'attempt_11_local'))!;
    let s = offlineExamReducer(initialOfflineExam, { type: 'open', exam, now: new Date() });
    await handInExam(exam.token);
    s = offlineExamReducer(s, { type: 'device', hasPaper: false, exams: await memberExams('gus') });
    expect(s).toMatchObject({ view: 'finished', exam: { status: 'queued' } });
  });
});
