import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { candleInputSchema, memorialPageQuerySchema, memorialQuerySchema } from '../schemas/remembrance';
import { candleSummary, lightCandle, listCandlesForOwner } from '../services/candles';
import { targetOf } from '../services/remembrance';
import { requestDeps } from './request-deps';

/**
 * 'Encender una vela' (docs/features/remembrance.md). Visitors read the count and light a candle without an account; the owner (or an
 * administrator) lists the candles with the names visitors left. Nothing here purges a kept page: the page's
 * script reads the count, as it reads likes.
 */
export const candlesApi = new Hono<AppEnv>()
  .get('/', validate('query', memorialQuerySchema), async (c) => {
    const data = await candleSummary(requestDeps(c), targetOf(c.req.valid('query')));
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data });
  })
  // 201 when the candle counted; 200 with the same count for the visitor's second candle of the day.
  .post('/', validate('json', candleInputSchema), async (c) => {
    const input = c.req.valid('json');
    const data = await lightCandle(requestDeps(c), { target: targetOf(input), name: input.name });
    return c.json({ success: true as const, data }, data.counted ? 201 : 200);
  })
  .use(requireAuth)
  .get('/manage', validate('query', memorialPageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { data, pagination } = await listCandlesForOwner(requestDeps(c), signedInUser(c), targetOf(query), query.page);
    return c.json({ success: true as const, data, pagination });
  });
