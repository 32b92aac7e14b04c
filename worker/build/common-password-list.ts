import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords we refuse: enough to stop guessing lists, small enough to ship. */
export const COMMON_PASSWORD_COUNT = 10_000;
/** Shorter ones are refused by the length rule already, so the list need not carry them. */
const MIN_LENGTH = 6;

/**
 * The first 10,000 entries of zxcvbn-ts's password dictionary (ranked by how often they appear in leaks),
 * lower case. Node-side only: the Worker and the browser get it cut at build time (common-passwords-plugin.ts),
 * Node scripts (npm run admin:create) read it here.
 */
export function commonPasswordList(): string[] {
  return (dictionary['passwords-common'] ?? [])
    .slice(0, COMMON_PASSWORD_COUNT)
    .map((word) => String(word).toLowerCase())
    .filter((word) => word.length >= MIN_LENGTH);
}
