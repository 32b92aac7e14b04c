import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleProfiles, familyMembers, familyProfiles, memorialProfiles, orders, packages } from '../../db/schema';
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
  if (!pkg)
    [pkg] = await db
      .insert(packages)
      .values({ name: `Paquete ${type}`, packageType: type, price: 150000 })
      .returning();
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
    .values({
      userId,
      slug: `memorial-prueba-${Date.now()}-${++memorials}`,
      profileName: 'Rosa Elvira Cárdenas',
      birthDate: '1940-02-01',
      deathDate: '2020-05-06',
      ...values,
    })
    .returning();
  return row!;
}

/** A family member as `insertFamily` takes one: its row without the family it belongs to. */
export type FamilyMemberValues = Omit<typeof familyMembers.$inferInsert, 'familyProfileId'>;

/** Rosa Cárdenas (1940–2020), the one member of the families the visibility tests publish. */
export const ROSA_CARDENAS: FamilyMemberValues = {
  name: 'Rosa Cárdenas',
  birthDate: '1940-02-01',
  deathDate: '2020-05-06',
  profileImageUrl: '/media/profile/x/a.jpg',
};

/** Pedro Gómez (1940–2020, died on 10 March), the father of the Gómez Herrera family of the remembrance tests. */
export const PEDRO_GOMEZ: FamilyMemberValues = {
  name: 'Pedro Gómez',
  birthDate: '1940-06-01',
  deathDate: '2020-03-10',
  profileImageUrl: '/media/p.jpg',
};

let families = 0;
/** A family memorial owned by `userId`, straight in the database, with `members` (none unless given): the family's row. */
export async function insertFamily(
  db: Db,
  userId: string,
  values: Partial<typeof familyProfiles.$inferInsert> & { familyName: string },
  members: FamilyMemberValues[] = [],
) {
  const [row] = await db
    .insert(familyProfiles)
    .values({ userId, slug: `familia-prueba-${Date.now()}-${++families}`, ...values })
    .returning();
  if (members.length) await db.insert(familyMembers).values(members.map((member) => ({ ...member, familyProfileId: row!.id })));
  return row!;
}

let couples = 0;
/**
 * A couple page straight in the database, as the back-office would have saved it: published unless `values` say
 * otherwise. Read back after the insert, so it carries what the triggers add (the plaque's short code).
 */
export async function insertCouple(db: Db, values: Partial<typeof coupleProfiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupleProfiles)
    .values({
      slug: `pareja-de-prueba-${Date.now()}-${++couples}`,
      coupleName: 'Valentina y Mateo',
      description: 'Nos conocimos en Bogotá.',
      profileImageUrl: '/media/couple/prueba/foto.jpg',
      person1Name: 'Valentina Díaz',
      person1BirthDate: '1995-04-20',
      person1ZodiacSign: 'Tauro',
      person2Name: 'Mateo Rojas',
      person2BirthDate: '1993-10-02',
      person2ZodiacSign: 'Libra',
      isPublished: true,
      ...values,
    })
    .returning();
  const [saved] = await db.select().from(coupleProfiles).where(eq(coupleProfiles.id, row!.id));
  return saved!;
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

/** A family member as the family wizard sends one, with `photo` as the portrait. */
export const familyMember = (photo: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Jorge Enrique',
  birth_date: '1936-02-10',
  death_date: '2019-11-03',
  profile_image_url: photo,
  relationship: 'abuelo',
  ...overrides,
});

type SavedMember = {
  id: string;
  name: string;
  birth_date: string;
  death_date: string;
  relationship: string;
  profile_image_url: string;
  memorial_video_url: string | null;
};

/** A saved member as the wizard sends it back: its id and every field, so an edit's list of members is complete. */
export const memberAsSent = <Extra extends object>(saved: SavedMember, overrides = {} as Extra) => ({
  id: saved.id,
  name: saved.name,
  birth_date: saved.birth_date,
  death_date: saved.death_date,
  relationship: saved.relationship,
  profile_image_url: saved.profile_image_url,
  memorial_video_url: saved.memorial_video_url,
  ...overrides,
});
