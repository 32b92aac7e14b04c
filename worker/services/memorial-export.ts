import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories } from '../../db/schema';
import { notFound } from '../errors';
import { MEMORIAL_MESSAGES as M } from '../schemas/memorial-texts';
import { manageableFamily, withMembers, type FamilyMemorialDto } from './family-memorials';
import { publicOnly, toMemoryDto, type MemoryDto, type WallTarget } from './memories';
import { manageableIndividualMemorial, toIndividualMemorialDto, type IndividualMemorialDto } from './individual-memorials';
import type { UserRow } from './users';

/**
 * Everything a memorial's export ("Descargar memorial") holds, read once: the memorial as the API shows it
 * and its public memories. Media is referenced by its /media URLs; the export decides which files exist.
 */
export type MemorialExportSource =
  | { kind: 'individual'; slug: string; shortCode: string | null; memorial: IndividualMemorialDto; memories: MemoryDto[] }
  | { kind: 'family'; slug: string; shortCode: string | null; family: FamilyMemorialDto; memories: MemoryDto[] };

/**
 * Only the wall's public memories: the visitor consented and the owner approved. An export leaves the
 * product (a USB stick, a family website), so a memory whose author never agreed to its publication stays
 * inside the dashboard, as it does on the wall. Oldest first: the archive reads like a guest book.
 */
async function publicMemories(db: Db, target: WallTarget): Promise<MemoryDto[]> {
  const onWall = target.kind === 'memorial' ? eq(memories.memorialProfileId, target.id) : eq(memories.familyProfileId, target.id);
  const rows = await db.select().from(memories).where(and(onWall, publicOnly())).orderBy(asc(memories.createdAt), asc(memories.id));
  return rows.map(toMemoryDto);
}

/** The owner's memorial (or any, for an administrator); anyone else's is the plain 404 of the other owner routes. */
export async function memorialExportSource(deps: { db: Db }, actor: UserRow, id: string): Promise<MemorialExportSource> {
  const { db } = deps;
  const row = await manageableIndividualMemorial({ db }, actor, id);
  return {
    kind: 'individual',
    slug: row.slug,
    shortCode: row.shortCode,
    memorial: toIndividualMemorialDto(row),
    memories: await publicMemories(db, { kind: 'memorial', id: row.id }),
  };
}

export async function familyExportSource(deps: { db: Db }, actor: UserRow, id: string): Promise<MemorialExportSource> {
  const { db } = deps;
  const row = await manageableFamily({ db }, actor, id);
  const [family] = await withMembers(db, [row]);
  if (!family) throw notFound(M.familyNotFound);
  return {
    kind: 'family',
    slug: row.slug,
    shortCode: row.shortCode,
    family,
    memories: await publicMemories(db, { kind: 'family', id: row.id }),
  };
}
