/**
 * The Spanish words of the remembrance dates: the titles of the list and the calendar, the banner on the day,
 * and the reminders' subjects. Pure.
 */
import type { RemembranceKind } from './choices';
import { plural } from '../schemas/plural';
import { calendarDateText } from '../schemas/spanish-dates';

/** 'Pedro', 'Pedro y Ana', 'Pedro, Ana y Luis'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** '2 de noviembre de 2026' from '2026-11-02': how the e-mails name a date. */
export function longDate(date: string): string {
  return calendarDateText(date, { year: true });
}

/** What one date is, in a list or a calendar: 'Cabo de año de María Elena Rodríguez'. */
export function dateTitle(kind: RemembranceKind, name: string, detail: { novenarioDay: number | null; years: number | null }): string {
  switch (kind) {
    case 'novenario':
      return detail.novenarioDay === 9 ? `Último día del novenario de ${name}` : `Novenario de ${name}: día ${detail.novenarioDay} de 9`;
    case 'misa_de_mes':
      return `Misa de mes de ${name}`;
    case 'cabo_de_ano':
      return `Cabo de año de ${name}`;
    case 'aniversario':
      return detail.years === null
        ? `Aniversario de la partida de ${name}`
        : `${plural(detail.years, 'año', 'años')} de la partida de ${name}`;
    case 'cumpleanos':
      return `Cumpleaños de ${name}`;
    case 'fieles_difuntos':
      return `Día de los Fieles Difuntos: recordamos a ${name}`;
    case 'dia_de_la_madre':
      return `Día de la Madre: recordamos a ${name}`;
    case 'dia_del_padre':
      return `Día del Padre: recordamos a ${name}`;
  }
}

/**
 * The banner on the day. On an individual memorial the page already names the person, so the partida texts say
 * 'su partida' ('Hoy se cumple un año de su partida'); a family's page names the member. `names` holds more than
 * one name only for the days the family shares (2 November, Día de la Madre or del Padre on one day).
 */
export function bannerText(
  kind: RemembranceKind,
  names: readonly string[],
  individual: boolean,
  detail: { novenarioDay: number | null; years: number | null },
): string {
  const who = joinNames(names);
  const partida = individual ? 'su partida' : `la partida de ${who}`;
  switch (kind) {
    case 'novenario':
      return detail.novenarioDay === 9
        ? `Hoy es el último día del novenario de ${who}`
        : `Hoy es el día ${detail.novenarioDay} del novenario de ${who}`;
    case 'misa_de_mes':
      return `Hoy se cumple un mes de ${partida}`;
    case 'cabo_de_ano':
      return `Hoy se cumple un año de ${partida}`;
    case 'aniversario':
      return `Hoy se ${detail.years === 1 ? 'cumple' : 'cumplen'} ${plural(detail.years ?? 0, 'año', 'años')} de ${partida}`;
    case 'cumpleanos':
      return `Hoy es el cumpleaños de ${who}`;
    case 'fieles_difuntos':
      return `Hoy recordamos a ${who} en el Día de los Fieles Difuntos`;
    case 'dia_de_la_madre':
      return `Hoy recordamos a ${who} en el Día de la Madre`;
    case 'dia_del_padre':
      return `Hoy recordamos a ${who} en el Día del Padre`;
  }
}

/** A reminder's sentence about a date still ahead: 'El jueves 2 de noviembre es el Día de los Fieles Difuntos.' */
export function aheadText(
  kind: RemembranceKind,
  name: string,
  date: string,
  detail: { novenarioDay: number | null; years: number | null },
): string {
  // 'lunes 2 de noviembre': a reminder names a date a few days ahead by its weekday.
  const when = `El ${calendarDateText(date, { weekday: true })}`;
  switch (kind) {
    case 'cabo_de_ano':
      return `${when} se cumple un año de la partida de ${name}: el cabo de año.`;
    case 'fieles_difuntos':
      return `${when} es el Día de los Fieles Difuntos, un día para recordar a ${name}.`;
    default:
      return `${when}: ${dateTitle(kind, name, detail)}.`;
  }
}
