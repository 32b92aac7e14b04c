import { useState } from 'react';
import { MFA_MESSAGES, groupedSecret, validateMfaCode } from '../../lib/auth/mfa';
import { confirmEnrolment, startEnrolment, type TotpEnrolment } from '../../stores/mfa';
import { showToast } from '../../stores/toasts';
import { copyText } from '../ui/clipboard';
import { AppCodeField, Field, SubmitButton } from './Field';
import { FormAlert } from '../ui/FormAlert';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { refusalOf, useForm } from './useForm';
import './mfa.css';

type Props = {
  account: string;
  brandName: string;
  /** What the last button says, once the codes are kept ('Entrar al panel', 'Listo'). */
  doneLabel: string;
  /** The factor is on and this session counts as having given it. */
  onDone: () => void;
};

type State = { kind: 'password' } | { kind: 'scan'; enrolment: TotpEnrolment } | { kind: 'codes'; codes: string[] };

/**
 * Turning on the second factor: the current password first (the server asks it again, so a session left open
 * cannot enrol someone else's phone), then a new secret as a QR code (and as text, for an app that cannot
 * scan), then one code from the app before it counts, then the recovery codes, shown once. A new visit draws
 * a new secret: an unfinished enrolment never lingers half-valid.
 */
export function MfaEnrolment({ account, brandName, doneLabel, onDone }: Props) {
  const [state, setState] = useState<State>({ kind: 'password' });

  if (state.kind === 'password') return <PasswordStep onStarted={(enrolment) => setState({ kind: 'scan', enrolment })} />;
  if (state.kind === 'codes') {
    return <RecoveryCodesPanel codes={state.codes} account={account} brandName={brandName} continueLabel={doneLabel} onContinue={onDone} />;
  }
  return <ScanStep enrolment={state.enrolment} onEnabled={(codes) => setState({ kind: 'codes', codes })} />;
}

/** The current password, which the server checks before drawing the secret; its refusal is shown as it says it. */
function PasswordStep({ onStarted }: { onStarted: (enrolment: TotpEnrolment) => void }) {
  const { formRef, ...form } = useForm({ password: '' }, ({ password }) =>
    password ? {} : { password: MFA_MESSAGES.currentPasswordRequired },
  );
  const submit = form.onSubmit(async ({ password }) => {
    const result = await startEnrolment(password);
    if (!result.ok) return refusalOf(result);
    onStarted(result.data);
    return null;
  });
  return (
    <form ref={formRef} className="auth-form mfa-enrol" onSubmit={submit} noValidate>
      <p>Por seguridad, confirma tu contraseña antes de activar la verificación en dos pasos.</p>
      <FormAlert message={form.serverError} />
      <Field label="Tu contraseña actual" type="password" autoComplete="current-password" {...form.field('password')} />
      <SubmitButton submitting={form.submitting} label="Continuar" busyLabel="Preparando tu código QR…" />
    </form>
  );
}

function ScanStep({ enrolment, onEnabled }: { enrolment: TotpEnrolment; onEnabled: (codes: string[]) => void }) {
  const { formRef, ...form } = useForm(
    { code: '' },
    ({ code }) => {
      const message = validateMfaCode('app', code);
      return message ? { code: message } : {};
    },
    { focusFirst: false },
  );
  const submit = form.onSubmit(async ({ code }) => {
    const result = await confirmEnrolment(code);
    if (!result.ok) return refusalOf(result);
    showToast('Verificación en dos pasos activada', { tone: 'success' });
    onEnabled(result.data.recovery_codes);
    return null;
  });
  const copySecret = async () => {
    if (await copyText(enrolment.secret)) showToast('Clave copiada al portapapeles', { tone: 'success' });
    else showToast('No se pudo copiar la clave. Escríbela a mano.', { tone: 'error' });
  };

  return (
    <div className="mfa-enrol">
      <ol className="mfa-enrol__steps">
        <li>
          <h3 className="mfa-enrol__step-title">Escanea el código QR</h3>
          <p>
            Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…), elige añadir una cuenta
            y escanea este código.
          </p>
          <img
            className="mfa-enrol__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            width="200"
            height="200"
            alt="Código QR para añadir Recuerdos Eternos a tu aplicación de autenticación"
          />
          <p className="mfa-enrol__manual">¿No puedes escanearlo? Escribe esta clave en la aplicación (basada en tiempo):</p>
          <div className="mfa-enrol__secret">
            <code aria-label="Clave para tu aplicación de autenticación">{groupedSecret(enrolment.secret)}</code>
            <button type="button" className="button button--secondary button--small" onClick={() => void copySecret()}>
              Copiar clave
            </button>
          </div>
          {/* On the phone that has the app, the address opens it directly (otpauth://). */}
          <p className="mfa-enrol__manual">
            ¿Estás en ese teléfono?{' '}
            <a href={enrolment.otpauth_url} className="mfa-enrol__open">
              Abrir en mi aplicación de autenticación
            </a>
          </p>
        </li>
        <li>
          <h3 className="mfa-enrol__step-title">Escribe el código que muestra</h3>
          <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
            <FormAlert message={form.serverError} />
            <AppCodeField label="Código de 6 dígitos" {...form.field('code')} />
            <SubmitButton submitting={form.submitting} label="Activar verificación" busyLabel="Verificando…" />
          </form>
        </li>
      </ol>
    </div>
  );
}
