import { z } from 'zod';
import { pageField, limitField } from './paging';
import { USER_ROLES } from '../../db/schema/enums';
import { ADMIN_USER_MESSAGES } from './admin-user-texts';
// 'Nombres' and 'Apellidos' as sign-up asks for them (docs/features/accounts-and-security.md): all the given names, usually two surnames.
import { emailField, givenNamesField, surnamesField } from './auth-rules';
import { MFA_MESSAGES } from './mfa-texts';

export { ADMIN_USER_MESSAGES, ROLE_LABELS } from './admin-user-texts';

const M = ADMIN_USER_MESSAGES;

const roleField = z.enum(USER_ROLES, { error: M.roleInvalid });

/**
 * A password in a back-office request is refused (400) rather than dropped: an older screen sending one must not
 * be told the change was saved. Nobody chooses another person's password.
 */
const noPassword = z.undefined({ error: M.passwordNotByAdmin }).optional();

/**
 * POST /api/admin/users: the account is created without a usable password and the person receives a link to
 * sign in and choose their own (`send_magic_link`, once optional, is now always so and ignored).
 */
export const adminCreateUserSchema = z.object({
  email: emailField,
  first_name: givenNamesField,
  last_name: surnamesField,
  role: roleField.default('user'),
  password: noPassword,
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

/**
 * PUT /api/admin/users/{id}: docs/product's payload plus `is_active`; a field left out stays as it is. No password
 * (POST /api/admin/users/{id}/password-reset e-mails the person a link instead). Someone else's new e-mail waits
 * for their confirmation from the current address, unless a super administrator sets `apply_email_now`.
 */
export const adminUpdateUserSchema = z.object({
  email: emailField.optional(),
  first_name: givenNamesField.optional(),
  last_name: surnamesField.optional(),
  role: roleField.optional(),
  password: noPassword,
  is_active: z.boolean({ error: 'Estado no válido' }).optional(),
  apply_email_now: z.boolean({ error: 'Valor no válido' }).optional(),
  /** One's own e-mail changes only with the current password (services/password-check.ts). */
  current_password: z.string().max(200, MFA_MESSAGES.currentPasswordWrong).optional(),
});
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

export const adminListQuerySchema = z.object({
  page: pageField(),
  limit: limitField(100, 10),
  search: z.string().trim().max(100).optional(),
  /** The page on screen (pagination.cursor of its answer): the next page is sought from it. */
  cursor: z.string().max(400).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
