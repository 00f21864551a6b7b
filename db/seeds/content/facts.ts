// The current facts (table current_facts): values that change over time, each with the day it was
// last checked against its source. Inserted once; afterwards they belong to the admins (admin panel,
// "Faits actuels"), so a restart never overwrites an edit or a verification.
//
// verifiedAt is the day each value was last established, not a guess: office holders carry the date
// of their latest appointment or election known to this dataset, so the admin overview warns about
// them until an admin checks them again (docs/product.md, "Current facts"). The counts and the exam
// rules were checked with the procedure sources on 24 November 2026 (docs/content-sources.md).
import type { CurrentFactTable } from '../../schema.js';

/** A fact as seeded: the table's row without who changed it and when (nobody yet). */
export type SeedFact = Omit<CurrentFactTable, 'updatedBy' | 'updatedAt'>;

export const CURRENT_FACTS: SeedFact[] = [
  {
    key: 'president_republique',
    valueFr: 'Emmanuel Macron',
    valueEn: 'Emmanuel Macron',
    valueAr: 'إيمانويل ماكرون',
    source: 'elysee.fr — investiture du 7 mai 2022 (mandat de cinq ans, Constitution, art. 6)',
    verifiedAt: '2022-05-07',
  },
  {
    key: 'premier_ministre',
    valueFr: 'Sébastien Lecornu',
    valueEn: 'Sébastien Lecornu',
    valueAr: 'سيباستيان لوكورنو',
    source: 'Décret du 10 octobre 2025 portant nomination du Premier ministre (Journal officiel)',
    verifiedAt: '2025-10-10',
  },
  {
    key: 'president_assemblee',
    valueFr: 'Yaël Braun-Pivet',
    valueEn: 'Yaël Braun-Pivet',
    valueAr: 'يائيل براون-بيفيه',
    source: 'assemblee-nationale.fr — élection à la présidence du 18 juillet 2024',
    verifiedAt: '2024-07-18',
  },
  {
    key: 'president_senat',
    valueFr: 'Gérard Larcher',
    valueEn: 'Gérard Larcher',
    valueAr: 'جيرار لارشيه',
    source: 'senat.fr — élection à la présidence du 2 octobre 2023',
    verifiedAt: '2023-10-02',
  },
  {
    key: 'regions_total',
    valueFr: '18',
    valueEn: '18',
    valueAr: '18',
    source: 'Loi n° 2015-29 du 16 janvier 2015, art. 1er ; Constitution du 4 octobre 1958, art. 73 (13 en métropole, 5 outre-mer)',
    verifiedAt: '2026-11-24',
  },
  {
    key: 'regions_metropole',
    valueFr: '13',
    valueEn: '13',
    valueAr: '13',
    source: 'Loi n° 2015-29 du 16 janvier 2015 relative à la délimitation des régions, art. 1er',
    verifiedAt: '2026-11-24',
  },
  {
    key: 'departements',
    valueFr: '101',
    valueEn: '101',
    valueAr: '101',
    source: 'insee.fr — Code officiel géographique (96 en métropole, 5 outre-mer)',
    verifiedAt: '2026-11-24',
  },
  {
    // The same rules as EXAM_QUESTION_COUNT, EXAM_DURATION_MINUTES and EXAM_PASS_MARK in
    // src/shared/constants.ts (a test keeps them in step).
    key: 'examen_civique',
    valueFr: '40 questions (28 de connaissance, 12 mises en situation), 45 minutes, réussi à 32/40 (80 %)',
    valueEn: '40 questions (28 knowledge, 12 situations), 45 minutes, passed at 32/40 (80%)',
    valueAr: '40 سؤالًا (28 سؤال معرفة و12 وضعية عملية)، 45 دقيقة، النجاح بـ 32 من 40 (80 %)',
    source: 'Arrêté du 10 octobre 2025 relatif à l\'examen civique ; décret n° 2025-648 du 15 juillet 2025',
    verifiedAt: '2026-11-24',
  },
];

/**
 * Facts that name who holds an office. Such a value is « à vérifier » (to check) on the public pages
 * until an admin has confirmed or edited it (updatedBy set): the seeded value is only the holder
 * known when this file was written.
 */
export const OFFICE_HOLDER_FACT_KEYS: readonly string[] = ['president_republique', 'premier_ministre', 'president_assemblee', 'president_senat'];

/**
 * Known days on which a fact may have changed (an election, a renewal): a value last checked before
 * that day is « à vérifier », whoever checked it. The Sénat's series 1 was renewed in September 2026
 * and its presidency elected again afterwards; the seeded holder comes from the 2 October 2023
 * election (issue 38), so it stays to check until an admin confirms the 2026 result.
 */
export const FACT_SCHEDULED_CHANGES: Readonly<Record<string, string>> = {
  president_senat: '2026-10-01',
};
