import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { captchas, memorialProfiles, memories, plaques, privacyConsents, users } from '../../db/schema';
import { POLICY_VERSION, PRIVACY_MESSAGES } from '../../worker/schemas/privacy-texts';
import { runCleanup, UNVERIFIED_SIGNUP_KEPT_MS } from '../../worker/services/cleanup';
import { bearer, createUserWithSession, jsonPost, uniqueClient, uniqueEmail } from '../helpers/auth';
import { givePaidOrder, insertMemorial } from '../helpers/memorials';
import { memoryBody, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * Ley 1581 de 2012: the three requests that carry personal data (registration, a memory, the plaque's delivery
 * address) need `privacy_consent: true`. Without it the API refuses with a Spanish 400 and writes nothing; with
 * it, the authorisation is stored in the same batch, with the policy version and the date.
 */
const t = useTestApp({ media: true });
let env: object;

beforeAll(async () => {
  env = { MEDIA: t.r2.bucket };
});

/** The typed clients as `token`'s user (a guest without one), from an address of its own unless given. */
const as = (token?: string, client = uniqueClient()) =>
  testClient(t.app, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': client });
const consentCount = async () => (await t.db.select({ id: privacyConsents.id }).from(privacyConsents)).length;
/** Consent as some client sends it instead of `true`: missing, false, the text "true", 1. The route's type forbids each, so they go untyped. */
const WITHOUT = [{}, { privacy_consent: false }, { privacy_consent: 'true' }, { privacy_consent: 1 }];

/** accepted_at is "now": after `before`, not after the check. */
function expectAcceptedSince(acceptedAt: string, before: string) {
  expect(acceptedAt >= before).toBe(true);
  expect(acceptedAt <= new Date().toISOString()).toBe(true);
}

describe('registration', () => {
  /** Sends a sign-up without the consent the route's type requires: untyped, to be refused. */
  const registerUntyped = (body: object) => call<Refusal>(t.app, '/api/auth/register', jsonPost(body));
  const register = (json: { name: string; email: string; password: string; privacy_consent: true }, client?: string) =>
    read(as(undefined, client).auth.register.$post({ json }));

  it.each(WITHOUT)('refuses %j with a Spanish 400, and creates no account', async (consent) => {
    const email = uniqueEmail();
    const consents = await consentCount();
    const { status, body } = await registerUntyped({ name: 'Ana Prueba', email, password: 'clave-segura', ...consent });
    expect(status).toBe(400);
    expect(body.error).toBe(PRIVACY_MESSAGES.registro);
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toEqual([]);
    expect(await consentCount()).toBe(consents);
  });

  it('stores the authorisation with the account: purpose, policy version, date and address', async () => {
    const before = new Date().toISOString();
    const client = uniqueClient();
    const { status, body } = await register(
      { name: 'Ana Prueba', email: uniqueEmail(), password: 'clave-segura', privacy_consent: true },
      client,
    );
    expect(status).toBe(201);
    const stored = await t.db.select().from(privacyConsents).where(eq(privacyConsents.userId, body.data.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      purpose: 'registro',
      policyVersion: POLICY_VERSION,
      ipAddress: client,
      memoryId: null,
      plaqueId: null,
    });
    expectAcceptedSince(stored[0]!.acceptedAt, before);
  });
});

describe('a sign-up whose address is never proven', () => {
  it('leaves with its authorisation in the daily clean-up: it never became an account', async () => {
    const { body } = await read(
      as().auth.register.$post({ json: { name: 'Nadie Verificó', email: uniqueEmail(), password: 'clave-segura', privacy_consent: true } }),
    );
    const id = body.data.user.id;
    expect(await t.db.select().from(privacyConsents).where(eq(privacyConsents.userId, id))).toHaveLength(1);
    const report = await runCleanup({
      db: t.db,
      bucket: { delete: async () => undefined },
      now: Date.now() + UNVERIFIED_SIGNUP_KEPT_MS + 60_000,
    });
    expect(report.unverifiedUsers).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    // No orphan left behind: no consent row without an account, from this sign-up or any other.
    expect(
      await t.db
        .select()
        .from(privacyConsents)
        .where(sql`${privacyConsents.purpose} = 'registro' AND ${privacyConsents.userId} IS NULL`),
    ).toEqual([]);
  });
});

describe('leaving a memory', () => {
  let memorialId: string;
  beforeAll(async () => {
    const owner = await createUserWithSession(t.db);
    memorialId = (await insertMemorial(t.db, owner.user.id, { isPublished: true })).id;
  });

  async function memory(extra: object, client: string) {
    const captcha = await solvedCaptcha(t.db);
    const body = {
      memorial_profile_id: memorialId,
      photo_url: await uploadMemoryPhoto(t.app, env, client),
      ...captcha,
      ...memoryBody(),
      ...extra,
    };
    return { body, captchaId: captcha.captcha_id };
  }
  /** Sends a memory without the consent the route's type requires: untyped, to be refused. */
  async function postUntyped(extra: object, client = uniqueClient()) {
    const { body, captchaId } = await memory(extra, client);
    const { privacy_consent: _drop, ...withoutConsent } = body;
    const sent = 'privacy_consent' in extra ? body : withoutConsent;
    const answer = await call<Refusal>(
      t.app,
      '/api/memories',
      { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': client }, body: JSON.stringify(sent) },
      env,
    );
    return { ...answer, captchaId };
  }
  async function post(extra: { privacy_consent: true; visitor_consent: boolean }, client = uniqueClient()) {
    const { body } = await memory(extra, client);
    return read(as(undefined, client).memories.index.$post({ json: body }));
  }

  it.each(WITHOUT)('refuses %j with a Spanish 400: no memory, no consent, and the captcha is not spent', async (consent) => {
    const count = (await t.db.select({ id: memories.id }).from(memories)).length;
    const consents = await consentCount();
    const { status, body, captchaId } = await postUntyped(consent);
    expect(status).toBe(400);
    expect(body.error).toBe(PRIVACY_MESSAGES.recuerdo);
    expect((await t.db.select({ id: memories.id }).from(memories)).length).toBe(count);
    expect(await consentCount()).toBe(consents);
    const [captcha] = await t.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(captcha?.usedAt).toBeNull();
  });

  it("stores the visitor's authorisation with the memory, apart from 'Hacer público'", async () => {
    const before = new Date().toISOString();
    const client = uniqueClient();
    const { status, body } = await post({ privacy_consent: true, visitor_consent: false }, client);
    expect(status).toBe(201);
    const stored = await t.db.select().from(privacyConsents).where(eq(privacyConsents.memoryId, body.data.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      purpose: 'recuerdo',
      policyVersion: POLICY_VERSION,
      ipAddress: client,
      userId: null,
      plaqueId: null,
    });
    expectAcceptedSince(stored[0]!.acceptedAt, before);
    // Authorising the processing is not consenting to publication: the memory stays private.
    const [memory] = await t.db.select().from(memories).where(eq(memories.id, body.data.id));
    expect(memory).toMatchObject({ visitorConsent: false, isAuthorized: false });
  });
});

describe("the plaque's delivery address", () => {
  let customer: Awaited<ReturnType<typeof createUserWithSession>>;
  let plaqueId: string;
  beforeAll(async () => {
    customer = await createUserWithSession(t.db);
    const order = await givePaidOrder(t.db, customer.user.id);
    const memorial = await insertMemorial(t.db, customer.user.id, { orderId: order.id });
    const [plaque] = await t.db.select().from(plaques).where(eq(plaques.targetId, memorial.id));
    plaqueId = plaque!.id;
  });

  const delivery = {
    recipient_name: 'Luz Marina Gómez',
    phone: '3001234567',
    department: 'Antioquia',
    municipality: 'Medellín',
    address: 'Calle 10 # 43-20',
  };
  /** Sends an address without the consent the route's type requires: untyped, to be refused. */
  const saveUntyped = (body: object) =>
    call<Refusal>(t.app, `/api/plaques/${plaqueId}/delivery`, { ...jsonPost(body, bearer(customer.token)), method: 'PUT' });
  const save = (json: typeof delivery & { privacy_consent: true }, client?: string) =>
    read(as(customer.token, client).plaques[':id'].delivery.$put({ param: { id: plaqueId }, json }));

  it.each(WITHOUT)('refuses %j with a Spanish 400 and keeps no address', async (consent) => {
    const consents = await consentCount();
    const { status, body } = await saveUntyped({ ...delivery, ...consent });
    expect(status).toBe(400);
    expect(body.error).toBe(PRIVACY_MESSAGES.entrega_placa);
    const [plaque] = await t.db.select().from(plaques).where(eq(plaques.id, plaqueId));
    expect(plaque).toMatchObject({ recipientName: null, address: null });
    expect(await consentCount()).toBe(consents);
  });

  it('stores the authorisation with the address, each time it is given, and none for a refused change', async () => {
    const before = new Date().toISOString();
    const client = uniqueClient();
    expect((await save({ ...delivery, privacy_consent: true }, client)).status).toBe(200);
    const stored = await t.db.select().from(privacyConsents).where(eq(privacyConsents.plaqueId, plaqueId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      purpose: 'entrega_placa',
      policyVersion: POLICY_VERSION,
      ipAddress: client,
      userId: customer.user.id,
      memoryId: null,
    });
    expectAcceptedSince(stored[0]!.acceptedAt, before);

    // Engraved with an address, the plaque's delivery data is locked: the refused change leaves no consent behind.
    await t.db.update(plaques).set({ status: 'grabada' }).where(eq(plaques.id, plaqueId));
    expect((await save({ ...delivery, municipality: 'Bello', privacy_consent: true })).status).toBe(409);
    expect(await t.db.select().from(privacyConsents).where(eq(privacyConsents.plaqueId, plaqueId))).toHaveLength(1);
  });
});

describe('another user', () => {
  it('never gets an authorisation from a request about someone else', async () => {
    const stranger = await createUserWithSession(t.db);
    const [plaque] = await t.db.select({ id: plaques.id }).from(plaques).limit(1);
    const answer = await read(
      as(stranger.token).plaques[':id'].delivery.$put({
        param: { id: plaque!.id },
        json: {
          recipient_name: 'Otra Persona',
          phone: '3001234567',
          department: 'Antioquia',
          municipality: 'Medellín',
          address: 'Calle 1 # 2-3',
          privacy_consent: true,
        },
      }),
    );
    expect(answer.status).toBe(404);
    expect(await t.db.select().from(privacyConsents).where(eq(privacyConsents.userId, stranger.user.id))).toEqual([]);
    expect(
      await t.db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(eq(memorialProfiles.userId, stranger.user.id)),
    ).toEqual([]);
  });
});
