import { and, asc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories, memoryReports } from '../../db/schema';
import type { MemoryReportReason } from '../../db/schema/enums';

/** One open report as the family reads it: never who sent it. */
export type MemoryReportDto = { reason: MemoryReportReason; details: string | null; created_at: string };

/** A memory with visitors' reports the family has not decided on ('Reportados'). */
export const hasOpenReports = (): SQL =>
  sql`EXISTS (SELECT 1 FROM ${memoryReports} WHERE ${memoryReports.memoryId} = ${memories.id} AND ${memoryReports.dismissedAt} IS NULL)`;

/**
 * The statement that closes the open reports of `ids` (at most MAX_DECISION_IDS, so within D1's 100 bound
 * parameters), for the batch that writes the family's decision.
 */
export function closeReports(db: Db, ids: string[]) {
  return db
    .update(memoryReports)
    .set({ dismissedAt: new Date().toISOString() })
    .where(and(inArray(memoryReports.memoryId, ids), isNull(memoryReports.dismissedAt)));
}

/** The open reports of a page of memories (a handful of ids), oldest first, by memory. */
export async function openReportsOf(db: Db, ids: string[]): Promise<Map<string, MemoryReportDto[]>> {
  const byMemory = new Map<string, MemoryReportDto[]>();
  if (ids.length === 0) return byMemory;
  const rows = await db
    .select({
      memoryId: memoryReports.memoryId,
      reason: memoryReports.reason,
      details: memoryReports.details,
      createdAt: memoryReports.createdAt,
    })
    .from(memoryReports)
    .where(and(inArray(memoryReports.memoryId, ids), isNull(memoryReports.dismissedAt)))
    .orderBy(asc(memoryReports.createdAt), asc(memoryReports.id));
  for (const row of rows) {
    const list = byMemory.get(row.memoryId) ?? [];
    list.push({ reason: row.reason, details: row.details, created_at: row.createdAt });
    byMemory.set(row.memoryId, list);
  }
  return byMemory;
}
