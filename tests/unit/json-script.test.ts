import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../site/lib/json-script';

/**
 * The state a page embeds in <script type="application/json">. A visitor's memory reaches it, so no text
 * may give the HTML parser markup to act on: `</script>` would end the element early, and `<!--<script`
 * would make the parser skip past the real `</script>`, taking the rest of the page with it.
 */
describe('JSON embedded in a page', () => {
  const hostile = ['hola <!--<script x', '</script><script>alert(1)</script>', '<!-- -->', 'a & b > c', 'línea\u2028separada\u2029párrafo'];

  it.each(hostile)('holds no markup for %j and reads back exactly', (message) => {
    const state = { memories: [{ message, author_name: message }], total: 1 };
    const json = jsonForScript(state);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(state);
  });

  it('writes each character as its JSON unicode escape', () => {
    expect(jsonForScript('<>&\u2028\u2029')).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029"');
    expect(jsonForScript({ a: 'hola <!--<script x' })).toBe('{"a":"hola \\u003c!--\\u003cscript x"}');
  });

  it('leaves everything else as JSON.stringify writes it', () => {
    const plain = { name: 'María José Ñúñez', likes: 12, things: ['tinto', 'arepas'], song: null, ok: true };
    expect(jsonForScript(plain)).toBe(JSON.stringify(plain));
  });

  it('gives valid JSON for a missing value', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});
