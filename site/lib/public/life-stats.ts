/**
 * 'Datos no menos importantes' (product §2.2): a life told in gentle numbers, computed on the server
 * from the birth and death dates so the dialog's content is already in the HTML. Body figures use common
 * resting averages and are always shown as approximations.
 */
import { formatCount } from '../format';

export type LifeStat = { label: string; value: string; note?: string };

const DAY_MS = 86_400_000;
/** Resting averages for an adult: about 70 heartbeats and 16 breaths a minute, 8 hours of sleep a day. */
const HEARTBEATS_PER_DAY = 70 * 60 * 24;
const BREATHS_PER_DAY = 16 * 60 * 24;
const SLEEP_HOURS_PER_DAY = 8;
const SYNODIC_MONTH_DAYS = 29.530588;
/** Men's FIFA World Cups, every one since 1930 (none in 1942 and 1946), each played in June and July. */
const WORLD_CUP_YEARS = [
  1930, 1934, 1938, 1950, 1954, 1958, 1962, 1966, 1970, 1974, 1978, 1982, 1986, 1990, 1994, 1998, 2002, 2006, 2010, 2014, 2018, 2022, 2026,
];
/** Qatar 2022 was played in November and December; every other one ended by mid-July. */
const WORLD_CUP_FINAL: Record<number, string> = { 2022: '12-18' };

type Ymd = { year: number; month: number; day: number };

function parseYmd(value: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

const utc = (d: Ymd) => Date.UTC(d.year, d.month - 1, d.day);

/** Whole years, months and days between two dates, the way people say an age. */
export function lifeSpan(birth: Ymd, death: Ymd): { years: number; months: number; days: number } {
  let years = death.year - birth.year;
  let months = death.month - birth.month;
  let days = death.day - birth.day;
  if (days < 0) {
    months -= 1;
    // Days of the month before the death date's month.
    days += new Date(Date.UTC(death.year, death.month - 1, 0)).getUTCDate();
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days };
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** '2.845 millones' for very large counts, plain grouping below a million. */
export function formatLargeCount(value: number): string {
  if (value >= 1_000_000) return `${formatCount(Math.floor(value / 1_000_000))} millones`;
  return formatCount(value);
}

/** 25 Decembers between the two dates, both included. */
function christmases(birth: Ymd, death: Ymd): number {
  let count = 0;
  for (let year = birth.year; year <= death.year; year++) {
    const christmas = Date.UTC(year, 11, 25);
    if (christmas >= utc(birth) && christmas <= utc(death)) count++;
  }
  return count;
}

function worldCups(birth: Ymd, death: Ymd): number {
  return WORLD_CUP_YEARS.filter((year) => {
    const [month, day] = (WORLD_CUP_FINAL[year] ?? '07-15').split('-').map(Number);
    const final = Date.UTC(year, (month ?? 7) - 1, day ?? 15);
    return final >= utc(birth) && final <= utc(death);
  }).length;
}

/** The dialog's figures; empty when a date is missing or the death is not after the birth. */
export function lifeStats(birthDate: string, deathDate: string): LifeStat[] {
  const birth = parseYmd(birthDate);
  const death = parseYmd(deathDate);
  if (!birth || !death) return [];
  const days = Math.round((utc(death) - utc(birth)) / DAY_MS);
  if (!(days > 0)) return [];
  const span = lifeSpan(birth, death);
  const spanParts = [plural(span.years, 'año', 'años'), plural(span.months, 'mes', 'meses'), plural(span.days, 'día', 'días')];

  return [
    { label: 'Tiempo de vida', value: `${spanParts[0]}, ${spanParts[1]} y ${spanParts[2]}` },
    { label: 'Días vividos', value: formatCount(days), note: 'Cada uno, un amanecer compartido con quienes amó.' },
    {
      label: 'Latidos de su corazón',
      value: `Unos ${formatLargeCount(days * HEARTBEATS_PER_DAY)}`,
      note: 'Calculados a 70 latidos por minuto.',
    },
    { label: 'Respiraciones', value: `Unas ${formatLargeCount(days * BREATHS_PER_DAY)}` },
    { label: 'Lunas llenas', value: formatCount(Math.floor(days / SYNODIC_MONTH_DAYS)) },
    { label: 'Domingos', value: formatCount(Math.floor(days / 7)), note: 'De almuerzo en familia, visitas y sobremesa.' },
    { label: 'Navidades', value: formatCount(christmases(birth, death)) },
    { label: 'Mundiales de fútbol', value: formatCount(worldCups(birth, death)) },
    { label: 'Horas de sueño', value: `Unas ${formatLargeCount(days * SLEEP_HOURS_PER_DAY)}`, note: 'Y seguro muchos sueños cumplidos.' },
  ];
}
