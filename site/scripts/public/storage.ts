/**
 * localStorage / sessionStorage that never throw: private modes and full or disabled storage must not
 * break a memorial page. A failed read counts as "no mark".
 */
export type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readMark(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeMark(kind: StorageKind, key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the visit may simply be counted again next time.
  }
}

export function clearMark(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
