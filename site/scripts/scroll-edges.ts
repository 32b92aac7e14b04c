/**
 * A row wider than its box says so (docs/features/public-pages.md): `[data-scroll-edges]` gets `data-more-before` while it can scroll
 * back and `data-more-after` while more of it lies ahead, and its CSS fades that edge. Kept up to date on scroll
 * and on resize; a row that fits gets neither. The header's section links on a phone (SiteHeader.astro).
 */
function mark(row: HTMLElement): void {
  // One pixel of slack: a zoomed page can leave a fraction of a pixel unscrolled.
  const before = row.scrollLeft > 1;
  const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
  row.toggleAttribute('data-more-before', before);
  row.toggleAttribute('data-more-after', after);
}

for (const row of document.querySelectorAll<HTMLElement>('[data-scroll-edges]')) {
  mark(row);
  row.addEventListener('scroll', () => mark(row), { passive: true });
  new ResizeObserver(() => mark(row)).observe(row);
}
