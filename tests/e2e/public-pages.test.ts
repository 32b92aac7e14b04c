import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEED_FAMILY, SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { DESKTOP, DEVICES, PHONE } from '../helpers/browser';
import { buyPackage, originHeaders, signUpIn, uploadProfilePhoto } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { visitLabel } from '../../site/lib/public/visits';
import { adminSessionToken } from '../helpers/e2e-admin';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The public memorial and family pages in a real browser, on a phone and on a desktop: everything a
 * visitor who scans the plaque should see (and no empty section), the interactions (lightbox and the
 * statistics dialog opening at their top, song, video retry, the gallery's 'Ver más', birthday with a fixed
 * clock), link-preview tags, real 404s, and visits counted once.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

const MEMORIAL = `/memorial/${SEED_MEMORIAL.slug}`;
const FAMILY = `/familia/${SEED_FAMILY.slug}`;

let addressCounter = 0;
/**
 * Each context gets its own client address: the API allows 10 visits per address per memorial and hour,
 * and this file opens the demo pages far more often than that.
 */
const freshAddress = () => `203.0.113.${(addressCounter += 1)}`;

const sql = (command: string) => executeLocalSql(stateDir, command);
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The rows of every shown gallery grid that do not reach both of its edges (a tile left alone, a hole at the
 * end), as 'grid 1, row 3'. Empty when every row is full.
 */
async function galleryHoles(page: Page): Promise<string[]> {
  return page.locator('#galeria ul').evaluateAll((grids) =>
    grids.flatMap((grid, gridIndex) => {
      const box = grid.getBoundingClientRect();
      if (box.height === 0) return [];
      const rows = new Map<number, DOMRect[]>();
      for (const tile of grid.children) {
        const rect = tile.getBoundingClientRect();
        const top = Math.round(rect.top);
        rows.set(top, [...(rows.get(top) ?? []), rect]);
      }
      return [...rows.values()].flatMap((tiles, rowIndex) => {
        const left = Math.min(...tiles.map((tile) => tile.left));
        const right = Math.max(...tiles.map((tile) => tile.right));
        return Math.abs(left - box.left) > 1 || Math.abs(right - box.right) > 1 ? [`grid ${gridIndex + 1}, row ${rowIndex + 1}`] : [];
      });
    }),
  );
}

async function apiVisitCount(path: string): Promise<number> {
  const api = path.startsWith('/familia/')
    ? `/api/family-profiles/public/${SEED_FAMILY.slug}`
    : `/api/profiles/public/${SEED_MEMORIAL.slug}`;
  const body = (await (await fetch(`${baseURL}${api}`)).json()) as { data: { visit_count: number } };
  return body.data.visit_count;
}

describe('the public memorial and family pages', () => {
  const suite = useBrowser();

  async function open(
    path: string,
    device: BrowserContextOptions = PHONE,
    setup?: (page: Page) => Promise<void>,
    waitUntil: 'load' | 'domcontentloaded' = 'load',
  ) {
    const { context, page } = await suite.visitor({ ...device, extraHTTPHeaders: { 'cf-connecting-ip': freshAddress() } });
    if (setup) await setup(page);
    const response = await page.goto(path, { waitUntil });
    return { page, context, status: response?.status() ?? 0 };
  }

  for (const [name, device] of DEVICES) {
    it(`shows the whole individual memorial on a ${name}`, async () => {
      const { page, status } = await open(MEMORIAL, device);
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe(SEED_MEMORIAL.profileName);
      const hero = await page.locator('.memorial-hero').innerText();
      expect(hero).toContain('15 de marzo de 1948');
      expect(hero).toContain('22 de agosto de 2023');

      const portrait = page.getByRole('img', { name: `Foto de ${SEED_MEMORIAL.profileName}` });
      expect(await portrait.getAttribute('fetchpriority')).toBe('high');
      expect(await portrait.getAttribute('src')).toMatch(/-480\.jpg$/);
      expect(await portrait.getAttribute('width')).toBeTruthy();

      expect(await page.getByRole('heading', { name: 'En memoria', exact: true }).count()).toBe(1);
      expect(await page.locator('#en-memoria').innerText()).toContain('Fue maestra de primaria');
      expect(await page.locator('[data-lightbox-item]').count()).toBe(SEED_MEMORIAL.galleryImages.length);
      expect(await page.getByRole('heading', { name: 'Su canción favorita' }).count()).toBe(1);
      expect(await page.locator('[data-youtube-play]').getAttribute('href')).toBe('https://www.youtube.com/watch?v=y8AWFf7EAc4');
      expect(await page.getByText('Reflexión del día').count()).toBe(1);
      expect((await page.locator('.quote__text').innerText()).length).toBeGreaterThan(10);
      expect(await page.locator('[data-visit-label]').innerText()).toMatch(/^[\d.]+ visitas?$/);
      expect(await page.locator('a[data-chat-link]').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/57\d{10}$/);

      const wall = page.getByRole('link', { name: 'Ver Muro de los Recuerdos' });
      expect(await wall.getAttribute('href')).toBe(`/muro-de-recuerdos/${SEED_MEMORIAL.slug}`);

      // The lifetime statistics open in a dialog, at its top with the focus on its title (not scrolled down to
      // its 'Cerrar'), and close with Escape, the focus back on the button.
      const statsButton = page.getByRole('button', { name: 'Ver datos no menos importantes' });
      await statsButton.click();
      const stats = page.getByRole('dialog', { name: `La vida de ${SEED_MEMORIAL.profileName} en números` });
      await stats.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(`La vida de ${SEED_MEMORIAL.profileName} en números`);
      expect(await stats.evaluate((dialog) => dialog.scrollTop)).toBe(0);
      expect(await stats.getByRole('heading', { level: 2 }).isVisible()).toBe(true);
      expect(await stats.innerText()).toContain('75 años, 5 meses y 7 días');
      await page.keyboard.press('Escape');
      await stats.waitFor({ state: 'hidden' });
      await expect.poll(() => statsButton.evaluate((button) => button === document.activeElement)).toBe(true);

      // No React, no account script: the page's one small module.
      const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
      expect(scripts).toHaveLength(1);
      expect(await page.locator('astro-island').count()).toBe(0);
    });

    it(`enlarges gallery photos in a lightbox with arrows, a counter and Escape on a ${name}`, async () => {
      const { page } = await open(MEMORIAL, device);
      const total = SEED_MEMORIAL.galleryImages.length;
      const first = page.locator('[data-lightbox-item]').first();
      await first.click();
      const lightbox = page.locator('dialog[data-lightbox]');
      await lightbox.waitFor();
      // It opens as every public dialog does: the focus on its (screen-reader) heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Foto ampliada');
      expect(await page.getByRole('dialog', { name: 'Foto ampliada' }).count()).toBe(1);
      const counter = lightbox.locator('[data-lightbox-counter]');
      expect(await counter.innerText()).toBe(`1 / ${total}`);
      expect(await lightbox.locator('[data-lightbox-image]').getAttribute('src')).toBe(SEED_MEMORIAL.galleryImages[0]);

      await lightbox.getByRole('button', { name: 'Foto siguiente' }).click();
      expect(await counter.innerText()).toBe(`2 / ${total}`);
      await page.keyboard.press('ArrowRight');
      expect(await counter.innerText()).toBe(`3 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await counter.innerText()).toBe(`${total} / ${total}`);
      await lightbox.getByRole('button', { name: 'Foto anterior' }).click();
      expect(await counter.innerText()).toBe(`${total - 1} / ${total}`);

      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'hidden' });
      expect(await lightbox.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
      await expect.poll(() => first.evaluate((link) => link === document.activeElement)).toBe(true);
    });

    it(`shows the whole family memorial on a ${name}`, async () => {
      const { page, status } = await open(FAMILY, device);
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe(SEED_FAMILY.familyName);

      const portraits = page.locator('[data-portrait]');
      expect(await portraits.count()).toBe(SEED_FAMILY.members.length);
      expect(await portraits.first().innerText()).toBe('Jorge');
      expect(await portraits.nth(1).innerText()).toBe('Carmen Rosa');
      // The highlight moves on every 2 seconds.
      expect(await portraits.first().getAttribute('data-highlighted')).toBe('');
      await expect.poll(() => portraits.nth(1).getAttribute('data-highlighted')).toBe('');
      expect(await portraits.first().getAttribute('data-highlighted')).toBeNull();

      const members = await page.locator('#integrantes').innerText();
      for (const member of SEED_FAMILY.members) expect(members).toContain(member.name);
      expect(members).toContain('10 de febrero de 1936');
      expect(members).toContain('3 de noviembre de 2019');
      expect(members.toLowerCase()).toContain('abuela');

      // No member has a video: the section is left out, not shown empty.
      expect(await page.getByRole('heading', { name: 'Videos conmemorativos' }).count()).toBe(0);
      expect(await page.getByText('No hay videos cargados').count()).toBe(0);
      expect(await page.locator('#videos').count()).toBe(0);
      expect(await page.locator('#en-memoria').innerText()).toContain('finca cafetera');
      expect(await page.getByRole('heading', { name: 'Galería de recuerdos' }).count()).toBe(1);
      expect(await page.locator('[data-lightbox-item]').count()).toBe(SEED_FAMILY.galleryImages.length);
      expect(await page.getByRole('heading', { name: 'La canción de la familia' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Ver Muro de los Recuerdos' }).getAttribute('href')).toBe(
        `/muro-de-recuerdos/${SEED_FAMILY.slug}`,
      );
      expect(await page.locator('[data-visit-label]').innerText()).toMatch(/^[\d.]+ visitas?$/);
      expect(await page.locator('a[data-chat-link]').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/57\d{10}$/);

      await page.locator('[data-lightbox-item]').nth(1).click();
      const lightbox = page.locator('dialog[data-lightbox]');
      await lightbox.waitFor();
      expect(await lightbox.locator('[data-lightbox-counter]').innerText()).toBe(`2 / ${SEED_FAMILY.galleryImages.length}`);
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'hidden' });
    });
  }

  it('plays the song only when asked, in the privacy-enhanced player', async () => {
    const { page } = await open(MEMORIAL);
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await page.waitForLoadState('load');
    expect(youtube).toEqual([]);
    await page.locator('[data-youtube-play]').click();
    const frame = page.locator('iframe[src*="youtube-nocookie.com"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/y8AWFf7EAc4\?autoplay=1/);
  });

  it('turns other song text into a YouTube search and refuses a malformed YouTube id', async () => {
    try {
      await sql(
        `UPDATE memorial_profiles SET favorite_music = ${quote('Hallelujah - Jeff Buckley')} WHERE slug = ${quote(SEED_MEMORIAL.slug)}`,
      );
      let { page } = await open(MEMORIAL);
      const search = page.locator('.song__search');
      expect(await search.getAttribute('href')).toBe('https://www.youtube.com/results?search_query=Hallelujah%20-%20Jeff%20Buckley');
      expect(await search.innerText()).toContain('Buscar en YouTube');

      await sql(
        `UPDATE memorial_profiles SET favorite_music = ${quote('https://youtu.be/abc123')} WHERE slug = ${quote(SEED_MEMORIAL.slug)}`,
      );
      ({ page } = await open(MEMORIAL, DESKTOP));
      expect(await page.getByText('URL de YouTube no válida').count()).toBe(1);
      expect(await page.locator('[data-youtube-play]').count()).toBe(0);
    } finally {
      await sql(
        `UPDATE memorial_profiles SET favorite_music = ${quote(SEED_MEMORIAL.favoriteMusic)} WHERE slug = ${quote(SEED_MEMORIAL.slug)}`,
      );
    }
  });

  it('offers to try the memorial video again when it fails to load', async () => {
    try {
      await sql(
        `UPDATE memorial_profiles SET memorial_video_url = '/media/video/seed/no-existe.mp4' WHERE slug = ${quote(SEED_MEMORIAL.slug)}`,
      );
      const { page } = await open(MEMORIAL);
      const video = page.locator('[data-video] video');
      // Nothing is fetched before play.
      expect(await video.getAttribute('preload')).toBe('none');
      await video.evaluate((element) => void (element as HTMLVideoElement).play().catch(() => undefined));
      const error = page.getByText('Error al cargar el video');
      await error.waitFor();
      await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
      // It tries again and, the file still missing, says so again.
      await error.waitFor();
      expect(await error.isVisible()).toBe(true);
    } finally {
      await sql(`UPDATE memorial_profiles SET memorial_video_url = NULL WHERE slug = ${quote(SEED_MEMORIAL.slug)}`);
    }
  });

  it('shows the videos section once a member has a video, and none while no one has', async () => {
    const member = SEED_FAMILY.members[0]!;
    try {
      await sql(`UPDATE family_members SET memorial_video_url = '/media/video/seed/jorge.mp4' WHERE id = ${quote(member.id)}`);
      const { page } = await open(FAMILY, DESKTOP);
      const videos = page.locator('#videos');
      expect(await videos.getByRole('heading', { name: 'Videos conmemorativos' }).count()).toBe(1);
      expect(await videos.locator('video').count()).toBe(1);
      expect(await videos.innerText()).toContain(member.name);
      expect(await page.getByText('No hay videos cargados').count()).toBe(0);
    } finally {
      await sql(`UPDATE family_members SET memorial_video_url = NULL WHERE id = ${quote(member.id)}`);
    }
    const { page } = await open(FAMILY, DESKTOP);
    expect(await page.locator('#videos').count()).toBe(0);
  });

  for (const [name, device] of DEVICES) {
    it(`shows the family gallery's first 6 photos and the rest in place, no row left with a hole, on a ${name}`, async () => {
      const photos = [...SEED_FAMILY.galleryImages, ...SEED_FAMILY.galleryImages].slice(0, 7);
      try {
        await sql(`UPDATE family_profiles SET gallery_images = ${quote(JSON.stringify(photos))} WHERE slug = ${quote(SEED_FAMILY.slug)}`);
        const { page } = await open(FAMILY, device);
        const gallery = page.locator('#galeria');
        await gallery.scrollIntoViewIfNeeded();
        const visible = gallery.locator('[data-lightbox-item]:visible');
        expect(await visible.count()).toBe(6);
        // Every photo is in the HTML, the ones behind 'Ver más' too, and no page of photos is an address.
        expect(await gallery.locator('[data-lightbox-item]').count()).toBe(7);
        expect(await gallery.locator('a[href*="fotos="]').count()).toBe(0);
        expect(await gallery.getByText(/Página/).count()).toBe(0);
        expect(await galleryHoles(page)).toEqual([]);

        // 'Ver 1 foto más' shows it in place: no new page, the address untouched.
        await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
        const more = gallery.getByText('Ver 1 foto más');
        await more.click();
        await expect.poll(() => visible.count()).toBe(7);
        expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(new URL(page.url()).search).toBe('');
        // Its work done, the control leaves, and the focus is on the photo it revealed.
        expect(await more.isVisible()).toBe(false);
        await expect
          .poll(() =>
            gallery
              .locator('[data-lightbox-item]')
              .nth(6)
              .evaluate((link) => link === document.activeElement),
          )
          .toBe(true);
        expect(await galleryHoles(page)).toEqual([]);

        // The lightbox goes through all of them.
        await gallery.locator('[data-lightbox-item]').first().click();
        const lightbox = page.locator('dialog[data-lightbox]');
        await lightbox.waitFor();
        const counter = lightbox.locator('[data-lightbox-counter]');
        expect(await counter.innerText()).toBe('1 / 7');
        await page.keyboard.press('ArrowLeft');
        expect(await counter.innerText()).toBe('7 / 7');
        await page.keyboard.press('Escape');
        await lightbox.waitFor({ state: 'hidden' });
      } finally {
        await sql(
          `UPDATE family_profiles SET gallery_images = ${quote(JSON.stringify(SEED_FAMILY.galleryImages))} WHERE slug = ${quote(SEED_FAMILY.slug)}`,
        );
      }
    });
  }

  it('shows the rest of the gallery without JavaScript too', async () => {
    const photos = [...SEED_FAMILY.galleryImages, ...SEED_FAMILY.galleryImages, ...SEED_FAMILY.galleryImages].slice(0, 9);
    try {
      await sql(`UPDATE family_profiles SET gallery_images = ${quote(JSON.stringify(photos))} WHERE slug = ${quote(SEED_FAMILY.slug)}`);
      const { page } = await open(FAMILY, { ...PHONE, javaScriptEnabled: false });
      const gallery = page.locator('#galeria');
      await gallery.scrollIntoViewIfNeeded();
      const visible = gallery.locator('[data-lightbox-item]:visible');
      expect(await visible.count()).toBe(6);
      await gallery.getByText('Ver 3 fotos más').click();
      await expect.poll(() => visible.count()).toBe(9);
      expect(await galleryHoles(page)).toEqual([]);
      // Each photo is still a link to the full picture.
      expect(await visible.nth(8).getAttribute('href')).toBe(photos[8]);
    } finally {
      await sql(
        `UPDATE family_profiles SET gallery_images = ${quote(JSON.stringify(SEED_FAMILY.galleryImages))} WHERE slug = ${quote(SEED_FAMILY.slug)}`,
      );
    }
  });

  it('asks for its one script only once the picture at the top is on the screen (docs/performance.md, round 4)', async () => {
    // The HTML names no script file: only the few inlined bytes that add it.
    expect(await (await fetch(`${baseURL}${MEMORIAL}`)).text()).not.toMatch(/<script[^>]*\ssrc=/);
    const scripts: string[] = [];
    let showPicture = () => {};
    const pictureHeld = new Promise<void>((resolve) => (showPicture = resolve));
    const { page } = await open(
      MEMORIAL,
      PHONE,
      async (p) => {
        p.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
        await p.route('**/templates/*-mobile.webp', async (route) => {
          await pictureHeld;
          await route.continue();
        });
      },
      'domcontentloaded',
    );
    // The page is read and drawn, its picture has not arrived (so neither has the load event): no script yet.
    await page.locator('h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.pageScript)).toBe('loading');
    expect(scripts).toEqual([]);
    showPicture();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.pageScript)).toBe('ready');
    expect(scripts).toEqual([expect.stringMatching(/^\/_astro\/public-page-[\w-]+\.js$/)]);
    // It works: the statistics dialog opens from its button.
    await page.getByRole('button', { name: 'Ver datos no menos importantes' }).click();
    await page.getByRole('dialog', { name: `La vida de ${SEED_MEMORIAL.profileName} en números` }).waitFor();
  });

  describe('birthday messages with a fixed clock in Colombia', () => {
    const at = (isoDay: string) => async (page: Page) => {
      // Noon in Bogotá on that day, whatever the server's own date is.
      await page.clock.setFixedTime(new Date(`${isoDay}T12:00:00-05:00`));
    };

    it('says nothing when the birthday is far away', async () => {
      const { page } = await open(MEMORIAL, PHONE, at('2027-06-01'));
      expect(await page.locator('[data-birthday]').isHidden()).toBe(true);
    });

    it('counts down in the week before', async () => {
      const { page } = await open(MEMORIAL, PHONE, at('2027-03-10'));
      const notice = page.locator('[data-birthday]');
      await expect.poll(() => notice.getAttribute('data-kind')).toBe('soon');
      expect(await notice.innerText()).toContain('Faltan 5 días para el cumpleaños de María Elena Rodríguez');
    });

    it('announces it the day before, without a celebration', async () => {
      const { page } = await open(MEMORIAL, DESKTOP, at('2027-03-14'));
      const notice = page.locator('[data-birthday]');
      await expect.poll(() => notice.getAttribute('data-kind')).toBe('tomorrow');
      expect(await notice.innerText()).toContain('Mañana es el cumpleaños de María Elena Rodríguez');
      expect(await page.locator('[data-celebration]').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Celebrar de nuevo' }).isVisible()).toBe(false);
    });

    it('celebrates on the day once, and again on request', async () => {
      const { page } = await open(MEMORIAL, PHONE, at('2027-03-15'));
      const notice = page.locator('[data-birthday]');
      await expect.poll(() => notice.getAttribute('data-kind')).toBe('today');
      expect(await notice.innerText()).toContain('Hoy es el cumpleaños de María Elena Rodríguez');
      expect(await notice.innerText()).toContain('Hoy cumpliría 79 años');

      const celebration = page.locator('[data-celebration]');
      await celebration.waitFor({ state: 'attached' });
      // Fewer pieces on a phone than the 80 confetti, 20 balloons and 6 fireworks of a large screen.
      const confetti = await celebration.locator('.cb-confetti').count();
      expect(confetti).toBeGreaterThan(0);
      expect(confetti).toBeLessThan(80);
      expect(await celebration.getAttribute('aria-hidden')).toBe('true');
      // Gone after its 7 seconds.
      await celebration.waitFor({ state: 'detached' });

      // The day's marker stops a reload from celebrating again; the button replays it.
      await page.reload();
      // The script decides and celebrates in the same task that marks the day 'today' (the server, on its
      // own date, rendered another kind): once the mark is seen, a celebration would already be there.
      await expect.poll(() => notice.getAttribute('data-kind')).toBe('today');
      expect(await page.locator('[data-celebration]').count()).toBe(0);
      await page.getByRole('button', { name: 'Celebrar de nuevo' }).click();
      await page.locator('[data-celebration]').waitFor({ state: 'attached' });
    });

    it('celebrates with the full set on a large screen, and not by itself when motion is reduced', async () => {
      const { page } = await open(MEMORIAL, DESKTOP, at('2028-03-15'));
      await page.locator('[data-celebration]').waitFor({ state: 'attached' });
      expect(await page.locator('.cb-confetti').count()).toBe(80);
      expect(await page.locator('.cb-balloon').count()).toBe(20);
      expect(await page.locator('.cb-firework').count()).toBe(6);

      const calm = await open(MEMORIAL, { ...DESKTOP, reducedMotion: 'reduce' }, at('2028-03-15'));
      await expect.poll(() => calm.page.locator('[data-birthday]').getAttribute('data-kind')).toBe('today');
      expect(await calm.page.locator('[data-celebration]').count()).toBe(0);
    });
  });

  it('shows a memorial a customer made, not only the seeded demo', async () => {
    const customer = await suite.browser.newContext({ ...PHONE, baseURL, extraHTTPHeaders: { 'cf-connecting-ip': freshAddress() } });
    await signUpIn(customer, baseURL, 'publico');
    await buyPackage(customer, baseURL, adminSessionToken(), 'individual');
    const photo = await uploadProfilePhoto(customer, baseURL);
    const created = await customer.request.post('/api/profiles', {
      data: {
        name: 'Rosa Elvira Cárdenas',
        birthDate: '1950-04-10',
        deathDate: '2025-01-15',
        template_id: 'template-1',
        profile_image_url: photo,
        description: 'Amaba el mar de Buenaventura.\n\nY las tardes de bolero con sus hermanas.',
        favoriteMusic: 'Sabor a mí - Eydie Gormé',
      },
      headers: originHeaders(baseURL),
    });
    expect(created.status()).toBe(201);
    const { slug } = ((await created.json()) as { data: { slug: string } }).data;

    const page = await customer.newPage();
    expect((await page.goto(`/memorial/${slug}`))?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('Rosa Elvira Cárdenas');
    expect(await page.locator('.memorial-hero').innerText()).toContain('10 de abril de 1950');
    expect(await page.locator('#en-memoria p').count()).toBe(2);
    expect(await page.locator('[data-template]').getAttribute('data-template')).toBe('template-1');
    expect(
      await page.getByRole('img', { name: 'Foto de Rosa Elvira Cárdenas' }).evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await page.locator('.song__search').getAttribute('href')).toContain('search_query=Sabor%20a%20m%C3%AD');
    // No gallery and no video were added: those sections are simply absent.
    expect(await page.locator('#galeria').count()).toBe(0);
    expect(await page.locator('#video').count()).toBe(0);
    await expect.poll(() => page.locator('[data-visit-label]').innerText()).toBe('1 visita');
  });

  it('has link-preview tags with absolute URLs to the photo and the page', async () => {
    for (const [path, title] of [
      [MEMORIAL, `En memoria de ${SEED_MEMORIAL.profileName}`],
      [FAMILY, 'En memoria de la familia Gómez Herrera'],
    ] as const) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      expect(meta('og:title')).toContain(title);
      expect(meta('og:description')?.length).toBeGreaterThan(40);
      expect(meta('og:url')).toBe(`${baseURL}${path}`);
      expect(meta('twitter:card')).toMatch(/^summary/);
      const image = meta('og:image');
      expect(image).toMatch(new RegExp(`^${baseURL}/media/.+\\.jpg$`));
      expect(meta('twitter:image')).toBe(image);
      const photo = await fetch(image!);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('is kept at the edge, never by the browser, which asks again every time (worker/edge-cache/)', async () => {
    const response = await fetch(`${baseURL}${MEMORIAL}`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-edge-cache')).toMatch(/^(hit|miss)$/);
  });

  it('answers missing pages with a real 404 and the spec’s words', async () => {
    for (const [device, path, text] of [
      [PHONE, '/memorial/no-existe-este-memorial', 'Memorial no encontrado'],
      [DESKTOP, '/familia/familia-que-no-existe', 'Memorial familiar no encontrado'],
    ] as const) {
      const { page, status } = await open(path, device);
      expect(status).toBe(404);
      expect(await page.locator('h1').innerText()).toBe(text);
      expect(await page.locator('script[src]').count()).toBe(0);
    }
  });

  it("answers an address no page can have with a real 404 'Slug no válido' that nothing keeps", async () => {
    for (const [device, path] of [
      [PHONE, '/memorial/Maria_Elena'],
      [DESKTOP, '/memorial/maria--elena'],
      [PHONE, '/familia/gomez-herrera'],
      [DESKTOP, '/muro-de-recuerdos/Maria-Elena'],
      [PHONE, '/familia/gomez-herrera/muro-de-recuerdos'],
    ] as const) {
      const { page, status } = await open(path, device);
      expect(status, path).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Slug no válido');
      expect(await page.locator('script[src]').count()).toBe(0);
      // Asked twice: the edge never answers it from a kept copy, and the browser must ask again every time.
      for (let round = 0; round < 2; round++) {
        const response = await fetch(`${baseURL}${path}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('x-edge-cache')).not.toBe('hit');
      }
    }
    // The same shapes with a real page behind them still open it.
    expect((await fetch(`${baseURL}${FAMILY}/muro-de-recuerdos`)).status).toBe(200);
  });

  it('answers unpublished memorials with a real 404', async () => {
    try {
      await sql(`UPDATE memorial_profiles SET is_published = 0 WHERE slug = ${quote(SEED_MEMORIAL.slug)}`);
      await sql(`UPDATE family_profiles SET is_published = 0 WHERE slug = ${quote(SEED_FAMILY.slug)}`);
      const memorial = await open(MEMORIAL);
      expect(memorial.status).toBe(404);
      expect(await memorial.page.locator('h1').innerText()).toBe('Memorial no encontrado');
      expect(await memorial.page.getByText(SEED_MEMORIAL.profileName).count()).toBe(0);
      const family = await open(FAMILY, DESKTOP);
      expect(family.status).toBe(404);
      expect(await family.page.locator('h1').innerText()).toBe('Memorial familiar no encontrado');
    } finally {
      await sql(`UPDATE memorial_profiles SET is_published = 1 WHERE slug = ${quote(SEED_MEMORIAL.slug)}`);
      await sql(`UPDATE family_profiles SET is_published = 1 WHERE slug = ${quote(SEED_FAMILY.slug)}`);
    }
  });

  it('counts a visit once per browser, and a family visit once per session', async () => {
    const before = await apiVisitCount(MEMORIAL);
    const { page, context } = await open(MEMORIAL);
    // The page shows the new count once the visit is recorded.
    await expect.poll(() => page.locator('[data-visit-label]').innerText()).toBe(visitLabel(before + 1));
    expect(await apiVisitCount(MEMORIAL)).toBe(before + 1);

    // The same browser again, in this tab and another one: no new visit.
    await page.reload();
    const again = await context.newPage();
    await again.goto(MEMORIAL);
    await again.locator('[data-visit-counter][data-visit="already"]').waitFor({ state: 'attached' });
    await page.locator('[data-visit-counter][data-visit="already"]').waitFor({ state: 'attached' });
    expect(await apiVisitCount(MEMORIAL)).toBe(before + 1);

    const familyBefore = await apiVisitCount(FAMILY);
    const family = await open(FAMILY);
    await expect.poll(() => apiVisitCount(FAMILY)).toBe(familyBefore + 1);
    await family.page.reload();
    await family.page.locator('[data-visit-counter][data-visit="already"]').waitFor({ state: 'attached' });
    expect(await apiVisitCount(FAMILY)).toBe(familyBefore + 1);
  });

  it('treats a rate-limited visit (429) as counted and does not ask again', async () => {
    const { page, context } = await open(MEMORIAL);
    await page.waitForLoadState('load');
    const visits: number[] = [];
    await context.route('**/api/profiles/public/*/visit', async (route) => {
      visits.push(Date.now());
      await route.fulfill({ status: 429, contentType: 'application/json', body: '{"success":false,"error":"Ya registramos tu visita."}' });
    });
    // A fresh browser (empty storage) that the server turns away: the mark stays.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => visits.length).toBe(1);
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('recuerdos:visita:')))).toBe(true);
    await page.reload();
    await page.locator('[data-visit-counter][data-visit="already"]').waitFor({ state: 'attached' });
    expect(visits).toHaveLength(1);
  });
});
