/**
 * JSON for a page's `<script type="application/json">` state. The HTML parser ends (or, after `<!--`
 * and `<script`, stops looking for the end of) a script element on markup it finds inside it, so any
 * visitor's text in the state could break the whole page. Every `<`, `>` and `&` is written as a JSON
 * unicode escape, and so are U+2028 and U+2029 (line breaks to older JavaScript parsers): the result
 * holds no markup at all and `JSON.parse` returns exactly the original value.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  // JSON.stringify(undefined) is undefined; an empty state is still valid JSON.
  return (json ?? 'null').replace(UNSAFE, escapeChar);
}
