// The community pages in a real browser at phone size: success stories (list, like, share, form
// validation and submission), challenges (stats header, join, leaderboard, rewards), regions,
// weekly focus, the viral quiz to its result tiers, and the social hub.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPLANATION_DELAY_MS } from '../../src/client/content/viral-quiz.js';
import { recordCompletedAttempt } from '../../src/server/services/community-aggregates.service.js';
import { createUser } from '../helpers/test-app.js';
import { signIn } from './browser.js';
import { browserSuite } from './harness.js';

const e2e = browserSuite();

const PHONE = { width: 375, height: 740 };

/** A phone-sized page; Web Share is removed so that sharing falls back to copying the link. */
async function phonePage(opts: { english?: boolean } = {}) {
  const p = await e2e.newPage({ viewport: PHONE });
  await p.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.baseUrl });
  await p.context.addInitScript((english: boolean) => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    if (english) localStorage.setItem('product-language', 'en');
  }, Boolean(opts.english));
  return p;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('success stories', () => {
  it('lists published stories as text, validates and submits the form, likes and shares', async () => {
    const markup = '<b>Merci</b> la France ! Un parcours long mais tellement gratifiant.';
    const published = await e2e.server.db
      .insertInto('successStories')
      .values({ name: 'Fatou', city: 'Lyon', region: 'Auvergne-Rhône-Alpes', originalCountry: 'Sénégal', naturalizationDate: 'mars 2025', story: markup, quizScore: 18, interviewTips: 'Connaître la devise.', status: 'published', likes: 0, submittedBy: null, submitterIp: null, moderatedAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await e2e.server.db
      .insertInto('successStories')
      .values({ name: 'Caché', city: 'Paris', region: 'Île-de-France', originalCountry: 'Maroc', naturalizationDate: '2024', story: 'Une histoire encore en attente de modération.', quizScore: null, interviewTips: null, status: 'pending', likes: 0, submittedBy: null, submitterIp: null })
      .execute();

    const { page, context, errors } = await phonePage();
    await page.goto(`${e2e.server.baseUrl}/temoignages-reussite`);
    await page.getByRole('heading', { name: 'Témoignages de réussite', level: 1 }).waitFor();
    const card = page.getByTestId('story-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('story-text').innerText()).toBe(markup);
    expect(await card.locator('b').count()).toBe(0);
    await card.getByText('Quiz : 18/20').waitFor();
    await card.getByText('Modérée').waitFor();
    await expectNoSidewaysScroll(page);

    // Like once; the button then stays pressed.
    await card.getByRole('button', { name: /J'aime/ }).click();
    await expect.poll(async () => (await e2e.server.db.selectFrom('successStories').select('likes').where('id', '=', published.id).executeTakeFirstOrThrow()).likes).toBe(1);
    await expect.poll(() => card.getByRole('button', { name: /J'aime/ }).getAttribute('aria-pressed')).toBe('true');

    // Share without Web Share copies the story's link.
    await card.getByRole('button', { name: 'Partager' }).click();
    await page.getByText('Lien copié', { exact: true }).waitFor();
    expect(await clipboard(page)).toBe(`${e2e.server.baseUrl}/success-stories#story-${published.id}`);

    // The form: required fields and the 0–20 score are checked before sending.
    await page.getByRole('button', { name: 'Partager mon histoire' }).click();
    const form = page.getByTestId('story-form');
    await form.getByRole('button', { name: 'Envoyer mon histoire' }).click();
    await expect.poll(() => form.getByText('Ce champ est obligatoire.').count()).toBe(6);
    await form.getByLabel('Prénom').fill('Karim');
    await form.getByLabel('Ville').fill('Marseille');
    await form.getByLabel('Région').fill("Provence-Alpes-Côte d'Azur");
    await form.getByLabel("Pays d'origine").fill('Algérie');
    await form.getByLabel('Date de naturalisation').fill('juin 2025');
    await form.getByLabel('Votre histoire', { exact: false }).first().fill('Trop court');
    await form.getByLabel('Score au quiz').fill('25');
    await form.getByRole('button', { name: 'Envoyer mon histoire' }).click();
    await form.getByText('Le score au quiz doit être un nombre entre 0 et 20.').waitFor();
    await form.getByText('Racontez votre histoire en 30 caractères au moins.').waitFor();
    expect(await e2e.server.db.selectFrom('successStories').select('id').where('name', '=', 'Karim').executeTakeFirst()).toBeUndefined();

    await form.getByLabel('Score au quiz').fill('17');
    await form.getByLabel('Votre histoire', { exact: false }).first().fill("Deux ans de préparation, un entretien serein et une immense fierté le jour de la cérémonie.");
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Envoyer mon histoire' }).click();
    await page.getByText('Histoire soumise avec succès').waitFor();
    await page.getByTestId('story-form').waitFor({ state: 'detached' });
    const stored = await e2e.server.db.selectFrom('successStories').selectAll().where('name', '=', 'Karim').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'pending', quizScore: 17, city: 'Marseille' });
    // Pending: still only the published story on the page.
    expect(await page.getByTestId('story-card').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('challenges, leaderboard and rewards', () => {
  it('shows the stats header, joins a challenge once, ranks the member and shows the six badges', async () => {
    const user = await createUser(e2e.server.db, { firstName: 'Amina', lastName: 'Diallo' });
    const questions = await e2e.server.db.selectFrom('questions').select('id').where('isActive', '=', 1).limit(5).execute();
    const now = new Date();
    await e2e.server.db
      .insertInto('attempts')
      .values({ id: `attempt_${now.getTime()}_e2ecommunity`, userId: user.id, type: 'full', startedAt: new Date(now.getTime() - 300_000).toISOString(), completedAt: now.toISOString(), deadlineAt: null, isCompleted: 1, score: '80', correctAnswers: 4, totalQuestions: 5, questionIds: null })
      .execute();
    for (const [i, q] of questions.entries()) {
      await e2e.server.db.insertInto('responses').values({ userId: user.id, questionId: q.id, attemptId: `attempt_${now.getTime()}_e2ecommunity`, userAnswer: 'x', isCorrect: i < 4 ? 1 : 0, timeSpent: 5 }).execute();
    }
    // Scored as the completion scores it (the community figures are kept on write).
    await recordCompletedAttempt(e2e.server.db, `attempt_${now.getTime()}_e2ecommunity`);

    const { page, context, errors } = await phonePage();
    await signIn(context, e2e.server, user);
    await page.goto(`${e2e.server.baseUrl}/defis-communautaires`);
    await page.getByRole('heading', { name: 'Défis communautaires', level: 1 }).waitFor();
    const stats = page.getByTestId('community-stats');
    await stats.waitFor();
    // 4 right answers × 10 + 20 for 80 % = 60 points, a 1-day streak, the Débutant badge.
    expect(await page.getByTestId('stat-points').innerText()).toBe('60');
    expect(await page.getByTestId('stat-streak').innerText()).toBe('1 jour');
    expect(await page.getByTestId('stat-rank').innerText()).toBe('#1');

    const cards = page.getByTestId('challenge-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const first = cards.first();
    const id = await first.getAttribute('data-challenge-id');
    expect(await first.getByTestId('participants').innerText()).toBe('0 participant');
    await first.getByRole('button', { name: 'Rejoindre' }).click();
    await page.getByText('Défi rejoint !').waitFor();
    await first.getByRole('button', { name: 'Vous participez' }).waitFor();
    expect(await first.getByRole('button', { name: 'Vous participez' }).isDisabled()).toBe(true);
    await expect.poll(() => first.getByTestId('participants').innerText()).toBe('1 participant');
    const rows = await e2e.server.db.selectFrom('challengeParticipants').selectAll().where('challengeId', '=', id!).execute();
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
    await expectNoSidewaysScroll(page);

    await page.getByRole('tab', { name: 'Classement' }).click();
    const row = page.getByTestId('leaderboard-row').filter({ hasText: 'Amina D.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('60 pts');
    expect(await row.textContent()).toContain('Vous');
    // The medal is drawn (no emoji) and named.
    const topRow = page.getByTestId('leaderboard-row').first();
    expect(await topRow.textContent()).toContain("Médaille d'or");
    expect(await topRow.locator('svg').count()).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).not.toContain('@');

    await page.getByRole('tab', { name: 'Récompenses' }).click();
    const badges = page.getByTestId('reward-badge');
    await badges.first().waitFor();
    expect(await badges.count()).toBe(6);
    for (const name of ['Débutant', 'Série de feu', 'Expert en histoire', 'Champion de la communauté', 'Mentor', 'Perfectionniste']) {
      await badges.filter({ hasText: name }).first().waitFor();
    }
    expect(await badges.filter({ hasText: 'Débutant' }).getAttribute('data-earned')).toBe('true');
    expect(await badges.filter({ hasText: 'Perfectionniste' }).getAttribute('data-earned')).toBe('false');
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to sign in to join, without the stats header', async () => {
    const { page, context } = await phonePage();
    await page.goto(`${e2e.server.baseUrl}/community-challenges`);
    const first = page.getByTestId('challenge-card').first();
    await first.waitFor();
    expect(await page.getByTestId('community-stats').count()).toBe(0);
    await first.getByRole('button', { name: 'Rejoindre' }).click();
    await page.getByText('Connectez-vous pour rejoindre un défi.').waitFor();
    await context.close();
  });
});

describe('regions', () => {
  it('searches the 18 regions by region, département, number or town, with the official site of each prefecture', async () => {
    const { page, context, errors } = await phonePage();
    await page.goto(`${e2e.server.baseUrl}/regions-francaises`);
    const cards = page.getByTestId('region-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(18);
    await expectNoSidewaysScroll(page);
    await page.getByRole('heading', { name: 'Outre-mer\u202F: 5 régions', level: 2 }).waitFor();

    const search = page.getByLabel('Rechercher une région ou un département');
    await search.fill('bouches du rhone');
    await expect.poll(() => cards.count()).toBe(1);
    const deps = page.getByTestId('departement');
    expect(await deps.count()).toBe(1);
    expect(await deps.first().innerText()).toContain('plateforme interdépartementale de naturalisation de Marseille');
    expect(await deps.first().locator('a').getAttribute('href')).toBe('https://www.bouches-du-rhone.gouv.fr');
    await search.fill('Occitanie');
    await expect.poll(() => deps.count()).toBe(13);
    await search.fill('974');
    await expect.poll(() => deps.count()).toBe(1);
    expect(await deps.first().locator('a').getAttribute('href')).toBe('https://www.reunion.gouv.fr');
    await search.fill('zzzz');
    await page.getByTestId('regions-empty').waitFor();
    await search.fill('');
    await expect.poll(() => cards.count()).toBe(18);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks English after the switch', async () => {
    const { page, context } = await phonePage({ english: true });
    await page.goto(`${e2e.server.baseUrl}/french-regions#ile-de-france`);
    await page.getByRole('heading', { name: 'Your prefecture, region by region', level: 1 }).waitFor();
    await page.getByText('Applications from Paris residents are handled by the Préfecture de police, which deals with Paris residents only.').waitFor();
    await context.close();
  });
});

describe('weekly focus', () => {
  it("shows this ISO week's theme with a seven-day plan", async () => {
    const { page, context, errors } = await phonePage();
    await page.goto(`${e2e.server.baseUrl}/focus-hebdomadaire`);
    await page.getByTestId('weekly-focus').waitFor();
    const week = await page.evaluate(() => {
      const d = new Date(Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate()));
      const day = d.getUTCDay() || 7;
      d.setUTCDate(d.getUTCDate() + 4 - day);
      const start = Date.UTC(d.getUTCFullYear(), 0, 1);
      return { week: Math.ceil(((d.getTime() - start) / 86400000 + 1) / 7), year: d.getUTCFullYear() };
    });
    expect(await page.getByTestId('weekly-week').textContent()).toBe(`Semaine ${week.week} · ${week.year}`);
    const days = page.getByTestId('study-day');
    expect(await days.count()).toBe(7);
    expect(await days.nth(0).innerText()).toContain('Lundi');
    expect(await days.nth(0).textContent()).toContain('30 min');
    expect(await days.nth(6).innerText()).toContain('Dimanche');
    expect(await days.nth(6).textContent()).toContain('45 min');
    expect(await page.getByTestId('weekly-next').innerText()).toMatch(/^La semaine prochaine\s:\s.+/);
    await page.getByText(/25 questions/).waitFor();
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('viral quiz', () => {
  it('confirms each answer, explains for 3 seconds, moves on by itself and gives the tier', async () => {
    const { page, context, errors } = await phonePage();
    await page.goto(`${e2e.server.baseUrl}/quiz-viral`);
    const progress = page.getByTestId('viral-progress');
    await progress.waitFor();
    expect(await progress.innerText()).toBe('Question 1/3');
    const confirm = page.getByRole('button', { name: 'Valider ma réponse' });
    expect(await confirm.isDisabled()).toBe(true);

    // Q1 right, Q2 wrong, Q3 right → 2/3 = 67 % → Expert.
    await page.getByLabel('Liberté, Égalité, Fraternité').check();
    await confirm.click();
    await page.getByTestId('viral-feedback').getByText('Bonne réponse !').waitFor();
    const shownAt = Date.now();
    await expect.poll(() => progress.innerText(), { timeout: 6000 }).toBe('Question 2/3');
    expect(Date.now() - shownAt).toBeGreaterThan(2000);

    await page.getByLabel('1918').check();
    await confirm.click();
    await page.getByTestId('viral-feedback').getByText('Mauvaise réponse').waitFor();
    await expect.poll(() => progress.innerText(), { timeout: 6000 }).toBe('Question 3/3');

    await page.getByLabel('La loi du 9 décembre 1905').check();
    await confirm.click();
    await page.getByTestId('viral-result').waitFor({ timeout: 6000 });
    expect(await page.getByTestId('viral-tier').innerText()).toBe('Expert');
    expect(await page.getByTestId('viral-score').innerText()).toBe('2/3 · 67 %');
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Partager' }).click();
    await page.getByText('Lien copié', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Recommencer' }).click();
    await progress.waitFor();
    expect(await progress.innerText()).toBe('Question 1/3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives Champion for three right answers and Débutant for none', async () => {
    const { page, context } = await phonePage();
    // The test above waits out the real 3 s; here the page's clock jumps over each explanation.
    await page.clock.install();
    await page.goto(`${e2e.server.baseUrl}/viral-quiz`);
    const confirm = page.getByRole('button', { name: 'Valider ma réponse' });
    async function play(answers: string[]) {
      for (const [i, answer] of answers.entries()) {
        await expect.poll(() => page.getByTestId('viral-progress').innerText(), { timeout: 8000 }).toBe(`Question ${i + 1}/3`);
        await page.getByLabel(answer, { exact: true }).check();
        await confirm.click();
        await page.getByTestId('viral-feedback').waitFor();
        await page.clock.fastForward(EXPLANATION_DELAY_MS);
      }
      await page.getByTestId('viral-result').waitFor({ timeout: 8000 });
    }
    await play(['Liberté, Égalité, Fraternité', '1944', 'La loi du 9 décembre 1905']);
    expect(await page.getByTestId('viral-tier').innerText()).toBe('Champion');
    expect(await page.getByTestId('viral-score').innerText()).toBe('3/3 · 100 %');
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await play(['Travail, Famille, Patrie', '1848', 'Le Code civil de 1804']);
    expect(await page.getByTestId('viral-tier').innerText()).toBe('Débutant');
    expect(await page.getByTestId('viral-score').innerText()).toBe('0/3 · 0 %');
    await context.close();
  });
});

describe('social hub', () => {
  it('shows no made-up post, says there is no account, and shares through the widget', async () => {
    const { page, context, errors } = await phonePage();
    await page.goto(`${e2e.server.baseUrl}/reseaux-sociaux`);
    await page.getByTestId('social-no-accounts').waitFor();
    expect(await page.getByTestId('social-post').count()).toBe(0);
    await expectNoSidewaysScroll(page);

    const widget = page.getByTestId('share-widget');
    const home = encodeURIComponent(`${e2e.server.baseUrl}/`);
    expect(await widget.getByRole('link', { name: 'Partager sur Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${home}`);
    expect(await widget.getByRole('link', { name: 'Partager sur X' }).getAttribute('href')).toContain(`https://x.com/intent/post?url=${home}`);
    expect(await widget.getByRole('link', { name: 'Partager sur LinkedIn' }).getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${home}`);
    await widget.getByRole('button', { name: 'Copier le lien' }).click();
    await page.getByText('Lien copié\u202F!').waitFor();
    expect(await clipboard(page)).toBe(`${e2e.server.baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
