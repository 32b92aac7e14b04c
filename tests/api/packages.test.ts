import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';
import { createSeededDb } from '../helpers/seeded-db';
import { read, testClient } from '../helpers/test-client';
import { call, createTestApp } from '../helpers/test-db';

/** The storefront's packages, read through the typed client from the app on `db`. */
const storefront = (db: Db) => read(testClient(createTestApp(db)).packages.index.$get());

describe('GET /api/packages', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededDb();
  });

  it('lists the seeded individual and family packages with COP prices', async () => {
    const { status, body } = await storefront(db);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((p) => p.package_type)).toEqual(['individual', 'family']);
    for (const pkg of body.data) {
      expect(Object.keys(pkg).sort()).toEqual(
        ['currency', 'description', 'features', 'id', 'is_active', 'name', 'package_type', 'price'].sort(),
      );
      expect(pkg.currency).toBe('COP');
      expect(Number.isInteger(pkg.price)).toBe(true);
      expect(pkg.price).toBeGreaterThan(0);
      expect(pkg.features.length).toBeGreaterThan(0);
      expect(pkg.is_active).toBe(true);
    }
  });

  it('hides inactive packages from the storefront', async () => {
    const [first] = (await storefront(db)).body.data;
    await db.update(packages).set({ isActive: false }).where(eq(packages.id, first!.id));
    const { body } = await storefront(db);
    expect(body.data.map((p) => p.id)).not.toContain(first!.id);
    await db.update(packages).set({ isActive: true }).where(eq(packages.id, first!.id));
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope', async () => {
    // A path no route has: the typed client cannot name it, so it goes untyped.
    const { status, body } = await call(createTestApp(await createSeededDb()), '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'Recurso no encontrado', code: 'NOT_FOUND' });
  });
});
