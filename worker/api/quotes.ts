import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { dailyQuote, randomQuote } from '../services/quotes';

export const quotesApi = new Hono<AppEnv>()
  .get('/daily', async (c) => {
    // Everyone sees the same quote all day: browsers and the edge may keep it for an hour.
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ success: true as const, data: await dailyQuote(c.get('db')) });
  })
  .get('/random', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data: await randomQuote(c.get('db')) });
  });
