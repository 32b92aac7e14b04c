import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../worker/schemas/settings-texts';
import { settingsByKey, type SettingKey, type SiteSettings } from '../../../lib/admin/settings';
import type { AdminDashboard } from '../../../lib/admin/answers';
import { invalidatePrefixes } from '../../../stores/admin/query';
import { $packagesList, $settingsList, initializeSettings, SETTINGS_KEY } from '../../../stores/admin/settings';
import { showToast } from '../../../stores/toasts';
import { ExamplesSettings } from './ExamplesSettings';
import { FooterSettings } from './FooterSettings';
import { HeroSettings } from './HeroSettings';
import { LegalEntitySettings } from './LegalEntitySettings';
import { PackagesSettings } from './PackagesSettings';
import { PaymentMethodsReadOnly } from './PaymentMethodsReadOnly';
import { PaymentMethodsSettings } from './PaymentMethodsSettings';
import { PricingSettings } from './PricingSettings';
import { StatsSettings } from './StatsSettings';
import { TutorialSettings } from './TutorialSettings';
import './settings.css';

/**
 * 'Configuración' (product §3.2): everything the landing shows, one section at a time. An empty database
 * offers 'Inicializar configuraciones', which writes the defaults without touching any key that exists.
 */
export function SettingsView({ defaults, role }: { defaults: SiteSettings; role: AdminDashboard['user']['role'] }) {
  const read = useStore($settingsList);
  const packagesRead = useStore($packagesList);
  const [initializing, setInitializing] = useState(false);
  const entries = read.data?.data;

  const initialize = async () => {
    setInitializing(true);
    const result = await initializeSettings();
    setInitializing(false);
    showToast(result.ok ? M.initialized : M.initFailed, { tone: result.ok ? 'success' : 'error' });
  };

  const header = (
    <h1 id="settings-title" className="admin-view__title">
      Configuración
    </h1>
  );

  if (!entries) {
    return (
      <section className="admin-view" aria-labelledby="settings-title">
        {header}
        {read.error ? (
          <div className="form-alert admin-list__alert" role="alert">
            <span>{read.error}</span>
            <button type="button" className="text-button" onClick={() => invalidatePrefixes(SETTINGS_KEY)}>
              Reintentar
            </button>
          </div>
        ) : (
          <div className="admin-list__loading" role="status">
            <span className="spinner spinner--large" aria-hidden="true" />
            <span>Cargando configuración...</span>
          </div>
        )}
      </section>
    );
  }

  if (entries.length === 0) {
    return (
      <section className="admin-view" aria-labelledby="settings-title">
        {header}
        <div className="surface-card surface-card--compact admin-list__empty">
          <p className="serif-heading admin-list__empty-title">{M.empty}</p>
          <p>La página principal usa los textos y cuentas por defecto hasta que los guardes aquí.</p>
          <button type="button" className="button button--primary" onClick={() => void initialize()} disabled={initializing}>
            Inicializar configuraciones
          </button>
        </div>
      </section>
    );
  }

  // A key never saved shows its default, so every section can be edited and saved.
  const stored = settingsByKey(entries);
  const value = <K extends SettingKey>(key: K) => (stored[key] as SiteSettings[K] | undefined) ?? defaults[key];
  const packages = packagesRead.data?.data ?? [];

  return (
    <section className="admin-view settings" aria-labelledby="settings-title">
      {header}
      <HeroSettings stored={value('hero_section')} />
      <StatsSettings stored={value('site_stats')} />
      {/* The server takes payment accounts from a super admin only: a plain admin is shown them, not offered a form. */}
      {role === 'super_admin' ? (
        <PaymentMethodsSettings stored={value('payment_methods')} />
      ) : (
        <PaymentMethodsReadOnly stored={value('payment_methods')} />
      )}
      <PackagesSettings packages={packages} />
      {packages.length > 0 && <PricingSettings stored={value('pricing_plan')} packages={packages} />}
      <ExamplesSettings stored={value('examples_section')} />
      <TutorialSettings stored={value('tutorial_video')} />
      <FooterSettings stored={value('footer_info')} />
      <LegalEntitySettings stored={value('legal_entity')} />
    </section>
  );
}
