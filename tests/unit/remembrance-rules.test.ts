import { describe, expect, it } from 'vitest';
import { availableKinds, DEFAULT_CHOICES, type RemembranceChoices } from '../../worker/remembrance/choices';
import { addMonths, nthSunday, parseDay } from '../../worker/remembrance/day-math';
import {
  dayAfter,
  nextRemembranceDates,
  remembranceDatesBetween,
  todaysRemembrance,
  type RememberedPerson,
  type RemembranceSubject,
} from '../../worker/remembrance/rules';
import { todayInColombia } from '../../worker/services/time';

const person = (overrides: Partial<RememberedPerson> = {}): RememberedPerson => ({
  memberId: null,
  name: 'María Elena Rodríguez',
  birthDate: '1948-03-15',
  deathDate: '2025-08-22',
  relationship: null,
  ...overrides,
});

const memorial = (people: RememberedPerson[] = [person()]): RemembranceSubject => ({ target: { kind: 'memorial', id: 'm1' }, people });
const family = (people: RememberedPerson[]): RemembranceSubject => ({ target: { kind: 'family', id: 'f1' }, people });
const only = (...kinds: (keyof RemembranceChoices)[]): RemembranceChoices =>
  Object.fromEntries(
    Object.keys(DEFAULT_CHOICES).map((kind) => [kind, kinds.includes(kind as keyof RemembranceChoices)]),
  ) as RemembranceChoices;

const datesOf = (subject: RemembranceSubject, choices: RemembranceChoices, from: string, to: string) =>
  remembranceDatesBetween(subject, choices, from, to).map((date) => `${date.date} ${date.kind}`);

describe('the novenario', () => {
  it('is nine days counting the day of the death as the first, the ninth marked as the last', () => {
    const dates = remembranceDatesBetween(memorial(), only('novenario'), '2025-08-01', '2025-09-30');
    expect(dates.map((date) => date.date)).toEqual([
      '2025-08-22',
      '2025-08-23',
      '2025-08-24',
      '2025-08-25',
      '2025-08-26',
      '2025-08-27',
      '2025-08-28',
      '2025-08-29',
      '2025-08-30',
    ]);
    expect(dates.map((date) => date.novenario_day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(dates[0]?.title).toBe('Novenario de María Elena Rodríguez: día 1 de 9');
    expect(dates[8]?.title).toBe('Último día del novenario de María Elena Rodríguez');
  });

  it('crosses a month and a year end', () => {
    const dates = remembranceDatesBetween(memorial([person({ deathDate: '2024-12-28' })]), only('novenario'), '2024-12-01', '2025-01-31');
    expect(dates.map((date) => date.date)).toEqual([
      '2024-12-28',
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
  });

  it("says on the banner which day it is, and the last day's own words", () => {
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2025-08-24').map((notice) => notice.text)).toEqual([
      'Hoy es el día 3 del novenario de María Elena Rodríguez',
    ]);
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2025-08-30').map((notice) => notice.text)).toEqual([
      'Hoy es el último día del novenario de María Elena Rodríguez',
    ]);
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2025-08-31')).toEqual([]);
  });
});

describe('the misa de mes', () => {
  it('falls on the same day a month later, or on the last day of a shorter month', () => {
    const day = (value: string) => parseDay(value)!;
    const month = (value: string) => {
      const next = addMonths(day(value), 1);
      return `${next.year}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`;
    };
    expect(month('2025-01-31')).toBe('2025-02-28');
    expect(month('2024-01-31')).toBe('2024-02-29');
    expect(month('2025-01-29')).toBe('2025-02-28');
    expect(month('2025-01-30')).toBe('2025-02-28');
    expect(month('2025-03-31')).toBe('2025-04-30');
    expect(month('2025-12-31')).toBe('2026-01-31');
    expect(month('2025-08-22')).toBe('2025-09-22');
  });

  it('for a death on 31 January is the last day of February, with its banner', () => {
    const subject = memorial([person({ deathDate: '2025-01-31' })]);
    expect(datesOf(subject, only('misa_de_mes'), '2025-01-01', '2025-12-31')).toEqual(['2025-02-28 misa_de_mes']);
    expect(todaysRemembrance(subject, DEFAULT_CHOICES, '2025-02-28').map((notice) => notice.text)).toEqual([
      'Hoy se cumple un mes de su partida',
    ]);
  });
});

describe('anniversaries', () => {
  it('are the cabo de año, then every year N años de su partida', () => {
    const dates = remembranceDatesBetween(memorial(), only('cabo_de_ano', 'aniversario'), '2025-01-01', '2028-12-31');
    expect(dates.map((date) => [date.date, date.kind, date.years, date.title])).toEqual([
      ['2026-08-22', 'cabo_de_ano', 1, 'Cabo de año de María Elena Rodríguez'],
      ['2027-08-22', 'aniversario', 2, '2 años de la partida de María Elena Rodríguez'],
      ['2028-08-22', 'aniversario', 3, '3 años de la partida de María Elena Rodríguez'],
    ]);
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2026-08-22').map((notice) => notice.text)).toEqual([
      'Hoy se cumple un año de su partida',
    ]);
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2028-08-22').map((notice) => notice.text)).toEqual([
      'Hoy se cumplen 3 años de su partida',
    ]);
  });

  it('of a death on 29 February fall on 28 February in common years and on the 29th in leap years', () => {
    const subject = memorial([person({ deathDate: '2024-02-29' })]);
    expect(datesOf(subject, only('misa_de_mes', 'cabo_de_ano', 'aniversario'), '2024-01-01', '2029-12-31')).toEqual([
      '2024-03-29 misa_de_mes',
      '2025-02-28 cabo_de_ano',
      '2026-02-28 aniversario',
      '2027-02-28 aniversario',
      '2028-02-29 aniversario',
      '2029-02-28 aniversario',
    ]);
  });
});

describe('the birthday', () => {
  it('is kept every year after the death, with the age reached, and never on the banner (the celebration keeps it)', () => {
    const dates = remembranceDatesBetween(memorial(), only('cumpleanos'), '2025-01-01', '2027-12-31');
    expect(dates.map((date) => [date.date, date.years, date.title])).toEqual([
      ['2026-03-15', 78, 'Cumpleaños de María Elena Rodríguez'],
      ['2027-03-15', 79, 'Cumpleaños de María Elena Rodríguez'],
    ]);
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2026-03-15')).toEqual([]);
  });

  it('of someone born on 29 February falls on 28 February in common years', () => {
    const subject = memorial([person({ birthDate: '1952-02-29', deathDate: '2023-05-10' })]);
    expect(datesOf(subject, only('cumpleanos'), '2024-01-01', '2026-12-31')).toEqual([
      '2024-02-29 cumpleanos',
      '2025-02-28 cumpleanos',
      '2026-02-28 cumpleanos',
    ]);
  });
});

describe('2 November and the family days', () => {
  it('keeps 2 November every year from the death, that very day included', () => {
    const subject = memorial([person({ deathDate: '2024-11-02' })]);
    expect(datesOf(subject, only('fieles_difuntos'), '2024-01-01', '2026-12-31')).toEqual([
      '2024-11-02 fieles_difuntos',
      '2025-11-02 fieles_difuntos',
      '2026-11-02 fieles_difuntos',
    ]);
    expect(todaysRemembrance(memorial(), DEFAULT_CHOICES, '2025-11-02').map((notice) => notice.text)).toEqual([
      'Hoy recordamos a María Elena Rodríguez en el Día de los Fieles Difuntos',
    ]);
  });

  it('computes the second Sunday of May and the third Sunday of June', () => {
    expect(nthSunday(2026, 5, 2)).toEqual({ year: 2026, month: 5, day: 10 });
    expect(nthSunday(2027, 5, 2)).toEqual({ year: 2027, month: 5, day: 9 });
    expect(nthSunday(2025, 5, 2)).toEqual({ year: 2025, month: 5, day: 11 });
    expect(nthSunday(2026, 6, 3)).toEqual({ year: 2026, month: 6, day: 21 });
    expect(nthSunday(2025, 6, 3)).toEqual({ year: 2025, month: 6, day: 15 });
    // A month that starts on a Sunday.
    expect(nthSunday(2031, 6, 3)).toEqual({ year: 2031, month: 6, day: 15 });
  });

  it('keeps Día de la Madre and del Padre only when chosen', () => {
    expect(datesOf(memorial(), DEFAULT_CHOICES, '2026-05-01', '2026-06-30')).toEqual([]);
    expect(datesOf(memorial(), { ...DEFAULT_CHOICES, dia_de_la_madre: true }, '2026-05-01', '2026-06-30')).toEqual([
      '2026-05-10 dia_de_la_madre',
    ]);
    expect(datesOf(memorial(), { ...DEFAULT_CHOICES, dia_del_padre: true }, '2026-05-01', '2026-06-30')).toEqual([
      '2026-06-21 dia_del_padre',
    ]);
  });

  it("offers them to an individual memorial, and to a family only for a member recorded as 'madre' or 'padre'", () => {
    expect(availableKinds([null])).toMatchObject({ dia_de_la_madre: true, dia_del_padre: true, novenario: true });
    expect(availableKinds(['madre', 'hijo'])).toMatchObject({ dia_de_la_madre: true, dia_del_padre: false });
    expect(availableKinds(['abuelo'])).toMatchObject({ dia_de_la_madre: false, dia_del_padre: false, cumpleanos: true });
  });
});

describe('a family memorial', () => {
  const members = [
    person({ memberId: 'a', name: 'Pedro Gómez', birthDate: '1940-06-01', deathDate: '2020-03-10', relationship: 'padre' }),
    person({ memberId: 'b', name: 'Ana Herrera', birthDate: '1945-09-09', deathDate: '2022-07-01', relationship: 'madre' }),
    person({ memberId: 'c', name: 'Luis Gómez', birthDate: '1970-01-20', deathDate: '2025-10-30', relationship: 'hijo' }),
  ];
  const choices = { ...DEFAULT_CHOICES, dia_de_la_madre: true, dia_del_padre: true };

  it("takes each member's dates, with the member's name and id, and the family days only for the mother and the father", () => {
    const dates = remembranceDatesBetween(family(members), choices, '2026-01-01', '2026-12-31');
    expect(dates.map((date) => `${date.date} ${date.kind} ${date.member_id}`)).toEqual([
      '2026-01-20 cumpleanos c',
      '2026-03-10 aniversario a',
      '2026-05-10 dia_de_la_madre b',
      '2026-06-01 cumpleanos a',
      '2026-06-21 dia_del_padre a',
      '2026-07-01 aniversario b',
      '2026-09-09 cumpleanos b',
      '2026-10-30 cabo_de_ano c',
      '2026-11-02 fieles_difuntos a',
      '2026-11-02 fieles_difuntos b',
      '2026-11-02 fieles_difuntos c',
    ]);
    expect(dates.find((date) => date.kind === 'cabo_de_ano')?.title).toBe('Cabo de año de Luis Gómez');
    expect(new Set(dates.map((date) => date.uid)).size).toBe(dates.length);
  });

  it('names the member on the banner, and the members together on the days they share', () => {
    expect(todaysRemembrance(family(members), choices, '2026-10-30').map((notice) => notice.text)).toEqual([
      'Hoy se cumple un año de la partida de Luis Gómez',
    ]);
    expect(todaysRemembrance(family(members), choices, '2026-11-02').map((notice) => notice.text)).toEqual([
      'Hoy recordamos a Pedro Gómez, Ana Herrera y Luis Gómez en el Día de los Fieles Difuntos',
    ]);
  });
});

describe('choices, hidden dates and ranges', () => {
  it('keeps nothing of a kind the owner turned off', () => {
    const dates = remembranceDatesBetween(
      memorial(),
      { ...DEFAULT_CHOICES, fieles_difuntos: false, cumpleanos: false },
      '2025-01-01',
      '2030-12-31',
    );
    expect(dates.some((date) => date.kind === 'fieles_difuntos' || date.kind === 'cumpleanos')).toBe(false);
  });

  it('keeps no date of a death the family hid, and no birthday of a hidden birth', () => {
    expect(datesOf(memorial([person({ deathDate: null })]), DEFAULT_CHOICES, '2026-01-01', '2026-12-31')).toEqual([
      '2026-03-15 cumpleanos',
    ]);
    expect(datesOf(memorial([person({ birthDate: null })]), only('cumpleanos'), '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('lists the next dates from a day, that day included, and the card starts the day after', () => {
    expect(nextRemembranceDates(memorial(), DEFAULT_CHOICES, '2026-08-22', 2).map((date) => `${date.date} ${date.kind}`)).toEqual([
      '2026-08-22 cabo_de_ano',
      '2026-11-02 fieles_difuntos',
    ]);
    expect(nextRemembranceDates(memorial(), DEFAULT_CHOICES, dayAfter('2026-08-22'), 2).map((date) => `${date.date} ${date.kind}`)).toEqual(
      ['2026-11-02 fieles_difuntos', '2027-03-15 cumpleanos'],
    );
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
  });

  it('reads a death at 23:30 in Bogotá (04:30 UTC the next day) as that Colombian day', () => {
    // Died on 10 March 2025 at 23:30 in Bogotá: the stored date is 2025-03-10, and at that moment it is the 11th in UTC.
    const subject = memorial([person({ deathDate: '2025-03-10' })]);
    const atDeath = Date.parse('2025-03-11T04:30:00Z');
    expect(todayInColombia(atDeath)).toBe('2025-03-10');
    expect(todaysRemembrance(subject, DEFAULT_CHOICES, todayInColombia(atDeath)).map((notice) => notice.text)).toEqual([
      'Hoy es el día 1 del novenario de María Elena Rodríguez',
    ]);
    // A month later at 04:30 UTC it is still the 10th in Colombia: the misa de mes, not the day after.
    expect(
      todaysRemembrance(subject, DEFAULT_CHOICES, todayInColombia(Date.parse('2025-04-11T04:30:00Z'))).map((notice) => notice.text),
    ).toEqual(['Hoy se cumple un mes de su partida']);
    expect(todaysRemembrance(subject, DEFAULT_CHOICES, todayInColombia(Date.parse('2025-04-11T05:00:00Z')))).toEqual([]);
  });
});
