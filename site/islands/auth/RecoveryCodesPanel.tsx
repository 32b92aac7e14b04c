import { useId, useState } from 'react';
import { recoveryCodesFile } from '../../lib/auth/mfa';
import { showToast } from '../../stores/toasts';
import { copyText } from '../ui/clipboard';

type Props = {
  codes: readonly string[];
  /** The account's e-mail, written into the saved file so it says whose codes they are. */
  account: string;
  brandName: string;
  /** Shown once the person says they kept them. */
  continueLabel: string;
  onContinue: () => void;
};

/**
 * The recovery codes, shown once: each opens the account once without the phone. The person copies or
 * downloads them and says they kept them before going on (nobody sees them again: only their hashes stay).
 */
export function RecoveryCodesPanel({ codes, account, brandName, continueLabel, onContinue }: Props) {
  const [kept, setKept] = useState(false);
  const checkId = useId();
  const text = recoveryCodesFile(codes, account, brandName);

  const copy = async () => {
    if (await copyText(text)) showToast('Códigos copiados al portapapeles', { tone: 'success' });
    else showToast('No se pudieron copiar. Descárgalos o anótalos.', { tone: 'error' });
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codigos-de-recuperacion-recuerdos-eternos.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="recovery-codes">
      <h3 className="recovery-codes__title">Guarda tus códigos de recuperación</h3>
      <p>
        Si pierdes tu teléfono, cada uno de estos códigos te deja entrar <strong>una sola vez</strong>. Guárdalos fuera de tu teléfono: no
        los volveremos a mostrar.
      </p>
      <ol className="recovery-codes__list" aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
          Copiar códigos
        </button>
        <button type="button" className="button button--secondary button--small" onClick={download}>
          Descargar (.txt)
        </button>
      </div>
      <label className="recovery-codes__kept" htmlFor={checkId}>
        <input id={checkId} type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        Guardé mis códigos en un lugar seguro
      </label>
      <button type="button" className="button button--primary form-submit" disabled={!kept} onClick={onContinue}>
        {continueLabel}
      </button>
    </div>
  );
}
