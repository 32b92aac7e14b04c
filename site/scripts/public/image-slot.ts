/**
 * An image a script fills in later (the lightbox's photo, a memory's photo, the chosen photo's preview, the
 * captcha). HTML allows no <img> without a `src`, so the served page holds an empty <span> in its place with
 * the image's class and data attributes (Astro's scoped-style attribute among them); the first call swaps it
 * for an <img> carrying the same attributes plus `attributes`, and later calls return that <img>.
 */
export function imageSlot(root: HTMLElement, selector: string, attributes: Record<string, string> = {}): HTMLImageElement | null {
  const found = root.querySelector(selector);
  if (!found || found instanceof HTMLImageElement) return found;
  const image = document.createElement('img');
  for (const { name, value } of Array.from(found.attributes)) image.setAttribute(name, value);
  for (const [name, value] of Object.entries(attributes)) image.setAttribute(name, value);
  found.replaceWith(image);
  return image;
}
