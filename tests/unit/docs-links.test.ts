import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, proseLines } from '../helpers/markdown';
import { repoFiles } from '../helpers/repo-files';

/**
 * The documents a newcomer reads hold together: every relative link in README.md and docs/ opens a file of the
 * repository, and every fenced block is closed (an unclosed fence swallows the rest of the page).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = repoFiles(ROOT, ['README.md', 'docs'], ['.md']);

describe('docs hold together', () => {
  it('finds the documents', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS).toContain('docs/glossary.md');
  });

  it('every relative link in README.md and docs/ opens a file', () => {
    const broken = DOCS.flatMap((file) =>
      brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'), (path) => existsSync(join(ROOT, path))),
    );
    expect(broken).toEqual([]);
  });

  it('every fenced block is closed', () => {
    const open = DOCS.flatMap((file) => {
      const { openFenceAt } = proseLines(readFileSync(join(ROOT, file), 'utf8'));
      return openFenceAt === null ? [] : [`${file}:${openFenceAt}`];
    });
    expect(open).toEqual([]);
  });

  it('tells a broken link and an open fence from good ones', () => {
    const page = [
      '[ok](d1.md) [anchor](#x) [web](https://example.com) `[code](nowhere.md)`',
      '[gone](docs/d1.md#limits)',
      '```bash',
      '[in a block](nowhere.md)',
    ].join('\n');
    const exists = (path: string) => path === 'docs/d1.md';
    expect(brokenLinks('docs/testing.md', page, exists)).toEqual(['docs/testing.md:2 docs/d1.md#limits']);
    expect(proseLines(page).openFenceAt).toBe(3);
    expect(proseLines(`${page}\n\`\`\``).openFenceAt).toBeNull();
  });
});
