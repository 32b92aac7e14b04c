import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialManagers, memorialProfiles } from '../../db/schema';
import { withMembers, type FamilyMemorialDto } from './family-memorials';
import { toIndividualMemorialDto, type IndividualMemorialDto } from './individual-memorials';
import type { MemorialRole } from './memorial-access';
import type { UserRow } from './users';

/**
 * `GET /api/profiles/my-profiles` and `/api/family-profiles/my-profiles` (docs/features/family-circle.md): the person's own memorials
 * (`role: 'owner'`), newest first, then those they help with, with their role ('Compartidos conmigo').
 */
export type WithRole<T> = T & { role: MemorialRole };

export async function listMyIndividualMemorials(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<WithRole<IndividualMemorialDto>[]> {
  const { db } = deps;
  const [own, shared] = await Promise.all([
    db.select().from(memorialProfiles).where(eq(memorialProfiles.userId, actor.id)).orderBy(desc(memorialProfiles.createdAt)),
    db
      .select({ row: memorialProfiles, role: memorialManagers.role })
      .from(memorialManagers)
      .innerJoin(memorialProfiles, eq(memorialProfiles.id, memorialManagers.memorialProfileId))
      .where(eq(memorialManagers.userId, actor.id))
      .orderBy(desc(memorialManagers.createdAt)),
  ]);
  return [
    ...own.map((row) => ({ ...toIndividualMemorialDto(row), role: 'owner' as const })),
    ...shared.map(({ row, role }) => ({ ...toIndividualMemorialDto(row), role })),
  ];
}

export async function listMyFamilies(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<WithRole<FamilyMemorialDto>[]> {
  const { db } = deps;
  const [own, shared] = await Promise.all([
    db.select().from(familyProfiles).where(eq(familyProfiles.userId, actor.id)).orderBy(desc(familyProfiles.createdAt)),
    db
      .select({ row: familyProfiles, role: memorialManagers.role })
      .from(memorialManagers)
      .innerJoin(familyProfiles, eq(familyProfiles.id, memorialManagers.familyProfileId))
      .where(eq(memorialManagers.userId, actor.id))
      .orderBy(desc(memorialManagers.createdAt)),
  ]);
  const roles = new Map<string, MemorialRole>([
    ...own.map((row) => [row.id, 'owner'] as const),
    ...shared.map(({ row, role }) => [row.id, role] as const),
  ]);
  const dtos = await withMembers(db, [...own, ...shared.map(({ row }) => row)]);
  return dtos.map((dto) => ({ ...dto, role: roles.get(dto.id) ?? 'owner' }));
}
