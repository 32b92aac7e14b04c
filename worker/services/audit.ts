import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
};

/** The audit row as a statement, so callers can put it in the same batch as the change it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({ ...entry, details: entry.details ?? null, ipAddress: entry.ipAddress ?? null });
}
