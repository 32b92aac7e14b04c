import { useState } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../worker/schemas/settings-texts';
import { featuresFromText, featuresToText, priceFromText, type AdminPackage } from '../../../lib/admin/settings';
import { formatCOP } from '../../../lib/format';
import { savePackage } from '../../../stores/admin/settings';
import { showToast } from '../../../stores/toasts';
import { Modal } from '../../ui/Modal';
import { FormRow } from '../../ui/FormRow';
import { TextField } from './TextField';

const TYPE_LABELS: Record<AdminPackage['package_type'], string> = { individual: 'Individual', family: 'Familiar' };

/**
 * Packages and prices: each package's active switch is saved at once (an inactive one leaves the landing and
 * cannot be ordered); 'Editar' opens its form.
 */
export function PackagesSettings({ packages }: { packages: AdminPackage[] }) {
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const toggle = async (pkg: AdminPackage) => {
    setSwitching(pkg.id);
    const result = await savePackage({ ...pkg, is_active: !pkg.is_active });
    setSwitching(null);
    showToast(result.ok ? M.updated : result.error, { tone: result.ok ? 'success' : 'error' });
  };

  return (
    <section className="surface-card surface-card--compact settings-section" aria-labelledby="settings-packages">
      <div className="settings-section__head">
        <h2 id="settings-packages" className="admin-card__title">
          Paquetes
        </h2>
        <p className="settings-section__description">Un paquete inactivo desaparece de la página principal y ya no se puede comprar.</p>
      </div>
      <ul className="settings-list">
        {packages.map((pkg) => (
          <li key={pkg.id} className="settings-list__item settings-package" data-package={pkg.id}>
            <div>
              <p className="admin-table__name">{pkg.name}</p>
              <p className="admin-table__note">
                {TYPE_LABELS[pkg.package_type]} · {formatCOP(pkg.price)}
              </p>
            </div>
            <div className="row-actions">
              <label className="checkbox-row">
                <input type="checkbox" checked={pkg.is_active} disabled={switching === pkg.id} onChange={() => void toggle(pkg)} />
                <span>Activo</span>
              </label>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setEditing(pkg)}
                aria-label={`Editar ${pkg.name}`}
              >
                Editar
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Editar paquete" size="lg">
        {editing && <PackageForm pkg={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </section>
  );
}

function PackageForm({ pkg, onDone }: { pkg: AdminPackage; onDone: () => void }) {
  const [name, setName] = useState(pkg.name);
  const [description, setDescription] = useState(pkg.description);
  const [price, setPrice] = useState(String(pkg.price));
  const [features, setFeatures] = useState(featuresToText(pkg.features));
  const [type, setType] = useState(pkg.package_type);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const amount = priceFromText(price);

  const submit = async () => {
    setSaving(true);
    const result = await savePackage({
      ...pkg,
      name,
      description,
      price: amount,
      features: featuresFromText(features),
      package_type: type,
    });
    setSaving(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    showToast(M.updated, { tone: 'success' });
    onDone();
  };

  return (
    <form
      className="user-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="form-grid">
        <TextField label="Nombre" value={name} onChange={setName} maxLength={100} />
        <TextField
          label="Precio (COP)"
          inputMode="numeric"
          value={price}
          onChange={setPrice}
          hint={Number.isNaN(amount) ? 'Solo números enteros de pesos.' : `Se guardará como ${formatCOP(amount)}`}
        />
        <FormRow label="Tipo">
          {(control) => (
            <select
              {...control}
              className="field__input field__select"
              value={type}
              onChange={(e) => setType(e.target.value as AdminPackage['package_type'])}
            >
              <option value="individual">Individual</option>
              <option value="family">Familiar</option>
            </select>
          )}
        </FormRow>
        <TextField label="Descripción" value={description} onChange={setDescription} maxLength={500} multiline />
        <TextField label="Características (una por línea)" value={features} onChange={setFeatures} multiline />
      </div>
      <div className="confirm__actions">
        <button type="button" className="button button--ghost" onClick={onDone} disabled={saving}>
          Cancelar
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar paquete'}
        </button>
      </div>
    </form>
  );
}
