import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { FAILED_MAIL_TEXTS } from '../../worker/schemas/mail-texts';
import { sealMessage } from '../../worker/mail/seal';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { apiCall, signupCookie, uniqueEmail, type OutboxMessage } from '../helpers/e2e-accounts';
import { E2E_TOTP_KEY, executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Mail that survives its provider, on the real queue: `wrangler dev` (Miniflare) runs the mail queue, its consumer
 * and its dead letters as production does (worker/mail/). While the local provider is down
 * (POST /api/dev/mail-outage) a sign-up still answers 201 and its e-mail waits; once it is back the e-mail arrives,
 * exactly once. The back-office's 'Reintentar' sends a failed message through the same queue. With
 * E2E_SCREENSHOTS=<folder> the back-office's list is saved there at 390 and 1280 px.
 */
const baseURL = inject('baseURL');
const shots = process.env.E2E_SCREENSHOTS;

async function outbox(email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

const outage = (on: boolean) => apiCall(baseURL, 'POST', '/api/dev/mail-outage', { on });

describe('a sign-up while the e-mail provider is down', () => {
  afterAll(async () => {
    await outage(false);
  });

  it('answers 201 at once; the e-mail waits while the provider is out and arrives once, when it is back', async () => {
    expect((await outage(true)).status).toBe(200);
    const email = uniqueEmail('caida');
    const registered = await apiCall(baseURL, 'POST', '/api/auth/register', {
      name: 'Ana Prueba',
      email,
      password: 'clave-segura',
      privacy_consent: true,
    });
    expect(registered.status).toBe(201);

    // While out: the consumer tried, failed, and the queue keeps the message; nothing was delivered.
    await expect
      .poll(async () =>
        (await outbox(email)).map(
          (message) => `${message.status}, ${/caído/.test(message.error ?? '') ? 'con el error de la caída' : 'sin error'}`,
        ),
      )
      .toEqual([expect.stringMatching(/^(queued|failed), con el error de la caída$/)]);

    expect((await outage(false)).status).toBe(200);
    await expect.poll(async () => (await outbox(email)).map((message) => message.status)).toEqual(['sent']);

    // Exactly one message, and its link works.
    const messages = await outbox(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.error).toBeNull();
    const link = messages[0]!.links.find((candidate) => new URL(candidate).pathname === '/verify-email');
    expect(link).toBeDefined();
    const token = new URL(link!).hash.replace('#token=', '');
    expect((await apiCall(baseURL, 'POST', '/api/auth/verify-email', { token }, undefined, signupCookie(registered))).status).toBe(200);
  });
});

describe("the back-office's failed e-mails", () => {
  const suite = useBrowser();
  const admin = suite.admin(DESKTOP);
  const phone = suite.admin(PHONE);

  /**
   * A message the queue gave up on, as its dead-letter consumer leaves it: 'failed', with the error, and the whole
   * message sealed under the Worker's key (the harness's TOTP_ENCRYPTION_KEY).
   */
  async function deadLetter(email: string, subject: string): Promise<string> {
    const id = crypto.randomUUID();
    const link = `${baseURL}/dashboard?correo=${id}`;
    const message = { to: email, subject, text: `Hola: ${link}`, html: `<p>Hola: <a href="${link}">${link}</a></p>`, links: [link] };
    const sealed = await sealMessage(Buffer.from(E2E_TOTP_KEY, 'base64'), id, message);
    const now = new Date().toISOString();
    const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
    await executeLocalSql(
      inject('stateDir'),
      `INSERT INTO mail_outbox (id, to_email, subject, text_body, html_body, links, transport, status, error, attempts, created_at, failed_at, sealed_message)
       VALUES (${quote(id)}, ${quote(email)}, ${quote(subject)}, ${quote(message.text)}, ${quote(message.html)}, ${quote(JSON.stringify(message.links))}, 'outbox', 'failed',
       'El proveedor de correo local está caído (POST /api/dev/mail-outage)', 21, ${quote(now)}, ${quote(now)}, ${quote(sealed)})`,
    );
    return id;
  }

  async function openDashboard(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto('/admin');
    await waitForIslands(page);
    return page;
  }

  it("lists them and 'Reintentar' sends one through the queue, once", async () => {
    const email = uniqueEmail('reintento');
    const subject = 'Tu pedido fue aprobado (prueba de reintento)';
    await deadLetter(email, subject);

    const page = await openDashboard(admin.context);
    const section = page.getByRole('region', { name: FAILED_MAIL_TEXTS.title });
    const item = section.getByRole('listitem').filter({ hasText: subject });
    await item.waitFor();
    await item.getByText(email).waitFor();
    if (shots) {
      await page.screenshot({ path: `${shots}/failed-mail-1280.png`, fullPage: true });
      const small = await openDashboard(phone.context);
      await small.getByRole('region', { name: FAILED_MAIL_TEXTS.title }).getByRole('listitem').filter({ hasText: subject }).waitFor();
      await small.screenshot({ path: `${shots}/failed-mail-390.png`, fullPage: true });
      await small.close();
    }

    await item.getByRole('button', { name: `${FAILED_MAIL_TEXTS.retry}: ${subject}, para ${email}` }).click();
    await section.getByRole('status').getByText(FAILED_MAIL_TEXTS.retried).waitFor();
    await item.waitFor({ state: 'detached' });

    await expect.poll(async () => (await outbox(email)).map((message) => message.status)).toEqual(['sent']);
    const [sent] = await outbox(email);
    expect(sent?.subject).toBe(subject);
    await page.close();
  });
});
