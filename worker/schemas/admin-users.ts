import { z } from 'zod';
import { USER_ROLES } from '../../db/schema/enums';
import { ADMIN_USER_MESSAGES } from './admin-user-texts';
import { AUTH_MESSAGES, emailField, newPasswordField } from './auth';
import { MFA_MESSAGES } from './mfa-texts';
import { oneLine } from './one-line';

export { ADMIN_USER_MESSAGES, ROLE_LABELS } from './admin-user-texts';

const M = ADMIN_USER_MESSAGES;

const nameField = (message: string, field: string) => z.string({ error: message }).trim().min(1, message).max(100, message).pipe(oneLine(field));
const roleField = z.enum(USER_ROLES, { error: M.roleInvalid });

/**
 * POST /api/admin/users: a password, or `send_magic_link` (the account then signs in through an e-mailed
 * link and chooses its password), never neither.
 */
export const adminCreateUserSchema = z
  .object({
    email: emailField,
    first_name: nameField(M.firstNameRequired, 'El nombre'),
    last_name: nameField(M.lastNameRequired, 'El apellido'),
    role: roleField.default('user'),
    password: newPasswordField.optional(),
    send_magic_link: z.boolean().default(false),
  })
  .refine((input) => input.password !== undefined || input.send_magic_link, { message: AUTH_MESSAGES.passwordRequired, path: ['password'] });
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

/** PUT /api/admin/users/{id}: the spec's payload plus `is_active`; a field left out stays as it is. */
export const adminUpdateUserSchema = z.object({
  email: emailField.optional(),
  first_name: nameField(M.firstNameRequired, 'El nombre').optional(),
  last_name: nameField(M.lastNameRequired, 'El apellido').optional(),
  role: roleField.optional(),
  password: newPasswordField.optional(),
  is_active: z.boolean({ error: 'Estado no válido' }).optional(),
  /** One's own password or e-mail changes only with the current password (services/password-check.ts). */
  current_password: z.string().max(200, MFA_MESSAGES.currentPasswordWrong).optional(),
});
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  /** The page on screen (pagination.cursor of its answer): the next page is sought from it. */
  cursor: z.string().max(400).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
