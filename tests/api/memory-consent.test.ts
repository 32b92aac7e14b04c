import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * 'Hacer público' is the visitor's consent, not the owner's approval. The public wall shows a memory only
 * with both; a memory left without consent is the owner's alone, approved or not; and the owner may let
 * consenting memories through at once with 'Publicar recuerdos sin mi aprobación'. Neither the wall, its
 * live notices nor its likes ever reach a memory that is not public.
 */
const t = useTestApp({ media: true });
let rooms: ReturnType<typeof recordingWallRooms>;
let env: object;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  rooms = recordingWallRooms();
  env = { MEDIA: t.r2.bucket, WALL_ROOMS: rooms.namespace };
  owner = await createUserWithSession(t.db);
});
beforeEach(() => {
  rooms.published.length = 0;
});

let slugs = 0;
/** A published memorial of the owner's, each test its own so settings and counts never leak between tests. */
async function newMemorial(): Promise<string> {
  const [row] = await t.db
    .insert(memorialProfiles)
    .values({
      userId: owner.user.id,
      slug: `consentimiento-${++slugs}`,
      profileName: 'Rosa María Díaz',
      birthDate: '1950-02-01',
      deathDate: '2024-05-03',
      isPublished: true,
    })
    .returning();
  if (!row) throw new Error('memorial not inserted');
  return row.id;
}

/** The typed memories client as `token`'s user (a visitor without one), from an address of its own unless given. */
const as = (token?: string, client = uniqueClient()) =>
  testClient(t.app, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': client }).memories;
type Wall = { memorial_profile_id?: string; family_profile_id?: string };

async function post(wall: Record<string, string | null>, overrides: Record<string, unknown> = {}) {
  const client = uniqueClient();
  const photo_url = await uploadMemoryPhoto(t.app, env, client);
  const body = {
    memorial_profile_id: null,
    family_profile_id: null,
    ...wall,
    photo_url,
    ...(await solvedCaptcha(t.db)),
    ...memoryBody(),
    ...overrides,
  };
  const answer = await read(as(undefined, client).index.$post({ json: body }));
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const publicIds = async (wall: Wall) => (await read(as().index.$get({ query: wall }))).body.data.map((m) => m.id);
const like = (id: string) => read(as()[':id'].like.$post({ param: { id } }));
const approve = (id: string, isAuthorized = true, token = owner.token) =>
  read(as(token)[':id'].$patch({ param: { id }, json: { is_authorized: isAuthorized } }));
const setAutoPublish = (wall: Wall, autoPublish: boolean, token = owner.token) =>
  read(as(token).settings.$patch({ json: { ...wall, auto_publish: autoPublish } }));
const wallSettings = (wall: Wall, token?: string) => read(as(token).settings.$get({ query: wall }));
/** Sends a settings change the route's type forbids (a wrong type, a memory's field): the route must refuse it. */
const patchSettingsUntyped = (body: unknown) =>
  call<Refusal>(
    t.app,
    '/api/memories/settings',
    { method: 'PATCH', headers: { ...bearer(owner.token), 'content-type': 'application/json' }, body: JSON.stringify(body) },
    env,
  );
const latestMail = async () => (await listOutbox(t.db, owner.email))[0];

describe('the visitor’s consent', () => {
  it('alone does not publish: the memory waits for the owner, whatever else the visitor sends', async () => {
    const memorialId = await newMemorial();
    const memory = await post({ memorial_profile_id: memorialId }, { visitor_consent: true, is_authorized: true, is_public: true });
    expect(memory).toMatchObject({ visitor_consent: true, is_authorized: false, is_public: false });
    expect(await publicIds({ memorial_profile_id: memorialId })).toEqual([]);
    expect(rooms.published).toEqual([]);
    expect((await like(memory.id)).status).toBe(404);

    const mail = await latestMail();
    expect(mail?.subject).toBe('Un nuevo recuerdo para Rosa María Díaz espera tu aprobación');
    expect(mail?.text).toContain('no será visible para los visitantes hasta que lo autorices');

    // The owner's approval completes it: now it is on the wall, open walls hear of it and it can be liked.
    expect((await approve(memory.id)).body.data).toMatchObject({ is_authorized: true, is_public: true });
    expect(await publicIds({ memorial_profile_id: memorialId })).toEqual([memory.id]);
    expect(rooms.published).toEqual([{ room: `memorial:${memorialId}`, change: { type: 'updated', memoryId: memory.id } }]);
    expect((await like(memory.id)).status).toBe(200);
  });

  it('missing, keeps the memory the owner’s alone, even once the owner approves it', async () => {
    const memorialId = await newMemorial();
    const memory = await post({ memorial_profile_id: memorialId });
    expect(memory).toMatchObject({ visitor_consent: false, is_authorized: false, is_public: false });

    const mail = await latestMail();
    expect(mail?.subject).toBe('Nuevo recuerdo privado para Rosa María Díaz');
    expect(mail?.text).toContain('El visitante no autorizó publicarlo, así que no se mostrará en el muro');
    expect(mail?.text).not.toContain('espera');

    const approved = await approve(memory.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ visitor_consent: false, is_authorized: true, is_public: false });
    const listed = await read(as().index.$get({ query: { memorial_profile_id: memorialId } }));
    expect(listed.body.data).toEqual([]);
    expect(listed.body.pagination.total).toBe(0);
    expect((await like(memory.id)).status).toBe(404);

    // The owner still reads it in the manager.
    const managed = await read(as(owner.token).manage.$get({ query: { memorial_profile_id: memorialId } }));
    expect(managed.body.data.map((m) => m.id)).toEqual([memory.id]);

    // No live notice ever named it: not when it arrived, not when approved, hidden or deleted.
    await approve(memory.id, false);
    expect((await as(owner.token)[':id'].$delete({ param: { id: memory.id } })).status).toBe(200);
    expect(rooms.published).toEqual([]);
  });
});

describe('publishing without approval', () => {
  it('is off until the owner turns it on', async () => {
    const memorialId = await newMemorial();
    const settings = await wallSettings({ memorial_profile_id: memorialId }, owner.token);
    expect(settings.status).toBe(200);
    // Behind a session: private, never stored (worker/middleware/private-answers.ts).
    expect(settings.headers.get('cache-control')).toBe('private, no-store');
    expect(settings.body.data).toEqual({
      auto_publish: false,
      wall_photo_optional: false,
      photoless_refusals: 0,
      photoless_refused_at: null,
    });
  });

  it('when on, shows a consenting memory at once and keeps a non-consenting one private', async () => {
    const memorialId = await newMemorial();
    const wall = { memorial_profile_id: memorialId };
    const turned = await setAutoPublish(wall, true);
    expect(turned.status).toBe(200);
    expect(turned.body.data).toEqual({ auto_publish: true, wall_photo_optional: false, photoless_refusals: 0, photoless_refused_at: null });
    const settings = await wallSettings(wall, owner.token);
    expect(settings.body.data).toEqual({
      auto_publish: true,
      wall_photo_optional: false,
      photoless_refusals: 0,
      photoless_refused_at: null,
    });

    const shown = await post(wall, { visitor_consent: true });
    expect(shown).toMatchObject({ visitor_consent: true, is_authorized: true, is_public: true });
    expect(await publicIds({ memorial_profile_id: memorialId })).toEqual([shown.id]);
    expect(rooms.published).toEqual([{ room: `memorial:${memorialId}`, change: { type: 'added', memoryId: shown.id } }]);
    const mail = await latestMail();
    expect(mail?.subject).toBe('Nuevo recuerdo en el muro de Rosa María Díaz');
    expect(mail?.text).toContain('ya se muestra en el muro');
    expect((await like(shown.id)).status).toBe(200);

    rooms.published.length = 0;
    const kept = await post(wall);
    expect(kept).toMatchObject({ visitor_consent: false, is_authorized: false, is_public: false });
    expect(await publicIds({ memorial_profile_id: memorialId })).toEqual([shown.id]);
    expect(rooms.published).toEqual([]);
    expect((await latestMail())?.subject).toBe('Nuevo recuerdo privado para Rosa María Díaz');
    expect((await like(kept.id)).status).toBe(404);

    // Turned off again, the next consenting memory waits; what is on the wall stays there.
    expect((await setAutoPublish(wall, false)).body.data).toEqual({
      auto_publish: false,
      wall_photo_optional: false,
      photoless_refusals: 0,
      photoless_refused_at: null,
    });
    const waiting = await post(wall, { visitor_consent: true });
    expect(waiting.is_public).toBe(false);
    expect(await publicIds({ memorial_profile_id: memorialId })).toEqual([shown.id]);
  });

  it('is set per wall, a family’s too', async () => {
    const [family] = await t.db
      .insert(familyProfiles)
      .values({ userId: owner.user.id, slug: 'familia-consentimiento', familyName: 'Díaz López', isPublished: true })
      .returning();
    const other = await newMemorial();
    expect((await setAutoPublish({ family_profile_id: family!.id }, true)).body.data).toEqual({
      auto_publish: true,
      wall_photo_optional: false,
      photoless_refusals: 0,
      photoless_refused_at: null,
    });
    const [row] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, family!.id));
    expect(row?.autoPublishMemories).toBe(true);

    const shown = await post({ family_profile_id: family!.id }, { visitor_consent: true });
    expect(await publicIds({ family_profile_id: family!.id })).toEqual([shown.id]);
    // The owner's other wall still waits for approval.
    expect((await post({ memorial_profile_id: other }, { visitor_consent: true })).is_public).toBe(false);
  });

  it('can be changed only by the owner or an admin', async () => {
    const memorialId = await newMemorial();
    const wall = { memorial_profile_id: memorialId };
    const stranger = await createUserWithSession(t.db);
    const settings = await wallSettings(wall, stranger.token);
    expect(settings.status).toBe(404);
    expect(settings.body.error).toBe('Perfil no encontrado');
    const changed = await setAutoPublish(wall, true, stranger.token);
    expect(changed.status).toBe(404);
    expect(changed.body.error).toBe('Perfil no encontrado');
    const signedOut = await read(as().settings.$patch({ json: { ...wall, auto_publish: true } }));
    expect(signedOut.status).toBe(401);
    expect((await wallSettings(wall)).status).toBe(401);
    const [untouched] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, memorialId));
    expect(untouched?.autoPublishMemories).toBe(false);

    const admin = await createUserWithSession(t.db, { role: 'admin' });
    expect((await setAutoPublish(wall, true, admin.token)).body.data).toEqual({
      auto_publish: true,
      wall_photo_optional: false,
      photoless_refusals: 0,
      photoless_refused_at: null,
    });
  });

  it('refuses a malformed change in Spanish', async () => {
    const memorialId = await newMemorial();
    // Not a boolean: what the route's type forbids, sent untyped.
    const notABoolean = await patchSettingsUntyped({ memorial_profile_id: memorialId, auto_publish: 'sí' });
    expect(notABoolean.status).toBe(400);
    expect(notABoolean.body.error).toBe('Indica si los recuerdos se publican sin tu aprobación');
    const noWall = await setAutoPublish({}, true);
    expect(noWall.status).toBe(400);
    expect(noWall.body.error).toBe('El recuerdo debe pertenecer a un solo memorial');
    const missing = await setAutoPublish({ memorial_profile_id: crypto.randomUUID() }, true);
    expect(missing.status).toBe(404);
    // 'settings' is never read as a memory's id.
    // A memory's change sent to the settings (no auto_publish): what the route's type forbids, sent untyped.
    const asMemory = await patchSettingsUntyped({ is_authorized: true });
    expect(asMemory.status).toBe(400);
  });
});
