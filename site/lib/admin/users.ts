/**
 * 'Gestión de usuarios' (product §3.2, §3, §5): the answers' types (inferred from the routes), the list's query and the user form's
 * checks with docs/product's texts. Pure: the server repeats every rule.
 */
import { adminCreateUserSchema } from '../../../worker/schemas/admin-users';
import { fieldErrors, type FieldErrors } from '../forms/zod-field-errors';
import type { AdminUserMemorials, AdminUsersPage, UserPayload } from './answers';
import { listParams, listQueryString, type ListQuery } from './list-query';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

export type { AdminUsersPage, UserPayload };
export type AdminUser = AdminUsersPage['data'][number];
export type AdminUserMemorial = AdminUserMemorials[number];
export type UserRole = AdminUser['role'];

export const USERS_PAGE_SIZE = 10;

export const usersParams = (query: ListQuery) => listParams(query, USERS_PAGE_SIZE);
export const usersQueryString = (query: ListQuery) => listQueryString(query, USERS_PAGE_SIZE);

export const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'user', label: 'Usuario' },
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Superadministrador' },
];

/** Only a super admin gives or takes the admin roles (the server says the same with a 403). */
export function assignableRoles(actorRole: UserRole): UserRole[] {
  return actorRole === 'super_admin' ? ['user', 'admin', 'super_admin'] : ['user'];
}

/** Whether the signed-in administrator may edit or delete this user at all. */
export function mayManage(actor: { role: UserRole }, target: Pick<AdminUser, 'role'>): boolean {
  return actor.role === 'super_admin' || target.role === 'user';
}

const PUBLIC_PREFIX: Record<AdminUserMemorial['type'], string> = { individual: '/memorial/', family: '/familia/', couple: '/pareja/' };

/** The public address of a memorial: individual memorials under /memorial/, families under /familia/, couples under /pareja/. */
export function memorialPath(memorial: Pick<AdminUserMemorial, 'type' | 'slug'>): string {
  return `${PUBLIC_PREFIX[memorial.type]}${memorial.slug}`;
}

/** A memorial's kind as the back-office's lists name it: short in a table column, whole in a sentence. */
export const MEMORIAL_TYPE_LABELS: Record<AdminUserMemorial['type'], { short: string; long: string }> = {
  individual: { short: 'Individual', long: 'Memorial individual' },
  family: { short: 'Familiar', long: 'Memorial familiar' },
  couple: { short: 'Pareja', long: 'Perfil de pareja' },
};

export type UserFormFields = {
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole;
};

export type UserFormMode = 'create' | 'edit';

/**
 * product §3.5: names and e-mail required. No password: the back-office never chooses one for someone (a new
 * account gets a link to choose its own; an existing one, 'Enviar enlace para restablecer la contraseña').
 */
export function validateUserForm(fields: UserFormFields): FieldErrors<keyof UserFormFields> {
  // The API's own schema (the back-office already loads React, zod costs it little: docs/performance-notes-forms.md).
  return fieldErrors(adminCreateUserSchema.safeParse(fields, SPANISH_PARSE), {
    first_name: 'first_name',
    last_name: 'last_name',
    email: 'email',
  });
}

/** The body the API takes: the spec's payload, without a password. */
export function userPayload(fields: UserFormFields): UserPayload {
  return {
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim(),
    role: fields.role,
  };
}
