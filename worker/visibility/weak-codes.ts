/**
 * Access codes a stranger would try first (docs/features/visibility.md): refused when the owner sets or changes a private memorial's
 * code (services/visibility.ts), never when a visitor types one, so codes stored before keep working. Pure.
 *
 * - `pattern`: nothing but a short run repeated ('000000', '121212', '123123', 'aaaaaa'), or digits or letters
 *   in a row up or down ('123456', '987654', '890123', 'abcdef');
 * - `personal`: made only of what the page itself says of the person or the family: the words of their names and
 *   the years (four or two digits) of birth and death, in any order and repeated ('rosaelvira', 'rosa1940',
 *   '19402020', 'Cárdenas 2020').
 *
 * Codes are compared as visitors' are (the caller hands the normalised code), further without accents, spaces or
 * punctuation: 'Rosa-Elvira 1940' is 'rosaelvira1940'.
 */
export type WeakCodeReason = 'pattern' | 'personal';

/** What the memorial's page shows of whoever it remembers: names (a person's, a family's, its members') and ISO dates. */
export type CodeSubject = { names: readonly string[]; dates: readonly string[] };

/** Lower case, no accents, letters and digits only. */
const compact = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const REPEATED_RUN = /^(.{1,3})\1+$/;

/** Each character one more (or each one less) than the one before: digits wrap around 9 → 0. */
function inARow(code: string): boolean {
  const digits = /^\d+$/.test(code);
  if (!digits && !/^[a-z]+$/.test(code)) return false;
  const values = [...code].map((char) => (digits ? Number(char) : char.charCodeAt(0)));
  const step = (from: number, to: number) => (digits ? (to - from + 10) % 10 : to - from);
  const first = step(values[0]!, values[1]!);
  if (first !== 1 && first !== (digits ? 9 : -1)) return false;
  return values.every((value, at) => at === 0 || step(values[at - 1]!, value) === first);
}

/** The pieces a personal code is made of: each name's words (two letters or more) and the years, in four and two digits. */
function personalPieces(subject: CodeSubject): Set<string> {
  const pieces = new Set<string>();
  for (const name of subject.names) {
    for (const word of name.split(/[\s\-.,']+/)) {
      const piece = compact(word);
      if (piece.length >= 2) pieces.add(piece);
    }
  }
  for (const date of subject.dates) {
    const year = /^(\d{4})/.exec(date)?.[1];
    if (year) {
      pieces.add(year);
      pieces.add(year.slice(2));
    }
  }
  return pieces;
}

/** Whether `code` is nothing but `pieces` one after another (each may repeat). */
function madeOf(code: string, pieces: Set<string>): boolean {
  const reachable = new Array<boolean>(code.length + 1).fill(false);
  reachable[0] = true;
  for (let end = 1; end <= code.length; end++) {
    for (const piece of pieces) {
      const start = end - piece.length;
      if (start >= 0 && reachable[start] && code.startsWith(piece, start)) {
        reachable[end] = true;
        break;
      }
    }
  }
  return reachable[code.length]!;
}

/** Why `code` is too easy to guess for this memorial, or null when it is fine. */
export function weakAccessCode(code: string, subject: CodeSubject): WeakCodeReason | null {
  const plain = compact(code);
  if (plain.length < 2 || REPEATED_RUN.test(plain) || inARow(plain)) return 'pattern';
  if (madeOf(plain, personalPieces(subject))) return 'personal';
  return null;
}
