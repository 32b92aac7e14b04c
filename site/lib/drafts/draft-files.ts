/**
 * A draft's chosen files, in IndexedDB (localStorage holds text only, and a few megabytes): the file each picker
 * kept after the browser prepared it (a photo already upright and reduced, a video as chosen), stored the moment
 * it is chosen. Each file has an id the draft's JSON names; `fileId` gives a File the same id for as long as the
 * page lives, and a file read back keeps its id, so it is never stored twice.
 *
 * A tiny typed wrapper rather than a library: four operations on one object store.
 */

const DB_NAME = 'borradores';
const STORE = 'archivos';
const BY_DRAFT = 'borrador';

type FileRecord = { id: string; draft: string; file: File };

const ids = new WeakMap<Blob, string>();
/** Files this page read from, or wrote to, IndexedDB: never written again. */
const kept = new WeakSet<File>();
let counter = 0;

/** Whether `file` is in IndexedDB already (read back from a draft, or stored by this page). */
export const isStored = (file: File): boolean => kept.has(file);

/** The file's id in this page's drafts, given on first use. */
export function fileId(file: File): string {
  let id = ids.get(file);
  if (!id) {
    counter += 1;
    id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${counter}`;
    ids.set(file, id);
  }
  return id;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB no está disponible');
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(BY_DRAFT, 'draft');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    request.onblocked = () => reject(new Error('IndexedDB bloqueado'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** One transaction on the store; resolves with `work`'s value once the transaction has completed. */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => T | Promise<T>): Promise<T> {
  const db = await open();
  const tx = db.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: transacción abortada'));
  });
  const value = await work(tx.objectStore(STORE));
  await done;
  return value;
}

const result = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

/** Stores the files of `draft` not stored yet. Rejects when the device refuses (quota, private mode). */
export async function putFiles(draft: string, files: File[]): Promise<void> {
  if (files.length === 0) return;
  await transact('readwrite', (store) => {
    for (const file of files) store.put({ id: fileId(file), draft, file } satisfies FileRecord);
  });
  files.forEach((file) => kept.add(file));
}

/** The stored files of `draft`, by id; each keeps its id for the rest of the page's life. */
export async function readFiles(draft: string): Promise<Map<string, File>> {
  const records = await transact('readonly', (store) => result(store.index(BY_DRAFT).getAll(draft) as IDBRequest<FileRecord[]>));
  const files = new Map<string, File>();
  for (const record of records) {
    ids.set(record.file, record.id);
    kept.add(record.file);
    files.set(record.id, record.file);
  }
  return files;
}

/** Removes the files of `draft` except those in `keep` (a photo taken away from the draft leaves the device). */
export async function pruneFiles(draft: string, keep: ReadonlySet<string> = new Set()): Promise<void> {
  await transact('readwrite', async (store) => {
    const keys = await result(store.index(BY_DRAFT).getAllKeys(draft));
    for (const key of keys) if (!keep.has(String(key))) store.delete(key);
  });
}
