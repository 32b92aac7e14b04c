/**
 * The browser starts handing a page its service worker's messages once the page is parsed, whether anyone listens
 * or not. On a saved copy the worker's news can come before the public pages' script, which arrives after the first
 * screen (site/components/public/PublicPageScript.astro), so the pages' inlined bytes listen from the start:
 * - 'network-failed' is left on `<html>`, where the saved-copy notice reads it (saved-copy-notice.ts);
 * - 'page-withdrawn' (the copy was shown while the network was slow, and the server then said the page is private
 *   or gone) reloads the page at once into the server's answer; the first listener to hear it marks `<html>`, so
 *   the page script's own listener does not reload it a second time.
 *
 * No imports on purpose: a module these inlined bytes shared with BaseLayout's inline script would become a file of
 * its own that both fetch. The names are site/lib/offline/protocol.ts's, which tests/unit/offline-rules.test.ts holds
 * equal.
 */
export const WORKER_NEWS_MARKS = {
  savedAt: 'data-saved-at',
  refreshFailed: 'data-refresh-failed',
  withdrawn: 'data-withdrawn',
  networkFailedMessage: 'network-failed',
  withdrawnMessage: 'page-withdrawn',
} as const;

export function heedWorkerNews(): void {
  const root = document.documentElement;
  const marks = WORKER_NEWS_MARKS;
  if (!root.hasAttribute(marks.savedAt) || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === marks.networkFailedMessage) root.setAttribute(marks.refreshFailed, '');
    if (type === marks.withdrawnMessage && !root.hasAttribute(marks.withdrawn)) {
      root.setAttribute(marks.withdrawn, '');
      location.reload();
    }
  });
}
