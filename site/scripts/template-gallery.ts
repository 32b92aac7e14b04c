/**
 * The templates gallery's behaviour (/template, product §2.2). The page works without it (tabs are links
 * to ?categoria=…, cards link to their videos); this filters the cards in place, follows the tabs pattern
 * for the keyboard (arrows, Home, End), opens a card's dialog (at its top, the focus on the design's name,
 * as public dialogs open) with its video playing muted in a loop and 'Usar este diseño' leading to that
 * design, and puts 'Imagen no disponible' where a thumbnail fails to load.
 */
import { parseTemplateFilter, templateFilterHref, type TemplateFilter } from '../lib/landing/template-gallery';
import { showDialog } from './public/dialogs';

const tabs = [...document.querySelectorAll<HTMLAnchorElement>('[data-template-tab]')];
const panel = document.querySelector<HTMLElement>('[data-template-panel]');
const items = [...document.querySelectorAll<HTMLElement>('[data-template-panel] [data-category]')];

function select(filter: TemplateFilter): void {
  for (const tab of tabs) {
    const selected = tab.dataset.templateTab === filter;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected) panel?.setAttribute('aria-labelledby', tab.id);
  }
  for (const item of items) item.hidden = filter !== 'todas' && item.dataset.category !== filter;
  history.replaceState(null, '', templateFilterHref(filter));
}

tabs.forEach((tab, index) => {
  tab.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    select(parseTemplateFilter(tab.dataset.templateTab));
  });
  tab.addEventListener('keydown', (event) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    next.focus();
    select(parseTemplateFilter(next.dataset.templateTab));
  });
});

// A thumbnail that fails (before or after this script runs) gives way to docs/product's text.
document.querySelectorAll<HTMLImageElement>('img[data-template-thumb]').forEach((image) => {
  const fail = () => {
    image.hidden = true;
    image.parentElement?.querySelector<HTMLElement>('[data-thumb-missing]')?.removeAttribute('hidden');
  };
  if (image.complete && image.naturalWidth === 0) fail();
  else image.addEventListener('error', fail, { once: true });
});

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-template-modal]');
const video = dialog?.querySelector<HTMLVideoElement>('video[data-modal-video]');

function open(card: HTMLElement): void {
  if (!dialog || !video) return;
  const { name = '', description = '', categoryLabel = '', kindLabel = '', useHref = '', video: source = '', poster = '' } = card.dataset;
  const write = (selector: string, text: string) => dialog.querySelector(selector)?.replaceChildren(text);
  write('[data-modal-name]', name);
  write('[data-modal-category]', categoryLabel);
  write('[data-modal-description]', description);
  write('[data-modal-kind]', kindLabel);
  dialog.querySelector<HTMLAnchorElement>('[data-modal-use]')?.setAttribute('href', useHref);
  video.setAttribute('aria-label', `Video de la plantilla ${name}`);
  video.poster = poster;
  // With reduced motion the video waits for the visitor to press play.
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    video.autoplay = false;
    video.controls = true;
  }
  video.src = source;
  showDialog(dialog);
  if (video.autoplay) {
    video.play().catch(() => {
      // Playback refused or the file failed: the poster stays in its place.
    });
  }
}

if (dialog && video) {
  document.querySelectorAll<HTMLElement>('[data-template-card]').forEach((card) => {
    card.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      open(card);
    });
  });
  dialog.querySelector('[data-modal-close]')?.addEventListener('click', () => dialog.close());
  // A tap on the dimmed area around the dialog closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Closed: stop the video and its download.
  dialog.addEventListener('close', () => {
    video.pause();
    video.removeAttribute('src');
    video.load();
  });
}
