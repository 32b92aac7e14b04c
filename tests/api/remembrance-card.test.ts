import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyMembers, familyProfiles } from '../../db/schema';
import { PROFILE_MESSAGES as M } from '../../worker/schemas/profiles';
import { CARD_SIZE_MESSAGE } from '../../worker/api/remembrance-card-response';
import { bearer, createUserWithSession } from '../helpers/auth';
import { localR2 } from '../helpers/media-fixtures';
import { insertMemorial, uploadPhoto } from '../helpers/memorials';
import { createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

let db: Db;
let app: TestApp;
let r2: Awaited<ReturnType<typeof localR2>>;
let env: object;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  r2 = await localR2();
  env = r2.env;
});
afterAll(() => r2.dispose());

const get = (path: string, token?: string) => app.request(path, { headers: token ? bearer(token) : {} }, env);

async function pdfOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const images = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
  return { pages: doc.getPageCount(), ...page.getSize(), images };
}

describe('GET /api/profiles/:id/remembrance-card', () => {
  it('gives the owner the card in both sizes, with the memorial photo', async () => {
    const owner = await createUserWithSession(db);
    const photoUrl = await uploadPhoto(app, owner.token, env);
    const memorial = await insertMemorial(db, owner.user.id, { profileImageUrl: photoUrl, description: 'Amaba los girasoles.' });

    for (const [size, width, height] of [
      ['wallet', 240.94, 155.91],
      ['a6', 297.64, 419.53],
    ] as const) {
      const response = await get(`/api/profiles/${memorial.id}/remembrance-card?size=${size}`, owner.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="recordatorio-${memorial.slug}-${size}.pdf"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const pdf = await pdfOf(response);
      expect(pdf.pages).toBe(1);
      expect(pdf.width).toBeCloseTo(width, 2);
      expect(pdf.height).toBeCloseTo(height, 2);
      expect(pdf.images).toBe(1);
    }
  });

  it('lays the card out without a photo when there is none or it is missing from storage', async () => {
    const owner = await createUserWithSession(db);
    const plain = await insertMemorial(db, owner.user.id);
    const gone = await insertMemorial(db, owner.user.id, { profileImageUrl: `/media/profile/${owner.user.id}/no-existe.jpg` });
    for (const memorial of [plain, gone]) {
      const response = await get(`/api/profiles/${memorial.id}/remembrance-card?size=a6`, owner.token);
      expect(response.status).toBe(200);
      expect((await pdfOf(response)).images).toBe(0);
    }
  });

  it("hides another person's memorial, serves an admin, refuses a bad size and needs a session", async () => {
    const owner = await createUserWithSession(db);
    const stranger = await createUserWithSession(db);
    const admin = await createUserWithSession(db, { role: 'admin' });
    const memorial = await insertMemorial(db, owner.user.id);
    const path = `/api/profiles/${memorial.id}/remembrance-card`;

    const hidden = await get(`${path}?size=wallet`, stranger.token);
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { error: string }).error).toBe(M.notFound);

    const asAdmin = await get(`${path}?size=a6`, admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf');
    await pdfOf(asAdmin);

    const bad = await get(`${path}?size=carta`, owner.token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(CARD_SIZE_MESSAGE);
    expect(CARD_SIZE_MESSAGE).toBe('Tamaño no válido. Usa wallet o a6.');

    expect((await get(`${path}?size=wallet`)).status).toBe(401);
    expect((await get(`/api/profiles/no-existe/remembrance-card?size=wallet`, owner.token)).status).toBe(404);
  });
});

describe('GET /api/family-profiles/:id/remembrance-card', () => {
  it("gives the family's owner its card with the first member's photo, and hides it from anyone else", async () => {
    const owner = await createUserWithSession(db);
    const stranger = await createUserWithSession(db);
    const photoUrl = await uploadPhoto(app, owner.token, env);
    const [family] = await db.insert(familyProfiles).values({ userId: owner.user.id, slug: `familia-recordatorio-${Date.now()}`, familyName: 'Familia Ruiz' }).returning();
    await db.insert(familyMembers).values([
      { familyProfileId: family!.id, name: 'Jorge Ruiz', birthDate: '1940-01-01', deathDate: '2015-01-01', profileImageUrl: photoUrl, displayOrder: 0 },
      { familyProfileId: family!.id, name: 'Rosa Ruiz', birthDate: '1945-01-01', deathDate: '2020-01-01', profileImageUrl: photoUrl, displayOrder: 1 },
    ]);
    const path = `/api/family-profiles/${family!.id}/remembrance-card`;

    const response = await get(`${path}?size=wallet`, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="recordatorio-${family!.slug}-wallet.pdf"`);
    expect(await pdfOf(response)).toMatchObject({ pages: 1, images: 1 });

    const hidden = await get(`${path}?size=wallet`, stranger.token);
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { error: string }).error).toBe(M.familyNotFound);
    expect((await get(`${path}?size=carta`, owner.token)).status).toBe(400);
  });
});
