import { count, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { coupleProfiles, familyProfiles, memorialProfiles, users } from '../../db/schema';
import type { AdminListQuery } from '../schemas/admin-users';
import { containsPattern } from './like';
import { paginate, type Pagination } from './pagination';

/** Every memorial in the back-office, individual, family and assigned couple pages alike, with its owner and state. */
export type AdminMemorialDto = {
  id: string;
  type: 'individual' | 'family' | 'couple';
  profile_name: string;
  slug: string;
  is_published: boolean;
  visit_count: number;
  created_at: string;
  owner: { id: string; email: string; name: string };
  /** What the landing's example card shows (settings examples_section); a family or couple has no single photo or dates. */
  profile_image_url: string | null;
  birth_date: string | null;
  death_date: string | null;
  description: string;
};

type Kind = AdminMemorialDto['type'];

/** The two tables of memorials, seen through the columns the back-office lists. */
const SOURCES = {
  individual: {
    table: memorialProfiles,
    name: memorialProfiles.profileName,
    slug: memorialProfiles.slug,
    published: memorialProfiles.isPublished,
    visits: memorialProfiles.visitCount,
    createdAt: memorialProfiles.createdAt,
    userId: memorialProfiles.userId,
    id: memorialProfiles.id,
    image: sql`${memorialProfiles.profileImageUrl}`,
    born: sql`${memorialProfiles.birthDate}`,
    died: sql`${memorialProfiles.deathDate}`,
    description: memorialProfiles.description,
  },
  family: {
    table: familyProfiles,
    name: familyProfiles.familyName,
    slug: familyProfiles.slug,
    published: familyProfiles.isPublished,
    visits: familyProfiles.visitCount,
    createdAt: familyProfiles.createdAt,
    userId: familyProfiles.userId,
    id: familyProfiles.id,
    image: sql`NULL`,
    born: sql`NULL`,
    died: sql`NULL`,
    description: familyProfiles.description,
  },
  // Couples made for a customer by an administrator; unassigned ones live only in the special profiles list.
  couple: {
    table: coupleProfiles,
    name: coupleProfiles.coupleName,
    slug: coupleProfiles.slug,
    published: coupleProfiles.isPublished,
    visits: coupleProfiles.visitCount,
    createdAt: coupleProfiles.createdAt,
    userId: coupleProfiles.userId,
    id: coupleProfiles.id,
    image: sql`NULL`,
    born: sql`NULL`,
    died: sql`NULL`,
    description: coupleProfiles.description,
  },
} as const;

function searchCondition(kind: Kind, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const { name, slug } = SOURCES[kind];
  const pattern = containsPattern(search);
  return sql`(lower(${name}) LIKE ${pattern} ESCAPE '\\' OR lower(${slug}) LIKE ${pattern} ESCAPE '\\'
    OR lower(${users.email}) LIKE ${pattern} ESCAPE '\\' OR lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\')`;
}

function rowsOf(db: Db, kind: Kind, search: string | undefined) {
  const source = SOURCES[kind];
  return db
    .select({
      id: source.id,
      type: sql<Kind>`${kind}`.as('type'),
      name: sql<string>`${source.name}`.as('name'),
      slug: source.slug,
      published: source.published,
      visits: source.visits,
      createdAt: source.createdAt,
      ownerId: sql<string>`${users.id}`.as('owner_id'),
      ownerEmail: users.email,
      ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as('owner_name'),
      image: sql<string | null>`${source.image}`.as('image'),
      born: sql<string | null>`${source.born}`.as('born'),
      died: sql<string | null>`${source.died}`.as('died'),
      description: source.description,
    })
    .from(source.table)
    .innerJoin(users, eq(users.id, source.userId))
    .where(searchCondition(kind, search));
}

function countOf(db: Db, kind: Kind, search: string | undefined) {
  const source = SOURCES[kind];
  return db.select({ n: count() }).from(source.table).innerJoin(users, eq(users.id, source.userId)).where(searchCondition(kind, search));
}

/** Searchable by memorial name, slug, or the owner's name or e-mail; newest first. */
export async function listAdminMemorials(db: Db, query: AdminListQuery): Promise<{ data: AdminMemorialDto[]; pagination: Pagination }> {
  const [rows, [individual], [family], [couple]] = await Promise.all([
    unionAll(rowsOf(db, 'individual', query.search), rowsOf(db, 'family', query.search), rowsOf(db, 'couple', query.search))
      // A compound SELECT orders by its result columns: 7 is created_at, 1 the memorial id (a stable tiebreak).
      .orderBy(sql`7 DESC`, sql`1 DESC`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countOf(db, 'individual', query.search),
    countOf(db, 'family', query.search),
    countOf(db, 'couple', query.search),
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
    profile_image_url: row.image,
    birth_date: row.born,
    death_date: row.died,
    description: row.description,
  }));
  return { data, pagination: paginate(query.page, query.limit, (individual?.n ?? 0) + (family?.n ?? 0) + (couple?.n ?? 0)) };
}
