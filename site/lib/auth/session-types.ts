/**
 * The signed-in person as the auth API describes them, inferred from the routes' answers (site/lib/api-client.ts).
 * Type-only imports are erased at build time, so no server module can reach a browser bundle.
 */
import type { AnswerData, api } from '../api-client';

type SessionAnswer = AnswerData<Awaited<ReturnType<typeof api.auth.session.$get>>>;
type LoginAnswer = AnswerData<Awaited<ReturnType<typeof api.auth.login.$post>>>;

export type SessionUser = SessionAnswer['user'];
export type Subscription = SessionUser['subscription'];
export type UserRole = SessionUser['role'];

/**
 * What the password (or an e-mailed link) answers for an account with a second factor: no session yet, the
 * code is asked next with this token (POST /api/auth/mfa).
 */
export type MfaRequired = Extract<LoginAnswer, { mfa_required: true }>;

/**
 * What login, verify-email, reset-password and magic-link/verify return otherwise. The browser ignores the
 * tokens: the same responses set the HttpOnly `session` cookie, and islands never store credentials.
 */
export type AuthSession = Exclude<LoginAnswer, MfaRequired>;

/** Where a sign-in stands after the password or a link: in, or at the code step. */
export type SignInStep = { kind: 'signed-in'; user: SessionUser } | { kind: 'code'; mfaToken: string };
