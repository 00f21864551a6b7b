// Mantine's testing recipe: render inside the app's providers (Mantine, tRPC, TanStack Query).
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { AppProviders } from '../../src/client/App';

export function render(ui: ReactElement, options?: RenderOptions) {
  return rtlRender(ui, {
    wrapper: ({ children }) => (
      <AppProviders>
        <Suspense fallback={null}>{children}</Suspense>
      </AppProviders>
    ),
    ...options,
  });
}
