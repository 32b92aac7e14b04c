/**
 * The browser's copy of the API's common-password rule. The list (~70 KB) is fetched only by the forms that
 * create a password, when they open (`preloadCommonPasswords`), so no other page pays for it; until it has
 * arrived the check passes and the server, which always has the list, answers with the same text.
 */
type Check = (password: string) => boolean;

let check: Check | null = null;
let loading: Promise<void> | null = null;

export function preloadCommonPasswords(): Promise<void> {
  loading ??= import('../../../worker/schemas/common-passwords')
    .then((module) => {
      check = module.isCommonPassword;
    })
    .catch(() => {
      // Offline or a failed chunk: the server still refuses common passwords; allow a later retry.
      loading = null;
    });
  return loading;
}

export function isKnownCommonPassword(password: string): boolean {
  return check?.(password) ?? false;
}
