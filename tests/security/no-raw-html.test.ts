// User text is never rendered as HTML (docs/security.md). React escapes every string it renders; the only
// ways around that are the raw-HTML doors below. None may appear in the client, so text from users
// (stories, contact messages, names, interview answers) can only ever show as text. The browser
// test tests/e2e/security.e2e.test.ts proves the result end to end.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/client');
const RAW_HTML = /dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write\(|createContextualFragment|DOMParser|new Function\(|\beval\(/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('no raw HTML in the client', () => {
  it('no component or helper writes HTML from a string', () => {
    const files = sources(CLIENT);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => RAW_HTML.test(line) && !line.trim().startsWith('//'))
        .map(({ line, i }) => `${path.relative(CLIENT, f)}:${i + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the pattern catches each raw-HTML door (so the test above can fail)', () => {
    for (const line of ['<div dangerouslySetInnerHTML={{ __html: s }} />', 'el.innerHTML = s;', "el.insertAdjacentHTML('beforeend', s)", 'document.write(s)', 'new DOMParser()']) {
      expect(RAW_HTML.test(line), line).toBe(true);
    }
    expect(RAW_HTML.test('<Text>{story.story}</Text>')).toBe(false);
  });
});
