import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRole } from '../../db/schema/enums';
import { listOutbox } from '../../worker/mail/outbox';
import { hashPassword } from '../../worker/services/passwords';
import { createSession } from '../../worker/services/sessions';
import { enrolTotp } from './mfa';
import { clientAs, read, session } from './test-client';
import type { TestApp } from './test-db';

let counter = 0;
/** A fresh address per test, so rate limits and uniqueness never leak between tests. */
export const uniqueEmail = (label = 'persona') => `${label}.${Date.now()}.${++counter}@example.com`;
export const uniqueClient = () => `203.0.113.${(++counter % 250) + 1}`;

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueClient(), ...headers },
  body: JSON.stringify(body),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One stored hash per password for the users these helpers write straight into the database. scrypt costs about
 * 100 ms of CPU by design (worker/services/passwords.ts), and hundreds of such users are made per run; a hash with a
 * shared salt still verifies, and every sign-in the tests send still pays the real cost.
 */
const storedHashes = new Map<string, Promise<string>>();
export function storedHashOf(password: string): Promise<string> {
  let hash = storedHashes.get(password);
  if (!hash) storedHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/**
 * A user straight in the database, with a session, for tests about what signed-in people may do. An
 * administrator gets the second factor on and a session that gave it (what the back-office requires);
 * `secondFactor: false` makes one who has not enrolled yet, `mfaVerified: false` a session without the code.
 */
export async function createUserWithSession(
  db: Db,
  options: {
    role?: UserRole;
    password?: string;
    verified?: boolean;
    needsPasswordSetup?: boolean;
    secondFactor?: boolean;
    mfaVerified?: boolean;
  } = {},
) {
  const email = uniqueEmail(options.role ?? 'user');
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Ana',
      lastName: 'Pérez',
      role: options.role ?? 'user',
      emailVerified: options.verified ?? true,
      needsPasswordSetup: options.needsPasswordSetup ?? false,
      passwordHash: await storedHashOf(options.password ?? 'clave-segura'),
    })
    .returning();
  if (!user) throw new Error('user not created');
  const secondFactor = options.secondFactor ?? user.role !== 'user';
  const totpSecret = secondFactor ? await enrolTotp(db, user.id) : null;
  const session = await createSession(db, user.id, {}, undefined, options.mfaVerified ?? secondFactor);
  return { user, email, token: session.accessToken, session, totpSecret };
}

export async function setUserFlags(db: Db, id: string, flags: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(flags).where(eq(users.id, id));
}

/** The one-time token inside the newest e-mail to `email` (links carry it as ?token= or #token=). */
export async function latestMailToken(db: Db, email: string): Promise<{ token: string; link: string }> {
  const [latest] = await listOutbox(db, email);
  const link = latest?.links[0];
  if (!link) throw new Error(`no e-mail for ${email}`);
  const url = new URL(link);
  const token = url.searchParams.get('token') ?? new URLSearchParams(url.hash.slice(1)).get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return { token, link };
}

export type Envelope<T = unknown> = { success: boolean; data: T; error: string };
export type SessionData = {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_at: string;
  expires_in: number;
  user: {
    id: string;
    email: string;
    name: string;
    role: string;
    email_verified: boolean;
    needs_password_setup: boolean;
    subscription: { plan: string; status: string } | null;
  };
};

/** Registers through the API and follows the e-mailed verification link: a ready, verified account. */
export async function registerAndVerify(app: TestApp, db: Db, password = 'clave-segura') {
  const email = uniqueEmail();
  const registered = await clientAs(app).auth.register.$post({
    json: { name: 'María Elena Gómez', email, password, privacy_consent: true },
  });
  const { token } = await latestMailToken(db, email);
  // Opened in the browser that signed up: its proof cookie keeps the password it chose.
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const verified = await read(clientAs(app, undefined, { cookie }).auth['verify-email'].$post({ json: { token } }));
  return { email, password, session: session(verified.body.data) };
}
