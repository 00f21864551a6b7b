// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

const ORIGIN = 'https://prepa.example';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/history', ORIGIN)).toBe('/history');
    expect(safeNextPath('/quiz?theme=societe#top', ORIGIN)).toBe('/quiz?theme=societe#top');
    // Encoded characters stay encoded: a path, never a header or another host.
    expect(safeNextPath('/%0d%0a//evil', ORIGIN)).toBe('/%0d%0a//evil');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'history',
    '/login',
    '/register?next=/x',
    '/api/auth/google',
    `/x\u0000`,
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(safeNextPath(raw as string | null, ORIGIN)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('asks to come back to the page', () => {
    expect(loginPathFor('/history?x=1')).toBe('/login?next=%2Fhistory%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });
});
