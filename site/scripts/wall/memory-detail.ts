import { likesLabel, memoryDate, type WallMemory } from '../../lib/wall/memory-card';
import { showDialog } from '../public/dialogs';
import { imageSlot } from '../public/image-slot';

/** 'Imagen no disponible' in place of a photo that cannot be shown (the text comes from the wall's CSS). */
export function showMissingPhoto(img: HTMLImageElement): void {
  img.hidden = true;
  img.parentElement?.classList.add(img.hasAttribute('data-detail-photo') ? 'memory-detail__photo--missing' : 'memory-card__photo--missing');
}

function setText(dialog: HTMLElement, selector: string, text: string): HTMLElement | null {
  const element = dialog.querySelector<HTMLElement>(selector);
  if (element) element.textContent = text;
  return element;
}

/**
 * Fills the one detail <dialog> with `memory` and opens it as every public dialog opens: at its top, the
 * focus on the author's name, back on the card when it closes (Escape and the close button dismiss it).
 */
export function openMemoryDetail(memory: WallMemory): void {
  const dialog = document.getElementById('memory-detail');
  if (!(dialog instanceof HTMLDialogElement)) return;
  dialog.dataset.memoryId = memory.id;
  dialog.dispatchEvent(new Event('memory-detail:open'));
  const photoBox = dialog.querySelector<HTMLElement>('[data-detail-photo-box]');
  if (photoBox) photoBox.hidden = !memory.photo_url;
  const photo = memory.photo_url ? imageSlot(dialog, '[data-detail-photo]') : null;
  if (photo && memory.photo_url) {
    photo.parentElement?.classList.remove('memory-detail__photo--missing');
    photo.hidden = false;
    photo.onerror = () => showMissingPhoto(photo);
    photo.alt = `Foto compartida por ${memory.author_name}`;
    photo.src = memory.photo_url;
  }
  setText(dialog, '[data-detail-author]', memory.author_name);
  // The <time> is made here: served empty, its text would not be a date, which HTML requires of it.
  const date = document.createElement('time');
  date.dateTime = memory.created_at;
  date.textContent = memoryDate(memory.created_at);
  dialog.querySelector('[data-detail-date]')?.replaceChildren(date);
  setText(dialog, '[data-detail-message]', memory.message);
  const song = setText(dialog, '[data-detail-song]', memory.song ? `♪ ${memory.song}` : '');
  if (song) song.hidden = !memory.song;
  const things = dialog.querySelector<HTMLElement>('[data-detail-things]');
  const thingsBox = dialog.querySelector<HTMLElement>('[data-detail-things-box]');
  if (things && thingsBox) {
    things.replaceChildren(
      ...memory.things_list.map((thing) => {
        const item = document.createElement('li');
        item.textContent = thing;
        return item;
      }),
    );
    thingsBox.hidden = memory.things_list.length === 0;
  }
  setText(dialog, '[data-detail-likes]', `♥ ${likesLabel(memory.likes)}`);
  showDialog(dialog);
  if (dialog.dataset.wired === undefined) {
    dialog.dataset.wired = '';
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
}
