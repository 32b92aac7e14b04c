/**
 * How the family page names its members under their portraits (product §2.2: "portraits with first
 * names"). Colombian names usually carry one or two given names and two surnames. The words are first grouped
 * so a particle goes with the word after it ('del Carmen', 'de Vargas'), and a devotional name after the first
 * name belongs to it ('María del Carmen', 'Luz de los Ángeles': one given name). Then, with four groups or more,
 * all but the last two are given names ('Luis Alberto Gómez Herrera' → 'Luis Alberto', 'María del Carmen Rojas
 * Pérez' → 'María del Carmen'); with fewer, only the first group is certainly one ('Jorge Enrique Gómez' → 'Jorge',
 * never a surname). A given name is shown whole, never cut inside (issue 43): FamilyHero.astro wraps or shrinks it.
 */

/** Words that belong to the word after them: "de Vargas", "del Carmen", "de los Ángeles", "de la Torre". */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'da', 'das', 'do', 'dos', 'di', 'van', 'von']);

/** The devotional second parts of a given name, without accents: 'María del Carmen', 'Ana de Jesús'. */
const DEVOTIONAL = new Set([
  'del carmen',
  'del pilar',
  'del rosario',
  'del socorro',
  'del consuelo',
  'del mar',
  'del sol',
  'del transito',
  'de jesus',
  'de la paz',
  'de la luz',
  'de los angeles',
  'de las mercedes',
  'de los dolores',
  'de fatima',
  'de lourdes',
]);

const plain = (words: string) =>
  words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es-CO');

/** The name's words in groups: a particle with the word after it; a devotional name joined to the first name. */
export function nameGroups(fullName: string): string[] {
  const groups: string[] = [];
  let pending: string[] = [];
  for (const word of fullName.trim().split(/\s+/).filter(Boolean)) {
    pending.push(word);
    if (PARTICLES.has(word.toLocaleLowerCase('es-CO'))) continue;
    groups.push(pending.join(' '));
    pending = [];
  }
  if (pending.length > 0) groups.push(pending.join(' '));
  const [first, second, ...rest] = groups;
  return first && second && DEVOTIONAL.has(plain(second)) ? [`${first} ${second}`, ...rest] : groups;
}

export function givenName(fullName: string): string {
  const groups = nameGroups(fullName);
  if (groups.length >= 4) return groups.slice(0, groups.length - 2).join(' ');
  return groups[0] ?? '';
}

/** The longest word of a name, in letters: the portrait shrinks the text of a name with a very long word. */
export const longestWord = (name: string): number => Math.max(0, ...name.split(/\s+/).map((word) => [...word].length));
