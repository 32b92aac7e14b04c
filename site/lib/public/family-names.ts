import { nameGroups } from '../../../worker/schemas/name-groups';

/**
 * How the family page names its members under their portraits (product §2.2: "portraits with first
 * names"). Colombian names usually carry one or two given names and two surnames. The words are first grouped
 * so a particle goes with the word after it ('del Carmen', 'de Vargas'), and a devotional name after the first
 * name belongs to it ('María del Carmen', 'Luz de los Ángeles': one given name). Then, with four groups or more,
 * all but the last two are given names ('Luis Alberto Gómez Herrera' → 'Luis Alberto', 'María del Carmen Rojas
 * Pérez' → 'María del Carmen'); with fewer, only the first group is certainly one ('Jorge Enrique Gómez' → 'Jorge',
 * never a surname). A given name is shown whole, never cut inside (docs/features/public-pages.md): FamilyHero.astro wraps or shrinks it.
 */

export function givenName(fullName: string): string {
  const groups = nameGroups(fullName);
  if (groups.length >= 4) return groups.slice(0, groups.length - 2).join(' ');
  return groups[0] ?? '';
}

/** The longest word of a name, in letters: the portrait shrinks the text of a name with a very long word. */
export const longestWord = (name: string): number => Math.max(0, ...name.split(/\s+/).map((word) => [...word].length));
