// Mantine's testing recipe: render inside the app's providers (Mantine, tRPC, TanStack Query).
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { AppProviders } from '../../src/client/App';
import { bindSession, createClients, DataProvider } from '../../src/client/data';

/** The data layer on fresh clients for each render, the session store following them. */
function TestData({ children }: { children: ReactNode }) {
  const [clients] = useState(() => {
    const fresh = createClients();
    bindSession(fresh);
    return fresh;
  });
  useEffect(() => () => bindSession(createClients())(), []);
  return <DataProvider clients={clients}>{children}</DataProvider>;
}

export function render(ui: ReactElement, options?: RenderOptions) {
  return rtlRender(ui, {
    wrapper: ({ children }) => (
      <AppProviders>
        <TestData>
          <Suspense fallback={null}>{children}</Suspense>
        </TestData>
      </AppProviders>
    ),
    ...options,
  });
}
