import { and, asc, eq, gt, inArray, lt, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatherings } from '../../db/schema';
import type { PublicPages } from '../edge-cache/purge';
import { AppError, badRequest, notFound } from '../errors';
import type { RemembranceTarget } from '../remembrance/rules';
import { colombiaDayOf } from '../schemas/gathering-texts';
import { GATHERING_LIMITS, GATHERING_MESSAGES as M, type GatheringDto, type GatheringInput } from '../schemas/gatherings';
import { managedMemorial, pagePathOf, type RemembranceMemorial } from './remembrance';
import { auditManagedChange, type MemorialAccess } from './memorial-access';
import { DAY, HOUR, todayInColombia } from './time';
import type { UserRow } from './users';

type GatheringRow = typeof gatherings.$inferSelect;
type Actor = Pick<UserRow, 'id' | 'role'>;

/** A gathering with no end is shown (and counts as under way) this long after it starts. */
export const SHOWN_AFTER_START_MS = 3 * HOUR;
/** The public page announces the gatherings of the next 60 Colombian days (today counted). */
export const PUBLIC_WINDOW_DAYS = 60;

export function gatheringDto(row: GatheringRow): GatheringDto {
  return {
    id: row.id,
    profile_id: row.memorialProfileId,
    family_profile_id: row.familyProfileId,
    kind: row.kind,
    title: row.title,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    place_name: row.placeName,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    livestream_url: row.livestreamUrl,
    notes: row.notes,
  };
}

/** When a gathering is over: its end, or SHOWN_AFTER_START_MS after its start when it has none (ms since the epoch). */
export const gatheringOverAt = (gathering: Pick<GatheringDto, 'starts_at' | 'ends_at'>): number =>
  gathering.ends_at ? Date.parse(gathering.ends_at) : Date.parse(gathering.starts_at) + SHOWN_AFTER_START_MS;

export const targetOfGathering = (row: Pick<GatheringRow, 'memorialProfileId' | 'familyProfileId'>): RemembranceTarget =>
  row.memorialProfileId ? { kind: 'memorial', id: row.memorialProfileId } : { kind: 'family', id: row.familyProfileId ?? '' };

const ofTarget = (target: RemembranceTarget): SQL =>
  target.kind === 'memorial' ? eq(gatherings.memorialProfileId, target.id) : eq(gatherings.familyProfileId, target.id);

/**
 * Who may manage a memorial's gatherings: the one rule every gathering route goes through. Today it is the
 * memorial's owner (or an administrator), remembrance's own check; co-managers widen it here. Anyone else gets
 * the memorial's 404, as if it did not exist.
 */
export async function gatheringsManagedBy(
  db: Db,
  actor: Actor,
  target: RemembranceTarget,
): Promise<RemembranceMemorial & { access: MemorialAccess }> {
  return managedMemorial(db, actor, target);
}

/** A gathering `actor` may manage, with its memorial; the gathering's 404 for anyone else. */
async function managedGathering(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ row: GatheringRow; memorial: RemembranceMemorial & { access: MemorialAccess } }> {
  const [row] = await db.select().from(gatherings).where(eq(gatherings.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  try {
    return { row, memorial: await gatheringsManagedBy(db, actor, targetOfGathering(row)) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(M.notFound);
    throw error;
  }
}

/** The rules that need the clock: a new gathering has not started yet, and none is further ahead than two years. */
function assertWhen(input: GatheringInput, now: number, isNew: boolean): void {
  const start = Date.parse(input.starts_at);
  if (isNew && start <= now) throw badRequest(M.startsInPast);
  if (start > now + GATHERING_LIMITS.yearsAhead * 366 * DAY) throw badRequest(M.startsTooFar);
}

const columnsOf = (input: GatheringInput) => ({
  kind: input.kind,
  title: input.title,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  placeName: input.place_name,
  address: input.address,
  latitude: input.latitude,
  longitude: input.longitude,
  livestreamUrl: input.livestream_url,
  notes: input.notes,
});

const isLimitTrigger = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes('gatherings_limit')) return true;
  }
  return false;
};

/** GET /api/profiles/:id/gatherings and /api/family-profiles/:id/gatherings: all of them, soonest first. */
export async function listGatherings(deps: { db: Db }, actor: Actor, target: RemembranceTarget): Promise<GatheringDto[]> {
  await gatheringsManagedBy(deps.db, actor, target);
  const rows = await deps.db.select().from(gatherings).where(ofTarget(target)).orderBy(asc(gatherings.startsAt), asc(gatherings.createdAt));
  return rows.map(gatheringDto);
}

/**
 * POST …/gatherings: a new gathering, at most GATHERING_LIMITS.perMemorial per memorial (counted here for the
 * Spanish answer, and by the table's trigger for two requests at once). The page is purged in the same batch.
 */
export async function createGathering(
  deps: { db: Db; pages: PublicPages },
  actor: Actor,
  target: RemembranceTarget,
  input: GatheringInput,
  now: number = Date.now(),
): Promise<GatheringDto> {
  const { db } = deps;
  const memorial = await gatheringsManagedBy(db, actor, target);
  assertWhen(input, now, true);
  const existing = await db.$count(gatherings, ofTarget(target));
  if (existing >= GATHERING_LIMITS.perMemorial) throw badRequest(M.tooMany);
  const purge = deps.pages.batched(db, [pagePathOf(memorial)]);
  const [bumped, inserted] = await db
    .batch([
      purge.statement,
      db
        .insert(gatherings)
        .values({
          memorialProfileId: target.kind === 'memorial' ? target.id : null,
          familyProfileId: target.kind === 'family' ? target.id : null,
          ...columnsOf(input),
        })
        .returning(),
      ...auditManagedChange(db, actor, memorial.access, 'gathering_created', { kind: input.kind, starts_at: input.starts_at }),
    ])
    .catch((error: unknown) => {
      throw isLimitTrigger(error) ? badRequest(M.tooMany) : error;
    });
  await purge.settle(bumped);
  return gatheringDto(inserted[0]!);
}

/** PUT /api/gatherings/:id: the whole gathering replaced (a past one may be corrected); the page purged with it. */
export async function updateGathering(
  deps: { db: Db; pages: PublicPages },
  actor: Actor,
  id: string,
  input: GatheringInput,
  now: number = Date.now(),
): Promise<GatheringDto> {
  const { db } = deps;
  const { memorial } = await managedGathering(db, actor, id);
  assertWhen(input, now, false);
  const purge = deps.pages.batched(db, [pagePathOf(memorial)]);
  const [bumped, updated] = await db.batch([
    purge.statement,
    db
      .update(gatherings)
      .set({ ...columnsOf(input), updatedAt: new Date(now).toISOString() })
      .where(eq(gatherings.id, id))
      .returning(),
    ...auditManagedChange(db, actor, memorial.access, 'gathering_updated', { gathering_id: id }),
  ]);
  await purge.settle(bumped);
  if (!updated[0]) throw notFound(M.notFound);
  return gatheringDto(updated[0]);
}

/** DELETE /api/gatherings/:id: gone from the page, the calendar and the reminders, with the page purged in the same batch. */
export async function deleteGathering(deps: { db: Db; pages: PublicPages }, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const { memorial } = await managedGathering(db, actor, id);
  const purge = deps.pages.batched(db, [pagePathOf(memorial)]);
  const [bumped] = await db.batch([
    purge.statement,
    db.delete(gatherings).where(eq(gatherings.id, id)),
    ...auditManagedChange(db, actor, memorial.access, 'gathering_deleted', { gathering_id: id }),
  ]);
  await purge.settle(bumped);
}

/** What the public page announces: the coming gatherings, those of today (the banner's), and when the list next changes. */
export type PublicGatherings = {
  /** Not over yet and starting within PUBLIC_WINDOW_DAYS Colombian days, soonest first. */
  upcoming: GatheringDto[];
  /** Of those, the ones starting on today's Colombian date or under way now: the day's banner names them. */
  today: GatheringDto[];
  /**
   * When the first of them is over (ms since the epoch), or null: the kept page must be rendered again then, so a
   * gathering that has passed leaves the page (the edge cache keeps it no longer, worker/edge-cache/copies.ts).
   */
  fresh_until: number | null;
};

/** The first instant of the Colombian day `days` after today's (UTC ISO): the window's end. */
function colombiaDayStart(now: number, days: number): string {
  const today = todayInColombia(now);
  return new Date(Date.parse(`${today}T05:00:00.000Z`) + days * DAY).toISOString();
}

/**
 * The public page's gatherings of a memorial the caller already knows is published (its loader read it): the
 * ones not over at `now` that start before the end of the window, soonest first.
 */
export async function publicGatherings(deps: { db: Db }, target: RemembranceTarget, now: number = Date.now()): Promise<PublicGatherings> {
  return publicGatheringsFrom(await publicGatheringsQuery(deps.db, ofTarget(target), now), now);
}

/** Whose gatherings: the memorials `ids` names (a list, or a subquery such as the published memorial of a slug). */
export const gatheringsOfMemorials = (ids: readonly string[] | SQLWrapper): SQL => inArray(gatherings.memorialProfileId, ids);

/** The statement `publicGatherings` runs, for `whose` gatherings (`gatheringsOfMemorials`, …), for a page's batch. */
export function publicGatheringsQuery(db: Db, whose: SQL, now: number = Date.now()) {
  // A gathering with an end may have started long ago (a velación of two days); one without ends SHOWN_AFTER_START_MS after its start.
  return db
    .select()
    .from(gatherings)
    .where(
      and(
        whose,
        lt(gatherings.startsAt, colombiaDayStart(now, PUBLIC_WINDOW_DAYS)),
        or(gt(gatherings.endsAt, new Date(now).toISOString()), gt(gatherings.startsAt, new Date(now - SHOWN_AFTER_START_MS).toISOString())),
      ),
    )
    .orderBy(asc(gatherings.startsAt), asc(gatherings.createdAt));
}

/** The public page's gatherings from the rows `publicGatheringsQuery` found at `now`. */
export function publicGatheringsFrom(rows: readonly GatheringRow[], now: number = Date.now()): PublicGatherings {
  const upcoming = rows.map(gatheringDto).filter((gathering) => gatheringOverAt(gathering) > now);
  const today = todayInColombia(now);
  return {
    upcoming,
    today: upcoming.filter((gathering) => colombiaDayOf(gathering.starts_at) === today || Date.parse(gathering.starts_at) <= now),
    fresh_until: upcoming.length ? Math.min(...upcoming.map(gatheringOverAt)) : null,
  };
}

/** How far back the calendar keeps gatherings that have passed (a subscribed calendar keeps its history). */
const CALENDAR_PAST_DAYS = 30;

/** The gatherings a memorial's calendar (fechas.ics) carries: every one from CALENDAR_PAST_DAYS ago on. */
export async function calendarGatherings(deps: { db: Db }, target: RemembranceTarget, now: number = Date.now()): Promise<GatheringDto[]> {
  const rows = await deps.db
    .select()
    .from(gatherings)
    .where(and(ofTarget(target), gt(gatherings.startsAt, new Date(now - CALENDAR_PAST_DAYS * DAY).toISOString())))
    .orderBy(asc(gatherings.startsAt));
  return rows.map(gatheringDto);
}
