// Parts of the page whose code needs the data layer (src/client/data.tsx): lazyWithData renders a
// lazy component inside <DataProvider>; AfterFirstRender holds a part back until the first page is
// on screen (lib/first-render.ts): nothing until then, in the prerender and while hydrating, so that
// the server's markup and the first render agree and the first render holds no tRPC (issue 36).
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { isFirstRenderDone, onFirstRenderDone } from './first-render';

/** A lazy component wrapped in the data layer's providers, whenever it is first rendered. */
// biome-ignore lint/suspicious/noExplicitAny: as React's own lazy(): any component, its props kept
export function lazyWithData<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  return lazy(async () => {
    const [module, data] = await Promise.all([load(), import('../data')]);
    return { default: data.withData(module.default) };
  });
}

/** Its children once the first page is on screen; nothing before (nor in the prerender). */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const ready = useSyncExternalStore(onFirstRenderDone, isFirstRenderDone, () => false);
  if (!ready) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
