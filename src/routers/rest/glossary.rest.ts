import type { FastifyInstance } from 'fastify';
import { glossaryGetInput, glossaryUpdateInput } from '../../shared/schemas/glossary.js';
import { parseInput } from '../../server/errors.js';
import { getGlossaryTerm, getGlossaryView, listAdminGlossary, updateGlossaryTerm } from '../../server/services/glossary.service.js';
import { etagMemo, PUBLIC_SHORT, sendConditionalJson } from '../../server/http/conditional.js';
import { requireAdmin } from './guards.js';

export async function glossaryRoutes(app: FastifyInstance): Promise<void> {
  const listTag = etagMemo();
  // The same for every visitor and serialised once per version: cacheable, 304 on a known tag.
  app.get('/glossary', async (req, reply) => {
    const view = await getGlossaryView(app.db);
    return sendConditionalJson(req, reply, view.json, PUBLIC_SHORT, listTag(view.json));
  });

  app.get('/glossary/:slug', async (req, reply) => {
    const { slug } = parseInput(glossaryGetInput, req.params);
    return sendConditionalJson(req, reply, JSON.stringify(await getGlossaryTerm(app.db, slug)), PUBLIC_SHORT);
  });

  app.get('/admin/glossary', async (req) => {
    requireAdmin(req);
    return listAdminGlossary(app.db);
  });

  app.patch('/admin/glossary/:slug', async (req) => {
    const user = requireAdmin(req);
    const input = parseInput(glossaryUpdateInput, { ...((req.body as object | null) ?? {}), slug: (req.params as { slug: string }).slug });
    return updateGlossaryTerm(app.db, user, input);
  });
}
