// The server's messages are one closed table: every key has a French, an English and an Arabic text, no
// area table redefines another's key, and every key literal the server or the shared schemas
// throw (including zod custom messages, which tsc cannot check) is in the table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account.messages.js';
import { ADMIN_MESSAGES } from './admin.messages.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { COMMUNITY_MESSAGES } from './community.messages.js';
import { FACTS_MESSAGES } from './facts.messages.js';
import { GLOSSARY_MESSAGES } from './glossary.messages.js';
import { GROUPS_MESSAGES } from './groups.messages.js';
import { INTERVIEW_MESSAGES } from './interview.messages.js';
import { LEARNING_MESSAGES } from './learning.messages.js';
import { ALL_MESSAGES, isMessageKey, LANGS, SERVER_MESSAGES, translate } from './messages.js';
import { QUIZ_MESSAGES } from './quiz.messages.js';
import { SECURITY_MESSAGES } from './security.messages.js';

const root = join(import.meta.dirname, '..', '..', '..');
const TABLES = {
  SERVER_MESSAGES,
  SECURITY_MESSAGES,
  AUTH_MESSAGES,
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  QUIZ_MESSAGES,
  COMMUNITY_MESSAGES,
  LEARNING_MESSAGES,
  GROUPS_MESSAGES,
  INTERVIEW_MESSAGES,
  FACTS_MESSAGES,
  GLOSSARY_MESSAGES,
};
// A dotted literal of an area that is neither an object key nor a procedure path (route-limits.ts
// names procedures the same way).
const KEY_LITERAL =
  /(?<!procedure: )['"`]((?:errors|auth|account|admin|quiz|community|learning|interview)\.[a-z_]+(?:\.[a-z_]+)*)['"`](?!\s*:)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('server messages', () => {
  it('has a non-empty text in every language for every key, none copied from another', () => {
    expect(LANGS).toEqual(['fr', 'en', 'ar']);
    for (const [key, entry] of Object.entries(ALL_MESSAGES)) {
      expect(Object.keys(entry).sort(), key).toEqual([...LANGS].sort());
      for (const lang of LANGS) expect(entry[lang].trim(), `${key} (${lang})`).not.toBe('');
      expect(entry.fr, `${key}: French text copied from English`).not.toBe(entry.en);
      // Arabic script, not a copy of the French or English (Latin words such as JSON may appear inside).
      expect(entry.ar, `${key} (ar) is not in Arabic script`).toMatch(/[\u0600-\u06FF]/);
      expect(entry.ar, `${key} (ar) repeats a Latin sentence`).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{2,} [A-Za-z]{2,}/);
    }
  });

  it('defines each key in one area table only', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [table, messages] of Object.entries(TABLES)) {
      for (const key of Object.keys(messages)) {
        const previous = owner.get(key);
        if (previous) clashes.push(`${key} in ${previous} and ${table}`);
        owner.set(key, table);
      }
    }
    expect(clashes).toEqual([]);
    expect(owner.size).toBe(Object.keys(ALL_MESSAGES).length);
  });

  it('knows every message key used in server and shared code', () => {
    const unknown: string[] = [];
    for (const file of [...sourceFiles(join(root, 'src', 'server')), ...sourceFiles(join(root, 'src', 'shared'))]) {
      if (file.includes(`${join('src', 'server', 'i18n')}`)) continue;
      for (const [, key] of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
        if (key && !isMessageKey(key)) unknown.push(`${relative(root, file)}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('translates by language and rejects inherited names as keys', () => {
    expect(translate('errors.forbidden', 'en')).toBe('You do not have permission to do this.');
    expect(translate('errors.forbidden', 'ar')).toBe('ليست لديك الصلاحيات اللازمة لهذا الإجراء.');
    expect(isMessageKey('errors.forbidden')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('errors.no_such_key')).toBe(false);
  });
});
