import { useState, type ReactNode, type SubmitEvent } from 'react';
import { ACCOUNT_MESSAGES as M, DELETION_GOES, DELETION_STAYS, DELETION_WARNING } from '../../../worker/schemas/account-texts';
import { POLICY_TITLE, PRIVACY_PATHS } from '../../../worker/schemas/privacy-texts';
import { api, request } from '../../lib/api-client';
import { ACCOUNT_DELETED_FLAG } from '../../lib/dashboard/account-deletion';
import { logout } from '../../stores/session';
import { Field, SubmitButton } from '../auth/Field';
import { FormAlert } from '../ui/FormAlert';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/useHydrated';
import '../auth/auth.css';
import './dashboard.css';
import './delete-account.css';

type Props = { exportHref: string };

/**
 * 'Mis datos' → 'Eliminar mi cuenta' (Ley 1581 de 2012: the right to have one's data suppressed). The dialog says
 * what goes and what the law makes the company keep, asks for the password again, and ends on a confirmation
 * the person can read: the page's live updates would otherwise send them home the moment the account is gone.
 */
export default function DeleteAccount({ exportHref }: Props) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Server-rendered and woken when the browser is idle: until then a tap would do nothing, so say so.
  const ready = useHydrated();
  return (
    <>
      <button type="button" className="button button--danger" disabled={!ready} onClick={() => setOpen(true)}>
        Eliminar mi cuenta
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={deleted ? 'Tu cuenta fue eliminada' : 'Eliminar mi cuenta'}
        size="lg"
        // Once the account is gone there is nothing to go back to: only the way out.
        dismissible={!deleted}
      >
        {deleted ? <Deleted /> : <DeleteForm exportHref={exportHref} onCancel={() => setOpen(false)} onDeleted={() => setDeleted(true)} />}
      </Modal>
    </>
  );
}

function DeleteForm({ exportHref, onCancel, onDeleted }: Props & { onCancel: () => void; onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    if (!password) {
      setFieldError(M.passwordRequired);
      return;
    }
    setDeleting(true);
    setAlert(null);
    // From here the account may be gone at any moment: the page's live updates must not navigate away.
    document.documentElement.setAttribute(ACCOUNT_DELETED_FLAG, '');
    const result = await request(api.account.index.$delete({ json: { password } }));
    if (!result.ok) {
      document.documentElement.removeAttribute(ACCOUNT_DELETED_FLAG);
      setDeleting(false);
      setAlert(result.error || M.deleteFailed);
      return;
    }
    // Forgets what this browser kept for the account (the session, the dashboard's remembered redirect).
    await logout();
    onDeleted();
  }

  return (
    <form className="delete-account" onSubmit={(event) => void submit(event)} noValidate>
      <p className="delete-account__warning">{DELETION_WARNING}</p>
      <p>
        <a href={exportHref} download>
          Descargar mis datos
        </a>
      </p>
      <div className="delete-account__lists">
        <DeletionList title="Se elimina" lines={DELETION_GOES} />
        <DeletionList title="Se conserva" lines={DELETION_STAYS}>
          <p className="delete-account__why">
            Más detalles en la{' '}
            <a href={`${PRIVACY_PATHS.policy}#eliminar`} target="_blank" rel="noopener">
              {POLICY_TITLE}
            </a>
            .
          </p>
        </DeletionList>
      </div>
      <Field
        label="Contraseña de tu cuenta"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onChange={(event) => {
          setPassword(event.target.value);
          setFieldError(undefined);
        }}
      />
      <FormAlert message={alert} />
      <div className="dash-confirm__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={deleting}>
          Cancelar
        </button>
        <SubmitButton submitting={deleting} label="Eliminar mi cuenta para siempre" busyLabel="Eliminando…" />
      </div>
    </form>
  );
}

function Deleted() {
  return (
    <div className="delete-account delete-account--done">
      <p>
        Borramos tu cuenta, tus memoriales y los recuerdos que recibieron. Lo que la ley nos obliga a conservar quedó sin nada que te
        identifique.
      </p>
      <p>Gracias por habernos confiado su memoria.</p>
      <a className="button button--primary" href="/">
        Ir al inicio
      </a>
    </div>
  );
}

/** One side of what deleting the account does, with what it adds below the list. */
function DeletionList({ title, lines, children }: { title: string; lines: readonly string[]; children?: ReactNode }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}
