import { describe, expect, it } from 'vitest';
import { useMigratedOver } from '../helpers/migrations';

/**
 * Migration 0002 splits 'Hacer público' (the visitor's consent) from the owner's approval on a database
 * that already has memories: whatever the public wall showed keeps showing, and a memory that was not on
 * the wall counts as left without consent, so no owner can publish it now.
 */
describe('migration 0002 on existing memories', () => {
  const { rows } = useMigratedOver('0002_memory_consent.sql', [
    "INSERT INTO users (id, email) VALUES ('u1', 'duena@example.com')",
    "INSERT INTO memorial_profiles (id, user_id, slug, profile_name, birth_date, death_date, is_published) VALUES ('p1', 'u1', 'rosa', 'Rosa', '1950-01-01', '2020-01-01', 1)",
    "INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, is_authorized) VALUES ('shown', 'p1', '/media/a.jpg', 'Ana', 'Hola', 1), ('waiting', 'p1', '/media/b.jpg', 'Luis', 'Hola', 0)",
  ]);

  it('keeps every memory the wall showed on the wall, and makes no other memory publishable', async () => {
    expect(await rows('SELECT id, visitor_consent, is_authorized FROM memories ORDER BY id')).toEqual([
      { id: 'shown', visitor_consent: 1, is_authorized: 1 },
      { id: 'waiting', visitor_consent: 0, is_authorized: 0 },
    ]);
  });

  it('leaves publishing without approval off on every existing memorial', async () => {
    expect((await rows('SELECT auto_publish_memories FROM memorial_profiles')).map((row) => row.auto_publish_memories)).toEqual([0]);
  });
});
