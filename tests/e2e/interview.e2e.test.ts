// The AI interview in a real browser: a voice interview with fake speech APIs (the fake
// recognition 'says' the answers) and a text interview, each to the report screen.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { signIn as signInAs } from './browser.js';
import { browserSuite } from './harness.js';

const e2e = browserSuite();

const ANSWERS = [
  'Je m’appelle Amina Benali, j’ai trente-quatre ans et je suis née au Maroc. Je vis en France depuis douze ans avec mon mari et nos deux enfants.',
  'Je suis arrivée en France en 2012 pour mes études d’infirmière. Ensuite, j’ai trouvé un travail à l’hôpital de Lyon, où je suis en CDI.',
  'Je participe à l’association des parents d’élèves de l’école de mes enfants, parce que la vie du quartier me tient à cœur.',
  'Je souhaite devenir française parce que la France est devenue mon pays. En effet, mes enfants sont nés ici et je veux voter aux élections.',
  'La France représente pour moi la liberté, l’égalité et la fraternité ; c’est pourquoi je veux participer pleinement à la vie démocratique.',
  'La devise de la République est Liberté, Égalité, Fraternité. Le drapeau est bleu, blanc, rouge et l’hymne national est La Marseillaise.',
  'Le président de la République est élu au suffrage universel direct pour cinq ans. Les lois sont votées par le Parlement, l’Assemblée nationale et le Sénat.',
  'En 1789, la Révolution française a commencé avec la prise de la Bastille, puis la Déclaration des droits de l’homme et du citoyen.',
  'Les principaux fleuves sont la Seine, la Loire, le Rhône, la Garonne et le Rhin. Les montagnes sont les Alpes, les Pyrénées et le Massif central.',
  'Je connais Victor Hugo, Molière et Voltaire, et aussi la tour Eiffel, le Louvre et le château de Versailles.',
  'Un citoyen a le droit de vote et la liberté d’expression ; il doit respecter les lois, payer ses impôts et être juré d’assises si on le tire au sort.',
  'Les femmes et les hommes ont les mêmes droits et la même liberté de choisir leur vie. Cependant, chacun reste libre de croire ou de ne pas croire, grâce à la laïcité.',
  'La loi de la République passe avant les règles religieuses ; la religion relève de la vie privée et l’État reste neutre.',
  'Face à une discrimination, je signalerais les faits à la police et j’aiderais la victime, parce que le respect et la solidarité sont importants.',
  'Oui, je suis prête à signer la Charte des droits et devoirs du citoyen français et à respecter les valeurs de la République. Merci.',
];

/** What the fake speech APIs keep on window for the test to read. */
interface SpeechTrace {
  __answers: string[];
  /** `at`: performance.now() when the line was handed to the synthesis (which ends it at once). */
  __spoken: { text: string; rate: number; pitch: number; lang: string; voice: string | null; at: number }[];
  /** `at`: performance.now() when the recognition started. */
  __recognitions: { lang: string; continuous: boolean; interimResults: boolean; at: number }[];
}
type RecognitionEvent = { resultIndex: number; results: ({ transcript: string }[] & { isFinal: boolean })[] };

/**
 * Fake speech APIs: the recognition 'says' the queued answers, the synthesis records what it speaks.
 * Both answer at once (next task), so a run waits only for the app's own pauses.
 */
function fakeSpeech(answers: string[]) {
  const w = window as unknown as SpeechTrace & Record<string, unknown>;
  w.__answers = [...answers, ...answers];
  w.__spoken = [];
  w.__recognitions = [];
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: RecognitionEvent) => void) | null = null;
    onerror: (() => void) | null = null;
    onend: (() => void) | null = null;
    stopped = false;
    start() {
      w.__recognitions.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults, at: performance.now() });
      this.stopped = false;
      const result = (transcript: string, isFinal: boolean): RecognitionEvent => ({
        resultIndex: 0,
        results: [Object.assign([{ transcript }], { isFinal })],
      });
      if (!this.continuous) {
        setTimeout(() => {
          if (this.stopped) return;
          this.onresult?.(result('Bonjour, je teste mon micro', true));
          this.onend?.();
        }, 0);
        return;
      }
      setTimeout(() => {
        if (this.stopped) return;
        // A short final transcript (3 characters or fewer) is ignored, then the real answer.
        this.onresult?.(result('euh', true));
        const answer: string | undefined = w.__answers.shift();
        if (!answer) return;
        this.onresult?.(result(answer.slice(0, 12), false));
        setTimeout(() => !this.stopped && this.onresult?.(result(answer, true)), 0);
      }, 0);
    }
    stop() {
      this.stopped = true;
      setTimeout(() => this.onend?.(), 0);
    }
    abort() {
      this.stop();
    }
  }
  class FakeUtterance {
    lang = '';
    rate = 1;
    pitch = 1;
    voice: { name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
  w.SpeechSynthesisUtterance = FakeUtterance;
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [{ lang: 'fr-FR', name: 'Fake French' }],
      speak: (u: FakeUtterance) => {
        w.__spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, lang: u.lang, voice: u.voice?.name ?? null, at: performance.now() });
        setTimeout(() => u.onend?.(), 0);
      },
      cancel: () => {},
    },
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) },
  });
}

/** A new member, Amina Benali, signed in on this context. */
async function signIn(context: BrowserContext) {
  const user = await createUser(e2e.server.db, { firstName: 'Amina', lastName: 'Benali' });
  await signInAs(context, e2e.server, user);
  return user;
}

/** Each of the voice loop's pauses at 20 ms instead of the product's 0.5 to 1.5 s. */
const SHORT_PAUSES = { firstQuestion: 20, listenAfterSpeech: 20, recognitionRestart: 20, restartAfterFailure: 20 };

/** Set-up in voice mode: microphone allowed and tested, sound tested, the interview started. */
async function startVoiceInterview(page: Page) {
  await page.goto(`${e2e.server.baseUrl}/interview`);
  await page.getByTestId('interview-name').fill('Amina Benali');
  await page.getByRole('button', { name: 'Configurer et commencer' }).click();
  await page.getByRole('button', { name: 'Autoriser le microphone' }).click();
  await expect.poll(() => page.getByTestId('mic-state').textContent()).toBe('Microphone autorisé');
  await page.getByRole('button', { name: 'Tester le microphone' }).click();
  await expect.poll(() => page.getByTestId('mic-heard').innerText().catch(() => '')).toContain('je teste mon micro');
  await page.getByRole('button', { name: 'Tester le son' }).click();
  await expect.poll(() => page.getByTestId('audio-state').textContent()).toBe('Le son fonctionne');
  await page.getByRole('button', { name: "Commencer l'entretien" }).click();
  await page.getByTestId('current-stage').waitFor();
}

async function waitForReport(page: Page) {
  await page.getByTestId('report').waitFor({ timeout: 100_000 });
  const text = await page.getByTestId('report').innerText();
  expect(text).toContain('Appréciation d’entraînement');
  expect(text).toContain('Examinateur\u202f: examinateur automatique');
  expect(text.length).toBeGreaterThan(600);
  await page.getByTestId('verdict').waitFor();
}

describe('AI interview in the browser', () => {
  it('invites a signed-out visitor to register', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByRole('heading', { name: 'Entretien simulé' }).waitFor();
    await page.getByRole('button', { name: "S'inscrire gratuitement" }).waitFor();
    await context.close();
  });

  it('runs a voice interview where the fake recognition says the answers, to the report', async () => {
    const { page, context, errors } = await e2e.newPage();
    await context.addInitScript(fakeSpeech, ANSWERS);
    // The app's pauses shortened (speech.ts reads them once): the next test keeps the product's.
    await context.addInitScript((delays) => Object.assign(window, { __interviewDelays: delays }), SHORT_PAUSES);
    const user = await signIn(context);
    await startVoiceInterview(page);
    // No model is configured: the examiner is named as what it is.
    expect(await page.getByTestId('examiner-kind').textContent()).toBe('Examinateur automatique');
    await waitForReport(page);

    const spoken = await page.evaluate(() => (window as unknown as SpeechTrace).__spoken);
    expect(spoken[0]).toMatchObject({ rate: 0.9, pitch: 1, lang: 'fr-FR' }); // the audio test
    expect(spoken.length).toBeGreaterThan(10);
    for (const s of spoken.slice(1)) expect(s).toMatchObject({ rate: 0.85, pitch: 0.95, lang: 'fr-FR', voice: 'Fake French' });
    expect(spoken[1]!.text).toContain('Amina Benali');
    const recognitions = await page.evaluate(() => (window as unknown as SpeechTrace).__recognitions.map(({ lang, continuous, interimResults }) => ({ lang, continuous, interimResults })));
    expect(recognitions[0]).toEqual({ lang: 'fr-FR', continuous: false, interimResults: false });
    expect(recognitions[1]).toEqual({ lang: 'fr-FR', continuous: true, interimResults: true });

    // The 'euh' transcripts were ignored: every stored answer is a real one.
    const session = await e2e.server.db.selectFrom('interviewSessions').select(['id', 'isComplete']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(session.isComplete).toBe(1);
    const answers = await e2e.server.db.selectFrom('interviewTurns').select('content').where('sessionId', '=', session.id).where('role', '=', 'applicant').execute();
    expect(answers.length).toBeGreaterThanOrEqual(12);
    expect(answers.every((a) => a.content.length > 3)).toBe(true);
    const attempt = await e2e.server.db.selectFrom('attempts').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ type: 'interview', isCompleted: 1 });

    await page.getByRole('button', { name: 'Nouvel entretien' }).click();
    await page.getByTestId('interview-name').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the product pauses in voice mode: the first question after 1 s, listening 1.5 s after the examiner speaks', async () => {
    const { page, context, errors } = await e2e.newPage();
    await context.addInitScript(fakeSpeech, ANSWERS);
    await context.addInitScript(() => {
      const w = window as unknown as { __startedAt?: number };
      document.addEventListener('click', (e) => {
        if ((e.target as Element).closest('button')?.textContent?.includes("Commencer l'entretien")) w.__startedAt = performance.now();
      }, true);
    });
    await signIn(context);
    await startVoiceInterview(page);
    // The first question is read, then the first answer listened for; the fakes answer at once.
    await expect.poll(() => page.evaluate(() => (window as unknown as SpeechTrace).__recognitions.filter((r) => r.continuous).length), { timeout: 15_000 }).toBeGreaterThan(0);
    const trace = await page.evaluate(() => {
      const w = window as unknown as SpeechTrace & { __startedAt: number };
      return { startedAt: w.__startedAt, spoken: w.__spoken, recognitions: w.__recognitions };
    });
    const firstQuestion = trace.spoken[1]!;
    const firstListen = trace.recognitions.find((r) => r.continuous)!;
    expect(firstQuestion.at - trace.startedAt).toBeGreaterThanOrEqual(1000);
    expect(firstListen.at - firstQuestion.at).toBeGreaterThanOrEqual(1500);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs a text interview with Ctrl+Enter, to the report, in English', async () => {
    const { page, context, errors } = await e2e.newPage();
    await context.addInitScript(() => localStorage.setItem('product-language', 'en'));
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    await page.getByRole('button', { name: 'Quick start' }).click();
    await page.getByTestId('current-stage').waitFor();
    expect(await page.getByTestId('current-stage').textContent()).toBe('Welcome');
    expect(await page.getByTestId('examiner-kind').textContent()).toBe('Automatic examiner');

    const input = page.getByTestId('answer-input');
    for (let i = 0; i < 22; i++) {
      const before = await page.locator('[data-role="interviewer"]').count();
      await input.fill(ANSWERS[i % ANSWERS.length]!);
      await input.press('Control+Enter');
      await expect
        .poll(async () => (await page.locator('[data-role="interviewer"]').count()) > before || (await page.getByTestId('report-pending').or(page.getByTestId('report')).count()) > 0, { timeout: 15_000 })
        .toBe(true);
      // The last answer ends the interview (one render: no live screen left to read); before it, the
      // live screen counts the exchanges.
      if (await page.getByTestId('report').or(page.getByTestId('report-pending')).count()) break;
      expect(await page.getByTestId('exchanges').innerText()).toMatch(/^Exchanges: \d+$/);
    }
    await waitForReport(page);
    expect(await page.getByRole('button', { name: 'Back to the dashboard' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends only after a confirmation that counts the answers, and the report is reopened from the history', async () => {
    const { page, context, errors } = await e2e.newPage();
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    await page.getByRole('button', { name: 'Démarrage rapide' }).click();
    await page.getByTestId('current-stage').waitFor();
    // On a desktop the hint names Ctrl+Entrée.
    expect(await page.getByTestId('answer-input').getAttribute('placeholder')).toContain('Ctrl+Entrée');
    const input = page.getByTestId('answer-input');
    for (const answer of ANSWERS.slice(0, 2)) {
      const before = await page.locator('[data-role="interviewer"]').count();
      await input.fill(answer);
      await page.getByTestId('send-answer').click();
      await expect.poll(() => page.locator('[data-role="interviewer"]').count(), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    await input.fill('Une réponse en cours');
    await page.getByTestId('finish-interview').click();
    await expect.poll(() => page.getByTestId('finish-confirm-body').innerText()).toBe('Vous avez répondu à 2 questions. L\'entretien s\'arrête ici et le rapport porte sur ces réponses.');
    // Cancelling keeps the interview and the typed text.
    await page.getByRole('button', { name: "Continuer l'entretien" }).click();
    expect(await input.inputValue()).toBe('Une réponse en cours');
    await page.getByTestId('finish-interview').click();
    await page.getByTestId('finish-confirm').click();
    await page.getByTestId('report').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('verdict').innerText()).toContain('Entretien trop court pour être évalué');
    const report = await page.getByTestId('report').innerText();
    expect(report).toContain('Les trois actions les plus utiles');
    expect(report).not.toMatch(/\/quiz|dictionnaire/);
    expect(await page.getByTestId('report-section').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('print-report').innerText()).toBe('Télécharger en PDF');

    await page.goto(`${e2e.server.baseUrl}/history`);
    await page.getByTestId('see-report').first().click();
    await page.getByTestId('transcript').waitFor();
    expect(await page.getByTestId('report').innerText()).toContain('Les trois actions les plus utiles');
    expect(await page.getByTestId('transcript').innerText()).toContain(ANSWERS[1]!.slice(0, 40));
    expect(await page.getByTestId('transcript').innerText()).toMatch(/Expression \d+(,\d)?\/20/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the answer hint does not mention Ctrl+Entrée', async () => {
    const { context, page } = await e2e.newPage({ mobile: true, viewport: { width: 390, height: 800 } });
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    await page.getByRole('button', { name: 'Démarrage rapide' }).click();
    await page.getByTestId('answer-input').waitFor();
    expect(await page.getByTestId('answer-input').getAttribute('placeholder')).toBe('Écrivez votre réponse…');
    await context.close();
  });

  it('on a phone, writing goes straight to typing and the exam shows no live score until the report', async () => {
    const { context, page, errors } = await e2e.newPage({ mobile: true, viewport: { width: 390, height: 844 } });
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    // Nothing to set up in writing: no « Configurer », one button to the first question.
    expect(await page.getByRole('button', { name: 'Configurer et commencer' }).count()).toBe(0);
    await page.getByTestId('start-typing').click();
    await page.getByTestId('answer-input').waitFor();
    expect(await page.getByTestId('mic-state').count()).toBe(0);
    // Exam mode (the default): no score while it runs, even after an answer.
    const before = await page.locator('[data-role="interviewer"]').count();
    await page.getByTestId('answer-input').fill(ANSWERS[0]!);
    await page.getByTestId('send-answer').click();
    await expect.poll(() => page.locator('[data-role="interviewer"]').count()).toBeGreaterThan(before);
    expect(await page.getByTestId('scoreboard').count()).toBe(0);
    expect(await page.getByText(/\/20/).count()).toBe(0);
    expect(await page.getByTestId('scores-at-end').textContent()).toBe("Comme le jour J\u202f: vos notes s'affichent à la fin de l'entretien, dans le rapport.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it('practice mode shows the live scores', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    await page.getByTestId('mode-select').getByText('Entraînement').click();
    await page.getByTestId('start-typing').click();
    await page.getByTestId('scoreboard').waitFor();
    expect(await page.getByTestId('scores-at-end').count()).toBe(0);
    await context.close();
  });

  it('reads the examiner’s line aloud on request in text mode, and quizzes get « Écouter la question »', async () => {
    const { page, context, errors } = await e2e.newPage();
    await context.addInitScript(fakeSpeech, ANSWERS);
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    await page.getByRole('button', { name: 'Démarrage rapide' }).click();
    await page.getByTestId('listen-line').first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as SpeechTrace).__spoken.length)).toBe(1);
    const [said] = await page.evaluate(() => (window as unknown as SpeechTrace).__spoken);
    const opening = await page.locator('[data-role="interviewer"]').first().innerText();
    expect(opening).toContain(said!.text);
    expect(said!.text).toContain('Amina Benali');
    expect(said!.lang).toBe('fr-FR');
    expect(said!.voice).toBe('Fake French');
    expect(said!.rate).toBeGreaterThanOrEqual(0.8);
    expect(said!.rate).toBeLessThanOrEqual(1.2);

    await page.goto(`${e2e.server.baseUrl}/quiz`);
    await page.getByTestId('quiz-config').waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByTestId('start-quiz').click();
    await page.getByTestId('quiz-player').waitFor();
    const question = (await page.getByTestId('question-text').locator('[lang="fr"]').first().textContent())!;
    await page.getByTestId('listen-question').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as SpeechTrace).__spoken.length))
      .toBe(1);
    // The page was loaded afresh: its one reading is the question, then its options.
    const [read] = await page.evaluate(() => (window as unknown as SpeechTrace).__spoken.map((s) => s.text));
    expect(read!.startsWith(question)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('practice mode: feedback under each answer and one « Réessayer cette question »', async () => {
    const { page, context, errors } = await e2e.newPage();
    await signIn(context);
    await page.goto(`${e2e.server.baseUrl}/interview`);
    await page.getByTestId('interview-name').fill('Amina Benali');
    await page.getByTestId('voice-checkbox').uncheck();
    await page.getByTestId('mode-select').getByText('Entraînement').click();
    await page.getByRole('button', { name: 'Démarrage rapide' }).click();
    const input = page.getByTestId('answer-input');
    await input.fill('Amina.');
    await page.getByTestId('send-answer').click();
    const feedback = page.getByTestId('practice-feedback');
    await feedback.waitFor();
    expect(await feedback.innerText()).toMatch(/Réponse modèle[\s\S]*Conseil/);
    await page.getByTestId('retry-question').click();
    await page.getByTestId('retrying').waitFor();
    await input.fill("Je m'appelle Amina Benali, j'ai 38 ans, je suis infirmière à Lyon et je vis en France depuis douze ans avec mon mari et nos deux enfants.");
    await page.getByTestId('send-answer').click();
    await expect.poll(() => feedback.innerText()).toContain('La nouvelle réponse compte.');
    expect(await page.getByTestId('retry-question').count()).toBe(0);
    expect(await page.locator('[data-role="applicant"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

});
