// The language switch offers French, English and Arabic, each named in itself; Arabic turns the page
// right to left (html and Mantine), and the choice is kept for the next visit.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineDirection, render, resetLanguage } from '../../../../tests/helpers/render';
import { LANGUAGE_STORAGE_KEY } from '../../../shared/constants';
import { storedLanguage } from '../../i18n';
import { LanguageToggle } from './LanguageToggle';

afterEach(resetLanguage);

describe('LanguageToggle', () => {
  it('switches to Arabic (right to left) and back to French (left to right)', async () => {
    render(
      <>
        <LanguageToggle />
        <MantineDirection />
      </>,
    );
    expect(await screen.findByTestId('lang-ar')).toHaveTextContent('العربية');
    expect(screen.getByTestId('lang-ar')).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('mantine-dir')).toHaveTextContent('ltr');

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    });
    // At once, and still once i18next has loaded the Arabic texts.
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked());
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('mantine-dir')).toHaveTextContent('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(storedLanguage()).toBe('ar');

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'FR' }));
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'FR' })).toBeChecked());
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('mantine-dir')).toHaveTextContent('ltr');
    expect(storedLanguage()).toBe('fr');
  });

  it('on a phone, offers the three languages in one field', async () => {
    render(<LanguageToggle compact />);
    const select = await screen.findByRole('combobox', { name: 'Langue' });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text, o.lang])).toEqual([
      ['fr', 'Français', 'fr'],
      ['en', 'English', 'en'],
      ['ar', 'العربية', 'ar'],
    ]);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'ar' } });
    });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(storedLanguage()).toBe('ar');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('ar'));
  });

  it('reads an unknown stored value as French', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(storedLanguage()).toBe('fr');
  });
});
