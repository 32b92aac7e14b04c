import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { AUTH_MESSAGES as M } from '../../worker/schemas/auth';
import { ADMIN_USER_MESSAGES } from '../../worker/schemas/admin-user-texts';
import { hashToken } from '../../worker/services/tokens';
import { splitName } from '../../worker/services/users';
import {
  bearer,
  createUserWithSession,
  latestMailToken,
  registerAndVerify,
  setUserFlags,
  uniqueClient,
  uniqueEmail,
} from '../helpers/auth';
import { read, session, testClient } from '../helpers/test-client';
import { createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/**
 * E-mailed links say what became of them (used, expired, not valid) without being spent by asking,
 * 'Reenviar el correo' reveals no account, and names are kept as Colombians have them ('Nombres', 'Apellidos').
 */
let db: Db;
let app: TestApp;
beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
});

const as = (token?: string, client = uniqueClient()) =>
  testClient(app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': client }).auth;
const checkReset = (token: string) => read(as()['reset-password'].check.$post({ json: { token } }));
const reset = (token: string, password = 'nueva-clave-31') => read(as()['reset-password'].$post({ json: { token, password } }));
const verify = (token: string) => read(as()['verify-email'].$post({ json: { token } }));
const resend = (json: { email?: string }, options: { token?: string; client?: string } = {}) =>
  read(as(options.token, options.client)['verify-email'].resend.$post({ json }));
const expire = (token: string) =>
  db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(authTokens.tokenHash, hashToken(token)));
const markUsed = (token: string) =>
  db
    .update(authTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(eq(authTokens.tokenHash, hashToken(token)));
const outboxCount = async (email: string) => (await listOutbox(db, email)).length;

async function resetLinkFor(email: string): Promise<string> {
  expect((await read(as()['forgot-password'].$post({ json: { email } }))).status).toBe(200);
  return (await latestMailToken(db, email)).token;
}

/** Signs up without following the link: an unverified account and its verification token. */
async function signUp(json: { name?: string; first_name?: string; last_name?: string }) {
  const email = uniqueEmail('enlace');
  const registered = await read(as().register.$post({ json: { ...json, email, password: 'clave-segura', privacy_consent: true } }));
  expect(registered.status).toBe(201);
  return { email, registered, token: (await latestMailToken(db, email)).token };
}

describe('a password-reset link, checked before anyone types', () => {
  it('answers a usable link without spending it, then the reset works once, then says it was used (410)', async () => {
    const { email } = await registerAndVerify(app, db);
    const token = await resetLinkFor(email);

    for (let i = 0; i < 2; i++) {
      const check = await checkReset(token);
      expect(check.status).toBe(200);
      expect(check.body.data).toEqual({ valid: true });
      expect(check.headers.get('cache-control')).toContain('no-store');
    }
    const [stored] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored!.usedAt).toBeNull();

    expect((await reset(token)).status).toBe(200);
    const used = await checkReset(token);
    expect(used.status).toBe(410);
    expect(used.body.error).toBe(M.resetLinkUsed);
    expect(used.body.code).toBe('RESET_LINK_USED');
    const again = await reset(token, 'otra-clave-31');
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(M.resetLinkUsed);
    expect(again.body.code).toBe('RESET_LINK_USED');
  });

  it('says an expired link expired (410) and an unknown one is not valid (400)', async () => {
    const { email } = await registerAndVerify(app, db);
    const token = await resetLinkFor(email);
    await expire(token);
    const expired = await checkReset(token);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(M.resetLinkExpired);
    expect(expired.body.code).toBe('RESET_LINK_EXPIRED');

    const unknown = await checkReset('a'.repeat(32));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(M.resetLinkInvalid);
    expect(unknown.body.code).toBe('RESET_LINK_INVALID');
  });

  it('does not take another kind of link for a reset link', async () => {
    const { token } = await signUp({ first_name: 'Ana', last_name: 'Ríos' });
    const check = await checkReset(token);
    expect(check.status).toBe(400);
    expect(check.body.error).toBe(M.resetLinkInvalid);
    expect(check.body.code).toBe('RESET_LINK_INVALID');
    // Still a working verification link: asking spent nothing.
    expect((await verify(token)).status).toBe(200);
  });
});

describe('a verification link that cannot verify says why', () => {
  it('used by someone already verified: 410 and the plain words, still single-use', async () => {
    const { token } = await signUp({ first_name: 'Ana', last_name: 'Ríos' });
    expect((await verify(token)).status).toBe(200);
    const twice = await verify(token);
    expect(twice.status).toBe(410);
    expect(twice.body.error).toBe(M.verifyLinkUsedVerified);
    expect(twice.body.code).toBe('VERIFY_LINK_USED_VERIFIED');
  });

  it('used while the address is not verified, expired, or not a link at all', async () => {
    const first = await signUp({ first_name: 'Ana', last_name: 'Ríos' });
    await markUsed(first.token);
    const used = await verify(first.token);
    expect(used.status).toBe(410);
    expect(used.body.error).toBe(M.verifyLinkUsed);
    expect(used.body.code).toBe('VERIFY_LINK_USED');

    const second = await signUp({ first_name: 'Ana', last_name: 'Ríos' });
    await expire(second.token);
    const expired = await verify(second.token);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(M.verifyLinkExpired);
    expect(expired.body.code).toBe('VERIFY_LINK_EXPIRED');

    const invalid = await verify('b'.repeat(32));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe(M.verifyLinkInvalid);
    expect(invalid.body.code).toBe('VERIFY_LINK_INVALID');
    // Neither account was verified by any of it.
    const rows = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, first.email));
    expect(rows).toEqual([{ verified: false }]);
  });
});

describe("'Reenviar el correo'", () => {
  it('answers the same for an unverified, a verified and an unknown address, and mails only the unverified one', async () => {
    const pending = await signUp({ first_name: 'Ana', last_name: 'Ríos' });
    const { email: verified } = await registerAndVerify(app, db);
    const unknown = uniqueEmail('nadie');
    const before = { pending: await outboxCount(pending.email), verified: await outboxCount(verified) };

    const answers = await Promise.all([pending.email, verified, unknown].map((email) => resend({ email })));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: { message: M.verifyResent, already_verified: false } });
    }
    expect(await outboxCount(pending.email)).toBe(before.pending + 1);
    expect(await outboxCount(verified)).toBe(before.verified);
    expect(await outboxCount(unknown)).toBe(0);

    // The new link verifies, and greets by the given names.
    const [mail] = await listOutbox(db, pending.email);
    expect(mail!.text).toContain('Hola, Ana:');
    const { token } = await latestMailToken(db, pending.email);
    expect((await verify(token)).status).toBe(200);
  });

  it('is rate-limited like every mail, for known and unknown addresses alike (429 on the fourth in 15 minutes)', async () => {
    const pending = await signUp({ first_name: 'Ana', last_name: 'Ríos' });
    const unknown = uniqueEmail('nadie');
    for (const email of [pending.email, unknown]) {
      const statuses = [];
      // Each from its own client address: the cap is the mailbox's.
      for (let i = 0; i < 4; i++) statuses.push((await resend({ email })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    const limited = await resend({ email: unknown });
    expect(limited.body.error).toBe(M.tooManyEmails);
    // The sign-up's mail and three resends: the fourth sent nothing.
    expect(await outboxCount(pending.email)).toBe(4);
  });

  it('signed in, goes to the account’s own address whatever is typed; a verified account is told so', async () => {
    const unverified = await createUserWithSession(db, { verified: false });
    const stranger = uniqueEmail('otra');
    const answer = await resend({ email: stranger }, { token: unverified.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ message: M.verifyResentToAccount, already_verified: false });
    expect(await outboxCount(unverified.email)).toBe(1);
    expect(await outboxCount(stranger)).toBe(0);

    const verified = await createUserWithSession(db);
    const told = await resend({}, { token: verified.token });
    expect(told.body.data).toEqual({ message: M.alreadyVerified, already_verified: true });
    expect(await outboxCount(verified.email)).toBe(0);
  });

  it('asks for the address when nobody is signed in', async () => {
    const answer = await resend({});
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(M.emailRequired);
  });
});

describe('names as Colombians have them', () => {
  it.each([
    ['Ana', 'Ana', ''],
    ['Ana Pérez', 'Ana', 'Pérez'],
    ['Juan Pérez Gómez', 'Juan', 'Pérez Gómez'],
    ['Luz Dary Pérez Gómez', 'Luz Dary', 'Pérez Gómez'],
    ['María de los Ángeles Ruiz Díaz', 'María de los Ángeles', 'Ruiz Díaz'],
    ['Lucía Mejía de Vargas', 'Lucía', 'Mejía de Vargas'],
    ['José del Carmen Ospina Ruiz', 'José del Carmen', 'Ospina Ruiz'],
    ['María del Carmen Rojas', 'María del Carmen', 'Rojas'],
    ['  Luz   Dary  Pérez  Gómez ', 'Luz Dary', 'Pérez Gómez'],
    ['Carlos Andrés Gómez de la Torre', 'Carlos Andrés', 'Gómez de la Torre'],
  ])('splits a single name %j into %j and %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });

  it("keeps 'Nombres' and 'Apellidos' as the form sends them, greets by all the given names, and answers them", async () => {
    const { email, registered, token } = await signUp({ first_name: ' Luz Dary ', last_name: 'Pérez Gómez' });
    expect(registered.body.data.user).toMatchObject({ name: 'Luz Dary Pérez Gómez', first_name: 'Luz Dary', last_name: 'Pérez Gómez' });
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Luz Dary', lastName: 'Pérez Gómez' });

    const [mail] = await listOutbox(db, email);
    expect(mail!.text).toContain('Hola, Luz Dary:');
    expect(mail!.html).toContain('Hola, Luz Dary:');

    const signedIn = session((await verify(token)).body.data);
    expect(signedIn.user).toMatchObject({ name: 'Luz Dary Pérez Gómez', first_name: 'Luz Dary', last_name: 'Pérez Gómez' });
  });

  it('still accepts a single `name`, split by the rule; the two fields win when both come', async () => {
    const single = await signUp({ name: 'Luz Dary Pérez Gómez' });
    expect(single.registered.body.data.user).toMatchObject({ first_name: 'Luz Dary', last_name: 'Pérez Gómez' });
    const both = await signUp({ name: 'Luz Dary Pérez', first_name: 'Luz Dary', last_name: 'Pérez' });
    expect(both.registered.body.data.user).toMatchObject({ first_name: 'Luz Dary', last_name: 'Pérez' });
  });

  it.each([
    [{ first_name: 'Luz Dary' }, M.surnamesRequired],
    [{ last_name: 'Pérez Gómez' }, M.givenNamesRequired],
    [{ first_name: '  ', last_name: 'Pérez' }, M.givenNamesRequired],
    [{ first_name: 'Luz', last_name: '' }, M.surnamesRequired],
    [{ first_name: 'L'.repeat(101), last_name: 'Pérez' }, M.givenNamesTooLong],
    [{ first_name: 'Luz', last_name: 'P'.repeat(101) }, M.surnamesTooLong],
    [{ first_name: 'Luz\nDary', last_name: 'Pérez' }, M.givenNamesOneLine],
    [{ first_name: 'Luz', last_name: 'Pérez\u2028Gómez' }, M.surnamesOneLine],
    [{}, M.nameRequired],
  ])('refuses %j with its Spanish message', async (names, message) => {
    const answer = await read(
      as().register.$post({ json: { ...names, email: uniqueEmail('mal'), password: 'clave-segura', privacy_consent: true } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
  });

  it("the back-office asks for 'Nombres' and 'Apellidos' with the same words", async () => {
    const admin = await createUserWithSession(db, { role: 'admin' });
    const admins = testClient(app, undefined, bearer(admin.token)).adminUsers;
    const made = await read(
      admins.index.$post({ json: { email: uniqueEmail('hecha'), first_name: 'Luz Dary', last_name: 'Pérez Gómez' } }),
    );
    expect(made.status).toBe(201);
    const [row] = await db.select().from(users).where(eq(users.email, made.body.data.email));
    expect(row).toMatchObject({ firstName: 'Luz Dary', lastName: 'Pérez Gómez' });

    const refused = await read(admins.index.$post({ json: { email: uniqueEmail('hecha'), first_name: 'Luz\tDary', last_name: '' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.givenNamesOneLine);
    expect(ADMIN_USER_MESSAGES.firstNameRequired).toBe(M.givenNamesRequired);
    expect(ADMIN_USER_MESSAGES.lastNameRequired).toBe(M.surnamesRequired);
  });

  it('leaves the names of existing accounts as they are stored', async () => {
    const { user, token } = await createUserWithSession(db);
    await setUserFlags(db, user.id, { firstName: 'Luz', lastName: 'Dary Pérez Gómez' });
    const answer = await read(as(token).session.$get());
    expect(answer.body.data.user).toMatchObject({ first_name: 'Luz', last_name: 'Dary Pérez Gómez', name: 'Luz Dary Pérez Gómez' });
  });
});
