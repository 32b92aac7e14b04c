import { makeVideoThumbnail } from '../../lib/media/media-canvas';
import type { Profile, ProfilePayload } from '../../lib/memorial/memorial-types';
import type { BasicInfo } from '../../lib/memorial/memorial-validation';
import { uploadImage } from '../../lib/media/uploads';
import { mediaUrl, savedPhoto, savedVideo, type Photo, type Video } from './media-state';
import { photoUploadJob, videoUploadJob, type UploadJob } from './upload-queue';

export type IndividualMedia = { photo: Photo | null; gallery: Photo[]; video: Video | null };

/** A new memorial starts empty: no date is guessed, a missing one is a validation message (product §2.5). */
/** A new memorial's first step: empty, with the design the templates gallery sent along, if any. */
export const emptyBasicInfo = (templateId = ''): BasicInfo => ({
  name: '',
  birthDate: '',
  deathDate: '',
  templateId,
  description: '',
  favoriteMusic: '',
});

/** Edit mode starts from the saved memorial. */
export function fromProfile(profile: Profile): { values: BasicInfo; media: IndividualMedia } {
  return {
    values: {
      name: profile.profile_name,
      birthDate: profile.birth_date,
      deathDate: profile.death_date,
      templateId: profile.template_id,
      description: profile.description ?? '',
      favoriteMusic: profile.favorite_music ?? '',
    },
    media: {
      photo: profile.profile_image_url ? savedPhoto(profile.profile_image_url) : null,
      gallery: profile.gallery_images.map(savedPhoto),
      video: profile.memorial_video_url ? savedVideo(profile.memorial_video_url, profile.video_thumbnail_url) : null,
    },
  };
}

const pending = <T extends Photo | Video>(media: T | null): media is Extract<T, { kind: 'new' }> =>
  media?.kind === 'new' && !media.uploadedUrl;

/** The files still to send, in the order the page shows them. */
export function individualJobs(media: IndividualMedia): UploadJob[] {
  const jobs: UploadJob[] = [];
  if (pending(media.photo)) jobs.push(photoUploadJob(media.photo, 'Foto de perfil', 'profile'));
  media.gallery.forEach((photo, index) => {
    if (pending(photo)) jobs.push(photoUploadJob(photo, `Foto ${index + 1} de la galería`, 'gallery'));
  });
  if (pending(media.video)) jobs.push(videoUploadJob(media.video, 'Video'));
  return jobs;
}

/**
 * The new video's thumbnail (product §2.5), a WebP sent as kind 'thumbnail'. Best effort: a failure is logged and
 * the memorial is saved without one.
 */
export async function ensureThumbnail(video: Video | null): Promise<void> {
  if (video?.kind !== 'new' || video.thumbnailUrl !== undefined) return;
  const image = await makeVideoThumbnail(video.file);
  if (!image) {
    video.thumbnailUrl = null;
    return;
  }
  // Tied to its video when that is stored, as the upload's own poster is (lib/media/uploads.ts).
  const sent = await uploadImage(image, 'miniatura-video.webp', 'thumbnail', { variantOf: video.uploadedUrl });
  if (!sent.ok) console.warn('No se pudo subir la miniatura del video', sent.error);
  video.thumbnailUrl = sent.ok ? sent.data.url : null;
}

/** Everything the API stores, every time (a PUT replaces the whole memorial). */
export function profilePayload(values: BasicInfo, media: IndividualMedia): ProfilePayload {
  const music = values.favoriteMusic.trim();
  return {
    name: values.name.trim(),
    birthDate: values.birthDate,
    deathDate: values.deathDate,
    template_id: values.templateId,
    description: values.description.trim(),
    favoriteMusic: music || null,
    profile_image_url: (media.photo && mediaUrl(media.photo)) ?? null,
    gallery_images: media.gallery.map(mediaUrl).filter((url): url is string => Boolean(url)),
    memorial_video_url: (media.video && mediaUrl(media.video)) ?? null,
    video_thumbnail_url: media.video ? (media.video.thumbnailUrl ?? null) : null,
  };
}
