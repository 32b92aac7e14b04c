import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleProfiles, familyProfiles, memorialProfiles } from '../../db/schema';
import { notFound, tooManyRequests } from '../errors';
import { COUPLE_MESSAGES } from '../schemas/couple-texts';
import { MEMORIAL_MESSAGES as M } from '../schemas/memorials';
import { hitRateLimit } from './rate-limit';
import { HOUR } from './time';
import { assertOpen, assertTargetOpen, gateColumns, gateOf, type AccessPasses } from './visibility';

/**
 * Browsers count a visit once themselves; the server caps each client address at 10 visits per memorial
 * per hour (relatives at a cemetery may share one mobile-network address), so a reload loop cannot
 * inflate the counter. Past the cap the answer is 429, which the page treats as counted (product §2.4).
 */
const VISIT_RULE = { limit: 10, windowMs: HOUR };
const VISIT_LIMITED = 'Ya registramos tu visita. Gracias por recordar.';

async function limitVisit(db: Db, scope: string, client: string): Promise<void> {
  if (!(await hitRateLimit(db, `visit:${scope}:${client}`, VISIT_RULE))) throw tooManyRequests(VISIT_LIMITED);
}

/** Counts a visit to a published memorial with one atomic UPDATE … SET visit_count = visit_count + 1. */
export async function countMemorialVisit(deps: { db: Db; ipAddress: string; passes?: AccessPasses }, slug: string): Promise<number> {
  const { db, ipAddress: client } = deps;
  const [exists] = await db
    .select({ id: memorialProfiles.id, slug: memorialProfiles.slug, ...gateColumns('memorial') })
    .from(memorialProfiles)
    .where(and(eq(memorialProfiles.slug, slug), eq(memorialProfiles.isPublished, true)))
    .limit(1);
  if (!exists) throw notFound(M.notFound);
  await assertOpen(deps, gateOf('memorial', exists));
  await limitVisit(db, `memorial:${exists.id}`, client);
  const [row] = await db
    .update(memorialProfiles)
    .set({ visitCount: sql`${memorialProfiles.visitCount} + 1` })
    .where(eq(memorialProfiles.id, exists.id))
    .returning({ visitCount: memorialProfiles.visitCount });
  return row?.visitCount ?? 0;
}

export async function countFamilyVisit(deps: { db: Db; ipAddress: string; passes?: AccessPasses }, familyId: string): Promise<number> {
  const { db, ipAddress: client } = deps;
  const [exists] = await db
    .select({ id: familyProfiles.id })
    .from(familyProfiles)
    .where(and(eq(familyProfiles.id, familyId), eq(familyProfiles.isPublished, true)))
    .limit(1);
  if (!exists) throw notFound(M.familyNotFound);
  await assertTargetOpen(deps, { kind: 'family', id: exists.id });
  await limitVisit(db, `family:${exists.id}`, client);
  const [row] = await db
    .update(familyProfiles)
    .set({ visitCount: sql`${familyProfiles.visitCount} + 1` })
    .where(eq(familyProfiles.id, exists.id))
    .returning({ visitCount: familyProfiles.visitCount });
  return row?.visitCount ?? 0;
}

/** Couple pages count visits by slug (product §3.2 shows a visit counter), with the memorials' per-client rule. */
export async function countCoupleVisit(deps: { db: Db; ipAddress: string }, slug: string): Promise<number> {
  const { db, ipAddress: client } = deps;
  const [exists] = await db
    .select({ id: coupleProfiles.id })
    .from(coupleProfiles)
    .where(and(eq(coupleProfiles.slug, slug), eq(coupleProfiles.isPublished, true)))
    .limit(1);
  if (!exists) throw notFound(COUPLE_MESSAGES.notFound);
  await limitVisit(db, `couple:${exists.id}`, client);
  const [row] = await db
    .update(coupleProfiles)
    .set({ visitCount: sql`${coupleProfiles.visitCount} + 1` })
    .where(eq(coupleProfiles.id, exists.id))
    .returning({ visitCount: coupleProfiles.visitCount });
  return row?.visitCount ?? 0;
}
