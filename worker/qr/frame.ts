import type { HeartModel } from './heart';

/** The square every output draws in: the heart centred with a 3% margin on its longer side. */
export function squareFrame(model: HeartModel) {
  const { box } = model;
  const side = Math.max(box.width, box.height) * 1.06;
  return { x: box.x + box.width / 2 - side / 2, y: box.y + box.height / 2 - side / 2, side };
}
