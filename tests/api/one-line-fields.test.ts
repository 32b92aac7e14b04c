import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { memorialProfiles, memories } from '../../db/schema';
import { bearer, createUserWithSession, jsonPost, uniqueClient, type Envelope } from '../helpers/auth';
import { localR2 } from '../helpers/media-fixtures';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { givePaidOrder, individualPayload, insertMemorial } from '../helpers/memorials';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/**
 * One-line fields (names, titles, places) refuse every control character and line break: such a name became
 * lines of its own in the remembrance calendar and in e-mail headers. Multi-line fields keep their line breaks.
 */
let db: Db;
let app: TestApp;
let r2: Awaited<ReturnType<typeof localR2>>;
let env: object;
beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  r2 = await localR2();
  env = { ...r2.env, MEDIA: r2.bucket, WALL_ROOMS: recordingWallRooms().namespace };
});
afterAll(async () => {
  await r2?.dispose();
});

type Refusal = { success: false; error: string; issues: { path: string; message: string }[] };
const post = <T = Refusal>(path: string, body: unknown, headers: Record<string, string> = {}) => call<T>(app, path, jsonPost(body, headers), env);

const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jorge Enrique',
  birth_date: '1936-02-10',
  death_date: '2019-11-03',
  profile_image_url: '/media/foto.jpg',
  relationship: 'abuelo',
  ...overrides,
});

describe('one-line fields refuse control characters with a Spanish message naming the field', () => {
  it('a memorial’s name with a line feed', async () => {
    const { user, token } = await createUserWithSession(db);
    await givePaidOrder(db, user.id);
    const { status, body } = await post('/api/profiles', individualPayload({ name: 'María Elena\nRodríguez' }), bearer(token));
    expect(status).toBe(400);
    expect(body.error).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
    expect(body.issues[0]?.path).toBe('profile_name');
    expect(await db.select().from(memorialProfiles).where(eq(memorialProfiles.userId, user.id))).toEqual([]);
  });

  it('a family’s name with a carriage return', async () => {
    const { user, token } = await createUserWithSession(db);
    await givePaidOrder(db, user.id, 'family');
    const { status, body } = await post('/api/family-profiles', { family_name: 'Gómez\rHerrera', members: [member()] }, bearer(token));
    expect(status).toBe(400);
    expect(body.error).toBe('El nombre de la familia no puede contener saltos de línea ni caracteres de control');
    expect(body.issues[0]?.path).toBe('family_name');
  });

  it('a member’s name with a NUL', async () => {
    const { user, token } = await createUserWithSession(db);
    await givePaidOrder(db, user.id, 'family');
    const { status, body } = await post('/api/family-profiles', { family_name: 'Gómez Herrera', members: [member({ name: 'Jorge\u0000Enrique' })] }, bearer(token));
    expect(status).toBe(400);
    expect(body.error).toBe('El nombre de cada miembro no puede contener saltos de línea ni caracteres de control');
    expect(body.issues[0]?.path).toBe('members.0.name');
  });

  it('a memory’s author with a line separator (U+2028)', async () => {
    const { user } = await createUserWithSession(db);
    const memorial = await insertMemorial(db, user.id, { isPublished: true });
    const body = { memorial_profile_id: memorial.id, photo_url: '/media/foto.jpg', ...(await solvedCaptcha(db)), ...memoryBody({ author_name: 'Camila\u2028Torres' }) };
    const answer = await post('/api/memories', body, { 'cf-connecting-ip': uniqueClient() });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
    expect(answer.body.issues[0]?.path).toBe('author_name');
  });

  it('a tab, DEL or C1 character as well, and in an update too', async () => {
    const { user, token } = await createUserWithSession(db);
    await givePaidOrder(db, user.id, 'family');
    for (const name of ['Gómez\tHerrera', 'Gómez\u007fHerrera', 'Gómez\u0085Herrera', 'Gómez\u2029Herrera']) {
      const { status, body } = await post('/api/family-profiles', { family_name: name, members: [member()] }, bearer(token));
      expect(status).toBe(400);
      expect(body.error).toBe('El nombre de la familia no puede contener saltos de línea ni caracteres de control');
    }
    const memorial = await insertMemorial(db, user.id);
    const update = await call<Refusal>(app, `/api/profiles/${memorial.id}`, { ...jsonPost(individualPayload({ name: 'Rosa\r\nElvira' }), bearer(token)), method: 'PUT' }, env);
    expect(update.status).toBe(400);
    expect(update.body.error).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
  });
});

describe('multi-line fields keep their line breaks', () => {
  it('a memorial’s description with \\n and \\r\\n is saved as written', async () => {
    const { user, token } = await createUserWithSession(db);
    await givePaidOrder(db, user.id);
    const description = 'Amaba los girasoles.\nY el café de la mañana.\r\n\tSiempre.';
    const { status, body } = await post<Envelope<{ id: string }>>('/api/profiles', individualPayload({ description }), bearer(token));
    expect(status).toBe(201);
    const [row] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.id, body.data.id));
    expect(row!.description).toBe(description);
  });

  it('a memory’s message with line breaks is accepted; one with a NUL is not', async () => {
    const { user } = await createUserWithSession(db);
    const memorial = await insertMemorial(db, user.id, { isPublished: true });
    const send = async (message: string) => {
      const photo_url = await uploadMemoryPhoto(app, env, uniqueClient());
      const body = { memorial_profile_id: memorial.id, photo_url, ...(await solvedCaptcha(db)), ...memoryBody({ message }) };
      return post<Envelope<{ id: string }> & Partial<Refusal>>('/api/memories', body, { 'cf-connecting-ip': uniqueClient() });
    };
    const accepted = await send('Gracias por todo.\nTe extrañamos.');
    expect(accepted.status).toBe(201);
    const [row] = await db.select().from(memories).where(eq(memories.id, accepted.body.data.id));
    expect(row!.message).toBe('Gracias por todo.\nTe extrañamos.');

    const refused = await send('Gracias\u0000por todo.');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('El mensaje no puede contener caracteres de control');
  });
});
