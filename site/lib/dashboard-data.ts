/**
 * Everything 'Mis Memoriales' renders, read straight from the services (no HTTP to ourselves) for the
 * signed-in owner. Server-only. Each part fails on its own: a broken family query still shows the
 * individual list, with the spec's message where the families would be.
 */
import type { Db } from '../../db/client';
import { listOwnFamilies } from '../../worker/services/family-profiles';
import { listOwnProfiles } from '../../worker/services/profiles';
import { getCapability } from '../../worker/services/quotas';
import { familyCard, profileCard, type DashboardMemorials } from './dashboard-memorials';
import { loadPageImages } from './page-images';

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.error(`dashboard: ${what} failed`, result.reason);
  return null;
}

export async function loadDashboardMemorials(db: Db, userId: string): Promise<DashboardMemorials> {
  const [profilesResult, familiesResult, capabilityResult] = await Promise.allSettled([
    listOwnProfiles(db, userId),
    listOwnFamilies(db, userId),
    getCapability(db, userId),
  ]);
  const profiles = settled(profilesResult, 'profiles');
  const families = settled(familiesResult, 'family profiles');
  const capability = settled(capabilityResult, 'capability');

  // The cards show photos at about 100 px: the phone rendition is plenty, the original would waste data.
  const photoUrls = [
    ...(profiles ?? []).map((profile) => profile.profile_image_url),
    ...(families ?? []).map((family) => family.family_members[0]?.profile_image_url),
  ].filter((url): url is string => Boolean(url));
  let small = (url: string) => url;
  try {
    const image = await loadPageImages(db, photoUrls);
    small = (url) => image(url).src;
  } catch (error) {
    console.error('dashboard: photo renditions failed', error);
  }

  return {
    individuals: profiles?.map((profile) => profileCard(profile, small)) ?? null,
    families: families?.map((family) => familyCard(family, small)) ?? null,
    quotas: capability?.quotas ?? null,
    canCreate: capability?.canCreate ?? false,
  };
}
