import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchas, familyProfiles, memorialProfiles, memories } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { keyFromMediaUrl } from '../../worker/media/keys';
import { CAPTCHA_MESSAGES } from '../../worker/schemas/captcha-texts';
import { MEMORY_MESSAGES } from '../../worker/schemas/memory-texts';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { bucketKeys } from '../helpers/media-fixtures';
import { uploadPhoto } from '../helpers/memorials';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

type WallQuery = InferRequestType<ApiClients['memories']['index']['$get']>['query'];

const t = useTestApp({ media: true });
let rooms: ReturnType<typeof recordingWallRooms>;
let env: object;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let memorialId: string;
let familyId: string;

beforeAll(async () => {
  rooms = recordingWallRooms();
  env = { MEDIA: t.r2.bucket, WALL_ROOMS: rooms.namespace };
  owner = await createUserWithSession(t.db);
  const [memorial] = await t.db
    .insert(memorialProfiles)
    .values({
      userId: owner.user.id,
      slug: 'rosa-maria-diaz',
      profileName: 'Rosa María Díaz',
      birthDate: '1950-02-01',
      deathDate: '2024-05-03',
      isPublished: true,
    })
    .returning();
  const [family] = await t.db
    .insert(familyProfiles)
    .values({ userId: owner.user.id, slug: 'familia-diaz-lopez', familyName: 'Díaz López', isPublished: true })
    .returning();
  memorialId = memorial!.id;
  familyId = family!.id;
});
beforeEach(() => {
  rooms.published.length = 0;
});

/**
 * Posts a memory from a fresh address with a fresh photo and a solved captcha, unless overridden. The photo
 * goes up from an address of its own, so tests of the memory limits never meet the upload limit.
 */
async function postMemory(overrides: Record<string, unknown> = {}, client = uniqueClient()) {
  const photo_url = await uploadMemoryPhoto(t.app, env, uniqueClient());
  const body = { memorial_profile_id: memorialId, photo_url, ...(await solvedCaptcha(t.db)), ...memoryBody(), ...overrides };
  return read(testClient(t.app, env, { 'cf-connecting-ip': client }).memories.index.$post({ json: body }));
}

/** The typed client as a visitor (from an address of its own), or as `token`'s user. */
const visitor = (address = uniqueClient()) => testClient(t.app, env, { 'cf-connecting-ip': address }).memories;
const asUser = (token: string) => testClient(t.app, env, bearer(token)).memories;
const wall = (query: WallQuery) => read(testClient(t.app, env).memories.index.$get({ query }));
const setShown = (token: string, id: string, shown: boolean) =>
  read(asUser(token)[':id'].$patch({ param: { id }, json: { is_authorized: shown } }));
const memoryCount = async () => (await t.db.select({ id: memories.id }).from(memories)).length;

/** A memory its visitor made public and the owner approved: the only kind the public wall shows. */
async function postPublicMemory(overrides: Record<string, unknown> = {}) {
  const posted = await postMemory({ visitor_consent: true, ...overrides });
  const approved = await setShown(owner.token, posted.body.data.id, true);
  expect(approved.body.data.is_public).toBe(true);
  rooms.published.length = 0;
  return approved.body.data;
}

describe('leaving a memory', () => {
  it('stores a clean memory that waits for the owner, tells the owner, and keeps it off the wall', async () => {
    const { status, body } = await postMemory({
      author_name: '  <b>Camila</b> Torres ',
      message: '<script>alert(1)</script>Siempre te recordaremos ',
      things_list: ['Sus tintos', '', '  '],
      visitor_consent: true,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      author_name: 'Camila Torres',
      message: 'alert(1)Siempre te recordaremos',
      things_list: ['Sus tintos'],
      visitor_consent: true,
      is_authorized: false,
      is_public: false,
      likes: 0,
      memorial_profile_id: memorialId,
      family_profile_id: null,
    });
    const listed = await wall({ memorial_profile_id: memorialId });
    expect(listed.body.data.map((m) => m.id)).not.toContain(body.data.id);
    expect(rooms.published).toEqual([]);

    const [mail] = await listOutbox(t.db, owner.email);
    expect(mail?.subject).toBe('Un nuevo recuerdo para Rosa María Díaz espera tu aprobación');
    expect(mail?.links[0]).toContain(`/dashboard?recuerdos=memorial:${memorialId}`);
  });

  it('goes on a family wall by family_profile_id', async () => {
    const { status, body } = await postMemory({ memorial_profile_id: null, family_profile_id: familyId, visitor_consent: true });
    expect(status).toBe(201);
    expect(body.data.family_profile_id).toBe(familyId);
    const managed = await read(asUser(owner.token).manage.$get({ query: { family_profile_id: familyId } }));
    expect(managed.body.data.map((m) => m.id)).toContain(body.data.id);
    await setShown(owner.token, body.data.id, true);
    expect((await wall({ family_profile_id: familyId })).body.data.map((m) => m.id)).toContain(body.data.id);
  });

  it.each([
    [{ photo_url: '' }, MEMORY_MESSAGES.photoRequiredFamilyTold],
    [{ photo_url: undefined }, MEMORY_MESSAGES.photoRequiredFamilyTold],
    [{ author_name: '   ' }, 'El nombre y mensaje son requeridos'],
    [{ message: '<p></p>' }, 'El nombre y mensaje son requeridos'],
    [{ message: undefined }, 'El nombre y mensaje son requeridos'],
    [{ author_name: 'a'.repeat(101) }, 'El nombre no puede superar 100 caracteres'],
    [{ message: 'a'.repeat(501) }, 'El mensaje no puede superar 500 caracteres'],
    [{ song: 'a'.repeat(201) }, 'La canción no puede superar 200 caracteres'],
    [{ things_list: ['a'.repeat(151)] }, 'Cada cosa que extrañas puede tener máximo 150 caracteres'],
    [{ things_list: ['uno', 'dos', 'tres', 'cuatro'] }, 'Puedes agregar máximo 3 cosas que extrañas'],
    [{ family_profile_id: 'x' }, 'El recuerdo debe pertenecer a un solo memorial'],
    [{ memorial_profile_id: null }, 'El recuerdo debe pertenecer a un solo memorial'],
    [{ captcha_input: '' }, 'Ingresa el código de verificación'],
  ])('refuses %o with its message and stores nothing', async (overrides, message) => {
    const before = await memoryCount();
    const { status, body } = await postMemory(overrides);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(await memoryCount()).toBe(before);
  });

  it('accepts exactly the limits', async () => {
    const { status } = await postMemory({
      author_name: 'a'.repeat(100),
      message: 'm'.repeat(500),
      song: 's'.repeat(200),
      things_list: ['x'.repeat(150), 'y', 'z', ''],
    });
    expect(status).toBe(201);
  });

  it('refuses a missing or unpublished profile', async () => {
    expect((await postMemory({ memorial_profile_id: crypto.randomUUID() })).body.error).toBe('Perfil no encontrado');
    await t.db.update(memorialProfiles).set({ isPublished: false }).where(eq(memorialProfiles.id, memorialId));
    const hidden = await postMemory();
    await t.db.update(memorialProfiles).set({ isPublished: true }).where(eq(memorialProfiles.id, memorialId));
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('Perfil no encontrado');
  });

  it('accepts only a memory photo this product stored, once', async () => {
    expect((await postMemory({ photo_url: 'https://example.com/foto.jpg' })).body.error).toBe('Archivo no válido');
    expect((await postMemory({ photo_url: '/media/memory/anon/no-existe.jpg' })).body.error).toBe('Archivo no válido');
    const profilePhoto = await uploadPhoto(t.app, owner.token, env);
    expect((await postMemory({ photo_url: profilePhoto })).body.error).toBe('Archivo no válido');
    const first = await postMemory();
    const reused = await postMemory({ photo_url: first.body.data.photo_url });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('Archivo no válido');
  });

  describe('up to its limit', () => {
    startInFreshRateWindows();

    it('answers 429 with a clear text once one address has left too many memories', async () => {
      const client = uniqueClient();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { status, body } = await postMemory({}, client);
        statuses.push(status);
        if (status === 429) expect(body.error).toBe('Has enviado varios recuerdos seguidos. Espera unos minutos e intenta de nuevo.');
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });
});

describe('the captcha on a memory', () => {
  it('is checked case-insensitively', async () => {
    const captcha = await solvedCaptcha(t.db, 'HJWX');
    expect((await postMemory({ ...captcha, captcha_input: 'hjwx' })).status).toBe(201);
  });

  it('refuses a wrong code, and the challenge is spent by the attempt', async () => {
    const captcha = await solvedCaptcha(t.db, 'HJWX');
    const before = await memoryCount();
    const wrong = await postMemory({ ...captcha, captcha_input: 'HJWY' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(CAPTCHA_MESSAGES.wrong);
    expect(wrong.body.code).toBe('CAPTCHA_WRONG');
    const retry = await postMemory(captcha);
    expect(retry.status).toBe(400);
    expect(retry.body.code).toBe('CAPTCHA_EXPIRED');
    expect(retry.body.error).toBe(CAPTCHA_MESSAGES.expired);
    expect(await memoryCount()).toBe(before);
  });

  it('refuses a replayed code', async () => {
    const captcha = await solvedCaptcha(t.db);
    expect((await postMemory(captcha)).status).toBe(201);
    const replay = await postMemory(captcha);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe(CAPTCHA_MESSAGES.expired);
  });

  it('refuses an expired or unknown challenge', async () => {
    const captcha = await solvedCaptcha(t.db);
    await t.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(captchas.id, captcha.captcha_id));
    expect((await postMemory(captcha)).body.error).toBe(CAPTCHA_MESSAGES.expired);
    expect((await postMemory({ captcha_id: 'no-existe', captcha_input: 'ABCD' })).body.error).toBe(CAPTCHA_MESSAGES.expired);
  });
});

describe('refusals and their own reasons', () => {
  startInFreshRateWindows();
  const wrongCode = async () => ({ ...(await solvedCaptcha(t.db, 'HJWX')), captcha_input: 'HJWY' });

  it('says a wrong code is wrong, however many in a row, and wrong codes do not use up the memories a visitor may leave', async () => {
    // What a visitor who misread six codes lived through: each refusal names the code, and then the memory goes.
    const client = uniqueClient();
    for (let i = 0; i < 6; i++) {
      const { status, body } = await postMemory(await wrongCode(), client);
      expect({ status, error: body.error }).toEqual({ status: 400, error: CAPTCHA_MESSAGES.wrong });
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postMemory({}, client)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('stops wrong codes at their own limit of 10 per 10 minutes, before spending the next challenge, and only for that address', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 10; i++) expect((await postMemory(await wrongCode(), client)).status).toBe(400);
    const captcha = await solvedCaptcha(t.db);
    const limited = await postMemory(captcha, client);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(CAPTCHA_MESSAGES.tooManyWrong);
    // The challenge was not spent: the same right code passes from another address.
    expect((await postMemory(captcha)).status).toBe(201);
  });

  it('counts neither expired codes nor other refusals against either limit', async () => {
    const client = uniqueClient();
    const expired = async () => {
      const captcha = await solvedCaptcha(t.db);
      await t.db
        .update(captchas)
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where(eq(captchas.id, captcha.captcha_id));
      return captcha;
    };
    for (let i = 0; i < 11; i++) expect((await postMemory(await expired(), client)).body.error).toBe(CAPTCHA_MESSAGES.expired);
    for (let i = 0; i < 6; i++)
      expect((await postMemory({ photo_url: 'https://example.com/foto.jpg' }, client)).body.error).toBe('Archivo no válido');
    expect((await postMemory({}, client)).status).toBe(201);
  });

  it('refuses a visitor who already left 5 memories before spending their code', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 5; i++) expect((await postMemory({}, client)).status).toBe(201);
    const captcha = await solvedCaptcha(t.db);
    const limited = await postMemory(captcha, client);
    expect({ status: limited.status, error: limited.body.error }).toEqual({ status: 429, error: MEMORY_MESSAGES.tooManyMemories });
    expect((await postMemory(captcha)).status).toBe(201);
  });
});

describe('the public wall', () => {
  it('lists public memories only, newest first, 5 per page with the exact total', async () => {
    const [quiet] = await t.db
      .insert(memorialProfiles)
      .values({
        userId: owner.user.id,
        slug: 'pagina-de-prueba',
        profileName: 'Página',
        birthDate: '1950-01-01',
        deathDate: '2020-01-01',
        isPublished: true,
      })
      .returning();
    const rows = Array.from({ length: 8 }, (_, i) => ({
      memorialProfileId: quiet!.id,
      photoUrl: `/media/memory/anon/foto-${i}.jpg`,
      authorName: `Autor ${i}`,
      message: `Mensaje ${i}`,
      visitorConsent: true,
      isAuthorized: i !== 7,
      createdAt: `2026-01-0${i + 1}T10:00:00.000Z`,
    }));
    // The newest of all was approved, but its visitor kept it private.
    rows.push({
      ...rows[0]!,
      photoUrl: '/media/memory/anon/privada.jpg',
      authorName: 'Privado',
      visitorConsent: false,
      isAuthorized: true,
      createdAt: '2026-01-09T10:00:00.000Z',
    });
    await t.db.insert(memories).values(rows);

    const first = await wall({ memorial_profile_id: quiet!.id });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data.map((m) => m.author_name)).toEqual(['Autor 6', 'Autor 5', 'Autor 4', 'Autor 3', 'Autor 2']);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 5, total: 7, pages: 2 });
    const second = await wall({ memorial_profile_id: quiet!.id, page: '2' });
    expect(second.body.data.map((m) => m.author_name)).toEqual(['Autor 1', 'Autor 0']);
  });

  it('is 404 for a missing or unpublished profile and 400 without exactly one id', async () => {
    expect((await wall({ memorial_profile_id: crypto.randomUUID() })).body.error).toBe('Perfil no encontrado');
    expect((await wall({})).status).toBe(400);
    expect((await wall({ memorial_profile_id: memorialId, family_profile_id: familyId })).status).toBe(400);
  });

  it('refuses a plain request to the live channel', async () => {
    const { status } = await visitor().live.$get({ query: { memorial_profile_id: memorialId } });
    expect(status).toBe(426);
  });
});

describe('moderation', () => {
  it('lets the owner see every memory, show one, hide it again and delete it with its photo', async () => {
    const { body } = await postMemory({ visitor_consent: true });
    const id = body.data.id;
    const managed = await read(asUser(owner.token).manage.$get({ query: { memorial_profile_id: memorialId } }));
    expect(managed.body.data.map((m) => m.id)).toContain(id);

    const shown = await setShown(owner.token, id, true);
    expect(shown.body.data.is_authorized).toBe(true);
    expect((await wall({ memorial_profile_id: memorialId })).body.data.map((m) => m.id)).toContain(id);
    await setShown(owner.token, id, false);
    expect((await wall({ memorial_profile_id: memorialId })).body.data.map((m) => m.id)).not.toContain(id);

    const key = keyFromMediaUrl(body.data.photo_url ?? '')!;
    expect(await bucketKeys(t.r2.bucket, key)).toEqual([key]);
    const removed = await asUser(owner.token)[':id'].$delete({ param: { id } });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(memories).where(eq(memories.id, id))).toEqual([]);
    expect(await bucketKeys(t.r2.bucket, key)).toEqual([]);
    // Deleting a memory no wall showed any more is nobody's news.
    expect(rooms.published.map((p) => p.change.type)).toEqual(['updated', 'updated']);
  });

  it('tells open walls when a memory on them is deleted', async () => {
    const memory = await postPublicMemory();
    expect((await asUser(owner.token)[':id'].$delete({ param: { id: memory.id } })).status).toBe(200);
    expect(rooms.published).toEqual([{ room: `memorial:${memorialId}`, change: { type: 'removed', memoryId: memory.id } }]);
  });

  it('keeps a photo that was not uploaded for the memory, such as a demo gallery picture', async () => {
    const galleryPhoto = await uploadPhoto(t.app, owner.token, env, 'gallery');
    const [row] = await t.db
      .insert(memories)
      .values({
        memorialProfileId: memorialId,
        photoUrl: galleryPhoto,
        authorName: 'Demo',
        message: 'Recuerdo de muestra',
        visitorConsent: true,
        isAuthorized: true,
      })
      .returning();
    expect((await asUser(owner.token)[':id'].$delete({ param: { id: row!.id } })).status).toBe(200);
    const key = keyFromMediaUrl(galleryPhoto)!;
    expect(await bucketKeys(t.r2.bucket, key)).toEqual([key]);
  });

  it('lets no other user moderate, and asks strangers to sign in', async () => {
    const { body } = await postMemory();
    const id = body.data.id;
    const stranger = await createUserWithSession(t.db);
    expect((await setShown(stranger.token, id, true)).status).toBe(403);
    expect((await asUser(stranger.token)[':id'].$delete({ param: { id } })).status).toBe(403);
    const list = await read(asUser(stranger.token).manage.$get({ query: { memorial_profile_id: memorialId } }));
    expect(list.status).toBe(404);
    expect((await visitor()[':id'].$delete({ param: { id } })).status).toBe(401);
    const [row] = await t.db.select().from(memories).where(eq(memories.id, id));
    expect(row?.isAuthorized).toBe(false);
  });

  it('lets an admin moderate any wall', async () => {
    const { body } = await postMemory();
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const shown = await setShown(admin.token, body.data.id, true);
    expect(shown.status).toBe(200);
    expect((await asUser(admin.token)[':id'].$delete({ param: { id: body.data.id } })).status).toBe(200);
  });

  it('answers 404 for a memory that does not exist', async () => {
    expect((await asUser(owner.token)[':id'].$delete({ param: { id: crypto.randomUUID() } })).status).toBe(404);
  });
});

describe('likes', () => {
  it('count exactly under concurrent requests and tell open walls', async () => {
    const body = { data: await postPublicMemory() };
    const results = await Promise.all(Array.from({ length: 30 }, () => read(visitor()[':id'].like.$post({ param: { id: body.data.id } }))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.db.select().from(memories).where(eq(memories.id, body.data.id));
    expect(row?.likes).toBe(30);
    expect(Math.max(...results.map((r) => r.body.data.likes))).toBe(30);
    expect(rooms.published).toHaveLength(30);
  });

  describe('up to their limit', () => {
    startInFreshRateWindows();

    it('are limited per address, so a loop cannot inflate them', async () => {
      const body = { data: await postPublicMemory() };
      const like = () => visitor('198.51.100.77')[':id'].like.$post({ param: { id: body.data.id } });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await like()).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const [row] = await t.db.select().from(memories).where(eq(memories.id, body.data.id));
      expect(row?.likes).toBe(3);
    });
  });

  it('cannot reach a memory that is not public', async () => {
    const { body } = await postMemory({ visitor_consent: true });
    const liked = await testClient(t.app, env).memories[':id'].like.$post({ param: { id: body.data.id } });
    expect(liked.status).toBe(404);
  });
});
