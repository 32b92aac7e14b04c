/** List reordering for the family gallery (product §2.5 "drag reorder"), pure so it is unit-tested. */

/** A copy of `list` with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

export type Box = { left: number; top: number; width: number; height: number };

/**
 * Which tile a dragged finger or pointer is over: the one whose centre is nearest, so the gaps between
 * grid tiles and the space past the last one still land somewhere sensible. -1 without tiles.
 */
export function nearestIndex(boxes: readonly Box[], x: number, y: number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  boxes.forEach((box, index) => {
    const dx = box.left + box.width / 2 - x;
    const dy = box.top + box.height / 2 - y;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
