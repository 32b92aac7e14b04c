import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { coldStartPlugin } from '../../worker/build/cold-start-plugin';

/**
 * What worker/build/cold-start-plugin.ts takes out of the Worker's start-up (docs/performance.md, "Start-up"),
 * checked against the dependencies as installed: an upgrade of Astro or piccolore that changes what the plugin
 * relies on fails here, not silently in the next start-up profile.
 */
// The file as the build sees it (its package exports do not name it), under the project's node_modules.
const ASTRO_LOGGER = fileURLToPath(new URL('../../node_modules/astro/dist/core/logger/core.js', import.meta.url));

type Hook = (this: { error: (message: string) => never }, ...args: string[]) => unknown;
const plugin = coldStartPlugin() as Plugin & { resolveId: Hook; load: Hook; transform: Hook };
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('the cold-start plugin', () => {
  it("builds Astro's logger clock on first use, and the lazy clock prints what the eager one did", async () => {
    const source = readFileSync(ASTRO_LOGGER, 'utf8');
    const { code } = plugin.transform.call(context, source, ASTRO_LOGGER) as { code: string };
    expect(code).not.toContain('const dateTimeFormat = new Intl.DateTimeFormat(');
    const declaration = code.match(/const dateTimeFormat = [\s\S]*?\}\);/)?.[0];
    expect(declaration).toBeDefined();
    const lazy = new Function(`${declaration}; return dateTimeFormat;`)() as { format: (date: Date) => string };
    const eager = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
    const noon = new Date(Date.UTC(2026, 10, 2, 17, 4, 5));
    expect(lazy.format(noon)).toBe(eager.format(noon));
  });

  it('stops the build when the logger no longer has the line it rewrites', () => {
    expect(() => plugin.transform.call(context, 'export const x = 1;', ASTRO_LOGGER)).toThrow(/cold-start-plugin/);
    expect(plugin.transform.call(context, 'const a = new Intl.DateTimeFormat([]);', '/src/other.js')).toBeUndefined();
  });

  it('gives the server build colour functions for every one piccolore has, each returning its text unchanged', async () => {
    const id = plugin.resolveId.call(context, 'piccolore') as string;
    const source = plugin.load.call(context, id) as string;
    const plain = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      default: Record<string, unknown>;
      createColors: () => Record<string, unknown>;
    };
    const real = (await import('piccolore')) as { createColors: (enabled: boolean) => Record<string, unknown> };
    expect(Object.keys(plain.default).sort()).toEqual(Object.keys(real.createColors(false)).sort());
    expect(plain.default.isColorSupported).toBe(false);
    expect((plain.default.bold as (text: string) => string)('Recuerdos')).toBe('Recuerdos');
    expect(Object.keys(plain.createColors())).toEqual(Object.keys(plain.default));
  });
});
