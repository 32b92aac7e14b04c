import { dirname, join } from 'node:path';

/** Reading Markdown the way tests/unit/docs-links.test.ts checks it: fences, and links outside them. */

const FENCE = /^\s*(```|~~~)/;
/** `[text](target)`; a target with a scheme (https:, mailto:) or only an anchor is not a file. */
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|#)/i;

/** The lines outside fenced blocks, with inline code removed, and whether the last fence was closed. */
export function proseLines(markdown: string): { lines: { text: string; line: number }[]; openFenceAt: number | null } {
  const lines: { text: string; line: number }[] = [];
  let openFenceAt: number | null = null;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) {
      openFenceAt = openFenceAt === null ? index + 1 : null;
      return;
    }
    if (openFenceAt === null) lines.push({ text: text.replace(/`[^`]*`/g, ''), line: index + 1 });
  });
  return { lines, openFenceAt };
}

/** The relative links of a document that open no file, as 'file:line target'. */
export function brokenLinks(file: string, markdown: string, exists: (path: string) => boolean): string[] {
  const broken: string[] = [];
  for (const { text, line } of proseLines(markdown).lines) {
    for (const [, target] of text.matchAll(LINK)) {
      if (target === undefined || EXTERNAL.test(target)) continue;
      const path = decodeURI(target.split('#')[0] ?? '');
      if (!exists(join(dirname(file), path))) broken.push(`${file}:${line} ${target}`);
    }
  }
  return broken;
}
