import { z } from 'zod';

export const CONTACT_CATEGORIES = ['question', 'bug', 'feature', 'account', 'technical', 'content'] as const;

/**
 * The item a « Signaler une erreur » link reports (issue 38): a question ('question:val-002') or a
 * glossary entry ('glossary:laicite'). The contact form carries it; the admin inbox counts open
 * reports per item.
 */
export const REPORT_ITEM_PATTERN = /^(question|glossary):[a-z0-9][a-z0-9-]{0,79}$/;

/** The contact form (docs/product.md#contact): every field required, email typed, bounded lengths. */
export const contactInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  category: z.enum(CONTACT_CATEGORIES),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  itemId: z.string().max(100).regex(REPORT_ITEM_PATTERN).optional(),
});
export type ContactInput = z.infer<typeof contactInput>;
