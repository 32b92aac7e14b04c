import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { noStore } from '../middleware/private-answers';
import { requireAuth } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { mfaCodeSchema, mfaDisableSchema, mfaEnrolSchema, mfaSignInSchema } from '../schemas/mfa';
import { MFA_MESSAGES } from '../schemas/mfa-texts';
import * as auth from '../services/auth';
import { disableMfa, getMfaStatus, renewRecoveryCodes } from '../services/mfa-account';
import { confirmTotpEnrolment, startTotpEnrolment } from '../services/mfa-enrolment';
import { confirmCurrentPassword } from '../services/password-check';
import { unauthorized } from '../errors';
import { withSession } from './auth';
import { requestDeps } from './request-deps';

/**
 * The second factor (`/api/auth/mfa`): the code after the password, and the account's own enrolment,
 * recovery codes and switch. The key that seals the secrets is read only by the requests that use it
 * (requestDeps' totpKey), so a deployment without TOTP_ENCRYPTION_KEY fails these with its explanation in the
 * log, and nothing else.
 */

/** The account itself, whatever powers this session has (its own second factor is its own business). */
function account(c: Context<AppEnv>) {
  const current = c.get('auth');
  if (!current) throw unauthorized();
  return current;
}

export const mfaApi = new Hono<AppEnv>()
  // The sign-in's second step: `{ mfa_token, code }` (a TOTP or a recovery code) answers what a login answers.
  .post('/', validate('json', mfaSignInSchema), async (c) =>
    withSession(c, await auth.completeMfaSignIn(requestDeps(c), c.req.valid('json'))),
  )
  .get('/', requireAuth, async (c) => {
    noStore(c);
    return c.json({ success: true as const, data: await getMfaStatus(requestDeps(c), account(c).user) });
  })
  // Turning it on asks for the current password first (a stolen session must not enrol its own phone).
  .post('/enroll', requireAuth, validate('json', mfaEnrolSchema), async (c) => {
    noStore(c);
    const { user } = account(c);
    await confirmCurrentPassword(requestDeps(c), user, c.req.valid('json').password);
    return c.json({ success: true as const, data: await startTotpEnrolment(requestDeps(c), user) });
  })
  .post('/enroll/confirm', requireAuth, validate('json', mfaCodeSchema), async (c) => {
    noStore(c);
    const data = await confirmTotpEnrolment(requestDeps(c), account(c), c.req.valid('json').code);
    return c.json({ success: true as const, data: { ...data, message: MFA_MESSAGES.enabled } });
  })
  .post('/recovery-codes', requireAuth, validate('json', mfaCodeSchema), async (c) => {
    noStore(c);
    const data = await renewRecoveryCodes(requestDeps(c), account(c).user, c.req.valid('json').code);
    return c.json({ success: true as const, data: { ...data, message: MFA_MESSAGES.codesRenewed } });
  })
  .post('/disable', requireAuth, validate('json', mfaDisableSchema), async (c) => {
    // The account's real role decides: an administrator (even one acting as a customer) cannot turn it off.
    await disableMfa(requestDeps(c), account(c).user, c.req.valid('json'));
    return c.json({ success: true as const, data: { message: MFA_MESSAGES.disabled } });
  });
