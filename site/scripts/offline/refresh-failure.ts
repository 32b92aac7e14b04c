/**
 * The browser starts handing a page its service worker's messages once the page is parsed, whether anyone listens
 * or not. On a saved copy the worker's 'network-failed' can come before the public pages' script, which arrives
 * after the first screen (site/components/public/PublicPageScript.astro), so the pages' inlined bytes listen from the
 * start and leave the news on `<html>`, where the saved-copy notice reads it (saved-copy-notice.ts).
 *
 * No imports on purpose: a module these inlined bytes shared with BaseLayout's inline script would become a file of
 * its own that both fetch. The names are site/lib/offline/protocol.ts's, which tests/unit/offline-rules.test.ts holds
 * equal.
 */
export const REFRESH_FAILURE_MARKS = { savedAt: 'data-saved-at', refreshFailed: 'data-refresh-failed', message: 'network-failed' } as const;

export function rememberRefreshFailure(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(REFRESH_FAILURE_MARKS.savedAt) || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === REFRESH_FAILURE_MARKS.message) root.setAttribute(REFRESH_FAILURE_MARKS.refreshFailed, '');
  });
}
