/**
 * The photos and videos a wizard holds before it is saved: files already on a memorial ('saved') and
 * files chosen on this device ('new', with a local preview and, once sent, the URL the API gave them,
 * so a retry after a failed save never uploads the same file twice).
 */

export type SavedPhoto = { kind: 'saved'; id: string; url: string };
export type NewPhoto = { kind: 'new'; id: string; file: File; previewUrl: string; uploadedUrl?: string };
export type Photo = SavedPhoto | NewPhoto;

export type SavedVideo = { kind: 'saved'; id: string; url: string; thumbnailUrl: string | null };
export type NewVideo = {
  kind: 'new';
  id: string;
  file: File;
  previewUrl: string;
  duration: number;
  uploadedUrl?: string;
  /** Undefined until tried; null when the browser could not make one (it is optional). */
  thumbnailUrl?: string | null;
};
export type Video = SavedVideo | NewVideo;

let sequence = 0;
/** Ids only need to be unique on this page (crypto.randomUUID is missing outside secure contexts). */
export const localId = (prefix: string): string => `${prefix}-${++sequence}`;

export const savedPhoto = (url: string): SavedPhoto => ({ kind: 'saved', id: localId('foto'), url });

export const savedVideo = (url: string, thumbnailUrl: string | null = null): SavedVideo => ({
  kind: 'saved',
  id: localId('video'),
  url,
  thumbnailUrl,
});

export const newPhoto = (file: File): NewPhoto => ({
  kind: 'new',
  id: localId('foto'),
  file,
  previewUrl: URL.createObjectURL(file),
});

export const newVideo = (file: File, duration: number): NewVideo => ({
  kind: 'new',
  id: localId('video'),
  file,
  previewUrl: URL.createObjectURL(file),
  duration,
});

/** What an <img> or <video> shows for it now. */
export const mediaSrc = (media: Photo | Video): string => (media.kind === 'saved' ? media.url : media.previewUrl);

/** The URL to save, once the file is on the server. */
export const mediaUrl = (media: Photo | Video): string | undefined => (media.kind === 'saved' ? media.url : media.uploadedUrl);

/** Frees a local preview when its file leaves the form. */
export function release(media: Photo | Video | null | undefined): void {
  if (media?.kind === 'new') URL.revokeObjectURL(media.previewUrl);
}

/** 95 → '1:35', for the video's length. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
