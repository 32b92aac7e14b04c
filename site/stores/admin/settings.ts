import type { PackageDto } from '../../../worker/services/packages';
import { SETTINGS_MESSAGES as M } from '../../../worker/schemas/settings-texts';
import type { SettingEntry, SettingKey } from '../../lib/admin/settings';
import { apiFetch, serverMessageOr } from '../../lib/api';
import type { ActionResult } from '../session';
import { createFetcherStore, invalidatePrefixes, shownRead } from './query';

export const SETTINGS_KEY = '/api/admin/settings';
export const PACKAGES_KEY = '/api/admin/packages';

/** The stored settings, as a list of `{ key, value }`, and every package (inactive ones too). */
export const $settingsList = shownRead(createFetcherStore<{ data: SettingEntry[] }>(SETTINGS_KEY), 'Error al cargar la configuración');
export const $packagesList = shownRead(createFetcherStore<{ data: PackageDto[] }>(PACKAGES_KEY), 'Error al cargar los paquetes');

/** Saves one section; a pricing_plan save also changed the packages, so both are read again. */
export async function saveSetting(key: SettingKey, value: unknown): Promise<ActionResult> {
  const result = await apiFetch<unknown>(`${SETTINGS_KEY}/${key}`, { method: 'PUT', body: { value } });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.updateFailed) };
  invalidatePrefixes(SETTINGS_KEY, PACKAGES_KEY);
  return { ok: true, data: undefined };
}

export async function initializeSettings(): Promise<ActionResult> {
  const result = await apiFetch<unknown>(`${SETTINGS_KEY}/init`, { method: 'POST' });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.initFailed) };
  invalidatePrefixes(SETTINGS_KEY);
  return { ok: true, data: undefined };
}

export async function savePackage(pkg: PackageDto): Promise<ActionResult> {
  const result = await apiFetch<PackageDto>(`${PACKAGES_KEY}/${encodeURIComponent(pkg.id)}`, { method: 'PUT', body: pkg });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.updateFailed) };
  invalidatePrefixes(PACKAGES_KEY);
  return { ok: true, data: undefined };
}
