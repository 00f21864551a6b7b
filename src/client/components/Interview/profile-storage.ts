// The interview profile (town, job, family, arrival…) is the candidate's, not the account's: it is
// asked once and kept on this device only.
import type { InterviewProfile } from '../../../shared/schemas/interview';

const PROFILE_KEY = 'interview-profile';

export interface StoredProfile {
  profile: InterviewProfile;
  /** Whether the examiner may use it. */
  use: boolean;
}

export function loadProfile(): StoredProfile {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    if (raw) return JSON.parse(raw) as StoredProfile;
  } catch {
    /* no storage, or an unreadable entry: start empty */
  }
  return { profile: {}, use: true };
}

export function saveProfile(stored: StoredProfile): void {
  try {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(stored));
  } catch {
    /* private mode: the profile is simply not remembered */
  }
}

export function forgetProfile(): void {
  try {
    localStorage.removeItem(PROFILE_KEY);
  } catch {
    /* no storage: nothing kept */
  }
}

/** Only what was filled in is sent; a year out of range is left to the server's check. */
export function cleanProfile(p: InterviewProfile): InterviewProfile | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null) out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return Object.keys(out).length ? (out as InterviewProfile) : undefined;
}
