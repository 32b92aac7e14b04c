import { returnPathFromFragment } from '../../../worker/schemas/return-path';

/**
 * One-time tokens arrive in links from our e-mails: in the hash (`#token=…`, never sent to any server) or
 * in the query (`?token=…`). Once read they are taken out of the address bar, so they do not linger in
 * history, bookmarks or a screenshot.
 */

/** The token in a location hash such as '#token=abc'; null when absent or blank. */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value?.trim() ? value.trim() : null;
}

/** Replaces the current history entry with the same path minus its query and hash. */
export function scrubAddressBar(): void {
  const { pathname } = window.location;
  window.history.replaceState(window.history.state, '', pathname);
}

/** Reads the hash token once and removes it from the address bar. */
export function takeHashToken(): string | null {
  const token = tokenFromHash(window.location.hash);
  if (window.location.hash || window.location.search) scrubAddressBar();
  return token;
}

/**
 * Reads the hash token and the page the link leads back to (`&volver=`, docs/features/the-way-back.md: checked again here, so a link
 * edited by hand to point elsewhere leads nowhere but the default), then cleans the address bar.
 */
export function takeHashLink(): { token: string | null; returnPath: string | null } {
  const returnPath = returnPathFromFragment(window.location.hash);
  return { token: takeHashToken(), returnPath };
}

/** product §1.9: the verification and reset pages move on after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000;
