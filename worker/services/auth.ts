import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import type { Mailer, MailMessage } from '../mail/types';
import type { Live } from '../realtime/live';
import { magicLinkMessage, resetPasswordMessage, verifyEmailMessage } from '../mail/templates';
import { AUTH_MESSAGES as M } from '../schemas/auth';
import { withReturnFragment } from '../schemas/return-path';
import { limitLogin, limitMail, limitRegister, loginEmailKey } from './auth-limits';
import { resetLinkRefusal, verifyLinkRefusal } from './auth-links';
import { consumeAuthToken, issueAuthToken, signupProof, spendUserTokens } from './auth-tokens';
import { isUniqueViolation } from './db-errors';
import { consentInsert, deleteConsentsOf } from './privacy-consents';
import { completeMfaChallenge, issueMfaChallenge } from './mfa-challenges';
import { hasSecondFactor } from './mfa-factors';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { resetRateLimit } from './rate-limit';
import { sendSecurityNotice } from './security-notices';
import { createSession, invalidateUserSessions, rotateSession, type SessionMeta } from './sessions';
import {
  findUserByEmail,
  findUserById,
  fullName,
  normalizeEmail,
  personNames,
  toSessionUser,
  type SessionUser,
  type UserRow,
} from './users';
import { log } from '../log';

/** What the auth service needs from the outside world. */
export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  /** Origin for links in e-mails, e.g. https://recuerdoseternos.co */
  appUrl: string;
  client: SessionMeta & { ipAddress: string };
  live: Live;
};

/** The session as the API returns it (product §1.3 "Auth session"). */
export type SessionPayload = {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_at: string;
  expires_in: number;
  user: SessionUser;
};

const SECURITY_RESTRICTION = 'Por seguridad, no se puede enviar el correo. Contacta al administrador.';

/**
 * What proving the password (or the mailbox, with a link) of an account with a second factor answers instead
 * of a session: the code is asked next, with this token (POST /api/auth/mfa, completeMfaSignIn).
 */
export type MfaRequired = { mfa_required: true; mfa_token: string; expires_in: number };
export type SignIn = SessionPayload | MfaRequired;

/** Every way in goes through here, so no link or password reaches a session past an account's second factor. */
async function startSession(deps: AuthDeps, user: UserRow): Promise<SignIn> {
  if (await hasSecondFactor(deps.db, user.id)) {
    const challenge = await issueMfaChallenge(deps.db, user.id);
    return { mfa_required: true, mfa_token: challenge.token, expires_in: challenge.expiresInSeconds };
  }
  const issued = await createSession(deps.db, user.id, deps.client);
  return sessionPayload(deps.db, user, issued);
}

/** The code after the password: exactly what a sign-in without a second factor answers, its session marked as having given it. */
export async function completeMfaSignIn(
  deps: AuthDeps & { totpKey: () => Uint8Array },
  input: { mfa_token: string; code: string },
): Promise<SessionPayload> {
  const { user } = await completeMfaChallenge(deps, input.mfa_token, input.code);
  const issued = await createSession(deps.db, user.id, deps.client, undefined, true);
  return sessionPayload(deps.db, user, issued);
}

async function sessionPayload(
  db: Db,
  user: UserRow,
  issued: { accessToken: string; refreshToken: string; expiresAt: string },
): Promise<SessionPayload> {
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_type: 'bearer',
    expires_at: issued.expiresAt,
    expires_in: Math.floor((Date.parse(issued.expiresAt) - Date.now()) / 1000),
    user: await toSessionUser({ db }, user),
  };
}

async function requireActiveUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(M.sessionExpired);
  if (!user.isActive) throw forbidden(M.inactive);
  return user;
}

/** Sends a message, and turns a transport failure into docs/product's text instead of a 500. */
async function deliver(mailer: Mailer, message: MailMessage, failure: string): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error('mail_failed', error);
    throw new AppError(502, failure);
  }
}

export type Registered = { user: { id: string; email: string; name: string; first_name: string; last_name: string }; signupProof: string };

export async function register(
  deps: AuthDeps,
  input: {
    name?: string | undefined;
    first_name?: string | undefined;
    last_name?: string | undefined;
    email: string;
    password: string;
    /** The page to come back to once the address is verified (docs/features/the-way-back.md): it rides in the link's fragment. */
    return_to?: string | undefined;
  },
): Promise<Registered> {
  const email = normalizeEmail(input.email);
  // Read before anything is written: a misconfigured origin must not leave an account behind.
  const origin = deps.appUrl;
  await limitRegister(deps.db, deps.client.ipAddress);
  if (await findUserByEmail(deps.db, email)) throw conflict(M.emailTaken);

  const { firstName, lastName } = personNames(input);
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  try {
    // The account and the proof of its authorisation (Ley 1581) are written together or not at all.
    [[user]] = await deps.db.batch([
      deps.db.insert(users).values({ id, email, firstName, lastName, passwordHash }).returning(),
      consentInsert(deps.db, { purpose: 'registro', userId: id, ipAddress: deps.client.ipAddress }),
    ]);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets docs/product's text.
    if (isUniqueViolation(error)) throw conflict(M.emailTaken);
    throw error;
  }
  if (!user) throw new AppError(500, 'Error al registrarse');

  const token = await issueAuthToken(deps.db, user.id, 'verify_email');
  const link = withReturnFragment(`${origin}/verify-email#token=${token}`, input.return_to);
  try {
    await deliver(deps.mailer, verifyEmailMessage({ to: email, name: firstName, link }), 'Error al registrarse');
  } catch (error) {
    // Without the e-mail the account could never be verified: undo it so the person can simply retry.
    await deps.db.batch([deleteConsentsOf(deps.db, user.id), deps.db.delete(users).where(eq(users.id, user.id))]);
    throw error;
  }
  await deps.live.admins('users');
  return {
    user: { id: user.id, email: user.email, name: fullName(user), first_name: user.firstName, last_name: user.lastName },
    signupProof: signupProof(token),
  };
}

/**
 * The first time an e-mailed link proves the address of a never-verified account. Anyone can sign up with
 * someone else's address; once the real owner proves it, whatever that sign-up set up is gone: its password
 * (the owner chooses one, `needs_password_setup`), its sessions and its other links. `keepPassword` only when
 * the link was opened in the browser that signed up, which shows the mailbox reader chose that password.
 */
async function claimAddress(db: Db, user: UserRow, { keepPassword }: { keepPassword: boolean }): Promise<UserRow> {
  const updatedAt = new Date().toISOString();
  const changes = keepPassword
    ? { emailVerified: true, updatedAt }
    : { emailVerified: true, passwordHash: null, needsPasswordSetup: true, updatedAt };
  const [claimed] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  if (!keepPassword) {
    await invalidateUserSessions(db, user.id);
    await spendUserTokens(db, user.id);
  }
  return claimed ?? user;
}

/** `proof` is the signup cookie of the browser that opened the link, if any. */
export async function verifyEmail(deps: AuthDeps, token: string, proof?: string): Promise<SignIn> {
  const userId = await consumeAuthToken(deps.db, token, 'verify_email');
  // Used, expired or never issued: each said in plain words (410 or 400, services/auth-links.ts).
  if (!userId) throw await verifyLinkRefusal(deps.db, token);
  let user = await requireActiveUser(deps.db, userId);
  if (!user.emailVerified) user = await claimAddress(deps.db, user, { keepPassword: proof === signupProof(token) });
  return startSession(deps, user);
}

export async function login(deps: AuthDeps, input: { email: string; password: string }): Promise<SignIn> {
  const email = normalizeEmail(input.email);
  await limitLogin(deps.db, email, deps.client.ipAddress);

  const user = await findUserByEmail(deps.db, email);
  if (!user) throw unauthorized(M.unknownEmail);
  const passwordOk = user.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;
  // docs/product tells an unverified account apart whatever password was typed.
  if (!user.emailVerified) throw forbidden(M.unverified);
  if (!passwordOk) throw unauthorized(M.wrongPassword);
  if (!user.isActive) throw forbidden(M.inactive);

  await resetRateLimit(deps.db, loginEmailKey(email));
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  return startSession(deps, user);
}

export async function refresh(deps: AuthDeps, refreshToken: string): Promise<SessionPayload> {
  const rotated = await rotateSession(deps.db, refreshToken, deps.client);
  if (!rotated) throw unauthorized(M.sessionExpired);
  const user = await findUserById(deps.db, rotated.userId);
  if (!user || !user.isActive) {
    await invalidateUserSessions(deps.db, rotated.userId);
    throw user ? forbidden(M.inactive) : unauthorized(M.sessionExpired);
  }
  return sessionPayload(deps.db, user, rotated.issued);
}

export async function forgotPassword(deps: AuthDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await limitMail(deps.db, email, deps.client.ipAddress);
  const user = await findUserByEmail(deps.db, email);
  // An unknown address gets the same answer as a known one: nothing to learn from this form.
  if (!user) return;
  // An unverified account gets the link too: opening it proves the address (resetPassword verifies it).
  if (!user.isActive) throw forbidden(SECURITY_RESTRICTION);

  await sendPasswordResetLink(deps, user);
}

/** The forgot-password link, to the account's current address; also sent from the back-office ('Enviar enlace…'). */
export async function sendPasswordResetLink(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'appUrl'>,
  user: UserRow,
  failure = 'Error al enviar el enlace de restablecimiento',
): Promise<void> {
  const token = await issueAuthToken(deps.db, user.id, 'reset_password');
  const link = `${deps.appUrl}/reset-password?token=${token}`;
  await deliver(deps.mailer, resetPasswordMessage({ to: user.email, name: user.firstName, link }), failure);
}

export async function resetPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<SignIn> {
  const userId = await consumeAuthToken(deps.db, input.token, 'reset_password');
  if (!userId) throw await resetLinkRefusal(deps.db, input.token);
  const user = await requireActiveUser(deps.db, userId);

  // The link reached the mailbox, so the address is proven too; the new password replaces any other.
  const passwordHash = await hashPassword(input.password);
  await deps.db
    .update(users)
    .set({ passwordHash, needsPasswordSetup: false, emailVerified: true, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId));
  // Whoever else held a session (a stolen one, perhaps) is signed out, and no other emailed link still works.
  await invalidateUserSessions(deps.db, userId);
  await spendUserTokens(deps.db, userId);
  await resetRateLimit(deps.db, loginEmailKey(normalizeEmail(user.email)));
  await sendSecurityNotice(deps, user, 'password_reset');
  return startSession(deps, user);
}

/** `returnTo`: the page the link leads back to once it signed the person in (docs/features/the-way-back.md), in its fragment. */
export async function requestMagicLink(deps: AuthDeps, rawEmail: string, returnTo?: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await limitMail(deps.db, email, deps.client.ipAddress);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound(M.unknownEmail);
  if (!user.isActive) throw forbidden(SECURITY_RESTRICTION);
  await sendMagicLink(deps, user, returnTo);
}

/** Also used when an administrator creates an account for someone: the link only ever goes to the mailbox. */
export async function sendMagicLink(deps: Pick<AuthDeps, 'db' | 'mailer' | 'appUrl'>, user: UserRow, returnTo?: string): Promise<void> {
  const token = await issueAuthToken(deps.db, user.id, 'magic_link');
  const link = withReturnFragment(`${deps.appUrl}/auth/magic-link#token=${token}`, returnTo);
  await deliver(deps.mailer, magicLinkMessage({ to: user.email, name: user.firstName, link }), 'Error al enviar el enlace de acceso');
}

export async function verifyMagicLink(deps: AuthDeps, token: string): Promise<SignIn> {
  const userId = await consumeAuthToken(deps.db, token, 'magic_link');
  if (!userId) throw badRequest(M.magicLinkInvalid);
  // Opening the link proves the mailbox is theirs.
  let user = await requireActiveUser(deps.db, userId);
  if (!user.emailVerified) user = await claimAddress(deps.db, user, { keepPassword: false });
  return startSession(deps, user);
}

export async function setPassword(deps: { db: Db }, user: UserRow, password: string): Promise<SessionUser> {
  const { db } = deps;
  if (!user.needsPasswordSetup) throw forbidden('Tu cuenta ya tiene una contraseña. Usa "Olvidé mi contraseña" para cambiarla.');
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), needsPasswordSetup: false, updatedAt: new Date().toISOString() })
    .where(eq(users.id, user.id))
    .returning();
  return toSessionUser(deps, updated ?? user);
}
