import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IslandName } from '../../site/lib/islands/wake';

/**
 * Registers `client:touch` (site/scripts/touch-directive.ts): islands that hydrate when a person reaches for
 * them, so the buyer's pages (/, /template and the rest under the site header) ship no React before a touch.
 */
export function touchIslands(): AstroIntegration {
  return {
    name: 'touch-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'touch', entrypoint: fileURLToPath(new URL('../../site/scripts/touch-directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** The island's name: what its triggers' `data-wakes` and wakeIsland() call it. */
    'client:touch'?: IslandName;
  }
}
