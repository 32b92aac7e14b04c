import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import {
  candles,
  coupleProfiles,
  coupleSongs,
  familyMembers,
  familyProfiles,
  memorialProfiles,
  memories,
  orders,
  packages,
  plaques,
  settings,
  users,
} from '../../db/schema';
import { adminCreateUserSchema, adminUpdateUserSchema } from '../../worker/schemas/admin-users';
import { registerSchema } from '../../worker/schemas/auth';
import { coupleMemorialSchema, coupleMemorialUpdateSchema, coupleSongsSchema } from '../../worker/schemas/couples';
import { memoryInputSchema } from '../../worker/schemas/memories';
import { adminCreateOrderSchema, createOrderSchema } from '../../worker/schemas/orders';
import { plaqueDeliverySchema } from '../../worker/schemas/plaques';
import {
  familyMemberSchema,
  familyMemorialSchema,
  familyMemorialUpdateSchema,
  individualMemorialSchema,
} from '../../worker/schemas/memorials';
import { candleInputSchema } from '../../worker/schemas/remembrance';
import { adminPackageSchema, settingValueSchemas } from '../../worker/schemas/settings';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { createSession } from '../../worker/services/sessions';
import { todayInColombia } from '../../worker/services/time';
import { bearer, jsonPost, uniqueClient, uniqueEmail } from '../helpers/auth';
import { givePaidOrder, insertMemorial, uploadPhoto } from '../helpers/memorials';
import { solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { paymentProof, useCatalogAndAdmin } from '../helpers/orders';
import { call } from '../helpers/test-db';
import { getAt, spanishText, textCases, type TextCase } from '../helpers/text-limits';
import { useTestApp } from '../helpers/test-app';
import { plaqueDelivery } from '../helpers/plaque-delivery';

/**
 * Every create and update endpoint, with each free-text field of its schema at the schema's maximum in
 * Colombian Spanish (accents, ñ, apostrophes, hyphens, compound names, a 4-byte emoji), one character over it,
 * with a NUL, a line break and a tab. The cases come from the zod schemas (tests/helpers/text-limits.ts): the
 * endpoint never answers 5xx, stores exactly what its schema makes of the text, and refuses what its schema
 * refuses with the schema's own Spanish message. D1's limits apply (LIKE patterns of 50 bytes, 100 bound
 * parameters): a long name once reached them and answered 500.
 */

type Answer = { status: number; body: { error?: string; issues?: { path: string; message: string }[] } & Record<string, unknown> };
/** What one request did, and how to read back what it stored, in the schema's own field names. */
type Sent = { answer: Answer; stored: () => Promise<unknown> };

type Endpoint = {
  /** 'POST /api/profiles'. */
  name: string;
  /** The schema the route validates with (for a setting, the shape of its value). */
  schema: ZodType;
  /** A valid body; media fields hold placeholders that `send` replaces with the case's own uploads. */
  base: Record<string, unknown>;
  skip?: string[];
  send: (body: Record<string, unknown>) => Promise<Sent>;
};

const t = useTestApp({ media: true });
const shop = useCatalogAndAdmin(t, { superAdmin: true });

const PLACEHOLDER_PHOTO = '/media/profile/placeholder.jpg';
const request = (method: string, body: unknown, token?: string): RequestInit => ({ ...jsonPost(body, token ? bearer(token) : {}), method });
const send = async (path: string, init: RequestInit): Promise<Answer> => {
  const { status, body } = await call<Answer['body']>(t.app, path, init, t.r2.env);
  return { status, body: body ?? {} };
};
const dataOf = (answer: Answer) => answer.body.data as Record<string, unknown> & { id: string };

/** A drizzle row with the API's snake_case names (profileName → profile_name). */
const snake = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(row ?? {}).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  );

/**
 * A customer of the case's own, with a session: straight in the database with the administrator's password
 * hash (hashing a password per case would cost more than the rest of the file).
 */
async function freshUser() {
  const [user] = await t.db
    .insert(users)
    .values({
      email: uniqueEmail('cliente'),
      firstName: 'Ana',
      lastName: 'Pérez',
      emailVerified: true,
      passwordHash: shop.admin.user.passwordHash,
    })
    .returning();
  const session = await createSession(t.db, user!.id, {}, undefined, false);
  return { user: user!, token: session.accessToken };
}

/** A customer with a paid order of `type` (one memorial's quota). */
async function customer(type: 'individual' | 'family' = 'individual') {
  const person = await freshUser();
  await givePaidOrder(t.db, person.user.id, type);
  return person;
}

const individualBase = {
  profile_name: 'Rosa Elvira Cárdenas',
  birth_date: '1940-02-01',
  death_date: '2020-05-06',
  template_id: 'template-4',
  description: 'Amaba los girasoles.',
  favorite_music: 'Pueblito viejo',
};
const member = {
  name: 'Jorge Enrique',
  birth_date: '1936-02-10',
  death_date: '2019-11-03',
  profile_image_url: PLACEHOLDER_PHOTO,
  relationship: 'abuelo',
};
const familyBase = { family_name: 'Gómez Herrera', description: 'Una familia unida.', favorite_music: 'Pueblito viejo', members: [member] };
const coupleBase = {
  couple_name: 'Laura y Andrés',
  description: 'Se conocieron en la Feria de las Flores de Medellín.',
  profile_image_url: PLACEHOLDER_PHOTO,
  person1_name: 'Laura Restrepo',
  person1_alias: 'Lau',
  person1_birth_date: '1992-10-05',
  person1_comidas_favoritas: ['Bandeja paisa'],
  person1_series_peliculas: ['Encanto'],
  person1_suegros: ['Gloria'],
  person1_cunados: ['Camilo'],
  person2_name: 'Andrés Gómez',
  person2_alias: 'Andy',
  person2_birth_date: '1990-03-25',
  person2_comidas_favoritas: ['Ajiaco'],
  person2_series_peliculas: ['Pedro el escamoso'],
  person2_suegros: ['Hernán'],
  person2_cunados: ['Valentina'],
  common_interests: ['Bailar salsa'],
  pets: 'Lupe, una gata criolla',
  short_term_goals: 'Conocer Cartagena',
  medium_term_goals: 'Una casa en Rionegro',
  long_term_goals: 'Envejecer juntos',
};
const { profile_image_url: _image, person1_birth_date: _birth1, person2_birth_date: _birth2, ...coupleTexts } = coupleBase;
const songsBase = { songs: [{ title: 'La gota fría', youtube_url: 'https://www.youtube.com/watch?v=y8AWFf7EAc4' }] };
const deliveryBase = plaqueDelivery();
const exampleProfile = {
  profile_name: 'Rosa Elvira Cárdenas',
  profile_image_url: '',
  birth_date: '1940',
  death_date: '2020',
  slug: 'rosa-elvira-cardenas',
  description: 'Amaba los girasoles.',
  type: 'individual',
};

async function readCouple(id: string) {
  const [row] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, id));
  const songs = await t.db.select().from(coupleSongs).where(eq(coupleSongs.coupleProfileId, id));
  return { ...snake(row), songs: songs.map((song) => ({ title: song.songTitle, youtube_url: song.youtubeUrl })) };
}
async function readFamily(id: string) {
  const [row] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, id));
  const members = await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, id));
  return { ...snake(row), members: members.map(snake) };
}
async function readMember(id: string) {
  const [row] = await t.db.select().from(familyMembers).where(eq(familyMembers.id, id));
  return snake(row);
}
const readProfile = async (id: string) => snake((await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id)))[0]);
const readOrder = async (id: string) => snake((await t.db.select().from(orders).where(eq(orders.id, id)))[0]);
const readUser = async (id: string) => snake((await t.db.select().from(users).where(eq(users.id, id)))[0]);

/** A family memorial of its own for a case, with its one member's saved id. */
async function ownFamily() {
  const owner = await customer('family');
  const photo = await uploadPhoto(t.app, owner.token, t.r2.env);
  const created = await send(
    '/api/family-profiles',
    request('POST', { ...familyBase, members: [{ ...member, profile_image_url: photo }] }, owner.token),
  );
  if (created.status !== 201) throw new Error(`family not created: ${created.status} ${created.body.error}`);
  const family = dataOf(created);
  const [saved] = await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, family.id));
  return { owner, familyId: family.id, member: saved!, photo };
}

/** The couple the edit cases share: each case sends its whole body and reads back its own field. */
let sharedCouple: Promise<string> | undefined;
const ownCouple = () => (sharedCouple ??= newCouple());

/** A couple the administrators made, for the edit endpoints. */
async function newCouple() {
  const photo = await uploadPhoto(t.app, shop.admin.token, t.r2.env, 'profile');
  const created = await send('/api/admin/couple-profiles', request('POST', { ...coupleBase, profile_image_url: photo }, shop.admin.token));
  if (created.status !== 201) throw new Error(`couple not created: ${created.status} ${created.body.error}`);
  return (created.body.data as { coupleProfile: { id: string } }).coupleProfile.id;
}

function settingEndpoint(key: keyof typeof settingValueSchemas, value: Record<string, unknown>): Endpoint {
  return {
    name: `PUT /api/admin/settings/${key}`,
    schema: z.object({ value: settingValueSchemas[key] }),
    base: { value },
    send: async (body) => ({
      answer: await send(`/api/admin/settings/${key}`, request('PUT', body, shop.superAdmin.token)),
      stored: async () => ({ value: (await t.db.select().from(settings).where(eq(settings.key, key)))[0]?.value }),
    }),
  };
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/profiles',
    schema: individualMemorialSchema,
    base: individualBase,
    send: async (body) => {
      const answer = await send('/api/profiles', request('POST', body, (await customer()).token));
      return { answer, stored: () => readProfile(dataOf(answer).id) };
    },
  },
  {
    name: 'PUT /api/profiles/:id',
    schema: individualMemorialSchema,
    base: individualBase,
    send: async (body) => {
      const owner = await customer();
      const created = await send('/api/profiles', request('POST', individualBase, owner.token));
      const id = dataOf(created).id;
      return { answer: await send(`/api/profiles/${id}`, request('PUT', body, owner.token)), stored: () => readProfile(id) };
    },
  },
  {
    name: 'POST /api/family-profiles',
    schema: familyMemorialSchema,
    base: familyBase,
    send: async (body) => {
      const owner = await customer('family');
      const photo = await uploadPhoto(t.app, owner.token, t.r2.env);
      const members = (body.members as Record<string, unknown>[]).map((entry) => ({ ...entry, profile_image_url: photo }));
      const answer = await send('/api/family-profiles', request('POST', { ...body, members }, owner.token));
      return { answer, stored: () => readFamily(dataOf(answer).id) };
    },
  },
  {
    name: 'PUT /api/family-profiles/:id',
    schema: familyMemorialUpdateSchema,
    base: familyBase,
    send: async (body) => {
      const { owner, familyId, member: saved, photo } = await ownFamily();
      const members = (body.members as Record<string, unknown>[]).map((entry) => ({ ...entry, id: saved.id, profile_image_url: photo }));
      const answer = await send(`/api/family-profiles/${familyId}`, request('PUT', { ...body, members }, owner.token));
      return { answer, stored: () => readFamily(familyId) };
    },
  },
  {
    name: 'POST /api/family-profiles/:id/members',
    schema: familyMemberSchema,
    base: member,
    send: async (body) => {
      const { owner, familyId, member: saved } = await ownFamily();
      const photo = await uploadPhoto(t.app, owner.token, t.r2.env);
      const answer = await send(
        `/api/family-profiles/${familyId}/members`,
        request('POST', { ...body, profile_image_url: photo }, owner.token),
      );
      return {
        answer,
        stored: async () => (await readFamily(familyId)).members.find((entry) => entry.id !== saved.id),
      };
    },
  },
  {
    name: 'PUT /api/family-profiles/:id/members/:memberId',
    schema: familyMemberSchema,
    base: member,
    send: async (body) => {
      const { owner, familyId, member: saved, photo } = await ownFamily();
      const answer = await send(
        `/api/family-profiles/${familyId}/members/${saved.id}`,
        request('PUT', { ...body, profile_image_url: photo }, owner.token),
      );
      return { answer, stored: () => readMember(saved.id) };
    },
  },
  {
    name: 'POST /api/admin/couples',
    schema: coupleMemorialSchema,
    base: coupleBase,
    send: async (body) => {
      const photo = await uploadPhoto(t.app, shop.admin.token, t.r2.env, 'profile');
      const answer = await send('/api/admin/couple-profiles', request('POST', { ...body, profile_image_url: photo }, shop.admin.token));
      return { answer, stored: () => readCouple((answer.body.data as { coupleProfile: { id: string } }).coupleProfile.id) };
    },
  },
  {
    name: 'PUT /api/admin/couples/:id',
    schema: coupleMemorialUpdateSchema,
    base: { ...coupleTexts, ...songsBase },
    send: async (body) => {
      const id = await ownCouple();
      return {
        answer: await send(`/api/admin/couple-profiles/${id}`, request('PUT', body, shop.admin.token)),
        stored: () => readCouple(id),
      };
    },
  },
  {
    name: 'POST /api/admin/couples/:id/songs',
    schema: coupleSongsSchema,
    base: songsBase,
    send: async (body) => {
      const id = await ownCouple();
      return {
        answer: await send(`/api/admin/couple-profiles/${id}/songs`, request('POST', body, shop.admin.token)),
        stored: () => readCouple(id),
      };
    },
  },
  {
    name: 'POST /api/memories',
    schema: memoryInputSchema,
    base: {
      memorial_profile_id: 'placeholder',
      photo_url: PLACEHOLDER_PHOTO,
      captcha_id: 'placeholder',
      captcha_input: 'KMRW',
      author_name: 'Camila Torres',
      message: 'Gracias por enseñarnos a reír en los días difíciles.',
      song: 'Sin ti no soy nada - Amaral',
      things_list: ['Sus tintos de la mañana'],
      privacy_consent: true,
    },
    send: async (body) => {
      const owner = await freshUser();
      const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
      const photo_url = await uploadMemoryPhoto(t.app, t.r2.env, uniqueClient());
      const answer = await send(
        '/api/memories',
        request('POST', { ...body, memorial_profile_id: memorial.id, photo_url, ...(await solvedCaptcha(t.db)) }),
      );
      return {
        answer,
        stored: async () => snake((await t.db.select().from(memories).where(eq(memories.memorialProfileId, memorial.id)))[0]),
      };
    },
  },
  {
    name: 'POST /api/candles',
    schema: candleInputSchema,
    base: { memorial_profile_id: 'placeholder', name: 'Familia Cárdenas' },
    send: async (body) => {
      const owner = await freshUser();
      const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
      const answer = await send('/api/candles', request('POST', { ...body, memorial_profile_id: memorial.id }));
      return {
        answer,
        stored: async () => snake((await t.db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id)))[0]),
      };
    },
  },
  {
    name: 'POST /api/orders',
    schema: createOrderSchema,
    base: paymentProof({ id: 'placeholder', price: 150000 }),
    send: async (body) => {
      const buyer = await freshUser();
      const answer = await send(
        '/api/orders',
        request('POST', paymentProof(shop.catalog.individual, { payer_name: body.payer_name }), buyer.token),
      );
      return { answer, stored: () => readOrder(dataOf(answer).id) };
    },
  },
  {
    name: 'POST /api/admin/orders',
    schema: adminCreateOrderSchema,
    base: {
      user_id: 'placeholder',
      package_id: 'placeholder',
      payment_method: 'nequi',
      payment_intent_id: 'NEQUI-778899',
      payer_name: 'María Elena Gómez',
      paid_at: '2025-01-15',
      total_amount: 150000,
    },
    send: async (body) => {
      const buyer = await freshUser();
      const answer = await send(
        '/api/admin/orders',
        request(
          'POST',
          {
            ...body,
            user_id: buyer.user.id,
            package_id: shop.catalog.individual.id,
            paid_at: todayInColombia(),
            total_amount: shop.catalog.individual.price,
          },
          shop.admin.token,
        ),
      );
      return { answer, stored: () => readOrder(dataOf(answer).id) };
    },
  },
  {
    name: 'PUT /api/plaques/:id/delivery',
    schema: plaqueDeliverySchema,
    base: deliveryBase,
    send: async (body) => {
      const owner = await freshUser();
      const order = await givePaidOrder(t.db, owner.user.id);
      await insertMemorial(t.db, owner.user.id, { orderId: order.id });
      const [plaque] = await t.db.select().from(plaques).where(eq(plaques.orderId, order.id));
      const answer = await send(`/api/plaques/${plaque!.id}/delivery`, request('PUT', body, owner.token));
      return {
        answer,
        stored: async () => {
          const [row] = await t.db.select().from(plaques).where(eq(plaques.id, plaque!.id));
          return { ...snake(row), notes: row?.deliveryNotes };
        },
      };
    },
  },
  {
    name: 'POST /api/admin/users',
    schema: adminCreateUserSchema,
    base: { email: 'placeholder@example.com', first_name: 'Luz Marina', last_name: 'Gómez Ñáñez', role: 'user' },
    send: async (body) => {
      const answer = await send('/api/admin/users', request('POST', { ...body, email: uniqueEmail('creada') }, shop.admin.token));
      return { answer, stored: () => readUser(dataOf(answer).id) };
    },
  },
  {
    name: 'PUT /api/admin/users/:id',
    schema: adminUpdateUserSchema,
    base: { first_name: 'Luz Marina', last_name: 'Gómez Ñáñez' },
    send: async (body) => {
      const person = await freshUser();
      return {
        answer: await send(`/api/admin/users/${person.user.id}`, request('PUT', body, shop.admin.token)),
        stored: () => readUser(person.user.id),
      };
    },
  },
  {
    name: 'POST /api/auth/register',
    schema: registerSchema,
    base: { name: 'María Elena Gómez', email: 'placeholder@example.com', password: 'clave-segura-9', privacy_consent: true },
    send: async (body) => {
      const email = uniqueEmail('registro');
      const answer = await send('/api/auth/register', request('POST', { ...body, email }));
      return {
        answer,
        stored: async () => {
          const [row] = await t.db.select().from(users).where(eq(users.email, email));
          return { name: [row?.firstName, row?.lastName].filter(Boolean).join(' ') };
        },
      };
    },
  },
  {
    name: 'PUT /api/admin/packages/:id',
    schema: adminPackageSchema,
    base: {
      name: 'Memorial Individual',
      description: 'Un memorial para siempre.',
      price: 150000,
      features: ['Código QR en placa'],
      package_type: 'individual',
      is_active: true,
    },
    send: async (body) => {
      const [pkg] = await t.db
        .insert(packages)
        .values({ name: 'Paquete de prueba', packageType: 'individual', price: 150000, isActive: false })
        .returning();
      return {
        answer: await send(`/api/admin/packages/${pkg!.id}`, request('PUT', { ...body, is_active: false }, shop.superAdmin.token)),
        stored: async () => snake((await t.db.select().from(packages).where(eq(packages.id, pkg!.id)))[0]),
      };
    },
  },
  settingEndpoint('hero_section', DEFAULT_SETTINGS.hero_section),
  settingEndpoint('footer_info', DEFAULT_SETTINGS.footer_info),
  settingEndpoint('payment_methods', { nequi: DEFAULT_SETTINGS.payment_methods.nequi! }),
  settingEndpoint('examples_section', { memorial_profiles: [exampleProfile] }),
  settingEndpoint('pricing_plan', {
    plans: [
      {
        package_type: 'individual',
        name: 'Memorial Individual',
        price: 150000,
        description: 'Un memorial para siempre.',
        features: ['Código QR en placa'],
      },
    ],
  }),
];

const casesOf = (endpoint: Endpoint) => textCases(endpoint.schema, endpoint.base, { skip: endpoint.skip });

const verdictTitle = (textCase: TextCase) =>
  `${textCase.title} ${textCase.verdict.ok ? 'is stored exactly' : 'is refused with its Spanish message'}`;

for (const endpoint of ENDPOINTS) {
  describe(endpoint.name, () => {
    const cases = casesOf(endpoint);

    it('has free-text fields to vary', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    it.each(cases.map((textCase) => [verdictTitle(textCase), textCase] as const))('%s', async (_title, textCase) => {
      // The schema keeps the promises the cases make: its maximum fits, one more and a NUL do not.
      if (textCase.mustAccept !== undefined) expect(textCase.verdict.ok, JSON.stringify(textCase.verdict)).toBe(textCase.mustAccept);

      const { answer, stored } = await endpoint.send(textCase.body as Record<string, unknown>);
      expect(answer.status, answer.body.error).toBeLessThan(500);
      if (textCase.verdict.ok) {
        expect(answer.status, answer.body.error).toBeGreaterThanOrEqual(200);
        expect(answer.status, answer.body.error).toBeLessThan(300);
        expect(getAt(await stored(), textCase.path)).toEqual(textCase.verdict.value);
      } else {
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe(textCase.verdict.message);
        if (answer.body.issues) expect(answer.body.issues[0]?.path).toBe(textCase.verdict.path);
        if (textCase.title.includes('NUL')) expect(answer.body.error).toMatch(/no pueden? contener .*caracteres de control/);
      }
    });
  });
}

describe('long Colombian names and D1', () => {
  const LONG_NAME = 'María de los Ángeles Rodríguez Fernández de la Santísima Trinidad';
  const LONG_FAMILY = "Familia Rodríguez Fernández de la Santísima Trinidad y Ñáñez-O'Connor";

  it('creates two individual memorials with the same 65-character name, the second under a numbered slug', async () => {
    const owner = await customer();
    await givePaidOrder(t.db, owner.user.id);
    const first = await send('/api/profiles', request('POST', { ...individualBase, profile_name: LONG_NAME }, owner.token));
    const second = await send('/api/profiles', request('POST', { ...individualBase, profile_name: LONG_NAME }, owner.token));
    expect([first.status, second.status], `${first.body.error} ${second.body.error}`).toEqual([201, 201]);
    const slugs = [dataOf(first).slug, dataOf(second).slug] as string[];
    expect(slugs[0]).toMatch(/^maria-de-los-angeles-rodriguez-fernandez-de-la-santisima-trinidad(-\d+)?$/);
    expect(slugs[1]).toMatch(new RegExp(`^${slugs[0]!.replace(/-\d+$/, '')}-\\d+$`));
    expect(slugs[1]).not.toBe(slugs[0]);
  });

  it('creates two families with a long family name under distinct slugs', async () => {
    const made: string[] = [];
    for (let index = 0; index < 2; index++) {
      const owner = await customer('family');
      const photo = await uploadPhoto(t.app, owner.token, t.r2.env);
      const answer = await send(
        '/api/family-profiles',
        request('POST', { ...familyBase, family_name: LONG_FAMILY, members: [{ ...member, profile_image_url: photo }] }, owner.token),
      );
      expect(answer.status, answer.body.error).toBe(201);
      made.push(dataOf(answer).slug as unknown as string);
    }
    expect(new Set(made).size).toBe(2);
    expect(made[0]).toMatch(/^familia-/);
  });

  it('searches the plaques with 49 characters with accents', async () => {
    const search = spanishText(49, 'Ñáñez Rodríguez de la Santísima Trinidad Güiza ');
    expect(search).toHaveLength(49);
    const answer = await send(`/api/admin/plaques?search=${encodeURIComponent(search)}`, { headers: bearer(shop.admin.token) });
    expect(answer.status, answer.body.error).toBe(200);
  });
});
