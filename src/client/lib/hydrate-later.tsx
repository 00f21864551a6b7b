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

/**
 * The promise a waiting section suspends on, one per section id. Its `status` is set here, not by
 * React: `use` leaves alone a thenable whose status is already a string, and `open` marks it
 * fulfilled at once, so the section's next render (React retries it when the promise resolves)
 * goes through without another suspension.
 */
type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined; open: () => void };

/** main.tsx is hydrating a prerendered page (startHydratingLater): the sections wait for their gate. */
let hydratingPrerender = false;
/** The rest of the page has hydrated (afterSectionsHydrate): the waiting sections may hydrate now. */
let released = false;
/** openOneByOne's loop is running: a second call leaves the new gates to it. */
let opening = false;
const gates = new Map<string, Gate>();
/** Gates not yet opened, in the order their sections first rendered (the page's order). */
const waiting: Gate[] = [];
/** The sections rendered (their boundary exists) and those whose content has committed. */
const expected = new Set<string>();
const committed = new Set<string>();
/** afterSectionsHydrate's callback until it has run (once). */
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
    // React leaves each section's boundary dehydrated in the page's hydration pass and first
    // renders its content in a later pass (idle priority), often after the release: the gate made
    // now starts the loop if it is not running.
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
  hydratingPrerender = true;
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
  // React reads the server snapshot while it hydrates and the client one otherwise: true only while
  // this section hydrates. Once hydrated, a render of it (a change of language) never waits.
  const inHydration = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  useEffect(() => {
    committed.add(id);
    checkAllCommitted();
  }, [id]);
  if (hydratingPrerender && inHydration) {
    const gate = gateFor(id);
    // Suspending keeps the section's server markup on screen as it is, until the gate opens.
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
