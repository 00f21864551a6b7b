// Mantine's testing recipe: render inside the app's providers (Mantine, tRPC, TanStack Query),
// plus what the client tests around a language switch share: the switch itself, the return to
// French after each test, and a probe of the direction Mantine was given.
import { useDirection } from '@mantine/core';
import { act, render as rtlRender, type RenderOptions } from '@testing-library/react';
import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { AppProviders } from '../../src/client/App';
import { bindSession, createClients, DataProvider } from '../../src/client/data';
import { type Language, setLanguage } from '../../src/client/i18n';

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

/** Switches the interface language inside act(): the mounted tree re-renders in it before the next line. */
export async function inLanguage(lang: Language): Promise<void> {
  await act(async () => {
    await setLanguage(lang);
  });
}

/**
 * For afterEach: back to French and an empty localStorage (the language choice, the help
 * translation shown or hidden…), so that no test starts in the language the one before chose.
 */
export async function resetLanguage(): Promise<void> {
  await inLanguage('fr');
  localStorage.clear();
}

/** Mantine's direction ('ltr' or 'rtl') under test id `mantine-dir`: render it beside the component. */
export function MantineDirection() {
  return <span data-testid="mantine-dir">{useDirection().dir}</span>;
}

/** The text without the Unicode isolates (U+2066–U+2069) that wrap a figure or a word of another direction. */
export function withoutIsolates(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u2066-\u2069]/g, '');
}
