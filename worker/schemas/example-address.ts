/**
 * How a landing example's address and photo are cleaned, wherever they come from (typed, pasted, or saved that way
 * by the product's earlier version): the server's schema applies it to every value it reads or saves, and the
 * back-office shows the same result. Library-free and pure, so the island imports it without zod.
 */

/**
 * A slug typed or pasted: a whole address ('https://sitio.co/memorial/rosa-elvira/?x=1') becomes its last path
 * segment ('rosa-elvira'); a plain slug is kept as it is, trimmed.
 */
export function slugFromInput(input: string): string {
  const text = input.trim();
  if (!text) return '';
  const withoutQuery = text.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  return segments.at(-1) ?? '';
}

/** An address written twice into itself ('https://a.co/media/https://a.co/media/x.jpg') kept from its last start. */
export function undoubledUrl(url: string): string {
  const start = Math.max(url.lastIndexOf('http://'), url.lastIndexOf('https://'));
  return start > 0 ? url.slice(start) : url;
}
