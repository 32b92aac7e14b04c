import type { Answer, api } from '../../lib/api-client';
import type { WallMemory } from '../../lib/wall/memory-card';

/**
 * The wall's routes as the server rendered their addresses (components/wall/MemoryWallPage.astro builds them with
 * the typed client; this page's script leaves the client out of its bundle): the list with the wall's query
 * (the script sets `page`), its live channel, a like (the memory's id goes in the slot, lib/public/route-slot.ts),
 * the new memory and its photo.
 */
export type WallEndpoints = { page: string; live: string; like: string; send: string; upload: string };

/** The wall as the server rendered it, read from <script id="wall-state" type="application/json">. */
export type WallState = {
  target: { kind: 'memorial' | 'family'; id: string };
  endpoints: WallEndpoints;
  page: number;
  pages: number;
  total: number;
  memories: WallMemory[];
};

/** GET /api/memories, typed from the route (types only: nothing of the client reaches the bundle). */
export type WallPageCall = Awaited<ReturnType<typeof api.memories.index.$get>>;
export type WallPageBody = Answer<WallPageCall>;
export type LikeCall = Awaited<ReturnType<(typeof api.memories)[':id']['like']['$post']>>;

export function readWallState(): WallState | null {
  const element = document.getElementById('wall-state');
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as WallState;
}

/** One page of the wall: its list address with `page` set. */
export function wallPageAddress(endpoints: WallEndpoints, page: number): string {
  const url = new URL(endpoints.page, location.href);
  url.searchParams.set('page', String(page));
  return url.href;
}
