/**
 * The signed-in person as the auth API describes them, typed from the service that builds the answer.
 * Type-only imports are erased at build time, so no server module can reach a browser bundle.
 */
import type { SessionUser } from '../../../worker/services/users';
export type { SessionUser, Subscription } from '../../../worker/services/users';
export type { UserRole } from '../../../db/schema/enums';

/**
 * What login, verify-email, reset-password and magic-link/verify return. The browser ignores the tokens:
 * the same responses set the HttpOnly `session` cookie, and islands never store credentials.
 */
export type AuthSession = {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_at: string;
  expires_in: number;
  user: SessionUser;
};

/**
 * What the password (or an e-mailed link) answers for an account with a second factor: no session yet, the
 * code is asked next with this token (POST /api/auth/mfa).
 */
export type { MfaRequired } from '../../../worker/services/auth';

/** Where a sign-in stands after the password or a link: in, or at the code step. */
export type SignInStep = { kind: 'signed-in'; user: SessionUser } | { kind: 'code'; mfaToken: string };
