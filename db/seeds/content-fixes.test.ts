// The content fixes of issue 38 reach a database seeded before them: the seed upserts a question or a
// glossary entry whose seeded text changed (one an admin edited stays as the admin left it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.js';
import { runSeeds } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OLD_VAL_002 = [
  'Sur les pièces de monnaie en euros frappées en France',
  "Sur les plaques d'immatriculation des voitures",
  'Sur les mairies et les écoles publiques',
  "Sur les panneaux d'entrée de toutes les communes",
];

describe('issue 38 fixes on an existing database', () => {
  it('replaces the old texts at the next start, except where an admin edited the entry', async () => {
    await t.db.updateTable('questions').set({ options: JSON.stringify(OLD_VAL_002) }).where('id', '=', 'val-002').execute();
    await t.db.updateTable('glossaryTerms').set({ definition: "Une loi de 2023 l'a fixé à 15 ans." }).where('slug', '=', 'majorite-numerique').execute();
    await t.db
      .updateTable('glossaryTerms')
      .set({ definition: 'Texte de l’administrateur.', adminEditedAt: new Date().toISOString() })
      .where('slug', '=', 'reclusion')
      .execute();

    await runSeeds(t.db);

    const val002 = await t.db.selectFrom('questions').select('options').where('id', '=', 'val-002').executeTakeFirstOrThrow();
    expect(JSON.parse(val002.options)).toContain('Sur les billets de banque en euros imprimés en France');
    const majorite = await t.db.selectFrom('glossaryTerms').select('definition').where('slug', '=', 'majorite-numerique').executeTakeFirstOrThrow();
    expect(majorite.definition).toContain('jamais été appliquée');
    const reclusion = await t.db.selectFrom('glossaryTerms').select('definition').where('slug', '=', 'reclusion').executeTakeFirstOrThrow();
    expect(reclusion.definition).toBe('Texte de l’administrateur.');
  });
});
