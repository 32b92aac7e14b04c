import { Hono } from 'hono';
import { hc } from 'hono/client';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { remembranceSettings } from '../../db/schema';
import { LOCAL_VARS } from '../../worker/local/vars';
import { DEFAULT_CHOICES } from '../../worker/remembrance/choices';
import { calendarRoutes } from '../../worker/remembrance/calendar-routes';
import { remembranceDatesBetween, type RemembranceSubject } from '../../worker/remembrance/rules';
import { createUserWithSession } from '../helpers/auth';
import { insertFamily, insertMemorial, PEDRO_GOMEZ } from '../helpers/memorials';
import { createTestDb } from '../helpers/test-db';

let db: Db;
let app: Hono<{ Bindings: Record<string, unknown> }>;

beforeEach(async () => {
  db = await createTestDb();
  app = new Hono<{ Bindings: Record<string, unknown> }>()
    .use(async (c, next) => {
      c.env = { ...LOCAL_VARS, APP_URL: 'https://recuerdoseternos.co', ...(c.env ?? {}) };
      await next();
    })
    .route(
      '/',
      calendarRoutes(() => db),
    );
});

/** The calendar routes' typed client, sending to this file's app: `$get` answers the .ics file's Response. */
const calendars = () =>
  hc<ReturnType<typeof calendarRoutes>>('http://localhost', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
  });
const memorialIcs = (slug: string) => calendars().memorial[':slug']['fechas.ics'].$get({ param: { slug } });
const familyIcs = (slug: string) => calendars().familia[':slug']['fechas.ics'].$get({ param: { slug } });

type Parsed = { uid: string; summary: string; isDate: boolean; recurring: boolean; url: string; dates: string[] };

/** Every event of the calendar, each expanded through `until` with ical.js's own recurrence engine. */
function parse(text: string, until: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dates: string[] = [];
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (let next = iterator.next(); next && next.toString() <= until; next = iterator.next()) dates.push(next.toString());
    } else {
      dates.push(event.startDate.toString());
    }
    return {
      uid: event.uid,
      summary: event.summary,
      isDate: event.startDate.isDate,
      recurring: event.isRecurring(),
      url: String(component.getFirstPropertyValue('url')),
      dates,
    };
  });
}

const dayList = (events: Parsed[]) => events.flatMap((event) => event.dates.map((date) => `${date} ${event.uid}`)).sort();
const expected = (subject: RemembranceSubject, choices: typeof DEFAULT_CHOICES, from: string, until: string) =>
  remembranceDatesBetween(subject, choices, from, until)
    .map(
      (date) =>
        `${date.date} ${date.kind === 'novenario' || date.kind === 'misa_de_mes' || date.kind === 'cabo_de_ano' ? date.uid : date.uid.replace(/-dia-\d$/, '')}`,
    )
    .sort();

describe('GET /memorial/{slug}/fechas.ics', () => {
  it('is an RFC 5545 calendar that a real parser reads, holding every remembrance date of a death on 29 February', async () => {
    const { user } = await createUserWithSession(db);
    const memorial = await insertMemorial(db, user.id, {
      isPublished: true,
      birthDate: '1952-02-29',
      deathDate: '2024-02-29',
      profileName: 'Rosa Elvira Cárdenas',
    });
    const response = await memorialIcs(memorial.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT12H');

    const events = parse(text, '2034-12-31');
    expect(events.every((event) => event.isDate)).toBe(true);
    expect(events.every((event) => event.url === `https://recuerdoseternos.co/memorial/${memorial.slug}`)).toBe(true);
    const subject: RemembranceSubject = {
      target: { kind: 'memorial', id: memorial.id },
      people: [{ memberId: null, name: 'Rosa Elvira Cárdenas', birthDate: '1952-02-29', deathDate: '2024-02-29', relationship: null }],
    };
    expect(dayList(events)).toEqual(expected(subject, DEFAULT_CHOICES, '2024-02-29', '2034-12-31'));

    // The leap-day dates, read back from the parser: the 28th in common years, the 29th in leap years.
    const anniversary = events.find((event) => event.uid.includes('-aniversario'));
    expect(anniversary?.recurring).toBe(true);
    expect(anniversary?.summary).toBe('Aniversario de la partida de Rosa Elvira Cárdenas');
    expect(anniversary?.dates.slice(0, 4)).toEqual(['2026-02-28', '2027-02-28', '2028-02-29', '2029-02-28']);
    const birthday = events.find((event) => event.uid.includes('-cumpleanos'));
    expect(birthday?.dates.slice(0, 3)).toEqual(['2024-02-29', '2025-02-28', '2026-02-28']);
    expect(events.find((event) => event.uid.includes('-cabo-de-ano'))).toMatchObject({ recurring: false, dates: ['2025-02-28'] });
    expect(events.find((event) => event.uid.includes('-misa-de-mes'))).toMatchObject({ recurring: false, dates: ['2024-03-29'] });
    const novenario = events.filter((event) => event.uid.includes('-novenario'));
    expect(novenario).toHaveLength(9);
    expect(novenario.every((event) => !event.recurring)).toBe(true);
    expect(novenario.at(-1)).toMatchObject({ summary: 'Último día del novenario de Rosa Elvira Cárdenas', dates: ['2024-03-08'] });
    expect(events.find((event) => event.uid.includes('-fieles-difuntos'))?.dates.slice(0, 2)).toEqual(['2024-11-02', '2025-11-02']);

    // Stable UIDs: the same memorial gives the same events on every request.
    const again = parse(await (await memorialIcs(memorial.slug)).text(), '2034-12-31');
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });

  it("follows the owner's choices: Día de la Madre on, 2 November off", async () => {
    const { user } = await createUserWithSession(db);
    const memorial = await insertMemorial(db, user.id, { isPublished: true, deathDate: '2023-01-31' });
    await db.insert(remembranceSettings).values({ memorialProfileId: memorial.id, diaDeLaMadre: true, fielesDifuntos: false });
    const events = parse(await (await memorialIcs(memorial.slug)).text(), '2026-12-31');
    const mothers = events.find((event) => event.uid.includes('-dia-de-la-madre'));
    expect(mothers?.dates).toEqual(['2023-05-14', '2024-05-12', '2025-05-11', '2026-05-10']);
    expect(events.some((event) => event.uid.includes('-fieles-difuntos'))).toBe(false);
    expect(events.find((event) => event.uid.includes('-misa-de-mes'))?.dates).toEqual(['2023-02-28']);
  });

  it('leaves out the dates that would reveal a death date the family hid', async () => {
    const { user } = await createUserWithSession(db);
    const memorial = await insertMemorial(db, user.id, { isPublished: true, showDeathDate: false });
    const events = parse(await (await memorialIcs(memorial.slug)).text(), '2030-12-31');
    expect(events.map((event) => event.uid.split('@')[0]!.replace(`memorial-${memorial.id}-`, ''))).toEqual(['cumpleanos']);
  });

  it('answers 404 for a memorial that is not published, or does not exist', async () => {
    const { user } = await createUserWithSession(db);
    const draft = await insertMemorial(db, user.id, { isPublished: false });
    expect((await memorialIcs(draft.slug)).status).toBe(404);
    expect((await memorialIcs('nadie-aqui')).status).toBe(404);
  });
});

describe('GET /familia/{slug}/fechas.ics', () => {
  it("holds each member's dates with the member's name, and the family days only for a mother or a father", async () => {
    const { user } = await createUserWithSession(db);
    const family = await insertFamily(db, user.id, { slug: 'familia-gomez-herrera', familyName: 'Gómez Herrera', isPublished: true }, [
      { ...PEDRO_GOMEZ, relationship: 'padre', displayOrder: 0 },
      {
        name: 'Luis Gómez',
        birthDate: '1970-01-20',
        deathDate: '2024-10-30',
        profileImageUrl: '/media/l.jpg',
        relationship: 'hijo',
        displayOrder: 1,
      },
    ]);
    await db.insert(remembranceSettings).values({ familyProfileId: family.id, diaDelPadre: true });
    const response = await familyIcs('familia-gomez-herrera');
    expect(response.status).toBe(200);
    const events = parse(await response.text(), '2027-12-31');
    expect(events.find((event) => event.summary === 'Cabo de año de Luis Gómez')?.dates).toEqual(['2025-10-30']);
    expect(events.filter((event) => event.uid.includes('-dia-del-padre')).map((event) => event.summary)).toEqual([
      'Día del Padre: recordamos a Pedro Gómez',
    ]);
    // One 2 November for the whole family, naming both (not one per member).
    expect(events.filter((event) => event.uid.includes('-fieles-difuntos')).map((event) => event.summary)).toEqual([
      'Día de los Fieles Difuntos: recordamos a Pedro Gómez y Luis Gómez',
    ]);
    expect(events.every((event) => event.url === 'https://recuerdoseternos.co/familia/familia-gomez-herrera')).toBe(true);
    expect((await familyIcs('familia-otra')).status).toBe(404);
  });
});

/**
 * A name written to the database before the schemas refused control characters (or by anything that skips
 * the API) must stay text: ical-generator writes the calendar's own NAME, X-WR-CALNAME and X-WR-CALDESC as given.
 */
describe('a name with line breaks already in the database', () => {
  const INJECTED =
    '\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:intruso@evil.example\r\nDTSTART;VALUE=DATE:20300101\r\nSUMMARY:Evento intruso\r\nEND:VEVENT';
  /** Short enough for the family's (100) and the member's (50) length checks in the database. */
  const SHORT = '\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT';
  const lines = (value: string) => value.replace(/\r\n/g, '\n');

  // ical.js has no type for NAME (RFC 7986) and the X-WR- properties and hands them back raw: they are TEXT
  // values (RFC 5545 §3.3.11), so the parser is told so and reads them back unescaped, as a calendar app does.
  Object.assign(ICAL.design.icalendar.property, {
    name: { defaultType: 'text' },
    'x-wr-calname': { defaultType: 'text' },
    'x-wr-caldesc': { defaultType: 'text' },
  });

  /** The calendar as a parser reads it: how many calendars and events, and its name and description as text. */
  function read(text: string) {
    const root = ICAL.parse(text) as unknown[];
    const calendars = Array.isArray(root[0]) ? root.length : 1;
    const calendar = new ICAL.Component(ICAL.parse(text));
    return {
      calendars,
      events: calendar.getAllSubcomponents('vevent'),
      name: calendar.getFirstPropertyValue('name'),
      calname: calendar.getFirstPropertyValue('x-wr-calname'),
      caldesc: calendar.getFirstPropertyValue('x-wr-caldesc'),
    };
  }

  const countLines = (text: string, line: string) => text.split('\r\n').filter((each) => each === line).length;

  it('keeps a memorial’s whole name as the calendar’s name and adds no event', async () => {
    const { user } = await createUserWithSession(db);
    const name = `Rosa; Elvira,\u001bCárdenas\\${INJECTED}`;
    const clean = await insertMemorial(db, user.id, { isPublished: true, deathDate: '2023-01-31' });
    const dirty = await insertMemorial(db, user.id, { isPublished: true, deathDate: '2023-01-31', profileName: name });
    const expectedEvents = read(await (await memorialIcs(clean.slug)).text()).events.length;
    expect(expectedEvents).toBeGreaterThan(10);

    const text = await (await memorialIcs(dirty.slug)).text();
    expect(countLines(text, 'BEGIN:VCALENDAR')).toBe(1);
    expect(countLines(text, 'END:VCALENDAR')).toBe(1);
    expect(countLines(text, 'BEGIN:VEVENT')).toBe(expectedEvents);
    expect(text).not.toContain('\u001b');
    const parsed = read(text);
    expect(parsed.calendars).toBe(1);
    expect(parsed.events).toHaveLength(expectedEvents);
    expect(parsed.events.map((event) => String(event.getFirstPropertyValue('uid')))).not.toContain('intruso@evil.example');
    // The name comes back as text: its line breaks as line breaks, its escape character as a space.
    const asText = `Rosa; Elvira, Cárdenas\\${lines(INJECTED)}`;
    expect(parsed.calname).toBe(`Fechas para recordar: ${asText}`);
    expect(parsed.name).toBe(`Fechas para recordar: ${asText}`);
    expect(parsed.caldesc).toBe(`Las fechas para recordar a ${asText}. https://recuerdoseternos.co/memorial/${dirty.slug}`);
    expect(
      parsed.events.every(
        (event) =>
          event.getFirstPropertyValue('description') === `En memoria de ${asText}: https://recuerdoseternos.co/memorial/${dirty.slug}`,
      ),
    ).toBe(true);
  });

  it('keeps a family’s and its members’ names as text and adds no event', async () => {
    const { user } = await createUserWithSession(db);
    const family = async (slug: string, familyName: string, memberName: string) => {
      await insertFamily(db, user.id, { slug, familyName, isPublished: true }, [
        { ...PEDRO_GOMEZ, name: memberName, relationship: 'padre', displayOrder: 0 },
      ]);
    };
    await family('familia-limpia', 'Gómez', 'Pedro');
    await family('familia-inyectada', `Gómez${SHORT}`, `Pedro${SHORT}`);
    const expectedEvents = read(await (await familyIcs('familia-limpia')).text()).events.length;
    expect(expectedEvents).toBeGreaterThan(10);

    const text = await (await familyIcs('familia-inyectada')).text();
    expect(countLines(text, 'BEGIN:VCALENDAR')).toBe(1);
    expect(countLines(text, 'BEGIN:VEVENT')).toBe(expectedEvents);
    const parsed = read(text);
    expect(parsed.calendars).toBe(1);
    expect(parsed.events).toHaveLength(expectedEvents);
    expect(parsed.events.map((event) => String(event.getFirstPropertyValue('uid')))).not.toContain('x');
    expect(parsed.calname).toBe(`Fechas para recordar: Gómez${lines(SHORT)}`);
    expect(parsed.events.every((event) => String(event.getFirstPropertyValue('summary')).includes(`Pedro${lines(SHORT)}`))).toBe(true);
  });
});
