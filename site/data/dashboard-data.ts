/**
 * Everything 'Mis memoriales' renders, read straight from the services (no HTTP to ourselves) for the
 * signed-in owner. Server-only. Each part fails on its own: a broken family query still shows the
 * individual list, with docs/product's message where the families would be.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, memories } from '../../db/schema';
import { listOwnCouples } from '../../worker/services/couple-memorials';
import { listOwnFamilies } from '../../worker/services/family-memorials';
import { listOwnPlaques } from '../../worker/services/plaques';
import { listOwnIndividualMemorials } from '../../worker/services/individual-memorials';
import { getCapability } from '../../worker/services/quotas';
import { coupleCard, familyCard, profileCard, withPlaques, type DashboardMemorials } from '../lib/dashboard/dashboard-memorials';
import { cardWall, wallKey } from '../lib/dashboard/memories-manager';
import type { MemorialCard } from '../lib/dashboard/dashboard-memorials';
import type { CardRemembrance } from '../lib/dashboard/remembrance-owner';
import { todayInColombia } from '../../worker/services/time';
import { log } from '../../worker/log';
import { loadCardRemembrance } from './dashboard-remembrance';
import { loadPageImages } from './page-images';

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  log.error('dashboard_load_failed', result.reason, { part: what });
  return null;
}

/**
 * How many memories wait for the owner's approval on each of their walls, keyed 'memorial:{id}' and
 * 'family:{id}': one grouped count per kind of profile, however many memorials the owner has. Only
 * memories the visitor made public wait: a private one has nothing to approve.
 */
export async function countPendingMemories(db: Db, userId: string): Promise<Record<string, number>> {
  const [individual, family] = await Promise.all([
    db
      .select({ id: memories.memorialProfileId, n: count() })
      .from(memories)
      .innerJoin(memorialProfiles, eq(memorialProfiles.id, memories.memorialProfileId))
      .where(and(eq(memorialProfiles.userId, userId), eq(memories.visitorConsent, true), eq(memories.isAuthorized, false)))
      .groupBy(memories.memorialProfileId),
    db
      .select({ id: memories.familyProfileId, n: count() })
      .from(memories)
      .innerJoin(familyProfiles, eq(familyProfiles.id, memories.familyProfileId))
      .where(and(eq(familyProfiles.userId, userId), eq(memories.visitorConsent, true), eq(memories.isAuthorized, false)))
      .groupBy(memories.familyProfileId),
  ]);
  const counts: Record<string, number> = {};
  for (const row of individual) if (row.id) counts[wallKey({ kind: 'memorial', id: row.id })] = row.n;
  for (const row of family) if (row.id) counts[wallKey({ kind: 'family', id: row.id })] = row.n;
  return counts;
}

/** `origin` is the public host the plaques' short addresses are printed with. */
export async function loadDashboardMemorials(db: Db, userId: string, origin: string): Promise<DashboardMemorials> {
  const [profilesResult, familiesResult, capabilityResult, pendingResult, couplesResult, plaquesResult] = await Promise.allSettled([
    listOwnIndividualMemorials({ db }, { id: userId }),
    listOwnFamilies({ db }, { id: userId }),
    getCapability({ db }, { id: userId }),
    countPendingMemories(db, userId),
    listOwnCouples({ db }, { id: userId }),
    listOwnPlaques({ db, appUrl: origin }, { id: userId }),
  ]);
  const profiles = settled(profilesResult, 'profiles');
  const families = settled(familiesResult, 'family profiles');
  const couples = settled(couplesResult, 'couple profiles');
  const capability = settled(capabilityResult, 'capability');
  // Only a reminder on the cards: without it the manager still shows every memory and its state.
  const pendingMemories = settled(pendingResult, 'pending memories') ?? {};
  // The plaque's state is told on the card; without it the cards still work and the e-mails still tell it.
  const plaques = settled(plaquesResult, 'plaques') ?? [];

  // The cards show photos at about 100 px: the phone rendition is plenty, the original would waste data.
  const photoUrls = [
    ...(profiles ?? []).map((profile) => profile.profile_image_url),
    ...(families ?? []).map((family) => family.family_members[0]?.profile_image_url),
    ...(couples ?? []).map((couple) => couple.profile_image_url),
  ].filter((url): url is string => Boolean(url));
  let small = (url: string) => url;
  // The dates, candles and subscribers are the card's extras: without them it still shows and links everything.
  const [imagesResult, remembranceResult] = await Promise.allSettled([
    loadPageImages(db, photoUrls),
    loadCardRemembrance(db, profiles ?? [], families ?? [], todayInColombia()),
  ]);
  const image = settled(imagesResult, 'photo renditions');
  if (image) small = (url) => image(url).src;
  const remembrance = settled(remembranceResult, 'remembrance') ?? new Map<string, CardRemembrance>();
  const withRemembrance = (card: MemorialCard): MemorialCard => {
    const found = remembrance.get(wallKey(cardWall(card)));
    return found ? { ...card, remembrance: found } : card;
  };

  return {
    individuals: profiles
      ? withPlaques(
          profiles.map((profile) => withRemembrance(profileCard(profile, small))),
          plaques,
        )
      : null,
    families: families
      ? withPlaques(
          families.map((family) => withRemembrance(familyCard(family, small))),
          plaques,
        )
      : null,
    quotas: capability?.quotas ?? null,
    handedOver: capability?.handedOver ?? [],
    canCreate: capability?.canCreate ?? false,
    pendingMemories,
    couples: couples?.map((couple) => coupleCard(couple, small)) ?? null,
    origin,
  };
}
