import { count, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, users } from '../../db/schema';
import type { AdminListQuery } from '../schemas/admin-users';
import { containsPattern } from './like';
import { paginate, type Pagination } from './pagination';

/** Every memorial in the back-office, individual and family alike, with its owner and state. */
export type AdminMemorialDto = {
  id: string;
  type: 'individual' | 'family';
  profile_name: string;
  slug: string;
  is_published: boolean;
  visit_count: number;
  created_at: string;
  owner: { id: string; email: string; name: string };
};

type Kind = AdminMemorialDto['type'];

function searchCondition(name: SQL, slug: SQL, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(lower(${name}) LIKE ${pattern} ESCAPE '\\' OR lower(${slug}) LIKE ${pattern} ESCAPE '\\'
    OR lower(${users.email}) LIKE ${pattern} ESCAPE '\\' OR lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\')`;
}

function individualRows(db: Db, search: string | undefined) {
  return db
    .select({
      id: memorialProfiles.id,
      type: sql<Kind>`'individual'`.as('type'),
      name: sql<string>`${memorialProfiles.profileName}`.as('name'),
      slug: memorialProfiles.slug,
      published: memorialProfiles.isPublished,
      visits: memorialProfiles.visitCount,
      createdAt: memorialProfiles.createdAt,
      ownerId: sql<string>`${users.id}`.as('owner_id'),
      ownerEmail: users.email,
      ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as('owner_name'),
    })
    .from(memorialProfiles)
    .innerJoin(users, eq(users.id, memorialProfiles.userId))
    .where(searchCondition(sql`${memorialProfiles.profileName}`, sql`${memorialProfiles.slug}`, search));
}

function familyRows(db: Db, search: string | undefined) {
  return db
    .select({
      id: familyProfiles.id,
      type: sql<Kind>`'family'`.as('type'),
      name: sql<string>`${familyProfiles.familyName}`.as('name'),
      slug: familyProfiles.slug,
      published: familyProfiles.isPublished,
      visits: familyProfiles.visitCount,
      createdAt: familyProfiles.createdAt,
      ownerId: sql<string>`${users.id}`.as('owner_id'),
      ownerEmail: users.email,
      ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as('owner_name'),
    })
    .from(familyProfiles)
    .innerJoin(users, eq(users.id, familyProfiles.userId))
    .where(searchCondition(sql`${familyProfiles.familyName}`, sql`${familyProfiles.slug}`, search));
}

/** Searchable by memorial name, slug, or the owner's name or e-mail; newest first. */
export async function listAdminMemorials(db: Db, query: AdminListQuery): Promise<{ data: AdminMemorialDto[]; pagination: Pagination }> {
  const [rows, [individual], [family]] = await Promise.all([
    unionAll(individualRows(db, query.search), familyRows(db, query.search))
      // A compound SELECT orders by its result columns: 7 is created_at, 1 the memorial id (a stable tiebreak).
      .orderBy(sql`7 DESC`, sql`1 DESC`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(memorialProfiles)
      .innerJoin(users, eq(users.id, memorialProfiles.userId))
      .where(searchCondition(sql`${memorialProfiles.profileName}`, sql`${memorialProfiles.slug}`, query.search)),
    db
      .select({ n: count() })
      .from(familyProfiles)
      .innerJoin(users, eq(users.id, familyProfiles.userId))
      .where(searchCondition(sql`${familyProfiles.familyName}`, sql`${familyProfiles.slug}`, query.search)),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    type: row.type,
    profile_name: row.name,
    slug: row.slug,
    is_published: Boolean(row.published),
    visit_count: row.visits,
    created_at: row.createdAt,
    owner: { id: row.ownerId, email: row.ownerEmail, name: row.ownerName },
  }));
  return { data, pagination: paginate(query.page, query.limit, (individual?.n ?? 0) + (family?.n ?? 0)) };
}
