import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memorialProfiles, orders, packages } from '../../db/schema';
import type { PackageType } from '../../db/schema/enums';
import { bearer } from './auth';
import { formPost, seedJpeg } from './media-fixtures';
import { call, type TestApp } from './test-db';

/** A paid (completed) order of `type` for `userId`: one memorial quota. */
export async function givePaidOrder(db: Db, userId: string, type: PackageType = 'individual') {
  return giveOrder(db, userId, type, { paid: true });
}

/** An order of `type` for `userId`, paid (completed) or still awaiting the transfer's check. */
export async function giveOrder(db: Db, userId: string, type: PackageType, { paid }: { paid: boolean }) {
  let [pkg] = await db.select().from(packages).where(eq(packages.packageType, type)).limit(1);
  if (!pkg) [pkg] = await db.insert(packages).values({ name: `Paquete ${type}`, packageType: type, price: 150000 }).returning();
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      packageId: pkg!.id,
      status: paid ? 'completed' : 'pending',
      paymentMethod: 'nequi',
      totalAmount: pkg!.price,
      paidAt: paid ? new Date().toISOString() : null,
    })
    .returning();
  return order!;
}

let memorials = 0;
/** A memorial owned by `userId`, straight in the database (for tests about who owns what). */
export async function insertMemorial(db: Db, userId: string, values: Partial<typeof memorialProfiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(memorialProfiles)
    .values({ userId, slug: `memorial-prueba-${Date.now()}-${++memorials}`, profileName: 'Rosa Elvira Cárdenas', birthDate: '1940-02-01', deathDate: '2020-05-06', ...values })
    .returning();
  return row!;
}

/** Uploads a real JPEG through the API as `token`'s user and returns its public URL. */
export async function uploadPhoto(app: TestApp, token: string, env: object, type = 'profile'): Promise<string> {
  const { status, body } = await call<{ publicUrl: string }>(
    app,
    '/api/upload-proxy/proxy',
    formPost(['file', seedJpeg(), 'foto.jpg', 'image/jpeg'], { type }, bearer(token)),
    env,
  );
  if (status !== 200 && status !== 201) throw new Error(`upload failed: ${status}`);
  return body.publicUrl;
}

export const individualPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'María Elena Rodríguez',
  birthDate: '1948-03-15',
  deathDate: '2023-08-22',
  template_id: 'template-4',
  description: 'Amaba los girasoles.',
  favoriteMusic: 'https://www.youtube.com/watch?v=y8AWFf7EAc4',
  ...overrides,
});
