// Who runs the site and how to reach them: shown on /contact, /faq, /legal, /privacy and /terms.
// The operator of a deployment edits these values (one place for every page).
export const SITE_INFO = {
  publisher: 'Prépa Naturalisation',
  /** Legally a natural person: set the name of the person responsible for the deployment. */
  publicationDirector: 'Prépa Naturalisation',
  supportEmail: 'support@prepa-naturalisation.fr',
  privacyEmail: 'dpo@prepa-naturalisation.fr',
  /** Technical support only (the contact page's side card). A number reserved by ARCEP for fiction until set. */
  phone: '01 99 00 42 42',
  phoneHref: 'tel:+33199004242',
  address: 'Paris, France',
  /**
   * The publisher's own social media accounts, shown on /social-media-hub. Empty: the product has
   * none, and the page says so rather than showing made-up posts. Add only real accounts.
   */
  socialAccounts: [] as readonly { platform: 'facebook' | 'x' | 'linkedin' | 'instagram' | 'youtube' | 'tiktok'; url: string }[],
  /** The app is one Node process with its SQLite database; by default the publisher runs it. */
  host: {
    name: 'Prépa Naturalisation',
    address: 'Paris, France',
  },
} as const;

export const supportMailto = (subject?: string) =>
  `mailto:${SITE_INFO.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
