import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; rate limits key on it. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown';
}
