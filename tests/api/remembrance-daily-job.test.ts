import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { remembranceDeliveries, remembranceSettings, reminderSubscriptions } from '../../db/schema';
import { createOutboxMailer, listOutbox } from '../../worker/mail/outbox';
import type { Mailer, MailMessage } from '../../worker/mail/types';
import { lightCandle } from '../../worker/services/candles';
import { runRemembranceMail } from '../../worker/services/remembrance-mail';
import { CLEANUP_CRON, MAIL_CRONS, tasksFor } from '../../worker/scheduled';
import { createUserWithSession, uniqueClient, uniqueEmail } from '../helpers/auth';
import { insertFamily, insertMemorial, PEDRO_GOMEZ } from '../helpers/memorials';
import { clientAs, read } from '../helpers/test-client';
import { useFreshTestApp } from '../helpers/test-app';

const t = useFreshTestApp();

const runDaily = (date: string, env?: object) => read(clientAs(t.app, undefined, {}, env).dev['run-daily'].$post({ query: { date } }));
const subscribe = (email: string, memorialId: string) =>
  read(clientAs(t.app).reminders.index.$post({ json: { email, memorial_profile_id: memorialId, privacy_consent: true } }));

/** A published memorial, its owner, and one confirmed subscriber (through the API, as a visitor does it). */
async function memorialWithSubscriber(values: Parameters<typeof insertMemorial>[2] = {}) {
  const owner = await createUserWithSession(t.db);
  const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true, profileName: 'Rosa Elvira Cárdenas', ...values });
  const email = uniqueEmail('familiar');
  await subscribe(email, memorial.id);
  const link = (await listOutbox(t.db, email))[0]!.links[0]!;
  await read(clientAs(t.app).reminders.confirm.$post({ json: { token: new URL(link).searchParams.get('token')! } }));
  return { owner, memorial, email };
}

const subjects = async (email: string) => (await listOutbox(t.db, email)).map((mail) => mail.subject);

describe('POST /api/dev/run-daily', () => {
  it('exists only on a developer machine (LOCAL_DEV)', async () => {
    const refused = await runDaily('2026-08-22', {
      LOCAL_DEV: 'false',
      MAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 'x',
      APP_URL: 'https://recuerdoseternos.co',
    });
    expect(refused.status).toBe(404);
    expect((await runDaily('22-08-2026')).status).toBe(400);
  });

  it('sends the cabo de año three days ahead and on the day, to the owner and the confirmed subscriber, once however often it runs', async () => {
    const { owner, memorial, email } = await memorialWithSubscriber({ deathDate: '2025-08-22' });
    const pending = uniqueEmail('pendiente');
    await subscribe(pending, memorial.id);

    expect((await runDaily('2026-08-18')).body.data.remembrance_mail!.reminders_sent).toBe(0);
    const ahead = await runDaily('2026-08-19');
    expect(ahead.status).toBe(200);
    expect(ahead.body.data.remembrance_mail!.reminders_sent).toBe(2);
    const onTheDay = await runDaily('2026-08-22');
    expect(onTheDay.body.data.remembrance_mail!.reminders_sent).toBe(2);
    const again = await runDaily('2026-08-22');
    expect(again.body.data.remembrance_mail!).toMatchObject({ reminders_sent: 0, skipped: 2 });

    for (const address of [email, owner.email]) {
      expect((await subjects(address)).filter((subject) => !subject.startsWith('Confirma'))).toEqual([
        'Hoy se cumple un año de la partida de Rosa Elvira Cárdenas',
        'En 3 días: Cabo de año de Rosa Elvira Cárdenas',
      ]);
    }
    // The unconfirmed address got its confirmation and nothing else.
    expect(await subjects(pending)).toEqual(['Confirma los recordatorios de Rosa Elvira Cárdenas']);

    const [reminder] = await listOutbox(t.db, email);
    expect(reminder!.text).toContain('Hoy, 22 de agosto de 2026.');
    expect(reminder!.links[0]).toBe(`http://localhost/memorial/${memorial.slug}`);
    const whatsapp = reminder!.links.find((link) => link.startsWith('https://wa.me/?text='));
    expect(decodeURIComponent(whatsapp!.slice('https://wa.me/?text='.length))).toBe(
      `Hoy se cumple un año de la partida de Rosa Elvira Cárdenas. Te comparto su memorial: http://localhost/memorial/${memorial.slug}`,
    );
    expect(reminder!.html).toContain('Compartir por WhatsApp');
    const [row] = await t.db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email));
    // RFC 8058: the https one-click address, and the POST it takes.
    expect(reminder!.headers).toEqual({
      'List-Unsubscribe': `<http://localhost/api/reminders/unsubscribe?token=${row!.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(reminder!.links).toContain(`http://localhost/recordatorios/baja?token=${row!.unsubscribeToken}`);
    expect(reminder!.text).toContain('Dejar de recibir recordatorios');
  });

  it('sends the misa de mes of a death on 31 January on the last day of February, and a 29 February death’s cabo de año on the 28th', async () => {
    const january = await memorialWithSubscriber({ deathDate: '2025-01-31' });
    const leap = await memorialWithSubscriber({ deathDate: '2024-02-29', profileName: 'Julio César Mora' });
    await runDaily('2025-02-25');
    await runDaily('2025-02-28');
    expect((await subjects(january.email)).filter((subject) => !subject.startsWith('Confirma'))).toEqual([
      'Hoy se cumple un mes de la partida de Rosa Elvira Cárdenas',
    ]);
    expect((await subjects(leap.email)).filter((subject) => !subject.startsWith('Confirma'))).toEqual([
      'Hoy se cumple un año de la partida de Julio César Mora',
      'En 3 días: Cabo de año de Julio César Mora',
    ]);
  });

  it('names every member of a family sharing 2 November in one e-mail', async () => {
    const owner = await createUserWithSession(t.db);
    await insertFamily(t.db, owner.user.id, { slug: 'familia-gomez', familyName: 'Gómez Herrera', isPublished: true }, [
      { ...PEDRO_GOMEZ, displayOrder: 0 },
      {
        name: 'Ana Herrera',
        birthDate: '1945-09-09',
        deathDate: '2022-07-01',
        profileImageUrl: '/media/a.jpg',
        displayOrder: 1,
      },
    ]);
    await runDaily('2026-10-30');
    await runDaily('2026-11-02');
    expect(await subjects(owner.email)).toEqual([
      'Hoy recordamos a Pedro Gómez y Ana Herrera en el Día de los Fieles Difuntos',
      'En 3 días: Día de los Fieles Difuntos: recordamos a Pedro Gómez y Ana Herrera',
    ]);
    const [today] = await listOutbox(t.db, owner.email);
    expect(today!.links[0]).toBe('http://localhost/familia/familia-gomez');
  });

  it("sends the owner nothing once the owner's reminders are off, from the settings or from the e-mail's one-click link", async () => {
    const { owner, memorial } = await memorialWithSubscriber({ deathDate: '2025-08-22' });
    await runDaily('2026-08-19');
    const [first] = await listOutbox(t.db, owner.email);
    const oneClick = first!.headers['List-Unsubscribe']!.slice(1, -1);
    // The e-mail's own link, posted as a mail client does (RFC 8058's form body): not a typed call.
    const response = await t.app.request(new URL(oneClick).pathname + new URL(oneClick).search, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await response.json()).toEqual({ success: true, data: { unsubscribed: true } });
    const [settings] = await t.db.select().from(remembranceSettings).where(eq(remembranceSettings.memorialProfileId, memorial.id));
    expect(settings!.ownerReminders).toBe(false);
    await runDaily('2026-08-22');
    expect(await subjects(owner.email)).toEqual(['En 3 días: Cabo de año de Rosa Elvira Cárdenas']);
  });
});

describe('the sent-log', () => {
  /** The outbox, failing the first `failures` sends to `address`. */
  function flakyMailer(address: string, failures: number): Mailer & { attempts: number } {
    const outbox = createOutboxMailer(t.db);
    const mailer = {
      attempts: 0,
      async send(message: MailMessage) {
        if (message.to === address) {
          mailer.attempts += 1;
          if (mailer.attempts <= failures) throw new Error('Resend respondió 503');
        }
        await outbox.send(message);
      },
    };
    return mailer;
  }

  it('retries a failed send on the next run, and sends it once', async () => {
    const { email } = await memorialWithSubscriber({ deathDate: '2025-08-22' });
    const mailer = flakyMailer(email, 1);
    const deps = { db: t.db, mailer, appUrl: 'https://recuerdoseternos.co' };
    const first = await runRemembranceMail(deps, '2026-08-22');
    expect(first).toMatchObject({ reminders_sent: 1, failed: 1 });
    const [failed] = await t.db.select().from(remembranceDeliveries).where(eq(remembranceDeliveries.status, 'failed'));
    expect(failed).toMatchObject({ attempts: 1, error: 'Error: Resend respondió 503' });
    const second = await runRemembranceMail(deps, '2026-08-22');
    expect(second).toMatchObject({ reminders_sent: 1, failed: 0, skipped: 1 });
    const third = await runRemembranceMail(deps, '2026-08-22');
    expect(third).toMatchObject({ reminders_sent: 0, skipped: 2 });
    expect((await subjects(email)).filter((subject) => subject.startsWith('Hoy'))).toHaveLength(1);
    expect(mailer.attempts).toBe(2);
  });

  it('gives up on an address after three failed runs', async () => {
    const { email } = await memorialWithSubscriber({ deathDate: '2025-08-22' });
    const deps = { db: t.db, mailer: flakyMailer(email, 10), appUrl: 'https://recuerdoseternos.co' };
    for (let run = 0; run < 3; run += 1) expect((await runRemembranceMail(deps, '2026-08-22')).failed).toBe(1);
    expect((await runRemembranceMail(deps, '2026-08-22')).failed).toBe(0);
    expect((await t.db.select().from(remembranceDeliveries).where(eq(remembranceDeliveries.status, 'failed')))[0]?.attempts).toBe(3);
  });

  it('after a run that stopped halfway sends exactly the rest, and never the message that was in flight', async () => {
    const first = await memorialWithSubscriber({ deathDate: '2025-08-22' });
    const second = await memorialWithSubscriber({ deathDate: '2025-08-22', profileName: 'Julio César Mora' });
    const deps = { db: t.db, mailer: createOutboxMailer(t.db), appUrl: 'https://recuerdoseternos.co' };
    // A run that got through one message: the rest is deferred.
    expect(await runRemembranceMail(deps, '2026-08-22', 1)).toMatchObject({ reminders_sent: 1, deferred: 3 });
    // A run that died while the provider held one message: its row stays 'sending'.
    const [inFlight] = await t.db.select().from(remembranceDeliveries).where(eq(remembranceDeliveries.status, 'sent'));
    await t.db.delete(remembranceDeliveries);
    await t.db.insert(remembranceDeliveries).values({ ...inFlight!, status: 'sending', sentAt: null });
    const rest = await runRemembranceMail(deps, '2026-08-22');
    expect(rest).toMatchObject({ reminders_sent: 3, skipped: 1, deferred: 0 });
    for (const address of [first.email, first.owner.email, second.email, second.owner.email]) {
      expect((await subjects(address)).filter((subject) => subject.startsWith('Hoy'))).toHaveLength(1);
    }
  });
});

describe("the candles' digest", () => {
  it('sends each owner one e-mail a day with the candles lit the day before on all their memorials', async () => {
    const owner = await createUserWithSession(t.db);
    const a = await insertMemorial(t.db, owner.user.id, {
      isPublished: true,
      profileName: 'Rosa Elvira Cárdenas',
      deathDate: '2020-05-06',
    });
    const b = await insertMemorial(t.db, owner.user.id, { isPublished: true, profileName: 'Julio César Mora', deathDate: '2020-05-06' });
    const quiet = await createUserWithSession(t.db);
    const off = await insertMemorial(t.db, quiet.user.id, { isPublished: true, deathDate: '2020-05-06' });
    await t.db.insert(remembranceSettings).values({ memorialProfileId: off.id, candleDigest: false });
    const yesterday = Date.parse('2026-03-10T15:00:00Z');
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target: { kind: 'memorial', id: a.id }, name: 'Tía Carmen' }, yesterday);
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target: { kind: 'memorial', id: a.id }, name: null }, yesterday);
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target: { kind: 'memorial', id: b.id }, name: 'Luis' }, yesterday);
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target: { kind: 'memorial', id: off.id }, name: 'Nadie' }, yesterday);
    // A candle of another day is not in this digest.
    await lightCandle(
      { db: t.db, ipAddress: uniqueClient() },
      { target: { kind: 'memorial', id: a.id }, name: 'Hoy' },
      Date.parse('2026-03-11T15:00:00Z'),
    );

    expect((await runDaily('2026-03-11')).body.data.remembrance_mail!.digests_sent).toBe(1);
    expect((await runDaily('2026-03-11')).body.data.remembrance_mail!.digests_sent).toBe(0);
    const mails = await listOutbox(t.db, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Encendieron 3 velas en tus memoriales']);
    expect(mails[0]!.text).toContain('Rosa Elvira Cárdenas: 2 velas, de Tía Carmen y una persona sin nombre.');
    expect(mails[0]!.text).toContain('Julio César Mora: una vela, de Luis.');
    expect(mails[0]!.text).not.toContain('Hoy');
    expect(await listOutbox(t.db, quiet.email)).toEqual([]);
  });
});

describe('the Cron Triggers', () => {
  it('run the clean-up at 03:00 and the mail at 07:00 and noon in Colombia', () => {
    expect(tasksFor(CLEANUP_CRON)).toEqual(['cleanup']);
    for (const cron of MAIL_CRONS) expect(tasksFor(cron)).toEqual(['remembrance_mail']);
    expect(tasksFor('*/5 * * * *')).toEqual(['cleanup', 'remembrance_mail']);
  });
});
