import { describe, expect, it } from 'vitest';
import { useMigratedOver } from '../helpers/migrations';

/**
 * Migration 0027 (docs/features/resting-places.md) gives back 'Cómo llegar' to the moves recorded before the rule that keeps the point: a
 * current place in the same cemetery as the place it was moved from, without a point, takes that place's point and,
 * when it has none, its photo. Another cemetery, another city, or a place with its own point stays as it was.
 */
describe('migration 0027 on moves already recorded', () => {
  /** One place of memorial `memorial`; `ended` null for the current one. */
  const place = (
    id: string,
    memorial: string,
    kind: string,
    cemetery: string | null,
    city: string | null,
    point: [number, number] | null,
    photo: string | null,
    ended: string | null,
  ) =>
    `('${id}', '${memorial}', '${kind}', ${cemetery === null ? 'NULL' : `'${cemetery}'`}, ${city === null ? 'NULL' : `'${city}'`}, ` +
    `${point ? point[0] : 'NULL'}, ${point ? point[1] : 'NULL'}, ${photo === null ? 'NULL' : `'${photo}'`}, ${ended === null ? 'NULL' : `'${ended}'`})`;

  const memorials = ['same', 'other', 'city', 'own', 'chain'];
  const central: [number, number] = [4.6209, -74.0818];
  const jardines: [number, number] = [4.7, -74.05];
  const { rows } = useMigratedOver('0027_same_cemetery_points.sql', [
    "INSERT INTO users (id, email) VALUES ('u1', 'duena@example.com')",
    `INSERT INTO memorial_profiles (id, user_id, slug, profile_name, birth_date, death_date, is_published) VALUES ${memorials
      .map((id) => `('${id}', 'u1', '${id}', 'Rosa', '1950-01-01', '2020-01-01', 1)`)
      .join(', ')}`,
    'INSERT INTO resting_places (id, memorial_profile_id, kind, cemetery, city, latitude, longitude, photo_url, ended_on) VALUES ' +
      [
        place('same-1', 'same', 'boveda', 'Cementerio Central', 'Bogotá', central, '/media/boveda.jpg', '2024-09-02'),
        place('same-2', 'same', 'osario', '  cementerio  CÉNTRAL ', null, null, null, null),
        place('other-1', 'other', 'boveda', 'Cementerio Central', 'Bogotá', central, '/media/b.jpg', '2024-09-02'),
        place('other-2', 'other', 'cenizario', 'Jardines de Paz', 'Bogotá', null, null, null),
        place('city-1', 'city', 'boveda', 'Cementerio Central', 'Bogotá', central, null, '2024-09-02'),
        place('city-2', 'city', 'osario', 'Cementerio Central', 'Medellín', null, null, null),
        place('own-1', 'own', 'boveda', 'Cementerio Central', 'Bogotá', central, '/media/b.jpg', '2024-09-02'),
        place('own-2', 'own', 'osario', 'Cementerio Central', 'Bogotá', [4.6215, -74.0822], '/media/osario.jpg', null),
        place('chain-1', 'chain', 'tumba', 'Jardines de Paz', 'Bogotá', jardines, null, '2021-05-01'),
        place('chain-2', 'chain', 'boveda', 'Cementerio Central', 'Bogotá', central, null, '2024-09-02'),
        place('chain-3', 'chain', 'osario', 'Cementerio Central', 'Bogotá', null, '/media/nicho.jpg', null),
      ].join(', '),
  ]);

  it('gives the current place in the same cemetery the point of the place it was moved from, and its photo when it has none', async () => {
    expect(await rows('SELECT id, latitude, longitude, photo_url FROM resting_places WHERE ended_on IS NULL ORDER BY id')).toEqual([
      { id: 'chain-3', latitude: 4.6209, longitude: -74.0818, photo_url: '/media/nicho.jpg' },
      { id: 'city-2', latitude: null, longitude: null, photo_url: null },
      { id: 'other-2', latitude: null, longitude: null, photo_url: null },
      { id: 'own-2', latitude: 4.6215, longitude: -74.0822, photo_url: '/media/osario.jpg' },
      { id: 'same-2', latitude: 4.6209, longitude: -74.0818, photo_url: '/media/boveda.jpg' },
    ]);
  });

  it('leaves the history as it was', async () => {
    expect(await rows('SELECT id, latitude FROM resting_places WHERE ended_on IS NOT NULL AND latitude IS NULL')).toEqual([]);
    expect((await rows('SELECT count(*) AS n FROM resting_places'))[0]).toEqual({ n: 11 });
  });
});
