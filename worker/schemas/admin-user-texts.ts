import type { UserRole } from '../../db/schema/enums';

/**
 * Spec part 3 §5 and §8: the user management texts, shared by the API and the admin island. Library-free,
 * so the island does not pull zod in. The password and e-mail texts are the accounts' (schemas/auth.ts).
 */
export const ADMIN_USER_MESSAGES = {
  firstNameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  roleInvalid: 'Rol no válido',
  notFound: 'Usuario no encontrado',
  forbidden: 'No tienes permisos para realizar esta acción',
  hasMemorialsOrPaidOrders: 'Este usuario tiene memoriales u órdenes pagadas. Desactívalo en su lugar.',
  created: 'Usuario creado exitosamente',
  createdWithLink: 'Usuario creado exitosamente. Le enviamos un enlace de acceso a su email.',
  updated: 'Usuario actualizado exitosamente',
  deleted: 'Usuario eliminado exitosamente',
  loadFailed: 'Error al cargar usuarios',
  saveFailed: 'Error al guardar usuario',
  deleteFailed: 'Error al eliminar usuario',
  profilesFailed: 'Error al obtener información de los perfiles',
  noProfiles: 'No se encontraron perfiles para este usuario',
  profileUnpublished: 'Este perfil no está publicado',
  /** Copying the link of a profile that is not public. */
  copyUnpublished: 'El perfil no está publicado',
  linkCopied: 'Enlace copiado al portapapeles',
  copyFailed: 'Error al copiar el enlace',
} as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'Usuario',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

