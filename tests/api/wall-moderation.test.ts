import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyProfiles, memorialProfiles, memories, memoryReports, wallBlocks } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { MEMORY_MESSAGES } from '../../worker/schemas/memory-texts';
import { WALL_MODERATION_MESSAGES as W } from '../../worker/schemas/wall-moderation-texts';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ media: true });
let rooms: ReturnType<typeof recordingWallRooms>;
let env: object;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let stranger: Awaited<ReturnType<typeof createUserWithSession>>;
let memorialId: string;
let familyId: string;
let count = 0;

/** A published memorial of the owner's, with a wall of its own for each test that needs an even start. */
async function newMemorial(settings: { autoPublish?: boolean; photoOptional?: boolean } = {}) {
  const [memorial] = await t.db
    .insert(memorialProfiles)
    .values({
      userId: owner.user.id,
      slug: `luz-dary-perez-${Date.now()}-${++count}`,
      profileName: 'Luz Dary Pérez',
      birthDate: '1950-02-01',
      deathDate: '2024-05-03',
      isPublished: true,
      autoPublishMemories: settings.autoPublish ?? false,
      wallPhotoOptional: settings.photoOptional ?? false,
    })
    .returning();
  return memorial!.id;
}

beforeAll(async () => {
  rooms = recordingWallRooms();
  env = { MEDIA: t.r2.bucket, WALL_ROOMS: rooms.namespace };
  owner = await createUserWithSession(t.db);
  stranger = await createUserWithSession(t.db);
  memorialId = await newMemorial();
  const [family] = await t.db
    .insert(familyProfiles)
    .values({ userId: owner.user.id, slug: `familia-perez-gomez-${Date.now()}`, familyName: 'Pérez Gómez', isPublished: true })
    .returning();
  familyId = family!.id;
});
beforeEach(() => {
  rooms.published.length = 0;
});

const memoriesOf = (address = uniqueClient()) => testClient(t.app, env, { 'cf-connecting-ip': address }).memories;
const asUser = (token: string) => testClient(t.app, env, bearer(token)).memories;

/** Posts a memory to `wall` (the shared memorial unless told) from `client`, with a photo unless `photo_url: null`. */
async function postMemory(overrides: Record<string, unknown> = {}, client = uniqueClient(), wall: string = memorialId) {
  const photo_url = 'photo_url' in overrides ? (overrides.photo_url as string | null) : await uploadMemoryPhoto(t.app, env, uniqueClient());
  const body = { memorial_profile_id: wall, ...(await solvedCaptcha(t.db)), ...memoryBody(), ...overrides, photo_url };
  return read(memoriesOf(client).index.$post({ json: body }));
}

/** A memory on the public wall: consented by its visitor, approved by the owner. */
async function publicMemory(wall: string = memorialId) {
  const posted = await postMemory({ visitor_consent: true }, uniqueClient(), wall);
  expect(posted.status).toBe(201);
  const shown = await read(asUser(owner.token)[':id'].$patch({ param: { id: posted.body.data.id }, json: { is_authorized: true } }));
  expect(shown.body.data.is_public).toBe(true);
  rooms.published.length = 0;
  return shown.body.data;
}

const report = (id: string, client = uniqueClient(), json: { reason: string; details?: string | null } = { reason: 'offensive' }) =>
  // The reason is sent as any string so the test can send a wrong one.
  read(memoriesOf(client)[':id'].report.$post({ param: { id }, json: json as { reason: 'offensive' } }));
const wallIds = async (wall: string = memorialId) => {
  const answer = await read(testClient(t.app, env).memories.index.$get({ query: { memorial_profile_id: wall } }));
  return { ids: answer.body.data.map((m) => m.id), total: answer.body.pagination.total };
};
const managed = (token: string, wall: string, filter?: 'all' | 'reported') =>
  read(asUser(token).manage.$get({ query: { memorial_profile_id: wall, ...(filter ? { filter } : {}) } }));
const decide = (token: string, ids: string[], decision: 'approve' | 'decline') =>
  read(asUser(token).decisions.$post({ json: { ids, decision } }));

describe('a visitor reports a memory', () => {
  it('is received with 202, needs no account, and keeps no address', async () => {
    const memory = await publicMemory();
    const client = uniqueClient();
    const answer = await report(memory.id, client, { reason: 'spam', details: '  <b>Publicidad</b> de un almacén ' });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ success: true, data: { received: true } });
    const [row] = await t.db.select().from(memoryReports).where(eq(memoryReports.memoryId, memory.id));
    expect(row).toMatchObject({ reason: 'spam', details: 'Publicidad de un almacén', dismissedAt: null });
    expect(row?.reporterHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(client);
    // One report is the family's to read; the memory stays on the wall.
    expect((await wallIds()).ids).toContain(memory.id);
    expect(rooms.published).toEqual([]);
  });

  it('hides a memory three different visitors reported, from the wall, its count and open walls', async () => {
    const wall = await newMemorial();
    const memory = await publicMemory(wall);
    const before = await wallIds(wall);
    expect(before.ids).toContain(memory.id);
    const first = uniqueClient();
    // The same visitor reporting again counts once.
    for (const client of [first, first, first, uniqueClient()]) expect((await report(memory.id, client)).status).toBe(202);
    expect((await wallIds(wall)).ids).toContain(memory.id);
    expect(rooms.published).toEqual([]);

    expect((await report(memory.id, uniqueClient(), { reason: 'personal_data', details: 'Tiene el celular de la tía' })).status).toBe(202);
    const after = await wallIds(wall);
    expect(after.ids).not.toContain(memory.id);
    expect(after.total).toBe(before.total - 1);
    expect(rooms.published).toEqual([{ room: `memorial:${wall}`, change: { type: 'removed', memoryId: memory.id } }]);
    // Hidden, it can be neither liked nor reported any more.
    expect((await read(memoriesOf()[':id'].like.$post({ param: { id: memory.id } }))).status).toBe(404);
    expect((await report(memory.id)).status).toBe(404);

    // The family finds it under 'Reportados', with the reasons and never who sent them.
    const reported = await managed(owner.token, wall, 'reported');
    expect(reported.body.data.map((m) => m.id)).toEqual([memory.id]);
    const [item] = reported.body.data;
    expect(item).toMatchObject({ hidden_by_reports: true, is_public: false, is_authorized: true });
    expect(item?.reports.map((r) => r.reason)).toEqual(['offensive', 'offensive', 'personal_data']);
    expect(item?.reports[2]?.details).toBe('Tiene el celular de la tía');
    expect(Object.keys(item?.reports[0] ?? {}).sort()).toEqual(['created_at', 'details', 'reason']);
  });

  it('goes back on the wall when the family keeps it, and the same visitors cannot hide it again', async () => {
    const wall = await newMemorial();
    const memory = await publicMemory(wall);
    const reporters = [uniqueClient(), uniqueClient(), uniqueClient()];
    for (const client of reporters) await report(memory.id, client);
    expect((await wallIds(wall)).ids).not.toContain(memory.id);
    rooms.published.length = 0;

    const kept = await decide(owner.token, [memory.id], 'approve');
    expect(kept.status).toBe(200);
    expect(kept.body.data[0]).toMatchObject({ id: memory.id, is_public: true, hidden_by_reports: false });
    expect((await wallIds(wall)).ids).toContain(memory.id);
    expect(rooms.published).toEqual([{ room: `memorial:${wall}`, change: { type: 'updated', memoryId: memory.id } }]);
    expect((await managed(owner.token, wall, 'reported')).body.data).toEqual([]);
    const rows = await t.db.select().from(memoryReports).where(eq(memoryReports.memoryId, memory.id));
    expect(rows.every((row) => row.dismissedAt !== null)).toBe(true);

    for (const client of reporters) expect((await report(memory.id, client)).status).toBe(202);
    expect((await wallIds(wall)).ids).toContain(memory.id);
  });

  it('lets the family decline a reported memory, and the single approval route decides reports too', async () => {
    const wall = await newMemorial();
    const declined = await publicMemory(wall);
    const hidden = await publicMemory(wall);
    for (let i = 0; i < 3; i++) await report(hidden.id);
    await report(declined.id);
    const answer = await decide(owner.token, [declined.id], 'decline');
    expect(answer.body.data[0]).toMatchObject({ is_authorized: false, is_public: false });
    expect((await managed(owner.token, wall, 'reported')).body.data.map((m) => m.id)).toEqual([hidden.id]);
    const shown = await read(asUser(owner.token)[':id'].$patch({ param: { id: hidden.id }, json: { is_authorized: true } }));
    expect(shown.body.data).toMatchObject({ is_public: true, hidden_by_reports: false });
    expect((await managed(owner.token, wall, 'reported')).body.data).toEqual([]);
  });

  it('refuses a memory the wall does not show, and a reason off the list, in Spanish', async () => {
    const waiting = await postMemory({ visitor_consent: true });
    expect(await report(waiting.body.data.id)).toMatchObject({ status: 404, body: { error: MEMORY_MESSAGES.memoryNotFound } });
    const memory = await publicMemory();
    expect(await report(memory.id, uniqueClient(), { reason: 'aburrido' })).toMatchObject({
      status: 400,
      body: { error: W.reasonRequired },
    });
    const long = await report(memory.id, uniqueClient(), { reason: 'other', details: 'a'.repeat(301) });
    expect(long).toMatchObject({ status: 400, body: { error: W.detailsTooLong } });
  });

  describe('up to its limit', () => {
    startInFreshRateWindows();

    it('takes 10 reports an hour from one address, then 429', async () => {
      const memory = await publicMemory();
      const client = uniqueClient();
      for (let i = 0; i < 10; i++) expect((await report(memory.id, client)).status).toBe(202);
      expect(await report(memory.id, client)).toMatchObject({ status: 429, body: { error: W.tooManyReports } });
    });
  });
});

describe('deciding on several memories at once', () => {
  it('approves a selection all together and tells the walls', async () => {
    const wall = await newMemorial();
    const posted = await Promise.all([0, 1, 2].map(() => postMemory({ visitor_consent: true }, uniqueClient(), wall)));
    const ids = posted.map((p) => p.body.data.id);
    const answer = await decide(owner.token, ids, 'approve');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((m) => [m.id, m.is_public])).toEqual(ids.map((id) => [id, true]));
    expect(new Set((await wallIds(wall)).ids)).toEqual(new Set(ids));
    expect(rooms.published.map((p) => p.change)).toEqual(ids.map((memoryId) => ({ type: 'updated', memoryId })));

    rooms.published.length = 0;
    const declined = await decide(owner.token, ids.slice(0, 2), 'decline');
    expect(declined.body.data.every((m) => !m.is_public)).toBe(true);
    expect((await wallIds(wall)).ids).toEqual([ids[2]]);
  });

  it('decides 50 at once, inside D1’s 100 bound parameters, and refuses 51 in Spanish', async () => {
    const wall = await newMemorial();
    const rows = await t.db
      .insert(memories)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          memorialProfileId: wall,
          photoUrl: '',
          authorName: `Vecina ${i}`,
          message: 'Un abrazo',
          visitorConsent: true,
        })),
      )
      .returning({ id: memories.id });
    const more = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db
          .insert(memories)
          .values(
            Array.from({ length: 10 }, (_, i) => ({
              memorialProfileId: wall,
              photoUrl: '',
              authorName: `Coro ${i}`,
              message: 'Cantamos por ti',
              visitorConsent: true,
            })),
          )
          .returning({ id: memories.id }),
      ),
    );
    const ids = [...rows, ...more.flat()].map((row) => row.id);
    expect(ids).toHaveLength(50);
    const answer = await decide(owner.token, ids, 'approve');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(50);
    expect((await wallIds(wall)).total).toBe(50);

    expect(await decide(owner.token, [...ids, crypto.randomUUID()], 'approve')).toMatchObject({
      status: 400,
      body: { error: W.tooManyIds },
    });
    expect(await decide(owner.token, [], 'approve')).toMatchObject({ status: 400, body: { error: W.idsRequired } });
    expect(await decide(owner.token, [ids[0]!, ids[0]!], 'approve')).toMatchObject({ status: 400, body: { error: W.idsRepeated } });
  });

  it('changes nothing when one memory of the lot is not the caller’s to moderate (404 for the lot)', async () => {
    const wall = await newMemorial();
    const mine = await postMemory({ visitor_consent: true }, uniqueClient(), wall);
    const [theirs] = await t.db
      .insert(memorialProfiles)
      .values({
        userId: stranger.user.id,
        slug: `otro-${Date.now()}`,
        profileName: 'Otra Persona',
        birthDate: '1940-01-01',
        deathDate: '2020-01-01',
        isPublished: true,
      })
      .returning();
    const foreign = await postMemory({ visitor_consent: true }, uniqueClient(), theirs!.id);
    const lot = [mine.body.data.id, foreign.body.data.id];
    expect(await decide(owner.token, lot, 'approve')).toMatchObject({ status: 404, body: { error: MEMORY_MESSAGES.memoryNotFound } });
    expect(await decide(owner.token, [mine.body.data.id, crypto.randomUUID()], 'approve')).toMatchObject({ status: 404 });
    const stored = await t.db.select({ isAuthorized: memories.isAuthorized }).from(memories).where(eq(memories.id, mine.body.data.id));
    expect(stored).toEqual([{ isAuthorized: false }]);
    expect((await read(memoriesOf().decisions.$post({ json: { ids: lot, decision: 'approve' } }))).status).toBe(401);
    // An administrator moderates any wall.
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    expect((await decide(admin.token, lot, 'approve')).status).toBe(200);
  });
});

describe('blocking a writer', () => {
  it('holds the writer’s next memories hidden on that wall for 30 days, without their address, until lifted', async () => {
    const wall = await newMemorial({ autoPublish: true });
    const writer = uniqueClient();
    const first = await postMemory({ visitor_consent: true, author_name: 'Troll Anónimo' }, writer, wall);
    expect(first.body.data.is_public).toBe(true);

    const blocked = await read(asUser(owner.token)[':id']['block-writer'].$post({ param: { id: first.body.data.id } }));
    expect(blocked.status).toBe(201);
    expect(blocked.body.data.author_name).toBe('Troll Anónimo');
    const days = (Date.parse(blocked.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await t.db.select().from(wallBlocks).where(eq(wallBlocks.id, blocked.body.data.id));
    expect(JSON.stringify(row)).not.toContain(writer);
    const list = await read(asUser(owner.token).blocks.$get({ query: { memorial_profile_id: wall } }));
    expect(list.body.data).toEqual([blocked.body.data]);

    const mailsBefore = (await listOutbox(t.db, owner.email)).length;
    const next = await postMemory({ visitor_consent: true }, writer, wall);
    expect(next.status).toBe(201);
    expect(next.body.data).toMatchObject({ is_authorized: false, is_public: false, from_blocked_writer: true });
    expect((await wallIds(wall)).ids).not.toContain(next.body.data.id);
    expect((await listOutbox(t.db, owner.email)).length).toBe(mailsBefore);
    // Anyone else still publishes at once, and the writer is not blocked on another wall.
    expect((await postMemory({ visitor_consent: true }, uniqueClient(), wall)).body.data.is_public).toBe(true);
    const elsewhere = await postMemory({ visitor_consent: true }, writer, await newMemorial({ autoPublish: true }));
    expect(elsewhere.body.data).toMatchObject({ is_public: true, from_blocked_writer: false });
    // The family may still approve what the blocked writer left.
    expect((await decide(owner.token, [next.body.data.id], 'approve')).body.data[0]?.is_public).toBe(true);

    const lifted = await read(asUser(owner.token).blocks[':id'].$delete({ param: { id: blocked.body.data.id } }));
    expect(lifted.status).toBe(200);
    expect((await read(asUser(owner.token).blocks.$get({ query: { memorial_profile_id: wall } }))).body.data).toEqual([]);
    expect((await postMemory({ visitor_consent: true }, writer, wall)).body.data.is_public).toBe(true);
  });

  it('ends by itself after 30 days', async () => {
    const wall = await newMemorial({ autoPublish: true });
    const writer = uniqueClient();
    const first = await postMemory({ visitor_consent: true }, writer, wall);
    const blocked = await read(asUser(owner.token)[':id']['block-writer'].$post({ param: { id: first.body.data.id } }));
    await t.db
      .update(wallBlocks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(wallBlocks.id, blocked.body.data.id));
    expect((await read(asUser(owner.token).blocks.$get({ query: { memorial_profile_id: wall } }))).body.data).toEqual([]);
    expect((await postMemory({ visitor_consent: true }, writer, wall)).body.data.is_public).toBe(true);
  });

  it('is the family’s alone, and needs a memory whose writer the wall recognises', async () => {
    const memory = await publicMemory();
    const byStranger = await read(asUser(stranger.token)[':id']['block-writer'].$post({ param: { id: memory.id } }));
    expect(byStranger.status).toBe(403);
    expect((await read(asUser(stranger.token).blocks.$get({ query: { memorial_profile_id: memorialId } }))).status).toBe(404);
    const blocked = await read(asUser(owner.token)[':id']['block-writer'].$post({ param: { id: memory.id } }));
    const lift = await read(asUser(stranger.token).blocks[':id'].$delete({ param: { id: blocked.body.data.id } }));
    expect(lift).toMatchObject({ status: 404, body: { error: W.blockNotFound } });
    expect((await read(memoriesOf()[':id']['block-writer'].$post({ param: { id: memory.id } }))).status).toBe(401);

    const [old] = await t.db
      .insert(memories)
      .values({
        memorialProfileId: memorialId,
        photoUrl: '',
        authorName: 'Antes',
        message: 'Dejado antes de las firmas',
        visitorConsent: true,
      })
      .returning();
    const unknown = await read(asUser(owner.token)[':id']['block-writer'].$post({ param: { id: old!.id } }));
    expect(unknown).toMatchObject({ status: 409, body: { error: W.writerUnknown } });
  });

  it('works on a family’s wall', async () => {
    const writer = uniqueClient();
    const first = await postMemory({ visitor_consent: true, memorial_profile_id: null, family_profile_id: familyId }, writer, '');
    expect(first.status).toBe(201);
    const blocked = await read(asUser(owner.token)[':id']['block-writer'].$post({ param: { id: first.body.data.id } }));
    expect(blocked.status).toBe(201);
    const list = await read(asUser(owner.token).blocks.$get({ query: { family_profile_id: familyId } }));
    expect(list.body.data.map((b) => b.id)).toEqual([blocked.body.data.id]);
    const next = await postMemory({ visitor_consent: true, memorial_profile_id: null, family_profile_id: familyId }, writer, '');
    expect(next.body.data.from_blocked_writer).toBe(true);
  });
});

describe('memories without a photo', () => {
  it('are refused while the family has not turned the setting on (the spec’s default)', async () => {
    const wall = await newMemorial();
    const settings = await read(asUser(owner.token).settings.$get({ query: { memorial_profile_id: wall } }));
    expect(settings.body.data).toEqual({
      auto_publish: false,
      wall_photo_optional: false,
      photoless_refusals: 0,
      photoless_refused_at: null,
    });
    for (const photo_url of [null, '']) {
      expect(await postMemory({ photo_url }, uniqueClient(), wall)).toMatchObject({
        status: 400,
        body: { error: MEMORY_MESSAGES.photoRequiredFamilyTold },
      });
    }
    expect(MEMORY_MESSAGES.photoRequiredFamilyTold.startsWith(MEMORY_MESSAGES.photoRequired)).toBe(true);
  });

  it('count each visitor refused for lacking a photo for the family, only past the captcha, until the setting changes', async () => {
    const wall = await newMemorial();
    const settingsOf = async () => (await read(asUser(owner.token).settings.$get({ query: { memorial_profile_id: wall } }))).body.data;
    // A wrong code is the captcha's refusal, and counts nothing: only a person who filled the whole form is counted.
    const wrong = await postMemory({ photo_url: null, captcha_input: 'ZZZZ' }, uniqueClient(), wall);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).not.toBe(MEMORY_MESSAGES.photoRequiredFamilyTold);
    expect((await settingsOf()).photoless_refusals).toBe(0);

    for (let i = 0; i < 2; i++) expect((await postMemory({ photo_url: null }, uniqueClient(), wall)).status).toBe(400);
    const told = await settingsOf();
    expect(told).toMatchObject({ wall_photo_optional: false, photoless_refusals: 2 });
    expect(Date.parse(told.photoless_refused_at ?? '')).not.toBeNaN();
    expect(await t.db.select({ id: memories.id }).from(memories).where(eq(memories.memorialProfileId, wall))).toEqual([]);

    // Turning on 'Aceptar recuerdos sin foto' answers them, and the count starts again.
    const on = await read(asUser(owner.token).settings.$patch({ json: { memorial_profile_id: wall, wall_photo_optional: true } }));
    expect(on.body.data).toEqual({ auto_publish: false, wall_photo_optional: true, photoless_refusals: 0, photoless_refused_at: null });
    expect((await postMemory({ photo_url: null }, uniqueClient(), wall)).status).toBe(201);
    expect((await settingsOf()).photoless_refusals).toBe(0);
    // A change of the other setting alone leaves the count as it is.
    await read(asUser(owner.token).settings.$patch({ json: { memorial_profile_id: wall, wall_photo_optional: false } }));
    expect((await postMemory({ photo_url: null }, uniqueClient(), wall)).status).toBe(400);
    await read(asUser(owner.token).settings.$patch({ json: { memorial_profile_id: wall, auto_publish: true } }));
    expect((await settingsOf()).photoless_refusals).toBe(1);

    // A writer the family blocked on this wall is refused the same, and not counted.
    const writer = uniqueClient();
    const theirs = await postMemory({ visitor_consent: true }, writer, wall);
    expect((await read(asUser(owner.token)[':id']['block-writer'].$post({ param: { id: theirs.body.data.id } }))).status).toBe(201);
    expect(await postMemory({ photo_url: null }, writer, wall)).toMatchObject({
      status: 400,
      body: { error: MEMORY_MESSAGES.photoRequiredFamilyTold },
    });
    expect((await settingsOf()).photoless_refusals).toBe(1);
  });

  it('are accepted once the family turns on wall_photo_optional, which leaves auto-publish as it was', async () => {
    const wall = await newMemorial({ autoPublish: true });
    const on = await read(asUser(owner.token).settings.$patch({ json: { memorial_profile_id: wall, wall_photo_optional: true } }));
    expect(on.body.data).toEqual({ auto_publish: true, wall_photo_optional: true, photoless_refusals: 0, photoless_refused_at: null });
    const posted = await postMemory(
      { photo_url: null, visitor_consent: true, author_name: 'El coro de la parroquia' },
      uniqueClient(),
      wall,
    );
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({ photo_url: null, is_public: true });
    const listed = await read(testClient(t.app, env).memories.index.$get({ query: { memorial_profile_id: wall } }));
    expect(listed.body.data.find((m) => m.id === posted.body.data.id)?.photo_url).toBeNull();
    // A photo is still welcome, and still checked.
    expect((await postMemory({ visitor_consent: true }, uniqueClient(), wall)).status).toBe(201);
    expect((await postMemory({ photo_url: '/media/memory/anon/no-existe.jpg' }, uniqueClient(), wall)).status).toBe(400);
  });

  it('are the family’s setting alone, and a settings change must say what it changes', async () => {
    const wall = await newMemorial();
    const byStranger = await read(
      asUser(stranger.token).settings.$patch({ json: { memorial_profile_id: wall, wall_photo_optional: true } }),
    );
    expect(byStranger.status).toBe(404);
    const empty = await read(asUser(owner.token).settings.$patch({ json: { memorial_profile_id: wall } }));
    expect(empty).toMatchObject({ status: 400, body: { error: W.settingsEmpty } });
    const [row] = await t.db.select({ on: memorialProfiles.wallPhotoOptional }).from(memorialProfiles).where(eq(memorialProfiles.id, wall));
    expect(row?.on).toBe(false);
  });
});
