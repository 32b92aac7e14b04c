import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleProfiles, familyProfiles, memorialProfiles, users } from '../../db/schema';
import type { AdminListQuery } from '../schemas/admin-users';
import { countOwnOrOwnerMatches, ftsQuery, matchesIndex, ownerMatches, readMatchCount } from './admin-search';
import { decodeCursor, pageOf, planPage, seekOrder, withSeek, type PageSeek } from './keyset-pages';
import { paginate, type Pagination } from './pagination';
import { readCount } from './row-counts';

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
  // Couples made for a customer by an administrator; unassigned ones live only in the couple memorials' list.
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

const SEARCH_INDEX = {
  individual: 'memorial_profiles_search',
  family: 'family_profiles_search',
  couple: 'couple_profiles_search',
} as const;

/**
 * By the memorial's name or address, or its owner's name or e-mail (words as prefixes, services/admin-search.ts).
 * `walk`: for a word found thousands of times ('maria'), the page is read by walking the (created_at, id) index
 * and keeping the rows that match (the unary `+` stops SQLite from looking the matches up instead): sorting
 * 6 000 matches to show 10 costs more than reading the few dozen newest rows until 10 match. A rarer search
 * looks its matches up and sorts them.
 */
function searchCondition(kind: Kind, words: string | null, walk = false): SQL | undefined {
  if (words === null) return undefined;
  const { table, userId } = SOURCES[kind];
  const rowid = walk ? sql`+${table}.rowid` : sql`${table}.rowid`;
  const owner = walk ? sql`+${userId}` : sql`${userId}`;
  return or(matchesIndex(rowid, SEARCH_INDEX[kind], words), ownerMatches(owner, words));
}

/** Above this many matches in one table, a page is read by walking the index (see searchCondition). */
const WALK_FROM_MATCHES = 2_000;

/** One kind's rows of the page: the whole page's worth from where it starts, as any of them may fill it. */
function rowsOf(db: Db, kind: Kind, where: SQL | undefined, seek: PageSeek) {
  const source = SOURCES[kind];
  return db
    .select({
      id: source.id,
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
    .where(withSeek(where, source.createdAt, source.id, seek))
    .orderBy(...seekOrder(source.createdAt, source.id, seek))
    .limit(seek.skip + seek.take);
}

/** A search's matches are counted; without one, the kept total is read (services/row-counts.ts). */
async function countOf(db: Db, kind: Kind, words: string | null): Promise<number> {
  if (words === null) return readCount(db, TABLE_SCOPE[kind]);
  return readMatchCount(db, countOwnOrOwnerMatches(TABLE_SCOPE[kind], SEARCH_INDEX[kind], words));
}

const TABLE_SCOPE = { individual: 'memorial_profiles', family: 'family_profiles', couple: 'couple_profiles' } as const;

/** SQLite's own order of (created_at, id): byte by byte, as the indexes hold them. */
function compareKeys(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

const KINDS: readonly Kind[] = ['individual', 'family', 'couple'];

/**
 * Searchable by memorial name, slug, or the owner's name or e-mail; newest first across the three tables. Each
 * table is read from the page's start in its own (created_at, id) index and the three are merged here, so the
 * last page of 100 000 memorials reads a page from each table's end, not every row before it.
 */
export async function listAdminMemorials(
  deps: { db: Db },
  query: AdminListQuery,
): Promise<{ data: AdminMemorialDto[]; pagination: Pagination }> {
  const { db } = deps;
  const anchor = decodeCursor(query.cursor);
  const words = query.search ? ftsQuery(query.search) : null;
  if (query.search && !words) return { data: [], pagination: paginate(query.page, query.limit, 0) };
  const counts = await Promise.all(KINDS.map((kind) => countOf(db, kind, words)));
  const total = counts.reduce((sum, n) => sum + n, 0);
  const seek = planPage(query.page, query.limit, total, anchor);
  if (!seek) return { data: [], pagination: paginate(query.page, query.limit, total) };

  const perKind = await Promise.all(
    KINDS.map(async (kind, i) => {
      const matches = counts[i] ?? 0;
      if (matches === 0) return [];
      const rows = await rowsOf(db, kind, searchCondition(kind, words, matches > WALK_FROM_MATCHES), seek);
      return rows.map((row) => ({ ...row, type: kind }));
    }),
  );
  const direction = seek.order === 'newest' ? -1 : 1;
  const merged = perKind
    .flat()
    .sort((a, b) => direction * compareKeys(a, b))
    .slice(seek.skip, seek.skip + seek.take);
  const page = pageOf(merged, (row) => ({ createdAt: row.createdAt, id: row.id }), seek, query.page);
  const data = page.rows.map((row) => ({
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
  return { data, pagination: paginate(query.page, query.limit, total, page.cursor) };
}
