// The signed-in member as the whole app reads it (hooks/useAuth.ts), without tRPC or TanStack Query
// in the first page's code (issue 36): the data layer (src/client/data.tsx) keeps this store in
// step with the `auth.user` query, whose cache stays the one truth (a sign-in's setData, a
// sign-out's removal, an invalidation all reach it). The first reader starts the data layer once
// the first page is on screen.
import type { UserDto } from '../../shared/dto';
import { afterFirstRender } from './first-render';

export interface SessionState {
  /** The member, null when signed out, undefined before the first answer. */
  data: UserDto | null | undefined;
  isLoading: boolean;
  /** The last call got no answer from the server (no network): the remembered member stays. */
  offline: boolean;
}

const INITIAL: SessionState = { data: undefined, isLoading: true, offline: false };

let state = INITIAL;
const listeners = new Set<() => void>();
let started = false;

export const getSession = (): SessionState => state;

/** The data layer's binding writes here. */
export function setSession(next: SessionState): void {
  if (next.data === state.data && next.isLoading === state.isLoading && next.offline === state.offline) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    afterFirstRender(() => void import('../data').then((data) => data.startSession()));
  }
  return () => {
    listeners.delete(listener);
  };
}
