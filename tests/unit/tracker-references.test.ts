import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoFiles } from '../helpers/repo-files';

/**
 * The issue tracker is not part of the repository, so a comment, a test's name or a document that cites an issue by
 * its number sends a newcomer nowhere. A reason is pointed to where it is written down: docs/features/*.md, docs/decisions/,
 * docs/performance.md (docs/glossary.md explains the words).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['README.md', 'docs', 'worker', 'site', 'db', 'tests', 'bench', '.ci'];
const TEXT_FILES = ['.ts', '.tsx', '.astro', '.mjs', '.cjs', '.js', '.css', '.sql', '.md', '.c', '.html', 'run'];

/** The word, an optional space and '#', and the number. */
const TRACKER_REFERENCE = /\bissue ?#?\d+/i;

function trackerReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : []));
}

describe('no references to the issue tracker', () => {
  it('finds none in the docs, the code, the tests and the benches', () => {
    // An applied migration is history and never changes, so its old comments stay as they were written.
    const files = repoFiles(ROOT, SCANNED, TEXT_FILES).filter((file) => !file.startsWith('db/migrations/'));
    expect(files).toContain('worker/index.ts');
    expect(files).toContain('docs/glossary.md');
    const found = files.flatMap((file) => trackerReferences(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it("tells a tracker reference from the word's other uses", () => {
    const word = 'issue';
    const text = [
      `// Where a gathering is (${word} 33).`,
      `it('works (${word} #12)')`,
      `/** ${word}42 */`,
      "a schema's issues",
      `t${word} 3`,
    ].join('\n');
    expect(trackerReferences('x.ts', text)).toEqual([
      `x.ts:1 // Where a gathering is (${word} 33).`,
      `x.ts:2 it('works (${word} #12)')`,
      `x.ts:3 /** ${word}42 */`,
    ]);
  });
});
