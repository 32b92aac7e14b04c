/**
 * A family named with its article, for every text that puts a family's name after a preposition or a verb:
 * 'a la familia Pérez Gómez', 'de la familia Pérez Gómez'. A name typed as 'Familia Pérez' is not doubled
 * ('la familia Familia Pérez'); one typed as 'Los Pérez' keeps its own article. Dependency-free.
 */
export function familyPhrase(familyName: string): string {
  const name = familyName.trim().replace(/\s+/g, ' ');
  const bare = name.replace(/^(la\s+)?familia\s+/i, '');
  if (/^(los|las)\s/i.test(bare)) return bare.charAt(0).toLowerCase() + bare.slice(1);
  return `la familia ${bare}`;
}

/** What a text calls a memorial's person or family after 'de', 'a', 'para': the person's name as it is, the family with its article. */
export function memorialPhrase(kind: 'memorial' | 'individual' | 'family', name: string): string {
  return kind === 'family' ? familyPhrase(name) : name;
}
