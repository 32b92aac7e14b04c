import { MfaEnrolment } from '../auth/MfaEnrolment';
import { ShieldIcon } from '../auth/ShieldIcon';

type Props = { account: string; brandName: string; onDone: () => void };

/**
 * What /admin shows an administrator who has not turned on the second factor (the API answers 403 until
 * then): why, and the enrolment itself. Its first code marks this session, so the panel opens right after.
 */
export function AdminMfaEnrolment({ account, brandName, onDone }: Props) {
  return (
    <main id="contenido" className="admin-gate">
      <div className="surface-card admin-gate__card admin-gate__card--wide">
        <header className="admin-enrol__heading">
          <ShieldIcon />
          <h1 className="status__title">Activa la verificación en dos pasos</h1>
          <p className="admin-gate__text">
            El panel de administración maneja pagos y datos de las familias. Para entrar, además de tu contraseña usarás un código de tu
            teléfono. Solo te lo pediremos al iniciar sesión.
          </p>
        </header>
        <MfaEnrolment account={account} brandName={brandName} doneLabel="Entrar al panel" onDone={onDone} />
      </div>
    </main>
  );
}
