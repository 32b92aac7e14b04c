import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { DESKTOP, DEVICES, PHONE } from '../helpers/browser';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';

const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

describe('the landing page in a real browser', () => {
  const suite = useBrowser();

  for (const [name, device] of DEVICES) {
    it(`shows the hero from the settings and the seeded packages on a ${name}`, async () => {
      const page = await suite.browser.newPage(device);
      const response = await page.goto(`${baseURL}/`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^es/);
      await expect.poll(() => page.locator('h1').innerText()).toBe(DEFAULT_SETTINGS.hero_section.title);

      const pricing = page.locator('#precios');
      expect(await pricing.getByText('Memorial Individual').count()).toBeGreaterThan(0);
      expect(await pricing.getByText('Más popular').count()).toBe(1);
      expect(await pricing.getByText('pago único').count()).toBeGreaterThan(0);
      // COP with es-CO grouping and no decimals.
      expect(await pricing.innerText()).toMatch(/\$\s?\d{1,3}(\.\d{3})+(?![,\d])/);
      await page.close();
    });
  }

  it('shows a new hero title once an administrator changes the setting, without a redeploy', async () => {
    const hero = { ...DEFAULT_SETTINGS.hero_section, title: 'Cada vida merece ser recordada' };
    const json = JSON.stringify(hero).replace(/'/g, "''");
    await executeLocalSql(stateDir, `UPDATE settings SET value = '${json}' WHERE key = 'hero_section'`);
    const page = await suite.browser.newPage(DESKTOP);
    await page.goto(`${baseURL}/`);
    expect(await page.locator('h1').innerText()).toBe('Cada vida merece ser recordada');
    await page.close();
  });

  it('answers an unknown page with a real 404 in Spanish', async () => {
    const page = await suite.browser.newPage(PHONE);
    const response = await page.goto(`${baseURL}/esta-pagina-no-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.getByText('Página no encontrada').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('the API through the running Worker', () => {
  it('serves the seeded packages and settings from local D1', async () => {
    const packages = (await (await fetch(`${baseURL}/api/packages`)).json()) as { data: { name: string }[] };
    expect(packages.data.map((p) => p.name)).toHaveLength(2);
    const health = await fetch(`${baseURL}/api/health`);
    expect(health.status).toBe(200);
  });

  it('serves seeded photos from R2 with caching and byte ranges', async () => {
    const settings = (await (await fetch(`${baseURL}/api/settings`)).json()) as {
      data: { key: string; value: { memorial_profiles?: { profile_image_url: string }[] } }[];
    };
    const examples = settings.data.find((entry) => entry.key === 'examples_section');
    const imageUrl = examples?.value.memorial_profiles?.[0]?.profile_image_url;
    expect(imageUrl).toMatch(/^\/media\//);

    const full = await fetch(`${baseURL}${imageUrl}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toContain('immutable');
    const etag = full.headers.get('etag');
    expect(etag).toBeTruthy();
    const size = (await full.arrayBuffer()).byteLength;

    const partial = await fetch(`${baseURL}${imageUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);

    const tail = await fetch(`${baseURL}${imageUrl}`, { headers: { range: 'bytes=-50' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 50}-${size - 1}/${size}`);

    const cached = await fetch(`${baseURL}${imageUrl}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(cached.status).toBe(304);

    expect((await fetch(`${baseURL}/media/profile/seed/../../etc.jpg`)).status).toBe(404);
    expect((await fetch(`${baseURL}/media/profile/seed/no-existe.jpg`)).status).toBe(404);
  });
});
