import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candles } from '../../db/schema';
import { tooManyRequests } from '../errors';
import { addDays, formatDay, parseDay } from '../remembrance/day-math';
import { REMEMBRANCE_MESSAGES as M, REMEMBRANCE_PAGE_SIZE } from '../schemas/remembrance';
import { paginate, type Pagination } from './pagination';
import { hitRateLimit } from './rate-limit';
import { managedMemorial, publishedMemorial, type RemembranceTarget } from './remembrance';
import { HOUR, todayInColombia } from './time';
import { hashToken } from './tokens';
import type { UserRow } from './users';
import { assertTargetOpen, type AccessPasses } from './visibility';

/** What the public page reads: how many candles, and the days of those lit in the last week (never who). */
export type CandleSummary = {
  count: number;
  /** The Colombian dates (YYYY-MM-DD) of the candles lit in the last 7 days, newest first, at most RECENT_SHOWN. */
  recent: string[];
  /** How many candles the last 7 days hold (`recent` may list fewer). */
  recent_count: number;
};

/** A candle as its owner sees it: the visitor's name when they left one. */
export type CandleDto = { id: string; name: string | null; lit_on: string; created_at: string };

/** The page shows the last week's candles as small flames: a hundred is more than a row can show. */
const RECENT_SHOWN = 100;
const RECENT_DAYS = 7;

/**
 * One address may light 30 candles an hour across every memorial (relatives at a cemetery share a network);
 * on one memorial only its first candle of the Colombian day counts (see lightCandle).
 */
const CANDLE_RULE = { limit: 30, windowMs: HOUR };

const onMemorial = (target: RemembranceTarget): SQL =>
  target.kind === 'memorial' ? eq(candles.memorialProfileId, target.id) : eq(candles.familyProfileId, target.id);

async function countCandles(db: Db, target: RemembranceTarget): Promise<number> {
  const [row] = await db.select({ n: count() }).from(candles).where(onMemorial(target));
  return row?.n ?? 0;
}

/**
 * 'Encender una vela' (POST /api/candles). One candle per visitor, memorial and Colombian day counts: the row's
 * `visitor_hash` (SHA-256 of the day, the memorial and the client address, unique) makes a second one that day a
 * no-op, answered with the same count and `counted: false` (200, not an error: the visitor's candle is lit). The
 * address itself is never stored, and the hash is blanked by the daily clean-up once its day is over. A candle
 * changes no kept page: the page's script reads the count.
 */
export async function lightCandle(
  deps: { db: Db; ipAddress: string; passes?: AccessPasses },
  input: { target: RemembranceTarget; name: string | null },
  now: number = Date.now(),
): Promise<{ count: number; counted: boolean }> {
  const { db, ipAddress: client } = deps;
  const { target, name } = input;
  if (!(await hitRateLimit(db, `candle:${client}`, CANDLE_RULE, now))) throw tooManyRequests(M.tooManyCandles);
  await publishedMemorial(db, target);
  await assertTargetOpen(deps, target);
  const litOn = todayInColombia(now);
  const [inserted] = await db
    .insert(candles)
    .values({
      memorialProfileId: target.kind === 'memorial' ? target.id : null,
      familyProfileId: target.kind === 'family' ? target.id : null,
      name,
      litOn,
      visitorHash: hashToken(`candle:${litOn}:${target.kind}:${target.id}:${client}`),
      createdAt: new Date(now).toISOString(),
    })
    .onConflictDoNothing({ target: candles.visitorHash })
    .returning({ id: candles.id });
  return { count: await countCandles(db, target), counted: inserted !== undefined };
}

/** The first day of the last week, `today` included. */
const weekStart = (today: string): string => {
  const day = parseDay(today);
  return day ? formatDay(addDays(day, -(RECENT_DAYS - 1))) : today;
};

/** GET /api/candles: the count and the last week's days, for a published memorial (404 otherwise). */
export async function candleSummary(
  deps: { db: Db; passes?: AccessPasses },
  target: RemembranceTarget,
  now: number = Date.now(),
): Promise<CandleSummary> {
  const { db } = deps;
  await publishedMemorial(db, target);
  await assertTargetOpen(deps, target);
  const lastWeek = and(onMemorial(target), gte(candles.litOn, weekStart(todayInColombia(now))));
  const [total, recentRows, [recentTotal]] = await Promise.all([
    countCandles(db, target),
    db.select({ litOn: candles.litOn }).from(candles).where(lastWeek).orderBy(desc(candles.createdAt)).limit(RECENT_SHOWN),
    db.select({ n: count() }).from(candles).where(lastWeek),
  ]);
  return { count: total, recent: recentRows.map((row) => row.litOn), recent_count: recentTotal?.n ?? 0 };
}

/** GET /api/candles/manage: every candle of one of the owner's memorials with its name, newest first. */
export async function listCandlesForOwner(
  deps: { db: Db },
  actor: UserRow,
  target: RemembranceTarget,
  page: number,
): Promise<{ data: CandleDto[]; pagination: Pagination }> {
  const { db } = deps;
  await managedMemorial(db, actor, target);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(candles)
      .where(onMemorial(target))
      .orderBy(desc(candles.createdAt), desc(candles.id))
      .limit(REMEMBRANCE_PAGE_SIZE)
      .offset((page - 1) * REMEMBRANCE_PAGE_SIZE),
    countCandles(db, target),
  ]);
  return {
    data: rows.map((row) => ({ id: row.id, name: row.name, lit_on: row.litOn, created_at: row.createdAt })),
    pagination: paginate(page, REMEMBRANCE_PAGE_SIZE, total),
  };
}
