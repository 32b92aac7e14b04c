import { describe, expect, it } from 'vitest';
import {
  createDraftStore,
  DRAFT_TTL_MS,
  draftKey,
  formatSavedAt,
  isDraftKey,
  type KeyValueStorage,
} from '../../site/lib/drafts/draft-store';

/** localStorage's shape over a Map; `full` makes every write throw as a full or private-mode storage does. */
function memoryStorage(options: { full?: boolean } = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 10, 28, 2, 40); // 27 de noviembre, 9:40 p. m. in Bogotá

function clock(start = START) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('draft keys', () => {
  it('names the wizard kind, the account and the memorial (new ones as nuevo)', () => {
    expect(draftKey('individual', 'user-1')).toBe('borrador:v1:individual:user-1:nuevo');
    expect(draftKey('family', 'user-1', 'fam-9')).toBe('borrador:v1:family:user-1:fam-9');
    expect(draftKey('couple', 'user-1', 'a:b')).toBe('borrador:v1:couple:user-1:a%3Ab');
  });

  it('keeps accounts, kinds and memorials apart', () => {
    const keys = new Set([
      draftKey('individual', 'user-1'),
      draftKey('individual', 'user-2'),
      draftKey('family', 'user-1'),
      draftKey('individual', 'user-1', 'p-1'),
      draftKey('individual', 'user-1', 'p-2'),
    ]);
    expect(keys.size).toBe(5);
    expect([...keys].every(isDraftKey)).toBe(true);
    expect(isDraftKey('cart')).toBe(false);
  });
});

describe('the draft store', () => {
  it('saves and loads the step and the data with the time it was saved', () => {
    const storage = memoryStorage();
    const time = clock();
    const drafts = createDraftStore(storage, time.now);
    const key = draftKey('individual', 'user-1');
    expect(drafts.load(key)).toBeNull();
    expect(drafts.save(key, 1, { values: { name: 'María Elena' }, media: { photo: { kind: 'new', file: 'f-1' } } })).toBe(true);
    time.advance(60_000);
    expect(drafts.load(key)).toEqual({
      savedAt: START,
      step: 1,
      data: { values: { name: 'María Elena' }, media: { photo: { kind: 'new', file: 'f-1' } } },
    });
    // Another account, another memorial: nothing.
    expect(drafts.load(draftKey('individual', 'user-2'))).toBeNull();
    expect(drafts.load(draftKey('individual', 'user-1', 'p-1'))).toBeNull();
  });

  it('a later save replaces the draft and its time', () => {
    const time = clock();
    const drafts = createDraftStore(memoryStorage(), time.now);
    const key = draftKey('family', 'user-1');
    drafts.save(key, 0, { n: 1 });
    time.advance(DAY);
    drafts.save(key, 2, { n: 2 });
    expect(drafts.load(key)).toEqual({ savedAt: START + DAY, step: 2, data: { n: 2 } });
  });

  it('keeps a draft for 30 days and removes it after', () => {
    const storage = memoryStorage();
    const time = clock();
    const drafts = createDraftStore(storage, time.now);
    const key = draftKey('individual', 'user-1');
    drafts.save(key, 2, { name: 'Ana' });
    time.advance(DRAFT_TTL_MS);
    expect(drafts.load(key)?.step).toBe(2);
    time.advance(1);
    expect(drafts.load(key)).toBeNull();
    expect(storage.entries.has(key)).toBe(false);
  });

  it('sweeps every expired draft of the device and leaves fresh ones and other keys', () => {
    const storage = memoryStorage();
    const time = clock();
    const drafts = createDraftStore(storage, time.now);
    const old = draftKey('individual', 'user-1');
    const older = draftKey('family', 'user-2', 'fam-1');
    drafts.save(old, 0, {});
    drafts.save(older, 0, {});
    storage.setItem('carrito', '[]');
    time.advance(31 * DAY);
    const fresh = draftKey('couple', 'user-1');
    drafts.save(fresh, 3, {});
    storage.setItem(draftKey('individual', 'user-3'), 'not json');
    expect(drafts.sweep().sort()).toEqual([old, older, draftKey('individual', 'user-3')].sort());
    expect([...storage.entries.keys()].sort()).toEqual(['carrito', fresh].sort());
  });

  it('removes a draft (Empezar de nuevo, or the memorial saved)', () => {
    const drafts = createDraftStore(memoryStorage(), clock().now);
    const key = draftKey('individual', 'user-1');
    drafts.save(key, 1, {});
    drafts.remove(key);
    expect(drafts.load(key)).toBeNull();
  });

  it('says so, without throwing, when the device keeps nothing', () => {
    const full = createDraftStore(memoryStorage({ full: true }), clock().now);
    expect(full.available()).toBe(false);
    expect(full.save(draftKey('individual', 'user-1'), 0, {})).toBe(false);
    const none = createDraftStore(null, clock().now);
    expect(none.available()).toBe(false);
    expect(none.save('k', 0, {})).toBe(false);
    expect(none.load('k')).toBeNull();
    expect(none.sweep()).toEqual([]);
    expect(createDraftStore(memoryStorage(), clock().now).available()).toBe(true);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(storage, clock().now);
    const key = draftKey('individual', 'user-1');
    storage.setItem(key, '{"savedAt":"ayer"}');
    expect(drafts.load(key)).toBeNull();
  });
});

describe('when the draft was saved', () => {
  it('is said the Colombian way', () => {
    expect(formatSavedAt(START)).toBe('el 27 de noviembre a las 9:40 p. m.');
    expect(formatSavedAt(Date.UTC(2025, 0, 5, 14, 5))).toBe('el 5 de enero a las 9:05 a. m.');
  });
});
