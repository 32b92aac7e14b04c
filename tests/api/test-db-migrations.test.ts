import { describe, expect, it } from 'vitest';
import { emptyD1 } from '../helpers/d1';
import { migrateEmptyD1 } from '../helpers/test-db';

/**
 * The tests' own migration of a fresh database (tests/helpers/test-db.ts) survives the one transport hazard
 * docs/d1.md describes: its batch resent after a stale socket although the first send had run.
 */
describe('migrating a fresh test database', () => {
  it('takes a resend that meets the migrations already applied as done', async () => {
    const binding = await emptyD1();
    await migrateEmptyD1(binding);
    // What the resend sees: the same batch on a database the first send already migrated.
    await expect(migrateEmptyD1(binding)).resolves.toBeUndefined();
    const row = await binding.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'memorial_profiles'").first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it('still fails on any other error', async () => {
    const binding = await emptyD1();
    const failing = new Proxy(binding, {
      get: (target, key) =>
        key === 'batch' ? () => Promise.reject(new Error('D1_ERROR: Network connection lost.')) : Reflect.get(target, key),
    });
    await expect(migrateEmptyD1(failing)).rejects.toThrow('Network connection lost');
  });
});
