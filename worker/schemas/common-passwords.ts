import list from 'virtual:common-passwords';

/**
 * The most common passwords (worker/build/common-passwords-plugin.ts), refused on every new password
 * whatever its case: "Password1" is guessed as soon as "password1" is. Shared by the API's schemas and,
 * loaded on demand, the browser's password forms.
 */
export { COMMON_PASSWORD_MESSAGE } from './auth-texts';

/** Built on the first password checked, not when an isolate starts (docs/performance.md, "Start-up"). */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split('\n'));
  return common.has(password.normalize('NFKC').toLowerCase());
}
