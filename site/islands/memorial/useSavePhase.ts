import { useState } from 'react';
import { runUploads, type UploadJob } from './upload-queue';
import type { ProgressItem } from './UploadProgress';
import { useLeaveWarning } from './useWizardSteps';

export type SavePhase = 'idle' | 'uploading' | 'saving' | 'done';

/**
 * A memorial wizard's save (product §2.4): the files first, each with its progress, then the memorial itself, and
 * the message of a save that stopped.
 * While either runs the wizard is busy and leaving the page asks first: closing the tab would lose the upload.
 */
export function useSavePhase() {
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [items, setItems] = useState<ProgressItem[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  useLeaveWarning(phase === 'uploading' || phase === 'saving');

  /** Sends the files in order (a new try clears the last one's message); `afterEach` writes the device draft once a file's URL is kept. */
  function upload(jobs: UploadJob[], afterEach: () => void) {
    setError(null);
    setItems(jobs.map(({ id, label }) => ({ id, label })));
    setProgress({});
    setPhase('uploading');
    return runUploads(jobs, (id, percent) => setProgress((current) => ({ ...current, [id]: percent })), afterEach);
  }

  /** The save stopped: its message is shown and the wizard can be used again. */
  function fail(message: string) {
    setError(message);
    setPhase('idle');
  }

  function finish() {
    setItems([]);
    setProgress({});
    setPhase('done');
  }

  return { phase, busy: phase !== 'idle', setPhase, upload, fail, finish, items, progress, error };
}
