/**
 * Headers for pages whose URL carries a one-time token: never cached (not by the browser, not by a
 * proxy), and the address never sent onward as a Referer.
 */
export function noStoreTokenPage(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('Referrer-Policy', 'no-referrer');
}
