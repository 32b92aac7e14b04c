import { atom } from 'nanostores';
import { LIGHT_ADDRESSES } from '../lib/api-addresses';
import type { api } from '../lib/api-client';
import { requestEndpoint } from '../lib/endpoint-request';
import { readOnlinePayments, toClientSettings, type ClientSettings } from '../lib/landing/settings-client';

/**
 * Site settings as the browser knows them (GET /api/settings). Pages are rendered with the settings of
 * their moment; this store lets open tabs follow an administrator's changes (product §1.9: every 30 seconds
 * and when the tab becomes visible) and gives the payment modal its payment methods.
 */
export type SettingsState = { status: 'idle' | 'loading' | 'error'; values: ClientSettings } | { status: 'ready'; values: ClientSettings };

export const $settings = atom<SettingsState>({ status: 'idle', values: {} });

export const SETTINGS_REFRESH_MS = 30_000;

let pending: Promise<void> | null = null;

/** One request at a time; a failure keeps the last good values (a refresh must never blank the page). */
export function loadSettings(): Promise<void> {
  pending ??= (async () => {
    const { values } = $settings.get();
    if ($settings.get().status !== 'ready') $settings.set({ status: 'loading', values });
    const result = await requestEndpoint<Awaited<ReturnType<typeof api.settings.index.$get>>>(LIGHT_ADDRESSES.settings);
    if (result.ok)
      $settings.set({
        status: 'ready',
        values: { ...toClientSettings(result.data.data), online_payments: readOnlinePayments(result.data.online_payments) },
      });
    else $settings.set({ status: $settings.get().status === 'ready' ? 'ready' : 'error', values });
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** For modals that need settings now: loads unless they are already here. */
export function ensureSettings(): void {
  if ($settings.get().status !== 'ready') void loadSettings();
}

/** Keeps the store fresh while the page is open. Returns the function that stops it. */
export function keepSettingsFresh(intervalMs = SETTINGS_REFRESH_MS): () => void {
  const refreshIfVisible = () => {
    if (document.visibilityState === 'visible') void loadSettings();
  };
  const timer = setInterval(refreshIfVisible, intervalMs);
  document.addEventListener('visibilitychange', refreshIfVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', refreshIfVisible);
  };
}
