/**
 * 'Agregar a mi calendario': a memorial's remembrance dates as an RFC 5545 calendar, written by ical-generator
 * (plain strings, no Node API: it runs in the Worker). Every event is all-day (a date, no time zone: the same
 * day wherever the relative lives). The dates that happen once (the novenario's nine days, the misa de mes, the
 * cabo de año) are single events; the yearly ones (later anniversaries, the birthday, 2 November, Día de la
 * Madre and del Padre) are one event each with a yearly RRULE, starting at their first occurrence after the
 * death. 2 November is the whole family's day: one event naming every member who keeps it, never one per
 * member (a family of three would see three 'Día de los Fieles Difuntos' on one day). UIDs come from the memorial, the kind and the member (./rules.ts eventUid), so a subscribed calendar
 * (webcal://) updates its events instead of piling up copies. The RRULEs give exactly the dates
 * ./rules.ts lists: a 29 February uses BYMONTHDAY=-1 of February (the 28th in common years).
 *
 * Names come from people (and rows written before the schemas refused control characters): ical-generator
 * escapes its events' texts but writes the calendar's own NAME, X-WR-CALNAME, X-WR-CALDESC and URL as given,
 * so a name with "\r\nEND:VCALENDAR\r\nBEGIN:VEVENT…" would write events into every subscriber's calendar.
 * Those are escaped here (calendarText, calendarUri); the events' texts only lose their other control characters
 * (eventText), ical-generator escapes the rest, so nothing is escaped twice.
 */
import ical, { ICalEventRepeatingFreq, ICalWeekday, type ICalRepeatingOptions } from 'ical-generator';
import { DEFAULT_CHOICES, type RemembranceChoices, type RemembranceKind } from './choices';
import { addDays, formatDay, parseDay } from './day-math';
import { eventUid, keptKinds, remembranceDatesBetween, type RememberedPerson, type RemembranceSubject } from './rules';
import { dateTitle, joinNames } from './texts';
import { memorialPhrase } from '../schemas/family-name';
import type { GatheringDto } from '../schemas/gatherings';
import { addGatheringEvents } from './gathering-events';

export type CalendarInput = {
  subject: RemembranceSubject;
  choices: RemembranceChoices;
  /** The memorial's or family's name, for the calendar's own name. */
  name: string;
  /** The public page's absolute address, linked from every event. */
  pageUrl: string;
  /** DTSTAMP: when this copy was made. */
  now?: Date;
  /** The family's gatherings (docs/features/gatherings.md), each an event at its hour (./gathering-events.ts). */
  gatherings?: readonly GatheringDto[];
};

const YEARLY_KINDS: ReadonlySet<RemembranceKind> = new Set([
  'aniversario',
  'cumpleanos',
  'fieles_difuntos',
  'dia_de_la_madre',
  'dia_del_padre',
]);

/** How often a subscribed calendar should ask again: the owner may change the dates kept. */
const REFRESH_SECONDS = 12 * 60 * 60;

/** The kind alone, for the search of a yearly kind's first date. */
const onlyKind = (kind: RemembranceKind): RemembranceChoices =>
  Object.fromEntries(Object.keys(DEFAULT_CHOICES).map((key) => [key, key === kind])) as RemembranceChoices;

/** The yearly rule that repeats a kind's first date as ./rules.ts does (`leapDay`: its source day is 29 February). */
function yearlyRule(kind: RemembranceKind, leapDay: boolean): ICalRepeatingOptions {
  if (kind === 'dia_de_la_madre') return { freq: ICalEventRepeatingFreq.YEARLY, byMonth: 5, byDay: ICalWeekday.SU, bySetPos: 2 };
  if (kind === 'dia_del_padre') return { freq: ICalEventRepeatingFreq.YEARLY, byMonth: 6, byDay: ICalWeekday.SU, bySetPos: 3 };
  // Kept on the 28th in common years and the 29th in leap years: February's last day, every year.
  if (leapDay) return { freq: ICalEventRepeatingFreq.YEARLY, byMonth: 2, byMonthDay: -1 };
  return { freq: ICalEventRepeatingFreq.YEARLY };
}

/** Whether a yearly kind of this person is kept on the last day of February because its source day is the 29th. */
function sourceIsLeapDay(kind: RemembranceKind, person: RememberedPerson): boolean {
  const source = parseDay(kind === 'cumpleanos' ? person.birthDate : person.deathDate);
  return source?.month === 2 && source.day === 29;
}

/** The first date of a yearly kind for one person, searched over the few years after its start. */
function firstOccurrence(subject: RemembranceSubject, person: RememberedPerson, kind: RemembranceKind): string | null {
  const start = parseDay(person.deathDate) ?? parseDay(person.birthDate);
  if (!start) return null;
  const single: RemembranceSubject = { target: subject.target, people: [person] };
  const until = formatDay(addDays(start, 4 * 366));
  return remembranceDatesBetween(single, onlyKind(kind), formatDay(start), until)[0]?.date ?? null;
}

/** Control characters other than the line breaks a TEXT value keeps as `\n` (and the separators, which are not ones in iCalendar). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const OTHER_CONTROLS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]+/g;

/** A text for ical-generator's event fields, which escape backslashes, `;`, `,` and line breaks themselves: the other control characters become a space. */
export const eventText = (value: string): string => value.replace(OTHER_CONTROLS, ' ');

/**
 * A TEXT value (RFC 5545 §3.3.11) for a property ical-generator writes as given (NAME, X-WR-CALNAME,
 * X-WR-CALDESC): backslash, semicolon and comma escaped, every line break written `\n`, any other control
 * character a space. A parser reads back the very text, line breaks included, and never a new property.
 */
export const calendarText = (value: string): string =>
  eventText(value)
    .replace(/[\\;,]/g, (match) => `\\${match}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** A URI value written as given (the calendar's URL): a control character or a space is percent-encoded, so the address stays one token on one line. */
export const calendarUri = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  value.replace(/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/g, (match) => encodeURIComponent(match));

/** The whole .ics text. */
export function remembranceCalendar(input: CalendarInput): string {
  const stamp = input.now ?? new Date();
  const pageUrl = calendarUri(input.pageUrl);
  const calendar = ical({
    name: calendarText(`Fechas para recordar: ${input.name}`),
    description: calendarText(`Las fechas para recordar a ${memorialPhrase(input.subject.target.kind, input.name)}. ${pageUrl}`),
    prodId: { company: 'Recuerdos Eternos', product: 'Fechas para recordar', language: 'ES' },
    url: pageUrl,
    ttl: REFRESH_SECONDS,
  });
  const description = (name: string) => eventText(`En memoria de ${name}: ${pageUrl}`);

  /** The members who keep 2 November, with their first one: one shared event after the loop. */
  const allSouls: { person: RememberedPerson; first: string }[] = [];
  for (const person of input.subject.people) {
    const kinds = keptKinds(person, input.choices);
    for (const kind of kinds.filter((k) => !YEARLY_KINDS.has(k))) {
      const single: RemembranceSubject = { target: input.subject.target, people: [person] };
      const death = parseDay(person.deathDate);
      if (!death) continue;
      const dates = remembranceDatesBetween(single, onlyKind(kind), formatDay(death), formatDay(addDays(death, 400)));
      for (const date of dates) {
        calendar.createEvent({
          id: date.uid,
          start: date.date,
          allDay: true,
          summary: eventText(date.title),
          description: description(person.name),
          url: pageUrl,
          stamp,
        });
      }
    }
    for (const kind of kinds.filter((k) => YEARLY_KINDS.has(k))) {
      const first = firstOccurrence(input.subject, person, kind);
      if (!first) continue;
      if (kind === 'fieles_difuntos') {
        allSouls.push({ person, first });
        continue;
      }
      const rule = yearlyRule(kind, sourceIsLeapDay(kind, person));
      calendar.createEvent({
        id: eventUid(input.subject.target, kind, person.memberId),
        start: first,
        allDay: true,
        summary: eventText(dateTitle(kind, person.name, { novenarioDay: null, years: null })),
        description: description(person.name),
        url: pageUrl,
        repeating: rule,
        stamp,
      });
    }
  }
  if (allSouls.length > 0) {
    const names = joinNames(allSouls.map((each) => each.person.name));
    calendar.createEvent({
      id: eventUid(input.subject.target, 'fieles_difuntos', null),
      // From the first 2 November after the first death: 'YYYY-MM-DD' strings sort as dates.
      start: allSouls.map((each) => each.first).sort()[0]!,
      allDay: true,
      summary: eventText(dateTitle('fieles_difuntos', names, { novenarioDay: null, years: null })),
      description: description(names),
      url: pageUrl,
      repeating: yearlyRule('fieles_difuntos', false),
      stamp,
    });
  }
  addGatheringEvents(calendar, input.gatherings ?? [], pageUrl, stamp);
  return calendar.toString();
}
