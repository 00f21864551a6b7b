import type { Db } from '../../../db/client.js';
import type { AuditAction } from '../../shared/schemas/admin.js';

export interface AuditActor {
  id: string;
  email: string;
}

/** Records an admin action: who did what to which record, and the details of the change. */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: { action: AuditAction; targetType: string; targetId: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
