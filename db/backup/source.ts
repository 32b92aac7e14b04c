/**
 * Where a backup reads from: the local state (`.wrangler/state` or --persist-to) or production. Both give the
 * D1 dump as `wrangler d1 export` writes it and every R2 object with its metadata.
 */
import type { ObjectMetadata } from './manifest';

export type SourceObject = { key: string; size: number; etag?: string };

export interface BackupSource {
  kind: 'local' | 'remote';
  /** For the progress lines: the folder or the account it reads. */
  where: string;
  database: string;
  bucket: string;
  exportD1(outFile: string): Promise<void>;
  listObjects(): AsyncIterable<SourceObject>;
  /** Null when the object vanished since it was listed (deleted meanwhile). */
  getObject(key: string): Promise<{ body: ReadableStream<Uint8Array>; metadata: ObjectMetadata; etag?: string } | null>;
  close(): Promise<void>;
}
