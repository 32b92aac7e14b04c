import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { dailyQuote, randomQuote } from '../services/quotes';
import { requestDeps } from './request-deps';

export const quotesApi = new Hono<AppEnv>()
  .get('/daily', async (c) => {
    // Everyone sees the same quote all day: browsers and the edge may keep it for an hour.
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ success: true as const, data: await dailyQuote(requestDeps(c)) });
  })
  .get('/random', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data: await randomQuote(requestDeps(c)) });
  });
