/**
 * Taps on gallery photos open the lightbox instead of following the link to the full photo (the link
 * still works without JavaScript). The lightbox ships in the page's script rather than on demand: it is
 * about 1 KB, and fetching it at the first tap would make that tap wait a round trip on mobile data.
 */
import { openLightbox, type LightboxPhoto } from './lightbox';

function photosOf(gallery: Element): { links: HTMLAnchorElement[]; photos: LightboxPhoto[] } {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')];
  const photos = links.map((link) => {
    const thumb = link.querySelector('img');
    return { src: link.dataset.full ?? link.href, srcset: thumb?.srcset ?? '', alt: thumb?.alt ?? '' };
  });
  return { links, photos };
}

export function wireGalleryLinks(root: ParentNode = document): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
  if (!dialog) return;
  root.querySelectorAll<HTMLElement>('[data-gallery]').forEach((gallery) => {
    gallery.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-lightbox-item]');
      if (!link || event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      const { links, photos } = photosOf(gallery);
      openLightbox(dialog, photos, links.indexOf(link));
    });
  });
}
