/** Dates the way a prayer card and a keepsake page say them (es-CO, long form). Pure. */
import { dayMonthText, monthName } from '../../schemas/spanish-dates';

/** '1948-03-15' → '15 de marzo de 1948'; anything unreadable → null. */
export function longDate(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!monthName(month) || day < 1 || day > 31) return null;
  return dayMonthText(day, month, Number(match[1]));
}

/** '15 de marzo de 1948 – 22 de agosto de 2023', or the one date shown, or null. */
export function lifeDates(birthDate: string | null, deathDate: string | null): string | null {
  const dates = [longDate(birthDate), longDate(deathDate)].filter((d): d is string => d !== null);
  return dates.length ? dates.join(' – ') : null;
}

export type FamilyMemberDates = { name: string; birthDate: string; deathDate: string };

/**
 * The card's dates line in pieces: one life's shown dates (joined ' – '), or each family member with their years
 * ('Jorge Ruiz (1940–2015)', joined ' · '). The layout keeps a piece whole on its line.
 */
export function datePieces(input: { birthDate: string | null; deathDate: string | null; members?: FamilyMemberDates[] | null }): {
  pieces: string[];
  joiner: string;
} {
  if (input.members?.length) {
    return { pieces: input.members.map((m) => `${m.name} (${m.birthDate.slice(0, 4)}–${m.deathDate.slice(0, 4)})`), joiner: ' · ' };
  }
  return { pieces: [longDate(input.birthDate), longDate(input.deathDate)].filter((d): d is string => d !== null), joiner: ' – ' };
}
