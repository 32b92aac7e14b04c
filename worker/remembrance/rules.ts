/**
 * The remembrance dates of a memorial, from its people's birth and death dates and the owner's choices. Pure
 * functions over calendar days (./day-math.ts): every date is a Colombian date, and "today" is the caller's
 * Colombian date (todayInColombia), so a request at 04:30 UTC still belongs to the previous day in Bogotá.
 *
 * The rules, as this product keeps them:
 * - Novenario: nine days, the day of the death counted as the first (the nine nights of prayer begin the night
 *   of the death or the burial, which is the same or the next day and is not recorded here); the ninth is
 *   marked as the last.
 * - Misa de mes: the same day one month later, or that month's last day when it is shorter (31 January → 28 or
 *   29 February; 29, 30 and 31 fall on the month's end).
 * - Cabo de año: the first anniversary; every later anniversary is 'N años de su partida'.
 * - Cumpleaños: the birth's day and month every year after the death; 29 February falls on 28 February in
 *   common years (as the birthday celebration counts it), so the date never moves to another month. The same
 *   holds for the anniversaries of a death on 29 February.
 * - 2 November, Día de los Fieles Difuntos, every year.
 * - Día de la Madre (second Sunday of May) and Día del Padre (third Sunday of June), when the owner turns them
 *   on, for an individual memorial, or for a family's members recorded as 'madre' or 'padre'.
 * Nothing is kept before the death (a death on 2 November has its first Fieles Difuntos that very day), and a
 * person whose date the family hid on the public page has none of the dates that would reveal it.
 */
import type { Relationship } from '../../db/schema/enums';
import { kindAppliesTo, REMEMBRANCE_KINDS, type RemembranceChoices, type RemembranceKind } from './choices';
import { addDays, addMonths, dayNumber, formatDay, nthSunday, parseDay, sameDayIn, type Day } from './day-math';
import { bannerText, dateTitle } from './texts';

/** One remembered person: the memorial's person, or one of a family's members. */
export type RememberedPerson = {
  /** The family member's id; null on an individual memorial. */
  memberId: string | null;
  name: string;
  /** YYYY-MM-DD; null when unknown or hidden from the public (no birthday then). */
  birthDate: string | null;
  /** YYYY-MM-DD; null when unknown or hidden from the public (no date that counts from the death then). */
  deathDate: string | null;
  /** A family member's relationship; null on an individual memorial. */
  relationship: Relationship | null;
};

export type RemembranceTarget = { kind: 'memorial' | 'family'; id: string };

/** A memorial as the rules see it. */
export type RemembranceSubject = { target: RemembranceTarget; people: RememberedPerson[] };

/** One remembrance date, as the API and the page receive it. */
export type RemembranceDate = {
  date: string;
  kind: RemembranceKind;
  member_id: string | null;
  person_name: string;
  /** 'Cabo de año de María Elena Rodríguez', 'Último día del novenario de …', '3 años de la partida de …'. */
  title: string;
  /** 1 to 9 for the novenario's days (9 is the last); null for every other kind. */
  novenario_day: number | null;
  /** Years since the death (1 for the cabo de año, N for later anniversaries) or, on a birthday, the age; else null. */
  years: number | null;
  /** The calendar event's stable UID: the memorial, the kind and the member (and the novenario's day). */
  uid: string;
};

/** A date kept on a day and shown in the banner. */
export type RemembranceNotice = { kind: RemembranceKind; text: string; dates: RemembranceDate[] };

const KIND_ORDER = new Map(REMEMBRANCE_KINDS.map((kind, index) => [kind, index]));

/**
 * The UID of a kind's calendar event (of the series, for the yearly ones): stable for as long as the memorial,
 * the member and the kind exist, so a subscribed calendar updates an event rather than adding a copy.
 */
export function eventUid(
  target: RemembranceTarget,
  kind: RemembranceKind,
  memberId: string | null,
  novenarioDay: number | null = null,
): string {
  const parts = [target.kind === 'family' ? 'familia' : 'memorial', target.id, kind.replace(/_/g, '-')];
  if (memberId) parts.push(memberId);
  if (novenarioDay !== null) parts.push(`dia-${novenarioDay}`);
  return `${parts.join('-')}@recuerdoseternos.co`;
}

type Occurrence = { day: Day; novenarioDay: number | null; years: number | null };

/** Nothing is remembered before the death; with the death hidden, only birthdays remain, from the first. */
const startOf = (person: RememberedPerson): Day | null => parseDay(person.deathDate);

/** The occurrences of `kind` for one person whose day numbers fall in [from, to] (inclusive day numbers). */
function occurrences(person: RememberedPerson, kind: RemembranceKind, from: number, to: number): Occurrence[] {
  const death = parseDay(person.deathDate);
  const birth = parseDay(person.birthDate);
  const start = startOf(person);
  const found: Occurrence[] = [];
  const keep = (day: Day, novenarioDay: number | null = null, years: number | null = null) => {
    const n = dayNumber(day);
    if (n >= from && n <= to && (!start || n >= dayNumber(start))) found.push({ day, novenarioDay, years });
  };
  // The yearly kinds only look at the years the range covers (one before, for a range starting in January).
  const firstYear = new Date(from * 86_400_000).getUTCFullYear();
  const lastYear = new Date(to * 86_400_000).getUTCFullYear();
  const years = (since: number) => {
    const list: number[] = [];
    for (let year = Math.max(since, firstYear); year <= lastYear; year += 1) list.push(year);
    return list;
  };

  switch (kind) {
    case 'novenario':
      if (death) for (let d = 1; d <= 9; d += 1) keep(addDays(death, d - 1), d);
      break;
    case 'misa_de_mes':
      if (death) keep(addMonths(death, 1));
      break;
    case 'cabo_de_ano':
      if (death) keep(sameDayIn(death, death.year + 1), null, 1);
      break;
    case 'aniversario':
      if (death) for (const year of years(death.year + 2)) keep(sameDayIn(death, year), null, year - death.year);
      break;
    case 'cumpleanos':
      // Without a death to start from, a birthday is still a birthday (from the first one after the birth).
      if (birth) for (const year of years(birth.year + 1)) keep(sameDayIn(birth, year), null, year - birth.year);
      break;
    case 'fieles_difuntos':
      if (death) for (const year of years(death.year)) keep({ year, month: 11, day: 2 });
      break;
    case 'dia_de_la_madre':
      if (death) for (const year of years(death.year)) keep(nthSunday(year, 5, 2));
      break;
    case 'dia_del_padre':
      if (death) for (const year of years(death.year)) keep(nthSunday(year, 6, 3));
      break;
  }
  return found;
}

function toDate(subject: RemembranceSubject, person: RememberedPerson, kind: RemembranceKind, occurrence: Occurrence): RemembranceDate {
  const detail = { novenarioDay: occurrence.novenarioDay, years: occurrence.years };
  return {
    date: formatDay(occurrence.day),
    kind,
    member_id: person.memberId,
    person_name: person.name,
    title: dateTitle(kind, person.name, detail),
    novenario_day: occurrence.novenarioDay,
    years: occurrence.years,
    uid: eventUid(subject.target, kind, person.memberId, occurrence.novenarioDay),
  };
}

/** The kinds kept for one person: chosen by the owner, and making sense for them (the family days). */
export function keptKinds(person: RememberedPerson, choices: RemembranceChoices): RemembranceKind[] {
  return REMEMBRANCE_KINDS.filter((kind) => choices[kind] && kindAppliesTo(kind, person.relationship));
}

/**
 * Every remembrance date from `from` to `to` (YYYY-MM-DD, both included), in date order; on one day the kinds
 * follow REMEMBRANCE_KINDS and the people the memorial's order. An unreadable range gives nothing.
 */
export function remembranceDatesBetween(
  subject: RemembranceSubject,
  choices: RemembranceChoices,
  from: string,
  to: string,
): RemembranceDate[] {
  const first = parseDay(from);
  const last = parseDay(to);
  if (!first || !last) return [];
  const [start, end] = [dayNumber(first), dayNumber(last)];
  const dates = subject.people.flatMap((person, personIndex) =>
    keptKinds(person, choices).flatMap((kind) =>
      occurrences(person, kind, start, end).map((occurrence) => ({ personIndex, date: toDate(subject, person, kind, occurrence) })),
    ),
  );
  return dates
    .sort(
      (a, b) =>
        a.date.date.localeCompare(b.date.date) ||
        (KIND_ORDER.get(a.date.kind) ?? 0) - (KIND_ORDER.get(b.date.kind) ?? 0) ||
        a.personIndex - b.personIndex,
    )
    .map((entry) => entry.date);
}

/** How far ahead `nextRemembranceDates` looks: a year always holds the yearly kinds, two cover leap days. */
const LOOKAHEAD_YEARS = 2;

/**
 * The next `count` remembrance dates from `from` (YYYY-MM-DD, included): the 'Fechas para recordar' card asks
 * for the two after today, the dashboard for a few more.
 */
export function nextRemembranceDates(
  subject: RemembranceSubject,
  choices: RemembranceChoices,
  from: string,
  count: number,
): RemembranceDate[] {
  const first = parseDay(from);
  if (!first || count <= 0) return [];
  const until = formatDay({ year: first.year + LOOKAHEAD_YEARS, month: first.month, day: Math.min(first.day, 28) });
  return remembranceDatesBetween(subject, choices, from, until).slice(0, count);
}

/** The day after `date` (YYYY-MM-DD): the card's dates start after today, which the banner tells. */
export function dayAfter(date: string): string {
  const day = parseDay(date);
  return day ? formatDay(addDays(day, 1)) : date;
}

/**
 * What the page says on `today` (the Colombian date): one notice per kind kept that day, people who share it
 * named together ('Hoy recordamos a Pedro y Ana en el Día de los Fieles Difuntos'). The birthday is not here:
 * the page's own birthday celebration keeps it. Empty on every other day.
 */
export function todaysRemembrance(subject: RemembranceSubject, choices: RemembranceChoices, today: string): RemembranceNotice[] {
  const individual = subject.target.kind === 'memorial';
  const dates = remembranceDatesBetween(subject, choices, today, today).filter((date) => date.kind !== 'cumpleanos');
  const notices: RemembranceNotice[] = [];
  for (const date of dates) {
    const shared = date.kind === 'fieles_difuntos' || date.kind === 'dia_de_la_madre' || date.kind === 'dia_del_padre';
    const same = shared ? notices.find((notice) => notice.kind === date.kind) : undefined;
    if (same) same.dates.push(date);
    else notices.push({ kind: date.kind, text: '', dates: [date] });
  }
  for (const notice of notices) {
    const [first] = notice.dates;
    const detail = { novenarioDay: first?.novenario_day ?? null, years: first?.years ?? null };
    notice.text = bannerText(
      notice.kind,
      notice.dates.map((date) => date.person_name),
      individual,
      detail,
    );
  }
  return notices;
}
