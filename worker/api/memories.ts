import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { wallRoomName, type WallTarget } from '../realtime/wall-live';
import {
  memoryInputSchema,
  visibilitySchema,
  wallQuerySchema,
  wallSettingsQuerySchema,
  wallSettingsSchema,
  type WallQuery,
} from '../schemas/memories';
import {
  createMemory,
  deleteMemory,
  findPublishedTarget,
  getWallSettings,
  likeMemory,
  listManagedMemories,
  listWall,
  setMemoryVisibility,
  setWallSettings,
} from '../services/memories';
import { requestDeps } from './request-deps';
import { memoryIdParams } from '../schemas/params';

const wallOf = (query: Pick<WallQuery, 'memorial_profile_id' | 'family_profile_id'>): WallTarget =>
  query.memorial_profile_id
    ? { kind: 'memorial', id: query.memorial_profile_id }
    : { kind: 'family', id: query.family_profile_id ?? '' };

/**
 * Memory walls (product §2.4, §2.7). Visitors read public memories, leave memories behind the captcha
 * (mounted separately at /memories/captcha), like them and listen for changes; the owner or an admin
 * lists every memory of a wall, approves or hides one, deletes, and reads or sets whether memories a
 * visitor made public are published without approval.
 */
export const memoriesApi = new Hono<AppEnv>()
  .get('/', validate('query', wallQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { data, pagination } = await listWall(requestDeps(c), wallOf(query), query.page);
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data, pagination });
  })
  .post('/', validate('json', memoryInputSchema), async (c) => {
    const data = await createMemory(requestDeps(c), c.req.valid('json'));
    return c.json({ success: true as const, data }, 201);
  })
  // A wall's live channel: a WebSocket held by the wall's Durable Object (worker/realtime/rooms.ts).
  .get('/live', validate('query', wallQuerySchema), async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new AppError(426, 'Esta dirección solo acepta conexiones en vivo (WebSocket)');
    }
    const wall = await findPublishedTarget(requestDeps(c), wallOf(c.req.valid('query')));
    const rooms = c.env.WALL_ROOMS;
    return rooms.get(rooms.idFromName(wallRoomName(wall))).fetch(c.req.raw);
  })
  .post('/:id/like', validate('param', memoryIdParams), async (c) => {
    const likes = await likeMemory(requestDeps(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: { likes } });
  })
  .use(requireAuth)
  .get('/manage', validate('query', wallQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { data, pagination } = await listManagedMemories(requestDeps(c), signedInUser(c), wallOf(query), query.page);
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data, pagination });
  })
  // Registered before '/:id' so 'settings' is never taken for a memory's id.
  .get('/settings', validate('query', wallSettingsQuerySchema), async (c) => {
    const data = await getWallSettings(requestDeps(c), signedInUser(c), wallOf(c.req.valid('query')));
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data });
  })
  .patch('/settings', validate('json', wallSettingsSchema), async (c) => {
    const input = c.req.valid('json');
    const data = await setWallSettings(requestDeps(c), signedInUser(c), wallOf(input), { auto_publish: input.auto_publish });
    return c.json({ success: true as const, data });
  })
  .patch('/:id', validate('param', memoryIdParams), validate('json', visibilitySchema), async (c) => {
    const data = await setMemoryVisibility(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json').is_authorized);
    return c.json({ success: true as const, data });
  })
  .delete('/:id', validate('param', memoryIdParams), async (c) => {
    await deleteMemory(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  });
