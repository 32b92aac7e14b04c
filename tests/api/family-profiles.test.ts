import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, familyMembers, familyProfiles } from '../../db/schema';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { bucketKeys } from '../helpers/media-fixtures';
import { familyMember, givePaidOrder, memberAsSent, uploadPhoto } from '../helpers/memorials';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

type Families = ApiClients['familyProfiles'];
type NewFamily = InferRequestType<Families['index']['$post']>['json'];
type FamilyChanges = InferRequestType<Families[':id']['$put']>['json'];

const t = useTestApp({ media: true });

async function customerWithFamilyQuota() {
  const customer = await createUserWithSession(t.db);
  await givePaidOrder(t.db, customer.user.id, 'family');
  const photo = () => uploadPhoto(t.app, customer.token, t.r2.env);
  return { ...customer, photo };
}

const member = familyMember;

/** The typed client as `token`'s user, from an address of its own. */
const as = (token: string) => testClient(t.app, t.r2.env, { ...bearer(token), 'cf-connecting-ip': uniqueClient() }).familyProfiles;
const createFamily = (token: string, payload: NewFamily) => read(as(token).index.$post({ json: payload }));

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
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id, 'individual');
    const photo = await uploadPhoto(t.app, token, t.r2.env);
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
  ])('refuses %j', async (override, message) => {
    const { token, photo } = await customerWithFamilyQuota();
    const payload = { family_name: 'Pérez', members: [member(await photo())], ...override };
    const { status, body } = await createFamily(token, payload);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('refuses {"members":"many"}', async () => {
    const { token } = await customerWithFamilyQuota();
    // Untyped `call` on purpose: members that are not a list is a body the route's type refuses.
    const { status, body } = await call<Refusal>(
      t.app,
      '/api/family-profiles',
      jsonPost({ family_name: 'Pérez', members: 'many' }, bearer(token)),
      t.r2.env,
    );
    expect(status).toBe(400);
    expect(body.error).toBe(M.membersCount);
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
    const add = async () => read(as(token)[':id'].members.$post({ param: { id }, json: member(await photo()) }));

    const results = await Promise.all([add(), add(), add()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const members = await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, id));
    expect(members).toHaveLength(3);

    const removeOne = await read(as(token)[':id'].members[':memberId'].$delete({ param: { id, memberId: members[2]!.id } }));
    expect(removeOne.body.data.family_members).toHaveLength(2);
    await as(token)[':id'].members[':memberId'].$delete({ param: { id, memberId: members[1]!.id } });
    const last = await read(as(token)[':id'].members[':memberId'].$delete({ param: { id, memberId: members[0]!.id } }));
    expect(last.status).toBe(400);
    expect(last.body.error).toBe(M.lastMember);
  });

  it('keeps another customer out of every family endpoint', async () => {
    const owner = await customerWithFamilyQuota();
    const other = await createUserWithSession(t.db);
    const { body } = await createFamily(owner.token, { family_name: 'Luna', members: [member(await owner.photo())] });
    const id = body.data.id;
    const memberId = body.data.family_members[0]!.id;
    const client = as(other.token);
    const portrait = await owner.photo();
    const attempts: (() => Promise<{ status: number; body: Refusal }>)[] = [
      () => read(client[':id'].$get({ param: { id } })),
      () => read(client[':id'].$put({ param: { id }, json: { family_name: 'Robada' } })),
      () => read(client[':id'].$delete({ param: { id } })),
      () => read(client[':id'].members.$post({ param: { id }, json: member(portrait) })),
      () => read(client[':id'].members[':memberId'].$delete({ param: { id, memberId } })),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(M.familyNotFound);
    }
    const [row] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, id));
    expect(row?.familyName).toBe('Luna');
  });

  it('updates the family and deletes it with all its media', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const portrait = await photo();
    const { body } = await createFamily(token, { family_name: 'Mora', members: [member(portrait)], gallery_images: [await photo()] });
    const updated = await read(
      as(token)[':id'].$put({
        param: { id: body.data.id },
        json: { family_name: 'Mora Díaz', template_id: 'family-2', gallery_images: [] },
      }),
    );
    expect(updated.body.data).toMatchObject({ family_name: 'Mora Díaz', template_id: 'family-2', gallery_images: [] });

    expect((await as(token)[':id'].$delete({ param: { id: body.data.id } })).status).toBe(200);
    expect(await bucketKeys(t.r2.bucket, portrait.replace('/media/', ''))).toEqual([]);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, body.data.id))).toEqual([]);
  });
});

type MemberRow = Awaited<ReturnType<typeof createFamily>>['body']['data']['family_members'][number];

const asSent = memberAsSent;

describe("editing a family in one write (the wizard's PUT)", () => {
  async function familyOfTwo() {
    const customer = await customerWithFamilyQuota();
    const { body } = await createFamily(customer.token, {
      family_name: 'Ortiz Vela',
      description: 'Siempre juntos.',
      members: [member(await customer.photo()), member(await customer.photo(), { name: 'Carmen Rosa', relationship: 'abuela' })],
      gallery_images: [await customer.photo()],
    });
    const family = body.data;
    const put = (payload: FamilyChanges, token = customer.token) =>
      read(as(token)[':id'].$put({ param: { id: family.id }, json: payload }));
    const stored = async () => {
      const [row] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, family.id));
      const members = await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, family.id));
      return { row, members: members.sort((a, b) => a.displayOrder - b.displayOrder) };
    };
    return { ...customer, family, put, stored };
  }

  it('renames the family, edits a member, adds one, removes one and reorders, all at once', async () => {
    const { family, put, photo, stored } = await familyOfTwo();
    const [jorge, carmen] = family.family_members as [MemberRow, MemberRow];
    const newPortrait = await photo();
    const { status, body } = await put({
      family_name: 'Ortiz Vela de la Cruz',
      members: [
        member(newPortrait, { name: 'Lucía', relationship: 'madre', birth_date: '1960-07-20', death_date: '2024-03-01' }),
        asSent(jorge, { name: 'Jorge Enrique Ortiz', death_date: '2019-11-04' }),
      ],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.family_name).toBe('Ortiz Vela de la Cruz');
    expect(body.data.family_members.map((m) => [m.name, m.relationship, m.death_date])).toEqual([
      ['Lucía', 'madre', '2024-03-01'],
      ['Jorge Enrique Ortiz', 'abuelo', '2019-11-04'],
    ]);
    // The edited member keeps its id; the removed one's portrait leaves storage with it.
    expect(body.data.family_members[1]!.id).toBe(jorge.id);
    const { members } = await stored();
    expect(members.map((m) => m.id)).not.toContain(carmen.id);
    expect(await bucketKeys(t.r2.bucket, carmen.profile_image_url.replace('/media/', ''))).toEqual([]);
    expect(await bucketKeys(t.r2.bucket, jorge.profile_image_url.replace('/media/', ''))).not.toEqual([]);
  });

  it('saves nothing when one member is wrong, and says which rule it broke', async () => {
    const { family, put, photo, stored } = await familyOfTwo();
    const [jorge, carmen] = family.family_members as [MemberRow, MemberRow];
    const before = await stored();
    const { status, body } = await put({
      family_name: 'No debe guardarse',
      members: [asSent(jorge, { name: 'Cambiado' }), asSent(carmen, { death_date: '2999-01-01' }), member(await photo())],
    });
    expect(status).toBe(400);
    expect(body.error).toBe(M.deathFuture);
    expect(await stored()).toEqual(before);
  });

  it('refuses a member of another family, the same member twice, four members and none', async () => {
    const { family, put, photo, stored } = await familyOfTwo();
    const other = await familyOfTwo();
    const [jorge] = family.family_members as [MemberRow];
    const before = await stored();
    const stranger = asSent(other.family.family_members[0] as MemberRow);
    for (const [members, status, message] of [
      [[asSent(jorge), stranger], 404, M.memberNotFound],
      [[asSent(jorge), asSent(jorge)], 404, M.memberNotFound],
      [[asSent(jorge), member(await photo()), member(await photo()), member(await photo())], 400, M.membersCount],
      [[], 400, M.membersCount],
    ] as const) {
      const response = await put({ members });
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(message);
    }
    expect(await stored()).toEqual(before);
    expect((await other.stored()).members).toHaveLength(2);
  });

  it('keeps the gallery within six photos per member it will have', async () => {
    const { family, put, photo } = await familyOfTwo();
    const [jorge] = family.family_members as [MemberRow];
    const gallery = await Promise.all(Array.from({ length: 7 }, () => photo()));
    const tooMany = await put({ gallery_images: gallery, members: [asSent(jorge)] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(M.familyGalleryFull(6));
    const fits = await put({ gallery_images: gallery });
    expect(fits.status).toBe(200);
    expect(fits.body.data.gallery_images).toHaveLength(7);
  });

  it("accepts only the editor's own uploads as new files", async () => {
    const { family, put } = await familyOfTwo();
    const other = await customerWithFamilyQuota();
    const [jorge] = family.family_members as [MemberRow];
    const response = await put({ members: [asSent(jorge, { profile_image_url: await other.photo() })] });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Archivo no válido');
  });

  it('lets an administrator correct any family, audited, and nobody else', async () => {
    const { family, put, stored } = await familyOfTwo();
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const stranger = await createUserWithSession(t.db);
    const refused = await put({ family_name: 'Robada' }, stranger.token);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(M.familyNotFound);

    const readBack = await read(as(admin.token)[':id'].$get({ param: { id: family.id } }));
    expect(readBack.body.data.family_name).toBe('Ortiz Vela');
    const corrected = await put({ family_name: 'Ortiz Velásquez' }, admin.token);
    expect(corrected.status).toBe(200);
    expect((await stored()).row?.familyName).toBe('Ortiz Velásquez');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, family.id));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'family_profile_updated', entityType: 'family_profile' });
    // An administrator corrects; deleting stays the owner's.
    const deleted = await read(as(admin.token)[':id'].$delete({ param: { id: family.id } }));
    expect(deleted.status).toBe(404);
  });
});

describe('PUT /api/family-profiles/{id}/members/{memberId}', () => {
  it('edits one member in place, replaces its portrait and validates it', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const { body } = await createFamily(token, {
      family_name: 'Salas',
      members: [member(await photo()), member(await photo(), { name: 'Inés' })],
    });
    const [first, second] = body.data.family_members as [MemberRow, MemberRow];
    const param = { id: body.data.id, memberId: second.id };
    const edit = (payload: ReturnType<typeof asSent>, by = token) =>
      read(as(by)[':id'].members[':memberId'].$put({ param, json: payload }));

    const portrait = await photo();
    const { status, body: edited } = await edit(asSent(second, { name: 'Inés Salas', relationship: 'madre', profile_image_url: portrait }));
    expect(status).toBe(200);
    expect(edited.data.family_members.map((m) => [m.id, m.name, m.relationship])).toEqual([
      [first.id, first.name, first.relationship],
      [second.id, 'Inés Salas', 'madre'],
    ]);
    expect(await bucketKeys(t.r2.bucket, second.profile_image_url.replace('/media/', ''))).toEqual([]);

    expect((await edit(asSent(second, { name: '' }))).body.error).toBe(M.memberIncomplete);
    expect((await edit(asSent(second, { birth_date: '2020-01-01', death_date: '2019-01-01' }))).body.error).toBe(M.deathBeforeBirth);
    const missing = await read(
      as(token)[':id'].members[':memberId'].$put({ param: { id: body.data.id, memberId: 'no-existe' }, json: asSent(second) }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(M.memberNotFound);
    const stranger = await createUserWithSession(t.db);
    const refused = await edit(asSent(second, { name: 'Robado' }), stranger.token);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(M.familyNotFound);
  });
});

describe('the database keeps a family at three members', () => {
  it('refuses a fourth member whatever writes it', async () => {
    const { token, photo } = await customerWithFamilyQuota();
    const portrait = await photo();
    const { body } = await createFamily(token, { family_name: 'Tres', members: [1, 2, 3].map(() => member(portrait)) });
    await expect(
      t.db.insert(familyMembers).values({
        familyProfileId: body.data.id,
        name: 'Cuarto',
        birthDate: '1950-01-01',
        deathDate: '2020-01-01',
        profileImageUrl: portrait,
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, body.data.id))).toHaveLength(3);
  });
});
