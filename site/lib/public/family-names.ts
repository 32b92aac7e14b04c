/**
 * How the family page names its members under their portraits (product §2.2: "portraits with first
 * names"). Colombian names usually carry one or two given names and two surnames; with four words or more
 * the first two are given names ('Luis Alberto Gómez Herrera' → 'Luis Alberto'); with fewer, only the first
 * word is certainly one ('Jorge Enrique Gómez' → 'Jorge', never a surname).
 */
export function givenName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 4) return `${words[0]} ${words[1]}`;
  return words[0] ?? '';
}
