import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import { QueryState } from './QueryState';

// Mantine's Loader is a <span>: a name on it needs a role, or axe reports a serious
// aria-prohibited-attr (it did, in the admin browser test, whenever a tab was still loading).
describe('QueryState', () => {
  it('announces loading with a named progress indicator', async () => {
    render(<QueryState isLoading error={null} onRetry={() => {}} />);
    const spinner = await screen.findByRole('progressbar');
    expect(spinner.getAttribute('aria-label')).toBeTruthy();
    expect(spinner.tagName).toBe('SPAN');
  });
});
