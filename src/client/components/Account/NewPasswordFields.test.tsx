import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { PASSWORD_MAX } from '../../../shared/constants';
import { NewPasswordFields, useNewPassword, type NewPasswordProblem } from './NewPasswordFields';

/** The fields as a form uses them, with what problem() finds shown, and a button that clears them. */
function Form({ error }: { error?: string }) {
  const state = useNewPassword();
  const problem: NewPasswordProblem | null = state.problem();
  return (
    <form>
      <NewPasswordFields state={state} labels={{ password: 'Nouveau', confirm: 'Confirmer', hint: '6 caractères au moins' }} error={error} testIds={{ password: 'pw', confirm: 'pw2' }} />
      <output data-testid="problem">{problem ?? 'none'}</output>
      <button type="button" onClick={state.clear}>
        vider
      </button>
    </form>
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('NewPasswordFields', () => {
  it('asks for the password twice, as a new password, with the hint and the limit', () => {
    render(<Form />);
    const first = screen.getByLabelText(/^Nouveau/);
    const second = screen.getByLabelText(/^Confirmer/);
    for (const input of [first, second]) {
      expect(input.getAttribute('autocomplete')).toBe('new-password');
      expect(input.getAttribute('maxlength')).toBe(String(PASSWORD_MAX));
      expect(input).toBeRequired();
    }
    expect(screen.getByText('6 caractères au moins')).toBeInTheDocument();
  });

  it('finds a password too short first, then two that differ, then nothing; clear empties both', () => {
    render(<Form />);
    expect(screen.getByTestId('problem').textContent).toBe('tooShort');
    type('pw', 'assez-long');
    expect(screen.getByTestId('problem').textContent).toBe('mismatch');
    type('pw2', 'assez-long');
    expect(screen.getByTestId('problem').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'vider' }));
    expect((screen.getByTestId('pw') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('pw2') as HTMLInputElement).value).toBe('');
  });

  it('shows the error under the confirmation', () => {
    render(<Form error="Les mots de passe ne correspondent pas." />);
    const second = screen.getByLabelText(/^Confirmer/);
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
  });
});
