/**
 * Checks on a file the person just chose, before any byte is sent (product §2.5). The server decides
 * by the file's content anyway; these catch the common mistakes at once, in docs/product's words.
 */
import { FILE_TEXTS as T } from '../memorial/memorial-messages';
import { LIMITS } from '../memorial/memorial-options';
import { isAcceptedPhoto, PHOTO, PHOTO_ACCEPT, type PreparationFailure } from './photo-rules';

export { MAX_IMAGE_BYTES } from './photo-rules';
/** 65 MB, docs/product's figure in bytes (worker/schemas/uploads.ts MAX_VIDEO_BYTES). */
export const MAX_VIDEO_BYTES = 68_157_440;

export type ChosenFile = { name: string; type: string; size: number };

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/msvideo']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'webm', 'mov', 'avi']);

/** The accept attributes of the file inputs: the picker offers only what the checks take. */
export const IMAGE_ACCEPT = PHOTO_ACCEPT;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,video/x-msvideo,.mp4,.webm,.mov,.avi';

const extension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A name a person could have given a file: not empty, not a path, no control characters. */
export function isValidFileName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 && name.length <= 255 && !/[\\/]/.test(name) && !CONTROL_CHARACTERS.test(name) && trimmed !== '.' && trimmed !== '..'
  );
}

/**
 * Browsers leave `type` empty for extensions they do not know (often .mov and .avi on Windows): the
 * extension decides then.
 */
const isOneOf = (file: ChosenFile, types: Set<string>, extensions: Set<string>): boolean =>
  file.type ? types.has(file.type.toLowerCase()) : extensions.has(extension(file.name));

/**
 * The message for a photo that cannot be used, or null when it can. Up to 25 MB: the photo is prepared
 * in the browser (prepare-photo.ts) and only that copy, under the API's 2 MB, is sent.
 */
export function imageFileError(file: ChosenFile): string | null {
  if (!isValidFileName(file.name)) return T.badFileName;
  if (!isAcceptedPhoto(file)) return T.imageType;
  if (file.size === 0) return T.emptyFile;
  if (file.size > PHOTO.maxSourceBytes) return T.imageTooLarge;
  return null;
}

/** Why a chosen photo could not be prepared, in the wizards' words (product §2.5, §2.8). */
export const photoPreparationError = (reason: PreparationFailure): string =>
  reason === 'too-large' ? T.imageTooLarge : T.uploadImageFailed;

/** What a picker says while it prepares: 'Preparando foto…', or with several 'Preparando foto 2 de 5…'. */
export const preparingPhotoText = ({ done, total }: { done: number; total: number }): string =>
  total > 1 ? `Preparando foto ${done + 1} de ${total}…` : T.preparingPhoto;

/** The message for a video that cannot be used by its name, type or size; its length is read later. */
export function videoFileError(file: ChosenFile): string | null {
  if (!isValidFileName(file.name)) return T.badFileName;
  if (!isOneOf(file, VIDEO_TYPES, VIDEO_EXTENSIONS)) return T.videoType;
  if (file.size === 0) return T.emptyFile;
  if (file.size > MAX_VIDEO_BYTES) return T.videoTooLarge;
  return null;
}

/** product §2.5: at most 180 seconds; a length the browser could not read means the file is unusable. */
export function videoDurationError(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return T.videoUnreadable;
  return seconds > LIMITS.videoSeconds ? T.videoTooLong : null;
}

/** '12,5 MB' (or '350 KB' for a short clip) for the video's caption: people compare it with the 65 MB limit. */
export function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const value = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }).format(value)} MB`;
}
