// The signed-in member's profile, remembered on the device so that /quiz opens without network
// (docs/offline.md). Forgotten when the server says nobody is signed in (sign-out, another member).
import type { UserDto } from '../../shared/dto';

const KEY = 'prepa.offline.member';

let last: { raw: string; user: UserDto } | null = null;

/** The same object while the stored profile is unchanged (components compare users by identity). */
export function rememberedMember(): UserDto | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    if (last?.raw !== raw) last = { raw, user: JSON.parse(raw) as UserDto };
    return last.user;
  } catch {
    return null;
  }
}

export function rememberMember(user: UserDto): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Private mode or a full storage: the app works, only not offline.
  }
}

export function forgetMember(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
