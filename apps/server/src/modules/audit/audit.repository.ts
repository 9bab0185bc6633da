import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Writes one audit entry: who did what to which record, with the data needed to explain it. */
export async function writeAudit(
  db: Db,
  entry: { actorId: number | null; action: string; entity: string; entityId: number | null; data?: unknown },
) {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    data: entry.data ?? null,
  });
}
