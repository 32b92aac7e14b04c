import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PreparationFailure } from '../../lib/media/photo-rules';
import { prepareCounted } from '../../stores/photo-preparation';

export type PreparationProgress = { done: number; total: number };

/**
 * A picker's side of preparing photos at pick time (site/lib/media/prepare-photo.ts): the files one after
 * another, a progress the picker shows while it lasts, and each ready photo handed over at once.
 *
 * `deliver` runs inside flushSync: the parent re-renders before the next photo is ready, so a picker that
 * reads its props through a ref always adds to the list that already holds the previous photo, even when
 * the parent's onChange builds the new value from what it rendered. A picker that leaves the page while a
 * photo is prepared (its member removed) drops the result.
 */
export function usePhotoPreparation() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [progress, setProgress] = useState<PreparationProgress | null>(null);

  /**
   * `input` is the file input the files came from: the picker disables it meanwhile, which takes the
   * keyboard focus away, so it gets the focus back once it works again (unless the person moved on).
   */
  async function prepare(files: readonly File[], deliver: (file: File) => void, input?: HTMLElement): Promise<PreparationFailure[]> {
    const failures: PreparationFailure[] = [];
    setProgress({ done: 0, total: files.length });
    for (const [index, file] of files.entries()) {
      const prepared = await prepareCounted(file);
      if (!mounted.current) return failures;
      if (prepared.ok) flushSync(() => deliver(prepared.file));
      else failures.push(prepared.reason);
      if (index + 1 < files.length) setProgress({ done: index + 1, total: files.length });
    }
    flushSync(() => setProgress(null));
    const focus = document.activeElement;
    if (input?.isConnected && (!focus || focus === document.body)) input.focus({ preventScroll: true });
    return failures;
  }

  return { preparing: progress, prepare };
}
