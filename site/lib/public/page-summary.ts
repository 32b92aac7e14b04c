/** Texts for the document head of public pages: short, plain, and never cut mid-word. */
import { familyPhrase } from '../../../worker/schemas/family-name';

/** At most `max` characters of `text` on one line, cut at a word with '…'. */
export function summarize(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** '1948–2023', '1948', '–2023' or '' from the dates a memorial chose to show. */
export function lifeYears(birthDate: string | null, deathDate: string | null): string {
  const year = (date: string | null) => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : '');
  const [born, died] = [year(birthDate), year(deathDate)];
  if (born && died) return `${born}–${died}`;
  return born || (died ? `–${died}` : '');
}

/** 'Familia Gómez Herrera' → 'En memoria de la familia Gómez Herrera'; 'Gómez Herrera' reads the same. */
export function familyTitle(familyName: string): string {
  return `En memoria de ${familyPhrase(familyName)}`;
}
