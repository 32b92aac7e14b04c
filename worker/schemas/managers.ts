import { z } from 'zod';
import { MANAGER_ROLES } from '../../db/schema/enums';
import { MANAGER_MESSAGES as M } from './manager-texts';
import { idRule, PARAM_MESSAGES } from './params';

export { MANAGER_MESSAGES, MANAGER_TEXTS, ROLE_DESCRIPTIONS, ROLE_NAMES, MAX_MANAGERS, INVITATION_DAYS } from './manager-texts';

const inviteEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

const managerRole = z.enum(MANAGER_ROLES, { error: M.roleInvalid });

/** `POST /api/profiles/{id}/managers` (and families): who, and as what. */
export const inviteManagerSchema = z.object({ email: inviteEmail, role: managerRole });
export type InviteManagerInput = z.infer<typeof inviteManagerSchema>;

/** `PATCH …/managers/{userId}`: the owner raises or lowers a manager's role. */
export const managerRoleSchema = z.object({ role: managerRole });

/** `POST …/transfer`: to whom the memorial is handed on. */
export const transferSchema = z.object({ email: inviteEmail });

/** `POST /api/invitations/accept`: the e-mailed link's token. */
export const acceptInvitationSchema = z.object({
  token: z.string({ error: M.tokenMissing }).trim().min(1, M.tokenMissing).max(200, M.tokenMissing),
});

export const managerParams = z.object({ id: idRule(PARAM_MESSAGES.memorial), userId: idRule(PARAM_MESSAGES.user) });
export const familyManagerParams = z.object({ id: idRule(PARAM_MESSAGES.family), userId: idRule(PARAM_MESSAGES.user) });
export const invitationParams = z.object({ id: idRule(PARAM_MESSAGES.memorial), invitationId: idRule(M.invitationNotFound) });
export const familyInvitationParams = z.object({ id: idRule(PARAM_MESSAGES.family), invitationId: idRule(M.invitationNotFound) });
export const invitationIdParams = z.object({ invitationId: idRule(M.invitationNotFound) });
