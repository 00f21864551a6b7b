// The public pages in a real browser: every visitor route in French and
// English without console errors, each page's own title and description, no sideways scroll on a
// 375 px phone, the 404 page, the landing page's anchors, dialogs and microphone flow, the contact
// form (stored, toast, cleared), live question counts, free full access on /payment, the legal
// dates, robots.txt and sitemap.xml, and axe on the main pages at 375 px (no serious or critical
// violation; polish.e2e runs it on every visitor page at 390 and 1280 px, with data present).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/test-app.js';
import { settled, signIn } from './browser.js';
import { browserSuite } from './harness.js';
import { seriousAxeViolations, VISITOR_ROUTES } from './pages.js';

const e2e = browserSuite();

type Lang = 'fr' | 'en';
const PHONE = { width: 375, height: 740 };

/** The pages of this issue and their <h1> in each language. */
const OWN_PAGES: Record<string, Record<Lang, string>> = {
  '/': { fr: 'Préparez votre entretien de naturalisation française', en: 'Prepare for your French naturalisation interview' },
  '/pricing': { fr: 'Tout est gratuit pendant la phase de test', en: 'Everything is free during the test phase' },
  '/faq': { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
  '/contact': { fr: 'Contactez-nous', en: 'Contact us' },
  '/legal': { fr: 'Mentions légales', en: 'Legal notice' },
  '/privacy': { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  '/terms': { fr: "Conditions d'utilisation", en: 'Terms of use' },
  '/naturalisation-francaise': { fr: 'Naturalisation française : le guide 2026', en: 'French naturalisation: the 2026 guide' },
  '/entretien-naturalisation': { fr: "Entretien de naturalisation : comment s'y préparer", en: 'The naturalisation interview: how to prepare' },
  '/devenir-citoyen-francais': { fr: 'Devenir citoyen français : les étapes', en: 'Becoming a French citizen: the steps' },
  '/quiz-naturalisation': { fr: 'Quiz naturalisation', en: 'Naturalisation quiz' },
  '/payment': { fr: 'Accès complet', en: 'Full access' },
};

/** The main public pages axe checks on the 375 px phone, during the French walk that opens them. */
const AXE_PAGES = new Set([...Object.keys(OWN_PAGES), '/french-regions', '/social-media-hub']);

async function openIn(lang: Lang, viewport = PHONE) {
  const handle = await e2e.newPage({ viewport });
  await handle.context.addInitScript((l) => localStorage.setItem('product-language', l), lang);
  return handle;
}

async function h1(page: Page) {
  const heading = page.locator('main h1').first();
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.textContent())?.replace(/\s+/g, ' ').trim();
}

/** Text with every run of white space (French non-breaking spaces included) as one space. */
const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function pageMeta(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    lang: document.documentElement.lang,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
}

/** The text of the toast that shows `expected` (toasts show one at a time, so allow for a queue). */
async function toastText(page: Page, expected: string | RegExp) {
  const toast = page.locator('.mantine-Notification-root', { hasText: expected }).first();
  await toast.waitFor({ timeout: 12_000 });
  return (await toast.textContent())?.replace(/\s+/g, ' ') ?? '';
}

describe('public pages in a browser', () => {
  it('visits every visitor route in French then in English on a phone: no console error, no sideways scroll, own title and description in each language; axe finds no serious or critical violation on the main pages', async () => {
    // Title and description of each own page, per language.
    const seen: Record<Lang, Record<string, string>> = { fr: {}, en: {} };
    // axe on the 375 px phone, on the page the walk has just opened (once, in French: at 1280 px and
    // 390 px polish.e2e runs it on every visitor page).
    const axeReport: Record<string, unknown> = {};
    for (const lang of ['fr', 'en'] as const) {
      const { page, context, errors } = await openIn(lang);
      const titles = new Set<string>();
      for (const path of VISITOR_ROUTES) {
        const before = errors.length;
        const res = await page.goto(`${e2e.server.baseUrl}${path}`);
        expect(res?.status(), path).toBe(200);
        const heading = await h1(page);
        await settled(page);
        const meta = await pageMeta(page);
        expect(meta.lang, path).toBe(lang);
        expect(errors.slice(before), `console errors on ${path}`).toEqual([]);
        const own = OWN_PAGES[path];
        if (own) {
          expect(heading, path).toBe(own[lang]);
          expect(meta.overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
          expect(meta.title, path).toMatch(/Prépa Naturalisation/);
          expect(meta.description.length, path).toBeGreaterThan(60);
          titles.add(meta.title);
          seen[lang][path] = `${meta.title}|${meta.description}`;
        }
        if (lang === 'fr' && AXE_PAGES.has(path)) {
          const found = await seriousAxeViolations(page);
          if (found.length) axeReport[`${PHONE.width} ${path}`] = found;
        }
      }
      // Each page sets its own title (the three guide paths included).
      expect(titles.size).toBe(Object.keys(OWN_PAGES).length);
      await context.close();
    }
    // Each page's title and description follow the selected language.
    for (const path of Object.keys(OWN_PAGES)) expect(seen.fr[path], path).not.toBe(seen.en[path]);
    expect(seen.en['/pricing']).toMatch(/^Pricing/);
    expect(seen.fr['/pricing']).toMatch(/^Tarifs/);
    expect([...AXE_PAGES].filter((path) => !VISITOR_ROUTES.includes(path)), 'axe pages the walk does not open').toEqual([]);
    expect(axeReport).toEqual({});
  });

  it('shows the 404 page on an unknown path, in both languages', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const { page, context, errors } = await openIn(lang);
      await page.goto(`${e2e.server.baseUrl}/cette-page/nexiste-pas`);
      expect(await h1(page)).toBe(lang === 'fr' ? '404 · Page introuvable' : '404 Page Not Found');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('landing: anchors, learn-more scroll, FAQ accordion, demo button, demo-signup toast', async () => {
    const { page, context, errors } = await openIn('fr', { width: 1280, height: 800 });
    await page.goto(`${e2e.server.baseUrl}/`);
    await h1(page);
    for (const id of ['accueil', 'fonctionnalites', 'comment-ca-marche', 'temoignages']) {
      await expect.poll(() => page.locator(`#${id}`).count(), { message: id }).toBe(1);
      // The navigation bar links to each section.
      await expect.poll(() => page.locator(`header a[href="#${id}"]`).count(), { message: id }).toBeGreaterThan(0);
    }
    // Hidden SEO text: in the page for search engines, not on screen.
    const seo = page.getByText(/Prépa Naturalisation est une plateforme gratuite de préparation/);
    expect(await seo.count()).toBe(1);
    expect(await seo.evaluate((el) => el.getBoundingClientRect().width <= 1)).toBe(true);

    await page.getByRole('link', { name: 'En savoir plus' }).click();
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('fonctionnalites')!.getBoundingClientRect().top) < 120)).toBe(true);

    const question = page.getByText('Quel niveau de français faut-il ?');
    const answer = page.getByText(/le niveau B2 du Cadre européen commun de référence/).first();
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await answer.waitFor({ state: 'visible' });

    // Stories: none is published, so no testimonial is shown, only an honest line.
    await page.getByTestId('testimonials-empty').waitFor();
    expect(await page.locator('#temoignages figure').count()).toBe(0);

    // The demo-signup dialog does not sign up: it tells the visitor to use the buttons at the top.
    await page.getByTestId('cta-signup').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('visiteur@example.fr');
    await dialog.getByLabel(/^Mot de passe/).fill('secret-123');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Commencer gratuitement' }).click();
    expect(await toastText(page, 'Utilisez les boutons de connexion')).toContain('en haut de la page');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await e2e.server.db.selectFrom('users').select('id').where('email', '=', 'visiteur@example.fr').executeTakeFirst()).toBeUndefined();

    await page.getByTestId('hero-demo').click();
    await page.waitForURL(`${e2e.server.baseUrl}/demo`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('landing: the microphone opens the register dialog, then "Connexion réussie !" and /interview after 1.5 s', async () => {
    const { page, context, errors } = await openIn('fr');
    await page.goto(`${e2e.server.baseUrl}/`);
    await h1(page);
    await page.getByTestId('mic-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: "S'inscrire", selected: true }).waitFor();
    const form = dialog.getByRole('form', { name: "S'inscrire" });
    await form.getByLabel('Prénom').fill('Karim');
    await form.getByLabel(/^Nom/).fill('Benali');
    await form.getByLabel('Email').fill('karim.micro@example.fr');
    await form.getByLabel(/^Mot de passe/).fill('republique-2026');
    const submittedAt = Date.now();
    await form.getByRole('button', { name: "S'inscrire" }).click();
    const toast = await toastText(page, 'Connexion réussie !');
    expect(toast).toContain('Bienvenue sur Prépa Naturalisation');
    // The toast comes first; /interview follows 1.5 s later.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForURL(`${e2e.server.baseUrl}/interview`, { timeout: 5000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1500);
    expect(await e2e.server.db.selectFrom('users').select('firstName').where('email', '=', 'karim.micro@example.fr').executeTakeFirst()).toEqual({ firstName: 'Karim' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('contact: validates, shows the sending state, stores the message, toasts "Message envoyé !" and clears the form', async () => {
    const { page, context, errors } = await openIn('fr');
    await page.goto(`${e2e.server.baseUrl}/contact`);
    await h1(page);
    const form = page.getByTestId('contact-form');
    // The FAQ shortcut; no chat and no promised response time (neither exists), and no contact
    // details the operator did not configure (CONTACT_EMAIL, CONTACT_ADDRESS): no phone, no address.
    expect(await page.getByRole('link', { name: 'Consulter la FAQ' }).getAttribute('href')).toBe('/faq');
    expect(norm(await page.locator('main').textContent())).not.toMatch(/Téléphone|01 99|Paris, France|Support technique uniquement/);
    expect(await page.getByTestId('response-times').count()).toBe(0);
    const side = norm(await page.locator('main').textContent());
    for (const promise of ['24 h', '12 h', '4 h', 'Chat en ligne', 'Bientôt disponible']) expect(side).not.toContain(promise);

    // Empty form: every field says what is wrong, nothing is stored.
    await page.getByTestId('contact-submit').click();
    expect(await form.getByText('Ce champ est obligatoire.').count()).toBe(4);
    await form.getByText('Choisissez une catégorie.').waitFor();
    await form.getByLabel('Nom complet').fill('Fatou Ndiaye');
    await form.getByLabel('Adresse e-mail').fill('fatou@exemple');
    await form.getByLabel('Catégorie').selectOption('technical');
    await form.getByLabel('Sujet').fill('Micro non détecté');
    await form.getByLabel('Message').fill("Le test du micro échoue sur mon téléphone Android, que faire ?");
    await page.getByTestId('contact-submit').click();
    await form.getByText('Adresse e-mail invalide.').waitFor();
    expect(await e2e.server.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(0);

    await form.getByLabel('Adresse e-mail').fill('fatou@exemple.fr');
    const sentAt = Date.now();
    await page.getByTestId('contact-submit').click();
    await page.getByRole('status').getByText('Envoi en cours…').waitFor();
    const toast = await toastText(page, 'Message envoyé !');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
    expect(toast).toContain('Nous vous répondrons par e-mail.');
    for (const label of ['Nom complet', 'Adresse e-mail', 'Catégorie', 'Sujet', 'Message']) {
      expect(await form.getByLabel(label).inputValue(), label).toBe('');
    }
    const rows = await e2e.server.db.selectFrom('contactMessages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Fatou Ndiaye', email: 'fatou@exemple.fr', category: 'technical', subject: 'Micro non détecté' });
    expect(rows[0]!.message).toContain('Android');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('quiz info: shows the live count of every category and the total, with a button to /quiz', async () => {
    const counts = await e2e.server.db
      .selectFrom('questions')
      .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
      .where('isActive', '=', 1)
      .groupBy('category')
      .execute();
    const { page, context } = await openIn('fr', { width: 1280, height: 800 });
    await page.goto(`${e2e.server.baseUrl}/quiz-naturalisation`);
    await h1(page);
    let total = 0;
    for (const { category, n } of counts) {
      total += Number(n);
      await expect.poll(() => page.getByTestId(`count-${category}`).textContent()).toBe(`${n} questions`);
    }
    expect(counts).toHaveLength(5);
    expect(await page.getByTestId('total-count').textContent()).toBe(`${total} questions actives au total`);
    expect(await page.getByTestId('quiz-start').getAttribute('href')).toBe('/quiz');
    await context.close();
  });

  it('faq: 5 categories of 4 questions, "Contacter le support" opens the contact form (no CONTACT_EMAIL here)', async () => {
    const { page, context } = await openIn('fr', { width: 1280, height: 800 });
    await page.goto(`${e2e.server.baseUrl}/faq`);
    await h1(page);
    const sections = page.locator('main section');
    expect(await sections.count()).toBe(5);
    const titles = await page.locator('main section h2').allTextContents();
    expect(titles).toEqual(['Général', 'Quiz et questions', 'Entretien simulé', 'Compte et accès', 'Tarifs et paiement']);
    for (let i = 0; i < 5; i++) expect(await sections.nth(i).locator('details').count()).toBe(4);
    // No invented address (issue 36): without CONTACT_EMAIL the button opens the form.
    await expect.poll(() => page.getByRole('link', { name: 'Contacter le support' }).getAttribute('href')).toBe('/contact');
    expect(await page.locator('main a[href^="mailto:"]').count()).toBe(0);
    // The procedure as it is: 55 € stamp duty, centre of interests, the interview since 2026.
    const text = norm(await page.locator('main').textContent());
    for (const fact of ['droit de timbre de 55 €', 'centre de ses intérêts familiaux et matériels', 'décret publié au Journal officiel', 'charte des droits et devoirs']) expect(text).toContain(fact);
    expect(text).not.toContain('24 heures');
    await context.close();
  });

  it('pricing: free card with 8 features, no price and no payment taken; the button goes to /register for a visitor', async () => {
    const { page, context } = await openIn('fr', { width: 1280, height: 800 });
    await page.goto(`${e2e.server.baseUrl}/pricing`);
    await h1(page);
    await page.getByText("Aucun paiement n'est pris · sans carte bancaire · sans abonnement").waitFor();
    // No price, no struck-through reference price that was never charged, no price to come.
    expect(norm(await page.locator('main').textContent())).not.toMatch(/au lieu de|50 €|0 €|\/ mois|devenait payant/);
    expect(await page.getByTestId('normal-price').count()).toBe(0);
    expect(await page.locator('main ul').first().locator('li').count()).toBe(8);
    expect(await page.getByTestId('pricing-cta').getAttribute('href')).toBe('/register');
    await context.close();
  });

  it('legal pages: today as the last update of /legal, 24 November 2026 for /privacy and /terms in both languages, terms say it is free', async () => {
    const { page, context } = await openIn('fr', { width: 1280, height: 800 });
    await page.goto(`${e2e.server.baseUrl}/legal`);
    await h1(page);
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date());
    expect(norm(await page.getByTestId('last-updated').textContent())).toBe(`Dernière mise à jour : ${today}`);
    for (const section of ['Éditeur du site', 'Hébergement', 'Propriété intellectuelle', 'Politique de confidentialité', 'Vos droits (RGPD)', "Conditions d'utilisation", 'Contacts']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page.getByText(/portabilité\s:\stélécharger toutes vos données au format JSON/).waitFor();
    await page.goto(`${e2e.server.baseUrl}/privacy`);
    await h1(page);
    expect(norm(await page.getByTestId('last-updated').textContent())).toBe('Dernière mise à jour : 24 novembre 2026');
    // The privacy policy says where voice mode and the optional language model send what.
    const privacy = norm(await page.locator('main').textContent());
    expect(privacy).toContain('Google pour Chrome');
    expect(privacy).toContain('Il ne reçoit jamais votre nom');
    expect(privacy).not.toContain('dans l\'Union européenne. Google');
    await page.goto(`${e2e.server.baseUrl}/terms`);
    await h1(page);
    expect(norm(await page.getByTestId('last-updated').textContent())).toBe('Dernière mise à jour : 24 novembre 2026');
    await page.getByText('Le service est gratuit.', { exact: false }).first().waitFor();
    await context.close();

    const en = await openIn('en', { width: 1280, height: 800 });
    await en.page.goto(`${e2e.server.baseUrl}/terms`);
    expect(await h1(en.page)).toBe('Terms of use');
    expect(norm(await en.page.getByTestId('last-updated').textContent())).toBe('Last updated: 24 November 2026');
    await en.page.getByText('The service is free.', { exact: false }).first().waitFor();
    await en.page.goto(`${e2e.server.baseUrl}/privacy`);
    expect(await h1(en.page)).toBe('Privacy policy');
    expect(norm(await en.page.getByTestId('last-updated').textContent())).toBe('Last updated: 24 November 2026');
    await en.context.close();
  });

  it('payment: a visitor who registers there has full access at once; a member without it (set by an admin) switches it on for free', async () => {
    const { page, context, errors } = await openIn('fr');
    await page.goto(`${e2e.server.baseUrl}/payment`);
    await h1(page);
    await page.getByTestId('payment-visitor').waitFor();
    expect(await page.getByTestId('payment-activate').count()).toBe(0);
    await page.getByRole('button', { name: 'Créer mon compte gratuit' }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: "S'inscrire" });
    await form.getByLabel('Prénom').fill('Lina');
    await form.getByLabel(/^Nom/).fill('Haddad');
    await form.getByLabel('Email').fill('lina.payment@example.fr');
    await form.getByLabel(/^Mot de passe/).fill('egalite-2026');
    await form.getByRole('button', { name: "S'inscrire" }).click();
    await page.getByTestId('payment-active').waitFor();
    expect(page.url()).toBe(`${e2e.server.baseUrl}/payment`);
    expect(await page.getByTestId('payment-activate').count()).toBe(0);
    const row = await e2e.server.db.selectFrom('users').select('hasFullAccess').where('email', '=', 'lina.payment@example.fr').executeTakeFirstOrThrow();
    expect(row.hasFullAccess).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const demo = await createUser(e2e.server.db, { firstName: 'Karim', hasFullAccess: false });
    const other = await openIn('fr');
    await signIn(other.context, e2e.server, demo);
    await other.page.goto(`${e2e.server.baseUrl}/payment`);
    const activate = other.page.getByRole('button', { name: "Activer l'accès complet — gratuit" });
    await activate.click();
    await other.page.getByTestId('payment-active').waitFor();
    expect(await toastText(other.page, 'Accès complet activé')).toContain('Toutes les fonctionnalités sont maintenant ouvertes.');
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it('robots.txt and sitemap.xml list the public routes', async () => {
    const robots = await (await fetch(`${e2e.server.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toMatch(/Disallow: \/api\//);
    const sitemap = await (await fetch(`${e2e.server.baseUrl}/sitemap.xml`)).text();
    // Absolute with PUBLIC_URL at build time, root-relative without: never a guessed localhost.
    expect(robots + sitemap).not.toContain('localhost');
    const locs = [...sitemap.matchAll(/<loc>(?:https?:\/\/[^/<]+)?([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    for (const path of VISITOR_ROUTES.filter((p) => !['/login', '/register', '/payment'].includes(p))) {
      expect(locs, path).toContain(path);
    }
  });

  it('guides: each route answers its own title with its own content; the interview guide links the simulator and the mock exam', async () => {
    const { page, context, errors } = await openIn('fr', { width: 1280, height: 800 });
    const seen: { h1: string; text: string; title: string; description: string }[] = [];
    for (const path of ['/naturalisation-francaise', '/entretien-naturalisation', '/devenir-citoyen-francais']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      const heading = (await h1(page))!;
      const meta = await pageMeta(page);
      const text = norm(await page.locator('main').textContent());
      seen.push({ h1: heading, text, title: meta.title, description: meta.description });
      // Sources and the date of the content on every guide.
      await page.getByRole('heading', { name: 'Sources', level: 2 }).waitFor();
      expect(norm(await page.getByTestId('guide-updated').textContent())).toBe('À jour au 24 novembre 2026.');
      if (path === '/entretien-naturalisation') {
        expect(await page.getByTestId('guide-interview').getAttribute('href')).toBe('/interview');
        expect(await page.getByTestId('guide-exam').getAttribute('href')).toBe('/exam');
      }
    }
    for (const key of ['h1', 'text', 'title', 'description'] as const) expect(new Set(seen.map((p) => p[key])).size, key).toBe(3);
    const [naturalisation, interview, citizen] = seen as [(typeof seen)[0], (typeof seen)[0], (typeof seen)[0]];
    // The conditions page: lawful residence, centre of interests, the stamp duty and the decision.
    for (const fact of ['article 21-16', 'centre de ses intérêts familiaux et matériels', 'situation régulière', 'droit de timbre de 55 €', 'Journal officiel', 'irrecevabilité']) expect(naturalisation.text).toContain(fact);
    // The interview page: what is checked where since 2026, the agent, the length, the charter, what to bring.
    for (const fact of ['40 questions', '32 bonnes réponses', 'B2', 'agent de la préfecture', 'Aucune durée n\'est fixée', 'charte des droits et devoirs du citoyen français', 'Questions fréquentes, par thème', 'Votre parcours', 'Les valeurs de la République', 'À apporter', 'La convocation.', 'titre de séjour', 'Journal officiel', 'il n\'existe pas de liste officielle des questions de l\'entretien']) {
      expect(interview.text, fact).toContain(fact);
    }
    expect(interview.text).not.toMatch(/vérifie votre niveau de français, votre connaissance de l'histoire/);
    // The citizen page: the routes to nationality and the ceremony.
    for (const fact of ['déclaration à raison du mariage', 'article 21-7', 'cérémonie d\'accueil']) expect(citizen.text).toContain(fact);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('regions: the 18 regions and 101 départements, each with its official prefecture site, and no figure', async () => {
    const { page, context, errors } = await openIn('fr');
    await page.goto(`${e2e.server.baseUrl}/french-regions`);
    await h1(page);
    const cards = page.getByTestId('region-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(18);
    expect(await page.getByTestId('departement').count()).toBe(101);
    const text = norm(await page.locator('main').innerText());
    expect(text).not.toMatch(/%|Difficile|Modéré|Facile|Marseillaise/);
    const hrefs = await page.locator('[data-testid="departement"] a').evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(101);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/www\.[a-z-]+(\.interieur)?\.gouv\.fr\/?$/);
    // Search by number: Paris is the Préfecture de police; the Var has its own prefecture, not Marseille's platform.
    await page.getByLabel('Rechercher une région ou un département').fill('75');
    await expect.poll(() => page.getByTestId('departement').count()).toBe(1);
    expect(await page.getByTestId('departement').locator('a').getAttribute('href')).toBe('https://www.prefecturedepolice.interieur.gouv.fr');
    await page.getByLabel('Rechercher une région ou un département').fill('var');
    await expect.poll(() => page.getByTestId('departement').count()).toBe(1);
    expect(await page.getByTestId('departement-note').count()).toBe(0);
    await page.getByLabel('Rechercher une région ou un département').fill('cantal');
    await expect.poll(() => page.getByTestId('departement').count()).toBe(1);
    expect(await page.getByTestId('departement-note').textContent()).toContain('Clermont-Ferrand');
    expect((await pageMeta(page)).overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('social hub: no made-up post, date or like count; says there is no account and offers sharing', async () => {
    const { page, context, errors } = await openIn('fr');
    await page.goto(`${e2e.server.baseUrl}/social-media-hub`);
    await h1(page);
    await page.getByTestId('social-no-accounts').waitFor();
    expect(await page.getByTestId('social-post').count()).toBe(0);
    const text = norm(await page.locator('main').innerText());
    expect(text).not.toMatch(/\b20(2[0-9])\b|juillet|mentions? J'aime|Twitter/);
    await page.getByTestId('share-widget').getByRole('link', { name: 'Partager sur X' }).waitFor();
    expect(await page.getByTestId('share-item').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('landing: social proof only from published stories', async () => {
    await e2e.server.db
      .insertInto('successStories')
      .values({ name: 'Yasmine', city: 'Nantes', region: 'Pays de la Loire', originalCountry: 'Tunisie', naturalizationDate: 'juin 2026', story: "J'ai préparé l'entretien en parlant de mon parcours à voix haute.", quizScore: null, interviewTips: null, status: 'published', likes: 0, submittedBy: null, submitterIp: null, moderatedAt: new Date().toISOString() })
      .execute();
    const { page, context, errors } = await openIn('fr', { width: 1280, height: 800 });
    await page.goto(`${e2e.server.baseUrl}/`);
    await h1(page);
    const figures = page.locator('#temoignages figure');
    await figures.first().waitFor();
    expect(await figures.count()).toBe(1);
    expect(norm(await figures.first().textContent())).toContain('Yasmine');
    expect(norm(await page.locator('#temoignages').textContent())).not.toMatch(/Exemples|Amina/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a deployment, a tab opened before it reloads into the new version when a page\'s code is gone', async () => {
    // No service worker: its precache would keep the old chunks (the case of a tab without one).
    const context = await e2e.browser.newContext({ serviceWorkers: 'block', locale: 'fr-FR', viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.server.baseUrl}/`);
      await settled(page);
      // The FAQ page's chunk as the server answers for a file it no longer has.
      let gone = true;
      let missingStatus = 0;
      await page.route(/\/assets\/Faq\.page-[^/]+\.js$/, async (route) => {
        if (!gone) return route.continue();
        gone = false;
        const missing = await route.fetch({ url: `${e2e.server.baseUrl}/assets/Faq.page-GONE.js` });
        missingStatus = missing.status();
        await route.fulfill({ response: missing });
      });
      const loads: string[] = [];
      page.on('load', () => loads.push(new URL(page.url()).pathname));
      await page.locator('a[href="/faq"]:visible').first().click();
      await expect.poll(() => loads, { timeout: 15_000 }).toContain('/faq');
      await settled(page);
      expect(missingStatus).toBe(404);
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Questions fréquentes');
    } finally {
      await context.close();
    }
  });
});
