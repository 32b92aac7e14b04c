import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fileId, isStored, pruneFiles, putFiles, readFiles } from '../../lib/drafts/draft-files';
import { browserStorage, createDraftStore, draftKey, type DraftKind, type StoredDraft } from '../../lib/drafts/draft-store';
import { sessionKnown } from '../../stores/session';

/**
 * A wizard's draft on this device (docs/features/drafts.md). `useDraftChoice` finds the draft when the wizard
 * opens and waits for the person's answer ('Continuar con tu borrador' or 'Empezar de nuevo');
 * `useDraftAutosave` keeps it as the person works: the fields a moment after the last keystroke, each chosen
 * file at once.
 */

/** How a wizard's state becomes a draft's JSON (files named by id) and back. */
export type DraftCodec<S, D> = {
  encode: (state: S, file: (file: File) => string) => D;
  /** `trustSent` false: the files still on this device go up again rather than reuse the URL they got (see SENT_FILES_TRUSTED_MS). */
  decode: (data: D, files: Map<string, File>, trustSent: boolean) => S;
};

/**
 * How long a sent file's URL is reused from a draft. The daily clean-up (worker/services/cleanup.ts) deletes an
 * upload that no memorial shows once it is a day old, so a draft last saved more than half a day ago sends the
 * files it still holds again instead of pointing at files that may be gone.
 */
export const SENT_FILES_TRUSTED_MS = 12 * 60 * 60 * 1000;

/**
 * Where this wizard's draft lives; `key` null when the device keeps nothing (the wizard still works).
 * `restored`: the wizard opened from a draft, so it holds work not saved yet.
 */
export type DraftSession = { key: string | null; restored?: boolean };

export type DraftChoice<S> =
  | { status: 'checking' }
  | { status: 'found'; savedAt: number; resume: () => void; startOver: () => void }
  | { status: 'ready'; start: S; step: number; session: DraftSession };

const store = () => createDraftStore(browserStorage());
const SAVE_DELAY_MS = 400;

/** Removes the expired drafts of this device, their files too (best effort, once per page). */
let swept = false;
function sweepOnce(): void {
  if (swept) return;
  swept = true;
  for (const key of store().sweep()) void pruneFiles(key).catch(() => undefined);
}

export function useDraftChoice<S, D>(
  kind: DraftKind,
  memorialId: string | undefined,
  fallback: S,
  codec: DraftCodec<S, D>,
): DraftChoice<S> {
  const [choice, setChoice] = useState<DraftChoice<S>>({ status: 'checking' });
  const latest = useRef({ fallback, codec });
  useLayoutEffect(() => {
    latest.current = { fallback, codec };
  });

  useEffect(() => {
    let live = true;
    async function check() {
      const session = await sessionKnown();
      if (!live) return;
      const drafts = store();
      const fresh = (key: string | null) => setChoice({ status: 'ready', start: latest.current.fallback, step: 0, session: { key } });
      if (!drafts.available()) return fresh(null);
      sweepOnce();
      const key = draftKey(kind, session.status === 'signed-in' ? session.user.id : 'invitado', memorialId);
      const found = drafts.load<D>(key);
      if (!found) return fresh(key);
      setChoice({
        status: 'found',
        savedAt: found.savedAt,
        resume: () => void resume(key, found),
        startOver: () => {
          drafts.remove(key);
          void pruneFiles(key).catch(() => undefined);
          fresh(key);
        },
      });
    }
    async function resume(key: string, found: StoredDraft<D>) {
      const files = await readFiles(key).catch(() => new Map<string, File>());
      if (!live) return;
      let start: S;
      try {
        start = latest.current.codec.decode(found.data, files, Date.now() - found.savedAt < SENT_FILES_TRUSTED_MS);
      } catch {
        // A draft this version cannot read (written by an older one): start afresh rather than break the page.
        store().remove(key);
        start = latest.current.fallback;
      }
      setChoice({ status: 'ready', start, step: found.step, session: { key, restored: true } });
    }
    void check();
    return () => {
      live = false;
    };
  }, [kind, memorialId]);

  return choice;
}

export type DraftKeeper = {
  /** Something was changed since the wizard opened (or since the draft was taken up) and is not saved yet. */
  dirty: boolean;
  /** The device refused to keep the draft (said once, quietly, by the wizard). */
  unavailable: boolean;
  /** Writes the draft now (after an upload wrote a file's URL, before leaving). */
  flush: () => void;
  /** The memorial is saved: the draft and its files leave the device. */
  clear: () => void;
};

/** Keeps `state` and `step` as the draft of `session` while the person works. */
export function useDraftAutosave<S, D>(session: DraftSession | null, step: number, state: S, codec: DraftCodec<S, D>): DraftKeeper {
  const key = session?.key ?? null;
  const [refused, setUnavailable] = useState(false);
  const unavailable = refused || (session !== null && key === null);
  const [dirty, setDirty] = useState(session?.restored ?? false);
  const cleared = useRef(false);
  const stored = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The files of the current state, found while encoding it.
  const encode = useCallback(() => {
    const files = new Map<string, File>();
    const data = codec.encode(state, (file) => {
      const id = fileId(file);
      files.set(id, file);
      return id;
    });
    return { data, files, json: JSON.stringify(data) };
  }, [codec, state]);

  const current = useMemo(() => encode(), [encode]);
  // Moving between steps alone is not work to keep; once something changed, the step is kept with it.
  const initial = useRef(current.json);
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!key || cleared.current) return;
    const { data, files } = latest.current;
    if (!store().save(key, step, data)) setUnavailable(true);
    void pruneFiles(key, new Set(files.keys())).catch(() => undefined);
  }, [key, step]);

  useEffect(() => {
    if (cleared.current || (!dirty && current.json === initial.current)) return;
    setDirty(true);
    if (!key) return;
    // Files at once: a reload a second after choosing a photo still finds it.
    const unsaved = [...current.files].filter(([id, file]) => !stored.current.has(id) && !isStored(file)).map(([, file]) => file);
    if (unsaved.length > 0) {
      unsaved.forEach((file) => stored.current.add(fileId(file)));
      putFiles(key, unsaved).catch(() => {
        unsaved.forEach((file) => stored.current.delete(fileId(file)));
        setUnavailable(true);
      });
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(write, SAVE_DELAY_MS);
  }, [current, dirty, key, write]);

  // Closing the tab within the pause still keeps the last keystrokes.
  useEffect(() => {
    const now = () => {
      if (timer.current !== undefined) write();
    };
    window.addEventListener('pagehide', now);
    return () => {
      window.removeEventListener('pagehide', now);
      clearTimeout(timer.current);
    };
  }, [write]);

  const clear = useCallback(() => {
    cleared.current = true;
    clearTimeout(timer.current);
    setDirty(false);
    if (!key) return;
    store().remove(key);
    void pruneFiles(key).catch(() => undefined);
  }, [key]);

  const flush = useCallback(() => {
    if (cleared.current) return;
    // Uploads write their URL onto the file's entry without a render: encode again.
    latest.current = encode();
    write();
  }, [encode, write]);

  return { dirty, unavailable, flush, clear };
}
