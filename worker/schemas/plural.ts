/**
 * Count words that agree with their number, for every text that puts a number before a noun ('1 foto más',
 * '2 fotos más'). One dependency-free module so the API's e-mails and the site's islands say it the same way.
 */
import { formatInteger } from './money';

/** The word alone: pluralWord(1, 'foto', 'fotos') → 'foto'; 0 and 2+ take the plural, as Spanish does. */
export function pluralWord(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}

/** The number with es-CO grouping and its word: plural(1, 'foto', 'fotos') → '1 foto'; 1200 → '1.200 fotos'. */
export function plural(count: number, one: string, many: string): string {
  return `${formatInteger(Math.trunc(count))} ${pluralWord(count, one, many)}`;
}
