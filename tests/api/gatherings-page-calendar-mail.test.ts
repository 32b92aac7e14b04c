import { Hono } from 'hono';
import { hc } from 'hono/client';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { familyProfiles, gatherings } from '../../db/schema';
import { LOCAL_VARS } from '../../worker/local/vars';
import { listOutbox } from '../../worker/mail/outbox';
import { calendarRoutes } from '../../worker/remembrance/calendar-routes';
import { publicGatherings, SHOWN_AFTER_START_MS } from '../../worker/services/gatherings';
import { createUserWithSession, uniqueEmail } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { clientAs, read } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function publishedMemorial(values: Parameters<typeof insertMemorial>[2] = {}) {
  const owner = await createUserWithSession(t.db);
  const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true, ...values });
  return { owner, memorial };
}

type GatheringRow = typeof gatherings.$inferInsert;
const add = async (values: Partial<GatheringRow> & Pick<GatheringRow, 'startsAt'>) =>
  (
    await t.db
      .insert(gatherings)
      .values({ kind: 'misa', placeName: 'Parroquia San José', ...values })
      .returning()
  )[0]!;

describe("the public page's gatherings (publicGatherings)", () => {
  it("announces what is not over and starts within 60 Colombian days, names today's, and says when the page must change", async () => {
    const { memorial } = await publishedMemorial();
    const target = { kind: 'memorial' as const, id: memorial.id };
    // 10:00 in Colombia (15:00 UTC) on a fixed day.
    const now = Date.parse('2026-12-05T15:00:00.000Z');
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const over = await add({ memorialProfileId: memorial.id, startsAt: iso(-SHOWN_AFTER_START_MS - 1000) });
    const underWay = await add({ memorialProfileId: memorial.id, kind: 'velacion', startsAt: iso(-20 * HOUR), endsAt: iso(2 * HOUR) });
    const laterToday = await add({ memorialProfileId: memorial.id, startsAt: iso(5 * HOUR) });
    const inTwoMonths = await add({ memorialProfileId: memorial.id, startsAt: '2027-02-02T20:00:00.000Z' });
    // 2027-02-03 in Colombia is the 61st day counting today.
    const beyond = await add({ memorialProfileId: memorial.id, startsAt: '2027-02-04T06:00:00.000Z' });

    const page = await publicGatherings({ db: t.db }, target, now);
    expect(page.upcoming.map((g) => g.id)).toEqual([underWay.id, laterToday.id, inTwoMonths.id]);
    expect(page.upcoming.map((g) => g.id)).not.toContain(over.id);
    expect(page.upcoming.map((g) => g.id)).not.toContain(beyond.id);
    expect(page.today.map((g) => g.id)).toEqual([underWay.id, laterToday.id]);
    // The velación ends first: the kept page is good until then.
    expect(page.fresh_until).toBe(now + 2 * HOUR);

    const afterIt = await publicGatherings({ db: t.db }, target, now + 2 * HOUR);
    expect(afterIt.upcoming.map((g) => g.id)).toEqual([laterToday.id, inTwoMonths.id]);
    expect(afterIt.fresh_until).toBe(now + 5 * HOUR + SHOWN_AFTER_START_MS);
    expect((await publicGatherings({ db: t.db }, { kind: 'family', id: crypto.randomUUID() }, now)).fresh_until).toBeNull();
  });
});

describe('fechas.ics with gatherings', () => {
  const app = () =>
    new Hono<{ Bindings: Record<string, unknown> }>()
      .use(async (c, next) => {
        c.env = { ...LOCAL_VARS, APP_URL: 'https://recuerdoseternos.co', ...(c.env ?? {}) };
        await next();
      })
      .route(
        '/',
        calendarRoutes(() => t.db),
      );
  const calendars = () => {
    const routes = app();
    return hc<ReturnType<typeof calendarRoutes>>('http://localhost', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(routes.request(input instanceof Request ? input : String(input), init)),
    });
  };

  it('carries each gathering at its hour, with its place as LOCATION and the livestream as URL, parsed back with ical.js', async () => {
    const { memorial } = await publishedMemorial({ profileName: 'Rosa Elvira Cárdenas' });
    const misa = await add({
      memorialProfileId: memorial.id,
      kind: 'misa_de_mes',
      title: 'Misa por Rosa; con todos',
      startsAt: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 11) + '20:00:00.000Z',
      placeName: 'Parroquia San José',
      address: 'Calle 10 # 5-20, Medellín',
      livestreamUrl: 'https://www.youtube.com/live/abc123',
      notes: 'Habrá café.',
    });
    const velacion = await add({
      memorialProfileId: memorial.id,
      kind: 'velacion',
      startsAt: new Date(Date.now() + 2 * DAY).toISOString().slice(0, 11) + '13:00:00.000Z',
      endsAt: new Date(Date.now() + 2 * DAY).toISOString().slice(0, 11) + '23:00:00.000Z',
      placeName: 'Funeraria San Vicente',
      latitude: 6.2442,
      longitude: -75.5812,
    });
    // Long past: not in the calendar any more.
    await add({ memorialProfileId: memorial.id, startsAt: new Date(Date.now() - 60 * DAY).toISOString() });

    const response = await calendars().memorial[':slug']['fechas.ics'].$get({ param: { slug: memorial.slug } });
    expect(response.status).toBe(200);
    const component = new ICAL.Component(ICAL.parse(await response.text()));
    const events = component
      .getAllSubcomponents('vevent')
      .map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }))
      .filter(({ event }) => event.uid.startsWith('encuentro-'));
    expect(events.map(({ event }) => event.uid)).toEqual([
      `encuentro-${velacion.id}@recuerdoseternos.co`,
      `encuentro-${misa.id}@recuerdoseternos.co`,
    ]);

    const [second, first] = events;
    expect(first!.event.summary).toBe('Misa de mes: Misa por Rosa; con todos');
    expect(first!.event.startDate.isDate).toBe(false);
    expect(first!.event.startDate.toJSDate().toISOString()).toBe(misa.startsAt);
    expect(first!.event.location).toBe('Parroquia San José, Calle 10 # 5-20, Medellín');
    expect(String(first!.vevent.getFirstPropertyValue('url'))).toBe('https://www.youtube.com/live/abc123');
    expect(first!.event.description).toContain('(hora de Colombia)');
    expect(first!.event.description).toContain('Habrá café.');
    expect(first!.event.description).toContain('Cómo llegar: https://www.google.com/maps/dir/?api=1&destination=');

    expect(second!.event.summary).toBe('Velación');
    expect(second!.event.startDate.toJSDate().toISOString()).toBe(velacion.startsAt);
    expect(second!.event.endDate.toJSDate().toISOString()).toBe(velacion.endsAt);
    expect(second!.event.location).toBe('Funeraria San Vicente');
    expect(String(second!.vevent.getFirstPropertyValue('url'))).toBe(`https://recuerdoseternos.co/memorial/${memorial.slug}`);
    expect(second!.event.description).toContain('destination=6.2442,-75.5812');
  });
});

describe('the day-before e-mail of a gathering', () => {
  const runDaily = (date: string) => read(clientAs(t.app).dev['run-daily'].$post({ query: { date } }));

  it('goes to each confirmed subscriber of a published page once, with one-click unsubscribe; not to the owner, nor for an unpublished page', async () => {
    const { owner, memorial } = await publishedMemorial({ profileName: 'Rosa Elvira Cárdenas' });
    const email = uniqueEmail('familiar');
    await read(clientAs(t.app).reminders.index.$post({ json: { email, memorial_profile_id: memorial.id, privacy_consent: true } }));
    const link = (await listOutbox(t.db, email))[0]!.links[0]!;
    await read(clientAs(t.app).reminders.confirm.$post({ json: { token: new URL(link).searchParams.get('token')! } }));
    const pending = uniqueEmail('pendiente');
    await read(
      clientAs(t.app).reminders.index.$post({ json: { email: pending, memorial_profile_id: memorial.id, privacy_consent: true } }),
    );

    // 15:00 and 18:30 in Colombia on 11 March 2027; the run of 10 March sends the notice.
    await add({
      memorialProfileId: memorial.id,
      startsAt: '2027-03-11T20:00:00.000Z',
      placeName: 'Parroquia San José',
      address: 'Calle 10 # 5-20',
      livestreamUrl: 'https://www.youtube.com/live/abc',
    });
    await add({
      memorialProfileId: memorial.id,
      kind: 'novenario',
      startsAt: '2027-03-11T23:30:00.000Z',
      placeName: 'Casa de la familia',
      latitude: 6.25,
      longitude: -75.56,
    });
    const hidden = await insertMemorial(t.db, owner.user.id, { isPublished: false });
    await add({ memorialProfileId: hidden.id, startsAt: '2027-03-11T20:00:00.000Z' });
    const [family] = await t.db
      .insert(familyProfiles)
      .values({ userId: owner.user.id, slug: `familia-ruiz-${Date.now()}`, familyName: 'Ruiz', isPublished: true })
      .returning();
    await add({ familyProfileId: family!.id, startsAt: '2027-03-11T20:00:00.000Z' });

    const mailSubjects = async (address: string) =>
      (await listOutbox(t.db, address)).map((mail) => mail.subject).filter((subject) => subject.startsWith('Mañana'));
    expect((await runDaily('2027-03-09')).status).toBe(200);
    expect(await mailSubjects(email)).toEqual([]);
    expect((await runDaily('2027-03-10')).body.data.remembrance_mail!.reminders_sent).toBe(1);
    expect((await runDaily('2027-03-10')).body.data.remembrance_mail!).toMatchObject({ reminders_sent: 0, skipped: 1 });
    expect(await mailSubjects(email)).toEqual(['Mañana: Misa en memoria de Rosa Elvira Cárdenas']);
    expect(await mailSubjects(pending)).toEqual([]);
    expect(await mailSubjects(owner.email)).toEqual([]);

    const [mail] = (await listOutbox(t.db, email)).filter((each) => each.subject.startsWith('Mañana'));
    expect(mail!.text).toContain('Misa: jueves 11 de marzo, 3:00 p. m., en Parroquia San José (Calle 10 # 5-20).');
    expect(mail!.text).toContain('Novenario: jueves 11 de marzo, 6:30 p. m., en Casa de la familia.');
    expect(mail!.links).toContain('https://www.youtube.com/live/abc');
    expect(mail!.links).toContain('https://www.google.com/maps/dir/?api=1&destination=6.25,-75.56');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(oneClick).toMatch(/\/api\/reminders\/unsubscribe\?token=/);
    const token = new URL(oneClick).searchParams.get('token')!;
    expect((await read(clientAs(t.app).reminders.unsubscribe.$post({ query: { token } }))).status).toBe(200);
  });
});
