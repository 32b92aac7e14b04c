import { useState, type SubmitEvent } from 'react';
import { ADMIN_USER_MESSAGES as M, ROLE_LABELS } from '../../../../worker/schemas/admin-user-texts';
import { MFA_MESSAGES } from '../../../lib/auth/mfa';
import { hasErrors, type FieldErrors } from '../../../lib/auth/auth-validation';
import {
  assignableRoles,
  userPayload,
  validateUserForm,
  type AdminUser,
  type UserFormFields,
  type UserRole,
} from '../../../lib/admin/users';
import { createUser, updateUser } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { Modal } from '../../ui/Modal';
import { FormRow } from '../../ui/FormRow';
import { SelectField } from '../../ui/SelectField';
import { MfaResetSection } from './MfaResetSection';
import { PasswordResetSection } from './PasswordResetSection';

type Editing = { mode: 'create' } | { mode: 'edit'; user: AdminUser } | null;
type Props = { editing: Editing; actor: { id: string; role: UserRole }; onClose: () => void };

/** Crear / editar usuario (product §3.2, §3.5): one form, two modes. */
export function UserFormModal({ editing, actor, onClose }: Props) {
  const title = editing?.mode === 'edit' ? 'Editar usuario' : 'Nuevo usuario';
  return (
    <Modal open={editing !== null} onClose={onClose} title={title} size="lg">
      {editing && <UserForm editing={editing} actor={actor} onDone={onClose} />}
    </Modal>
  );
}

type FormProps = {
  editing: Exclude<Editing, null>;
  actor: Props['actor'];
  onDone: () => void;
};

function initialFields(editing: FormProps['editing']): UserFormFields {
  const user = editing.mode === 'edit' ? editing.user : null;
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'user',
  };
}

function UserForm({ editing, actor, onDone }: FormProps) {
  const mode = editing.mode;
  const target = mode === 'edit' ? editing.user : null;
  const [fields, setFields] = useState<UserFormFields>(() => initialFields(editing));
  const [active, setActive] = useState(target?.is_active ?? true);
  const [applyEmailNow, setApplyEmailNow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof UserFormFields>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One's own new password or e-mail: the server asks for the current password (services/password-check.ts).
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentPasswordError, setCurrentPasswordError] = useState<string | undefined>();

  const roles = assignableRoles(actor.role);
  // A plain admin sees the role but cannot change it; nobody changes their own role or switches themselves off.
  const isSelf = target?.id === actor.id;
  const roleLocked = isSelf || roles.length === 1;
  const roleChoices = roles.includes(fields.role) ? roles : [fields.role, ...roles];
  const asksCurrentPassword = target !== null && isSelf && fields.email.trim().toLowerCase() !== target.email.toLowerCase();
  // Someone else's new address waits for their confirmation from the current one; a super admin may apply it
  // at once for a person who lost that mailbox (the server checks both).
  const emailEdited = target !== null && !isSelf && fields.email.trim().toLowerCase() !== target.email;
  const mayApplyNow = emailEdited && actor.role === 'super_admin';

  const update = (changes: Partial<UserFormFields>) => {
    setFields((current) => ({ ...current, ...changes }));
    // docs/product: an error clears when its field is edited.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as (keyof UserFormFields)[]) delete next[key];
      return next;
    });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUserForm(fields);
    const missingCurrent = asksCurrentPassword && !currentPassword ? MFA_MESSAGES.currentPasswordRequired : undefined;
    setErrors(found);
    setCurrentPasswordError(missingCurrent);
    setServerError(null);
    if (hasErrors(found) || missingCurrent) return;

    setSubmitting(true);
    const payload = userPayload(fields);
    if (target && !isSelf && active !== target.is_active) payload.is_active = active;
    if (roleLocked) delete payload.role;
    if (asksCurrentPassword) payload.current_password = currentPassword;
    if (mayApplyNow && applyEmailNow) payload.apply_email_now = true;
    const result = target ? await updateUser(target.id, payload) : await createUser(payload);
    setSubmitting(false);
    if (!result.ok) {
      setServerError(result.error);
      return;
    }
    showToast(result.data.message, { tone: 'success' });
    onDone();
  };

  const emailHint = target?.pending_email
    ? `Cambio a ${target.pending_email}: ${M.emailPendingLabel}. El correo actual sigue en uso hasta que la persona lo confirme.`
    : emailEdited
      ? 'Le enviaremos al correo actual un enlace para confirmar el cambio; hasta entonces sigue en uso.'
      : mode === 'create'
        ? 'Le enviaremos un enlace de acceso para que elija su propia contraseña.'
        : undefined;

  return (
    <form className="admin-form user-form" onSubmit={(event) => void submit(event)} noValidate>
      {serverError && (
        <p className="form-alert" role="alert">
          {serverError}
        </p>
      )}
      <div className="form-grid">
        <FormRow label="Nombres" error={errors.first_name}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              value={fields.first_name}
              onChange={(e) => update({ first_name: e.target.value })}
              autoComplete="off"
              maxLength={100}
            />
          )}
        </FormRow>
        <FormRow label="Apellidos" error={errors.last_name}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              value={fields.last_name}
              onChange={(e) => update({ last_name: e.target.value })}
              autoComplete="off"
              maxLength={100}
            />
          )}
        </FormRow>
        <FormRow label="Correo electrónico" error={errors.email} hint={emailHint}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="email"
              value={fields.email}
              onChange={(e) => update({ email: e.target.value })}
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
            />
          )}
        </FormRow>
        <SelectField
          label="Rol"
          hint={roleLocked && !isSelf ? 'Solo un superadministrador asigna roles de administración.' : undefined}
          value={fields.role}
          options={roleChoices}
          labelOf={(role) => ROLE_LABELS[role]}
          disabled={roleLocked}
          onChange={(role) => update({ role })}
        />
      </div>

      {mayApplyNow && (
        <label className="checkbox-row">
          <input type="checkbox" checked={applyEmailNow} onChange={(e) => setApplyEmailNow(e.target.checked)} />
          <span>
            Aplicar el cambio sin la confirmación de la persona (solo si perdió el acceso a su correo actual: se cierran sus sesiones, se
            avisa a ambos correos y deberá confirmar el nuevo)
          </span>
        </label>
      )}

      {mode === 'edit' && !isSelf && (
        <label className="checkbox-row">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <span>Cuenta activa (al desactivarla se cierran sus sesiones)</span>
        </label>
      )}

      {target && actor.role === 'super_admin' && !isSelf && <MfaResetSection user={target} onReset={onDone} />}

      {target && <PasswordResetSection user={target} />}

      {asksCurrentPassword && (
        <div className="form-grid">
          <FormRow label="Tu contraseña actual" error={currentPasswordError} hint="Para cambiar tu correo, confirma que eres tú.">
            {(control) => (
              <input
                {...control}
                className="field__input"
                type="password"
                value={currentPassword}
                onChange={(e) => {
                  setCurrentPassword(e.target.value);
                  setCurrentPasswordError(undefined);
                }}
                autoComplete="current-password"
              />
            )}
          </FormRow>
        </div>
      )}

      <div className="confirm__actions">
        <button type="button" className="button button--ghost" onClick={onDone} disabled={submitting}>
          Cancelar
        </button>
        <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Guardando...' : mode === 'edit' ? 'Guardar cambios' : 'Crear usuario'}
        </button>
      </div>
    </form>
  );
}
