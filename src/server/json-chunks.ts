// A large JSON document written in pieces: the same text as JSON.stringify(value, null, 2), but
// long arrays are serialised a batch at a time with a turn of the event loop in between, so that
// one member's full export (tens of thousands of answers) never holds every other request.
import { setImmediate as nextTurn } from 'node:timers/promises';

const BATCH = 500;

const indent = (json: string, pad: string) => json.replace(/\n/g, `\n${pad}`);

export async function* prettyJsonChunks(value: unknown): AsyncGenerator<string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    yield JSON.stringify(value, null, 2);
    return;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && typeof v !== 'function');
  if (entries.length === 0) {
    yield '{}';
    return;
  }
  yield '{\n';
  for (const [i, [key, v]] of entries.entries()) {
    const tail = i < entries.length - 1 ? ',\n' : '\n';
    if (Array.isArray(v) && v.length > BATCH) {
      yield `  ${JSON.stringify(key)}: [\n`;
      for (let start = 0; start < v.length; start += BATCH) {
        const batch = v.slice(start, start + BATCH).map((el) => `    ${indent(JSON.stringify(el ?? null, null, 2), '    ')}`);
        yield batch.join(',\n') + (start + BATCH < v.length ? ',\n' : '\n');
        await nextTurn();
      }
      yield `  ]${tail}`;
    } else {
      yield `  ${JSON.stringify(key)}: ${indent(JSON.stringify(v, null, 2), '  ')}${tail}`;
    }
  }
  yield '}';
}
