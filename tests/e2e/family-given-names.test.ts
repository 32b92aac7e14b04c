import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PHONE } from '../helpers/browser';
import { buyPackage, originHeaders, signUpIn, uploadProfilePhoto } from '../helpers/e2e-customers';
import { adminSessionToken } from '../helpers/e2e-admin';

/**
 * On a 390 px phone: the portraits at the top of a family page show each member's whole given names
 * ('María del Carmen', never 'María del'), on two lines when they need them, a very long word set smaller, and
 * no name wider than its portrait.
 */
const baseURL = inject('baseURL');
/** Where the portraits' screenshot is written, to look at. */
const SHOT = process.env.GIVEN_NAMES_SHOT ?? '';

const PEOPLE = [
  { name: 'María del Carmen Rodríguez Pérez', given: 'María del Carmen', relationship: 'madre', photo: 'carmen-rosa-herrera.jpg' },
  { name: 'Maximiliano Bartolomé Ospina Ruiz', given: 'Maximiliano Bartolomé', relationship: 'padre', photo: 'jorge-enrique-gomez.jpg' },
  { name: 'Luz de los Ángeles Ospina Rodríguez', given: 'Luz de los Ángeles', relationship: 'hermana', photo: 'luis-alberto-gomez.jpg' },
] as const;

describe('the family page`s portraits, on a phone', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await browser.newContext({ ...PHONE, baseURL });
    await signUpIn(owner, baseURL, 'nombres-completos');
    await buyPackage(owner, baseURL, adminSessionToken(), 'family');
    const members = [];
    for (const { photo, given: _given, ...person } of PEOPLE) {
      members.push({ ...person, birth_date: '1940-01-10', death_date: '2020-03-01', profile_image_url: await uploadProfilePhoto(owner, baseURL, photo) });
    }
    const created = await owner.request.post('/api/family-profiles', { data: { family_name: 'Familia Ospina', members }, headers: originHeaders(baseURL) });
    expect(created.status()).toBe(201);
    slug = ((await created.json()) as { data: { slug: string } }).data.slug;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows each member`s whole given names, wrapped or smaller, none wider than its portrait', async () => {
    const visitor = await browser.newContext({ ...PHONE, baseURL });
    const page = await visitor.newPage();
    await page.goto(`/familia/${slug}`);
    const names = page.locator('.family-hero__given');
    await expect.poll(() => names.count()).toBe(PEOPLE.length);
    expect((await names.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(PEOPLE.map((person) => person.given));
    const boxes = await names.evaluateAll((spans) =>
      spans.map((span) => {
        const portrait = span.closest('li')!.getBoundingClientRect();
        const text = span.getBoundingClientRect();
        return { fits: span.scrollWidth <= span.clientWidth, inside: text.left >= portrait.left - 0.5 && text.right <= portrait.right + 0.5, lines: Math.round(text.height / parseFloat(getComputedStyle(span).lineHeight)) };
      }),
    );
    expect(boxes.map((box) => [box.fits, box.inside])).toEqual(PEOPLE.map(() => [true, true]));
    // 'María del Carmen' needs two lines at 96 px; no word is cut, so no line ends in a broken word.
    expect(boxes[0]!.lines).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOT) await page.locator('.family-hero').screenshot({ path: SHOT });
    await visitor.close();
  });
});
