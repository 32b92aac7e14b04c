import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyMembers, familyProfiles } from '../../db/schema';
import { PROFILE_MESSAGES as M } from '../../worker/schemas/profiles';
import { bearer, createUserWithSession, jsonPost, type Envelope } from '../helpers/auth';
import { bucketKeys, localR2 } from '../helpers/media-fixtures';
import { givePaidOrder, uploadPhoto } from '../helpers/memorials';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

type Family = {
  id: string;
  slug: string;
  family_name: string;
  template_id: string;
  gallery_images: string[];
  family_members: { id: string; name: string; relationship: string; profile_image_url: string }[];
};

let db: Db;
let app: TestApp;
let r2: Awaited<ReturnType<typeof localR2>>;
beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  r2 = await localR2();
});
afterAll(async () => {
  await r2?.dispose();
});

async function customerWithFamilyQuota() {
  const customer = await createUserWithSession(db);
  await givePaidOrder(db, customer.user.id, 'family');
  const photo = () => uploadPhoto(app, customer.token, r2.env);
  return { ...customer, photo };
}

const member = (photo: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Jorge Enrique',
  birth_date: '1936-02-10',
  death_date: '2019-11-03',
  profile_image_url: photo,
  relationship: 'abuelo',
  ...overrides,
});

const createFamily = (token: string, payload: Record<string, unknown>) =>
  call<Envelope<Family>>(app, '/api/family-profiles', jsonPost(payload, bearer(token)), r2.env);

describe('creating a family memorial', () => {
  it('creates the family and its members together, under a familia- slug', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const { status, body } = await createFamily(token, {
      family_name: 'Gómez Herrera',
      description: 'Una familia unida.',
      members: [member(await photo()), member(await photo(), { name: 'Carmen Rosa', relationship: 'abuela' })],
      gallery_images: [await photo()],
    });
    expect(status).toBe(201);
    expect(body.data.slug).toMatch(/^familia-gomez-herrera(-\d+)?$/);
    expect(body.data.template_id).toBe('family-1');
    expect(body.data.family_members.map((m) => [m.name, m.relationship])).toEqual([
      ['Jorge Enrique', 'abuelo'],
      ['Carmen Rosa', 'abuela'],
    ]);
  });

  it('says so when the customer has no family package', async () => {
    const { user, token } = await createUserWithSession(db);
    await givePaidOrder(db, user.id, 'individual');
    const photo = await uploadPhoto(app, token, r2.env);
    const { status, body } = await createFamily(token, { family_name: 'Pérez', members: [member(photo)] });
    expect(status).toBe(403);
    expect(body.error).toBe(M.noFamilyPackage);
  });

  it.each([
    [{ family_name: '' }, M.familyNameRequired],
    [{ family_name: 'x'.repeat(101) }, M.familyNameTooLong],
    [{ description: 'x'.repeat(1001) }, M.familyDescriptionTooLong],
    [{ template_id: 'template-1' }, M.familyTemplate],
    [{ members: [] }, M.membersCount],
    [{ members: 'many' }, M.membersCount],
  ])('refuses %j', async (override, message) => {
    const { token, photo } = await customerWithFamilyQuota();
    const payload = { family_name: 'Pérez', members: [member(await photo())], ...override };
    const { status, body } = await createFamily(token, payload);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('requires every member field, including the portrait, and valid dates', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const portrait = await photo();
    for (const broken of [
      member(portrait, { name: '' }),
      member(portrait, { profile_image_url: '' }),
      member(portrait, { birth_date: '' }),
      member(portrait, { death_date: undefined }),
    ]) {
      const { body } = await createFamily(token, { family_name: 'Pérez', members: [broken] });
      expect(body.error).toBe(M.memberIncomplete);
    }
    const long = await createFamily(token, { family_name: 'Pérez', members: [member(portrait, { name: 'x'.repeat(51) })] });
    expect(long.body.error).toBe(M.memberNameTooLong);
    const future = await createFamily(token, { family_name: 'Pérez', members: [member(portrait, { death_date: '2999-01-01' })] });
    expect(future.body.error).toBe(M.deathFuture);
    const four = await createFamily(token, { family_name: 'Pérez', members: [1, 2, 3, 4].map(() => member(portrait)) });
    expect(four.body.error).toBe(M.membersCount);
  });

  it('allows six gallery photos per member', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const gallery = await Promise.all(Array.from({ length: 7 }, () => photo()));
    const { status, body } = await createFamily(token, { family_name: 'Pérez', members: [member(await photo())], gallery_images: gallery });
    expect(status).toBe(400);
    expect(body.error).toBe('Ya tienes el máximo de fotos permitidas (6)');
  });
});

describe('members and ownership', () => {
  it('adds up to three members, refuses a fourth, and never removes the last one', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const { body } = await createFamily(token, { family_name: 'Rivas', members: [member(await photo())] });
    const id = body.data.id;
    const add = async () => call<Envelope<Family>>(app, `/api/family-profiles/${id}/members`, jsonPost(member(await photo()), bearer(token)), r2.env);

    const results = await Promise.all([add(), add(), add()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const members = await db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, id));
    expect(members).toHaveLength(3);

    const removeOne = await call<Envelope<Family>>(app, `/api/family-profiles/${id}/members/${members[2]!.id}`, { method: 'DELETE', headers: bearer(token) }, r2.env);
    expect(removeOne.body.data.family_members).toHaveLength(2);
    await call(app, `/api/family-profiles/${id}/members/${members[1]!.id}`, { method: 'DELETE', headers: bearer(token) }, r2.env);
    const last = await call<Envelope>(app, `/api/family-profiles/${id}/members/${members[0]!.id}`, { method: 'DELETE', headers: bearer(token) }, r2.env);
    expect(last.status).toBe(400);
    expect(last.body.error).toBe(M.lastMember);
  });

  it('keeps another customer out of every family endpoint', async () => {
    const owner = await customerWithFamilyQuota();
    const other = await createUserWithSession(db);
    const { body } = await createFamily(owner.token, { family_name: 'Luna', members: [member(await owner.photo())] });
    const id = body.data.id;
    const memberId = body.data.family_members[0]!.id;
    const attempts: [string, RequestInit][] = [
      [`/api/family-profiles/${id}`, { headers: bearer(other.token) }],
      [`/api/family-profiles/${id}`, { ...jsonPost({ family_name: 'Robada' }, bearer(other.token)), method: 'PUT' }],
      [`/api/family-profiles/${id}`, { method: 'DELETE', headers: bearer(other.token) }],
      [`/api/family-profiles/${id}/members`, jsonPost(member(await owner.photo()), bearer(other.token))],
      [`/api/family-profiles/${id}/members/${memberId}`, { method: 'DELETE', headers: bearer(other.token) }],
    ];
    for (const [path, init] of attempts) {
      const response = await call<Envelope>(app, path, init, r2.env);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(M.familyNotFound);
    }
    const [row] = await db.select().from(familyProfiles).where(eq(familyProfiles.id, id));
    expect(row?.familyName).toBe('Luna');
  });

  it('updates the family and deletes it with all its media', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const portrait = await photo();
    const { body } = await createFamily(token, { family_name: 'Mora', members: [member(portrait)], gallery_images: [await photo()] });
    const updated = await call<Envelope<Family>>(
      app,
      `/api/family-profiles/${body.data.id}`,
      { ...jsonPost({ family_name: 'Mora Díaz', template_id: 'family-2', gallery_images: [] }, bearer(token)), method: 'PUT' },
      r2.env,
    );
    expect(updated.body.data).toMatchObject({ family_name: 'Mora Díaz', template_id: 'family-2', gallery_images: [] });

    expect((await call(app, `/api/family-profiles/${body.data.id}`, { method: 'DELETE', headers: bearer(token) }, r2.env)).status).toBe(200);
    expect(await bucketKeys(r2.bucket, portrait.replace('/media/', ''))).toEqual([]);
    expect(await db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, body.data.id))).toEqual([]);
  });
});
