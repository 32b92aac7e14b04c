import type { Progress, UploadResult } from '../../lib/media/uploads';

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
