import { useId, useState } from 'react';
import { BREB_LLAVE_TYPES, BREB_MESSAGES as M } from '../../../../worker/schemas/payment-method-texts';
import type { SiteSettings } from '../../../lib/admin/settings';
import { api } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/media/upload-request';
import { showToast } from '../../../stores/toasts';
import { FormRow } from '../../ui/FormRow';
import { TextField } from './TextField';

type Method = SiteSettings['payment_methods'][string];

/**
 * The Bre-B method's form (docs/features/payments.md): the llave's kind from Bre-B's five, the llave, the holder, and the QR image the
 * business's bank issued, uploaded here (the server stores it only if it decodes as a QR) and published by saving.
 */
export function BrebMethodFields({ method, onChange }: { method: Method; onChange: (next: Method) => void }) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();
  const set = (field: 'name' | 'account' | 'owner') => (value: string) => onChange({ ...method, [field]: value });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const result = await uploadFile(api.adminSettings['payment-qr'].$url().href, 'file', file, file.name, {
      failure: 'Error al subir la imagen del QR',
    });
    setUploading(false);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    onChange({ ...method, qr_image_url: result.data.url });
    showToast(M.qrUploaded, { tone: 'success' });
  };

  return (
    <div className="form-grid">
      <TextField label="Nombre" value={method.name} onChange={set('name')} maxLength={60} />
      <FormRow label="Tipo de llave">
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={method.type}
            onChange={(event) => onChange({ ...method, type: event.target.value })}
          >
            {!(BREB_LLAVE_TYPES as readonly string[]).includes(method.type) && (
              <option value={method.type}>{method.type || 'Elige el tipo'}</option>
            )}
            {BREB_LLAVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <TextField
        label="Llave"
        value={method.account}
        onChange={set('account')}
        maxLength={100}
        hint="Tal como la registraste en tu banco"
      />
      <TextField label="Titular" value={method.owner} onChange={set('owner')} maxLength={100} />
      <div className="settings-qr">
        <label className="field__label" htmlFor={fileId}>
          QR de Bre-B (imagen PNG de la app de tu banco)
        </label>
        {method.qr_image_url && (
          <img className="settings-qr__preview" src={method.qr_image_url} alt="QR de Bre-B guardado" width={160} height={160} />
        )}
        <input id={fileId} type="file" accept="image/png" disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
        {uploading && <span role="status">Subiendo y leyendo el QR…</span>}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        {method.qr_image_url && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange({ ...method, qr_image_url: '' })}>
            Quitar QR
          </button>
        )}
      </div>
    </div>
  );
}
