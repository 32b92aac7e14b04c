import type { Plugin } from 'vite';

/**
 * Two things Astro's server code does at import that cost a Worker ~35 ms of its global scope
 * (`wrangler check startup`, docs/performance.md "Start-up"), each taken out of the server's build:
 *
 * - piccolore (Astro's terminal colours) reads `process.stdout.isTTY` at import, and under `nodejs_compat`
 *   that first read builds the process's stdio streams (~18 ms). A Worker's log has no terminal: the server
 *   build gets colour functions that return the text unchanged.
 * - Astro's logger builds an `Intl.DateTimeFormat` at import for the time it prints on dev-server lines; the
 *   first Intl object of an isolate costs ~15 ms. It is built on first use instead.
 *
 * The logger's line is matched exactly: if an Astro upgrade changes it, the build stops here rather than
 * quietly putting the cost back, and this plugin is the place to look.
 */
const PLAIN_COLORS = '\0cold-start:plain-colors';
const ASTRO_LOGGER = /\/node_modules\/astro\/dist\/core\/logger\/core\.js$/;
const EAGER_FORMAT = 'const dateTimeFormat = new Intl.DateTimeFormat(';
const LAZY_FORMAT =
  'const dateTimeFormat = ((...options) => { let made; return { format: (date) => (made ??= new Intl.DateTimeFormat(...options)).format(date) }; })(';

/** Every export of piccolore, each returning its text unchanged. */
const PLAIN_COLORS_MODULE = `
const plain = (text) => String(text);
const names = ['reset','bold','dim','italic','underline','inverse','hidden','strikethrough','black','red','green','yellow','blue','magenta','cyan','white','gray','bgBlack','bgRed','bgGreen','bgYellow','bgBlue','bgMagenta','bgCyan','bgWhite','blackBright','redBright','greenBright','yellowBright','blueBright','magentaBright','cyanBright','whiteBright','bgBlackBright','bgRedBright','bgGreenBright','bgYellowBright','bgBlueBright','bgMagentaBright','bgCyanBright','bgWhiteBright'];
export const createColors = () => Object.fromEntries([['isColorSupported', false], ...names.map((name) => [name, plain])]);
export default createColors();
`;

export function coldStartPlugin(): Plugin {
  return {
    name: 'cold-start',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    resolveId: (id) => (id === 'piccolore' ? PLAIN_COLORS : undefined),
    load: (id) => (id === PLAIN_COLORS ? PLAIN_COLORS_MODULE : undefined),
    transform(code, id) {
      if (!ASTRO_LOGGER.test(id)) return undefined;
      if (!code.includes(EAGER_FORMAT)) {
        this.error(`worker/build/cold-start-plugin.ts: Astro's logger no longer builds its Intl.DateTimeFormat as expected; check ${id}`);
      }
      return { code: code.replace(EAGER_FORMAT, LAZY_FORMAT), map: null };
    },
  };
}
