import { screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { ErrorBoundary } from './ErrorBoundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('Boom from a component');
  return <p>All good</p>;
}

/** The general limit's 429: a plain JSON body, no tRPC answer. */
function Refused(): never {
  throw new TRPCClientError('Unable to transform response from server', {
    meta: { response: new Response('{"message":"Trop de requêtes."}', { status: 429, headers: { 'retry-after': '300' } }) },
  });
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        defuse
      </button>
      <ErrorBoundary>
        <Bomb explode={explode} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('shows the error screen with details, and retry clears the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(await screen.findByText("Une erreur s'est produite")).toBeInTheDocument();
    // In the app's words first; the raw message only under the technical details.
    expect(screen.getByText("Une erreur inattendue s'est produite.")).toBeInTheDocument();
    expect(screen.getByText('Boom from a component')).toBeInTheDocument();
    fireEvent.click(screen.getByText('defuse'));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
  });

  it('says when to try again after a 429, even when its body was no tRPC answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Refused />
      </ErrorBoundary>,
    );
    expect(await screen.findByText(/Réessayez dans 5 minutes\./)).toBeInTheDocument();
    expect(screen.queryByText(/Unable to transform/)).not.toBeVisible();
  });
});
