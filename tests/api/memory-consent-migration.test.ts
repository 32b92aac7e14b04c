import { createClient, type Client } from '@libsql/client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client-node';

/**
 * Migration 0002 splits 'Hacer público' (the visitor's consent) from the owner's approval on a database
 * that already has memories: whatever the public wall showed keeps showing, and a memory that was not on
 * the wall counts as left without consent, so no owner can publish it now.
 */
async function apply(client: Client, file: string): Promise<void> {
  const statements = readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) if (statement.trim()) await client.execute(statement);
}

describe('migration 0002 on existing memories', () => {
  let client: Client;

  beforeAll(async () => {
    client = createClient({ url: ':memory:' });
    await client.execute('PRAGMA foreign_keys = ON');
    await apply(client, '0000_init.sql');
    await apply(client, '0001_order_reference_unique.sql');
    await client.execute("INSERT INTO users (id, email) VALUES ('u1', 'duena@example.com')");
    await client.execute(
      "INSERT INTO memorial_profiles (id, user_id, slug, profile_name, birth_date, death_date, is_published) VALUES ('p1', 'u1', 'rosa', 'Rosa', '1950-01-01', '2020-01-01', 1)",
    );
    await client.execute(
      "INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, is_authorized) VALUES ('shown', 'p1', '/media/a.jpg', 'Ana', 'Hola', 1), ('waiting', 'p1', '/media/b.jpg', 'Luis', 'Hola', 0)",
    );
    await apply(client, '0002_memory_consent.sql');
  });

  it('keeps every memory the wall showed on the wall, and makes no other memory publishable', async () => {
    const rows = await client.execute('SELECT id, visitor_consent, is_authorized FROM memories ORDER BY id');
    expect(rows.rows.map((row) => ({ ...row }))).toEqual([
      { id: 'shown', visitor_consent: 1, is_authorized: 1 },
      { id: 'waiting', visitor_consent: 0, is_authorized: 0 },
    ]);
  });

  it('leaves publishing without approval off on every existing memorial', async () => {
    const rows = await client.execute('SELECT auto_publish_memories FROM memorial_profiles');
    expect(rows.rows.map((row) => row.auto_publish_memories)).toEqual([0]);
  });
});
