/**
 * The enlarged-photo dialog (product §2.2): arrows (buttons and keyboard), Escape (the native dialog's
 * cancel), a 'n / total' counter and a horizontal swipe on phones. It opens as every public dialog does
 * (./dialogs.ts): focus on its heading, and back on the tapped photo when it closes.
 */
import { showDialog } from './dialogs';
import { imageSlot } from './image-slot';

export type LightboxPhoto = { src: string; srcset: string; alt: string };

type State = { dialog: HTMLDialogElement; photos: LightboxPhoto[]; index: number };

let state: State | null = null;
const wired = new WeakSet<HTMLDialogElement>();

/** Shows photo `index`, wrapping around at both ends. */
function show(index: number): void {
  if (!state) return;
  const { dialog, photos } = state;
  const total = photos.length;
  state.index = ((index % total) + total) % total;
  const photo = photos[state.index];
  const image = imageSlot(dialog, '[data-lightbox-image]');
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-counter]');
  if (!photo || !image) return;
  image.srcset = photo.srcset;
  image.sizes = '100vw';
  image.src = photo.src;
  image.alt = photo.alt;
  if (counter) counter.textContent = `${state.index + 1} / ${total}`;
  dialog.querySelectorAll<HTMLElement>('[data-lightbox-prev], [data-lightbox-next]').forEach((button) => {
    button.hidden = total < 2;
  });
}

const step = (delta: number) => {
  if (state) show(state.index + delta);
};

function wire(dialog: HTMLDialogElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  dialog.querySelector('[data-lightbox-prev]')?.addEventListener('click', () => step(-1));
  dialog.querySelector('[data-lightbox-next]')?.addEventListener('click', () => step(1));
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  });
  // A tap on the dark area (not the photo or a button) closes, as on any phone gallery.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  let startX: number | null = null;
  dialog.addEventListener('touchstart', (event) => (startX = event.touches[0]?.clientX ?? null), { passive: true });
  dialog.addEventListener(
    'touchend',
    (event) => {
      const endX = event.changedTouches[0]?.clientX;
      if (startX !== null && endX !== undefined && Math.abs(endX - startX) > 48) step(endX < startX ? 1 : -1);
      startX = null;
    },
    { passive: true },
  );
  dialog.addEventListener('close', () => {
    dialog.querySelector<HTMLImageElement>('[data-lightbox-image]')?.removeAttribute('src');
  });
}

export function openLightbox(dialog: HTMLDialogElement, photos: LightboxPhoto[], index: number): void {
  if (photos.length === 0) return;
  wire(dialog);
  state = { dialog, photos, index };
  show(index);
  showDialog(dialog);
}
