import { useState } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../worker/schemas/settings-texts';
import type { SettingKey, SiteSettings } from '../../../lib/admin/settings';
import { saveSetting } from '../../../stores/admin/settings';
import { showToast, TOAST_DURATION_MS } from '../../../stores/toasts';

/**
 * One settings section's draft: starts from what is stored, follows a newer stored value while untouched,
 * and saves on its own (product §3.2: each section saves separately, with a toast either way).
 */
export function useSection<K extends SettingKey>(key: K, stored: SiteSettings[K]) {
  const [draft, setDraft] = useState<SiteSettings[K]>(stored);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The refused field below the setting's value ('dv' for 'value.dv'), when the server named one. */
  const [errorField, setErrorField] = useState<string | null>(null);

  // Another administrator saved (a live refresh): show it, unless this one is in the middle of editing.
  const [followed, setFollowed] = useState(stored);
  if (stored !== followed) {
    setFollowed(stored);
    if (!dirty) setDraft(stored);
  }

  const change = (next: SiteSettings[K]) => {
    setDraft(next);
    setDirty(true);
    setError(null);
    setErrorField(null);
  };

  const save = async (value: SiteSettings[K] = draft) => {
    setSaving(true);
    const result = await saveSetting(key, value);
    setSaving(false);
    if (result.ok) {
      setDirty(false);
      setError(null);
      setErrorField(null);
      // product §3.9: the settings toast stays 4 seconds.
      showToast(M.updated, { tone: 'success', duration: TOAST_DURATION_MS });
    } else {
      setError(result.error);
      setErrorField(result.field?.startsWith('value.') ? result.field.slice('value.'.length) : null);
      showToast(M.updateFailed, { tone: 'error' });
    }
    return result.ok;
  };

  return { draft, change, save, saving, error, errorField, dirty };
}
