import { useState } from 'react';
import { UNEXPECTED_ERROR, type FailureCode } from '../../lib/api';
import { FEW_RECOVERY_CODES, isChallengeOver, recoveryCodesLeftText, validateMfaCode, type CodeKind } from '../../lib/auth/mfa';
import { loadMfaStatus } from '../../stores/mfa';
import { completeMfaSignIn } from '../../stores/sign-in';
import { showToast } from '../../stores/toasts';
import { AppCodeField, Field, SubmitButton } from './Field';
import { FormAlert } from '../ui/FormAlert';
import { ShieldIcon } from './ShieldIcon';
import { refusalOf, useForm } from './useForm';
import './mfa.css';

type Props = {
  /** From the password (or link) step: what the code is sent with. */
  mfaToken: string;
  onSignedIn: () => void;
  /** The step ran out (5 minutes, or too many codes): back to the password, with the server's reason. */
  onRestart: (message: string) => void;
  /** h3 inside the sign-in dialog, under its title; h1 on the pages an e-mailed link opens. */
  headingLevel?: 'h1' | 'h3';
};

/**
 * The sign-in's second step: the six digits of the person's authenticator app, or, without the phone, one
 * of their recovery codes. Nothing is signed in until the server accepts the code.
 */
export function MfaCodeForm({ mfaToken, onSignedIn, onRestart, headingLevel = 'h3' }: Props) {
  const [kind, setKind] = useState<CodeKind>('app');
  const Heading = headingLevel;
  return (
    <div className="mfa-step">
      <div className="mfa-step__intro">
        <ShieldIcon />
        <Heading className="mfa-step__title">Verificación en dos pasos</Heading>
        <p>
          {kind === 'app'
            ? 'Abre tu aplicación de autenticación y escribe el código de 6 dígitos que muestra para Recuerdos Eternos.'
            : 'Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada uno sirve una sola vez.'}
        </p>
      </div>
      {/* Keyed by kind: switching empties the field and its messages. */}
      <CodeForm key={kind} kind={kind} mfaToken={mfaToken} onSignedIn={onSignedIn} onRestart={onRestart} />
      <button type="button" className="text-button mfa-step__switch" onClick={() => setKind(kind === 'app' ? 'recovery' : 'app')}>
        {kind === 'app' ? '¿No tienes tu teléfono? Usa un código de recuperación' : 'Usar el código de mi aplicación'}
      </button>
      <p className="auth-form__switch">
        <button type="button" className="text-button" onClick={() => onRestart('')}>
          Volver a iniciar sesión
        </button>
      </p>
    </div>
  );
}

function CodeForm({ kind, mfaToken, onSignedIn, onRestart }: Omit<Props, 'headingLevel'> & { kind: CodeKind }) {
  const { formRef, ...form } = useForm({ code: '' }, ({ code }) => {
    const message = validateMfaCode(kind, code);
    return message ? { code: message } : {};
  });
  const submit = form.onSubmit(async ({ code }) => {
    let failure: { error: string; code?: FailureCode | undefined; field?: string | undefined } | null;
    try {
      const result = await completeMfaSignIn(mfaToken, code);
      failure = result.ok ? null : result;
    } catch {
      failure = { error: UNEXPECTED_ERROR };
    }
    if (failure !== null) {
      if (!isChallengeOver(failure)) return refusalOf(failure);
      onRestart(failure.error);
      return null;
    }
    if (kind === 'recovery') void tellRecoveryCodesLeft();
    onSignedIn();
    return null;
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={form.serverError} />
      {kind === 'app' ? (
        <AppCodeField label="Código de verificación" {...form.field('code')} />
      ) : (
        <Field label="Código de recuperación" type="text" autoComplete="off" placeholder="XXXXX-XXXXX" {...form.field('code')} />
      )}
      <SubmitButton submitting={form.submitting} label="Verificar" busyLabel="Verificando…" />
    </form>
  );
}

/** A spent recovery code is gone for good: the person hears how many are left, and when to make new ones. */
async function tellRecoveryCodesLeft(): Promise<void> {
  const status = await loadMfaStatus();
  if (!status.ok) return;
  const left = status.data.recovery_codes_left;
  const advice = left < FEW_RECOVERY_CODES ? ' Crea nuevos en "Tu cuenta".' : '';
  showToast(`Usaste un código de recuperación. ${recoveryCodesLeftText(left)}${advice}`, { tone: 'info', duration: 8000 });
}
