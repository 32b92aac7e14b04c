import { useState } from 'react';
import { FEW_RECOVERY_CODES, recoveryCodesLeftText, validateMfaCode, type CodeKind } from '../../lib/auth/mfa';
import { disableMfa, loadMfaStatus, renewRecoveryCodes, type MfaStatus } from '../../stores/mfa';
import { showToast } from '../../stores/toasts';
import { AppCodeField, Field, SubmitButton } from '../auth/Field';
import { FormAlert } from '../ui/FormAlert';
import { MfaEnrolment } from '../auth/MfaEnrolment';
import { RecoveryCodesPanel } from '../auth/RecoveryCodesPanel';
import { refusalOf, useForm } from '../auth/useForm';
import { Modal } from '../ui/Modal';
import '../auth/auth.css';
import '../auth/mfa.css';
import './account-security.css';

type Props = { initial: MfaStatus; account: string; brandName: string };

type Open = 'enrol' | 'renew' | 'disable' | null;

/**
 * 'Tu cuenta' › Verificación en dos pasos: a customer turns it on (the same enrolment as the back-office's)
 * and off (with a current code or the password); anyone with it on makes new recovery codes. An
 * administrator sees it on and cannot turn it off: only a super administrator resets it.
 */
export default function AccountSecurity({ initial, account, brandName }: Props) {
  const [status, setStatus] = useState(initial);
  const [open, setOpen] = useState<Open>(null);

  const refresh = async () => {
    const result = await loadMfaStatus();
    if (result.ok) setStatus(result.data);
  };
  const close = () => {
    setOpen(null);
    void refresh();
  };

  return (
    <div className="account-security">
      <div className="account-security__text">
        <h3>Verificación en dos pasos</h3>
        <p>
          <span className={`account-security__state account-security__state--${status.enabled ? 'on' : 'off'}`}>
            {status.enabled ? 'Activada' : 'Desactivada'}
          </span>
        </p>
        {status.enabled ? (
          <p>
            Al iniciar sesión te pedimos un código de tu aplicación de autenticación. {recoveryCodesLeftText(status.recovery_codes_left)}
            {status.recovery_codes_left < FEW_RECOVERY_CODES && ' Crea nuevos antes de quedarte sin ninguno.'}
          </p>
        ) : (
          <p>Protege tu cuenta: además de tu contraseña, te pediremos un código de tu teléfono al iniciar sesión.</p>
        )}
        {status.enabled && status.required && (
          <p className="account-security__note">
            Como administrador no puedes desactivarla. Si pierdes tu teléfono y tus códigos, un super administrador puede restablecerla.
          </p>
        )}
      </div>
      <div className="account-security__actions">
        {!status.enabled && (
          <button type="button" className="button button--primary button--small" onClick={() => setOpen('enrol')}>
            Activar
          </button>
        )}
        {status.enabled && (
          <button type="button" className="button button--secondary button--small" onClick={() => setOpen('renew')}>
            Nuevos códigos de recuperación
          </button>
        )}
        {status.enabled && !status.required && (
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen('disable')}>
            Desactivar
          </button>
        )}
      </div>

      <Modal open={open === 'enrol'} onClose={close} title="Activar la verificación en dos pasos" size="md">
        <MfaEnrolment account={account} brandName={brandName} doneLabel="Listo" onDone={close} />
      </Modal>
      <Modal open={open === 'renew'} onClose={close} title="Nuevos códigos de recuperación" size="md">
        <RenewCodes account={account} brandName={brandName} onDone={close} />
      </Modal>
      <Modal open={open === 'disable'} onClose={close} title="Desactivar la verificación en dos pasos" size="sm">
        <DisableForm onDone={close} />
      </Modal>
    </div>
  );
}

/** A current code makes ten new recovery codes; the old ones stop working. */
function RenewCodes({ account, brandName, onDone }: { account: string; brandName: string; onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const { formRef, ...form } = useForm({ code: '' }, ({ code }) => {
    const message = validateMfaCode('app', code);
    return message ? { code: message } : {};
  });
  const submit = form.onSubmit(async ({ code }) => {
    const result = await renewRecoveryCodes(code);
    if (!result.ok) return refusalOf(result);
    setCodes(result.data.recovery_codes);
    return null;
  });
  if (codes) return <RecoveryCodesPanel codes={codes} account={account} brandName={brandName} continueLabel="Listo" onContinue={onDone} />;
  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <p className="account-security__lead">
        Los códigos que tienes ahora dejarán de servir. Escribe el código de tu aplicación para continuar.
      </p>
      <FormAlert message={form.serverError} />
      <AppCodeField label="Código de 6 dígitos" {...form.field('code')} />
      <SubmitButton submitting={form.submitting} label="Crear nuevos códigos" busyLabel="Creando…" />
    </form>
  );
}

/** Off with a current code (or a recovery code), or with the password when the phone is not at hand. */
function DisableForm({ onDone }: { onDone: () => void }) {
  const [proof, setProof] = useState<'code' | 'password'>('code');
  return (
    <>
      <DisableProof key={proof} proof={proof} onDone={onDone} />
      <button
        type="button"
        className="text-button account-security__switch"
        onClick={() => setProof(proof === 'code' ? 'password' : 'code')}
      >
        {proof === 'code' ? 'Usar mi contraseña' : 'Usar un código de mi aplicación'}
      </button>
    </>
  );
}

function DisableProof({ proof, onDone }: { proof: 'code' | 'password'; onDone: () => void }) {
  const { formRef, ...form } = useForm({ value: '' }, ({ value }) => {
    if (proof === 'password') return value ? {} : { value: 'La contraseña es requerida' };
    const kind: CodeKind = /^\d/.test(value.trim()) ? 'app' : 'recovery';
    const message = validateMfaCode(kind, value);
    return message ? { value: message } : {};
  });
  const submit = form.onSubmit(async ({ value }) => {
    const result = await disableMfa(proof === 'code' ? { code: value } : { password: value });
    if (!result.ok) return result.error;
    showToast(result.data.message, { tone: 'success' });
    onDone();
    return null;
  });
  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <p className="account-security__lead">
        Al iniciar sesión ya no te pediremos el código del teléfono. Confirma que eres tú para desactivarla.
      </p>
      <FormAlert message={form.serverError} />
      {proof === 'code' ? (
        <Field
          label="Código de tu aplicación o de recuperación"
          type="text"
          autoComplete="one-time-code"
          placeholder="123456"
          {...form.field('value')}
        />
      ) : (
        <Field label="Contraseña" type="password" autoComplete="current-password" {...form.field('value')} />
      )}
      <SubmitButton submitting={form.submitting} label="Desactivar" busyLabel="Desactivando…" />
    </form>
  );
}
