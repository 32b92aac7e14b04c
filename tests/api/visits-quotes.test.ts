import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, quotes } from '../../db/schema';
import { loadPageCommons } from '../../site/data/public-page-commons';
import { BUILT_IN_QUOTES, dailyQuote } from '../../worker/services/quotes';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { createSeededDb } from '../helpers/seeded-db';
import { read, testClient } from '../helpers/test-client';
import { createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

let db: Db;
let app: TestApp;
beforeAll(async () => {
  db = await createSeededDb();
  app = createTestApp(db);
});

/** The typed clients from the address `client`. */
const from = (client?: string) => testClient(app, undefined, client ? { 'cf-connecting-ip': client } : {});
const memorialVisit = (slug: string, client: string) => read(from(client).profiles.public[':slug'].visit.$post({ param: { slug } }));
const familyVisit = (id: string, client: string) => read(from(client).familyProfiles[':id'].visit.$post({ param: { id } }));

describe('visit counters', () => {
  it('count every visit exactly under concurrent requests', async () => {
    const [before] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.slug, 'maria-elena-rodriguez'));
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => memorialVisit('maria-elena-rodriguez', `198.51.100.${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [after] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.slug, 'maria-elena-rodriguez'));
    expect(after!.visitCount - before!.visitCount).toBe(25);
    expect(Math.max(...results.map((r) => r.body.visit_count))).toBe(after!.visitCount);
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('answer 429 once one address has visited too often', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await memorialVisit('maria-elena-rodriguez', '203.0.113.9')).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  it('count family visits by id and refuse unpublished or missing memorials', async () => {
    const [family] = await db.select().from(familyProfiles).where(eq(familyProfiles.slug, 'familia-gomez-herrera'));
    const counted = await familyVisit(family!.id, '192.0.2.1');
    expect(counted.status).toBe(200);
    expect(counted.body.visit_count).toBe(family!.visitCount + 1);

    await db.update(familyProfiles).set({ isPublished: false }).where(eq(familyProfiles.id, family!.id));
    const hidden = await familyVisit(family!.id, '192.0.2.2');
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('Memorial familiar no encontrado');
    await db.update(familyProfiles).set({ isPublished: true }).where(eq(familyProfiles.id, family!.id));

    expect((await memorialVisit('no-existe', '192.0.2.3')).status).toBe(404);
  });
});

describe('quotes', () => {
  it('give everyone the same daily quote, and another one the next day', async () => {
    const first = await read(from().quotes.daily.$get());
    const second = await read(from().quotes.daily.$get());
    expect(first.body.data).toEqual(second.body.data);
    expect(first.body.data.html).toContain(first.body.data.text.slice(0, 10));
    expect((await dailyQuote({ db }, '2026-11-22')).text).not.toBe((await dailyQuote({ db }, '2026-11-23')).text);
  });

  it('fall back to the seven built-in quotes without any in the database', async () => {
    const empty = await createTestDb();
    const quote = await dailyQuote({ db: empty }, '2026-11-22');
    expect(BUILT_IN_QUOTES.map((q) => q.text)).toContain(quote.text);
    expect(BUILT_IN_QUOTES).toHaveLength(7);
  });

  it('log that the day’s quote could not load, and give the public page a built-in one', async () => {
    const broken = await createTestDb();
    await broken.run(sql`DROP TABLE quotes`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { quote } = await loadPageCommons(broken, '2026-11-22');
      expect(BUILT_IN_QUOTES.map((q) => q.text)).toContain(quote.text);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('No se pudo cargar la frase del día'));
    } finally {
      warn.mockRestore();
    }
  });

  it('serve a random active quote, escaped for HTML', async () => {
    await db.insert(quotes).values({ text: 'Amor <siempre> & memoria', author: 'Prueba', isActive: true });
    await db.update(quotes).set({ isActive: false }).where(eq(quotes.author, 'Anónimo'));
    const { body } = await read(from().quotes.random.$get());
    expect(body.success).toBe(true);
    expect(body.data.html).not.toMatch(/<siempre>/);
  });
});
