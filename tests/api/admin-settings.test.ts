import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, orders, packages, settings } from '../../db/schema';
import { SETTINGS_MESSAGES as M } from '../../worker/schemas/settings';
import { INVALID_YOUTUBE_URL } from '../../worker/schemas/youtube';
import { getSiteSettings } from '../../worker/services/settings';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { paymentProof, seedCatalog } from '../helpers/orders';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

type Pkg = InferRequestType<ApiClients['adminPackages'][':id']['$put']>['json'];

let db: Db;
let app: TestApp;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let superAdmin: Awaited<ReturnType<typeof createUserWithSession>>;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeEach(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  admin = await createUserWithSession(db, { role: 'admin' });
  superAdmin = await createUserWithSession(db, { role: 'super_admin' });
  catalog = await seedCatalog(db);
});

/** The typed clients as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) => testClient(app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const putPackage = (id: string, json: Pkg, token = admin.token) => read(as(token).adminPackages[':id'].$put({ param: { id }, json }));
// The payment accounts are a super admin's to change (see 'payment methods' below); every other key a plain admin's.
const putSetting = (key: string, value: unknown, token = key === 'payment_methods' ? superAdmin.token : admin.token) =>
  read(as(token).adminSettings[':key'].$put({ param: { key }, json: { value } }));
const publicSettings = async () => new Map((await read(as().settings.index.$get())).body.data.map((entry) => [entry.key, entry.value]));
const storedSettings = async () => (await read(as(admin.token).adminSettings.index.$get())).body.data;
const initSettings = () => read(as(admin.token).adminSettings.init.$post());
const placeOrder = (proof: ReturnType<typeof paymentProof>, token: string) => read(as(token).orders.index.$post({ json: proof }));
/** A package as the back-office saves it, with two keys the route does not know (`id`, `currency`). */
const packageBody = (changes: Partial<Pkg> = {}) => ({
  id: 'ignorado',
  currency: 'COP',
  name: 'Memorial Individual',
  description: 'Un memorial',
  price: 160000,
  features: ['QR'],
  package_type: 'individual' as Pkg['package_type'],
  is_active: true,
  ...changes,
});
const example = (slug: string, type: 'individual' | 'family' = 'individual') => ({
  profile_name: 'Rosa Elvira Cárdenas',
  profile_image_url: '',
  birth_date: '1940-02-01',
  death_date: '2020-05-06',
  slug,
  type,
});

describe('admin settings API: access', () => {
  const sends: [string, (client: ApiClients) => Promise<{ status: number }>][] = [
    ['GET /api/admin/settings', (client) => client.adminSettings.index.$get()],
    [
      'PUT /api/admin/settings/hero_section',
      (client) => client.adminSettings[':key'].$put({ param: { key: 'hero_section' }, json: { value: {} } }),
    ],
    ['POST /api/admin/settings/init', (client) => client.adminSettings.init.$post()],
    ['GET /api/admin/packages', (client) => client.adminPackages.index.$get()],
    ['PUT /api/admin/packages/x', (client) => client.adminPackages[':id'].$put({ param: { id: 'x' }, json: packageBody() })],
    [
      'POST /api/admin/packages/sync-pricing',
      (client) => client.adminPackages['sync-pricing'].$post({ json: { pricingData: { plans: [] } } }),
    ],
  ];
  it.each(sends)('%s is for administrators only', async (_route, send) => {
    expect((await send(as())).status).toBe(401);
    const customer = await createUserWithSession(db);
    expect((await send(as(customer.token))).status).toBe(403);
  });
});

describe('PUT /api/admin/settings/{key}', () => {
  it('saves a section, shows it on the next read, and audits the value it replaced', async () => {
    await putSetting('hero_section', DEFAULT_SETTINGS.hero_section);
    const hero = { ...DEFAULT_SETTINGS.hero_section, title: 'Recuerdos que no se borran' };
    const { status, body } = await putSetting('hero_section', hero);
    expect(status).toBe(200);
    expect(body.message).toBe(M.updated);
    expect((await publicSettings()).get('hero_section')).toEqual(hero);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting.update'), eq(auditLog.entityId, 'hero_section')));
    expect(audits.at(-1)).toMatchObject({ actorId: admin.user.id, details: { previous: DEFAULT_SETTINGS.hero_section, value: hero } });
  });

  it('answers 404 for a key it does not know', async () => {
    const { status, body } = await putSetting('colores', { a: 1 });
    expect(status).toBe(404);
    expect(body.error).toBe(M.notFound);
  });

  it.each([
    ['hero_section', { ...DEFAULT_SETTINGS.hero_section, title: ' ' }, M.titleRequired],
    ['footer_info', { ...DEFAULT_SETTINGS.footer_info, phone: 'llámenos' }, M.phoneInvalid],
    ['footer_info', { ...DEFAULT_SETTINGS.footer_info, email: 'soporte@' }, M.emailInvalid],
    [
      'footer_info',
      { ...DEFAULT_SETTINGS.footer_info, social: { ...DEFAULT_SETTINGS.footer_info.social, facebook: 'javascript:alert(1)' } },
      M.urlInvalid,
    ],
    ['site_stats', { ...DEFAULT_SETTINGS.site_stats, memorials_created: 1.5 }, M.countInvalid],
    ['site_stats', { ...DEFAULT_SETTINGS.site_stats, rating: 7 }, M.ratingInvalid],
    ['payment_methods', { nequi: { name: '', type: '', account: '300', owner: '' } }, M.methodNameRequired],
    ['payment_methods', { 'Mi Banco': { name: 'Banco', type: '', account: '1', owner: '' } }, M.methodIdInvalid],
    ['examples_section', { memorial_profiles: [example('a'), example('b'), example('c'), example('d')] }, M.examplesMax],
    [
      'examples_section',
      { memorial_profiles: [{ ...example('a'), profile_image_url: 'https://otro-sitio.co/foto.jpg' }] },
      M.exampleImageInvalid,
    ],
    ['examples_section', { memorial_profiles: [{ ...example('a'), profile_image_url: 'javascript:alert(1)' }] }, M.exampleImageInvalid],
    ['examples_section', { memorial_profiles: [{ ...example('a'), profile_image_url: 'cualquier texto' }] }, M.exampleImageInvalid],
    ['examples_section', { memorial_profiles: [{ ...example('a'), profile_image_url: '/media/../secreto.jpg' }] }, M.exampleImageInvalid],
    [
      'pricing_plan',
      { plans: [{ package_type: 'individual', name: 'Individual', price: 0, description: '', features: [] }] },
      M.priceInvalid,
    ],
    [
      'pricing_plan',
      { plans: [{ package_type: 'individual', name: 'Individual', price: 99.5, description: '', features: [] }] },
      M.priceInvalid,
    ],
    ['tutorial_video', { url: 'https://www.youtube.com/@recuerdoseternos' }, INVALID_YOUTUBE_URL],
    ['tutorial_video', { url: 'https://youtu.be/y8AWFf7EAc' }, INVALID_YOUTUBE_URL],
    ['tutorial_video', { url: 'https://vimeo.com/76979871' }, INVALID_YOUTUBE_URL],
    ['tutorial_video', { url: 'Mira https://youtu.be/y8AWFf7EAc4' }, INVALID_YOUTUBE_URL],
    ['tutorial_video', { url: 42 }, INVALID_YOUTUBE_URL],
  ])('refuses a wrong %s with its Spanish message, writing nothing', async (key, value, message) => {
    const before = await db.select().from(settings).where(eq(settings.key, key));
    const { status, body } = await putSetting(key, value);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(await db.select().from(settings).where(eq(settings.key, key))).toEqual(before);
  });

  it("keeps an example's photo as the path of a photo stored here, even when given as a whole address", async () => {
    const photo = '/media/profile/u1/9b2f0c1e-4d7a-4c55-9a51-0d4f2a0b6c11.jpg';
    const saved = await putSetting('examples_section', {
      memorial_profiles: [
        { ...example('a'), profile_image_url: `https://recuerdoseternos.co${photo}` },
        { ...example('b'), profile_image_url: photo },
      ],
    });
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(settings).where(eq(settings.key, 'examples_section'));
    expect(
      (row?.value as { memorial_profiles: { profile_image_url: string }[] }).memorial_profiles.map((p) => p.profile_image_url),
    ).toEqual([photo, photo]);
  });

  it('cleans an example saved with its address written twice over (no repair button needed), on save and on read', async () => {
    const photo = '/media/profile/u1/9b2f0c1e-4d7a-4c55-9a51-0d4f2a0b6c11.jpg';
    const doubled = {
      ...example('x'),
      slug: 'https://recuerdoseternos.co/memorial/https://recuerdoseternos.co/memorial/rosa-elvira',
      profile_image_url: `https://recuerdoseternos.co/media/https://recuerdoseternos.co${photo}`,
    };
    const saved = await putSetting('examples_section', { memorial_profiles: [doubled] });
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(settings).where(eq(settings.key, 'examples_section'));
    expect((row?.value as { memorial_profiles: unknown[] }).memorial_profiles).toEqual([
      { ...doubled, slug: 'rosa-elvira', profile_image_url: photo },
    ]);

    // A value stored that way by the earlier product is read clean by the pages too.
    await db
      .update(settings)
      .set({ value: { memorial_profiles: [doubled] } })
      .where(eq(settings.key, 'examples_section'));
    const shown = (await getSiteSettings({ db })).examples_section.memorial_profiles[0];
    expect(shown).toMatchObject({ slug: 'rosa-elvira', profile_image_url: photo });
  });

  it("keeps the landing's tutorial as the video's plain address, or nothing, and audits each change", async () => {
    const saved = await putSetting('tutorial_video', { url: ' youtu.be/y8AWFf7EAc4?si=compartido ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ key: 'tutorial_video', value: { url: 'https://www.youtube.com/watch?v=y8AWFf7EAc4' } });
    expect((await publicSettings()).get('tutorial_video')).toEqual({ url: 'https://www.youtube.com/watch?v=y8AWFf7EAc4' });

    expect((await putSetting('tutorial_video', { url: '' })).status).toBe(200);
    expect((await publicSettings()).get('tutorial_video')).toEqual({ url: '' });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting.update'), eq(auditLog.entityId, 'tutorial_video')));
    expect(audits.map((audit) => audit.details)).toEqual([
      { previous: null, value: { url: 'https://www.youtube.com/watch?v=y8AWFf7EAc4' } },
      { previous: { url: 'https://www.youtube.com/watch?v=y8AWFf7EAc4' }, value: { url: '' } },
    ]);
  });

  it('syncs pricing_plan into the packages, and never changes an order already placed', async () => {
    const customer = await createUserWithSession(db);
    const placed = await placeOrder(paymentProof(catalog.individual), customer.token);
    expect(placed.status).toBe(201);
    const plan = {
      package_type: 'individual',
      name: 'Memorial Individual Plus',
      price: 175000,
      description: 'Con placa',
      features: ['QR', 'Placa de aluminio'],
    };
    expect((await putSetting('pricing_plan', { plans: [plan] })).status).toBe(200);
    const [pkg] = await db.select().from(packages).where(eq(packages.id, catalog.individual.id));
    expect(pkg).toMatchObject({ name: plan.name, price: 175000, features: plan.features, description: 'Con placa' });
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.data.id));
    expect(order?.totalAmount).toBe(catalog.individual.price);
  });
});

describe('POST /api/admin/settings/init', () => {
  it('writes the missing defaults without overwriting what exists', async () => {
    const hero = { ...DEFAULT_SETTINGS.hero_section, title: 'Ya configurado' };
    await putSetting('hero_section', hero);
    const { status, body } = await initSettings();
    expect(status).toBe(200);
    expect(body.message).toBe(M.initialized);
    expect(body.data.created).not.toContain('hero_section');
    expect(body.data.created).toContain('footer_info');
    expect(body.data.created).toContain('tutorial_video');
    const stored = new Map((await storedSettings()).map((e) => [e.key, e.value]));
    expect(stored.get('hero_section')).toEqual(hero);
    expect(stored.get('footer_info')).toEqual(DEFAULT_SETTINGS.footer_info);
    expect(stored.get('tutorial_video')).toEqual({ url: '' });
    // Again: nothing left to write.
    expect((await initSettings()).body.data.created).toEqual([]);
  });
});

describe('examples on the landing', () => {
  it('offers only examples whose memorial is published', async () => {
    const owner = await createUserWithSession(db);
    const shown = await insertMemorial(db, owner.user.id, { isPublished: true });
    const hidden = await insertMemorial(db, owner.user.id, { isPublished: false });
    await putSetting('examples_section', { memorial_profiles: [example(shown.slug), example(hidden.slug), example('ya-no-existe')] });
    const examples = (await publicSettings()).get('examples_section') as { memorial_profiles: { slug: string }[] };
    expect(examples.memorial_profiles.map((profile) => profile.slug)).toEqual([shown.slug]);
    // The back-office still sees what it saved.
    const stored = (await storedSettings()).find((e) => e.key === 'examples_section');
    expect((stored?.value as { memorial_profiles: unknown[] }).memorial_profiles).toHaveLength(3);
  });
});

describe('packages', () => {
  const body = packageBody;

  it('lists every package, inactive ones too', async () => {
    await db.update(packages).set({ isActive: false }).where(eq(packages.id, catalog.family.id));
    const { body: list } = await read(as(admin.token).adminPackages.index.$get());
    expect(list.data.map((pkg) => [pkg.id, pkg.is_active])).toEqual([
      [catalog.individual.id, true],
      [catalog.family.id, false],
    ]);
  });

  it('saves a package, ignores keys it does not know, and audits what it was', async () => {
    const { status, body: saved } = await putPackage(catalog.individual.id, body());
    expect(status).toBe(200);
    expect(saved.data).toMatchObject({ id: catalog.individual.id, price: 160000, currency: 'COP' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'package.update'));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      entityId: catalog.individual.id,
      details: { previous: { price: catalog.individual.price } },
    });
  });

  it.each([
    [{ price: 0 }, M.priceInvalid],
    [{ price: -5 }, M.priceInvalid],
    [{ price: 1500.5 }, M.priceInvalid],
    [{ name: ' ' }, M.packageNameRequired],
    [{ package_type: 'pareja' }, M.packageTypeInvalid],
  ])('refuses %o', async (change, message) => {
    // One row's package type is not one the route's type takes: the table is sent untyped, to be refused.
    const { status, body: refused } = await call<Refusal>(app, `/api/admin/packages/${catalog.individual.id}`, {
      ...jsonPost({ ...body(), ...change }, bearer(admin.token)),
      method: 'PUT',
    });
    expect(status).toBe(400);
    expect(refused.error).toBe(message);
  });

  it('takes a deactivated package off the landing and refuses new orders for it', async () => {
    expect(
      (await putPackage(catalog.family.id, body({ name: 'Memorial Familiar', package_type: 'family', price: 280000, is_active: false })))
        .status,
    ).toBe(200);
    const storefront = await read(as().packages.index.$get());
    expect(storefront.body.data.map((pkg) => pkg.id)).toEqual([catalog.individual.id]);
    const customer = await createUserWithSession(db);
    const refused = await placeOrder(paymentProof(catalog.family), customer.token);
    expect(refused.status).toBe(404);
  });

  it('answers 404 for a package that does not exist', async () => {
    expect((await putPackage('no-existe', body())).status).toBe(404);
  });

  it('syncs pricing from its own endpoint', async () => {
    const { status } = await read(
      as(admin.token).adminPackages['sync-pricing'].$post({
        json: { pricingData: { plans: [{ package_type: 'family', name: 'Familiar', price: 300000, description: '', features: ['QR'] }] } },
      }),
    );
    expect(status).toBe(200);
    const [family] = await db.select().from(packages).where(eq(packages.id, catalog.family.id));
    expect(family).toMatchObject({ name: 'Familiar', price: 300000 });
  });
});

describe('payment methods', () => {
  it('are changed by a super admin only, audited with the accounts they replaced', async () => {
    await putSetting('payment_methods', DEFAULT_SETTINGS.payment_methods);
    const diverted = {
      ...DEFAULT_SETTINGS.payment_methods,
      nequi: { name: 'Nequi', type: 'Nequi', account: '3000000000', owner: 'Otra Persona' },
    };
    const refused = await putSetting('payment_methods', diverted, admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('No tienes permisos para realizar esta acción');
    expect((await publicSettings()).get('payment_methods')).toEqual(DEFAULT_SETTINGS.payment_methods);

    expect((await putSetting('payment_methods', diverted, superAdmin.token)).status).toBe(200);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting.update'), eq(auditLog.entityId, 'payment_methods')));
    expect(audits.at(-1)).toMatchObject({
      actorId: superAdmin.user.id,
      details: { previous: DEFAULT_SETTINGS.payment_methods, value: diverted },
    });
  });

  it('refuses an order with a method removed from the settings', async () => {
    const { bancolombia: _gone, ...rest } = DEFAULT_SETTINGS.payment_methods;
    expect((await putSetting('payment_methods', rest)).status).toBe(200);
    const customer = await createUserWithSession(db);
    const refused = await placeOrder(paymentProof(catalog.individual, { payment_method: 'bancolombia' }), customer.token);
    expect(refused.status).toBe(400);
  });
});
