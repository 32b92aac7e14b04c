import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, mailOutbox } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { RESEND_ENDPOINT } from '../../worker/mail/resend';
import { MAIL_MESSAGES } from '../../worker/schemas/mail-texts';
import { runCleanup } from '../../worker/services/cleanup';
import { createUserWithSession, uniqueEmail } from '../helpers/auth';
import { MAIL_MAX_RETRIES, TestMailQueue } from '../helpers/mail-queue';
import { clientAs, read } from '../helpers/test-client';
import { createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/** Production's mail: Resend, no local switch. */
const PRODUCTION = { LOCAL_DEV: 'false', MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_test', APP_URL: 'https://recuerdoseternos.co' };

type Sent = { url: string; idempotencyKey: string | null; body: { to: string[]; text: string } };

/**
 * Resend as the consumer reaches it: `mode` says how it behaves now ('ok', 'down' = 500, 'hang' = never answers
 * until the request's signal aborts it, 'refuse' = 422). Every request is recorded; only the 'ok' ones were sent.
 */
function fakeResend() {
  const provider = { mode: 'ok' as 'ok' | 'down' | 'hang' | 'refuse', requests: [] as Sent[], delivered: [] as Sent[] };
  const impl: typeof fetch = (input, init) => {
    const sent: Sent = {
      url: String(input),
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
      body: JSON.parse(String(init?.body)) as Sent['body'],
    };
    provider.requests.push(sent);
    switch (provider.mode) {
      case 'ok':
        provider.delivered.push(sent);
        return Promise.resolve(Response.json({ id: `resend-${provider.delivered.length}` }));
      case 'down':
        return Promise.resolve(new Response('{"message":"Internal server error"}', { status: 500 }));
      case 'refuse':
        return Promise.resolve(new Response('{"message":"The to field is invalid"}', { status: 422 }));
      case 'hang':
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    }
  };
  return { provider, impl };
}

let db: Db;
let app: TestApp;
let queue: TestMailQueue;
let resend: ReturnType<typeof fakeResend>;

beforeEach(async () => {
  db = await createTestDb();
  resend = fakeResend();
  // Held: a request only records and enqueues; the test decides when the queue delivers.
  queue = new TestMailQueue(db, { hold: true, fetchImpl: resend.impl, timeoutMs: 20 });
  app = createTestApp(db, queue);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function signUp(email: string, env: object = PRODUCTION) {
  return read(
    clientAs(app, undefined, {}, env).auth.register.$post({
      json: { name: 'Ana Prueba', email, password: 'clave-segura', privacy_consent: true },
    }),
  );
}

async function rowFor(email: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const verifyLinkIn = (text: string) => text.match(/https:\/\/recuerdoseternos\.co\/verify-email#token=\w+/)?.[0];

describe('a request that causes an e-mail', () => {
  it('answers at once with the message queued, and the consumer sends it with the row id as Idempotency-Key', async () => {
    const email = uniqueEmail();
    resend.provider.mode = 'hang';
    expect((await signUp(email)).status).toBe(201);
    // Nothing reached the provider: the request only recorded and enqueued.
    expect(resend.provider.requests).toEqual([]);
    const queued = await rowFor(email);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, transport: 'resend', links: [] });
    expect(queue.pending).toHaveLength(1);
    // The queue carries the whole message; the row never keeps the one-time link.
    expect(verifyLinkIn(queue.pending[0]!.body.message.text)).toBeDefined();
    expect(`${queued.textBody}${queued.htmlBody}`).not.toMatch(/token=/);

    resend.provider.mode = 'ok';
    await queue.drain();
    expect(resend.provider.delivered).toHaveLength(1);
    const [sent] = resend.provider.delivered;
    expect(sent?.url).toBe(RESEND_ENDPOINT);
    expect(sent?.idempotencyKey).toBe(queued.id);
    expect(sent?.body.to).toEqual([email]);
    expect(verifyLinkIn(sent!.body.text)).toBeDefined();
    expect(await rowFor(email)).toMatchObject({ status: 'sent', attempts: 1, error: null, sealedMessage: null });
  });
});

describe('the consumer', () => {
  it('retries a provider that answers 500, with a growing delay, and sends once it is back', async () => {
    const email = uniqueEmail();
    resend.provider.mode = 'down';
    await signUp(email);
    await queue.drain(2);
    const failing = await rowFor(email);
    expect(failing).toMatchObject({ status: 'queued', attempts: 2 });
    expect(failing.error).toMatch(/Resend respondió 500/);
    expect(queue.delays).toEqual([30, 60]);

    resend.provider.mode = 'ok';
    await queue.drain();
    expect(await rowFor(email)).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(resend.provider.delivered).toHaveLength(1);
    // Every attempt of the message carried the same key.
    expect(new Set(resend.provider.requests.map((request) => request.idempotencyKey))).toEqual(new Set([failing.id]));
  });

  it('gives up on a provider that hangs (the timeout) and tries again', async () => {
    const email = uniqueEmail();
    resend.provider.mode = 'hang';
    await signUp(email);
    await queue.drain(1);
    const timedOut = await rowFor(email);
    expect(timedOut).toMatchObject({ status: 'queued', attempts: 1 });
    expect(timedOut.error).toMatch(/Resend no respondió/);
    expect(queue.pending).toHaveLength(1);

    resend.provider.mode = 'ok';
    await queue.drain();
    expect(await rowFor(email)).toMatchObject({ status: 'sent' });
    expect(resend.provider.delivered).toHaveLength(1);
  });

  it('sends a message the queue delivers twice only once, under one Idempotency-Key', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const job = queue.pending[0]!.body;
    await queue.drain();
    await queue.redeliver(job, PRODUCTION);
    expect(resend.provider.requests).toHaveLength(1);
    expect(resend.provider.delivered[0]?.idempotencyKey).toBe(job.id);
    expect(await rowFor(email)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends nothing for a message whose row is gone (the account was deleted)', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await db.delete(mailOutbox).where(eq(mailOutbox.toEmail, email));
    await queue.drain();
    expect(resend.provider.requests).toEqual([]);
    expect(queue.pending).toEqual([]);
  });

  it('sends a refusal no retry can change (422) to the failed messages at once', async () => {
    const email = uniqueEmail();
    resend.provider.mode = 'refuse';
    await signUp(email);
    await queue.drain();
    expect(resend.provider.requests).toHaveLength(1);
    const row = await rowFor(email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toMatch(/422/);
    expect(row.sealedMessage).toMatch(/^v1\./);
  });
});

describe('the dead letters and “Reintentar”', () => {
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  beforeEach(async () => {
    admin = await createUserWithSession(db, { role: 'admin' });
  });
  const asAdmin = (token = admin.token) => clientAs(app, token, {}, PRODUCTION).adminMail;

  async function exhausted(email: string) {
    resend.provider.mode = 'down';
    await signUp(email);
    await queue.drain();
    resend.provider.mode = 'ok';
    return rowFor(email);
  }

  it('marks a message that used every retry as failed, sealed, and lists it in the back-office', async () => {
    const email = uniqueEmail();
    const row = await exhausted(email);
    expect(resend.provider.requests).toHaveLength(MAIL_MAX_RETRIES + 1);
    expect(queue.deadLetters.map((job) => job.id)).toEqual([row.id]);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_RETRIES + 1 });
    expect(row.failedAt).toEqual(expect.any(String));
    expect(row.error).toMatch(/500/);
    // The sealed copy holds the one-time link, but never in clear.
    expect(row.sealedMessage).toMatch(/^v1\./);
    expect(row.sealedMessage).not.toMatch(/verify-email|token=/);
    expect(`${row.textBody}${row.htmlBody}`).not.toMatch(/token=/);

    const listed = await read(asAdmin().failed.$get());
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: row.id,
        to: email,
        subject: row.subject,
        error: row.error,
        attempts: MAIL_MAX_RETRIES + 1,
        created_at: row.createdAt,
        failed_at: row.failedAt,
        can_retry: true,
      },
    ]);
  });

  it('“Reintentar” sends the message as it was, once, under the same key, and leaves an audit row', async () => {
    const email = uniqueEmail();
    const failed = await exhausted(email);
    const attemptsBefore = resend.provider.requests.length;
    const firstLink = verifyLinkIn(queue.deadLetters[0]!.message.text);

    const retried = await read(asAdmin()[':id'].retry.$post({ param: { id: failed.id } }));
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ id: failed.id, status: 'queued' });
    // A double click: the message is already on its way.
    const again = await read(asAdmin()[':id'].retry.$post({ param: { id: failed.id } }));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MAIL_MESSAGES.notFailed);

    await queue.drain();
    const delivered = resend.provider.requests.slice(attemptsBefore);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.idempotencyKey).toBe(failed.id);
    expect(verifyLinkIn(delivered[0]!.body.text)).toBe(firstLink);
    expect(await rowFor(email)).toMatchObject({ status: 'sent', sealedMessage: null, error: null });
    expect((await read(asAdmin().failed.$get())).body.data).toEqual([]);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retried'), eq(auditLog.entityId, failed.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, entityType: 'mail' });

    // Sent: nothing to retry any more.
    expect((await read(asAdmin()[':id'].retry.$post({ param: { id: failed.id } }))).status).toBe(409);
  });

  it('refuses what cannot be resent: an unknown id, a message whose copy was not kept, one older than 7 days', async () => {
    const unknown = await read(asAdmin()[':id'].retry.$post({ param: { id: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MAIL_MESSAGES.notFound);
    expect((await read(asAdmin()[':id'].retry.$post({ param: { id: 'no es un id' } }))).body.error).toBe(MAIL_MESSAGES.invalidId);

    const unsealed = await exhausted(uniqueEmail());
    await db.update(mailOutbox).set({ sealedMessage: null }).where(eq(mailOutbox.id, unsealed.id));
    const refused = await read(asAdmin()[':id'].retry.$post({ param: { id: unsealed.id } }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MAIL_MESSAGES.cannotRetry);

    const old = await exhausted(uniqueEmail());
    await db
      .update(mailOutbox)
      .set({ failedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() })
      .where(eq(mailOutbox.id, old.id));
    const expired = await read(asAdmin()[':id'].retry.$post({ param: { id: old.id } }));
    expect(expired.status).toBe(409);
    expect(expired.body.error).toBe(MAIL_MESSAGES.expired);
    const listed = (await read(asAdmin().failed.$get())).body.data;
    expect(listed.map((mail) => mail.can_retry)).toEqual([false, false]);
  });

  it('forgets a sealed copy once it can no longer be resent (the daily clean-up)', async () => {
    const kept = await exhausted(uniqueEmail());
    const old = await exhausted(uniqueEmail());
    await db
      .update(mailOutbox)
      .set({ failedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() })
      .where(eq(mailOutbox.id, old.id));
    await runCleanup({ db, bucket: { delete: async () => {} } });
    const sealed = async (id: string) =>
      (await db.select({ sealed: mailOutbox.sealedMessage }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.sealed;
    expect(await sealed(kept.id)).toMatch(/^v1\./);
    expect(await sealed(old.id)).toBeNull();
  });

  it('is the back-office’s alone', async () => {
    const customer = await createUserWithSession(db);
    expect((await read(asAdmin(customer.token).failed.$get())).status).toBe(403);
    expect((await read(asAdmin(customer.token)[':id'].retry.$post({ param: { id: crypto.randomUUID() } }))).status).toBe(403);
    expect((await read(clientAs(app).adminMail.failed.$get())).status).toBe(401);
  });
});

describe('POST /api/dev/mail-outage (the local provider’s outage)', () => {
  it('makes the local transport fail: a sign-up still answers 201 and its e-mail arrives once the outage ends', async () => {
    const email = uniqueEmail();
    const local = clientAs(app).dev;
    expect((await read(local['mail-outage'].$post({ json: { on: true } }))).body.data).toEqual({ on: true });

    expect((await signUp(email, {})).status).toBe(201);
    await queue.drain(3);
    const [waiting] = await listOutbox(db, email);
    expect(waiting).toMatchObject({ status: 'queued' });
    expect(waiting?.error).toMatch(/caído/);
    // Local retries come quickly, so the message arrives within seconds of the outage's end.
    expect(queue.delays).toEqual([1, 2, 4]);

    await read(local['mail-outage'].$post({ json: { on: false } }));
    await queue.drain();
    const delivered = await listOutbox(db, email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ status: 'sent', error: null });
    expect(delivered[0]?.links[0]).toMatch(/\/verify-email#token=/);
  });

  it('does not exist without the local switch', async () => {
    const production = clientAs(app, undefined, {}, { LOCAL_DEV: 'false', MAIL_TRANSPORT: 'outbox' }).dev;
    expect((await read(production['mail-outage'].$post({ json: { on: true } }))).status).toBe(404);
  });

  it('refuses a body without `on`', async () => {
    const refused = await read(clientAs(app).dev['mail-outage'].$post({ json: {} as { on: boolean } }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MAIL_MESSAGES.outageOn);
  });
});
