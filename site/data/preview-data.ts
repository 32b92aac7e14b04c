/**
 * What /preview/{slug} shows: the owner's memorial (draft or published) and, for each photo, the
 * phone-sized rendition the wizard uploaded beside it. Server-only (reads D1 through pageDb).
 */
import { parseSong, youtubeSearchUrl } from '../../worker/schemas/youtube';
import { AppError } from '../../worker/errors';
import { keyFromMediaUrl, mediaUrl, variantsFor } from '../../worker/media';
import { getOwnProfileBySlug, type ProfileDto } from '../../worker/services/profiles';
import { pageDb } from './site-data';

export type PreviewData = {
  profile: ProfileDto;
  /** The smaller copy of a photo for `src`, or the photo itself when it has none. */
  small: (url: string) => string;
};

/** Null when the memorial does not exist or is someone else's: the page answers 404 either way. */
export async function loadOwnPreview(userId: string, slug: string): Promise<PreviewData | null> {
  const db = pageDb();
  let profile: ProfileDto;
  try {
    profile = await getOwnProfileBySlug(db, userId, slug);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const photos = [profile.profile_image_url, ...profile.gallery_images].filter((url): url is string => Boolean(url));
  const keys = photos.map(keyFromMediaUrl).filter((key): key is string => key !== null);
  const variants = await variantsFor(db, keys);
  const small = (url: string) => {
    const key = keyFromMediaUrl(url);
    const variant = key ? variants.get(key) : undefined;
    return variant ? mediaUrl(variant) : url;
  };
  return { profile, small };
}

/**
 * Where the preview's song link goes: the same reading as the public song card (site/lib/youtube.ts), so
 * the owner sees what visitors will get — a video, a search, or the invalid link itself.
 */
export function musicLink(music: string): string {
  const song = parseSong(music);
  if (!song) return youtubeSearchUrl(music);
  return song.kind === 'video' ? song.watchUrl : song.kind === 'search' ? song.searchUrl : song.url;
}
