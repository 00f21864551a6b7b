// Every string and every list a client can send has a maximum length (docs/security.md): walks each zod
// schema exported by src/shared/schemas/*.ts (the inputs of every tRPC procedure and REST route)
// and lists the fields without one. The 1 MB body limit is the outer bound; these keep each field
// to what the product needs, so nothing stores or hashes megabytes of text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/shared/schemas');

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: { check: string } } }[] } };
}
const isZod = (v: unknown): v is ZodLike => typeof v === 'object' && v !== null && '_zod' in v;

const hasMaxLength = (s: ZodLike) =>
  (s._zod.def.checks ?? []).some((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals');

/** Paths (a.b[].c) of the strings and arrays in `schema` that accept any length. */
function unboundedFields(schema: ZodLike, at = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, p: string) => (isZod(child) ? unboundedFields(child, p, seen) : []);
  switch (def.type) {
    case 'string':
      return hasMaxLength(schema) ? [] : [at || '(root)'];
    case 'array':
      return [...(hasMaxLength(schema) ? [] : [at || '(root)']), ...walk(def.element, `${at}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => walk(v, at ? `${at}.${k}` : k));
    case 'record':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case 'pipe': {
      // z.preprocess(fn, schema) is transform → schema; .transform(fn) is schema → transform: the
      // schema side decides. Otherwise (a.pipe(b)) a field is bounded when either side bounds it.
      const isTransform = (s: unknown) => isZod(s) && s._zod.def.type === 'transform';
      if (isTransform(def.in)) return walk(def.out, at);
      if (isTransform(def.out)) return walk(def.in, at);
      const out = new Set(walk(def.out, at));
      return walk(def.in, at).filter((p) => out.has(p));
    }
    case 'union':
      return (def.options as unknown[]).flatMap((o) => walk(o, at));
    case 'intersection':
      return [...walk(def.left, at), ...walk(def.right, at)];
    case 'tuple':
      return [...(def.items as unknown[]).flatMap((o, i) => walk(o, `${at}[${i}]`)), ...walk(def.rest, `${at}[]`)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, at);
    case 'lazy':
      return walk((def.getter as () => unknown)(), at);
    default:
      // Numbers, booleans, enums, literals, transforms; unknown() is used only for fields the
      // server ignores (the published API's userId/isCorrect/score), bounded by the body limit.
      return [];
  }
}

const files = fs.readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('maximum lengths of client input', () => {
  it('finds the schema modules', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)('every string and list in src/shared/schemas/%s has a maximum length', async (file) => {
    const mod = (await import(path.join(SCHEMAS_DIR, file))) as Record<string, unknown>;
    const schemas = Object.entries(mod).filter(([, v]) => isZod(v));
    expect(schemas.length, `${file} exports zod schemas`).toBeGreaterThan(0);
    const unbounded = schemas.flatMap(([name, s]) => unboundedFields(s as ZodLike).map((p) => `${name}: ${p}`));
    expect(unbounded).toEqual([]);
  });

  it('the walker itself sees a missing maximum (so the test above can fail)', () => {
    const schema = z.object({
      ok: z.string().max(3),
      bad: z.string().trim(),
      list: z.array(z.string().max(2)),
      nested: z.preprocess((v) => v, z.object({ deep: z.email() })).optional(),
      piped: z.string().max(9).pipe(z.email()),
      transformed: z.string().transform((v) => v.length),
    });
    expect(unboundedFields(schema as unknown as ZodLike)).toEqual(['bad', 'list', 'nested.deep', 'transformed']);
  });
});
