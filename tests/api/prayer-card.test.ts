import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memorialProfiles } from '../../db/schema';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { CARD_MESSAGES, CARD_TEXT_PRESETS, cardQuery, textDoesNotFitMessage } from '../../worker/schemas/prayer-card-texts';
import { createUserWithSession } from '../helpers/auth';
import { insertFamily, insertMemorial, uploadPhoto } from '../helpers/memorials';
import { readPdf, textIn } from '../helpers/pdf-text';
import { withQuery } from '../helpers/query-read-by-hand';
import { useTestApp } from '../helpers/test-app';
import { clientAs } from '../helpers/test-client';

const t = useTestApp({ media: true });

/** A memorial's or a family's prayer card with `query` (the route reads it by hand), as `token`'s user (a guest without one). */
const memorialCard = (id: string, query: string, token?: string) =>
  clientAs(t.app, token, {}, t.env).profiles[':id']['prayer-card'].$get(withQuery({ param: { id } }, query));
const familyCard = (id: string, query: string, token?: string) =>
  clientAs(t.app, token, {}, t.env).familyProfiles[':id']['prayer-card'].$get(withQuery({ param: { id }, query: {} }, query));
type Card = Awaited<ReturnType<typeof memorialCard>>;
const errorOf = async (response: Card) => ((await response.json()) as { error: string }).error;

async function pdfOf(response: Card) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { pages } = await readPdf(bytes);
  return { pages, images: pages.reduce((sum, page) => sum + page.images, 0), last: pages[pages.length - 1]! };
}

const codeOf = async (id: string) =>
  (await t.db.select({ code: memorialProfiles.shortCode }).from(memorialProfiles).where(eq(memorialProfiles.id, id)))[0]!.code!;

describe('GET /api/profiles/:id/prayer-card', () => {
  it('gives the owner the card in both sizes, with the photo, the fonts embedded and the lower-case link printed', async () => {
    const owner = await createUserWithSession(t.db);
    const photoUrl = await uploadPhoto(t.app, owner.token, t.env);
    const memorial = await insertMemorial(t.db, owner.user.id, {
      profileName: 'José Antonio Gómez',
      profileImageUrl: photoUrl,
      templateId: 'template-4',
    });
    const code = await codeOf(memorial.id);

    for (const [size, width, height, sides, file] of [
      ['wallet', 240.94, 155.91, 2, 'recordatorio-jose-antonio-gomez-billetera.pdf'],
      ['a6', 297.64, 419.53, 1, 'recordatorio-jose-antonio-gomez-a6.pdf'],
    ] as const) {
      const response = await memorialCard(memorial.id, `size=${size}`, owner.token);
      // Named in Spanish and after the person, not the page's slug (docs/features/plaque-and-card.md).
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const { pages, images, last } = await pdfOf(response);
      expect(pages).toHaveLength(sides);
      for (const page of pages) {
        expect(page.width).toBeCloseTo(width, 2);
        expect(page.height).toBeCloseTo(height, 2);
        for (const font of page.fonts) expect(font).toMatchObject({ embedded: true, fontFile: 'FontFile2' });
      }
      expect(images).toBe(1);
      expect(textIn(pages[0]!, 'SemiBold')).toBe('José Antonio Gómez');
      // No choice made (the plain download links): the prayer for the dead.
      expect(textIn(last, 'Italic')).toBe(CARD_TEXT_PRESETS[0]!.text.individual);
      expect(textIn(last, 'OpenSans')).toBe(`Escanea para visitar su memorial localhost/q/${code.toLowerCase()}`);
    }
  });

  it('prints the text the owner chose, whole: each preset, or their own words', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    for (const preset of CARD_TEXT_PRESETS) {
      const { last } = await pdfOf(await memorialCard(memorial.id, cardQuery({ size: 'a6', text: { preset: preset.id } }), owner.token));
      expect(textIn(last, 'Italic')).toBe(preset.text.individual);
    }
    const own = 'Abuela, tu café de la mañana y tus consejos siguen con nosotros.\nTe amamos & te extrañamos, ¿cómo no?';
    for (const size of ['wallet', 'a6'] as const) {
      const { last } = await pdfOf(await memorialCard(memorial.id, cardQuery({ size, text: { own } }), owner.token));
      expect(textIn(last, 'Italic')).toBe(own.replace('\n', ' '));
    }
  });

  it('serves the same card as an SVG for the preview', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    const response = await memorialCard(memorial.id, 'size=a6&texto=juan11&format=svg', owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.text()).startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('leaves off a date the memorial hides', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id, { showBirthDate: false });
    const { pages } = await pdfOf(await memorialCard(memorial.id, 'size=a6', owner.token));
    const dates = textIn(pages[0]!, 'EBGaramond-Regular');
    expect(dates).toBe('6 de mayo de 2020');
    expect(dates).not.toContain('1940');
  });

  it('refuses, in Spanish and before printing anything, a bad size, text or format, missing or long own words, and words that cannot fit whole', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    for (const [query, message] of [
      ['size=carta', CARD_MESSAGES.size],
      ['texto=padrenuestro', CARD_MESSAGES.text],
      ['format=png', CARD_MESSAGES.format],
      ['texto=propio', CARD_MESSAGES.ownTextRequired],
      [`texto=propio&texto_propio=${'palabra '.repeat(40)}`, CARD_MESSAGES.ownTextTooLong],
      [`size=a6&texto=propio&texto_propio=${'a'.repeat(90)}`, textDoesNotFitMessage('a6')],
      [
        `size=wallet&texto=propio&texto_propio=${encodeURIComponent(Array.from({ length: 50 }, () => 'Amén').join('\n'))}`,
        textDoesNotFitMessage('wallet'),
      ],
      [`texto=propio&texto_propio=${encodeURIComponent('💐🕊️')}`, CARD_MESSAGES.ownTextEmpty],
    ] as const) {
      const response = await memorialCard(memorial.id, query, owner.token);
      expect(response.status, query).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    expect(textDoesNotFitMessage('a6')).toBe(
      'El texto no cabe completo en el recordatorio A6. Acórtalo, quita saltos de línea o elige otro tamaño.',
    );
  });

  it("hides another person's memorial, serves an admin and needs a session", async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const memorial = await insertMemorial(t.db, owner.user.id);
    const hidden = await memorialCard(memorial.id, 'size=wallet', stranger.token);
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toBe(M.notFound);
    await pdfOf(await memorialCard(memorial.id, 'size=a6', admin.token));
    expect((await memorialCard(memorial.id, 'size=wallet')).status).toBe(401);
    expect((await memorialCard('no-existe', 'size=wallet', owner.token)).status).toBe(404);
  });
});

describe('GET /api/family-profiles/:id/prayer-card', () => {
  it("gives the family's owner the card of its first member (photo, name, dates, the prayer for one person), and hides it from anyone else", async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const photoUrl = await uploadPhoto(t.app, owner.token, t.env);
    const values = { slug: `familia-recordatorio-${Date.now()}`, familyName: 'Familia Ruiz', templateId: 'family-2' as const };
    const family = await insertFamily(t.db, owner.user.id, values, [
      {
        name: 'Jorge Ruiz',
        birthDate: '1940-01-01',
        deathDate: '2015-01-01',
        profileImageUrl: photoUrl,
        displayOrder: 1,
      },
      {
        name: 'Rosa Ruiz',
        birthDate: '1945-01-01',
        deathDate: '2020-01-01',
        profileImageUrl: photoUrl,
        displayOrder: 0,
      },
    ]);
    const card = (query: string, token: string) => familyCard(family.id, query, token);

    const response = await card('size=wallet&texto=oracion', owner.token);
    // The member the card remembers names the file.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="recordatorio-rosa-ruiz-billetera.pdf"');
    const { pages, images, last } = await pdfOf(response);
    expect(images).toBe(1);
    // One member's card, by default the first as the family ordered them (docs/features/plaque-and-card.md); `member_id` chooses
    // (family-order-and-card.test.ts).
    expect(textIn(pages[0]!, 'SemiBold')).toBe('Rosa Ruiz');
    // The wallet's narrow column puts each date on its own line.
    expect(textIn(pages[0]!, 'EBGaramond-Regular')).toBe('1 de enero de 1945 1 de enero de 2020');
    expect(textIn(last, 'Italic')).toBe(CARD_TEXT_PRESETS[0]!.text.individual);

    const hidden = await card('size=wallet', stranger.token);
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toBe(M.familyNotFound);
    expect((await card('size=carta', owner.token)).status).toBe(400);
  });
});
