import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaObjects, orders, settings } from '../../db/schema';
import { BREB_MESSAGES as B } from '../../worker/schemas/payment-method-texts';
import { ADMIN_USER_MESSAGES } from '../../worker/schemas/admin-user-texts';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { BREB_QR_TEXT, plainPng, qrPng } from '../helpers/breb-qr';
import { craftedPng } from '../helpers/crafted-png';
import { formPost, objectBytes, seedJpeg } from '../helpers/media-fixtures';
import { useCatalogAndAdmin } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { call } from '../helpers/test-db';
import { decodePng } from '../../worker/media/qr-image';
import jsQR from 'jsqr';

/**
 * Bre-B (docs/features/payments.md): the method in payment_methods with its llave validated per kind, the bank's QR image uploaded by a
 * super_admin and kept only if it decodes as a QR, the payment step's answer, and old Transfiya orders' label.
 */
const t = useTestApp({ media: true });
type Answer = { success: boolean; error?: string; data?: { key: string; url: string; publicUrl: string }; publicUrl?: string };

const shop = useCatalogAndAdmin(t, { superAdmin: true });

const headers = (token: string) => ({ ...bearer(token), 'cf-connecting-ip': uniqueClient() });
const uploadQr = (bytes: Uint8Array, token = shop.superAdmin.token, name = 'qr-breb.png', type = 'image/png') =>
  call<Answer>(t.app, '/api/admin/settings/payment-qr', formPost(['file', bytes, name, type], {}, headers(token)), t.env);
const putMethods = (value: unknown, token = shop.superAdmin.token) =>
  call<Answer>(t.app, '/api/admin/settings/payment_methods', {
    method: 'PUT',
    headers: { ...headers(token), 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
const breb = (changes: Record<string, string> = {}) => ({
  ...DEFAULT_SETTINGS.payment_methods,
  breb: { name: 'Bre-B', type: 'Celular', account: '300 123 4567', owner: 'Recuerdos Eternos S.A.S.', ...changes },
});

describe('the Bre-B method in payment_methods', () => {
  it('is a default instead of Transfiya', () => {
    expect(Object.keys(DEFAULT_SETTINGS.payment_methods)).toEqual(['nequi', 'breb', 'bancolombia']);
    expect(DEFAULT_SETTINGS.payment_methods.breb).toMatchObject({ name: 'Bre-B', type: 'Celular' });
  });

  it.each([
    ['Celular', '300 123 4567'],
    ['Celular', '+57 310-555-0000'],
    ['Cédula', '1.020.304.050'],
    ['Correo', 'pagos@recuerdoseternos.co'],
    ['Llave alfanumérica', '@RECUERDOS2025'],
    ['Código de comercio', '0012345678'],
  ])('saves a %s llave (%s)', async (type, account) => {
    const { status, body } = await putMethods(breb({ type, account }));
    expect(body.error).toBeUndefined();
    expect(status).toBe(200);
  });

  it.each([
    ['Celular', '600 123 4567', B.celularInvalid],
    ['Celular', '300 123 456', B.celularInvalid],
    ['Cédula', '12AB45', B.cedulaInvalid],
    ['Cédula', '123', B.cedulaInvalid],
    ['Correo', 'pagos@empresa', B.correoInvalid],
    ['Llave alfanumérica', '@con espacios', B.alfanumericaInvalid],
    ['Código de comercio', 'COM-12', B.comercioInvalid],
    ['Transferencia inmediata', '300 123 4567', B.typeInvalid],
  ])('refuses a %s llave %s with 400 and its Spanish rule', async (type, account, message) => {
    const { status, body } = await putMethods(breb({ type, account }));
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('refuses a QR image on any method but Bre-B, and an address that is not an uploaded QR', async () => {
    const other = { ...breb(), nequi: { ...DEFAULT_SETTINGS.payment_methods.nequi, qr_image_url: '/media/payment_qr/x/y.png' } };
    expect((await putMethods(other)).body.error).toBe(B.qrOnlyBreb);
    const typed = await putMethods(breb({ qr_image_url: '/media/payment_qr/nadie/inventado.png' }));
    expect(typed.status).toBe(400);
    expect(typed.body.error).toBe(B.qrImageInvalid);
    const outside = await putMethods(breb({ qr_image_url: 'https://otro.sitio/qr.png' }));
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe(B.qrImageInvalid);
  });

  it('lets only a super_admin save it (403 for an admin)', async () => {
    const { status } = await putMethods(breb(), shop.admin.token);
    expect(status).toBe(403);
  });
});

describe('POST /api/admin/settings/payment-qr', () => {
  it('stores a real QR PNG as kind payment_qr, and the payment methods answer then carries it', async () => {
    const png = await qrPng();
    const { status, body } = await uploadQr(png);
    expect(body.error).toBeUndefined();
    expect(status).toBe(200);
    const key = body.data!.key;
    expect(key).toMatch(new RegExp(`^payment_qr/${shop.superAdmin.user.id}/`));
    expect(await objectBytes(t.r2.bucket, key)).toEqual(png);
    const [row] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
    expect(row).toMatchObject({ kind: 'payment_qr', contentType: 'image/png' });

    expect((await putMethods(breb({ qr_image_url: body.data!.url }))).status).toBe(200);
    const answer = await call<{ data: { key: string; value: Record<string, { qr_image_url?: string; name: string }> }[] }>(
      t.app,
      '/api/settings',
    );
    const methods = answer.body.data.find((entry) => entry.key === 'payment_methods')?.value;
    expect(methods?.breb).toMatchObject({ name: 'Bre-B', qr_image_url: `/media/${key}` });
    // Kept as uploaded: the bank's QR, never one the product drew, and it still reads as the bank's payload.
    const stored = await objectBytes(t.r2.bucket, key);
    expect(jsQR(...rgba(await decodePng(stored!)))?.data).toBe(BREB_QR_TEXT);
  });

  it('refuses a PNG that holds no QR code with 400 in Spanish, storing nothing', async () => {
    const before = await t.db.select().from(mediaObjects);
    const { status, body } = await uploadQr(await plainPng());
    expect(status).toBe(400);
    expect(body.error).toBe(B.qrNotDecoded);
    expect(await t.db.select().from(mediaObjects)).toHaveLength(before.length);
  });

  it('refuses, with 413 in Spanish and storing nothing, a header too large and data beyond what the header says', async () => {
    const before = await t.db.select().from(mediaObjects);
    const huge = await uploadQr(craftedPng(4097, 4097, 64));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(B.qrTooLarge);
    // A deflate bomb: a 1 × 1 header over 80 MB of image data, in a file of a few dozen kilobytes.
    const bomb = await uploadQr(craftedPng(1, 1, 80 * 1024 * 1024));
    expect(bomb.status).toBe(413);
    expect(bomb.body.error).toBe(B.qrDataTooLarge);
    expect(await t.db.select().from(mediaObjects)).toHaveLength(before.length);
  });

  it('takes PNG only: a JPEG is 415 with the Spanish reason', async () => {
    const { status, body } = await uploadQr(seedJpeg(), shop.superAdmin.token, 'qr.jpg', 'image/jpeg');
    expect(status).toBe(415);
    expect(body.error).toBe(B.qrNotPng);
  });

  it('refuses an admin who is not super_admin with 403', async () => {
    const { status, body } = await uploadQr(await qrPng(), shop.admin.token);
    expect(status).toBe(403);
    expect(body.error).toBe(ADMIN_USER_MESSAGES.forbidden);
  });
});

describe('an order paid by Transfiya', () => {
  it("keeps the label 'Transfiya' when the method is no longer configured", async () => {
    await t.db.update(settings).set({ value: DEFAULT_SETTINGS.payment_methods }).where(eq(settings.key, 'payment_methods'));
    const customer = await createUserWithSession(t.db);
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customer.user.id,
        packageId: shop.catalog.individual.id,
        paymentMethod: 'transfiya',
        totalAmount: 150000,
        status: 'completed',
      })
      .returning();
    const { status, body } = await call<{ data: { payment_method: string; payment_method_name: string } }>(
      t.app,
      `/api/admin/orders/${order!.id}`,
      { headers: headers(shop.admin.token) },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ payment_method: 'transfiya', payment_method_name: 'Transfiya' });
    const list = await call<{ data: { id: string; payment_method_name: string }[] }>(t.app, '/api/admin/orders', {
      headers: headers(shop.admin.token),
    });
    expect(list.body.data.find((item) => item.id === order!.id)?.payment_method_name).toBe('Transfiya');
  });
});

const rgba = (image: { width: number; height: number; data: Uint8ClampedArray }) => [image.data, image.width, image.height] as const;
