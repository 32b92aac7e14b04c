/**
 * A page's Content-Security-Policy with only the script hashes of the inline scripts that page carries.
 *
 * Astro puts the hash of every inline script of the whole site in every page's policy (nine of them, about
 * 500 bytes of response headers), while a public page runs one. On mobile data those bytes decide whether the
 * document fits in TCP's first window (14,600 bytes with its headers: docs/performance.md, 'The largest paint
 * on slow 4G'). Keeping only the hashes whose script is in the page allows exactly what the page runs: a hash
 * is only ever removed, never added, so nothing Astro did not emit can run, and an inline script of the page
 * keeps its hash whatever its component is.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const HASH_SOURCE = /^'(sha256|sha384|sha512)-[A-Za-z0-9+/=]+'$/;
const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;
type Algorithm = keyof typeof ALGORITHMS;

/** The text of every inline (no `src`) <script> of the HTML, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].filter((match) => !HAS_SRC.test(match[1] ?? '')).map((match) => match[2] ?? '');
}

async function hashSource(algorithm: Algorithm, text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest(ALGORITHMS[algorithm], new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'${algorithm}-${btoa(binary)}'`;
}

/**
 * The policy with, in its script directives (`script-src`, `script-src-elem`), only the hash sources that
 * match an inline script of the HTML; every other directive and source unchanged.
 */
export async function keepOwnScriptHashes(policy: string, html: string): Promise<string> {
  const directives = policy.split(';');
  const algorithms = new Set<Algorithm>();
  for (const directive of directives) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name !== 'script-src' && name !== 'script-src-elem') continue;
    for (const source of sources) {
      const match = HASH_SOURCE.exec(source);
      if (match) algorithms.add(match[1] as Algorithm);
    }
  }
  if (algorithms.size === 0) return policy;
  const scripts = inlineScripts(html);
  const present = new Set(await Promise.all(scripts.flatMap((text) => [...algorithms].map((algorithm) => hashSource(algorithm, text)))));
  return directives
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'script-src-elem') return directive;
      const kept = sources.filter((source) => !HASH_SOURCE.test(source) || present.has(source));
      return `${directive.startsWith(' ') ? ' ' : ''}${[name, ...kept].join(' ')}`;
    })
    .join(';');
}
