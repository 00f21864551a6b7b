// Who runs the site and how to reach them: shown on /contact, /faq, /legal, /privacy and /terms.
// Nothing here is invented (issue 36): the operator's e-mail and postal address come from the
// deployment (CONTACT_EMAIL, CONTACT_ADDRESS, read through config.public); without them the pages
// say so and point to the contact form.
import { trpc } from '../../trpc';

export const SITE_INFO = {
  /**
   * The publisher's own social media accounts, shown on /social-media-hub. Empty: the product has
   * none, and the page says so rather than showing made-up posts. Add only real accounts.
   */
  socialAccounts: [] as readonly { platform: 'facebook' | 'x' | 'linkedin' | 'instagram' | 'youtube' | 'tiktok'; url: string }[],
} as const;

export interface ContactDetails {
  /** CONTACT_EMAIL, or null when the deployment sets none. */
  email: string | null;
  /** CONTACT_ADDRESS, or null. */
  address: string | null;
}

/** The operator's contact details as the deployment configures them; null while they load. */
export function useContactDetails(): ContactDetails | null {
  const config = trpc.config.public.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (config.isPending) return null;
  return { email: config.data?.contactEmail ?? null, address: config.data?.contactAddress ?? null };
}

export const mailto = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
