import { sql } from 'kysely';
import type { Db } from '../client.js';
import { ARABIC_QUESTION_TEXTS } from './content/questions/ar/index.js';
import type { ArabicQuestionTexts, SeedQuestion } from './content/questions/types.js';

/**
 * Upserts the question bank by stable id. Editing a question in its file and restarting
 * updates it; a question removed from the files is deactivated, not deleted, so that past
 * responses keep their question.
 */
export async function seedQuestions(
  db: Db,
  questions: readonly SeedQuestion[],
  arabic: ArabicQuestionTexts = ARABIC_QUESTION_TEXTS,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    let written = 0;
    for (const q of questions) {
      // The Arabic help text, if a translator has written it (null columns otherwise).
      const ar = Object.hasOwn(arabic, q.id) ? arabic[q.id] : undefined;
      const row = {
        id: q.id,
        content: q.content,
        contentEn: q.contentEn,
        type: 'mcq' as const,
        options: JSON.stringify(q.options),
        optionsEn: JSON.stringify(q.optionsEn),
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        explanationEn: q.explanationEn,
        contentAr: ar?.content ?? null,
        optionsAr: ar ? JSON.stringify(ar.options) : null,
        explanationAr: ar?.explanation ?? null,
        category: q.category,
        theme: q.theme,
        subtheme: q.subtheme,
        kind: q.kind,
        difficulty: q.difficulty,
        source: q.source,
        officialRef: q.officialRef ?? null,
        factKey: q.factKey ?? null,
        isDemo: q.demo ? (1 as const) : (0 as const),
        updatedAt: now,
      };
      // Only touch rows whose seeded content changed, so admin toggles (isActive) survive a
      // restart and unchanged rows cost no write. A row an admin edited (admin_edited_at) is
      // left as the admin left it.
      const result = await trx
        .insertInto('questions')
        .values({ ...row, isActive: 1 })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet(row).where(
            sql<boolean>`questions.admin_edited_at IS NULL AND (questions.content != excluded.content
              OR questions.content_en != excluded.content_en
              OR questions.options != excluded.options
              OR questions.options_en != excluded.options_en
              OR questions.correct_answer != excluded.correct_answer
              OR questions.explanation != excluded.explanation
              OR questions.explanation_en != excluded.explanation_en
              OR questions.content_ar IS DISTINCT FROM excluded.content_ar
              OR questions.options_ar IS DISTINCT FROM excluded.options_ar
              OR questions.explanation_ar IS DISTINCT FROM excluded.explanation_ar
              OR questions.category != excluded.category
              OR questions.theme != excluded.theme
              OR questions.subtheme != excluded.subtheme
              OR questions.kind != excluded.kind
              OR questions.difficulty != excluded.difficulty
              OR questions.source != excluded.source
              OR questions.official_ref IS DISTINCT FROM excluded.official_ref
              OR questions.fact_key IS DISTINCT FROM excluded.fact_key
              OR questions.is_demo != excluded.is_demo)`,
          ),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    const ids = questions.map((q) => q.id);
    // Deactivate rows no longer in the files (chunked: SQLite limits bound parameters).
    const keep = new Set(ids);
    const existing = await trx.selectFrom('questions').select(['id']).where('isActive', '=', 1).execute();
    const removed = existing.map((r) => r.id).filter((id) => !keep.has(id));
    for (let i = 0; i < removed.length; i += 500) {
      await trx
        .updateTable('questions')
        .set({ isActive: 0, updatedAt: now })
        .where('id', 'in', removed.slice(i, i + 500))
        .execute();
    }
    // Other app processes on this database reload their in-memory bank
    // (src/server/services/question-bank.ts).
    if (written + removed.length > 0) {
      await trx.updateTable('cacheVersions').set((eb) => ({ version: eb('version', '+', 1) })).where('name', '=', 'questions').execute();
    }
  });
}
