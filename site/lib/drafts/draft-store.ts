/**
 * A wizard's draft on this device (docs/features/drafts.md): the typed fields and the step, as JSON in
 * localStorage under one key per wizard kind, account and memorial. The files live in IndexedDB
 * (./draft-files.ts); the JSON names them by id. A draft older than 30 days is gone: `load` refuses it and
 * `sweep` removes every expired one of this device on the next visit to any wizard.
 *
 * Pure but for the storage and the clock, both injected, so the unit tests run it in Node.
 */

export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const PREFIX = 'borrador:v1:';

export type DraftKind = 'individual' | 'family' | 'couple';

/** The storage a draft needs: localStorage, or a Map-backed fake in the tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type StoredDraft<T = unknown> = {
  /** Milliseconds since 1970, when the draft was last written. */
  savedAt: number;
  /** The step the person was on (0-based). */
  step: number;
  data: T;
};

/** `borrador:v1:family:{account}:nuevo` for a new family, `…:individual:{account}:{memorialId}` for an edit. */
export function draftKey(kind: DraftKind, account: string, memorialId?: string): string {
  return `${PREFIX}${kind}:${encodeURIComponent(account)}:${memorialId ? encodeURIComponent(memorialId) : 'nuevo'}`;
}

export const isDraftKey = (key: string | null): key is string => key?.startsWith(PREFIX) ?? false;

function parse(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof value.savedAt !== 'number' || typeof value.step !== 'number' || !('data' in value)) return null;
    return value as StoredDraft;
  } catch {
    return null;
  }
}

export type DraftStore = {
  /** False when the device refused it (private mode, storage full): the wizard goes on without a draft. */
  save: (key: string, step: number, data: unknown) => boolean;
  /** The draft, or null when there is none, it cannot be read, or it expired (then it is removed). */
  load: <T>(key: string) => StoredDraft<T> | null;
  remove: (key: string) => void;
  /** Removes every expired or unreadable draft on this device and returns their keys (their files go too). */
  sweep: () => string[];
  /** Whether this storage can keep anything at all (a test write). */
  available: () => boolean;
};

export function createDraftStore(storage: KeyValueStorage | null, now: () => number = Date.now): DraftStore {
  const expired = (draft: StoredDraft | null) => !draft || now() - draft.savedAt > DRAFT_TTL_MS;
  const attempt = <T>(run: () => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    save: (key, step, data) =>
      attempt(() => {
        storage!.setItem(key, JSON.stringify({ savedAt: now(), step, data } satisfies StoredDraft));
        return true;
      }, false),
    load: <T>(key: string) =>
      attempt(() => {
        const draft = parse(storage!.getItem(key));
        if (!draft) return null;
        if (expired(draft)) {
          storage!.removeItem(key);
          return null;
        }
        return draft as StoredDraft<T>;
      }, null),
    remove: (key) => attempt(() => storage!.removeItem(key), undefined),
    sweep: () =>
      attempt(() => {
        const keys: string[] = [];
        for (let index = 0; index < storage!.length; index++) {
          const key = storage!.key(index);
          if (isDraftKey(key)) keys.push(key);
        }
        const gone = keys.filter((key) => expired(parse(storage!.getItem(key))));
        gone.forEach((key) => storage!.removeItem(key));
        return gone;
      }, []),
    available: () =>
      attempt(() => {
        const probe = `${PREFIX}prueba`;
        storage!.setItem(probe, '1');
        storage!.removeItem(probe);
        return true;
      }, false),
  };
}

/** The page's localStorage, or null where reading it throws (some private modes, blocked storage). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** 'el 27 de noviembre a las 9:40 p. m.', Colombia's time. */
export function formatSavedAt(savedAt: number): string {
  const date = new Date(savedAt);
  const day = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', timeZone: 'America/Bogota' }).format(date);
  const time = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' }).format(date);
  return `el ${day} a las ${time}`;
}
