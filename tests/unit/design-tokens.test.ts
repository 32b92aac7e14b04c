import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One design vocabulary (docs/design-tokens.md): colours live in site/styles/tokens.css as custom
 * properties, and the shared form field, button and card are styled once, in site/styles/controls.css.
 */
const ROOT = new URL('../../', import.meta.url).pathname;

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending))
    .map((name) => join(folder, name));
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The CSS of an .astro file: its <style> blocks, everything else blanked to its line breaks so lines keep their numbers. */
const astroStyles = (source: string) =>
  source
    .split(/(<style[^>]*>[\s\S]*?<\/style>)/)
    .map((part) => (part.startsWith('<style') ? part.replace(/^<style[^>]*>|<\/style>$/g, '') : part.replace(/[^\n]/g, '')))
    .join('');

/** A raw colour in a declaration's value: a hex code or a colour function with numbers in it. */
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/gi;

/** Each raw colour of a stylesheet, with its line, skipping url(...) values (an inline SVG's own colours). */
function rawColours(path: string, css: string): string[] {
  const found: string[] = [];
  withoutComments(css)
    .replace(/url\([^)]*\)/g, 'url()')
    .split('\n')
    .forEach((line, index) => {
      // Only values: a selector's #id is not a colour.
      const value = line.includes(':') && !line.trimEnd().endsWith('{') ? line.slice(line.indexOf(':') + 1) : '';
      for (const match of value.matchAll(RAW_COLOUR)) found.push(`${path}:${index + 1} ${match[0]} (${line.trim()})`);
    });
  return found;
}

const ISLAND_CSS = filesUnder('site/islands', '.css');
const COMPONENT_CSS = filesUnder('site/components', '.css');

/**
 * The .astro files whose <style> is held to the tokens: all but the public memorial pages', which paint over the
 * template's picture (a candle's flame, the lightbox's black) and keep the colours they were measured with
 * (docs/performance.md); docs/design-tokens.md.
 */
const PUBLIC_MEMORIAL = ['site/components/public/', 'site/layouts/PublicMemorialLayout.astro'];
const ASTRO = filesUnder('site', '.astro').filter((path) => !PUBLIC_MEMORIAL.some((prefix) => path.startsWith(prefix)));

describe('colours come from the tokens', () => {
  it('finds the stylesheets it scans', () => {
    expect(ISLAND_CSS.length).toBeGreaterThan(30);
    expect(COMPONENT_CSS.length).toBeGreaterThan(1);
  });

  it("no island's or component's stylesheet writes a raw hex or rgb() colour", () => {
    const found = [...ISLAND_CSS, ...COMPONENT_CSS].flatMap((path) => rawColours(path, read(path)));
    expect(found, `Use a token of site/styles/tokens.css instead:\n${found.join('\n')}`).toEqual([]);
  });

  it("nor does a page's, layout's or component's <style>, outside the public memorial pages", () => {
    expect(ASTRO.length).toBeGreaterThan(40);
    const found = ASTRO.flatMap((path) => rawColours(path, astroStyles(read(path))));
    expect(found, `Use a token of site/styles/tokens.css instead:\n${found.join('\n')}`).toEqual([]);
  });

  it('tells a colour from an id selector and an inline SVG', () => {
    expect(
      rawColours(
        'x.css',
        '#main .a {\n  color: #fff;\n  background: url("data:image/svg+xml,%23abc #abc");\n  border-color: rgb(1 2 3 / 0.5);\n}',
      ),
    ).toEqual(['x.css:2 #fff (color: #fff;)', 'x.css:4 rgb(1 (border-color: rgb(1 2 3 / 0.5);)']);
  });

  it("reads an .astro file's <style> only, at its own line numbers", () => {
    const source = '<p style="color: #000">a</p>\n<style is:global>\n  .x { color: #fff; }\n</style>';
    expect(rawColours('x.astro', astroStyles(source))).toEqual(['x.astro:3 #fff (.x { color: #fff; })']);
  });

  it('every custom property a stylesheet reads is defined somewhere', () => {
    const sources = [
      ...filesUnder('site', '.css'),
      ...filesUnder('site', '.astro'),
      ...filesUnder('site', '.tsx'),
      ...filesUnder('site', '.ts'),
    ].map((path) => ({ path, text: read(path) }));
    const defined = new Set(sources.flatMap(({ text }) => [...text.matchAll(/(--[a-z][\w-]*)['"]?\s*:/gi)].map((match) => match[1])));
    const missing = sources
      .filter(({ path }) => path.endsWith('.css') || path.endsWith('.astro'))
      .flatMap(({ path, text }) =>
        // A var() with a fallback may be left unset on purpose.
        [...text.matchAll(/var\((--[\w-]+)\s*\)/g)].filter((match) => !defined.has(match[1])).map((match) => `${path}: ${match[1]}`),
      );
    expect(missing).toEqual([]);
  });
});

/** The shared controls: their own rules (the class alone, with states) live only in controls.css. */
const SHARED = [
  'field',
  'field__label',
  'field__input',
  'field__select',
  'field__hint',
  'field__error',
  'form-alert',
  'button',
  'button--primary',
  'button--secondary',
  'button--ghost',
  'button--danger',
  'button--small',
  'surface-card',
  'surface-card--compact',
  'inset-panel',
  'spinner',
  'spinner--large',
];
const CONTROLS = 'site/styles/controls.css';

/** The selectors of every rule that styles one of SHARED on its own (`.field__input`, `.button--danger:hover`). */
function ownRules(path: string, css: string): string[] {
  const selectors = [...withoutComments(css).matchAll(/([^{}]+)\{/g)].flatMap((match) => (match[1] ?? '').split(',').map((s) => s.trim()));
  return selectors
    .filter((selector) => SHARED.some((name) => new RegExp(`^\\.${name}(?![\\w-])(?:[:\\[][^\\s>+~]*)?$`).test(selector)))
    .map((selector) => `${path}: ${selector}`);
}

describe('a form field, a button and a card are styled once', () => {
  it(`only ${CONTROLS} styles them on their own; other files only place them`, () => {
    const stylesheets = [
      ...filesUnder('site', '.css').map((path) => ({ path, css: read(path) })),
      ...filesUnder('site', '.astro').map((path) => ({ path, css: astroStyles(read(path)) })),
    ];
    const elsewhere = stylesheets.filter(({ path }) => path !== CONTROLS).flatMap(({ path, css }) => ownRules(path, css));
    expect(elsewhere).toEqual([]);
    expect(ownRules(CONTROLS, read(CONTROLS)).length).toBeGreaterThan(SHARED.length);
  });

  it('tells a rule of its own from a placement', () => {
    expect(
      ownRules('x.css', ".field__input:focus, .toolbar .field__input { }\n.button--danger[aria-disabled='true'] {}\n.button--dangerous {}"),
    ).toEqual(['x.css: .field__input:focus', "x.css: .button--danger[aria-disabled='true']"]);
  });
});
