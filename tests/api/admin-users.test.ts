import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, sessions, users } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { ADMIN_USER_MESSAGES as M } from '../../worker/schemas/admin-users';
import { bearer, createUserWithSession, jsonPost, latestMailToken, uniqueClient, uniqueEmail } from '../helpers/auth';
import { giveOrder, insertMemorial } from '../helpers/memorials';
import { createSession } from '../../worker/services/sessions';
import { pendingEmailForToken } from '../../worker/services/email-changes';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { read, session, testClient, type Refusal } from '../helpers/test-client';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

type NewUser = InferRequestType<ApiClients['adminUsers']['index']['$post']>['json'];
type UserChange = InferRequestType<ApiClients['adminUsers'][':id']['$put']>['json'];

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let superAdmin: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  admin = await createUserWithSession(t.db, { role: 'admin' });
  superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
});

const send = (method: string, body: unknown, token: string): RequestInit => ({ ...jsonPost(body, bearer(token)), method });
/** The typed clients as `token`'s user (a guest without one) on `on` (the shared test app unless given), from an address of its own unless given. */
const as = (token?: string, on: TestApp = t.app, client = uniqueClient()) =>
  testClient(on, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': client });
const put = (id: string, json: UserChange, token = admin.token) => read(as(token).adminUsers[':id'].$put({ param: { id }, json }));
const remove = (id: string, token = admin.token) => read(as(token).adminUsers[':id'].$delete({ param: { id } }));
const create = (json: NewUser, token = admin.token) => read(as(token).adminUsers.index.$post({ json }));
/** Sends what the create route's type forbids (a password, an unknown role or field): the route must refuse it. */
const createUntyped = (body: unknown, token = admin.token) =>
  call<Refusal & { data: { role: string } }>(t.app, '/api/admin/users', send('POST', body, token));
const newUser = (extra: Partial<NewUser> = {}) => ({
  email: uniqueEmail('cliente'),
  first_name: 'Lucía',
  last_name: 'Restrepo',
  role: 'user' as const,
  ...extra,
});
const listUsers = (query: InferRequestType<ApiClients['adminUsers']['index']['$get']>['query'] = {}) =>
  read(as(admin.token).adminUsers.index.$get({ query }));
const sessionStatus = async (token: string) => (await as(token).auth.session.$get()).status;

/** Signs in with a password; an account with the second factor answers the code step instead of a session. */
const login = (email: string, password: string) => read(as().auth.login.$post({ json: { email, password } }));

/** What an administrator's answer holds, as text: no token of the account may be in it. */
const answerText = (body: unknown) => JSON.stringify(body);

async function auditFor(entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, entityId)));
}

describe('admin users API: access', () => {
  const sends: [string, (client: ApiClients) => Promise<{ status: number; body: Refusal }>][] = [
    ['GET /api/admin/users', (client) => read(client.adminUsers.index.$get({ query: {} }))],
    ['POST /api/admin/users', (client) => read(client.adminUsers.index.$post({ json: newUser() }))],
    ['PUT /api/admin/users/x', (client) => read(client.adminUsers[':id'].$put({ param: { id: 'x' }, json: {} }))],
    ['DELETE /api/admin/users/x', (client) => read(client.adminUsers[':id'].$delete({ param: { id: 'x' } }))],
    ['GET /api/admin/users/x/profiles', (client) => read(client.adminUsers[':id'].profiles.$get({ param: { id: 'x' } }))],
  ];
  it.each(sends)('%s answers 401 without a session and 403 to a customer', async (_route, send) => {
    expect((await send(as())).status).toBe(401);
    const customer = await createUserWithSession(t.db);
    const denied = await send(as(customer.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe(M.forbidden);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with counts, 10 a page, searchable by name or e-mail', async () => {
    const owner = await createUserWithSession(t.db);
    await t.db.update(users).set({ firstName: 'Zacarías', lastName: 'Bustamante Ñáñez' }).where(eq(users.id, owner.user.id));
    await giveOrder(t.db, owner.user.id, 'individual', { paid: true });
    await giveOrder(t.db, owner.user.id, 'individual', { paid: false });
    await insertMemorial(t.db, owner.user.id);

    const { status, body } = await listUsers({ search: 'bustamante' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    // The paid ones apart: with any (or a memorial), 'Eliminar' explains that the account stays.
    expect(body.data[0]).toMatchObject({
      id: owner.user.id,
      email: owner.email,
      role: 'user',
      is_active: true,
      orders_count: 2,
      paid_orders_count: 1,
      profiles_count: 1,
    });
    expect(body.data[0]).not.toHaveProperty('password_hash');

    const byEmail = await listUsers({ search: owner.email.toUpperCase() });
    expect(byEmail.body.data.map((user) => user.id)).toEqual([owner.user.id]);

    for (let n = 0; n < 11; n++) await createUserWithSession(t.db);
    const first = await listUsers();
    expect(first.body.data).toHaveLength(10);
    const total = first.body.pagination.total;
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total,
      pages: Math.ceil(total / 10),
      totalPages: Math.ceil(total / 10),
      cursor: expect.any(String),
    });
    const dates = first.body.data.map((user) => user.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await listUsers({ page: '2' });
    expect(second.body.data.some((user) => first.body.data.some((seen) => seen.id === user.id))).toBe(false);
  });

  it('takes a search with LIKE wildcards literally', async () => {
    const { body } = await listUsers({ search: '%' });
    expect(body.data).toEqual([]);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account without a password: the link goes only to the person, who chooses their own; audited', async () => {
    const input = newUser();
    const { status, body } = await create(input);
    expect(status).toBe(201);
    expect(body.message).toBe(M.createdWithLink);
    expect(body).not.toHaveProperty('loginLink'); // not in the answer's type: JSON has no undefined field
    expect(body.data).toMatchObject({
      email: input.email,
      first_name: 'Lucía',
      last_name: 'Restrepo',
      role: 'user',
      is_active: true,
      pending_email: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row).toMatchObject({ passwordHash: null, needsPasswordSetup: true });
    const [audit] = await auditFor(body.data.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'user.create' });

    // The administrator's answer carries nothing that opens the account; the person's mailbox does.
    const { link, token } = await latestMailToken(t.db, input.email);
    expect(link).toMatch(/\/auth\/magic-link#token=/);
    expect(answerText(body)).not.toContain(token);
    const signedIn = await read(as().auth['magic-link'].verify.$post({ json: { token } }));
    expect(signedIn.status).toBe(200);
    expect(session(signedIn.body.data).user).toMatchObject({ email: input.email, needs_password_setup: true });
  });

  it('refuses a password typed by the administrator (400), creating nothing, also with the old magic-link flag', async () => {
    for (const extra of [{ password: 'girasol-de-mayo' }, { password: 'girasol-de-mayo', send_magic_link: false }]) {
      const input = { ...newUser(), ...extra };
      // A password (and the old flag) is what the route's type forbids: sent untyped, to be refused.
      const { status, body } = await createUntyped(input);
      expect(status).toBe(400);
      expect(body.error).toBe(M.passwordNotByAdmin);
      expect(await t.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    }
    // The old client's `send_magic_link: true` without a password still creates, the link going to the person.
    // An unknown field the route's type does not have: sent untyped.
    expect((await createUntyped({ ...newUser(), send_magic_link: true })).status).toBe(201);
  });

  it.each([
    [{ first_name: ' ' }, M.firstNameRequired],
    [{ last_name: '' }, M.lastNameRequired],
    [{ email: 'no-es-correo' }, 'Correo inválido'],
    [{ password: '12345' }, M.passwordNotByAdmin],
    [{ role: 'dios' }, M.roleInvalid],
  ])('refuses %o with its Spanish message', async (change, message) => {
    // Some of these (a password, an unknown role) are what the route's type forbids: sent untyped, to be refused.
    const { status, body } = await createUntyped({ ...newUser(), ...change });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const input = newUser();
    await create(input);
    const { status, body } = await create({ ...input, email: input.email.toUpperCase() });
    expect(status).toBe(409);
    expect(body.error).toBe('Este correo ya está registrado');
  });

  it('lets only a super admin create an administrator', async () => {
    const refused = await create(newUser({ role: 'admin' }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.forbidden);
    const made = await create(newUser({ role: 'super_admin' }), superAdmin.token);
    expect(made.status).toBe(201);
    expect(made.body.data.role).toBe('super_admin');
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('changes only the fields it is given, and audits who did it', async () => {
    const { body: created } = await create(newUser());
    const { status, body } = await put(created.data.id, { first_name: 'Luz' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Luz', last_name: 'Restrepo', email: created.data.email, role: 'user', is_active: true });
    const audits = await auditFor(created.data.id);
    expect(audits.map((row) => row.action)).toEqual(['user.create', 'user.update']);
    expect(audits[1]).toMatchObject({ actorId: admin.user.id, details: { changed: ['first_name'] } });
  });

  it("refuses to set anyone's password, their own included (400): the password stays and nobody is signed out", async () => {
    const customer = await createUserWithSession(t.db);
    const self = await createUserWithSession(t.db, { role: 'admin' });
    for (const [target, token] of [
      [customer, admin.token],
      [self, self.token],
    ] as const) {
      // A password is what the route's type forbids: sent untyped, to be refused.
      const { status, body } = await call<Refusal>(
        t.app,
        `/api/admin/users/${target.user.id}`,
        send('PUT', { password: 'nueva-clave-larga', first_name: 'Otra' }, token),
      );
      expect(status).toBe(400);
      expect(body.error).toBe(M.passwordNotByAdmin);
      const [row] = await t.db.select().from(users).where(eq(users.id, target.user.id));
      expect(row).toMatchObject({ firstName: 'Ana', passwordHash: target.user.passwordHash, needsPasswordSetup: false });
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(1);
    }
    expect((await login(customer.email, 'nueva-clave-larga')).status).toBe(401);
  });

  it("changing a customer's e-mail only asks them: the old address confirms, the new one opens nothing until then", async () => {
    const customer = await createUserWithSession(t.db);
    const adminsMailbox = uniqueEmail('buzon-del-admin');
    const { status, body } = await put(customer.user.id, { email: adminsMailbox.toUpperCase() });
    expect(status).toBe(200);
    expect(body.message).toBe(M.emailChangePending(customer.email));
    expect(body.data).toMatchObject({ email: customer.email, pending_email: adminsMailbox, email_verified: true });

    // Still signed in, still its address: the new one signs in to nothing and gets no reset or magic link.
    expect(await sessionStatus(customer.token)).toBe(200);
    expect((await login(adminsMailbox, 'clave-segura')).status).toBe(401);
    expect((await as().auth['forgot-password'].$post({ json: { email: adminsMailbox } })).status).toBe(200);
    expect((await as().auth['magic-link'].$post({ json: { email: adminsMailbox } })).status).toBe(404);
    expect(await listOutbox(t.db, adminsMailbox)).toEqual([]);
    const audits = await auditFor(customer.user.id);
    expect(audits.at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: 'user.update',
      details: { email: { from: customer.email, to: adminsMailbox, pending: true } },
    });

    // The confirmation goes to the address the account has, and names the new one; the admin's answer holds no token.
    const [request] = await listOutbox(t.db, customer.email);
    expect(request?.subject).toBe('Confirma el cambio de correo de tu cuenta de Recuerdos Eternos');
    expect(request?.text).toContain(adminsMailbox);
    const { token, link } = await latestMailToken(t.db, customer.email);
    expect(link).toMatch(/\/cuenta\/confirmar-correo\?token=/);
    expect(answerText(body)).not.toContain(token);

    // The page the link opens names the new address before its button (site/pages/cuenta/confirmar-correo.astro).
    expect(await pendingEmailForToken({ db: t.db }, token)).toBe(adminsMailbox);
    const confirmed = await read(as().auth['email-change'].confirm.$post({ json: { token } }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe(adminsMailbox);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.email).toBe(adminsMailbox);
    // The person keeps their password and session; the link works once.
    expect((await login(adminsMailbox, 'clave-segura')).status).toBe(200);
    expect(await sessionStatus(customer.token)).toBe(200);
    const again = await read(as().auth['email-change'].confirm.$post({ json: { token } }));
    expect(again.status).toBe(400);
    expect(await pendingEmailForToken({ db: t.db }, token)).toBeNull();
    const confirmedAudit = (await auditFor(customer.user.id)).at(-1);
    expect(confirmedAudit).toMatchObject({
      actorId: customer.user.id,
      action: 'user.email_change_confirmed',
      details: { email: { from: customer.email, to: adminsMailbox } },
    });
    expect((await listUsers({ search: adminsMailbox })).body.data[0]?.pending_email).toBeNull();
  });

  it('lets an administrator set a pending e-mail back, which cancels the request, and refuses an address taken meanwhile', async () => {
    const customer = await createUserWithSession(t.db);
    const wanted = uniqueEmail('deseado');
    await put(customer.user.id, { email: wanted });
    const { token } = await latestMailToken(t.db, customer.email);
    const back = await put(customer.user.id, { email: customer.email });
    expect(back.body.data.pending_email).toBeNull();
    expect((await as().auth['email-change'].confirm.$post({ json: { token } })).status).toBe(400);

    await put(customer.user.id, { email: wanted });
    const { token: second } = await latestMailToken(t.db, customer.email);
    const taker = await createUserWithSession(t.db);
    await t.db.update(users).set({ email: wanted }).where(eq(users.id, taker.user.id));
    const taken = await read(as().auth['email-change'].confirm.$post({ json: { token: second } }));
    expect(taken.status).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.email).toBe(customer.email);
  });

  it('lets only a super admin apply a new e-mail at once, audited, telling both addresses; the new one must be proven', async () => {
    const customer = await createUserWithSession(t.db);
    const newEmail = uniqueEmail('nuevo');
    const refused = await put(customer.user.id, { email: newEmail, apply_email_now: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.emailDirectForbidden);
    expect((await t.db.select().from(users).where(eq(users.id, customer.user.id)))[0]?.email).toBe(customer.email);

    const { status, body } = await put(customer.user.id, { email: newEmail, apply_email_now: true }, superAdmin.token);
    expect(status).toBe(200);
    expect(body.message).toBe(M.updated);
    expect(body.data).toMatchObject({ email: newEmail, email_verified: false, pending_email: null });

    // Signed out everywhere; the old password no longer opens it until the new address is proven.
    expect(await sessionStatus(customer.token)).toBe(401);
    expect((await login(newEmail, 'clave-segura')).status).toBe(403);

    const [notice] = await listOutbox(t.db, customer.email);
    expect(notice?.subject).toBe('El correo de tu cuenta de Recuerdos Eternos cambió');
    expect(notice?.text).toContain(newEmail);
    const audits = await auditFor(customer.user.id);
    expect(audits.at(-1)).toMatchObject({
      actorId: superAdmin.user.id,
      action: 'user.update',
      details: { email: { from: customer.email, to: newEmail, applied_by_super_admin: true } },
    });

    // The new address proves itself with the e-mailed link: the person chooses a password.
    const { token, link } = await latestMailToken(t.db, newEmail);
    expect(link).toMatch(/\/verify-email#token=/);
    expect(answerText(body)).not.toContain(token);
    const verified = await read(as().auth['verify-email'].$post({ json: { token } }));
    expect(verified.status).toBe(200);
    expect(session(verified.body.data).user).toMatchObject({ email: newEmail, email_verified: true, needs_password_setup: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('keeps an administrator changing their own e-mail (with the current password) signed in and verified, and tells the old address', async () => {
    const self = await createUserWithSession(t.db, { role: 'admin' });
    const newEmail = uniqueEmail('propio');
    const wrong = await put(self.user.id, { email: newEmail, current_password: 'no-es-la-clave' }, self.token);
    expect(wrong.status).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, self.user.id)))[0]?.email).toBe(self.email);
    // The name alone, or the same address, asks for nothing.
    expect((await put(self.user.id, { first_name: 'Sara', email: self.email }, self.token)).status).toBe(200);
    const { status, body } = await put(self.user.id, { email: newEmail, current_password: 'clave-segura' }, self.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email: newEmail, email_verified: true });
    expect(await sessionStatus(self.token)).toBe(200);
    const [notice] = await listOutbox(t.db, self.email);
    expect(notice?.subject).toBe('El correo de tu cuenta de Recuerdos Eternos cambió');
    expect(notice?.text).toContain(`se cambió a ${newEmail}`);
    expect(await listOutbox(t.db, newEmail)).toEqual([]);
    const audits = await auditFor(self.user.id);
    expect(JSON.stringify(audits.at(-1)?.details)).not.toContain('current_password');
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('counts a wrong current password as a sign-in attempt of the account: a stolen session cannot guess it', async () => {
      const self = await createUserWithSession(t.db, { role: 'admin' });
      const email = uniqueEmail('otro-propio');
      for (let n = 0; n < 5; n++)
        expect((await put(self.user.id, { email, current_password: `intento-${n}` }, self.token)).status).toBe(403);
      const limited = await put(self.user.id, { email, current_password: 'clave-segura' }, self.token);
      expect(limited.status).toBe(429);
      // The login shares the allowance.
      expect((await login(self.email, 'clave-segura')).status).toBe(429);
    });
  });

  it('deactivates a customer and ends their open session at once', async () => {
    const customer = await createUserWithSession(t.db);
    expect(await sessionStatus(customer.token)).toBe(200);
    const { status, body } = await put(customer.user.id, { is_active: false });
    expect(status).toBe(200);
    expect(body.data.is_active).toBe(false);
    expect(await sessionStatus(customer.token)).toBe(401);
  });

  it('refuses an e-mail another account has, and a user that does not exist', async () => {
    const other = await createUserWithSession(t.db);
    const customer = await createUserWithSession(t.db);
    const taken = await put(customer.user.id, { email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Este correo ya está registrado');
    const missing = await put('no-existe', { first_name: 'Ana' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(M.notFound);
  });

  it('lets a plain admin neither promote a customer nor touch an administrator', async () => {
    const customer = await createUserWithSession(t.db);
    const otherAdmin = await createUserWithSession(t.db, { role: 'admin' });
    for (const [id, change] of [
      [customer.user.id, { role: 'admin' }],
      [otherAdmin.user.id, { role: 'user' }],
      [otherAdmin.user.id, { is_active: false }],
      [otherAdmin.user.id, { first_name: 'Otro' }],
    ] as const) {
      const { status, body } = await put(id, change);
      expect(status).toBe(403);
      expect(body.error).toBe(M.forbidden);
    }
    expect((await put(otherAdmin.user.id, { role: 'user' }, superAdmin.token)).status).toBe(200);
    expect((await put(customer.user.id, { role: 'admin' }, superAdmin.token)).body.data.role).toBe('admin');
  });

  it('lets nobody demote or deactivate themselves', async () => {
    for (const change of [{ role: 'user' }, { is_active: false }] satisfies UserChange[]) {
      const { status, body } = await put(superAdmin.user.id, change, superAdmin.token);
      expect(status).toBe(403);
      expect(body.error).toBe(M.forbidden);
    }
    // Their own name is theirs to fix, a plain admin's too, but not their own role.
    expect((await put(superAdmin.user.id, { first_name: 'Sara' }, superAdmin.token)).status).toBe(200);
    expect((await put(admin.user.id, { first_name: 'Pablo' })).status).toBe(200);
    expect((await put(admin.user.id, { role: 'super_admin' })).status).toBe(403);
  });

  it('never removes the last active super admin', async () => {
    const isolated = await createTestDb();
    const isolatedApp = createTestApp(isolated);
    const only = await createUserWithSession(isolated, { role: 'super_admin' });
    const second = await createUserWithSession(isolated, { role: 'super_admin' });
    const update = (id: string, json: UserChange, token: string) =>
      read(as(token, isolatedApp).adminUsers[':id'].$put({ param: { id }, json }));
    // Two super admins: one may demote the other, and then the one left can be neither demoted nor deleted.
    expect((await update(second.user.id, { role: 'admin' }, only.token)).status).toBe(200);
    const promoted = await createUserWithSession(isolated, { role: 'super_admin' });
    await isolated.update(users).set({ isActive: false }).where(eq(users.id, promoted.user.id));
    const demote = await update(only.user.id, { role: 'user' }, only.token);
    expect(demote.status).toBe(403);
    const [row] = await isolated.select().from(users).where(eq(users.id, only.user.id));
    expect(row).toMatchObject({ role: 'super_admin', isActive: true });
    // Nor deleted: not by themselves here, nor from 'Mis datos', with or without the second factor given.
    const removeSelf = await read(as(only.token, isolatedApp).adminUsers[':id'].$delete({ param: { id: only.user.id } }));
    expect(removeSelf.status).toBe(403);
    const unverified = await createSession(isolated, only.user.id, {}, undefined, false);
    for (const token of [only.token, unverified.accessToken]) {
      const own = await read(as(token, isolatedApp).account.index.$delete({ json: { password: 'clave-segura' } }));
      expect(own.status).toBe(403);
    }
    expect(await isolated.select({ id: users.id }).from(users).where(eq(users.id, only.user.id))).toHaveLength(1);
  });
});

describe('POST /api/admin/users/{id}/password-reset', () => {
  const sendReset = (id: string, token = admin.token) =>
    read(as(token, t.app, '198.51.100.7').adminUsers[':id']['password-reset'].$post({ param: { id } }));

  it('e-mails the person the forgot-password link at their current address, audited; the administrator gets no token', async () => {
    const customer = await createUserWithSession(t.db);
    const { status, body } = await sendReset(customer.user.id);
    expect(status).toBe(200);
    expect(body.message).toBe(M.passwordResetSent(customer.email));
    const { token, link } = await latestMailToken(t.db, customer.email);
    expect(link).toMatch(/\/reset-password\?token=/);
    expect(answerText(body)).not.toContain(token);
    // Nothing changed yet: the password and the session stay until the person uses the link.
    expect(await sessionStatus(customer.token)).toBe(200);
    const [audit] = (await auditFor(customer.user.id)).filter((row) => row.action === 'user.password_reset_sent');
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { email: customer.email } });

    const reset = await read(as().auth['reset-password'].$post({ json: { token, password: 'mi-clave-de-siempre' } }));
    expect(reset.status).toBe(200);
    expect((await login(customer.email, 'mi-clave-de-siempre')).status).toBe(200);
  });

  it('goes to the current address, never to one waiting for confirmation', async () => {
    const customer = await createUserWithSession(t.db);
    const pending = uniqueEmail('pendiente');
    await put(customer.user.id, { email: pending });
    expect((await sendReset(customer.user.id)).status).toBe(200);
    expect(await listOutbox(t.db, pending)).toEqual([]);
    expect((await listOutbox(t.db, customer.email))[0]?.subject).toBe('Restablece tu contraseña de Recuerdos Eternos');
  });

  it('keeps administrators to super admins, and refuses a deactivated account or an unknown one', async () => {
    const otherAdmin = await createUserWithSession(t.db, { role: 'admin' });
    const refused = await sendReset(otherAdmin.user.id);
    expect(refused.status).toBe(403);
    expect(await listOutbox(t.db, otherAdmin.email)).toEqual([]);
    expect((await sendReset(otherAdmin.user.id, superAdmin.token)).status).toBe(200);

    const inactive = await createUserWithSession(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const off = await sendReset(inactive.user.id);
    expect(off.status).toBe(409);
    expect(off.body.error).toBe(M.passwordResetInactive);
    expect((await sendReset('no-existe')).status).toBe(404);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes a customer with nothing paid, with their unpaid orders, and audits it', async () => {
    const customer = await createUserWithSession(t.db);
    await giveOrder(t.db, customer.user.id, 'individual', { paid: false });
    const { status, body } = await remove(customer.user.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: M.deleted });
    expect(await t.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toEqual([]);
    const [audit] = await auditFor(customer.user.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'user.delete' });
  });

  it('refuses to delete someone with a memorial or a paid order (deactivate instead)', async () => {
    const withMemorial = await createUserWithSession(t.db);
    await insertMemorial(t.db, withMemorial.user.id);
    const withPaidOrder = await createUserWithSession(t.db);
    await giveOrder(t.db, withPaidOrder.user.id, 'individual', { paid: true });
    for (const { user } of [withMemorial, withPaidOrder]) {
      const { status, body } = await remove(user.id);
      expect(status).toBe(409);
      expect(body.error).toBe(M.hasMemorialsOrPaidOrders);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    }
  });

  it('keeps administrators to super admins, and nobody deletes themselves', async () => {
    const otherAdmin = await createUserWithSession(t.db, { role: 'admin' });
    expect((await remove(otherAdmin.user.id)).status).toBe(403);
    expect((await remove(admin.user.id)).status).toBe(403);
    expect((await remove(superAdmin.user.id, superAdmin.token)).status).toBe(403);
    expect((await remove(otherAdmin.user.id, superAdmin.token)).status).toBe(200);
    expect((await remove('no-existe')).status).toBe(404);
  });
});

describe('GET /api/admin/users/{id}/profiles', () => {
  it("lists a user's memorials with their state, and 404 for an unknown user", async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    const { status, body } = await read(as(admin.token).adminUsers[':id'].profiles.$get({ param: { id: owner.user.id } }));
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: memorial.id,
        slug: memorial.slug,
        profile_name: memorial.profileName,
        is_published: memorial.isPublished,
        type: 'individual',
      }),
    ]);
    const empty = await createUserWithSession(t.db);
    expect((await read(as(admin.token).adminUsers[':id'].profiles.$get({ param: { id: empty.user.id } }))).body.data).toEqual([]);
    expect((await as(admin.token).adminUsers[':id'].profiles.$get({ param: { id: 'no-existe' } })).status).toBe(404);
  });
});
