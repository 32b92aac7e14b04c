import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_USER_MESSAGES as M, ROLE_LABELS } from '../../../../worker/schemas/admin-user-texts';
import { MFA_MESSAGES } from '../../../lib/auth/mfa';
import { hasErrors, type FieldErrors } from '../../../lib/auth/auth-validation';
import { preloadCommonPasswords } from '../../../lib/auth/common-passwords';
import { assignableRoles, userPayload, validateUserForm, type AdminUser, type UserFormFields, type UserRole } from '../../../lib/admin/users';
import { createUser, updateUser } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { Modal } from '../../ui/Modal';
import { FormRow } from '../../ui/FormRow';
import { LoginLinkPanel } from './LoginLinkPanel';
import { MfaResetSection } from './MfaResetSection';

type Editing = { mode: 'create' } | { mode: 'edit'; user: AdminUser } | null;
type Props = { editing: Editing; actor: { id: string; role: UserRole }; onClose: () => void };

/** Crear / editar usuario (spec part 3 §2, §5): one form, two modes. */
export function UserFormModal({ editing, actor, onClose }: Props) {
  const [loginLink, setLoginLink] = useState<string | null>(null);
  const close = () => {
    setLoginLink(null);
    onClose();
  };
  const title = loginLink ? 'Usuario creado' : editing?.mode === 'edit' ? 'Editar usuario' : 'Nuevo usuario';
  return (
    <Modal open={editing !== null} onClose={close} title={title} size="lg">
      {loginLink ? (
        <LoginLinkPanel link={loginLink} onDone={close} />
      ) : (
        editing && <UserForm editing={editing} actor={actor} onDone={close} onLoginLink={setLoginLink} />
      )}
    </Modal>
  );
}

type FormProps = {
  editing: Exclude<Editing, null>;
  actor: Props['actor'];
  onDone: () => void;
  onLoginLink: (link: string) => void;
};

function initialFields(editing: FormProps['editing']): UserFormFields {
  const user = editing.mode === 'edit' ? editing.user : null;
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'user',
    password: '',
    confirmPassword: '',
    send_magic_link: false,
  };
}

function UserForm({ editing, actor, onDone, onLoginLink }: FormProps) {
  const mode = editing.mode;
  const target = mode === 'edit' ? editing.user : null;
  const [fields, setFields] = useState<UserFormFields>(() => initialFields(editing));
  const [active, setActive] = useState(target?.is_active ?? true);
  const [changingPassword, setChangingPassword] = useState(mode === 'create');
  const [errors, setErrors] = useState<FieldErrors<keyof UserFormFields>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One's own new password or e-mail: the server asks for the current password (services/password-check.ts).
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentPasswordError, setCurrentPasswordError] = useState<string | undefined>();

  useEffect(() => {
    void preloadCommonPasswords();
  }, []);

  const roles = assignableRoles(actor.role);
  // A plain admin sees the role but cannot change it; nobody changes their own role or switches themselves off.
  const isSelf = target?.id === actor.id;
  const roleLocked = isSelf || roles.length === 1;
  const roleChoices = roles.includes(fields.role) ? roles : [fields.role, ...roles];
  const asksCurrentPassword = target !== null && isSelf && (changingPassword || fields.email.trim().toLowerCase() !== target.email.toLowerCase());

  const update = (changes: Partial<UserFormFields>) => {
    setFields((current) => ({ ...current, ...changes }));
    // Spec: an error clears when its field is edited.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as (keyof UserFormFields)[]) delete next[key];
      if ('password' in changes) delete next.confirmPassword;
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const passwordShown = mode === 'create' ? !fields.send_magic_link : changingPassword;
    const found = validateUserForm(fields, mode, passwordShown);
    const missingCurrent = asksCurrentPassword && !currentPassword ? MFA_MESSAGES.currentPasswordRequired : undefined;
    setErrors(found);
    setCurrentPasswordError(missingCurrent);
    setServerError(null);
    if (hasErrors(found) || missingCurrent) return;

    setSubmitting(true);
    const payload = userPayload(fields, mode, passwordShown);
    if (target && !isSelf && active !== target.is_active) payload.is_active = active;
    if (roleLocked) delete payload.role;
    if (asksCurrentPassword) payload.current_password = currentPassword;
    const result = target ? await updateUser(target.id, payload) : await createUser(payload);
    setSubmitting(false);
    if (!result.ok) {
      setServerError(result.error);
      return;
    }
    if (target) {
      showToast(M.updated, { tone: 'success' });
      onDone();
      return;
    }
    showToast(M.created, { tone: 'success' });
    const created = result.data as { loginLink: string | null };
    if (created.loginLink) onLoginLink(created.loginLink);
    else onDone();
  };

  return (
    <form className="user-form" onSubmit={(event) => void submit(event)} noValidate>
      {serverError && (
        <p className="form-alert" role="alert">
          {serverError}
        </p>
      )}
      <div className="form-grid">
        <FormRow label="Nombre" error={errors.first_name}>
          {(control) => (
            <input {...control} className="field__input" value={fields.first_name} onChange={(e) => update({ first_name: e.target.value })} autoComplete="off" maxLength={100} />
          )}
        </FormRow>
        <FormRow label="Apellido" error={errors.last_name}>
          {(control) => (
            <input {...control} className="field__input" value={fields.last_name} onChange={(e) => update({ last_name: e.target.value })} autoComplete="off" maxLength={100} />
          )}
        </FormRow>
        <FormRow label="Email" error={errors.email}>
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
        <FormRow label="Rol" hint={roleLocked && !isSelf ? 'Solo un Super Admin asigna roles de administración.' : undefined}>
          {(control) => (
            <select
              {...control}
              className="field__input field__select"
              value={fields.role}
              disabled={roleLocked}
              onChange={(e) => update({ role: e.target.value as UserRole })}
            >
              {roleChoices.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </div>

      {mode === 'create' && (
        <label className="checkbox-row">
          <input type="checkbox" checked={fields.send_magic_link} onChange={(e) => update({ send_magic_link: e.target.checked })} />
          <span>Enviar enlace de acceso por email (la persona elige su contraseña al entrar)</span>
        </label>
      )}

      {mode === 'edit' && !isSelf && (
        <label className="checkbox-row">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <span>Cuenta activa (al desactivarla se cierran sus sesiones)</span>
        </label>
      )}

      {target && actor.role === 'super_admin' && !isSelf && <MfaResetSection user={target} onReset={onDone} />}

      {mode === 'edit' && !changingPassword && (
        <button type="button" className="button button--ghost button--small user-form__password-button" onClick={() => setChangingPassword(true)}>
          Cambiar contraseña
        </button>
      )}

      {changingPassword && !(mode === 'create' && fields.send_magic_link) && (
        <div className="form-grid">
          <FormRow label={mode === 'edit' ? 'Nueva contraseña' : 'Contraseña'} error={errors.password}>
            {(control) => (
              <input {...control} className="field__input" type="password" value={fields.password} onChange={(e) => update({ password: e.target.value })} autoComplete="new-password" />
            )}
          </FormRow>
          <FormRow label="Confirmar contraseña" error={errors.confirmPassword}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                type="password"
                value={fields.confirmPassword}
                onChange={(e) => update({ confirmPassword: e.target.value })}
                autoComplete="new-password"
              />
            )}
          </FormRow>
          {/* The server makes a password chosen for someone else temporary (services/admin-users.ts). */}
          {!isSelf && <p className="field__hint">Es temporal: al iniciar sesión, la persona elegirá su propia contraseña.</p>}
        </div>
      )}

      {asksCurrentPassword && (
        <div className="form-grid">
          <FormRow label="Tu contraseña actual" error={currentPasswordError} hint="Para cambiar tu correo o tu contraseña, confirma que eres tú.">
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
