// Reading aloud in the text's language: a French voice for French, an Arabic voice for the Arabic
// help text, and no Arabic button on a device without an Arabic voice (another voice would read it
// as if it were its own language).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { ListenButton } from './ListenButton';

interface FakeVoice {
  lang: string;
  name: string;
}

class FakeUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  voice: FakeVoice | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(public text: string) {}
}

let voices: FakeVoice[];
let spoken: FakeUtterance[];
const listeners = new Set<() => void>();

beforeEach(() => {
  voices = [{ lang: 'fr-FR', name: 'Amélie' }, { lang: 'en-US', name: 'Samantha' }];
  spoken = [];
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (u: FakeUtterance) => spoken.push(u),
    cancel: () => {},
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  listeners.clear();
});

describe('ListenButton', () => {
  it('reads French with the French voice', () => {
    render(<ListenButton text="Quelle est la devise ?" label="Écouter" />);
    fireEvent.click(screen.getByTestId('listen'));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Quelle est la devise ?', lang: 'fr-FR', voice: { name: 'Amélie' } });
  });

  it('hides the Arabic button until the device has an Arabic voice, then reads with it', () => {
    render(<ListenButton text="ما هو شعار الجمهورية؟" lang="ar" needsVoice label="استمع" />);
    expect(screen.queryByTestId('listen')).toBeNull();
    // Browsers fill the voices list after the page loads.
    act(() => {
      voices = [...voices, { lang: 'ar-EG', name: 'Tarik' }];
      for (const fn of listeners) fn();
    });
    fireEvent.click(screen.getByTestId('listen'));
    expect(spoken[0]).toMatchObject({ text: 'ما هو شعار الجمهورية؟', lang: 'ar-EG', voice: { name: 'Tarik' } });
  });

  it('reads English with an English voice', () => {
    render(<ListenButton text="What is the motto?" lang="en" needsVoice label="Listen" />);
    fireEvent.click(screen.getByTestId('listen'));
    expect(spoken[0]).toMatchObject({ lang: 'en-US', voice: { name: 'Samantha' } });
  });
});
