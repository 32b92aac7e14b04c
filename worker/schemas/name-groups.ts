/**
 * How a Colombian full name falls into groups of words (docs/features/accounts-and-security.md, "Names"): a particle
 * goes with the word after it ('de Vargas', 'del Carmen'), and a devotional name right after the first name belongs to
 * it ('María del Carmen', 'Luz de los Ángeles': one given name). The sign-up's split and the family page's portraits
 * both read names this way.
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

const plain = (words: string) => words.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-CO');

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
