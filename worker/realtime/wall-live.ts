import { log } from '../log';
/** Which wall a memory belongs to: an individual memorial's or a family's. */
export type WallTarget = { kind: 'memorial' | 'family'; id: string };

/**
 * What changed on a wall. Sockets only carry this notice; the wall then reads the rows it shows from
 * the API, so a visitor can never receive a memory that is not public. Services publish a notice only
 * about a memory that is or was on the public wall: a private or waiting memory's id never reaches a socket.
 */
export type WallChange = { type: 'added' | 'updated' | 'removed'; memoryId: string } | { type: 'liked'; memoryId: string; likes: number };

/** How services tell open walls about a change. */
export interface WallLive {
  publish(target: WallTarget, change: WallChange): Promise<void>;
}

export const wallRoomName = (target: WallTarget) => `${target.kind}:${target.id}`;

/**
 * Publishes through the wall's Durable Object. A failed publish is logged and swallowed: the change
 * is already stored, and walls that miss a notice catch up on their next poll.
 */
export function durableWallLive(rooms: Env['WALL_ROOMS']): WallLive {
  return {
    async publish(target, change) {
      try {
        const room = rooms.get(rooms.idFromName(wallRoomName(target)));
        await room.fetch('https://wall-room/publish', { method: 'POST', body: JSON.stringify(change) });
      } catch (error) {
        log.error('wall_publish_failed', error, { room: wallRoomName(target) });
      }
    },
  };
}
