/**
 * What the pages and the service worker say to each other, and the mark a saved copy carries. Shared by the
 * worker's bundle and the pages' small registration script, so both sides spell them the same.
 */

/** On the `<html>` of every copy the worker serves from its page cache: when that copy was saved (ISO 8601). */
export const SAVED_AT_ATTRIBUTE = 'data-saved-at';

/**
 * On the `<html>` of a saved copy whose refresh failed, when the worker said so before the page's own script was
 * there to hear it (the public pages add theirs after the first screen, site/scripts/offline/refresh-failure.ts).
 */
export const REFRESH_FAILED_ATTRIBUTE = 'data-refresh-failed';

/**
 * Page → worker: "keep this page and what it loaded". Sent by a page the worker did not control when it
 * loaded (the first visit, before the worker was installed), so none of its requests went through the worker.
 */
export type KeepPageMessage = { type: 'keep-page'; url: string; resources: string[] };

/** Worker → page: the page is a saved copy and the network could not refresh it. */
export type NetworkFailedMessage = { type: 'network-failed' };

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
