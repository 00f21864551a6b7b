// The offline practice pack (docs/offline.md): what the client downloads while online so that
// /quiz works without a network. Shared by the tRPC router, the REST adapter and the client.
import { z } from 'zod';
import type { QuestionDto } from '../dto.js';

/** GET /api/offline/pack?have=<version>: `have` is the version the device already holds. */
export const offlinePackInputSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ have: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()) }),
);
export type OfflinePackInput = z.infer<typeof offlinePackInputSchema>;

export interface OfflinePackDto {
  /** Changes with the question bank and with the member's access. */
  version: string;
  /** The UTC day (YYYY-MM-DD) the pack was drawn; the client downloads a new one each day. */
  day: string;
  /** null when the device already holds this version (`have`). */
  questions: QuestionDto[] | null;
  /** Ids of the pack's questions due for review today ('Révisions du jour'). */
  dueIds: string[];
}
