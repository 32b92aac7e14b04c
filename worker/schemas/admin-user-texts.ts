import type { UserRole } from '../../db/schema/enums';

/**
 * product §3.5 and §3.8: the user management texts, shared by the API and the admin island. Library-free,
 * so the island does not pull zod in. The password and e-mail texts are the accounts' (schemas/auth.ts).
 */
export const ADMIN_USER_MESSAGES = {
  /** The same words as sign-up's (auth-texts.ts). */
  firstNameRequired: 'Los nombres son requeridos',
  lastNameRequired: 'Los apellidos son requeridos',
  roleInvalid: 'Rol no válido',
  notFound: 'Usuario no encontrado',
  forbidden: 'No tienes permisos para realizar esta acción',
  hasMemorialsOrPaidOrders: 'Este usuario tiene memoriales u órdenes pagadas. Desactívalo en su lugar.',
  created: 'Usuario creado exitosamente',
  createdWithLink: 'Usuario creado exitosamente. Le enviamos un enlace de acceso a su correo.',
  /** The back-office never chooses a password for someone: the person gets a link and chooses their own. */
  passwordNotByAdmin:
    'Desde el panel no se asignan contraseñas. La persona recibe en su correo un enlace para elegir la suya: usa "Enviar enlace para restablecer la contraseña".',
  passwordResetSent: (email: string) => `Enviamos a ${email} un enlace para restablecer la contraseña.`,
  passwordResetInactive: 'La cuenta está desactivada: actívala antes de enviar el enlace.',
  passwordResetFailed: 'Error al enviar el enlace de restablecimiento',
  emailChangePending: (email: string) =>
    `Le enviamos a ${email} un enlace para confirmar el cambio de correo. El correo actual sigue en uso hasta que lo confirme.`,
  /** Only a super administrator, for a person who lost the old mailbox, applies a change without that confirmation. */
  emailDirectForbidden: 'Solo un super administrador puede cambiar el correo sin la confirmación de la persona.',
  emailPendingLabel: 'pendiente de confirmación',
  updated: 'Usuario actualizado exitosamente',
  deleted: 'Usuario eliminado exitosamente',
  loadFailed: 'Error al cargar usuarios',
  saveFailed: 'Error al guardar usuario',
  deleteFailed: 'Error al eliminar usuario',
  memorialsFailed: 'Error al obtener información de los perfiles',
  noMemorials: 'No se encontraron perfiles para este usuario',
  memorialUnpublished: 'Este perfil no está publicado',
  /** Copying the link of a memorial that is not public. */
  copyUnpublished: 'El perfil no está publicado',
  linkCopied: 'Enlace copiado al portapapeles',
  copyFailed: 'Error al copiar el enlace',
} as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'Usuario',
  admin: 'Admin',
  super_admin: 'Superadministrador',
};
