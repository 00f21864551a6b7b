// Whether the first page is on screen (issue 36). main.tsx marks the start and the end of the first
// render (hydration included); what the first page does not need (the data layer: tRPC and
// TanStack Query, the session's first call, the testimonials, a member's buttons) waits for it, so
// that a phone downloads, parses and runs only the first page's code before that page works.
// Without main.tsx (a test rendering components) the first render counts as done.

let done = true;
const waiting = new Set<() => void>();

/** main.tsx, before its first render. */
export function firstRenderStarts(): void {
  done = false;
}

/** main.tsx, once the first page has rendered or hydrated: what waited runs now. */
export function firstRenderDone(): void {
  if (done) return;
  done = true;
  performance.mark?.('prepa:first-render');
  for (const run of [...waiting]) run();
  waiting.clear();
}

export const isFirstRenderDone = (): boolean => done;

/** Subscribes to the end of the first render (useSyncExternalStore). */
export function onFirstRenderDone(run: () => void): () => void {
  if (done) return () => {};
  waiting.add(run);
  return () => waiting.delete(run);
}

/** Runs `run` once the first page is on screen (now if it already is), after the current task. */
export function afterFirstRender(run: () => void): void {
  const later = () => setTimeout(run, 0);
  if (done) later();
  else waiting.add(later);
}
