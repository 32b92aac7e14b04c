/**
 * A wizard step's address (docs/features/drafts.md): `?paso=` for `step` (0-based here, 1-based in the address, the
 * way the page counts); the first step keeps the plain address, so a reload knows where the person was.
 */
const PARAM = 'paso';

export function stepAddress(step: number, href: string = window.location.href): string {
  const url = new URL(href);
  if (step === 0) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, String(step + 1));
  return `${url.pathname}${url.search}${url.hash}`;
}
