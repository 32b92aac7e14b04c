/**
 * Everything /muro-de-recuerdos/{slug} renders, read straight from D1 with the API's own services.
 * Server-only. Null means "answer 404 'Perfil no encontrado'": missing or unpublished.
 */
import { AppError } from '../../worker/errors';
import { findWallMemorial, listWall, type WallPage, type WallMemorial } from '../../worker/services/memories';
import { loadPageCommons, type PageCommons } from './public-page-commons';
import { pageDb } from './site-data';
import { backdropFor, FAMILY_FALLBACK, INDIVIDUAL_FALLBACK, type Backdrop } from '../lib/public/template-backdrops';
import type { AccessPasses } from '../../worker/services/visibility';

export type PublicWall = Pick<PageCommons, 'chatHref' | 'companyName' | 'seller'> & {
  profile: WallMemorial;
  /** The name the wall is for: the person's, or 'Familia …' for a family. */
  name: string;
  /** The memorial page the back button returns to. */
  backHref: string;
  first: WallPage;
  backdrop: Backdrop;
};

/** A family's wall is for 'Familia Gómez Herrera' whether or not the owner typed the word. */
export const wallName = (profile: Pick<WallMemorial, 'kind' | 'name'>) =>
  profile.kind === 'family' ? `Familia ${profile.name.trim().replace(/^familia\s+/i, '')}` : profile.name;

export const memorialPageHref = (profile: Pick<WallMemorial, 'kind' | 'slug'>) =>
  `/${profile.kind === 'family' ? 'familia' : 'memorial'}/${encodeURIComponent(profile.slug)}`;

/**
 * `familyPath`: the wall was opened under /familia/…, so the slug names a family (product §2.4). A private
 * memorial's wall without its code throws PrivateMemorialError (the page shows the code form instead).
 */
export async function loadPublicWall(slug: string, today: string, familyPath = false, passes?: AccessPasses): Promise<PublicWall | null> {
  const db = pageDb();
  const commonsPromise = loadPageCommons(db, today);
  let profile: WallMemorial;
  try {
    profile = await findWallMemorial({ db, passes }, slug, familyPath);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const [first, commons] = await Promise.all([listWall({ db, passes }, profile, 1), commonsPromise]);
  return {
    profile,
    name: wallName(profile),
    backHref: memorialPageHref(profile),
    first,
    chatHref: commons.chatHref,
    companyName: commons.companyName,
    seller: commons.seller,
    backdrop: backdropFor(profile.templateId, profile.kind === 'family' ? FAMILY_FALLBACK : INDIVIDUAL_FALLBACK),
  };
}
