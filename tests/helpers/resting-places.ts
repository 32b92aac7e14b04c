/** La Central, Bogotá: a bóveda in the Galería 7, with the cemetery's point (docs/features/resting-places.md). */
export const CENTRAL_BOVEDA = {
  kind: 'boveda' as const,
  cemetery: 'Cementerio Central',
  city: 'Bogotá',
  section: 'Galería 7',
  number: '214',
  latitude: 4.6209,
  longitude: -74.0818,
};
