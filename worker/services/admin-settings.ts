import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaObjects, packages, settings } from '../../db/schema';
import { keyFromMediaUrl } from '../media/keys';
import { BREB_MESSAGES } from '../schemas/payment-method-texts';
import { badRequest, forbidden, notFound, validationError } from '../errors';
import { SPANISH_PARSE } from '../schemas/spanish-issues';
import { SETTINGS_MESSAGES as M, settingValueSchemas, type PaymentMethods, type PricingPlan, type SiteSettings } from '../schemas/settings';
import { auditInsert } from './audit';
import type { PublicPages } from '../edge-cache/purge';
import { LANDING_PATH } from '../edge-cache/public-paths';
import { pagesShowingSettings } from '../edge-cache/settings-pages';
import { DEFAULT_SETTINGS } from './default-settings';
import { listSettings, type SettingEntry } from './settings';
import { ADMIN_USER_MESSAGES } from '../schemas/admin-user-texts';
import type { UserRow } from './users';
import { log } from '../log';

type SettingsDeps = { db: Db; ipAddress: string | null; pages: PublicPages };

/** Purges the public pages that show `keys` (the footer is on all of them). */
async function purgeSettingPages(pages: PublicPages, keys: readonly SettingKey[]): Promise<void> {
  const shown = pagesShowingSettings(keys);
  await (shown === 'everything' ? pages.purgeEverything() : pages.purge(shown));
}

export type SettingKey = keyof SiteSettings;

/**
 * The bank accounts customers transfer to: whoever edits them decides where the money goes, so only a
 * super_admin may (audited with the value it replaced, like every setting).
 */
export const SUPER_ADMIN_KEYS: ReadonlySet<SettingKey> = new Set(['payment_methods']);

/** 403 for anyone but a super_admin: the payment accounts, and the Bre-B QR image customers pay through. */
export function assertMayEditPaymentMethods(actor: Pick<UserRow, 'role'>): void {
  if (actor.role !== 'super_admin') throw forbidden(ADMIN_USER_MESSAGES.forbidden);
}

/**
 * A Bre-B QR image must be one uploaded through POST /api/admin/settings/payment-qr (kind 'payment_qr', decoded as
 * a QR there): an address typed by hand, or another upload's, is refused with 400.
 */
async function assertPaymentQrImages(db: Db, methods: PaymentMethods): Promise<void> {
  const urls = Object.values(methods).flatMap((method) => (method.qr_image_url ? [method.qr_image_url] : []));
  for (const url of urls) {
    const key = keyFromMediaUrl(url);
    const [row] = key ? await db.select({ kind: mediaObjects.kind }).from(mediaObjects).where(eq(mediaObjects.key, key)).limit(1) : [];
    if (row?.kind !== 'payment_qr') throw badRequest(BREB_MESSAGES.qrImageInvalid);
  }
}

const SETTING_KEYS = Object.keys(settingValueSchemas) as SettingKey[];

/**
 * The keys 'Inicializar configuraciones' may write: those whose default is a value the site can show. The
 * seller's identity has none (docs/features/invoices.md): only an administrator can give it.
 */
const INITIALIZED_KEYS = SETTING_KEYS.filter((key) => settingValueSchemas[key].safeParse(DEFAULT_SETTINGS[key]).success);

function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as string[]).includes(key);
}

/** The first problem with `value` for `key`, in the view's words; the parsed value when there is none. */
export function parseSettingValue<K extends SettingKey>(key: K, value: unknown): SiteSettings[K] {
  const parsed = settingValueSchemas[key].safeParse(value, SPANISH_PARSE);
  // The value arrives as the body's `value` (PUT settings/{key}): its fields are named from there.
  if (!parsed.success)
    throw validationError({ issues: parsed.error.issues.map((issue) => ({ path: ['value', ...issue.path], message: issue.message })) });
  return parsed.data as SiteSettings[K];
}

/**
 * 'Configuración' saves one section: validated, written with who wrote it, and audit-logged with the value
 * it replaced, so a wrong bank account can be traced and put back. Saving pricing_plan also writes the
 * names, prices and features into the packages; a failed sync is logged and the setting stays saved.
 */
export async function updateSetting(deps: SettingsDeps, actor: UserRow, key: string, value: unknown): Promise<SettingEntry> {
  if (!isSettingKey(key)) throw notFound(M.notFound);
  const { db } = deps;
  if (SUPER_ADMIN_KEYS.has(key) && actor.role !== 'super_admin') throw forbidden(ADMIN_USER_MESSAGES.forbidden);
  const parsed = parseSettingValue(key, value);
  if (key === 'payment_methods') await assertPaymentQrImages(db, parsed as PaymentMethods);
  const [previous] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const now = new Date().toISOString();
  await db.batch([
    db
      .insert(settings)
      .values({ key, value: parsed, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedBy: actor.id, updatedAt: now } }),
    auditInsert(db, {
      actorId: actor.id,
      action: 'setting.update',
      entityType: 'setting',
      entityId: key,
      details: { previous: previous?.value ?? null, value: parsed },
      ipAddress: deps.ipAddress,
    }),
  ]);
  await purgeSettingPages(deps.pages, [key]);
  if (key === 'pricing_plan') {
    try {
      await syncPricing(deps, actor, parsed as PricingPlan);
    } catch (error) {
      log.error('pricing_sync_failed', error, { message: M.syncFailed });
    }
  }
  return { key, value: parsed };
}

/**
 * 'Inicializar configuraciones': writes the defaults of every key that is missing, never over one that
 * exists. Returns the keys it wrote.
 */
export async function initSettings(deps: SettingsDeps, actor: UserRow): Promise<SettingKey[]> {
  const { db } = deps;
  const existing = new Set((await listSettings({ db })).map((entry) => entry.key));
  const missing = INITIALIZED_KEYS.filter((key) => !existing.has(key));
  if (missing.length === 0) return [];
  const written = await db
    .insert(settings)
    .values(missing.map((key) => ({ key, value: DEFAULT_SETTINGS[key] as unknown, updatedBy: actor.id })))
    .onConflictDoNothing()
    .returning({ key: settings.key });
  const keys = written.map((row) => row.key).filter(isSettingKey);
  await purgeSettingPages(deps.pages, keys);
  if (keys.length > 0) {
    await auditInsert(db, {
      actorId: actor.id,
      action: 'setting.init',
      entityType: 'setting',
      entityId: keys.join(','),
      ipAddress: deps.ipAddress,
    });
  }
  return keys;
}

/**
 * Writes each plan's name, price, description and features into the package of its type. Orders keep the
 * price they were placed at (orders.total_amount), so a new price never alters an existing order.
 */
export async function syncPricing(deps: SettingsDeps, actor: UserRow, plan: PricingPlan): Promise<number> {
  const { db } = deps;
  let updated = 0;
  for (const item of plan.plans) {
    const rows = await db
      .update(packages)
      .set({
        name: item.name,
        price: item.price,
        description: item.description,
        features: item.features,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(packages.packageType, item.package_type))
      .returning({ id: packages.id });
    updated += rows.length;
  }
  await auditInsert(db, {
    actorId: actor.id,
    action: 'packages.sync_pricing',
    entityType: 'package',
    entityId: plan.plans.map((item) => item.package_type).join(','),
    details: { plans: plan.plans },
    ipAddress: deps.ipAddress,
  });
  // The landing lists the packages with their names, prices and features.
  if (updated > 0) await deps.pages.purge([LANDING_PATH]);
  return updated;
}
