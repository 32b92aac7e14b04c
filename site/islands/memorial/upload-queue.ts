import { UPLOAD_FAILED_PREFIX } from '../../lib/memorial/memorial-messages';
import { uploadPhoto, uploadVideo, type Progress, type UploadResult } from '../../lib/media/uploads';
import type { NewPhoto, NewVideo } from './media-state';

/**
 * The files a wizard still has to send, one after another: on mobile data one file at full speed shows
 * honest percentages and finishes sooner than several fighting for the same connection.
 */
export type UploadJob = {
  id: string;
  /** What the progress list calls the file ('Foto de perfil', 'Video'). */
  label: string;
  /** product §2.8 'Error subiendo imagen de perfil/galería/video', put before the server's message. */
  failurePrefix: string;
  run: (onProgress: Progress) => Promise<UploadResult>;
  /** Keeps the URL, so a retry after a later failure does not send this file again. */
  done: (url: string) => void;
};

/**
 * The job that sends a new photo or video. `done` writes the URL onto the file's own entry: a cache the
 * screen never renders, kept on the object so a retry after a failed save skips what already arrived.
 */
export const photoUploadJob = (photo: NewPhoto, label: string, type: 'profile' | 'gallery'): UploadJob => ({
  id: photo.id,
  label,
  failurePrefix: UPLOAD_FAILED_PREFIX[type],
  run: (onProgress) => uploadPhoto(photo.file, type, onProgress),
  done: (url) => {
    photo.uploadedUrl = url;
  },
});

export const videoUploadJob = (video: NewVideo, label: string): UploadJob => ({
  id: video.id,
  label,
  failurePrefix: UPLOAD_FAILED_PREFIX.video,
  // The upload makes the poster frame too (lib/media/uploads.ts); an individual memorial saves it as its thumbnail.
  run: async (onProgress) => {
    const sent = await uploadVideo(video.file, onProgress);
    if (sent.ok) video.thumbnailUrl = sent.poster ?? null;
    return sent;
  },
  done: (url) => {
    video.uploadedUrl = url;
  },
});

export type UploadOutcome = { ok: true } | { ok: false; error: string };

/** `afterEach` runs once a file is sent and its URL kept (the wizard writes its draft: a reload never sends it again). */
export async function runUploads(
  jobs: UploadJob[],
  onProgress: (id: string, percent: number) => void,
  afterEach?: () => void,
): Promise<UploadOutcome> {
  for (const job of jobs) {
    const result = await job.run((percent) => onProgress(job.id, percent));
    if (!result.ok) return { ok: false, error: `${job.failurePrefix}: ${result.error}` };
    job.done(result.data.url);
    afterEach?.();
  }
  return { ok: true };
}
