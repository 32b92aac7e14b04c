import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn, uuidPk } from './columns';
import { MEMORY_REPORT_REASONS, type MemoryReportReason } from './enums';
import { memories } from './memories';
import { users } from './users';
import { eitherMemorial, exactlyOne } from './either-memorial';

/**
 * A visitor's report of a memory on a public wall (docs/features/memory-wall.md). The visitor is never stored: `reporter_hash` is
 * SHA-256 of the memory and the client address the limits count by, unique per memory, so one address reports a
 * memory once. Three open reports (distinct hashes) hide the memory until the family decides; the decision
 * closes them (`dismissed_at`), and they stay so that the same addresses cannot hide it again.
 */
export const memoryReports = sqliteTable(
  'memory_reports',
  {
    id: uuidPk(),
    memoryId: text('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    reporterHash: text('reporter_hash').notNull(),
    reason: text('reason').$type<MemoryReportReason>().notNull(),
    details: text('details'),
    dismissedAt: text('dismissed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memory_reports_reporter_unique').on(t.memoryId, t.reporterHash),
    index('memory_reports_open_idx').on(t.memoryId, t.dismissedAt),
    check('memory_reports_reason_check', sql`${t.reason} IN (${sqlIn(MEMORY_REPORT_REASONS)})`),
    check('memory_reports_details_check', sql`${t.details} IS NULL OR length(${t.details}) BETWEEN 1 AND 300`),
  ],
);

/**
 * 'Bloquear a quien escribió': a writer blocked on one wall (an individual memorial's or a family's) until
 * `expires_at`, 30 days after the block. `writer_hash` is the memory's own (SHA-256 of the wall and the client
 * address), so a block never holds an address and means nothing on another wall. While it lasts the writer's new
 * memories are stored but wait hidden. `author_name` is the name the blocked memory was signed with, for the
 * family's list.
 */
export const wallBlocks = sqliteTable(
  'wall_blocks',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    writerHash: text('writer_hash').notNull(),
    authorName: text('author_name').notNull(),
    blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wall_blocks_memorial_writer_unique').on(t.memorialProfileId, t.writerHash),
    uniqueIndex('wall_blocks_family_writer_unique').on(t.familyProfileId, t.writerHash),
    check('wall_blocks_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
  ],
);
