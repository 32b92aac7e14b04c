/**
 * 'Galería de recuerdos' in pages of 6 (spec part 2 §9). The server already renders the requested page
 * and pager links (?fotos=N) that work without JavaScript; this only swaps pages in place.
 */
function pageCount(items: HTMLElement[], size: number): number {
  return Math.max(1, Math.ceil(items.length / size));
}

export function wireGalleryPager(gallery: HTMLElement): void {
  const size = Number(gallery.dataset.pageSize);
  const items = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-item]')];
  const prev = gallery.querySelector<HTMLAnchorElement>('[data-gallery-prev]');
  const next = gallery.querySelector<HTMLAnchorElement>('[data-gallery-next]');
  const status = gallery.querySelector<HTMLElement>('[data-gallery-status]');
  if (!size || !prev || !next) return;
  const pages = pageCount(items, size);
  let page = Number(gallery.dataset.page) || 1;

  const go = (target: number) => {
    page = Math.min(Math.max(target, 1), pages);
    gallery.dataset.page = String(page);
    items.forEach((item, index) => (item.hidden = Math.floor(index / size) + 1 !== page));
    if (status) status.textContent = `Página ${page} de ${pages}`;
    for (const [link, target, disabled] of [
      [prev, page - 1, page === 1],
      [next, page + 1, page === pages],
    ] as const) {
      link.href = `?fotos=${Math.min(Math.max(target, 1), pages)}#galeria`;
      if (disabled) link.setAttribute('aria-disabled', 'true');
      else link.removeAttribute('aria-disabled');
    }
    history.replaceState(null, '', `?fotos=${page}#galeria`);
  };

  prev.addEventListener('click', (event) => {
    event.preventDefault();
    go(page - 1);
  });
  next.addEventListener('click', (event) => {
    event.preventDefault();
    go(page + 1);
  });
}
