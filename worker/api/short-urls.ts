import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { shortUrl } from '../services/short-links';
import { appUrl } from './request-context';

type WithCode = { short_code: string | null };

/**
 * Pages go out of the API with their plaque's address next to its code: `short_url`, on the public host
 * (APP_URL), in lower case as people type it (the QR code alone carries it in upper case).
 */
export function withShortUrl<T extends WithCode>(c: Context<AppEnv>, page: T): T & { short_url: string | null } {
  return { ...page, short_url: page.short_code ? shortUrl(appUrl(c), page.short_code) : null };
}

export function withShortUrls<T extends WithCode>(c: Context<AppEnv>, pages: T[]): (T & { short_url: string | null })[] {
  return pages.map((page) => withShortUrl(c, page));
}
