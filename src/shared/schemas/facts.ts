// Current facts (who holds an office, how many regions, the civic exam's rules): inputs and answers,
// shared by the tRPC routers, the REST adapter and the client. zod only.
import { z } from 'zod';

export const FACT_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const FACT_VALUE_MAX = 300;
export const FACT_SOURCE_MAX = 500;

const value = z.string().trim().min(1).max(FACT_VALUE_MAX);

/**
 * admin.facts.update / PATCH /api/admin/facts/:key. Any changed field counts as checked today;
 * `verified: true` alone records that the value was checked today and still holds.
 */
export const factUpdateInput = z
  .object({
    key: z.string().max(40).regex(FACT_KEY_PATTERN),
    valueFr: value.optional(),
    valueEn: value.optional(),
    valueAr: value.optional(),
    source: z.string().trim().min(3).max(FACT_SOURCE_MAX).optional(),
    verified: z.boolean().optional(),
  })
  .strict();
export type FactUpdateInput = z.infer<typeof factUpdateInput>;

/** A current fact as anyone may read it (/sources). */
export interface CurrentFactDto {
  key: string;
  valueFr: string;
  valueEn: string;
  valueAr: string;
  source: string;
  /** YYYY-MM-DD: the day it was last checked. */
  verifiedAt: string;
  /** Not checked for FACT_STALE_DAYS days or more. */
  stale: boolean;
  /**
   * Shown as « à vérifier »: stale, an office holder no admin has confirmed yet, or checked before a
   * known change (an election) that has since taken place (db/seeds/content/facts.ts).
   */
  toCheck: boolean;
}

/** A question whose served answer follows a fact. */
export interface FactDependentDto {
  id: string;
  content: string;
  /** The answer written in the question; the served one is the fact's value. */
  writtenAnswer: string;
  /** The written answer no longer matches the fact: its explanation needs an admin's rewrite. */
  needsReview: boolean;
}

/** What the admin panel shows of a fact. */
export interface AdminFactDto extends CurrentFactDto {
  daysSinceVerified: number;
  /** E-mail of the admin who last changed or verified it; null for the seeded value. */
  updatedBy: string | null;
  updatedAt: string;
  dependents: FactDependentDto[];
}
