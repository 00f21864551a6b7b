import { describe, expect, it } from 'vitest';
import { settingsFromSearch } from './quiz-settings';

describe('settingsFromSearch', () => {
  it('opens the set-up on the theme, subtheme, kind or category of the address', () => {
    expect(settingsFromSearch('?theme=societe')).toEqual({ theme: 'societe' });
    expect(settingsFromSearch('?theme=principes_valeurs&subtheme=laicite&kind=situation')).toEqual({
      theme: 'principes_valeurs',
      subtheme: 'laicite',
      kind: 'situation',
    });
    expect(settingsFromSearch('?category=histoire')).toEqual({ category: 'histoire' });
  });

  it('ignores what is unknown, and a subtheme of another theme or without its theme', () => {
    expect(settingsFromSearch('?theme=sport&kind=trick&category=x')).toEqual({});
    expect(settingsFromSearch('?theme=societe&subtheme=laicite')).toEqual({ theme: 'societe' });
    expect(settingsFromSearch('?subtheme=laicite')).toEqual({});
    expect(settingsFromSearch('?subtheme=toString&theme=societe')).toEqual({ theme: 'societe' });
  });
});
