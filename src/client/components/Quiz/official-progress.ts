// Where a member stopped in the "Liste officielle" mode: the rank of the next official entry, kept on
// this device (localStorage, one key per member). It is a bookmark, not a result: answers and scores
// live on the server like any quiz's.
import { OFFICIAL_LIST } from '../../../shared/constants';

const key = (userId: string) => `official-list-next:${userId}`;

export function clampRank(n: number): number {
  if (!Number.isFinite(n) || n < 1 || n > OFFICIAL_LIST.entries) return 1;
  return Math.floor(n);
}

export function readOfficialNext(userId: string): number {
  try {
    return clampRank(Number(localStorage.getItem(key(userId)) ?? '1'));
  } catch {
    return 1;
  }
}

/** After answering the entry of rank `rank`: the next one, back to 1 after the last. */
export function saveOfficialAnswered(userId: string, rank: number): void {
  try {
    localStorage.setItem(key(userId), String(clampRank(rank + 1)));
  } catch {
    // Private mode: the mode still works, it starts again at 1 next visit.
  }
}

export function resetOfficialNext(userId: string): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // Nothing kept: nothing to reset.
  }
}
