// The glossary of civic and administrative words (/glossaire): inputs and answers shared by the
// tRPC router, the REST adapter and the client. zod only.
import { z } from 'zod';

export const GLOSSARY_LIMITS = {
  slug: 64,
  term: 120,
  definition: 400,
  /** Plain-language definitions: a French one stays within this many words. */
  definitionWords: 30,
  variant: 120,
  variantsMax: 20,
} as const;

export const glossarySlug = z
  .string()
  .trim()
  .min(1)
  .max(GLOSSARY_LIMITS.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const text = (max: number) => z.string().trim().min(1).max(max);
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Every field an admin may change on an entry. */
export const glossaryFields = z.object({
  term: text(GLOSSARY_LIMITS.term),
  variants: z
    .array(text(GLOSSARY_LIMITS.variant))
    .max(GLOSSARY_LIMITS.variantsMax)
    .refine((v) => new Set(v.map((s) => s.toLowerCase())).size === v.length, { message: 'glossary.variants_duplicate' }),
  definition: text(GLOSSARY_LIMITS.definition).refine((s) => wordCount(s) <= GLOSSARY_LIMITS.definitionWords, {
    message: 'glossary.definition_too_long',
  }),
  termEn: text(GLOSSARY_LIMITS.term),
  definitionEn: text(GLOSSARY_LIMITS.definition),
  termAr: text(GLOSSARY_LIMITS.term),
  definitionAr: text(GLOSSARY_LIMITS.definition),
});
export type GlossaryFields = z.output<typeof glossaryFields>;
export const GLOSSARY_EDITABLE_FIELDS = Object.keys(glossaryFields.shape) as (keyof GlossaryFields)[];

/** glossary.get / GET /api/glossary/{slug} */
export const glossaryGetInput = z.object({ slug: glossarySlug });

/** admin.glossary.update / PATCH /api/admin/glossary/{slug}: any subset of the fields. */
export const glossaryUpdateInput = glossaryFields
  .partial()
  .extend({ slug: glossarySlug })
  .refine((v) => GLOSSARY_EDITABLE_FIELDS.some((f) => v[f] !== undefined), { message: 'admin.nothing_to_update' });
export type GlossaryUpdateInput = z.output<typeof glossaryUpdateInput>;

/** One entry as everyone sees it; `questionIds` are the active questions whose French uses it. */
export interface GlossaryTermDto extends GlossaryFields {
  slug: string;
  questionIds: string[];
}

/** A question that uses a term: its French text and where it sits, never its answer. */
export interface GlossaryQuestionDto {
  id: string;
  content: string;
  theme: string;
  subtheme: string;
}

export interface GlossaryTermDetailDto extends GlossaryTermDto {
  questions: GlossaryQuestionDto[];
}

export interface AdminGlossaryTermDto extends GlossaryTermDto {
  /** When an admin last edited the entry (the seed then leaves it alone), else null. */
  adminEditedAt: string | null;
}
