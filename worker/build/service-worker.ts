import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type * as Esbuild from 'esbuild';

/**
 * /sw.js, bundled from site/service-worker/sw.ts into one classic script (a module service worker would shut
 * out browsers that cannot start one). Written in TypeScript so the worker and the unit tests import the
 * same rules (site/lib/offline/), and bundled on its own, outside Vite's page bundles, so no chunk it shares
 * with the pages can turn into an `import` that a classic worker cannot run.
 */
const ENTRY = fileURLToPath(new URL('../../site/service-worker/sw.ts', import.meta.url));

/**
 * esbuild is Astro's own dependency: it is resolved through Astro, so this always finds the copy Astro
 * installed, without a second declaration to keep in step.
 */
function loadEsbuild(): typeof Esbuild {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('astro/package.json'))('esbuild') as typeof Esbuild;
}

export async function bundleServiceWorker(): Promise<string> {
  const result = await loadEsbuild().build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no service worker');
  return output.text;
}

export function serviceWorker(): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      // `astro dev`: bundled on each request, so an edit shows on the next update check.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/sw.js', (_request, response, next) => {
          bundleServiceWorker().then((code) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          }, next);
        });
      },
      // The client directory is what the assets binding serves (dist/client, or a benchmark's own out dir).
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('sw.js', dir), await bundleServiceWorker());
      },
    },
  };
}
