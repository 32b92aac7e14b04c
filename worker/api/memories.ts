import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { wallRoomName, type WallTarget } from '../realtime/wall-live';
import {
  manageQuerySchema,
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
  listWall,
  setMemoryVisibility,
  setWallSettings,
} from '../services/memories';
import { requestDeps } from './request-deps';
import { idParams, memoryIdParams } from '../schemas/params';
import { decisionsInputSchema, reportInputSchema, WALL_MODERATION_MESSAGES } from '../schemas/wall-moderation';
import { listManagedMemories } from '../services/managed-memories';
import { decideMemories } from '../services/memory-decisions';
import { reportMemory } from '../services/memory-reports';
import { blockWriter, liftWallBlock, listWallBlocks } from '../services/wall-blocks';

const blockIdParams = idParams(WALL_MODERATION_MESSAGES.blockNotFound);

const wallOf = (query: Pick<WallQuery, 'memorial_profile_id' | 'family_profile_id'>): WallTarget =>
  query.memorial_profile_id ? { kind: 'memorial', id: query.memorial_profile_id } : { kind: 'family', id: query.family_profile_id ?? '' };

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
  // A visitor's report (docs/features/memory-wall.md): no account, 10 an hour per address; the family reads it in the manager.
  .post('/:id/report', validate('param', memoryIdParams), validate('json', reportInputSchema), async (c) => {
    await reportMemory(requestDeps(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data: { received: true as const } }, 202);
  })
  .use(requireAuth)
  .get('/manage', validate('query', manageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { data, pagination } = await listManagedMemories(requestDeps(c), signedInUser(c), wallOf(query), query.page, query.filter);
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
    const data = await setWallSettings(requestDeps(c), signedInUser(c), wallOf(input), {
      auto_publish: input.auto_publish,
      wall_photo_optional: input.wall_photo_optional,
    });
    return c.json({ success: true as const, data });
  })
  // 'Aprobar seleccionados' / 'Rechazar seleccionados': up to 50 memories, all or nothing.
  .post('/decisions', validate('json', decisionsInputSchema), async (c) => {
    const data = await decideMemories(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data });
  })
  .get('/blocks', validate('query', wallSettingsQuerySchema), async (c) => {
    const data = await listWallBlocks(requestDeps(c), signedInUser(c), wallOf(c.req.valid('query')));
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data });
  })
  .delete('/blocks/:id', validate('param', blockIdParams), async (c) => {
    await liftWallBlock(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  })
  .post('/:id/block-writer', validate('param', memoryIdParams), async (c) => {
    const data = await blockWriter(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 201);
  })
  .patch('/:id', validate('param', memoryIdParams), validate('json', visibilitySchema), async (c) => {
    const data = await setMemoryVisibility(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json').is_authorized);
    return c.json({ success: true as const, data });
  })
  .delete('/:id', validate('param', memoryIdParams), async (c) => {
    await deleteMemory(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  });
