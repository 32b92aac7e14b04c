import type { WallMemory } from '../../lib/wall/memory-card';

/** The wall as the server rendered it, read from <script id="wall-state" type="application/json">. */
export type WallState = {
  target: { kind: 'memorial' | 'family'; id: string };
  page: number;
  pages: number;
  total: number;
  memories: WallMemory[];
};

export type WallPageBody = {
  data: WallMemory[];
  pagination: { page: number; pages: number; total: number };
};

export function readWallState(): WallState | null {
  const element = document.getElementById('wall-state');
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as WallState;
}

/** `memorial_profile_id=…` or `family_profile_id=…`, the query every wall endpoint takes. */
export const wallQuery = (target: WallState['target']) =>
  `${target.kind === 'family' ? 'family_profile_id' : 'memorial_profile_id'}=${encodeURIComponent(target.id)}`;
