import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';

/** Row ids are UUIDs; anything else in `:id` is refused with the resource's own text before touching the database. */
export function routeId(c: Context<AppEnv>, invalid: string): string {
  const id = c.req.param('id') ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw badRequest(invalid);
  return id;
}
