import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../worker/schemas/error-codes';

/** docs/api.md's "Errors" table: one row per code, `| `CODE` | status | when |`. */
function documentedCodes(): string[] {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const section = doc.split(/^## Errors$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]!);
}

describe('the error codes', () => {
  it('are SCREAMING_SNAKE, each its own name', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) {
      expect(value).toBe(name);
      expect(name).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    }
  });

  it('are listed in docs/api.md, exactly those and each once', () => {
    const documented = documentedCodes();
    expect([...documented].sort()).toEqual(Object.keys(ERROR_CODES).sort());
    expect(new Set(documented).size).toBe(documented.length);
  });
});
