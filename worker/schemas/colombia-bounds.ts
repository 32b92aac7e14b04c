/**
 * A box around Colombia's territory, San Andrés, Providencia and Malpelo included (generous by a few km): a
 * resting place's point outside it is refused unless the family says the place is abroad (docs/features/resting-places.md). Pure.
 */
export const COLOMBIA_BOUNDS = { south: -4.3, north: 13.6, west: -82.0, east: -66.8 } as const;

export const isInColombia = (latitude: number, longitude: number): boolean =>
  latitude >= COLOMBIA_BOUNDS.south &&
  latitude <= COLOMBIA_BOUNDS.north &&
  longitude >= COLOMBIA_BOUNDS.west &&
  longitude <= COLOMBIA_BOUNDS.east;
