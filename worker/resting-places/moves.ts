/**
 * A traslado inside the same cemetery (docs/features/resting-places.md 'A move in the same cemetery'):
 * the remains go from the bóveda to an osario a few steps away, so the family's point on the map and the photo of
 * the cemetery still lead visitors there. Pure rules, shared by the move's service and the editor's move form.
 */

/** What identifies a cemetery as the places store it: its name and, when both places give one, its city. */
export type CemeteryIdentity = { cemetery: string | null; city: string | null };

/** The part of a place a same-cemetery move keeps: the point, whether it is abroad, and the photo. */
export type KeptPoint = { latitude: number | null; longitude: number | null; outside_colombia: boolean; photo_url: string | null };

/**
 * A name as the family may have typed it either time: accents, capitals and repeated spaces do not make another
 * cemetery ('Cementerio Central' is 'cementerio  central' and 'Cementerio Céntral').
 */
export const cemeteryKey = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-CO').replace(/\s+/g, ' ').trim();

/**
 * Whether the new place names the current place's cemetery: both name one, the names match as `cemeteryKey`
 * reads them, and the cities match too when both give one (there is a 'Cementerio Central' in several cities).
 */
export function sameCemetery(current: CemeteryIdentity, next: CemeteryIdentity): boolean {
  if (!current.cemetery || !next.cemetery || cemeteryKey(current.cemetery) !== cemeteryKey(next.cemetery)) return false;
  return !current.city || !next.city || cemeteryKey(current.city) === cemeteryKey(next.city);
}

/**
 * The new place of a move as it is stored: in the same cemetery and without a point of its own, it keeps the
 * current place's point (with its 'outside Colombia') and, unless it brings its own, the current photo. A point
 * given, or another cemetery, changes nothing: a new cemetery without a point has no 'Cómo llegar'.
 */
export function withKeptPoint<T extends CemeteryIdentity & KeptPoint>(current: CemeteryIdentity & KeptPoint, next: T): T {
  if (next.latitude !== null || next.longitude !== null || current.latitude === null || current.longitude === null) return next;
  if (!sameCemetery(current, next)) return next;
  return {
    ...next,
    latitude: current.latitude,
    longitude: current.longitude,
    outside_colombia: current.outside_colombia,
    photo_url: next.photo_url ?? current.photo_url,
  };
}
