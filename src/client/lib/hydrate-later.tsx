// Sections of a prerendered page that hydrate after the rest of the page, one per idle moment,
// rather than all in one hydration pass (issue 36: the landing's below-the-fold sections made that
// pass and its commit one of the page's long tasks on a phone). While a section waits, React keeps
// its server markup as it is: the visitor sees the same page, nothing moves. The page stays inert
// until every section has hydrated (main.tsx), as it did while the whole page hydrated at once: no
// input can reach a section React has not taken over, and no change of language can reach its
// markup before React has (that would be a hydration mismatch).
//
// Only when main.tsx hydrates a prerendered page (startHydratingLater): in the prerender and in a
// page rendered on the client (English or Arabic, another route first), a section renders at once.
import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

/** A promise React's `use` reads synchronously once fulfilled (its status is tracked here). */
type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined; open: () => void };

let hydrating = false;
/** The rest of the page has hydrated: the waiting sections may hydrate now. */
let released = false;
let opening = false;
const gates = new Map<string, Gate>();
const waiting: Gate[] = [];
/** The sections rendered (their boundary exists) and those whose content has committed. */
const expected = new Set<string>();
const committed = new Set<string>();
let whenAllCommitted: (() => void) | null = null;

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    }) as Gate;
    promise.status = 'pending';
    promise.open = () => {
      if (promise.status === 'fulfilled') return;
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    };
    gate = promise;
    gates.set(id, gate);
    waiting.push(gate);
    // A nested boundary is first rendered in a pass of its own, after the rest of the page's.
    openOneByOne();
  }
  return gate;
}

const idle = (run: () => void): void => {
  // Safari has no requestIdleCallback: a short pause instead.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 20);
};

/** One waiting section after another, each in its own idle moment (its own render and commit). */
function openOneByOne(): void {
  if (!released || opening || waiting.length === 0) return;
  opening = true;
  const step = () => {
    waiting.shift()?.open();
    if (waiting.length > 0) idle(step);
    else opening = false;
  };
  idle(step);
}

function checkAllCommitted(): void {
  if (!whenAllCommitted) return;
  for (const id of expected) if (!committed.has(id)) return;
  const run = whenAllCommitted;
  whenAllCommitted = null;
  run();
}

/** main.tsx, just before hydrateRoot. */
export function startHydratingLater(): void {
  hydrating = true;
}

/**
 * main.tsx, once the rest of the first page is on screen: lets the waiting sections hydrate, then
 * runs `run` once every section of the page has (at once when there is none).
 */
export function afterSectionsHydrate(run: () => void): void {
  released = true;
  whenAllCommitted = run;
  openOneByOne();
  checkAllCommitted();
}

const noSubscription = () => () => {};

function Gated({ id, children }: { id: string; children: ReactNode }) {
  // True only while React hydrates (its server snapshot); false in a client render.
  const inHydration = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  useEffect(() => {
    committed.add(id);
    checkAllCommitted();
  }, [id]);
  if (hydrating && inHydration) {
    const gate = gateFor(id);
    if (gate.status !== 'fulfilled') use(gate as Promise<void>);
  }
  return children;
}

/** `children` in their own Suspense boundary, hydrated once the page is idle (see above). */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  // Committed with the rest of the page (outside the boundary), before the page's own ready effect:
  // the page knows what to wait for. A section removed before it hydrated (a remembered member's
  // '/' turns into the dashboard as soon as the session answers) is no longer waited for.
  useLayoutEffect(() => {
    expected.add(id);
    return () => {
      expected.delete(id);
      checkAllCommitted();
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      <Gated id={id}>{children}</Gated>
    </Suspense>
  );
}
