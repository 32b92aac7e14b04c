import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleProfiles, familyProfiles, memorialProfiles } from '../../db/schema';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { QR_FORMAT_MESSAGE } from '../../worker/api/qr-response';
import { createUserWithSession, type Envelope } from '../helpers/auth';
import { insertCouple, insertFamily, insertMemorial } from '../helpers/memorials';
import { decodeGreyPng, decodeQr, renderSvg } from '../helpers/qr-decode';
import { withQuery } from '../helpers/query-read-by-hand';
import { useTestApp } from '../helpers/test-app';
import { clientAs } from '../helpers/test-client';

const t = useTestApp();

/** A page's QR code download as `token`'s user (a guest without one), in `format` (the route's default without one). */
const as = (token?: string) => clientAs(t.app, token);
const format = (id: string, chosen?: string) => withQuery({ param: { id } }, chosen ? { format: chosen } : {});
const memorialQr = (id: string, token?: string, chosen?: string) => as(token).profiles[':id'].qr.$get(format(id, chosen));
const familyQr = (id: string, token?: string, chosen?: string) => as(token).familyProfiles[':id'].qr.$get(format(id, chosen));
const coupleQr = (id: string, token?: string, chosen?: string) => as(token).coupleProfiles[':id'].qr.$get(format(id, chosen));
const adminCoupleQr = (id: string, token?: string, chosen?: string) => as(token).adminCouples[':id'].qr.$get(format(id, chosen));

async function memorialOf(userId: string) {
  const row = await insertMemorial(t.db, userId);
  const [saved] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, row.id));
  return saved!;
}

async function familyOf(userId: string) {
  const row = await insertFamily(t.db, userId, { slug: `familia-qr-${Date.now()}`, familyName: 'Familia Gómez' });
  const [saved] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, row.id));
  return saved!;
}

const couple = () => insertCouple(t.db);

/** A customer, another customer, and an administrator. */
const ownerStrangerAndAdmin = async () => ({
  owner: await createUserWithSession(t.db),
  stranger: await createUserWithSession(t.db),
  admin: await createUserWithSession(t.db, { role: 'admin' }),
});

/** The URL in a downloaded SVG, read the way a phone reads the plaque. */
async function scanSvg(response: { text(): Promise<string> }) {
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

    const svg = await memorialQr(memorial.id, owner.token, 'svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="qr-${memorial.slug}.svg"`);
    expect(svg.headers.get('cache-control')).toBe('private, no-store');
    expectShortUrl(await scanSvg(svg), memorial.shortCode!);

    const byDefault = await memorialQr(memorial.id, owner.token);
    expect(byDefault.headers.get('content-type')).toBe('image/svg+xml');

    const pdf = await memorialQr(memorial.id, owner.token, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="qr-${memorial.slug}.pdf"`);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const png = await memorialQr(memorial.id, owner.token, 'png');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('private, no-store');
    expectShortUrl(decodeQr(decodeGreyPng(new Uint8Array(await png.arrayBuffer()))), memorial.shortCode!);
  });

  it("hides another person's memorial as not found, lets an admin download it, and needs a session", async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin();
    const memorial = await memorialOf(owner.user.id);

    const other = await memorialQr(memorial.id, stranger.token, 'svg');
    expect(other.status).toBe(404);
    expect(((await other.json()) as Envelope).error).toBe(M.notFound);

    const asAdmin = await memorialQr(memorial.id, admin.token, 'svg');
    expect(asAdmin.status).toBe(200);
    expectShortUrl(await scanSvg(asAdmin), memorial.shortCode!);

    expect((await memorialQr(memorial.id, undefined, 'svg')).status).toBe(401);
  });

  it('refuses an unknown format in Spanish', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await memorialOf(owner.user.id);
    const response = await memorialQr(memorial.id, owner.token, 'gif');
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).error).toBe(QR_FORMAT_MESSAGE);
  });
});

describe('GET /api/family-profiles/:id/qr', () => {
  it('serves the owner and an admin, hides the family from others', async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin();
    const family = await familyOf(owner.user.id);

    const own = await familyQr(family.id, owner.token, 'svg');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="qr-${family.slug}.svg"`);
    expectShortUrl(await scanSvg(own), family.shortCode!);

    const other = await familyQr(family.id, stranger.token, 'png');
    expect(other.status).toBe(404);
    expect(((await other.json()) as Envelope).error).toBe(M.familyNotFound);

    const pdf = await familyQr(family.id, admin.token, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    expect((await familyQr(family.id)).status).toBe(401);
    expect((await familyQr(family.id, owner.token, 'jpg')).status).toBe(400);
  });
});

describe('GET /api/couple-profiles/:id/qr', () => {
  it('serves the customer the page was made for, and administrators; anyone else gets a 404', async () => {
    const owner = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const page = await couple();
    await t.db.update(coupleProfiles).set({ userId: owner.user.id }).where(eq(coupleProfiles.id, page.id));

    const svg = await coupleQr(page.id, owner.token, 'svg');
    expect(svg.status).toBe(200);
    expectShortUrl(await scanSvg(svg), page.shortCode!);
    expect((await coupleQr(page.id, admin.token, 'pdf')).headers.get('content-type')).toBe('application/pdf');
    const refused = await coupleQr(page.id, other.token);
    expect(refused.status).toBe(404);
    expect((await coupleQr(page.id)).status).toBe(401);
    expect((await coupleQr(page.id, owner.token, 'gif')).status).toBe(400);
  });
});

describe('GET /api/admin/couple-profiles/:id/qr', () => {
  it('serves administrators only', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const customer = await createUserWithSession(t.db);
    const page = await couple();

    const svg = await adminCoupleQr(page.id, admin.token, 'svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="qr-${page.slug}.svg"`);
    expectShortUrl(await scanSvg(svg), page.shortCode!);

    const png = await adminCoupleQr(page.id, admin.token, 'png');
    expect(png.headers.get('content-type')).toBe('image/png');

    expect((await adminCoupleQr(page.id, customer.token, 'svg')).status).toBe(403);
    expect((await adminCoupleQr(page.id, undefined, 'svg')).status).toBe(401);
    expect((await adminCoupleQr(page.id, admin.token, 'bmp')).status).toBe(400);
    expect((await adminCoupleQr('00000000-0000-0000-0000-000000000000', admin.token)).status).toBe(404);
  });
});
