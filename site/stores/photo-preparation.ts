import { atom } from 'nanostores';
import { preparePhoto, type PreparedPhoto } from '../lib/media/prepare-photo';

/**
 * How many photos the page's pickers are preparing right now (site/lib/media/prepare-photo.ts). The
 * wizards' navigation reads it: nobody saves, or leaves the step and so the picker, while a chosen photo
 * is not ready yet, and no wizard has to know which of its pickers is busy.
 */
export const $photosBeingPrepared = atom(0);

/** preparePhoto, counted while it runs. */
export async function prepareCounted(file: File): Promise<PreparedPhoto> {
  $photosBeingPrepared.set($photosBeingPrepared.get() + 1);
  try {
    return await preparePhoto(file);
  } finally {
    $photosBeingPrepared.set($photosBeingPrepared.get() - 1);
  }
}
