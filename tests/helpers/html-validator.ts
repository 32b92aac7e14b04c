import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The W3C Nu HTML Checker (the `vnu-jar` package's vnu.jar on the machine's Java), run once over a set of
 * documents: one JVM start for all of them, offline, about two seconds. Only errors are reported (warnings
 * are advice, not invalid HTML).
 */
export type HtmlDocument = { name: string; html: string };
export type HtmlError = { document: string; line?: number; column?: number; message: string; extract?: string };

type NuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/**
 * Modern CSS the checker's CSS grammar predates though every browser the product supports has it (container
 * queries, Baseline since 2023): its complaints about them say nothing about the page. Nothing else is excused.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: Unrecognized at-rule “@container”/,
  /^CSS: “container(-type|-name)?”: Property “container(-type|-name)?” doesn't exist/,
];

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

/** A file name for the document, kept readable in the report. */
const fileName = (index: number, name: string) =>
  `${String(index).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'raiz'}.html`;

export async function validateHtml(documents: HtmlDocument[]): Promise<HtmlError[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((document, index) => ({ document, path: join(dir, fileName(index, document.name)) }));
    await Promise.all(files.map(({ document, path }) => writeFile(path, document.html)));
    const { stdout } = await run(
      process.env.JAVA ?? 'java',
      ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', ...files.map(({ path }) => path)],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const byPath = new Map(files.map(({ document, path }) => [path, document.name]));
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .filter((message) => !UNKNOWN_TO_THE_CHECKER.some((pattern) => pattern.test(message.message)))
      .map((message) => {
        const path = message.url ? new URL(message.url).pathname : '';
        return {
          document: byPath.get(path) ?? path,
          line: message.lastLine,
          column: message.firstColumn,
          message: message.message,
          extract: message.extract,
        };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per error, for a failing test's message. */
export function describeHtmlErrors(errors: HtmlError[]): string {
  return errors
    .map(
      (error) =>
        `${error.document}:${error.line ?? '?'}:${error.column ?? '?'} ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
    )
    .join('\n');
}
