import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleProfiles, familyProfiles, memorialProfiles } from '../../db/schema';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { QR_FORMAT_MESSAGE } from '../../worker/api/qr-response';
import { bearer, createUserWithSession, type Envelope } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { decodeGreyPng, decodeQr, renderSvg } from '../helpers/qr-decode';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const get = (path: string, token?: string) => t.app.request(path, { headers: token ? bearer(token) : {} });

async function memorialOf(userId: string) {
  const row = await insertMemorial(t.db, userId);
  const [saved] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, row.id));
  return saved!;
}

async function familyOf(userId: string) {
  const [row] = await t.db.insert(familyProfiles).values({ userId, slug: `familia-qr-${Date.now()}`, familyName: 'Familia Gómez' }).returning();
  const [saved] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, row!.id));
  return saved!;
}

async function couple() {
  const [row] = await t.db
    .insert(coupleProfiles)
    .values({
      slug: `pareja-qr-${Date.now()}`,
      coupleName: 'Valentina y Mateo',
      description: 'Nos conocimos en Bogotá.',
      profileImageUrl: '/media/couple/prueba/foto.jpg',
      person1Name: 'Valentina Díaz',
      person1BirthDate: '1995-04-20',
      person1ZodiacSign: 'Tauro',
      person2Name: 'Mateo Rojas',
      person2BirthDate: '1993-10-02',
      person2ZodiacSign: 'Libra',
      isPublished: true,
    })
    .returning();
  const [saved] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, row!.id));
  return saved!;
}

/** The URL in a downloaded SVG, read the way a phone reads the plaque. */
async function scanSvg(response: Response) {
  return decodeQr(renderSvg(await response.text(), 709));
}

const expectShortUrl = (decoded: string | null, code: string) => {
  expect(decoded).toMatch(/^HTTPS?:\/\/[A-Z0-9.:-]+\/Q\/[2-9A-Z]{6}$/);
  expect(decoded!.endsWith(`/Q/${code}`)).toBe(true);
};

describe('GET /api/profiles/:id/qr', () => {
  it('gives the owner the heart QR code in SVG, PDF and PNG, each encoding the short URL', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await memorialOf(owner.user.id);
    expect(memorial.shortCode).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);

    const svg = await get(`/api/profiles/${memorial.id}/qr?format=svg`, owner.token);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="qr-${memorial.slug}.svg"`);
    expect(svg.headers.get('cache-control')).toBe('private, no-store');
    expectShortUrl(await scanSvg(svg), memorial.shortCode!);

    const byDefault = await get(`/api/profiles/${memorial.id}/qr`, owner.token);
    expect(byDefault.headers.get('content-type')).toBe('image/svg+xml');

    const pdf = await get(`/api/profiles/${memorial.id}/qr?format=pdf`, owner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="qr-${memorial.slug}.pdf"`);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const png = await get(`/api/profiles/${memorial.id}/qr?format=png`, owner.token);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('private, no-store');
    expectShortUrl(decodeQr(decodeGreyPng(new Uint8Array(await png.arrayBuffer()))), memorial.shortCode!);
  });

  it("hides another person's memorial as not found, lets an admin download it, and needs a session", async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const memorial = await memorialOf(owner.user.id);

    const other = await get(`/api/profiles/${memorial.id}/qr?format=svg`, stranger.token);
    expect(other.status).toBe(404);
    expect(((await other.json()) as Envelope).error).toBe(M.notFound);

    const asAdmin = await get(`/api/profiles/${memorial.id}/qr?format=svg`, admin.token);
    expect(asAdmin.status).toBe(200);
    expectShortUrl(await scanSvg(asAdmin), memorial.shortCode!);

    expect((await get(`/api/profiles/${memorial.id}/qr?format=svg`)).status).toBe(401);
  });

  it('refuses an unknown format in Spanish', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await memorialOf(owner.user.id);
    const response = await get(`/api/profiles/${memorial.id}/qr?format=gif`, owner.token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).error).toBe(QR_FORMAT_MESSAGE);
  });
});

describe('GET /api/family-profiles/:id/qr', () => {
  it('serves the owner and an admin, hides the family from others', async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const family = await familyOf(owner.user.id);

    const own = await get(`/api/family-profiles/${family.id}/qr?format=svg`, owner.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="qr-${family.slug}.svg"`);
    expectShortUrl(await scanSvg(own), family.shortCode!);

    const other = await get(`/api/family-profiles/${family.id}/qr?format=png`, stranger.token);
    expect(other.status).toBe(404);
    expect(((await other.json()) as Envelope).error).toBe(M.familyNotFound);

    const pdf = await get(`/api/family-profiles/${family.id}/qr?format=pdf`, admin.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    expect((await get(`/api/family-profiles/${family.id}/qr`)).status).toBe(401);
    expect((await get(`/api/family-profiles/${family.id}/qr?format=jpg`, owner.token)).status).toBe(400);
  });
});

describe('GET /api/couple-profiles/:id/qr', () => {
  it('serves the customer the page was made for, and administrators; anyone else gets a 404', async () => {
    const owner = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const page = await couple();
    await t.db.update(coupleProfiles).set({ userId: owner.user.id }).where(eq(coupleProfiles.id, page.id));

    const svg = await get(`/api/couple-profiles/${page.id}/qr?format=svg`, owner.token);
    expect(svg.status).toBe(200);
    expectShortUrl(await scanSvg(svg), page.shortCode!);
    expect((await get(`/api/couple-profiles/${page.id}/qr?format=pdf`, admin.token)).headers.get('content-type')).toBe('application/pdf');
    const refused = await get(`/api/couple-profiles/${page.id}/qr`, other.token);
    expect(refused.status).toBe(404);
    expect((await get(`/api/couple-profiles/${page.id}/qr`)).status).toBe(401);
    expect((await get(`/api/couple-profiles/${page.id}/qr?format=gif`, owner.token)).status).toBe(400);
  });
});

describe('GET /api/admin/couple-profiles/:id/qr', () => {
  it('serves administrators only', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const customer = await createUserWithSession(t.db);
    const page = await couple();

    const svg = await get(`/api/admin/couple-profiles/${page.id}/qr?format=svg`, admin.token);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="qr-${page.slug}.svg"`);
    expectShortUrl(await scanSvg(svg), page.shortCode!);

    const png = await get(`/api/admin/couple-profiles/${page.id}/qr?format=png`, admin.token);
    expect(png.headers.get('content-type')).toBe('image/png');

    expect((await get(`/api/admin/couple-profiles/${page.id}/qr?format=svg`, customer.token)).status).toBe(403);
    expect((await get(`/api/admin/couple-profiles/${page.id}/qr?format=svg`)).status).toBe(401);
    expect((await get(`/api/admin/couple-profiles/${page.id}/qr?format=bmp`, admin.token)).status).toBe(400);
    expect((await get(`/api/admin/couple-profiles/00000000-0000-0000-0000-000000000000/qr`, admin.token)).status).toBe(404);
  });
});
