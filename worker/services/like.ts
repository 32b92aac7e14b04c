/** A LIKE pattern matching `text` anywhere, case-folded, with % and _ taken literally (use with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
