import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The texts written in the source of site/ and worker/, read as TypeScript reads them (docs/testing.md, "Copy"):
 * every string literal, every static part of a template literal and every JSX text, with where it stands (the JSX
 * element around it, the attribute or object key it is the value of), so a test can hold the visible ones to the
 * house style. Comments are not texts. An .astro file is read as its frontmatter plus its template read as JSX,
 * without its <style>, <script> and HTML comments.
 */
export type SourceText = {
  file: string;
  line: number;
  text: string;
  /** 'jsx' for JSX text, 'string' for a literal or a template's static part. */
  kind: 'jsx' | 'string';
  /** The JSX elements around the text (tag names), the nearest first: `['strong', 'h2']`. */
  elements: string[];
  /** The JSX attribute or object property whose value the text is, if any. */
  key: string | null;
};

const SOURCE_EXTENSIONS = /\.(ts|tsx|astro)$/;

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Blanks a span of text but keeps its line breaks, so line numbers stay those of the file. */
function blank(span: string): string {
  return span.replace(/[^\n]/g, ' ');
}

/** An .astro file as one TSX text: the frontmatter as code, the template inside a fragment. */
export function astroAsTsx(source: string): string {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  const frontmatter = fence ? fence[1] : '';
  const template = (fence ? source.slice(fence[0].length) : source)
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
  // The fence lines stay as blank lines so line numbers match the file.
  return `\n${frontmatter}\n\nconst __template = <>${template}</>;\n`;
}

function keyOf(node: ts.Node): string | null {
  const parent = node.parent;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText();
  if (ts.isJsxAttribute(parent)) return parent.name.getText();
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText().replace(/^['"]|['"]$/g, '');
  return null;
}

/** The JSX elements a text stands in, up to the function that returns them. */
function elementsOf(node: ts.Node): string[] {
  const found: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxElement(at)) found.push(at.openingElement.tagName.getText());
    else if (ts.isJsxSelfClosingElement(at)) found.push(at.tagName.getText());
    else if (ts.isFunctionLike(at)) break;
  }
  return found;
}

function textsOf(file: string, code: string): SourceText[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: SourceText[] = [];
  const add = (node: ts.Node, text: string, kind: SourceText['kind']) => {
    if (!text.trim()) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({
      file,
      line,
      text: kind === 'jsx' ? text.replace(/\s+/g, ' ').trim() : text,
      kind,
      elements: elementsOf(node),
      key: keyOf(node),
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text, 'jsx');
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An import's path or a type's literal is code, not a text.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent))
        add(node, node.text, 'string');
    } else if (ts.isTemplateExpression(node)) {
      add(node, node.head.text, 'string');
      for (const span of node.templateSpans) add(span.literal, span.literal.text, 'string');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text of every .ts, .tsx and .astro file under the given folders of the repository. */
export function sourceTexts(root: string, dirs: readonly string[]): SourceText[] {
  return dirs.flatMap((dir) =>
    sourceFiles(root, dir).flatMap((path) => {
      const code = readFileSync(join(root, path), 'utf8');
      return textsOf(relative(root, join(root, path)), path.endsWith('.astro') ? astroAsTsx(code) : code);
    }),
  );
}
