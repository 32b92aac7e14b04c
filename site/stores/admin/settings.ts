import { SETTINGS_MESSAGES as M } from '../../../worker/schemas/settings-texts';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import type { AdminPackage, SettingKey } from '../../lib/admin/settings';
import { serverMessageOr } from '../../lib/api';
import { api, request } from '../../lib/api-client';
import type { ActionResult } from '../session';
import { createRead, idParam, invalidatePrefixes, shownRead } from './query';

export const SETTINGS_KEY = ADMIN_READS.settings;
export const PACKAGES_KEY = ADMIN_READS.packages;

/** The stored settings, as a list of `{ key, value }`, and every package (inactive ones too). */
export const $settingsList = shownRead(
  createRead(SETTINGS_KEY, () => request(api.adminSettings.index.$get())),
  'Error al cargar la configuración',
);
export const $packagesList = shownRead(
  createRead(PACKAGES_KEY, () => request(api.adminPackages.index.$get())),
  'Error al cargar los paquetes',
);

/** Saves one section; a pricing_plan save also changed the packages, so both are read again. */
export async function saveSetting(key: SettingKey, value: unknown): Promise<ActionResult> {
  const result = await request(api.adminSettings[':key'].$put({ param: { key }, json: { value } }));
  // `field` names what the server refused ('value.dv'), so a section can show the message beside that input.
  if (!result.ok)
    return { ok: false, error: serverMessageOr(result.error, M.updateFailed), ...(result.field ? { field: result.field } : {}) };
  invalidatePrefixes(SETTINGS_KEY, PACKAGES_KEY);
  return { ok: true, data: undefined };
}

export async function initializeSettings(): Promise<ActionResult> {
  const result = await request(api.adminSettings.init.$post());
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.initFailed) };
  invalidatePrefixes(SETTINGS_KEY);
  return { ok: true, data: undefined };
}

export async function savePackage(pkg: AdminPackage): Promise<ActionResult> {
  const result = await request(api.adminPackages[':id'].$put({ param: idParam(pkg.id), json: pkg }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.updateFailed) };
  invalidatePrefixes(PACKAGES_KEY);
  return { ok: true, data: undefined };
}
