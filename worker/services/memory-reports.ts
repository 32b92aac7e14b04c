import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { memories, memoryReports } from '../../db/schema';
import { wallPaths } from '../edge-cache/public-paths';
import type { PublicPages } from '../edge-cache/purge';
import { notFound, tooManyRequests } from '../errors';
import type { WallLive } from '../realtime/wall-live';
import { MEMORY_MESSAGES as M } from '../schemas/memory-texts';
import { REPORTS_TO_HIDE, WALL_MODERATION_MESSAGES as W, type ReportInput } from '../schemas/wall-moderation';
import { findPublishedTarget, publicOnly, targetOf } from './memories';
import type { VisitorDeps } from './visibility';
import { hitRateLimit } from './rate-limit';
import { HOUR } from './time';
import { memoryReporterHash } from './wall-writers';

/** One address may send 10 reports an hour, across every wall: enough for a family's relatives on one network. */
export const REPORT_RULE = { limit: 10, windowMs: HOUR };

/**
 * A visitor reports a memory on a public wall (POST /api/memories/{id}/report, no account, answered 202). Only a
 * memory the wall shows can be reported (404 otherwise). One address counts once per memory: a second report
 * from it changes nothing and is answered the same. The report and the hiding are one batch: the statement that
 * hides the memory counts the open reports the insert has just completed, so the third different visitor's
 * report takes it off the wall however the reports race. Open walls then hear that it left, and the wall's kept
 * page is purged.
 */
export async function reportMemory(
  deps: VisitorDeps & { wall: WallLive; pages: PublicPages; ipAddress: string },
  id: string,
  input: ReportInput,
): Promise<void> {
  const { db, ipAddress: client } = deps;
  if (!(await hitRateLimit(db, `memory-report:${client}`, REPORT_RULE))) throw tooManyRequests(W.tooManyReports);
  const [row] = await db
    .select({ id: memories.id, memorialProfileId: memories.memorialProfileId, familyProfileId: memories.familyProfileId })
    .from(memories)
    .where(and(eq(memories.id, id), publicOnly()))
    .limit(1);
  if (!row) throw notFound(M.memoryNotFound);
  const target = targetOf(row);
  // A private memorial's memories are reported only by a visitor who opened it with its code.
  const memorial = await findPublishedTarget(deps, target).catch(() => {
    throw notFound(M.memoryNotFound);
  });
  const openReports = db
    .select({ n: count() })
    .from(memoryReports)
    .where(and(eq(memoryReports.memoryId, id), isNull(memoryReports.dismissedAt)));
  const [, hidden] = await db.batch([
    db
      .insert(memoryReports)
      .values({ memoryId: id, reporterHash: memoryReporterHash(id, client), reason: input.reason, details: input.details })
      .onConflictDoNothing({ target: [memoryReports.memoryId, memoryReports.reporterHash] }),
    db
      .update(memories)
      .set({ hiddenByReports: true })
      .where(and(eq(memories.id, id), eq(memories.hiddenByReports, false), sql`(${openReports}) >= ${REPORTS_TO_HIDE}`))
      .returning({ id: memories.id }),
  ]);
  if (hidden.length > 0) {
    await deps.wall.publish(target, { type: 'removed', memoryId: id });
    await deps.pages.purge(wallPaths(memorial.kind, memorial.slug));
  }
}
