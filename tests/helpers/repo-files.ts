import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders no test reads: installed packages, build output, local state, git. */
const SKIPPED = new Set(['node_modules', 'dist', '.wrangler', '.astro', '.git']);

/**
 * Every file under `dirs` (paths relative to `root`) whose name ends with one of `endings`, as paths relative to
 * `root`, sorted. A plain file in `dirs` (README.md) is taken as it is.
 */
export function repoFiles(root: string, dirs: readonly string[], endings: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (path: string): void => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIPPED.has(name)) walk(join(path, name));
    } else if (endings.some((ending) => path.endsWith(ending))) {
      found.push(relative(root, path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found.sort();
}
