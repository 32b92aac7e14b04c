import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mediaObjects, memorialProfiles } from '../../db/schema';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { bucketKeys } from '../helpers/media-fixtures';
import { givePaidOrder, individualPayload, uploadPhoto } from '../helpers/memorials';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ media: true });

/** The typed client as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) =>
  testClient(t.app, t.r2.env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() }).profiles;
const create = (token: string, payload = individualPayload()) => read(as(token).index.$post({ json: payload }));
const canCreate = (token: string) => read(as(token)['can-create'].$get());

describe('GET /api/profiles/can-create', () => {
  it('explains that a paid order is needed, then counts quotas by type', async () => {
    const { user, token } = await createUserWithSession(t.db);
    const none = await canCreate(token);
    expect(none.body).toMatchObject({ canCreate: false, reason: M.noPaidOrder, quotas: { total: 0, used: 0, available: 0 } });

    await givePaidOrder(t.db, user.id, 'individual');
    await givePaidOrder(t.db, user.id, 'family');
    const two = await canCreate(token);
    expect(two.body).toMatchObject({
      canCreate: true,
      reason: '',
      quotas: { total: 2, used: 0, available: 2, individual: { available: 1 }, family: { available: 1 } },
      packageTypes: { individual: true, family: true },
    });
    expect(two.body.availableOrders.map((o) => o.packageType).sort()).toEqual(['family', 'individual']);
  });

  it('needs a session', async () => {
    expect((await as()['can-create'].$get()).status).toBe(401);
  });
});

describe('creating an individual memorial', () => {
  it('publishes it under a slug from the name, spending one quota', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const photo = await uploadPhoto(t.app, token, t.r2.env);
    const gallery = await uploadPhoto(t.app, token, t.r2.env, 'gallery');
    const { status, body } = await create(token, individualPayload({ profileImageUrl: photo, galleryImages: [gallery] }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ profile_name: 'María Elena Rodríguez', is_published: true, profile_image_url: photo });
    expect(body.data.slug).toMatch(/^maria-elena-rodriguez(-\d+)?$/);

    const after = await canCreate(token);
    expect(after.body).toMatchObject({ canCreate: false, reason: M.limitReached(1, 1) });
    const refused = await create(token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.limitReached(1, 1));
  });

  it('gives a second memorial with the same name its own slug', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    await givePaidOrder(t.db, user.id);
    const first = await create(token, individualPayload({ name: 'José Ñúñez' }));
    const second = await create(token, individualPayload({ name: 'José Ñúñez' }));
    expect(first.body.data.slug).not.toBe(second.body.data.slug);
    expect(second.body.data.slug).toMatch(/^jose-nunez/);
  });

  it('spends one quota once, even when two creates race for it', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const results = await Promise.all([create(token), create(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.userId, user.id))).toHaveLength(1);
  });

  it('refuses a family-only customer and a customer without orders', async () => {
    const { user, token } = await createUserWithSession(t.db);
    const none = await create(token);
    expect(none.body.error).toBe(M.noPaidOrder);
    await givePaidOrder(t.db, user.id, 'family');
    const wrongType = await create(token);
    expect(wrongType.status).toBe(403);
    expect(wrongType.body.error).toBe(M.noQuota);
  });

  it.each([
    [{ name: '  ' }, M.nameRequired],
    [{ birthDate: '' }, M.birthRequired],
    [{ deathDate: undefined }, M.deathRequired],
    [{ template_id: 'general-1' }, M.templateRequired],
    [{ template_id: undefined }, M.templateRequired],
    [{ birthDate: '2000-01-02', deathDate: '2000-01-01' }, M.deathBeforeBirth],
    [{ deathDate: '2999-01-01' }, M.deathFuture],
    [{ galleryImages: Array.from({ length: 7 }, (_, i) => `/media/gallery/x/${i}.jpg`) }, M.galleryFull],
  ])('refuses %j', async (override, message) => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const { status, body } = await create(token, individualPayload(override));
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('refuses media the customer did not upload', async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    await givePaidOrder(t.db, stranger.user.id);
    const foreign = await uploadPhoto(t.app, owner.token, t.r2.env);
    for (const url of [foreign, '/media/profile/x/nope.jpg', 'https://example.com/a.jpg']) {
      const { status, body } = await create(stranger.token, individualPayload({ profileImageUrl: url }));
      expect(status).toBe(400);
      expect(body.error).toBe('Archivo no válido');
    }
  });

  it('strips markup from texts', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const { body } = await create(token, individualPayload({ name: '<b>Ana</b> Pérez', description: '<script>x()</script>Te queremos' }));
    expect(body.data.profile_name).toBe('Ana Pérez');
    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, body.data.id));
    expect(row?.description).toBe('x()Te queremos');
  });
});

describe('owner-only access', () => {
  it('hides, refuses to change and refuses to delete another customer’s memorial', async () => {
    const owner = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    await givePaidOrder(t.db, owner.user.id);
    const { body } = await create(owner.token);
    const id = body.data.id;

    const client = as(other.token);
    const attempts: (() => Promise<{ status: number; body: Refusal }>)[] = [
      () => read(client[':id'].$get({ param: { id } })),
      () => read(client[':id'].$put({ param: { id }, json: individualPayload({ name: 'Robado' }) })),
      () => read(client[':id'].$delete({ param: { id } })),
      () => read(client.preview[':slug'].$get({ param: { slug: body.data.slug } })),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(M.notFound);
    }
    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));
    expect(row?.profileName).toBe('María Elena Rodríguez');
    const mine = await read(as(other.token)['my-profiles'].$get());
    expect(mine.body.data).toEqual([]);
  });

  it('lets an administrator read and correct it (audited), never delete it', async () => {
    const owner = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    await givePaidOrder(t.db, owner.user.id);
    const { body } = await create(owner.token);
    const id = body.data.id;

    const readBack = await read(as(admin.token)[':id'].$get({ param: { id } }));
    expect(readBack.body.data.profile_name).toBe('María Elena Rodríguez');
    const corrected = await read(
      as(admin.token)[':id'].$put({ param: { id }, json: individualPayload({ name: 'María Helena Rodríguez' }) }),
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.profile_name).toBe('María Helena Rodríguez');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'memorial_profile_updated', details: { owner_id: owner.user.id } });
    expect((await as(admin.token)[':id'].$delete({ param: { id } })).status).toBe(404);
    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));
    expect(row?.userId).toBe(owner.user.id);
  });
});

describe('editing, previewing and deleting', () => {
  it('updates, deletes replaced photos from storage, and deletes everything with the memorial', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const first = await uploadPhoto(t.app, token, t.r2.env);
    const { body } = await create(token, individualPayload({ profileImageUrl: first }));
    const firstKey = first.replace('/media/', '');
    expect(await bucketKeys(t.r2.bucket, firstKey)).toEqual([firstKey]);

    const second = await uploadPhoto(t.app, token, t.r2.env);
    const updated = await read(
      as(token)[':id'].$put({ param: { id: body.data.id }, json: individualPayload({ name: 'María Elena R.', profileImageUrl: second }) }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ profile_name: 'María Elena R.', profile_image_url: second, slug: body.data.slug });
    expect(await bucketKeys(t.r2.bucket, firstKey)).toEqual([]);

    const preview = await read(as(token).preview[':slug'].$get({ param: { slug: body.data.slug } }));
    expect(preview.body.data.id).toBe(body.data.id);

    expect((await as(token)[':id'].$delete({ param: { id: body.data.id } })).status).toBe(200);
    const secondKey = second.replace('/media/', '');
    expect(await bucketKeys(t.r2.bucket, secondKey)).toEqual([]);
    expect(await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, secondKey))).toEqual([]);
    // The quota comes back.
    const capability = await canCreate(token);
    expect(capability.body.canCreate).toBe(true);
  });

  it('leaves out of the public answer the dates the family chose to hide; the owner still reads them', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const { body } = await create(token, individualPayload({ name: 'Rosalba Quintero', show_birth_date: false }));
    const shown = await read(as().public[':slug'].$get({ param: { slug: body.data.slug } }));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ birth_date: null, death_date: '2023-08-22', show_birth_date: false });

    await as(token)[':id'].$put({
      param: { id: body.data.id },
      json: individualPayload({ name: 'Rosalba Quintero', show_birth_date: true, show_death_date: false }),
    });
    const swapped = await read(as().public[':slug'].$get({ param: { slug: body.data.slug } }));
    expect(swapped.body.data).toMatchObject({ birth_date: '1948-03-15', death_date: null });

    const own = await read(as(token)[':id'].$get({ param: { id: body.data.id } }));
    expect(own.body.data).toMatchObject({ birth_date: '1948-03-15', death_date: '2023-08-22' });
  });

  it('serves only published memorials publicly', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const { body } = await create(token);
    expect((await as().public[':slug'].$get({ param: { slug: body.data.slug } })).status).toBe(200);
    await t.db.update(memorialProfiles).set({ isPublished: false }).where(eq(memorialProfiles.id, body.data.id));
    const hidden = await read(as().public[':slug'].$get({ param: { slug: body.data.slug } }));
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe(M.notFound);
  });
});
