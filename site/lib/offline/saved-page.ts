/**
 * What the service worker writes into, and reads from, the copy of a page it saves. Pure string work, so the
 * unit tests check exactly what the worker stores.
 */
import { SAVED_AT_ATTRIBUTE } from './protocol';

/**
 * The page's HTML with the time it was saved on its `<html>` element. The copy then says by itself that it is
 * a copy and from when: a page cannot read the headers of its own document, but its script can read this.
 */
export function markSavedCopy(html: string, savedAt: Date): string {
  return html.replace(/<html\b/i, `<html ${SAVED_AT_ATTRIBUTE}="${savedAt.toISOString()}"`);
}

/**
 * The plaque's code a page names in `<link rel="shortlink" href="/Q/{code}">`, upper-cased; null when it names
 * none. Read from the page itself, so a saved page answers its QR code offline even when the visitor first came
 * by a shared link, or when the worker was not yet installed on the visit that followed the plaque's redirect.
 */
export function shortCodeInPage(html: string): string | null {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?shortlink\b/i.test(tag)) continue;
    const code = /\bhref=["']?[^"'\s>]*\/q\/([^"'\s>/?#]+)/i.exec(tag)?.[1];
    if (code) return code.toUpperCase();
  }
  return null;
}

export type SavedPageFacts = { url: string; shortCode: string | null; savedAt: number };

/** The page a code leads to among the saved ones: the latest saved, if a page changed its address. */
export function savedPageForCode(pages: readonly SavedPageFacts[], code: string): string | null {
  let best: SavedPageFacts | null = null;
  for (const page of pages) if (page.shortCode === code && (!best || page.savedAt > best.savedAt)) best = page;
  return best?.url ?? null;
}
