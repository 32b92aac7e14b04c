/**
 * What the pages and the service worker say to each other, and the mark a saved copy carries. Shared by the
 * worker's bundle and the pages' small registration script, so both sides spell them the same.
 */

/** On the `<html>` of every copy the worker serves from its page cache: when that copy was saved (ISO 8601). */
export const SAVED_AT_ATTRIBUTE = 'data-saved-at';

/**
 * On the `<html>` of a saved copy whose refresh failed, when the worker said so before the page's own script was
 * there to hear it (the public pages add theirs after the first screen, site/scripts/offline/worker-news.ts).
 */
export const REFRESH_FAILED_ATTRIBUTE = 'data-refresh-failed';

/**
 * On the `<html>` of a saved copy the worker said was withdrawn, set by the first of the page's listeners that
 * reloads it, so a page that heard the news twice (its first bytes and its script) reloads once.
 */
export const WITHDRAWN_ATTRIBUTE = 'data-withdrawn';

/**
 * Page → worker: "keep this page and what it loaded". Sent by a page the worker did not control when it
 * loaded (the first visit, before the worker was installed), so none of its requests went through the worker.
 */
export type KeepPageMessage = { type: 'keep-page'; url: string; resources: string[] };

/** Worker → page: the page is a saved copy and the network could not refresh it. */
export type NetworkFailedMessage = { type: 'network-failed' };

/**
 * Worker → page: the page is a saved copy shown while the network was slow, and the network has since answered
 * that the page is withdrawn (private, unpublished, deleted). The worker already deleted the copies; the page
 * reloads at once into the server's answer (the code form of a private page).
 */
export type PageWithdrawnMessage = { type: 'page-withdrawn' };

const MAX_RESOURCES = 100;

export function keepPageMessage(url: string, resources: readonly string[]): KeepPageMessage {
  return { type: 'keep-page', url, resources: resources.slice(0, MAX_RESOURCES) };
}

export function isKeepPageMessage(data: unknown): data is KeepPageMessage {
  if (data === null || typeof data !== 'object') return false;
  const { type, url, resources } = data as Record<string, unknown>;
  return (
    type === 'keep-page' &&
    typeof url === 'string' &&
    Array.isArray(resources) &&
    resources.length <= MAX_RESOURCES &&
    resources.every((resource) => typeof resource === 'string')
  );
}

export function isNetworkFailedMessage(data: unknown): data is NetworkFailedMessage {
  return data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'network-failed';
}

export function isPageWithdrawnMessage(data: unknown): data is PageWithdrawnMessage {
  return data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'page-withdrawn';
}
