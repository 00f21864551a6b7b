// The Ministry's list of civic exam knowledge questions (version of 12/12/2025), as the app serves
// it: one place, read from the seed file that the question bank is checked against, so a question's
// provenance and the "Liste officielle" mode can never disagree with the list itself.
import { OFFICIAL_LIST_VERSION, OFFICIAL_QUESTIONS } from '../../../db/seeds/content/questions/official-list.js';
import type { OfficialEntryDto } from '../../shared/dto.js';

export const OFFICIAL_ENTRIES: readonly OfficialEntryDto[] = OFFICIAL_QUESTIONS.map((q, i) => ({
  ref: q.ref,
  rank: i + 1,
  text: q.text,
  version: OFFICIAL_LIST_VERSION,
}));

const byRef = new Map(OFFICIAL_ENTRIES.map((e) => [e.ref, e]));

/**
 * The official entry a question prepares, or null. The Ministry publishes no situational question,
 * so a 'situation' is never labelled official, whatever reference it carries.
 */
export function officialEntryFor(ref: string | null | undefined, kind: string): OfficialEntryDto | null {
  if (!ref || kind === 'situation') return null;
  return byRef.get(ref) ?? null;
}
