/**
 * Backing up production: D1 through `wrangler d1 export --remote`, by table (./search-indexes.ts; your `wrangler login` or
 * CLOUDFLARE_API_TOKEN), R2 through its S3-compatible API (r2-s3-client.ts) with an R2 API token.
 */
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONFIG, ROOT } from './project';
import { r2S3Client } from './r2-s3-client';
import { dumpPlan, SCHEMA_QUERY, type SchemaEntry } from './search-indexes';
import type { BackupSource } from './source';

const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');

export type RemoteSettings = { endpoint: string; accessKeyId: string; secretAccessKey: string };

/** The R2 credentials from the environment, or one message naming every missing variable. */
export function remoteSettings(env: NodeJS.ProcessEnv): RemoteSettings {
  const missing = ['R2_ACCESS_KEY_ID', 'R2_SECRET_ACCESS_KEY'].filter((name) => !env[name]?.trim());
  if (!env.R2_ENDPOINT?.trim() && !env.R2_ACCOUNT_ID?.trim()) missing.unshift('R2_ACCOUNT_ID');
  if (missing.length > 0) {
    throw new Error(
      `Para leer R2 de producción faltan estas variables de entorno: ${missing.join(', ')} ` +
        '(un token de API de R2 con lectura del bucket; ver "Copias de seguridad" en el README)',
    );
  }
  return {
    endpoint: env.R2_ENDPOINT?.trim() || `https://${env.R2_ACCOUNT_ID!.trim()}.r2.cloudflarestorage.com`,
    accessKeyId: env.R2_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.R2_SECRET_ACCESS_KEY!.trim(),
  };
}

function wrangler(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own progress and any login prompt go straight to the operator.
    const child = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler ${args.slice(0, 3).join(' ')} terminó con código ${code}`)),
    );
  });
}

/** Production's sqlite_schema, through `wrangler d1 execute --json` (its output is the JSON alone). */
function remoteSchema(): Promise<SchemaEntry[]> {
  return new Promise((resolve, reject) => {
    const args = [WRANGLER, 'd1', 'execute', 'DB', '--remote', '--json', '--command', SCHEMA_QUERY, '--config', CONFIG];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute terminó con código ${code}`));
      try {
        const [first] = JSON.parse(output) as [{ results: SchemaEntry[] }];
        resolve(first.results);
      } catch (error) {
        reject(new Error('wrangler d1 execute no devolvió el esquema en JSON', { cause: error }));
      }
    });
  });
}

export function remoteSource(settings: RemoteSettings, names: { database: string; bucket: string }): BackupSource {
  const r2 = r2S3Client({
    endpoint: settings.endpoint,
    bucket: names.bucket,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  return {
    kind: 'remote',
    where: `producción (${new URL(settings.endpoint).host})`,
    ...names,
    async exportD1(outFile) {
      // By name, without the search indexes, which the dump rebuilds instead (./search-indexes.ts).
      const plan = dumpPlan(await remoteSchema());
      const tables = plan.names.flatMap((name) => ['--table', name]);
      // -y: the export makes production's D1 unavailable while it runs; asking is for people, this is a script.
      await wrangler(['d1', 'export', 'DB', '--remote', '--output', outFile, '--skip-confirmation', '--config', CONFIG, ...tables]);
      await appendFile(outFile, `\n${plan.rebuild.join('\n')}`);
    },
    listObjects: () => r2.list(),
    getObject: (key) => r2.get(key),
    close: async () => {},
  };
}
