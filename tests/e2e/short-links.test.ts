import { describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { PHONE } from '../helpers/browser';
import { useBrowser } from '../helpers/e2e-suite';

/** The plaque's address, `/q/{code}`, against the built Worker: a redirect to the page, whatever the case typed. */
const baseURL = inject('baseURL');

async function seededCode(): Promise<{ code: string; url: string }> {
  const response = await fetch(`${baseURL}/api/profiles/public/${SEED_MEMORIAL.slug}`);
  const { data } = (await response.json()) as { data: { short_code: string; short_url: string } };
  return { code: data.short_code, url: data.short_url };
}

describe('the plaque’s short address', () => {
  const suite = useBrowser();

  it('redirects /q/{code} in any case to the memorial, uncached', async () => {
    const { code, url } = await seededCode();
    expect(url).toBe(`${baseURL.toLowerCase()}/q/${code.toLowerCase()}`);
    // The QR code's own upper-case path, and a code typed by hand in lower case.
    for (const path of [`/Q/${code}`, `/q/${code}`, `/q/${code.toLowerCase()}`]) {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location') ?? '', baseURL).pathname).toBe(`/memorial/${SEED_MEMORIAL.slug}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('says clearly when a code leads nowhere', async () => {
    for (const path of ['/q/ZZZZZZ', '/q/no-es-un-codigo', '/Q/ZZZZZZ']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Código no encontrado');
    }
  });

  it('opens the memorial on a phone from the scanned address', async () => {
    const { url } = await seededCode();
    const page = await suite.browser.newPage(PHONE);
    // What a phone's camera hands the browser: the upper-case address from the QR code (the browser itself
    // lowers the scheme and host, not the path).
    await page.goto(url);
    await page.waitForURL((address) => address.pathname === `/memorial/${SEED_MEMORIAL.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });
});
