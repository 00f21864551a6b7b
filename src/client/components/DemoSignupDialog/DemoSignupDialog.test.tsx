import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { DemoSignupDialog, isDemoSignupComplete } from './DemoSignupDialog';

describe('DemoSignupDialog', () => {
  it('keeps submit disabled until email, password and terms are all set', async () => {
    const onSubmit = vi.fn();
    render(<DemoSignupDialog opened onClose={() => {}} onSubmit={onSubmit} />);
    const submit = await screen.findByRole('button', { name: 'Commencer gratuitement' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'a@b.fr' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret' } });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.fr', password: 'secret', acceptedTerms: true });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
  });

  it('without onSubmit, closes and tells the visitor to use the buttons at the top', async () => {
    const onClose = vi.fn();
    render(<DemoSignupDialog opened onClose={onClose} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }), { target: { value: 'a@b.fr' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Commencer gratuitement' }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Utilisez les boutons de connexion')).toBeInTheDocument();
  });

  it('isDemoSignupComplete needs all three', () => {
    expect(isDemoSignupComplete({ email: ' ', password: 'x', acceptedTerms: true })).toBe(false);
    expect(isDemoSignupComplete({ email: 'a@b.fr', password: '', acceptedTerms: true })).toBe(false);
    expect(isDemoSignupComplete({ email: 'a@b.fr', password: 'x', acceptedTerms: false })).toBe(false);
    expect(isDemoSignupComplete({ email: 'a@b.fr', password: 'x', acceptedTerms: true })).toBe(true);
  });
});
