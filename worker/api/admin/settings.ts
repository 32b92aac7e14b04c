import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/roles';
import { validate } from '../../middleware/validation';
import { adminPackageSchema, SETTINGS_MESSAGES, settingUpdateSchema, syncPricingSchema } from '../../schemas/settings';
import { listAllPackages, updatePackage } from '../../services/admin-packages';
import { assertMayEditPaymentMethods, initSettings, syncPricing, updateSetting } from '../../services/admin-settings';
import { assertQrImage } from '../../media/qr-image';
import { receiveUpload } from '../../media/receive';
import { uploadQuota } from '../../media/upload-limits';
import { BREB_MESSAGES } from '../../schemas/payment-method-texts';
import { listSettings } from '../../services/settings';
import { requestDeps } from '../request-deps';
import { keyParams, packageIdParams } from '../../schemas/params';

/** 'Configuración' (product §3.2, §3.7): the site's settings, as stored, one key at a time. */
export const adminSettingsApi = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ success: true as const, data: await listSettings(requestDeps(c)) }))
  .post('/init', async (c) => {
    const created = await initSettings(requestDeps(c), signedInUser(c));
    return c.json({ success: true as const, data: { created }, message: SETTINGS_MESSAGES.initialized });
  })
  // The Bre-B QR image (docs/features/payments.md): a super_admin's PNG, stored only if it decodes as a QR code; the section's save
  // then puts its address in payment_methods.breb.qr_image_url.
  .post('/payment-qr', async (c) => {
    const user = signedInUser(c);
    assertMayEditPaymentMethods(user);
    const media = await receiveUpload(
      { db: c.get('db'), bucket: c.env.MEDIA, request: c.req.raw },
      {
        fileField: 'file',
        accepts: ['image'],
        ownerId: user.id,
        quota: await uploadQuota(requestDeps(c), user),
        expect: async () => ({ category: 'image', kind: 'payment_qr' }),
        checkImage: assertQrImage,
      },
    );
    return c.json({ success: true as const, publicUrl: media.publicUrl, data: media, message: BREB_MESSAGES.qrUploaded });
  })
  .put('/:key', validate('param', keyParams), validate('json', settingUpdateSchema), async (c) => {
    const data = await updateSetting(requestDeps(c), signedInUser(c), c.req.valid('param').key, c.req.valid('json').value);
    return c.json({ success: true as const, data, message: SETTINGS_MESSAGES.updated });
  });

/** Packages and prices: every package (inactive too), one saved at a time, and the sync from pricing_plan. */
export const adminPackagesApi = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ success: true as const, data: await listAllPackages(requestDeps(c)) }))
  .post('/sync-pricing', validate('json', syncPricingSchema), async (c) => {
    const updated = await syncPricing(requestDeps(c), signedInUser(c), c.req.valid('json').pricingData);
    return c.json({ success: true as const, data: { updated } });
  })
  .put('/:id', validate('param', packageIdParams), validate('json', adminPackageSchema), async (c) => {
    return c.json({
      success: true as const,
      data: await updatePackage(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json')),
    });
  });
