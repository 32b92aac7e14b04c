import { sql, type SQL } from 'drizzle-orm';
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

/** A person's change to their own account: they are both the actor and the entity (their user). */
export const ownAccountEntry = (userId: string, action: string, ipAddress?: string | null): AuditEntry => ({
  actorId: userId,
  action,
  entityType: 'user',
  entityId: userId,
  ipAddress: ipAddress ?? null,
});

/** The audit row as a statement, so callers can put it in the same batch as the change it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({ ...entry, details: entry.details ?? null, ipAddress: entry.ipAddress ?? null });
}

/**
 * The audit row of a guarded change, for the same batch: written only when `changed` (a `SELECT 1 …` that matches
 * the values the change wrote) finds a row, so it records a change that really happened and nothing else.
 */
export function auditInsertWhen(db: Db, entry: AuditEntry, changed: SQL) {
  // insert().select() rather than db.run(sql): drizzle's D1 batch cannot bind a raw statement's parameters.
  // The columns follow audit_log's order: id, actor, action, type, id, details, ip, created_at.
  return db.insert(auditLog).select(sql`
    SELECT ${crypto.randomUUID()}, ${entry.actorId}, ${entry.action}, ${entry.entityType}, ${entry.entityId},
      ${entry.details ? JSON.stringify(entry.details) : null}, ${entry.ipAddress ?? null}, ${new Date().toISOString()}
    WHERE EXISTS (${changed})`);
}
