import type { Plugin } from 'vite';
import { commonPasswordList } from './common-password-list.ts';

const ID = 'virtual:common-passwords';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:common-passwords`: the common-password list (common-password-list.ts) as one newline-separated
 * string, made at build time so neither the Worker nor the browser carries zxcvbn-ts's whole 380 KB
 * dictionary (the list is ~70 KB, ~30 KB compressed).
 */
export function commonPasswordsPlugin(): Plugin {
  return {
    name: 'common-passwords',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(commonPasswordList().join('\n'))};` : undefined),
  };
}
