import type { Db } from '../../db/client';
import { seed } from '../../db/seed';
import { memoryMediaStore } from '../../db/seed/media-store';
import { createTestDb } from './test-db';

export const TEST_ADMIN = { adminEmail: 'Admin@Example.com', adminPassword: 'ClaveAdmin2026' };

/** A migrated test database holding the demo data a newcomer sees. */
export async function createSeededDb(): Promise<Db> {
  const db = await createTestDb();
  await seed(db, { ...TEST_ADMIN, media: memoryMediaStore() });
  return db;
}
