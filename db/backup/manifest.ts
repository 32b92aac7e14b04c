/**
 * `manifest.json`: what a backup folder holds and how to check it. Written last by `npm run backup`, so a folder
 * without one is not a finished backup; read and validated by `npm run restore` before anything is touched.
 */
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
/** A sealed copy's whole manifest (keys, paths, metadata, checksums), sealed like its data; MANIFEST_FILE is then its summary. */
export const SEALED_MANIFEST_FILE = 'manifest.json.age';
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

/** What the dump holds, counted: rows per table and the last migration applied. Names and numbers only. */
const contentsSchema = z.object({
  tables: z.record(z.string(), z.number().int().nonnegative()),
  migration: z.string().nullable(),
});
export type DumpContents = z.infer<typeof contentsSchema>;

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
  /** Absent in copies made before it was recorded. */
  contents: contentsSchema.optional(),
});

/**
 * A sealed copy's readable manifest: what the copy is (date, source, app, counts, sizes, tables and their row
 * counts, the migration level) and nothing about anyone: no object keys (they name the uploader's account), no
 * paths, no metadata, no checksums (a plaintext's checksum confirms a guess of its content). The whole manifest
 * is SEALED_MANIFEST_FILE, opened by the restore and checked against this summary.
 */
export const summarySchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  created_at: z.iso.datetime(),
  source: z.enum(['local', 'remote']),
  encryption: z.literal('age'),
  sealed_manifest: z.literal(SEALED_MANIFEST_FILE),
  app: z.object({ name: z.string(), version: z.string(), commit: z.string().nullable() }),
  d1: z.object({ database: z.string(), file: z.literal(D1_FILE), size: z.number().int().nonnegative() }),
  r2: z.object({ bucket: z.string(), count: z.number().int().nonnegative(), total_size: z.number().int().nonnegative() }),
  contents: contentsSchema.optional(),
});

export type SealedSummary = z.infer<typeof summarySchema>;

/** The readable summary of a sealed copy's manifest. */
export function summaryOf(manifest: BackupManifest): SealedSummary {
  return {
    format: manifest.format,
    created_at: manifest.created_at,
    source: manifest.source,
    encryption: 'age',
    sealed_manifest: SEALED_MANIFEST_FILE,
    app: manifest.app,
    d1: { database: manifest.d1.database, file: manifest.d1.file, size: manifest.d1.size },
    r2: { bucket: manifest.r2.bucket, count: manifest.r2.count, total_size: manifest.r2.total_size },
    ...(manifest.contents ? { contents: manifest.contents } : {}),
  };
}

/** True for a sealed copy's summary (the whole manifest is then SEALED_MANIFEST_FILE). */
export function isSealedSummary(text: string): boolean {
  try {
    return (JSON.parse(text) as { sealed_manifest?: unknown } | null)?.sealed_manifest !== undefined;
  } catch {
    return false;
  }
}

export function parseSummary(text: string): SealedSummary {
  const parsed = summarySchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${MANIFEST_FILE} no es válido: ${issue?.path.join('.') || '(raíz)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * Rows per table and the last migration, from a dump's statements (as `wrangler d1 export` writes them: one
 * `INSERT INTO "table" …` per row; `d1_migrations` rows name their migration files).
 */
export function dumpContents(statements: readonly string[]): DumpContents {
  const tables: Record<string, number> = {};
  const migrations: string[] = [];
  for (const statement of statements) {
    const insert = /^\s*INSERT\s+INTO\s+"?([^"\s(]+)"?/i.exec(statement);
    if (!insert) continue;
    const table = insert[1]!;
    tables[table] = (tables[table] ?? 0) + 1;
    const migration = table === 'd1_migrations' ? /'(\d{4}_[^']*\.sql)'/.exec(statement) : null;
    if (migration) migrations.push(migration[1]!);
  }
  return { tables, migration: migrations.sort().at(-1) ?? null };
}

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ObjectEntry = z.infer<typeof objectEntry>;

/** What R2 keeps beside an object's bytes, in the shape R2's put() takes back. */
export type ObjectMetadata = {
  httpMetadata: {
    contentType?: string;
    cacheControl?: string;
    contentDisposition?: string;
    contentEncoding?: string;
    contentLanguage?: string;
  };
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
