/**
 * `manifest.json`: what a backup folder holds and how to check it. Written last by `npm run backup`, so a folder
 * without one is not a finished backup; read and validated by `npm run restore` before anything is touched.
 */
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const D1_FILE = 'd1.sql';
export const MANIFEST_FORMAT = 'recuerdos-eternos-backup/1';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 debe ser 64 caracteres hexadecimales');

const objectEntry = z.object({
  key: z.string().min(1),
  /** Relative to the backup's r2/ folder, '/'-separated (db/backup/key-paths.ts). */
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256,
  content_type: z.string().optional(),
  cache_control: z.string().optional(),
  content_disposition: z.string().optional(),
  content_encoding: z.string().optional(),
  content_language: z.string().optional(),
  custom_metadata: z.record(z.string(), z.string()).optional(),
});

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  created_at: z.iso.datetime(),
  source: z.enum(['local', 'remote']),
  /** Present when every file's bytes are sealed with age (db/backup/age.ts); sizes and checksums are the plaintext's. */
  encryption: z.literal('age').optional(),
  app: z.object({ name: z.string(), version: z.string(), commit: z.string().nullable() }),
  d1: z.object({ database: z.string(), file: z.literal(D1_FILE), size: z.number().int().nonnegative(), sha256 }),
  r2: z.object({
    bucket: z.string(),
    count: z.number().int().nonnegative(),
    total_size: z.number().int().nonnegative(),
    objects: z.array(objectEntry),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ObjectEntry = z.infer<typeof objectEntry>;

/** What R2 keeps beside an object's bytes, in the shape R2's put() takes back. */
export type ObjectMetadata = {
  httpMetadata: { contentType?: string; cacheControl?: string; contentDisposition?: string; contentEncoding?: string; contentLanguage?: string };
  customMetadata: Record<string, string>;
};

export function entryFor(key: string, path: string, file: { size: number; sha256: string }, metadata: ObjectMetadata): ObjectEntry {
  const http = metadata.httpMetadata;
  const entry: ObjectEntry = { key, path, size: file.size, sha256: file.sha256 };
  if (http.contentType) entry.content_type = http.contentType;
  if (http.cacheControl) entry.cache_control = http.cacheControl;
  if (http.contentDisposition) entry.content_disposition = http.contentDisposition;
  if (http.contentEncoding) entry.content_encoding = http.contentEncoding;
  if (http.contentLanguage) entry.content_language = http.contentLanguage;
  if (Object.keys(metadata.customMetadata).length > 0) entry.custom_metadata = metadata.customMetadata;
  return entry;
}

/** The entry's metadata back in R2's put() shape (only what was there). */
export function metadataOf(entry: ObjectEntry): ObjectMetadata {
  const httpMetadata: ObjectMetadata['httpMetadata'] = {};
  if (entry.content_type) httpMetadata.contentType = entry.content_type;
  if (entry.cache_control) httpMetadata.cacheControl = entry.cache_control;
  if (entry.content_disposition) httpMetadata.contentDisposition = entry.content_disposition;
  if (entry.content_encoding) httpMetadata.contentEncoding = entry.content_encoding;
  if (entry.content_language) httpMetadata.contentLanguage = entry.content_language;
  return { httpMetadata, customMetadata: entry.custom_metadata ?? {} };
}

/**
 * Parses a manifest's text, or throws one clear message: the first problem, and a key listed twice (two
 * objects would overwrite each other) or a count that does not match the list (a truncated edit).
 */
export function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_FILE} no es JSON válido`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${MANIFEST_FILE} no es válido: ${issue?.path.join('.') || '(raíz)'}: ${issue?.message}`);
  }
  const manifest = parsed.data;
  const keys = new Set<string>();
  const paths = new Set<string>();
  for (const object of manifest.r2.objects) {
    if (keys.has(object.key)) throw new Error(`${MANIFEST_FILE} repite la clave ${JSON.stringify(object.key)}`);
    if (paths.has(object.path.toLowerCase())) throw new Error(`${MANIFEST_FILE} repite la ruta ${JSON.stringify(object.path)}`);
    keys.add(object.key);
    paths.add(object.path.toLowerCase());
  }
  const total = manifest.r2.objects.reduce((sum, object) => sum + object.size, 0);
  if (manifest.r2.count !== manifest.r2.objects.length || manifest.r2.total_size !== total) {
    throw new Error(`${MANIFEST_FILE} no cuadra: dice ${manifest.r2.count} objetos y ${manifest.r2.total_size} bytes`);
  }
  return manifest;
}
