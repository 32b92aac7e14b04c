import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candles } from '../../db/schema';
import { lightCandle } from '../../worker/services/candles';
import { runCleanup } from '../../worker/services/cleanup';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { watchPurges } from '../helpers/edge-purges';
import { insertFamily, insertMemorial } from '../helpers/memorials';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { read, testClient } from '../helpers/test-client';
import { useFreshTestApp } from '../helpers/test-app';

const t = useFreshTestApp();

type Candle = InferRequestType<ApiClients['candles']['index']['$post']>['json'];

/** The typed client as a visitor from `client`, or as `token`'s user. */
const light = (body: Candle, client: string) =>
  read(testClient(t.app, undefined, { 'cf-connecting-ip': client }).candles.index.$post({ json: body }));
const candlesOf = (query: { memorial_profile_id?: string; family_profile_id?: string }) =>
  read(testClient(t.app).candles.index.$get({ query }));
const asUser = (token?: string) => testClient(t.app, undefined, token ? bearer(token) : {}).candles;

async function published() {
  const owner = await createUserWithSession(t.db);
  const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
  return { owner, memorial };
}

describe('POST /api/candles', () => {
  // Both count within a span of time, so each starts in a fresh one (tests/helpers/rate-windows.ts): a visitor's
  // candle of the Colombian day (which changes at 05:00 UTC, five hours after the UTC midnight these start at) and
  // an address's 30 an hour.
  describe('within one window', () => {
    startInFreshRateWindows();

    it('counts one candle per visitor, memorial and day: 201 the first time, 200 with the same count after', async () => {
      const { memorial } = await published();
      const visitor = uniqueClient();
      const first = await light({ memorial_profile_id: memorial.id, name: 'Tía Carmen' }, visitor);
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({ count: 1, counted: true });
      const again = await light({ memorial_profile_id: memorial.id, name: 'Otra vez' }, visitor);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ count: 1, counted: false });
      const other = await light({ memorial_profile_id: memorial.id }, uniqueClient());
      expect(other.status).toBe(201);
      expect(other.body.data.count).toBe(2);
      // The first name stays; the visitor's address is not stored, only a hash for the day.
      const rows = await t.db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id));
      expect(rows.map((row) => row.name).sort()).toEqual(['Tía Carmen', null].sort());
      expect(JSON.stringify(rows)).not.toContain(visitor);
    });

    it('limits one address to 30 candles an hour across memorials', async () => {
      const owner = await createUserWithSession(t.db);
      const visitor = uniqueClient();
      for (let i = 0; i < 30; i += 1) {
        const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
        expect((await light({ memorial_profile_id: memorial.id }, visitor)).status).toBe(201);
      }
      const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
      const refused = await light({ memorial_profile_id: memorial.id }, visitor);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Has encendido muchas velas seguidas. Espera un momento e intenta de nuevo.');
    });
  });

  it('counts the same visitor again on the next Colombian day, which starts at 05:00 UTC', async () => {
    const { memorial } = await published();
    const visitor = uniqueClient();
    const target = { kind: 'memorial' as const, id: memorial.id };
    // 23:30 in Bogotá on 10 March and 04:30 UTC on the 11th are the same Colombian day.
    expect(await lightCandle({ db: t.db, ipAddress: visitor }, { target, name: null }, Date.parse('2026-03-11T04:30:00Z'))).toEqual({
      count: 1,
      counted: true,
    });
    expect(await lightCandle({ db: t.db, ipAddress: visitor }, { target, name: null }, Date.parse('2026-03-10T15:00:00Z'))).toEqual({
      count: 1,
      counted: false,
    });
    expect(await lightCandle({ db: t.db, ipAddress: visitor }, { target, name: null }, Date.parse('2026-03-11T05:00:00Z'))).toEqual({
      count: 2,
      counted: true,
    });
    const days = (await t.db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id))).map((row) => row.litOn).sort();
    expect(days).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('strips tags from the name, refuses one over 60 characters, and takes an empty one as none', async () => {
    const { memorial } = await published();
    const tagged = await light({ memorial_profile_id: memorial.id, name: '  <b>Luis</b> ' }, uniqueClient());
    expect(tagged.status).toBe(201);
    const long = await light({ memorial_profile_id: memorial.id, name: 'x'.repeat(61) }, uniqueClient());
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('El nombre puede tener máximo 60 caracteres');
    expect((await light({ memorial_profile_id: memorial.id, name: '' }, uniqueClient())).status).toBe(201);
    const names = (await t.db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id))).map((row) => row.name);
    expect(names.sort()).toEqual(['Luis', null].sort());
  });

  it('needs exactly one memorial, and a published one', async () => {
    const { owner, memorial } = await published();
    const draft = await insertMemorial(t.db, owner.user.id, { isPublished: false });
    expect((await light({}, uniqueClient())).body.error).toBe('Indica un solo memorial (memorial_profile_id o family_profile_id)');
    expect((await light({ memorial_profile_id: memorial.id, family_profile_id: memorial.id }, uniqueClient())).status).toBe(400);
    const hidden = await light({ memorial_profile_id: draft.id }, uniqueClient());
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('Memorial no encontrado');
    expect((await light({ family_profile_id: 'nada' }, uniqueClient())).body.error).toBe('Memorial familiar no encontrado');
  });

  it('purges no kept page', async () => {
    const { memorial } = await published();
    const purges = await watchPurges(t.db);
    await light({ memorial_profile_id: memorial.id }, uniqueClient());
    expect(await purges.take()).toEqual([]);
  });

  it('lights candles on a family memorial too', async () => {
    const owner = await createUserWithSession(t.db);
    const family = await insertFamily(t.db, owner.user.id, { slug: 'familia-velas', familyName: 'Velas', isPublished: true });
    expect((await light({ family_profile_id: family.id }, uniqueClient())).status).toBe(201);
    const summary = await candlesOf({ family_profile_id: family.id });
    expect(summary.body.data.count).toBe(1);
  });
});

describe('GET /api/candles', () => {
  it('answers the count and the days of the last week, never the names', async () => {
    const { memorial } = await published();
    const target = { kind: 'memorial' as const, id: memorial.id };
    const now = Date.now();
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target, name: 'Nombre Secreto' }, now - 10 * 86_400_000);
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target, name: null }, now - 3 * 86_400_000);
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target, name: 'Otra Persona' }, now);
    const { status, body, headers } = await candlesOf({ memorial_profile_id: memorial.id });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data.count).toBe(3);
    expect(body.data.recent_count).toBe(2);
    expect(body.data.recent).toHaveLength(2);
    for (const day of body.data.recent) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(body)).not.toContain('Nombre Secreto');
  });

  it('answers 404 for a memorial that is not published', async () => {
    const owner = await createUserWithSession(t.db);
    const draft = await insertMemorial(t.db, owner.user.id);
    expect((await candlesOf({ memorial_profile_id: draft.id })).status).toBe(404);
  });
});

describe('GET /api/candles/manage', () => {
  it("shows the owner every candle with the visitor's name, paginated, and nobody else", async () => {
    const { owner, memorial } = await published();
    for (let i = 0; i < 21; i += 1) await light({ memorial_profile_id: memorial.id, name: `Visitante ${i}` }, uniqueClient());
    const page1 = await read(asUser(owner.token).manage.$get({ query: { memorial_profile_id: memorial.id } }));
    expect(page1.status).toBe(200);
    expect(page1.headers.get('cache-control')).toBe('private, no-store');
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.pagination).toMatchObject({ total: 21, pages: 2 });
    expect(page1.body.data.map((candle) => candle.name)).toContain('Visitante 20');
    const page2 = await read(asUser(owner.token).manage.$get({ query: { memorial_profile_id: memorial.id, page: '2' } }));
    expect(page2.body.data).toHaveLength(1);

    const stranger = await createUserWithSession(t.db);
    expect((await asUser(stranger.token).manage.$get({ query: { memorial_profile_id: memorial.id } })).status).toBe(404);
    expect((await asUser().manage.$get({ query: { memorial_profile_id: memorial.id } })).status).toBe(401);
  });
});

describe('the daily clean-up', () => {
  it("blanks a candle's visitor hash once its Colombian day is over, and keeps the candle", async () => {
    const { memorial } = await published();
    const target = { kind: 'memorial' as const, id: memorial.id };
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target, name: null }, Date.now() - 2 * 86_400_000);
    await lightCandle({ db: t.db, ipAddress: uniqueClient() }, { target, name: null }, Date.now());
    const report = await runCleanup({ db: t.db, bucket: { delete: async () => undefined } });
    expect(report.candleVisitors).toBe(1);
    const rows = await t.db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.visitorHash === null)).toHaveLength(1);
  });
});
