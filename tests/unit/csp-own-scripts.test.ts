import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, keepOwnScriptHashes } from '../../site/lib/public/csp-own-scripts';

const hash = (algorithm: 'sha256' | 'sha384', text: string) =>
  `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;
const own = 'globalThis.x = "ñandú";';
const other = 'console.log(1)';
const html = `<html><head><script type="module">${own}</script><script type="module" src="/_astro/a.js"></script></head><body></body></html>`;
const policy = `default-src 'self';img-src 'self' data:; script-src 'self' ${hash('sha256', own)} ${hash('sha256', other)}; style-src 'self' 'unsafe-inline' ;`;

describe('inlineScripts', () => {
  it('finds the text of scripts without src, whatever their attributes', () => {
    expect(inlineScripts(`${html}<SCRIPT>${other}</SCRIPT >`)).toEqual([own, other]);
    expect(inlineScripts('<script data-src="x">a</script>')).toEqual(['a']);
  });
});

describe('keepOwnScriptHashes', () => {
  it("keeps only the hashes of the page's own inline scripts, the rest of the policy as it was", async () => {
    expect(await keepOwnScriptHashes(policy, html)).toBe(
      `default-src 'self';img-src 'self' data:; script-src 'self' ${hash('sha256', own)}; style-src 'self' 'unsafe-inline' ;`,
    );
  });

  it('never adds a hash: an inline script Astro did not hash stays refused', async () => {
    const result = await keepOwnScriptHashes(`script-src 'self' ${hash('sha256', other)}`, `<script>${own}</script>`);
    expect(result).toBe("script-src 'self'");
  });

  it('reads the algorithm from the policy and treats script-src-elem alike', async () => {
    const result = await keepOwnScriptHashes(
      `script-src-elem 'self' ${hash('sha384', own)} ${hash('sha384', other)}; script-src 'self'`,
      html,
    );
    expect(result).toBe(`script-src-elem 'self' ${hash('sha384', own)}; script-src 'self'`);
  });

  it('leaves a policy without script hashes unchanged', async () => {
    expect(await keepOwnScriptHashes("default-src 'self'; style-src 'self' 'sha256-abc='", html)).toBe(
      "default-src 'self'; style-src 'self' 'sha256-abc='",
    );
  });
});
