import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { familyMember, givePaidOrder, individualPayload, uploadPhoto } from '../helpers/memorials';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * The wizard's last step says who may see the memorial before it is created. `POST /api/profiles` and
 * `POST /api/family-profiles` take `visibility` (+ `access_code`) and hold them to the rules of
 * PUT …/visibility (worker/services/visibility.ts): 'private' needs a code of 6–40 characters that a stranger
 * would not try first, refused in Spanish before anything is written; the code is stored hashed, never answered;
 * left out, the memorial is public as before. See docs/features/visibility.md.
 */
const t = useTestApp({ media: true });

const as = (token?: string) => testClient(t.app, t.r2.env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });

async function customerWith(kind: 'individual' | 'family') {
  const customer = await createUserWithSession(t.db);
  await givePaidOrder(t.db, customer.user.id, kind);
  return customer;
}

const createMemorial = (token: string, overrides: Record<string, unknown>) =>
  read(as(token).profiles.index.$post({ json: individualPayload(overrides) as never }));

async function openWith(kind: 'memorial' | 'family', id: string, code: string) {
  const visitor = as();
  return read(
    kind === 'memorial'
      ? visitor.profileVisibility[':id'].access.$post({ param: { id }, json: { code } })
      : visitor.familyVisibility[':id'].access.$post({ param: { id }, json: { code } }),
  );
}

describe('choosing who may see a new individual memorial', () => {
  it('creates it private with its code: the page refuses a visitor, and the code opens it', async () => {
    const { token } = await customerWith('individual');
    const { status, body } = await createMemorial(token, { visibility: 'private', access_code: 'Girasoles del patio' });
    expect(status).toBe(201);
    expect(body.data).not.toHaveProperty('access_code');
    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, body.data.id));
    expect(row?.visibility).toBe('private');
    expect(row?.accessCodeHash).toMatch(/^scrypt/);
    expect(row?.accessCodeHash).not.toContain('girasoles');

    const page = await read(as().profiles.public[':slug'].$get({ param: { slug: body.data.slug } }));
    expect(page.status).toBe(403);
    expect(page.body.error).toBe(M.privateNotice);
    expect(page.body.code).toBe('MEMORIAL_PRIVATE');
    expect((await openWith('memorial', body.data.id, 'girasoles del patio')).status).toBe(200);
    expect((await openWith('memorial', body.data.id, 'otro código')).status).toBe(403);
  });

  it('creates it unlisted, or public when nothing is said', async () => {
    const first = await customerWith('individual');
    const unlisted = await createMemorial(first.token, { visibility: 'unlisted' });
    expect(unlisted.status).toBe(201);
    const second = await customerWith('individual');
    const plain = await createMemorial(second.token, {});
    expect(plain.status).toBe(201);
    const rows = await t.db
      .select({ id: memorialProfiles.id, visibility: memorialProfiles.visibility, hash: memorialProfiles.accessCodeHash })
      .from(memorialProfiles);
    expect(rows.find((row) => row.id === unlisted.body.data.id)).toMatchObject({ visibility: 'unlisted', hash: null });
    expect(rows.find((row) => row.id === plain.body.data.id)).toMatchObject({ visibility: 'public', hash: null });
  });

  it('refuses, in Spanish and writing nothing, what PUT …/visibility refuses', async () => {
    const { user, token } = await customerWith('individual');
    const cases: [Record<string, unknown>, string][] = [
      [{ visibility: 'private' }, M.codeRequired],
      [{ visibility: 'private', access_code: '' }, M.codeRequired],
      [{ visibility: 'private', access_code: 'abc' }, M.codeLength],
      [{ visibility: 'private', access_code: '123456' }, M.codeTooEasy],
      // Only the person's own name and years, as the request itself gives them.
      [{ visibility: 'private', access_code: 'María Elena 1948' }, M.codePersonal],
      [{ visibility: 'secreto' }, M.invalid],
    ];
    for (const [choice, message] of cases) {
      const { status, body } = await createMemorial(token, choice);
      expect(status, JSON.stringify(choice)).toBe(400);
      expect(body.error).toBe(message);
    }
    const written = await t.db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(eq(memorialProfiles.userId, user.id));
    expect(written).toEqual([]);
  });
});

describe('choosing who may see a new family memorial', () => {
  const member = familyMember;

  it('creates it private with its code, and refuses a code made of the family’s names and years', async () => {
    const { user, token } = await customerWith('family');
    const photo = await uploadPhoto(t.app, token, t.r2.env);
    const families = as(token).familyProfiles.index;
    const personal = await read(
      families.$post({
        json: { family_name: 'Gómez Herrera', members: [member(photo)], visibility: 'private', access_code: 'Jorge Gómez 2019' },
      }),
    );
    expect(personal.status).toBe(400);
    expect(personal.body.error).toBe(M.codePersonal);
    expect(await t.db.select().from(familyProfiles).where(eq(familyProfiles.userId, user.id))).toEqual([]);

    const created = await read(
      families.$post({
        json: { family_name: 'Gómez Herrera', members: [member(photo)], visibility: 'private', access_code: 'la casa de la loma' },
      }),
    );
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, created.body.data.id));
    expect(row?.visibility).toBe('private');
    const page = await read(as().familyProfiles.public[':slug'].$get({ param: { slug: created.body.data.slug } }));
    expect(page.status).toBe(403);
    expect((await openWith('family', created.body.data.id, 'La Casa de la Loma')).status).toBe(200);
  });
});
