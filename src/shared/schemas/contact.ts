import { z } from 'zod';

export const CONTACT_CATEGORIES = ['question', 'bug', 'feature', 'account', 'technical'] as const;

/** The contact form (docs/product.md#contact): every field required, email typed, bounded lengths. */
export const contactInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  category: z.enum(CONTACT_CATEGORIES),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});
export type ContactInput = z.infer<typeof contactInput>;
