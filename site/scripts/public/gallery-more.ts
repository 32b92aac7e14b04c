/**
 * 'Ver N fotos más' is a <details> that works without this script. Once it has shown the rest of the
 * photos the control has nothing more to offer, so it leaves, and the focus goes to the first photo it
 * revealed, right where the control was (rather than being lost with it).
 */
export function wireGalleryMore(root: ParentNode = document): void {
  root.querySelectorAll<HTMLDetailsElement>('details[data-gallery-more]').forEach((details) => {
    details.addEventListener('toggle', () => {
      const summary = details.querySelector('summary');
      if (!details.open || !summary) return;
      summary.hidden = true;
      details.querySelector<HTMLElement>('a[data-lightbox-item]')?.focus({ preventScroll: true });
    });
  });
}
