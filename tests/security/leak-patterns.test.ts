// The leak scan used on every answer of the fuzz and matrix runs (harness.ts › findLeak) must see
// what a leaking server would send, and must not cry wolf on the app's ordinary French and English.
import { describe, expect, it } from 'vitest';
import { findLeak } from './harness.js';

describe('findLeak', () => {
  it.each([
    ['a stack frame', 'Error: boom\n    at recordResponse (/work/main/src/server/services/quiz.service.ts:31:11)'],
    ['a bundled stack frame', 'at Object.handler (file:///app/dist/server.mjs:1200:7)'],
    ['a file path', '{"message":"ENOENT: no such file, open \'/home/app/data/app.db\'"}'],
    ['a driver code', '{"message":"SQLITE_CONSTRAINT_UNIQUE: UNIQUE constraint failed: users.email"}'],
    ['a SQLite syntax error', 'near "from": syntax error'],
    ['a query', '{"message":"select "id", "email" from "users" where "id" = ?"}'],
    ['an error class', '{"message":"TypeError: Cannot read properties of undefined"}'],
  ])('sees %s', (_what, body) => {
    expect(findLeak(body)).not.toBeNull();
  });

  it.each([
    '{"message":"Email ou mot de passe incorrect."}',
    '{"message":"Certaines informations sont invalides.","errors":[{"message":"Trop grand : 5000 caractères au plus","path":"message"}]}',
    '{"message":"Too many requests. Please wait a moment before trying again."}',
    '{"content":"En quelle année a été adoptée la Déclaration des droits de l’homme ?","options":["1789","1848"]}',
    '{"story":"Sélectionnez une date puis mettez à jour votre dossier en préfecture."}',
  ])('stays quiet on %s', (body) => {
    expect(findLeak(body)).toBeNull();
  });
});
