import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEED_COUPLE, SEED_DRAFT_COUPLE } from '../../db/seed/data/couples';
import { colombiaDate } from '../../site/lib/public/birthday';
import { ageOn, loveTimeText } from '../../site/lib/public/couple-time';
import { formatDate } from '../../site/lib/format';
import { coupleVisitKey, visitLabel } from '../../site/lib/public/visits';
import { DESKTOP, DEVICES, PHONE } from '../helpers/browser';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The public couple page (product §3.2) in a real browser, on a phone and on a desktop: every section
 * with the seeded couple's data in docs/product's order, the gallery's first 5 and 'Ver más', the lightbox across all
 * photos, songs that reach YouTube only when tapped, the special video's retry, birthday markers with a
 * fixed clock, the visit counted once, link-preview tags, empty sections left out, and real 404s.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

const COUPLE = `/pareja/${SEED_COUPLE.slug}`;
const DRAFT = `/pareja/${SEED_DRAFT_COUPLE.slug}`;
const PHOTOS = SEED_COUPLE.photos.length;

const sql = (command: string) => executeLocalSql(stateDir, command);

/**
 * How many photos each row of the gallery's shown grids holds, grid after grid, read from where the browser
 * put them. A row the width of the grid is checked too: a row that stops short throws.
 */
async function rowSizes(gallery: Locator): Promise<number[]> {
  return gallery.locator('ul').evaluateAll((grids) =>
    grids.flatMap((grid) => {
      const box = grid.getBoundingClientRect();
      if (box.height === 0) return [];
      const rows = new Map<number, DOMRect[]>();
      for (const tile of grid.children) {
        const rect = tile.getBoundingClientRect();
        rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
      }
      return [...rows.values()].map((tiles) => {
        const right = Math.max(...tiles.map((tile) => tile.right));
        const left = Math.min(...tiles.map((tile) => tile.left));
        if (Math.abs(left - box.left) > 1 || Math.abs(right - box.right) > 1) throw new Error('A gallery row leaves a hole');
        return tiles.length;
      });
    }),
  );
}
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function apiVisitCount(): Promise<number> {
  const body = (await (await fetch(`${baseURL}/api/couple-profiles/public/${SEED_COUPLE.slug}`)).json()) as {
    data: { visit_count: number };
  };
  return body.data.visit_count;
}

/** Stands in for YouTube's player (no internet here): any request to it gets a tiny page, and is recorded. */
async function stubYoutube(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/youtube-nocookie\.com/, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>YouTube</title><p>Reproductor</p>' });
  });
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (/youtube|ytimg|googlevideo/.test(host) && !requests.includes(request.url())) requests.push(request.url());
  });
  return requests;
}

describe('the public couple page', () => {
  const suite = useBrowser();

  /**
   * A fresh visitor on `path`. Unless `countVisit` is set, the browser already carries the demo couple's
   * visit mark, so only the visit test's own page changes the counter it reads (another test's page
   * counting late would otherwise race with it).
   */
  async function open(path: string, device: BrowserContextOptions = PHONE, setup?: (page: Page) => Promise<void>, countVisit = false) {
    const context = await suite.browser.newContext({ ...device, baseURL });
    if (!countVisit) await context.addInitScript((key) => localStorage.setItem(key, 'visto'), coupleVisitKey(SEED_COUPLE.slug));
    const page = await context.newPage();
    if (setup) await setup(page);
    const response = await page.goto(path);
    return { page, context, status: response?.status() ?? 0 };
  }

  for (const [name, device] of DEVICES) {
    it(`shows every section with the couple's data, in the spec's order, on a ${name}`, async () => {
      const { page, status } = await open(COUPLE, device);
      expect(status).toBe(200);
      expect(await page.locator('[data-template]').getAttribute('data-template')).toBe('couple-1');
      expect(await page.locator('h1').innerText()).toBe(SEED_COUPLE.coupleName);

      const portrait = page.getByRole('img', { name: `Foto de ${SEED_COUPLE.coupleName}` });
      expect(await portrait.getAttribute('fetchpriority')).toBe('high');
      expect(await portrait.getAttribute('src')).toMatch(/-480\.jpg$/);
      expect(await portrait.evaluate((image) => getComputedStyle(image.parentElement!).borderRadius)).toBe('50%');

      // docs/product's order; no video was seeded, so 'Video especial' is left out. (Text content rather than
      // innerText: cards below the first screen are not rendered until scrolled to, content-visibility.)
      const headings = await page.locator('main h2').allTextContents();
      expect(headings).toEqual([
        SEED_COUPLE.person1Name,
        SEED_COUPLE.person2Name,
        'Su historia de amor',
        'Recuerdos juntos',
        'Nuestras metas',
        'Más sobre nosotros',
        'Nuestras canciones favoritas',
      ]);

      const today = colombiaDate();
      const people = page.locator('[data-person]');
      for (const [index, person] of [
        { alias: SEED_COUPLE.person1Alias, birth: SEED_COUPLE.person1BirthDate, sign: SEED_COUPLE.person1ZodiacSign },
        { alias: SEED_COUPLE.person2Alias, birth: SEED_COUPLE.person2BirthDate, sign: SEED_COUPLE.person2ZodiacSign },
      ].entries()) {
        const text = await people.nth(index).innerText();
        expect(text).toContain(`«${person.alias}»`);
        expect(text).toContain(`${ageOn(person.birth, today)} años`);
        expect(text).toContain(person.sign);
      }

      const section = async (selector: string) => (await page.locator(selector).textContent()) ?? '';
      const dates = await page.getByLabel('Nuestro tiempo juntos').innerText();
      expect(dates).toContain(formatDate(SEED_COUPLE.relationshipStartDate));
      expect(dates).toContain('18 de junio de 2016');
      expect(dates).toContain('27 de noviembre de 2021');
      expect(await page.locator('[data-love-time]').innerText()).toBe(loveTimeText(SEED_COUPLE.relationshipStartDate, today));
      expect(await page.locator('[data-love-time]').innerText()).toMatch(/^\d+ años( y \d+ mes(es)?)? de amor$/);

      expect(await section('#historia')).toContain('rueda de salsa en Cali');
      expect(await page.locator('#historia p').count()).toBe(2);

      const goals = await section('#metas');
      expect(goals).toContain('Corto plazo (1-2 años)');
      expect(goals).toContain('Mediano plazo (3-5 años)');
      expect(goals).toContain('Largo plazo (5+ años)');
      expect(goals).toContain(SEED_COUPLE.longTermGoals);

      const about = await section('#sobre-nosotros');
      for (const text of [
        ...SEED_COUPLE.commonInterests,
        SEED_COUPLE.pets,
        ...SEED_COUPLE.person1ComidasFavoritas,
        ...SEED_COUPLE.person2SeriesPeliculas,
        ...SEED_COUPLE.person1Suegros,
        ...SEED_COUPLE.person2Cunados,
      ]) {
        expect(about).toContain(text);
      }
      expect(about.toLowerCase()).toContain('cuñados');

      const players = page.locator('#canciones [data-youtube-play]');
      expect(await players.count()).toBe(2);
      expect(await players.first().getAttribute('href')).toBe('https://www.youtube.com/watch?v=2Vv-BfVoq4g');
      expect(await section('#canciones')).toContain(SEED_COUPLE.songs[1]!.title);

      expect(await page.getByText('El amor verdadero nunca muere').count()).toBe(1);
      expect(await page.locator('[data-visit-label]').innerText()).toMatch(/^[\d.]+ visitas?$/);
      expect(await page.locator('a[data-chat-link]').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/57\d{10}$/);

      // The memorial pages' one small module, no React.
      expect(await page.locator('script[src]').count()).toBe(1);
      expect(await page.locator('astro-island').count()).toBe(0);
    });

    it(`shows the gallery's first 5 photos and the rest in place, no row with a hole, the lightbox through all, on a ${name}`, async () => {
      const { page } = await open(COUPLE, device);
      // Scrolled to, as a visitor would: cards below the first screen are rendered only then.
      const gallery = page.locator('#galeria');
      await gallery.scrollIntoViewIfNeeded();
      const visible = gallery.locator('[data-lightbox-item]:visible');
      expect(await visible.count()).toBe(5);
      expect(await gallery.getByText(/Página/).count()).toBe(0);
      // 5 photos: one across a phone's first row then two rows of two; two then three on a wider screen.
      expect(await rowSizes(gallery)).toEqual(name === 'phone' ? [1, 2, 2] : [2, 3]);

      await gallery.locator('[data-lightbox-item]').first().click();
      const lightbox = page.locator('dialog[data-lightbox]');
      await lightbox.waitFor();
      const counter = lightbox.locator('[data-lightbox-counter]');
      expect(await counter.innerText()).toBe(`1 / ${PHOTOS}`);
      expect(await lightbox.locator('[data-lightbox-image]').getAttribute('src')).toBe(SEED_COUPLE.photos[0]!.url);
      await lightbox.getByRole('button', { name: 'Foto siguiente' }).click();
      expect(await counter.innerText()).toBe(`2 / ${PHOTOS}`);
      // Backwards past the first photo: the ones behind 'Ver más' are there too.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await counter.innerText()).toBe(`${PHOTOS} / ${PHOTOS}`);
      expect(await lightbox.locator('[data-lightbox-image]').getAttribute('src')).toBe(SEED_COUPLE.photos[PHOTOS - 1]!.url);
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'hidden' });

      // 'Ver 2 fotos más' shows them under the first five without loading another page.
      await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
      await gallery.getByText(`Ver ${PHOTOS - 5} fotos más`).click();
      await expect.poll(() => visible.count()).toBe(PHOTOS);
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(new URL(page.url()).search).toBe('');
      expect(await rowSizes(gallery)).toEqual(name === 'phone' ? [1, 2, 2, 2] : [2, 3, 2]);

      await gallery.locator('[data-lightbox-item]').nth(5).click();
      await lightbox.waitFor();
      expect(await counter.innerText()).toBe(`6 / ${PHOTOS}`);
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'hidden' });
    });
  }

  it('shows the rest of the gallery without the script, and an old ?fotos= link is the same page', async () => {
    const { page } = await open(`${COUPLE}?fotos=2`, { ...DESKTOP, javaScriptEnabled: false });
    const gallery = page.locator('#galeria');
    await gallery.scrollIntoViewIfNeeded();
    const visible = gallery.locator('[data-lightbox-item]:visible');
    expect(await visible.count()).toBe(5);
    await gallery.getByText(`Ver ${PHOTOS - 5} fotos más`).click();
    await expect.poll(() => visible.count()).toBe(PHOTOS);
  });

  it('reaches YouTube only when a song is tapped, and plays it in the privacy-enhanced player', async () => {
    let requests: string[] = [];
    const { page } = await open(COUPLE, PHONE, async (p) => {
      requests = await stubYoutube(p);
    });
    await page.waitForLoadState('load');
    expect(requests).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    await page.locator('#canciones [data-youtube-play]').nth(1).click();
    const frame = page.locator('#canciones iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/lp-EO5I60KA\?autoplay=1/);
    expect(await frame.getAttribute('title')).toBe(SEED_COUPLE.songs[1]!.title);
    await expect.poll(() => requests.some((url) => url.includes('/embed/lp-EO5I60KA'))).toBe(true);
    // The player fills its 16:9 box.
    const box = await frame.boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(16 / 9, 1);
    // The other song is still only a button.
    expect(await page.locator('#canciones [data-youtube-play]').count()).toBe(1);
  });

  it('counts a visit once per browser', async () => {
    const before = await apiVisitCount();
    const { page, context } = await open(COUPLE, PHONE, undefined, true);
    const counter = page.locator('[data-visit-counter]');
    expect(await counter.getAttribute('data-endpoint')).toBe(`/api/couple-profiles/${SEED_COUPLE.slug}/visit`);
    await page.locator('[data-visit-counter][data-visit="counted"]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-visit-label]').innerText()).toBe(visitLabel(before + 1));
    expect(await apiVisitCount()).toBe(before + 1);

    await page.reload();
    await page.locator('[data-visit-counter][data-visit="already"]').waitFor({ state: 'attached' });
    const again = await context.newPage();
    await again.goto(COUPLE);
    await again.locator('[data-visit-counter][data-visit="already"]').waitFor({ state: 'attached' });
    expect(await apiVisitCount()).toBe(before + 1);
  });

  describe('birthday markers with a fixed clock in Colombia', () => {
    const at = (isoDay: string) => async (page: Page) => {
      await page.clock.setFixedTime(new Date(`${isoDay}T12:00:00-05:00`));
    };

    it('marks the person whose birthday it is, and celebrates once', async () => {
      // Camila was born on 14 February.
      const { page } = await open(COUPLE, PHONE, at('2027-02-14'));
      const markers = page.locator('[data-birthday-marker]');
      await expect.poll(() => markers.first().getAttribute('data-kind')).toBe('today');
      expect(await markers.first().isVisible()).toBe(true);
      expect(await markers.first().innerText()).toBe('¡Hoy es su cumpleaños!');
      expect(await markers.nth(1).isVisible()).toBe(false);
      expect(await markers.nth(1).getAttribute('data-kind')).toBe('none');
      await page.locator('[data-celebration]').waitFor({ state: 'attached' });

      // The day's mark: a reload shows the marker without celebrating again.
      await page.reload();
      await expect.poll(() => markers.first().getAttribute('data-kind')).toBe('today');
      expect(await page.locator('[data-celebration]').count()).toBe(0);
    });

    it('shows no marker on other days', async () => {
      const { page } = await open(COUPLE, DESKTOP, at('2027-02-15'));
      const markers = page.locator('[data-birthday-marker]');
      await expect.poll(() => markers.first().getAttribute('data-kind')).toBe('none');
      expect(await markers.first().isVisible()).toBe(false);
      expect(await markers.nth(1).isVisible()).toBe(false);
      expect(await page.locator('[data-celebration]').count()).toBe(0);
    });
  });

  it('plays the special video only when asked, and offers to try again when it fails', async () => {
    const id = '5eed0000-0000-4000-8000-0000000002e1';
    try {
      await sql(
        `INSERT INTO couple_videos (id, couple_profile_id, video_url, video_filename, display_order) VALUES (${quote(id)}, ${quote(SEED_COUPLE.id)}, '/media/video/seed/no-existe.mp4', 'boda.mp4', 0)`,
      );
      const { page } = await open(COUPLE, DESKTOP);
      const headings = await page.locator('main h2').allTextContents();
      expect(headings.indexOf('Video especial')).toBe(headings.indexOf('Recuerdos juntos') + 1);
      const video = page.locator('#video video');
      expect(await video.getAttribute('preload')).toBe('none');
      await video.evaluate((element) => void (element as HTMLVideoElement).play().catch(() => undefined));
      const error = page.getByText('Error al cargar el video');
      await error.waitFor();
      await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
      await error.waitFor();
      expect(await error.isVisible()).toBe(true);
    } finally {
      await sql(`DELETE FROM couple_videos WHERE id = ${quote(id)}`);
    }
  });

  it('leaves out the sections a couple did not fill in', async () => {
    try {
      await sql(`UPDATE couple_profiles SET is_published = 1 WHERE id = ${quote(SEED_DRAFT_COUPLE.id)}`);
      const { page, status } = await open(DRAFT, DESKTOP);
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe(SEED_DRAFT_COUPLE.coupleName);
      expect(await page.locator('main h2').allTextContents()).toEqual([
        SEED_DRAFT_COUPLE.person1Name,
        SEED_DRAFT_COUPLE.person2Name,
        'Su historia de amor',
      ]);
      // No alias and no dates together: neither the alias line nor the dates band.
      expect(await page.locator('.person__alias').count()).toBe(0);
      expect(await page.getByLabel('Nuestro tiempo juntos').count()).toBe(0);
      for (const id of ['galeria', 'video', 'metas', 'sobre-nosotros', 'canciones']) expect(await page.locator(`#${id}`).count()).toBe(0);
      // What is never empty stays.
      expect(await page.getByText('El amor verdadero nunca muere').count()).toBe(1);
      expect(await page.locator('[data-visit-counter]').count()).toBe(1);
    } finally {
      await sql(`UPDATE couple_profiles SET is_published = 0 WHERE id = ${quote(SEED_DRAFT_COUPLE.id)}`);
    }
  });

  it('has link-preview tags with absolute URLs to the couple’s photo and the page', async () => {
    const response = await fetch(`${baseURL}${COUPLE}`);
    // Kept at the edge until the next write (worker/edge-cache/); a browser asks again every time.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(`${SEED_COUPLE.coupleName} · Nuestra historia de amor`);
    expect(meta('og:description')?.length).toBeGreaterThan(40);
    expect(meta('og:url')).toBe(`${baseURL}${COUPLE}`);
    expect(meta('twitter:card')).toMatch(/^summary/);
    const image = meta('og:image');
    expect(image).toBe(`${baseURL}${SEED_COUPLE.profileImageUrl}`);
    expect(meta('twitter:image')).toBe(image);
    const photo = await fetch(image!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers unknown, draft and malformed addresses with a real 404 and the spec’s words', async () => {
    for (const [device, path, title] of [
      [PHONE, '/pareja/nadie-con-este-nombre', 'Perfil no encontrado'],
      [DESKTOP, DRAFT, 'Perfil no encontrado'],
      [PHONE, '/pareja/Camila_Y_Andres', 'Slug no válido'],
    ] as const) {
      const { page, status } = await open(path, device);
      expect(status).toBe(404);
      expect(await page.locator('h1').innerText()).toBe(title);
      expect(await page.getByText('El perfil que buscas no existe o no está disponible').count()).toBe(1);
      expect(await page.getByText(SEED_DRAFT_COUPLE.coupleName).count()).toBe(0);
      expect(await page.locator('script[src]').count()).toBe(0);
    }
    const response = await fetch(`${baseURL}${DRAFT}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
