import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories } from '../../db/schema';
import type { WallTarget } from '../realtime/wall-live';
import { moderatedMemorial, pageOf, type MemoryDto } from './memories';
import { hasOpenReports, openReportsOf, type MemoryReportDto } from './memory-report-rows';
import type { Pagination } from './pagination';
import type { UserRow } from './users';

/** A memory as the family moderates it: the wall's DTO, its open reports, and whether its writer can be blocked. */
export type ManagedMemoryDto = MemoryDto & {
  reports: MemoryReportDto[];
  /** The wall recognises who wrote it (memories left before migration 0021 have no writer hash). */
  can_block_writer: boolean;
};

export type ManagedPage = { data: ManagedMemoryDto[]; pagination: Pagination };

const onWall = (target: WallTarget): SQL =>
  target.kind === 'memorial' ? eq(memories.memorialProfileId, target.id) : eq(memories.familyProfileId, target.id);

/**
 * The memories manager: every memory of one wall the actor may moderate, public, waiting, private or hidden by
 * reports, newest first; with `filter: 'reported'` only those with reports the family has not decided on
 * ('Reportados'). Each comes with its open reports (reason, words, when), never who sent them.
 */
export async function listManagedMemories(
  deps: { db: Db },
  actor: UserRow,
  target: WallTarget,
  page = 1,
  filter: 'all' | 'reported' = 'all',
): Promise<ManagedPage> {
  const { db } = deps;
  await moderatedMemorial(db, actor, target);
  const listed = await pageOf(db, filter === 'reported' ? and(onWall(target), hasOpenReports()) : onWall(target), page);
  const ids = listed.data.map((memory) => memory.id);
  const [reports, writers] = await Promise.all([
    openReportsOf(db, ids),
    ids.length ? db.select({ id: memories.id, writerHash: memories.writerHash }).from(memories).where(inArray(memories.id, ids)) : [],
  ]);
  const known = new Set(writers.filter((row) => row.writerHash !== null).map((row) => row.id));
  return {
    data: listed.data.map((memory) => ({ ...memory, reports: reports.get(memory.id) ?? [], can_block_writer: known.has(memory.id) })),
    pagination: listed.pagination,
  };
}
