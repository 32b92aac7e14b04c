import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memories, memorialProfiles } from '../../db/schema';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { createUserWithSession, uniqueClient } from '../helpers/auth';
import { recordingDataCentreCache, watchPurges } from '../helpers/edge-purges';
import { givePaidOrder, individualPayload, uploadPhoto } from '../helpers/memorials';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { seedCatalog } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';

/**
 * Served from the edge (docs/features/edge-cache.md): every write purges exactly the public pages it changes, and nothing
 * else (a like and a visit purge nothing). What was purged is read from D1, where the Worker's purge raises
 * each page's version.
 */
const t = useTestApp({ media: true });
/** R2 for uploads; walls' rooms record their notices (the live notices have their own tests). */
let env: object;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let purges: Awaited<ReturnType<typeof watchPurges>>;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  env = { ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace };
  catalog = await seedCatalog(t.db);
  admin = await createUserWithSession(t.db, { role: 'admin' });
  owner = await createUserWithSession(t.db);
  purges = await watchPurges(t.db);
});
beforeEach(async () => {
  await purges.take();
});

/** The typed clients as `token`'s user (a guest without one), with the file's bindings or `bindings`. */
const as = (token?: string, bindings: object = env) => clientAs(t.app, token, {}, bindings);
/** A visitor's public reads and visits, with the app's own bindings. */
const guest = () => clientAs(t.app);

async function createMemorial(name: string, overrides: Record<string, unknown> = {}) {
  await givePaidOrder(t.db, owner.user.id);
  const { status, body } = await read(as(owner.token).profiles.index.$post({ json: individualPayload({ name, ...overrides }) }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function createFamily(name: string) {
  await givePaidOrder(t.db, owner.user.id, 'family');
  const member = { name: 'Jorge Enrique', birth_date: '1936-02-10', death_date: '2019-11-03', relationship: 'abuelo' };
  const { status, body } = await read(
    as(owner.token).familyProfiles.index.$post({
      json: { family_name: name, members: [{ ...member, profile_image_url: await uploadPhoto(t.app, owner.token, env) }] },
    }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const saveSetting = (key: string, value: unknown) => read(as(admin.token).adminSettings[':key'].$put({ param: { key }, json: { value } }));

const example = (slug: string, type: 'individual' | 'family' = 'individual') => ({
  profile_name: 'Ejemplo',
  profile_image_url: '',
  birth_date: '',
  death_date: '',
  slug,
  type,
});

describe('settings and packages', () => {
  it('initialising the settings writes the footer: every page; again, nothing is written and nothing purged', async () => {
    expect((await read(as(admin.token).adminSettings.init.$post())).status).toBe(200);
    expect(await purges.take()).toEqual(['*']);
    expect((await read(as(admin.token).adminSettings.init.$post())).status).toBe(200);
    expect(await purges.take()).toEqual([]);
  });

  it('the footer is on every public page', async () => {
    expect((await saveSetting('footer_info', { ...DEFAULT_SETTINGS.footer_info, phone: '3109876543' })).status).toBe(200);
    expect(await purges.take()).toEqual(['*']);
  });

  it.each(['hero_section', 'site_stats', 'tutorial_video'] as const)('%s is on the landing only', async (key) => {
    expect((await saveSetting(key, DEFAULT_SETTINGS[key])).status).toBe(200);
    expect(await purges.take()).toEqual(['/']);
  });

  it('the examples are on the landing only', async () => {
    expect((await saveSetting('examples_section', { memorial_profiles: [example('maria-elena-rodriguez')] })).status).toBe(200);
    expect(await purges.take()).toEqual(['/']);
  });

  it('the payment accounts are on no kept page (the cart reads them from the API)', async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    expect(
      (
        await read(
          as(superAdmin.token).adminSettings[':key'].$put({
            param: { key: 'payment_methods' },
            json: { value: DEFAULT_SETTINGS.payment_methods },
          }),
        )
      ).status,
    ).toBe(200);
    expect(await purges.take()).toEqual([]);
  });

  it('a package, or prices synced into the packages, change the landing', async () => {
    const pkg = catalog.individual;
    const saved = await read(
      as(admin.token).adminPackages[':id'].$put({
        param: { id: pkg.id },
        json: {
          name: 'Memorial Individual',
          description: '',
          price: 160000,
          features: ['QR'],
          package_type: 'individual',
          is_active: true,
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(await purges.take()).toEqual(['/']);

    const plan = {
      plans: [{ package_type: 'individual' as const, name: 'Memorial Individual', price: 170000, description: '', features: ['QR'] }],
    };
    expect((await read(as(admin.token).adminPackages['sync-pricing'].$post({ json: { pricingData: plan } }))).status).toBe(200);
    expect(await purges.take()).toEqual(['/']);
    // Saving the plan as a setting syncs it the same way: the landing once.
    expect((await saveSetting('pricing_plan', plan)).status).toBe(200);
    expect(await purges.take()).toEqual(['/']);
  });
});

describe('individual memorials', () => {
  it("an owner's edit: the memorial's page and its wall, nothing else", async () => {
    const memorial = await createMemorial('Rosa Elvira Cárdenas');
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);

    const edited = await read(
      as(owner.token).profiles[':id'].$put({
        param: { id: memorial.id },
        json: individualPayload({ name: 'Rosa Elvira Cárdenas', description: 'Nueva historia.' }),
      }),
    );
    expect(edited.status).toBe(200);
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);

    expect((await read(as(owner.token).profiles[':id'].$delete({ param: { id: memorial.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);
  });

  it('creating or deleting a saved example also changes the landing', async () => {
    expect((await saveSetting('examples_section', { memorial_profiles: [example('ines-maria-quintero')] })).status).toBe(200);
    await purges.take();
    const memorial = await createMemorial('Inés María Quintero');
    expect(memorial.slug).toBe('ines-maria-quintero');
    expect(await purges.take()).toEqual(['/', '/memorial/ines-maria-quintero', '/muro-de-recuerdos/ines-maria-quintero']);

    expect((await read(as(owner.token).profiles[':id'].$delete({ param: { id: memorial.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual(['/', '/memorial/ines-maria-quintero', '/muro-de-recuerdos/ines-maria-quintero']);
  });

  it("with 'Usar cifras reales' on, creating or deleting any memorial changes the landing's count; a visit still purges nothing", async () => {
    expect((await saveSetting('site_stats', { ...DEFAULT_SETTINGS.site_stats, use_real_figures: true })).status).toBe(200);
    await purges.take();
    const memorial = await createMemorial('Rubén Darío Salcedo');
    expect(await purges.take()).toEqual(['/', `/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);
    expect((await read(guest().profiles.public[':slug'].visit.$post({ param: { slug: memorial.slug } }))).status).toBe(200);
    expect(await purges.take()).toEqual([]);
    expect((await read(as(owner.token).profiles[':id'].$delete({ param: { id: memorial.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual(['/', `/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);
    expect((await saveSetting('site_stats', DEFAULT_SETTINGS.site_stats)).status).toBe(200);
  });

  it('a visit and a public read purge nothing (the count refreshes in the page)', async () => {
    const memorial = await createMemorial('Luis Alberto Peña');
    await purges.take();
    expect((await read(guest().profiles.public[':slug'].visit.$post({ param: { slug: memorial.slug } }))).status).toBe(200);
    expect((await read(guest().profiles.public[':slug'].$get({ param: { slug: memorial.slug } }))).status).toBe(200);
    expect(await purges.take()).toEqual([]);
  });

  it("tells this data centre's cache to drop exactly those pages' copies at once", async () => {
    const memorial = await createMemorial('Carmen Julia Ortiz');
    const local = recordingDataCentreCache();
    vi.stubGlobal('caches', local.caches);
    try {
      await read(
        as(owner.token).profiles[':id'].$put({
          param: { id: memorial.id },
          json: individualPayload({ name: 'Carmen Julia Ortiz', description: 'Otra.' }),
        }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(local.deleted).toEqual([`http://localhost/memorial/${memorial.slug}`, `http://localhost/muro-de-recuerdos/${memorial.slug}`]);
  });
});

describe('family memorials', () => {
  it("the family's page and both addresses of its wall; a member added, edited or removed changes the family's page only", async () => {
    const family = await createFamily('Díaz López');
    const pages = [`/familia/${family.slug}`, `/familia/${family.slug}/muro-de-recuerdos`, `/muro-de-recuerdos/${family.slug}`];
    expect(await purges.take()).toEqual(pages);

    expect(
      (await read(as(owner.token).familyProfiles[':id'].$put({ param: { id: family.id }, json: { description: 'Unidos siempre.' } })))
        .status,
    ).toBe(200);
    expect(await purges.take()).toEqual(pages);

    const added = await read(
      as(owner.token).familyProfiles[':id'].members.$post({
        param: { id: family.id },
        json: {
          name: 'Carmen Rosa',
          birth_date: '1940-05-01',
          death_date: '2021-01-09',
          relationship: 'abuela',
          profile_image_url: await uploadPhoto(t.app, owner.token, env),
        },
      }),
    );
    expect(added.status).toBe(201);
    expect(await purges.take()).toEqual([`/familia/${family.slug}`]);

    const memberId = added.body.data.family_members.at(-1)!.id;
    const edited = await read(
      as(owner.token).familyProfiles[':id'].members[':memberId'].$put({
        param: { id: family.id, memberId },
        json: {
          name: 'Carmen Rosa Díaz',
          birth_date: '1940-05-01',
          death_date: '2021-01-09',
          relationship: 'abuela',
          profile_image_url: await uploadPhoto(t.app, owner.token, env),
        },
      }),
    );
    expect(edited.status).toBe(200);
    expect(await purges.take()).toEqual([`/familia/${family.slug}`]);

    expect(
      (await read(as(owner.token).familyProfiles[':id'].members[':memberId'].$delete({ param: { id: family.id, memberId } }))).status,
    ).toBe(200);
    expect(await purges.take()).toEqual([`/familia/${family.slug}`]);

    expect((await read(as(owner.token).familyProfiles[':id'].$delete({ param: { id: family.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual(pages);
  });
});

describe('couple pages (administrators)', () => {
  it('every write to a couple changes its one page', async () => {
    const image = await uploadPhoto(t.app, admin.token, env, 'profile');
    const created = await read(
      as(admin.token).adminCouples.index.$post({
        json: {
          couple_name: 'Laura y Andrés',
          description: 'Se conocieron en la Feria de las Flores.',
          profile_image_url: image,
          person1_name: 'Laura Restrepo',
          person1_birth_date: '1992-10-05',
          person2_name: 'Andrés Gómez',
          person2_birth_date: '1990-03-25',
          relationship_start_date: '2015-04-18',
        },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.data.coupleProfile;
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);

    const couple = as(admin.token).adminCouples[':id'];
    const param = { id };
    const photo = await uploadPhoto(t.app, admin.token, env, 'gallery');
    expect((await read(couple.gallery.$post({ param, json: { photos: [{ file_url: photo }] } }))).status).toBe(201);
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);
    expect(
      (
        await read(
          couple.songs.$post({
            param,
            json: { songs: [{ title: 'Vivir mi vida', youtube_url: 'https://www.youtube.com/watch?v=YXnjy5YlDwk' }] },
          }),
        )
      ).status,
    ).toBe(201);
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);
    expect((await read(couple.$put({ param, json: { is_published: true } }))).status).toBe(200);
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);
    expect((await read(couple.$delete({ param }))).status).toBe(200);
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);
  });
});

describe('memories', () => {
  let memorial: { id: string; slug: string };
  let wall: string[];

  beforeAll(async () => {
    memorial = await createMemorial('Gabriel Ángel Mora');
    wall = [`/muro-de-recuerdos/${memorial.slug}`];
  });
  afterEach(async () => {
    await t.db.update(memorialProfiles).set({ autoPublishMemories: false });
  });

  async function leaveMemory(target: Record<string, string>, visitor_consent: boolean) {
    const client = uniqueClient();
    const body = {
      ...target,
      photo_url: await uploadMemoryPhoto(t.app, env, client),
      ...(await solvedCaptcha(t.db)),
      ...memoryBody(),
      visitor_consent,
    };
    const posted = await read(clientAs(t.app, undefined, { 'cf-connecting-ip': client }, env).memories.index.$post({ json: body }));
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return posted.body.data;
  }
  const approve = (id: string, is_authorized: boolean) =>
    read(as(owner.token).memories[':id'].$patch({ param: { id }, json: { is_authorized } }));

  it('a memory waiting for approval, or private, changes no page; approving it changes the wall; a like does not', async () => {
    const waiting = await leaveMemory({ memorial_profile_id: memorial.id }, true);
    const hidden = await leaveMemory({ memorial_profile_id: memorial.id }, false);
    expect(await purges.take()).toEqual([]);

    expect((await approve(waiting.id, true)).status).toBe(200);
    expect(await purges.take()).toEqual(wall);
    // Approving a memory the visitor kept private leaves it off the wall.
    expect((await approve(hidden.id, true)).status).toBe(200);
    expect(await purges.take()).toEqual([]);

    expect((await read(as().memories[':id'].like.$post({ param: { id: waiting.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual([]);

    expect((await approve(waiting.id, false)).status).toBe(200);
    expect(await purges.take()).toEqual(wall);
  });

  it('deleting a public memory changes the wall; deleting one that was never on it does not', async () => {
    const onWall = await leaveMemory({ memorial_profile_id: memorial.id }, true);
    await approve(onWall.id, true);
    const waiting = await leaveMemory({ memorial_profile_id: memorial.id }, true);
    await purges.take();

    expect((await read(as(owner.token).memories[':id'].$delete({ param: { id: waiting.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual([]);
    expect((await read(as(owner.token).memories[':id'].$delete({ param: { id: onWall.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual(wall);
  });

  it("'Publicar recuerdos sin mi aprobación' changes no page; a memory it publishes changes the wall", async () => {
    const saved = await read(as(owner.token).memories.settings.$patch({ json: { memorial_profile_id: memorial.id, auto_publish: true } }));
    expect(saved.status).toBe(200);
    expect(await purges.take()).toEqual([]);

    const published = await leaveMemory({ memorial_profile_id: memorial.id }, true);
    expect(published.is_public).toBe(true);
    expect(await purges.take()).toEqual(wall);
  });

  it("a report changes the wall only when it hides the memory; a decision on several changes it once; 'Aceptar recuerdos sin foto' changes it (its form)", async () => {
    const first = await leaveMemory({ memorial_profile_id: memorial.id }, true);
    const second = await leaveMemory({ memorial_profile_id: memorial.id }, true);
    expect(
      (await read(as(owner.token).memories.decisions.$post({ json: { ids: [first.id, second.id], decision: 'approve' } }))).status,
    ).toBe(200);
    expect(await purges.take()).toEqual(wall);

    const report = () =>
      read(
        clientAs(t.app, undefined, { 'cf-connecting-ip': uniqueClient() }, env).memories[':id'].report.$post({
          param: { id: first.id },
          json: { reason: 'spam' },
        }),
      );
    expect((await report()).status).toBe(202);
    expect((await report()).status).toBe(202);
    expect(await purges.take()).toEqual([]);
    expect((await report()).status).toBe(202);
    expect(await purges.take()).toEqual(wall);

    const settings = (on: boolean) =>
      read(as(owner.token).memories.settings.$patch({ json: { memorial_profile_id: memorial.id, wall_photo_optional: on } }));
    expect((await settings(true)).status).toBe(200);
    expect(await purges.take()).toEqual(wall);
    expect((await settings(true)).status).toBe(200);
    expect(await purges.take()).toEqual([]);
    expect((await settings(false)).status).toBe(200);
    expect(await purges.take()).toEqual(wall);
  });

  it("a family's memory changes both addresses of the family's wall", async () => {
    const family = await createFamily('Mora Castaño');
    await purges.take();
    const memory = await leaveMemory({ family_profile_id: family.id }, true);
    expect((await approve(memory.id, true)).status).toBe(200);
    expect(await purges.take()).toEqual([`/familia/${family.slug}/muro-de-recuerdos`, `/muro-de-recuerdos/${family.slug}`]);
    await t.db.delete(memories);
  });
});

describe('a page taken down while R2 fails', () => {
  /** The same bindings, but an R2 bucket whose deletes fail (uploads and reads still work). */
  let failingEnv: object;
  let logged: ReturnType<typeof vi.spyOn>;

  beforeAll(() => {
    const bucket = t.r2.bucket;
    const failing = new Proxy(bucket, {
      get: (target, property) =>
        property === 'delete'
          ? () => Promise.reject(new Error('R2 no responde'))
          : ((Reflect.get(target, property) as unknown as { bind?: (self: unknown) => unknown })?.bind?.(target) ??
            Reflect.get(target, property)),
    });
    failingEnv = { ...env, MEDIA: failing };
  });
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
  });

  /** The typed clients as `token`'s user, over the bucket whose deletes fail. */
  const failing = (token: string) => as(token, failingEnv);

  it("a deleted memorial: the row is gone, its pages' versions moved, and the owner is told it worked", async () => {
    const memorial = await createMemorial('Aurora Salazar Pinto', { profile_image_url: await uploadPhoto(t.app, owner.token, env) });
    await purges.take();
    expect((await read(failing(owner.token).profiles[':id'].$delete({ param: { id: memorial.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);
    expect((await read(guest().profiles.public[':slug'].$get({ param: { slug: memorial.slug } }))).status).toBe(404);
    expect(logged.mock.calls.flat().join(' ')).toContain('media_delete_failed');
  });

  it("a deleted family: the same, for the family's page and both addresses of its wall", async () => {
    const family = await createFamily('Salazar Pinto');
    await purges.take();
    expect((await read(failing(owner.token).familyProfiles[':id'].$delete({ param: { id: family.id } }))).status).toBe(200);
    expect(await purges.take()).toEqual([
      `/familia/${family.slug}`,
      `/familia/${family.slug}/muro-de-recuerdos`,
      `/muro-de-recuerdos/${family.slug}`,
    ]);
    expect((await read(guest().familyProfiles.public[':slug'].$get({ param: { slug: family.slug } }))).status).toBe(404);
  });

  it('a couple unpublished while its old photo cannot be deleted, then deleted: its page is purged both times', async () => {
    const image = await uploadPhoto(t.app, admin.token, env, 'profile');
    const created = await read(
      as(admin.token).adminCouples.index.$post({
        json: {
          couple_name: 'Sara y Tomás',
          description: 'Se conocieron en Manizales.',
          profile_image_url: image,
          person1_name: 'Sara Ríos',
          person1_birth_date: '1993-01-12',
          person2_name: 'Tomás Vélez',
          person2_birth_date: '1991-07-30',
          relationship_start_date: '2016-02-14',
          is_published: true,
        },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.data.coupleProfile;
    await purges.take();

    // Unpublishing and replacing the photo: the old photo's delete fails, the page still leaves the edge.
    const replacement = await uploadPhoto(t.app, admin.token, env, 'profile');
    const unpublished = await read(
      failing(admin.token).adminCouples[':id'].$put({ param: { id }, json: { is_published: false, profile_image_url: replacement } }),
    );
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);
    expect((await read(guest().coupleProfiles.public[':slug'].$get({ param: { slug } }))).status).toBe(404);

    expect((await read(failing(admin.token).adminCouples[':id'].$delete({ param: { id } }))).status).toBe(200);
    expect(await purges.take()).toEqual([`/pareja/${slug}`]);
  });

  it("an owner's edit whose old photo cannot be deleted is saved and purged", async () => {
    const memorial = await createMemorial('Ernesto Villa Gil', { profile_image_url: await uploadPhoto(t.app, owner.token, env) });
    await purges.take();
    const edited = await read(
      failing(owner.token).profiles[':id'].$put({
        param: { id: memorial.id },
        json: individualPayload({ name: 'Ernesto Villa Gil', profile_image_url: await uploadPhoto(t.app, owner.token, env) }),
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]);
  });
});
