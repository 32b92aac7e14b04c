// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { browserOnlyPlugin } from './worker/build/browser-only-plugin';
import { coldStartPlugin } from './worker/build/cold-start-plugin';
import { commonPasswordsPlugin } from './worker/build/common-passwords-plugin';
import { minifyServerPlugin } from './worker/build/minify-server-plugin';
import { serviceWorker } from './worker/build/service-worker';
import { touchIslands } from './worker/build/touch-islands';

/**
 * The Worker entry is worker/index.ts (wrangler.toml `main`): Hono serves /api and /media and hands the
 * rest to Astro. Astro sessions are off (our sessions live in D1) and images pass through untouched
 * (photos are sized at upload and served from R2), so the build needs no KV or Images binding.
 */
/** What @astrojs/cloudflare would put on top of every chunk (it only sets the banner when none is given). */
const SERVER_BANNER = 'globalThis.process ??= {}; globalThis.process.env ??= {};';

export default defineConfig({
  srcDir: './site',
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  session: false,
  // Every page's CSS goes inside its HTML: on mobile data each render-blocking stylesheet request costs a
  // round trip before anything shows (bench/public-pages.mjs measures it on the public memorial pages).
  build: { inlineStylesheets: 'always' },
  // /sw.js is bundled from site/service-worker/ (worker/build/service-worker.ts says why it is not in public/).
  // `client:touch` hydrates an island at the first touch on its trigger (worker/build/touch-islands.ts).
  integrations: [react(), serviceWorker(), touchIslands()],
  // The common-password list, cut at build time (worker/build/common-passwords-plugin.ts). Each build gets
  // its own id: the edge cache never serves a page an earlier build rendered (worker/edge-cache/), whose
  // script names that build's files. Browser-only libraries stay out of the Worker (worker/build/browser-only-plugin.ts),
  // Astro's import-time costs are taken out of its start-up (worker/build/cold-start-plugin.ts), and the Worker's
  // code is minified (worker/build/minify-server-plugin.ts).
  vite: {
    plugins: [commonPasswordsPlugin(), browserOnlyPlugin(), coldStartPlugin(), minifyServerPlugin()],
    define: { 'import.meta.env.EDGE_CACHE_BUILD': JSON.stringify(Date.now().toString(36)) },
    // The public pages' script is bundled as one self-contained ES module of its own (site/components/public/PublicPageScript.astro).
    worker: { format: 'es' },
    // @astrojs/cloudflare gives every chunk a `process` stand-in for the Worker; the browser's files (`_astro/`) need
    // none, and two of them are inlined in every public page, whose HTML must fit the first round trip.
    build: { rolldownOptions: { output: { banner: (chunk) => (chunk.fileName.startsWith('_astro/') ? '' : SERVER_BANNER) } } },
  },
  // Every page carries a Content-Security-Policy <meta> with the hashes of Astro's own scripts and styles:
  // no inline script runs unless Astro emitted it. Styles keep 'unsafe-inline' because server-rendered
  // `style=` attributes (photo positions, template colours) cannot be hashed; scripts never do.
  // frame-ancestors cannot live in a <meta>: worker/middleware/security-headers.ts sends it as a header.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "connect-src 'self'",
        "font-src 'self'",
        // blob: for the HEIC decoder (heic-to), which runs libheif in a worker made from its own code; it is
        // loaded only when someone picks a HEIC photo (site/lib/media/prepare-photo.ts).
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        // The favourite song's privacy-enhanced YouTube player, loaded only after a tap.
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
