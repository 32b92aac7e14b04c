/**
 * The couple wizard's checks on files the administrator picks, before any byte is sent (product §3.5
 * 'Couple wizard' and 'Admin upload checks'). The upload API decides by content anyway; these give
 * docs/product's words at once. Pure.
 */
import { COUPLE_LIMITS as L, COUPLE_MESSAGES as M } from '../../../worker/schemas/couple-texts';
import { isAcceptedPhoto, PHOTO, PHOTO_ACCEPT, type PreparationFailure } from '../media/photo-rules';
import { MAX_VIDEO_BYTES, VIDEO_ACCEPT, videoFileError } from '../media/media-checks';
import { COUPLE_UI } from './couple-texts';

export type ChosenFile = { name: string; type: string; size: number };

/**
 * 25 MB: the photo is prepared in the browser (site/lib/media/prepare-photo.ts) and only that copy, under
 * the upload API's 2 MB, is sent.
 */
export const COUPLE_IMAGE_MAX_BYTES = PHOTO.maxSourceBytes;
/** 65 MB, docs/product's figure in bytes: the family and individual pickers' limit. */
export const COUPLE_VIDEO_MAX_BYTES = MAX_VIDEO_BYTES;

/**
 * What the pickers offer: JPG, PNG and HEIC photos; the videos the family and individual pickers take (MP4,
 * an iPhone's MOV, WebM, AVI), by the same rule (site/lib/media/media-checks.ts), as the upload API does.
 */
export const COUPLE_IMAGE_ACCEPT = PHOTO_ACCEPT;
export const COUPLE_VIDEO_ACCEPT = VIDEO_ACCEPT;

/** The message for a photo that cannot be used, or null. */
export function coupleImageError(file: ChosenFile): string | null {
  if (!isAcceptedPhoto(file) || file.size === 0) return COUPLE_UI.imageType;
  if (file.size > COUPLE_IMAGE_MAX_BYTES) return COUPLE_UI.imageTooLarge;
  return null;
}

/** A chosen photo that could not be prepared: over the limit, or product §3.8's 'Error al subir archivo'. */
export const couplePreparationError = (reason: PreparationFailure): string =>
  reason === 'too-large' ? COUPLE_UI.imageTooLarge : M.uploadFailed;

/** The message for a video that cannot be used ('clip.mov no es válido. Solo se permiten …'), or null. */
export function coupleVideoError(file: ChosenFile): string | null {
  const problem = videoFileError(file);
  if (!problem) return null;
  return `${file.name} ${file.size > COUPLE_VIDEO_MAX_BYTES ? M.videoTooLarge : M.videoType}`;
}

export type Picked<F extends ChosenFile> = { accepted: F[]; errors: string[] };

/**
 * Which of the newly picked files join a list that already holds `current` items: the usable ones, in
 * order, up to the limit. Every refusal is said (each bad file by name, and the limit once).
 */
function pick<F extends ChosenFile>(
  files: readonly F[],
  current: number,
  limit: number,
  full: string,
  check: (file: F) => string | null,
): Picked<F> {
  const accepted: F[] = [];
  const errors: string[] = [];
  let overLimit = current >= limit && files.length > 0;
  for (const file of files) {
    const problem = check(file);
    if (problem) errors.push(problem);
    else if (current + accepted.length < limit) accepted.push(file);
    else overLimit = true;
  }
  if (overLimit) errors.push(full);
  return { accepted, errors };
}

/** Gallery photos: JPG/PNG up to 2 MB, at most 10 in all ('Máximo 10 fotos permitidas'). */
export const pickGalleryPhotos = <F extends ChosenFile>(files: readonly F[], current: number) =>
  pick(files, current, L.gallery, M.galleryFull, coupleImageError);

/** Special videos: MP4, MOV, WebM or AVI up to 65 MB, at most 2 ('Máximo 2 videos permitidos'). */
export const pickVideos = <F extends ChosenFile>(files: readonly F[], current: number) =>
  pick(files, current, L.videos, M.videosFull, coupleVideoError);
