import { describe, expect, it } from 'vitest';
import { isolated } from './bidi';

describe('isolated', () => {
  it('wraps French text in Unicode isolates on a right-to-left page only', () => {
    expect(isolated('art. 88-3', 'rtl')).toBe('\u2068art. 88-3\u2069');
    expect(isolated('art. 88-3', 'ltr')).toBe('art. 88-3');
  });
});
