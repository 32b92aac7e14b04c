import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyProfiles, memorialProfiles, orders, users } from '../../db/schema';
import { CURSOR_INVALID } from '../../worker/services/keyset-pages';
import { bearer, createUserWithSession } from '../helpers/auth';
import { giveOrder } from '../helpers/memorials';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

type Page = {
  success: boolean;
  error?: string;
  data: { id: string; created_at: string }[];
  pagination: { page: number; total: number; totalPages: number; cursor?: string };
};

const t = useTestApp();
let adminToken: string;
/** The memorials' owner, whose e-mail finds them. */
let ownerId: string;
/** Every memorial and family made here, newest first, as the list must show them. */
let expectedOrder: string[];

/** A distinct second for each row, in the order given, so the expected order is known. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

const list = (path: string) => call<Page>(t.app, path, { headers: bearer(adminToken) });

beforeAll(async () => {
  adminToken = (await createUserWithSession(t.db, { role: 'admin' })).token;
  const [owner] = await t.db.insert(users).values({ email: 'ana.perez@correo.co', firstName: 'José', lastName: 'Gómez Ñáñez' }).returning();
  ownerId = owner!.id;
  // 23 memorials and families interleaved in time (every third one a family), two sharing a second.
  const made: { id: string; createdAt: string }[] = [];
  for (let n = 0; n < 23; n++) {
    const createdAt = n === 7 ? at(6) : at(n);
    if (n % 3 === 2) {
      const [row] = await t.db
        .insert(familyProfiles)
        .values({ userId: ownerId, slug: `familia-prueba-${n}`, familyName: `Familia Prueba ${n}`, createdAt })
        .returning();
      made.push({ id: row!.id, createdAt });
    } else {
      const [row] = await t.db
        .insert(memorialProfiles)
        .values({
          userId: ownerId,
          slug: `memorial-prueba-${n}`,
          profileName: `Persona Número ${n}`,
          birthDate: '1940-01-01',
          deathDate: '2020-01-01',
          createdAt,
        })
        .returning();
      made.push({ id: row!.id, createdAt });
    }
  }
  expectedOrder = made
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
    .map((row) => row.id);
});

describe('GET /api/admin/memorial-profiles pages by seeking', () => {
  it('walks forward by cursor, back by cursor, to the last page and back to the first, the same rows as page numbers alone', async () => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= 5; page++) {
      const { body } = await list(`/api/admin/memorial-profiles?limit=5&page=${page}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.pagination).toMatchObject({ page, total: 23, totalPages: 5 });
      pages.push(body.data.map((row) => row.id));
      cursor = body.pagination.cursor;
    }
    expect(pages.flat()).toEqual(expectedOrder);
    expect(pages[4]).toHaveLength(3);

    // Without a cursor (a typed address), every page is still the same page.
    for (let page = 1; page <= 5; page++) {
      const { body } = await list(`/api/admin/memorial-profiles?limit=5&page=${page}`);
      expect(body.data.map((row) => row.id)).toEqual(pages[page - 1]);
    }

    // Back from the last page two pages at once (the pager's neighbours), and the page on screen read again.
    const last = await list('/api/admin/memorial-profiles?limit=5&page=5');
    const back = await list(`/api/admin/memorial-profiles?limit=5&page=3&cursor=${last.body.pagination.cursor}`);
    expect(back.body.data.map((row) => row.id)).toEqual(pages[2]);
    const again = await list(`/api/admin/memorial-profiles?limit=5&page=3&cursor=${back.body.pagination.cursor}`);
    expect(again.body.data.map((row) => row.id)).toEqual(pages[2]);

    // Past the end: nothing, with the real count.
    const past = await list('/api/admin/memorial-profiles?limit=5&page=6');
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.total).toBe(23);
  });

  it('refuses a damaged cursor with a 400 in Spanish', async () => {
    for (const cursor of ['no-es-un-cursor', btoa('{"p":1}')]) {
      const { status, body } = await list(`/api/admin/memorial-profiles?page=2&cursor=${encodeURIComponent(cursor)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error: CURSOR_INVALID });
    }
  });
});

describe('the back-office searches', () => {
  const userIds = async (search: string) =>
    (await list(`/api/admin/users?search=${encodeURIComponent(search)}`)).body.data.map((row) => row.id);

  it('fold accents and case, take each word as a prefix, and find e-mail addresses', async () => {
    for (const search of ['jose', 'JOSÉ gom', 'nanez', 'ñáñez', 'ana.perez@correo.co', 'ana.perez@corr', 'correo', 'gómez josé']) {
      expect(await userIds(search), search).toEqual([ownerId]);
    }
    expect(await userIds('ose')).toEqual([]);
    expect(await userIds('jose perez-lopez')).toEqual([]);
  });

  it('take what is typed as words, never as search syntax', async () => {
    for (const search of ['"', '*', 'jose OR', '(jose', 'jose NEAR gomez', '%', '-jose']) {
      const { status } = await list(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
    }
    expect(await userIds('-jose')).toEqual([ownerId]);
    expect(await userIds('%')).toEqual([]);
  });

  it('follow renames and deletions (the triggers keep the index in step)', async () => {
    const [someone] = await t.db.insert(users).values({ email: 'marta@correo.co', firstName: 'Marta', lastName: 'Ríos' }).returning();
    expect(await userIds('marta rios')).toEqual([someone!.id]);
    await t.db.update(users).set({ firstName: 'Mariela', email: 'mariela@correo.co' }).where(eq(users.id, someone!.id));
    expect(await userIds('marta')).toEqual([]);
    expect(await userIds('mariela rios')).toEqual([someone!.id]);
    await t.db.delete(users).where(eq(users.id, someone!.id));
    expect(await userIds('mariela')).toEqual([]);
  });

  it("find memorials by name, by address and by their owner's e-mail or name, counted and paged", async () => {
    const search = (text: string) => list(`/api/admin/memorial-profiles?limit=5&search=${encodeURIComponent(text)}`);
    expect((await search('numero 13')).body.data.map((row) => row.id)).toHaveLength(1);
    expect((await search('familia-prueba-14')).body.data).toHaveLength(1);
    const byOwner = await search('ana.perez@correo');
    expect(byOwner.body.pagination).toMatchObject({ total: 23, totalPages: 5 });
    expect(byOwner.body.data.map((row) => row.id)).toEqual(expectedOrder.slice(0, 5));
    const lastByOwner = await list(`/api/admin/memorial-profiles?limit=5&page=5&search=gomez`);
    expect(lastByOwner.body.data.map((row) => row.id)).toEqual(expectedOrder.slice(20));
    await t.db.update(memorialProfiles).set({ profileName: 'Leonor Quintero' }).where(eq(memorialProfiles.slug, 'memorial-prueba-13'));
    expect((await search('numero 13')).body.data).toEqual([]);
    expect((await search('quintero')).body.data).toHaveLength(1);
  });

  it("find orders by reference, by payer and by the customer's name", async () => {
    const order = await giveOrder(t.db, ownerId, 'individual', { paid: false });
    await t.db.update(orders).set({ paymentIntentId: 'NEQ-778812', payerName: 'Óscar Lúcio' }).where(eq(orders.id, order.id));
    for (const text of ['NEQ-778812', '778812', 'oscar', 'jose gomez']) {
      const { body } = await list(`/api/admin/orders?search=${encodeURIComponent(text)}`);
      expect(
        body.data.map((row) => row.id),
        text,
      ).toEqual([order.id]);
    }
  });
});
