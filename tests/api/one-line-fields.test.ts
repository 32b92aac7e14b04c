import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memorialProfiles, memories } from '../../db/schema';
import { createUserWithSession, uniqueClient } from '../helpers/auth';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { givePaidOrder, individualPayload, insertMemorial } from '../helpers/memorials';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';

/**
 * One-line fields (names, titles, places) refuse every control character and line break: such a name became
 * lines of its own in the remembrance calendar and in e-mail headers. Multi-line fields keep their line breaks.
 */
const t = useTestApp({ media: true });
let env: object;
beforeAll(async () => {
  env = { ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace };
});

/** The typed clients as `token`'s user (a visitor without one), from an address of its own. */
const as = (token?: string) => clientAs(t.app, token, {}, env);
type Memory = Parameters<ReturnType<typeof as>['memories']['index']['$post']>[0]['json'];
type Family = NonNullable<Parameters<ReturnType<typeof as>['familyProfiles']['index']['$post']>[0]>['json'];
const createMemorial = (token: string, payload: ReturnType<typeof individualPayload>) =>
  read(as(token).profiles.index.$post({ json: payload }));
const createFamily = (token: string, payload: Family) => read(as(token).familyProfiles.index.$post({ json: payload }));
const postMemory = (memory: Memory) => read(as().memories.index.$post({ json: memory }));

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
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const { status, body } = await createMemorial(token, individualPayload({ name: 'María Elena\nRodríguez' }));
    expect(status).toBe(400);
    expect(body.error).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
    expect(body.issues?.[0]?.path).toBe('profile_name');
    expect(await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.userId, user.id))).toEqual([]);
  });

  it('a family’s name with a carriage return', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id, 'family');
    const { status, body } = await createFamily(token, { family_name: 'Gómez\rHerrera', members: [member()] });
    expect(status).toBe(400);
    expect(body.error).toBe('El nombre de la familia no puede contener saltos de línea ni caracteres de control');
    expect(body.issues?.[0]?.path).toBe('family_name');
  });

  it('a member’s name with a NUL', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id, 'family');
    const { status, body } = await createFamily(token, { family_name: 'Gómez Herrera', members: [member({ name: 'Jorge\u0000Enrique' })] });
    expect(status).toBe(400);
    expect(body.error).toBe('El nombre de cada miembro no puede contener saltos de línea ni caracteres de control');
    expect(body.issues?.[0]?.path).toBe('members.0.name');
  });

  it('a memory’s author with a line separator (U+2028)', async () => {
    const { user } = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, user.id, { isPublished: true });
    const body = {
      memorial_profile_id: memorial.id,
      photo_url: '/media/foto.jpg',
      ...(await solvedCaptcha(t.db)),
      ...memoryBody({ author_name: 'Camila\u2028Torres' }),
    };
    const answer = await postMemory(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
    expect(answer.body.issues?.[0]?.path).toBe('author_name');
  });

  it('a tab, DEL or C1 character as well, and in an update too', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id, 'family');
    for (const name of ['Gómez\tHerrera', 'Gómez\u007fHerrera', 'Gómez\u0085Herrera', 'Gómez\u2029Herrera']) {
      const { status, body } = await createFamily(token, { family_name: name, members: [member()] });
      expect(status).toBe(400);
      expect(body.error).toBe('El nombre de la familia no puede contener saltos de línea ni caracteres de control');
    }
    const memorial = await insertMemorial(t.db, user.id);
    const update = await read(
      as(token).profiles[':id'].$put({ param: { id: memorial.id }, json: individualPayload({ name: 'Rosa\r\nElvira' }) }),
    );
    expect(update.status).toBe(400);
    expect(update.body.error).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
  });
});

describe('multi-line fields keep their line breaks', () => {
  it('a memorial’s description with \\n and \\r\\n is saved as written', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const description = 'Amaba los girasoles.\nY el café de la mañana.\r\n\tSiempre.';
    const { status, body } = await createMemorial(token, individualPayload({ description }));
    expect(status).toBe(201);
    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, body.data.id));
    expect(row!.description).toBe(description);
  });

  it('a memory’s message with line breaks is accepted; one with a NUL is not', async () => {
    const { user } = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, user.id, { isPublished: true });
    const send = async (message: string) => {
      const photo_url = await uploadMemoryPhoto(t.app, env, uniqueClient());
      const body = { memorial_profile_id: memorial.id, photo_url, ...(await solvedCaptcha(t.db)), ...memoryBody({ message }) };
      return postMemory(body);
    };
    const accepted = await send('Gracias por todo.\nTe extrañamos.');
    expect(accepted.status).toBe(201);
    const [row] = await t.db.select().from(memories).where(eq(memories.id, accepted.body.data.id));
    expect(row!.message).toBe('Gracias por todo.\nTe extrañamos.');

    const refused = await send('Gracias\u0000por todo.');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('El mensaje no puede contener caracteres de control');
  });
});
