/**
 * Headers for pages whose URL carries a one-time token: never cached (not by the browser, not by a
 * proxy), and the address never sent onward as a Referer.
 */
export function noStoreTokenPage(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('Referrer-Policy', 'no-referrer');
}

/**
 * The same for a token page whose button is a plain form POST to itself (the reminders' confirm and unsubscribe
 * pages): under `no-referrer` Chromium sends such a POST with `Origin: null`, which Astro's origin check refuses
 * as a cross-site form (403). `same-origin` sends the address to this site only, never onward.
 */
export function noStoreTokenFormPage(headers: Headers): void {
  noStoreTokenPage(headers);
  headers.set('Referrer-Policy', 'same-origin');
}
