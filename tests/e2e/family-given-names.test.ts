import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE } from '../helpers/browser';
import { createFamily, uploadProfilePhoto } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

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
  const suite = useBrowser();
  const owner = suite.customer('nombres-completos', { buys: ['family'] });
  let slug: string;

  beforeAll(async () => {
    const members = [];
    for (const { photo, given: _given, ...person } of PEOPLE) {
      members.push({
        ...person,
        birth_date: '1940-01-10',
        death_date: '2020-03-01',
        profile_image_url: await uploadProfilePhoto(owner.context, baseURL, photo),
      });
    }
    ({ slug } = await createFamily(owner.context, baseURL, { family_name: 'Familia Ospina', members }));
  });

  it('shows each member`s whole given names, wrapped or smaller, none wider than its portrait', async () => {
    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await visitor.newPage();
    await page.goto(`/familia/${slug}`);
    const names = page.locator('.family-hero__given');
    await expect.poll(() => names.count()).toBe(PEOPLE.length);
    expect((await names.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(PEOPLE.map((person) => person.given));
    const boxes = await names.evaluateAll((spans) =>
      spans.map((span) => {
        const portrait = span.closest('li')!.getBoundingClientRect();
        const text = span.getBoundingClientRect();
        return {
          fits: span.scrollWidth <= span.clientWidth,
          inside: text.left >= portrait.left - 0.5 && text.right <= portrait.right + 0.5,
          lines: Math.round(text.height / parseFloat(getComputedStyle(span).lineHeight)),
        };
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
