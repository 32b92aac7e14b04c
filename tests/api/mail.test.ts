import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { mailOutbox, memorialProfiles } from '../../db/schema';
import { createMailer, listOutbox, type MailMessage } from '../../worker/mail';
import { plaqueMessage } from '../../worker/mail/plaque-templates';
import { reminderConfirmationMessage } from '../../worker/mail/remembrance-templates';
import { RESEND_ENDPOINT } from '../../worker/mail/resend';
import { shortUrl } from '../../worker/services/short-links';
import { createUserWithSession } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { createTestDb } from '../helpers/test-db';

const message = (to: string, subject: string, link = `https://example.co/${encodeURIComponent(subject)}`): MailMessage => ({
  to,
  subject,
  text: `texto ${link}`,
  html: `<p>${link}</p>`,
  links: [link],
});

type Call = { url: string; init: RequestInit };

/** Records each request and answers with `reply` instead of reaching the network. */
function fakeFetch(reply: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init: init ?? {} });
    return reply();
  };
  return { impl, calls };
}

const rowsFor = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, to));

let db: Db;
beforeEach(async () => {
  db = await createTestDb();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('outbox transport', () => {
  const outbox = () => createMailer({ transport: 'outbox', from: 'x@y.co', local: true }, db);

  it('stores the message as sent and lists it case-insensitively, newest first', async () => {
    const mailer = outbox();
    await mailer.send(message('Ana@Correo.CO', 'primero'));
    await mailer.send(message('otra@correo.co', 'ajeno'));
    await mailer.send(message('ana@correo.co', 'segundo'));

    const listed = await listOutbox(db, '  ANA@correo.co ');
    expect(listed.map((entry) => entry.subject)).toEqual(['segundo', 'primero']);
    expect(listed[1]).toEqual({
      id: expect.any(String),
      to: 'Ana@Correo.CO',
      subject: 'primero',
      text: 'texto https://example.co/primero',
      html: '<p>https://example.co/primero</p>',
      links: ['https://example.co/primero'],
      headers: {},
      status: 'sent',
      error: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const [row] = await rowsFor(db, 'Ana@Correo.CO');
    expect(row).toMatchObject({ transport: 'outbox', status: 'sent', error: null });
    expect(row?.sentAt).toEqual(expect.any(String));
  });

  it('keeps only the latest 50 for one address', async () => {
    const mailer = outbox();
    for (let i = 0; i < 52; i++) await mailer.send(message('mucho@correo.co', `n${i}`));
    const listed = await listOutbox(db, 'mucho@correo.co');
    expect(listed).toHaveLength(50);
    expect(listed[0]?.subject).toBe('n51');
    expect(listed[49]?.subject).toBe('n2');
  });

  it('lists the later of two messages written in the same millisecond first', async () => {
    const row = { toEmail: 'ana@correo.co', textBody: 't', htmlBody: 'h', transport: 'outbox', status: 'sent' };
    const createdAt = '2030-01-01T00:00:00.000Z';
    await db.insert(mailOutbox).values({ ...row, subject: 'antes', createdAt });
    await db.insert(mailOutbox).values({ ...row, subject: 'después', createdAt });
    expect((await listOutbox(db, 'ana@correo.co')).map((entry) => entry.subject)).toEqual(['después', 'antes']);
  });

  it('answers an empty list for an address with no mail', async () => {
    expect(await listOutbox(db, 'nadie@correo.co')).toEqual([]);
  });

  it('prints each link on one console line so a developer can click it', async () => {
    await outbox().send(message('ana@correo.co', 'Verifica tu correo', 'http://localhost:4321/verify-email#token=abc'));
    expect(console.info).toHaveBeenCalledTimes(1);
    const [line] = vi.mocked(console.info).mock.calls[0] ?? [];
    expect(line).toBe('[correo] para ana@correo.co — Verifica tu correo: http://localhost:4321/verify-email#token=abc');
  });
});

describe('resend transport', () => {
  const config = {
    transport: 'resend',
    from: 'Recuerdos Eternos <hola@recuerdoseternos.co>',
    resendApiKey: 're_test',
    local: false,
  } as const;

  it('posts the message to Resend with the key and records it as sent', async () => {
    const fake = fakeFetch(() => Response.json({ id: 'resend-id' }));
    await createMailer(config, db, fake.impl).send(message('luis@correo.co', 'Hola'));

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url).toBe(RESEND_ENDPOINT);
    expect(call?.init.method).toBe('POST');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer re_test');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      from: config.from,
      to: ['luis@correo.co'],
      subject: 'Hola',
      html: '<p>https://example.co/Hola</p>',
      text: 'texto https://example.co/Hola',
    });

    const rows = await rowsFor(db, 'luis@correo.co');
    expect(rows).toHaveLength(1);
    // A record of what was sent, never a usable copy of its one-time link.
    expect(rows[0]).toMatchObject({ transport: 'resend', status: 'sent', error: null, links: [] });
    expect(rows[0]).toMatchObject({ textBody: 'texto [enlace omitido]', htmlBody: '<p>[enlace omitido]</p>' });
    expect(rows[0]?.sentAt).toEqual(expect.any(String));
    expect(console.info).not.toHaveBeenCalled();
  });

  it('records a 500 as failed with the reason and throws', async () => {
    const fake = fakeFetch(() => new Response('{"message":"boom"}', { status: 500 }));
    await expect(createMailer(config, db, fake.impl).send(message('luis@correo.co', 'Hola'))).rejects.toThrow(/500/);

    const [row] = await rowsFor(db, 'luis@correo.co');
    expect(row).toMatchObject({ transport: 'resend', status: 'failed', sentAt: null });
    expect(row?.error).toContain('500');
    expect(row?.error).toContain('boom');
  });

  it('records a network failure as failed and throws', async () => {
    const fake = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(createMailer(config, db, fake.impl).send(message('luis@correo.co', 'Hola'))).rejects.toThrow(/fetch failed/);
    const [row] = await rowsFor(db, 'luis@correo.co');
    expect(row).toMatchObject({ status: 'failed' });
  });
});

describe('createMailer', () => {
  it('refuses the resend transport without an API key', () => {
    expect(() => createMailer({ transport: 'resend', from: 'hola@recuerdoseternos.co', local: false }, db)).toThrow(/RESEND_API_KEY/);
  });
});

describe('links in e-mails', () => {
  it('writes the plaque’s link in lower case, as people type it, in every plaque e-mail', () => {
    const link = shortUrl('https://RecuerdosEternos.co', '7HNPWR');
    expect(link).toBe('https://recuerdoseternos.co/q/7hnpwr');
    const delivery = { recipient_name: 'Luz Gómez', address: 'Calle 10 # 43-20', municipality: 'Medellín', department: 'Antioquia' };
    for (const status of ['grabada', 'entregada'] as const) {
      const mail = plaqueMessage({
        to: 'ana@correo.co',
        link: 'https://recuerdoseternos.co/dashboard',
        plaque: { status, memorial: { name: 'Rosa', short_url: link }, delivery, carrier: 'Servientrega', tracking_number: 'SV1' },
      });
      expect(mail.text).toContain(`Su código QR abre ${link}.`);
      expect(mail.html).toContain(link);
      // Nothing a person reads is in capitals: no 'HTTPS://' and no '/Q/'.
      expect(`${mail.text}${mail.html}`).not.toMatch(/HTTPS?:|\/Q\//);
    }
  });
});

describe('custom headers (a reminder’s RFC 8058 unsubscribe)', () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  const unsubscribe = 'https://recuerdoseternos.co/api/reminders/unsubscribe?token=abc';
  const withHeaders = (to: string): MailMessage => ({
    ...message(to, 'Recordatorio', unsubscribe),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });

  it('reach Resend with the message, and its stored copy without the link', async () => {
    const fake = fakeFetch(() => new Response('{}', { status: 200 }));
    const mailer = createMailer(
      { transport: 'resend', from: 'Recuerdos <no-responder@recuerdoseternos.co>', resendApiKey: 're_x', local: false },
      db,
      fake.impl,
    );
    await mailer.send(withHeaders('visita@example.com'));
    const body = JSON.parse(String(fake.calls[0]!.init.body)) as { headers: Record<string, string> };
    expect(body.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [row] = await rowsFor(db, 'visita@example.com');
    expect(row!.headers).toEqual({ 'List-Unsubscribe': '<[enlace omitido]>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('are kept by the local outbox for the tests to read', async () => {
    const mailer = createMailer({ transport: 'outbox', from: 'x', local: true }, db);
    await mailer.send(withHeaders('visita@example.com'));
    await mailer.send(message('otra@example.com', 'Sin cabeceras'));
    expect((await listOutbox(db, 'visita@example.com'))[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await listOutbox(db, 'otra@example.com'))[0]!.headers).toEqual({});
  });
});

/**
 * A name written before the schemas refused control characters (or by anything that skips the API) reaches
 * the Subject: every transport gets it on one line, so "\r\nBcc: …" never becomes a header of its own.
 */
describe('header values built from a name stored with line breaks', () => {
  const INJECTED = 'Rosa Elvira\r\nBcc: x@evil.example\r\n\r\n<b>cuerpo</b>';
  const ONE_LINE = 'Rosa Elvira Bcc: x@evil.example <b>cuerpo</b>';
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;

  /** The confirmation e-mail of a memorial whose name was stored straight in the database. */
  async function confirmationFor(to: string) {
    const { user } = await createUserWithSession(db);
    const stored = await insertMemorial(db, user.id, { isPublished: true, profileName: INJECTED });
    const [row] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.id, stored.id));
    expect(row!.profileName).toBe(INJECTED);
    const mail = reminderConfirmationMessage({
      to,
      memorialName: row!.profileName,
      link: 'https://recuerdoseternos.co/recordatorios/confirmar?token=t',
      pageUrl: 'https://recuerdoseternos.co/memorial/x',
    });
    return {
      ...mail,
      headers: {
        'List-Unsubscribe': `<https://recuerdoseternos.co/api/reminders/unsubscribe?token=t\r\nBcc: x@evil.example>`,
        'X-Bad\r\nName': 'v',
      },
    };
  }

  it('reach Resend and its record with no CR or LF in the subject, the sender or any header', async () => {
    const fake = fakeFetch(() => Response.json({ id: 'resend-id' }));
    const config = {
      transport: 'resend',
      from: 'Recuerdos Eternos\r\nBcc: x@evil.example <hola@recuerdoseternos.co>',
      resendApiKey: 're_test',
      local: false,
    } as const;
    await createMailer(config, db, fake.impl).send(await confirmationFor('visita@correo.co'));

    const body = JSON.parse(String(fake.calls[0]!.init.body)) as {
      from: string;
      to: string[];
      subject: string;
      headers: Record<string, string>;
    };
    expect(body.subject).toBe(`Confirma los recordatorios de ${ONE_LINE}`);
    expect(body.from).toBe('Recuerdos Eternos Bcc: x@evil.example <hola@recuerdoseternos.co>');
    expect(body.to).toEqual(['visita@correo.co']);
    expect(body.headers).toEqual({
      'List-Unsubscribe': '<https://recuerdoseternos.co/api/reminders/unsubscribe?token=t Bcc: x@evil.example>',
      'X-BadName': 'v',
    });
    for (const value of [body.subject, body.from, ...Object.keys(body.headers), ...Object.values(body.headers)])
      expect(value).not.toMatch(CONTROLS);

    const [row] = await rowsFor(db, 'visita@correo.co');
    expect(row!.subject).toBe(`Confirma los recordatorios de ${ONE_LINE}`);
  });

  it('are kept on one line by the local outbox', async () => {
    const mailer = createMailer({ transport: 'outbox', from: 'x', local: true }, db);
    await mailer.send(await confirmationFor('visita@correo.co'));
    const [mail] = await listOutbox(db, 'visita@correo.co');
    expect(mail!.subject).toBe(`Confirma los recordatorios de ${ONE_LINE}`);
    for (const value of [mail!.subject, mail!.to, ...Object.keys(mail!.headers), ...Object.values(mail!.headers)])
      expect(value).not.toMatch(CONTROLS);
    // The body is not a header: the name keeps its words there (escaped as HTML).
    expect(mail!.html).toContain('&lt;b&gt;cuerpo&lt;/b&gt;');
  });
});
