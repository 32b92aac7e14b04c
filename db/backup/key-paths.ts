/**
 * Where each R2 object's bytes live inside a backup folder. R2 keys are arbitrary strings (a key may hold
 * `..`, a leading `/`, a backslash, control characters, or be both "a" and the prefix of "a/b"), so a key is
 * never used as a path as it stands: every segment is percent-encoded down to a small safe alphabet, and a key
 * that still cannot be a file of its own (a collision, even one that only a case-insensitive disk would see,
 * or a name too long for a file system) goes under `_keys/` by the SHA-256 of the key. Ordinary keys
 * (`{kind}/{ownerId}/{uuid}.{ext}`) keep their readable shape. The manifest records key → path; restore reads
 * the path from there and checks it again with `resolveInside`, since a manifest may have been edited.
 */
import { createHash } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The folder, inside a backup, that holds the objects. */
export const OBJECTS_DIR = 'r2';

/** Under OBJECTS_DIR; no encoded key can start with it, since `_` is escaped in the first segment. */
const HASHED_DIR = '_keys';

/** Most file systems allow 255 bytes per name; stay well below, leaving room for a temporary suffix. */
const MAX_SEGMENT_BYTES = 200;

const SAFE = /^[A-Za-z0-9._-]$/;

function encodeSegment(segment: string, first: boolean): string {
  // '.' and '..' would walk the tree, and an empty segment (from '//' or a leading '/') would vanish. A lone
  // '%' is never produced by encoding (every '%' it writes starts a pair of hex digits), so it stays unique.
  if (segment === '') return '%';
  if (segment === '.') return '%2E';
  if (segment === '..') return '%2E%2E';
  let out = '';
  for (const char of segment) {
    // A first segment starting with '_' is escaped so that it can never be HASHED_DIR.
    const keep = SAFE.test(char) && !(first && out === '' && char === '_');
    out += keep ? char : [...Buffer.from(char, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** The readable path for a key, or null when it would make a name too long. Pure and deterministic. */
export function encodedKeyPath(key: string): string | null {
  const segments = key.split('/').map((segment, index) => encodeSegment(segment, index === 0));
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return null;
  return segments.join('/');
}

export function hashedKeyPath(key: string): string {
  return `${HASHED_DIR}/${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

/**
 * A path (relative to OBJECTS_DIR, '/'-separated) for every key, distinct even on a case-insensitive disk,
 * and with no file that is also another key's folder. Keys are planned in sorted order so the same set of
 * keys always gets the same paths.
 */
export function planObjectPaths(keys: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(keys)].sort();
  const files = new Set<string>();
  const folders = new Set<string>();
  const planned = new Map<string, string>();
  const fold = (path: string) => path.toLowerCase();

  const fits = (path: string) => {
    const parts = fold(path).split('/');
    if (files.has(parts.join('/')) || folders.has(parts.join('/'))) return false;
    // None of its folders may already be a file.
    return parts.slice(0, -1).every((_, i) => !files.has(parts.slice(0, i + 1).join('/')));
  };
  const take = (path: string) => {
    const parts = fold(path).split('/');
    files.add(parts.join('/'));
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  };

  for (const key of sorted) {
    const readable = encodedKeyPath(key);
    const path = readable !== null && fits(readable) ? readable : hashedKeyPath(key);
    take(path);
    planned.set(key, path);
  }
  return planned;
}

/**
 * The absolute path of `relativePath` under `root`, or an error when it would leave `root` (absolute paths,
 * `..`, backslashes, NUL). Used for every path read from a manifest.
 */
export function resolveInside(root: string, relativePath: string): string {
  const bad =
    relativePath === '' ||
    isAbsolute(relativePath) ||
    relativePath.includes('\\') ||
    relativePath.includes('\0') ||
    relativePath.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  const full = resolve(root, relativePath);
  const rel = relative(resolve(root), full);
  if (bad || rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new Error(`Ruta insegura en la copia: ${JSON.stringify(relativePath)}`);
  }
  return full;
}
