// Issue 36: no invented contact details. The legal pages and the FAQ show the operator's e-mail and
// postal address only when the deployment sets them (CONTACT_EMAIL, CONTACT_ADDRESS, read through
// config.public); otherwise they say so and point to the contact form, in French, English and Arabic.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, render, resetLanguage } from '../../../../tests/helpers/render';
import FaqPage from '../../pages/Faq.page';
import LegalPage from '../../pages/Legal.page';
import PrivacyPage from '../../pages/Privacy.page';
import TermsPage from '../../pages/Terms.page';

let config: { contactEmail: string | null; contactAddress: string | null };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      const procedures = decodeURIComponent(u.split('/trpc/')[1]?.split('?')[0] ?? '').split(',');
      const data = (p: string) => (p === 'config.public' ? { googleSignIn: false, mail: false, freeFullAccess: true, ...config } : null);
      const body = u.includes('batch=1') ? procedures.map((p) => ({ result: { data: data(p) } })) : { result: { data: data(procedures[0]!) } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetLanguage();
});

const INVENTED = [/01 99 00 42 42/, /\+33199004242/, /Paris, France/, /@prepa-naturalisation\.fr/, /serveurs situés dans l'Union européenne|servers located in the European Union|خوادم موجودة في الاتحاد الأوروبي/];
const LOADED = { timeout: 8000 };
const mainText = () => document.body.textContent ?? '';

describe('legal pages and FAQ without CONTACT_EMAIL or CONTACT_ADDRESS', () => {
  for (const lang of ['fr', 'en', 'ar'] as const) {
    it(`invent nothing and point to the contact form (${lang})`, async () => {
      config = { contactEmail: null, contactAddress: null };
      await inLanguage(lang);
      for (const Page of [LegalPage, PrivacyPage, TermsPage]) {
        const { unmount } = render(<Page />);
        await screen.findByTestId('legal-contact-fallback', {}, LOADED);
        for (const re of INVENTED) expect(mainText()).not.toMatch(re);
        expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
        unmount();
      }
      render(<FaqPage />);
      await screen.findByTestId('faq-support', {}, LOADED);
      // Once the configuration has arrived too (the button is the same before it).
      await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringContaining('config.public'), expect.anything()));
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.getByTestId('faq-support')).toHaveAttribute('href', '/contact');
      for (const re of INVENTED) expect(mainText()).not.toMatch(re);
    });
  }
});

describe('legal pages and FAQ with the operator\'s details', () => {
  it('show the configured e-mail and address, and the FAQ writes to that address', async () => {
    config = { contactEmail: 'contact@asso-exemple.org', contactAddress: '12 rue des Lilas, 69001 Lyon' };
    const { unmount } = render(<LegalPage />);
    await waitFor(() => expect(mainText()).toContain('contact@asso-exemple.org'), LOADED);
    expect(mainText()).toContain('12 rue des Lilas, 69001 Lyon');
    expect(screen.queryByTestId('legal-contact-fallback')).toBeNull();
    for (const re of INVENTED) expect(mainText()).not.toMatch(re);
    unmount();
    render(<FaqPage />);
    await waitFor(() => expect(screen.getByTestId('faq-support').getAttribute('href')).toMatch(/^mailto:contact@asso-exemple\.org\?subject=/), LOADED);
  });
});
