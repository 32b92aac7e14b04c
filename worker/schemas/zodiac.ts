/**
 * The western zodiac sign of a birth date (product §3.2 shows one per person), in Spanish. Worked out from
 * the date rather than typed in, so it can never disagree with it. Boundaries are the usual tropical ones.
 */
const SIGNS: [endMonthDay: number, sign: string][] = [
  [119, 'Capricornio'],
  [218, 'Acuario'],
  [320, 'Piscis'],
  [419, 'Aries'],
  [520, 'Tauro'],
  [620, 'Géminis'],
  [722, 'Cáncer'],
  [822, 'Leo'],
  [922, 'Virgo'],
  [1022, 'Libra'],
  [1121, 'Escorpio'],
  [1221, 'Sagitario'],
  [1231, 'Capricornio'],
];

/** 'YYYY-MM-DD' → 'Libra'; null for anything that is not such a date. */
export function zodiacSign(date: string | null | undefined): string | null {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return null;
  const monthDay = Number(match[1]) * 100 + Number(match[2]);
  return SIGNS.find(([end]) => monthDay <= end)?.[1] ?? null;
}
