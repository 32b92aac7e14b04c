/** Facts about this project that a backup records: storage names from wrangler.toml, the app's version. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONFIG = join(ROOT, 'wrangler.toml');

/** The D1 database and R2 bucket behind the DB and MEDIA bindings. */
export function storageNames(): { database: string; bucket: string } {
  const config = unstable_readConfig({ config: CONFIG }) as {
    d1_databases: { binding: string; database_name?: string }[];
    r2_buckets: { binding: string; bucket_name?: string }[];
  };
  const database = config.d1_databases.find((d1) => d1.binding === 'DB')?.database_name;
  const bucket = config.r2_buckets.find((r2) => r2.binding === 'MEDIA')?.bucket_name;
  if (!database || !bucket) throw new Error('wrangler.toml no declara los enlaces DB (D1) y MEDIA (R2)');
  return { database, bucket };
}

/** package.json's name and version, and the commit when this is a git checkout (null otherwise). */
export function appInfo(): { name: string; version: string; commit: string | null } {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  let commit: string | null = null;
  try {
    commit =
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null;
  } catch {
    // Not a checkout (or no git): the version alone identifies the app.
  }
  return { name: pkg.name, version: pkg.version, commit };
}
