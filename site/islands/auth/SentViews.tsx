import type { ReactNode } from 'react';
import { StatusView } from './StatusView';

/**
 * The two "check your e-mail" screens that follow a sign-up and a forgot-password request, shared by the auth
 * dialog and the sign-in page (docs/features/the-way-back.md). `as`: h2 inside the dialog, h1 on the page.
 */
type Props = { email: string; titleId?: string; as?: 'h1' | 'h2'; actions: ReactNode };

/** `returning`: the verification link leads back to the page the person signed up from (docs/features/the-way-back.md). */
export function RegisteredView({ email, titleId, as, actions, returning = false }: Props & { returning?: boolean }) {
  return (
    <StatusView
      tone="success"
      title="¡Cuenta creada exitosamente!"
      {...(titleId ? { titleId } : {})}
      {...(as ? { as } : {})}
      actions={actions}
    >
      <p>Te enviamos un enlace de verificación a</p>
      <p className="status__email">{email}</p>
      <p>{returning ? 'Ábrelo para activar tu cuenta: te traerá de vuelta a esta página.' : 'Ábrelo para activar tu cuenta.'}</p>
      <p className="status__note">¿No lo ves? Revisa también tu carpeta de spam o correo no deseado.</p>
    </StatusView>
  );
}

export function ResetSentView({ email, titleId, as, actions }: Props) {
  return (
    <StatusView tone="info" title="Revisa tu correo" {...(titleId ? { titleId } : {})} {...(as ? { as } : {})} actions={actions}>
      <p>Si existe una cuenta con este correo, te enviamos un enlace para restablecer tu contraseña:</p>
      <p className="status__email">{email}</p>
      <p className="status__note">El enlace expira en 1 hora. Revisa también tu carpeta de spam.</p>
    </StatusView>
  );
}
