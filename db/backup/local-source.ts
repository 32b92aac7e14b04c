/**
 * Backing up the local state. `wrangler d1 export --local` has no --persist-to (it always reads
 * .wrangler/state beside wrangler.toml), so the dump is asked of the same D1 with the pragma that command
 * itself sends to Miniflare; the output is the same text. R2 is listed and read through the binding.
 */
import { writeFile } from 'node:fs/promises';
import { listBucket, openLocalState } from './local-state';
import { dumpPlan, SCHEMA_QUERY, type SchemaEntry } from './search-indexes';
import type { BackupSource, SourceObject } from './source';

/** What `wrangler d1 export --local` runs (wrangler-dist/cli.js, exportLocal): no-schema = 0, no-data = 0, then the names to export. */
const EXPORT_PRAGMA = 'PRAGMA miniflare_d1_export(?,?,?);';

export async function localSource(stateDir: string, names: { database: string; bucket: string }): Promise<BackupSource> {
  const local = await openLocalState(stateDir);
  return {
    kind: 'local',
    where: stateDir,
    ...names,
    async exportD1(outFile) {
      // By name, without the search indexes, which the dump rebuilds instead (./search-indexes.ts).
      const schema = await local.DB.prepare(SCHEMA_QUERY).all<SchemaEntry>();
      const plan = dumpPlan(schema.results);
      const [lines] = await local.DB.prepare(EXPORT_PRAGMA)
        .bind(0, 0, ...plan.names)
        .raw<string[]>();
      if (!Array.isArray(lines)) throw new Error('La base local no devolvió su volcado SQL');
      await writeFile(outFile, [...lines, ...plan.rebuild].join('\n'), { flag: 'wx' });
    },
    async *listObjects(): AsyncGenerator<SourceObject> {
      for await (const object of listBucket(local.MEDIA)) yield { key: object.key, size: object.size, etag: object.etag };
    },
    async getObject(key) {
      const object = await local.MEDIA.get(key);
      if (!object) return null;
      // Field by field: through the proxy these are remote objects, not plain ones to spread.
      const http = object.httpMetadata ?? {};
      return {
        body: object.body as ReadableStream<Uint8Array>,
        metadata: {
          httpMetadata: {
            contentType: http.contentType,
            cacheControl: http.cacheControl,
            contentDisposition: http.contentDisposition,
            contentEncoding: http.contentEncoding,
            contentLanguage: http.contentLanguage,
          },
          customMetadata: Object.fromEntries(Object.entries(object.customMetadata ?? {})),
        },
        etag: object.etag,
      };
    },
    close: () => local.dispose(),
  };
}
