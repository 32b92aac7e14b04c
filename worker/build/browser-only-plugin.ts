import type { Plugin } from 'vite';

/**
 * Libraries that only ever run in a browser, imported (on demand) by code that islands share with the
 * server render. The server's build gets a stand-in for each, so the Worker does not upload them: heic-to
 * alone is ~0.7 MB gzip of libheif that a Worker never calls (the HEIC decoding in
 * site/lib/media/prepare-photo.ts runs only when a family picks a phone photo). The stand-in throws if a
 * server ever called it, rather than failing quietly. docs/performance.md, "Start-up", keeps the figures.
 */
const BROWSER_ONLY = ['heic-to', 'heic-to/csp'];

const PREFIX = '\0browser-only:';

export function browserOnlyPlugin(): Plugin {
  return {
    name: 'browser-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    resolveId: (id) => (BROWSER_ONLY.includes(id) ? PREFIX + id : undefined),
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const name = JSON.stringify(id.slice(PREFIX.length));
      return `const refuse = () => { throw new Error(${name} + ' runs only in a browser'); };\nexport const heicTo = refuse;\nexport default refuse;\n`;
    },
  };
}
