import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);

/** The `[vars]` table of wrangler.toml as key → value (flat string values only, which is all it holds). */
function wranglerVars(): Record<string, string> {
  const toml = readFileSync(new URL('wrangler.toml', ROOT), 'utf8');
  const table = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  return Object.fromEntries([...table.matchAll(/^\s*([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((match) => [match[1], match[2]]));
}

describe('the deploy configuration (wrangler.toml)', () => {
  it("holds production's values: real e-mail, and no local switch", () => {
    const vars = wranglerVars();
    expect(vars.MAIL_TRANSPORT).toBe('resend');
    expect(vars.MAIL_FROM).toMatch(/<[^@\s]+@[^>\s]+>/);
    expect(vars).toHaveProperty('APP_URL');
    expect(vars).not.toHaveProperty('LOCAL_DEV');
    const settings = readFileSync(new URL('wrangler.toml', ROOT), 'utf8').replace(/#.*$/gm, '');
    expect(settings).not.toMatch(/outbox|LOCAL_DEV/);
  });

  it('never ships the local variables with the deploy: the local start writes them to .dev.vars, which git ignores', () => {
    expect(readFileSync(new URL('.gitignore', ROOT), 'utf8')).toMatch(/^\.dev\.vars$/m);
    const scripts = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.deploy).not.toMatch(/LOCAL_DEV|outbox|--var/);
    expect(scripts.start).toMatch(/local:vars/);
  });
});
