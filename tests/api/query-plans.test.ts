/**
 * Every query a hot path runs uses an index (docs/performance.md): the public pages, walls and short links a cemetery
 * opens at once, the owner's dashboard, the back-office's dashboard, lists (first, middle and last pages) and
 * searches, and the session read behind every signed-in request. The queries are not copied here: the real
 * services run against the migrated and seeded database through a client that records each statement, and
 * each recorded statement is asked for its plan with its own arguments. A plan that reads a whole table
 * (`SCAN <table>` with no index) fails the test, naming the statement.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { d1Db, type Db } from '../../db/client';
import * as schema from '../../db/schema';
import { seed } from '../../db/seed';
import { SEED_COUPLE } from '../../db/seed/data/couples';
import { SEED_FAMILY, SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { memoryMediaStore } from '../../db/seed/media-store';
import { loadDashboardMemorials } from '../../site/data/dashboard-data';
import { loadPageCommons } from '../../site/data/public-page-commons';
import { readPublicMemorial } from '../../site/data/public-memorial-reads';
import { readPageVersions } from '../../worker/edge-cache/versions';
import { getPublicCouple } from '../../worker/services/couple-memorials';
import { getPublicFamily } from '../../worker/services/family-memorials';
import { findWallMemorial, listWall } from '../../worker/services/memories';
import { getPublicIndividualMemorial } from '../../worker/services/individual-memorials';
import { resolveShortCode } from '../../worker/services/short-links';
import { bearer, createUserWithSession } from '../helpers/auth';
import type { ClientResponse } from 'hono/client';
import { createTestApp, createTestD1, type TestApp } from '../helpers/test-db';
import { read, testClient } from '../helpers/test-client';
import { TEST_ADMIN } from '../helpers/seeded-db';

/**
 * Tables that may be read whole, each small by nature and never growing with customers: `settings` (one row per
 * setting key, read whole to build a page), `packages` (the catalogue: a handful), `quotes` (the daily quote's
 * few hundred lines, counted and picked by offset).
 */
const SMALL_BY_NATURE = new Set(['settings', 'packages', 'quotes']);

type Recorded = { sql: string; args: unknown[]; during: string };

const recorded: Recorded[] = [];
let recording: string | null = null;

/**
 * The D1 binding as drizzle sees it, recording every statement it binds while a path is being recorded
 * (drizzle's D1 driver prepares and binds every statement, batches included, before running it).
 */
function recordingBinding(binding: D1Database): D1Database {
  const prepare = (query: string): D1PreparedStatement => {
    const statement = binding.prepare(query);
    const bind = (...args: unknown[]) => {
      if (recording !== null) recorded.push({ sql: query, args, during: recording });
      return statement.bind(...args);
    };
    return new Proxy(statement, { get: (target, key) => (key === 'bind' ? bind : Reflect.get(target, key)) });
  };
  return new Proxy(binding, { get: (target, key) => (key === 'prepare' ? prepare : Reflect.get(target, key)) });
}

let raw: D1Database;
let db: Db;

let app: TestApp;
let adminToken: string;
let ownerToken: string;
let ownerId: string;
let memorialId: string;

async function during<T>(label: string, work: () => Promise<T>): Promise<T> {
  recording = label;
  try {
    return await work();
  } finally {
    recording = null;
  }
}

/** The typed clients as `token`'s user. */
const as = (token: string) => testClient(app, undefined, bearer(token));

type Paged = { pagination?: { cursor?: string | null; totalPages: number } };
type PageQuery = { page: string; limit: string; cursor?: string };

/** A typed call that must answer 200 (`label` names it when it does not), and its pager if it has one. */
async function get(label: string, sending: Promise<ClientResponse<unknown, number, 'json'>>): Promise<Paged> {
  const { status, body } = await read(sending);
  expect(status, label).toBe(200);
  return body as Paged;
}

/** A list read as the pager reads it: page 1, the next page from its cursor, a middle page, the last page. */
async function walkList(label: string, list: (query: PageQuery) => Promise<ClientResponse<unknown, number, 'json'>>): Promise<void> {
  const first = await get(label, list({ page: '1', limit: '2' }));
  const pages = first.pagination?.totalPages ?? 1;
  const cursor = first.pagination?.cursor;
  if (cursor) await get(label, list({ page: '2', limit: '2', cursor }));
  await get(label, list({ page: String(Math.max(1, Math.ceil(pages / 2))), limit: '2' }));
  await get(label, list({ page: String(pages), limit: '2' }));
}

beforeAll(async () => {
  const d1 = await createTestD1();
  raw = d1.binding;
  db = d1Db(recordingBinding(raw));
  await seed(db, { ...TEST_ADMIN, media: memoryMediaStore() });
  app = createTestApp(db);
  const admin = await createUserWithSession(db, { role: 'admin' });
  adminToken = admin.token;
  const owner = await createUserWithSession(db);
  ownerToken = owner.token;
  ownerId = owner.user.id;
  const [memorial] = await db.select({ id: schema.memorialProfiles.id }).from(schema.memorialProfiles).limit(1);
  memorialId = memorial!.id;

  await during('public memorial page', async () => {
    await readPageVersions(db, `/memorial/${SEED_MEMORIAL.slug}`);
    await getPublicIndividualMemorial({ db }, SEED_MEMORIAL.slug);
    await loadPageCommons(db, '2026-11-25');
    // What the page itself runs: the same reads in two batches.
    await readPublicMemorial(db, SEED_MEMORIAL.slug, '2026-11-25', undefined);
  });
  await during('public family page', () => getPublicFamily({ db }, SEED_FAMILY.slug));
  await during('public couple page', () => getPublicCouple({ db }, SEED_COUPLE.slug));
  await during('public wall page', async () => {
    const wall = await findWallMemorial({ db }, SEED_MEMORIAL.slug);
    await listWall({ db }, wall, 1);
  });
  await during("the wall's API pages", async () => {
    for (const page of ['1', '3']) {
      await get(`GET /api/memories page ${page}`, as(ownerToken).memories.index.$get({ query: { memorial_profile_id: memorialId, page } }));
    }
  });
  await during('a short link', () => resolveShortCode({ db }, 'ABC234'));
  await during('a signed-in request (the session)', () => get('GET /api/auth/session', as(ownerToken).auth.session.$get()));
  await during("the owner's dashboard", async () => {
    await loadDashboardMemorials(db, ownerId, 'https://example.com');
    await get('GET /api/profiles/my-profiles', as(ownerToken).profiles['my-profiles'].$get());
  });
  await during("the back-office's dashboard", () => get('GET /api/admin/stats', as(adminToken).admin.stats.$get()));
  await during("the back-office's lists", async () => {
    const admin = as(adminToken);
    await walkList('GET /api/admin/users', (query) => admin.adminUsers.index.$get({ query }));
    await walkList('GET /api/admin/memorial-profiles', (query) => admin.adminMemorials.index.$get({ query }));
    await walkList('GET /api/admin/orders', (query) => admin.adminOrders.index.$get({ query }));
    await walkList('GET /api/admin/orders?status=pending', (query) =>
      admin.adminOrders.index.$get({ query: { ...query, status: 'pending' } }),
    );
  });
  await during("the back-office's searches", async () => {
    const admin = as(adminToken);
    await get('GET /api/admin/users?search=ana', admin.adminUsers.index.$get({ query: { search: 'ana' } }));
    await get('GET /api/admin/memorial-profiles?search=maria', admin.adminMemorials.index.$get({ query: { search: 'maria' } }));
    await get('GET /api/admin/orders?search=ana', admin.adminOrders.index.$get({ query: { search: 'ana' } }));
    await get(
      'GET /api/admin/orders?search=ana&status=pending',
      admin.adminOrders.index.$get({ query: { search: 'ana', status: 'pending' } }),
    );
    await get('GET /api/admin/users/search?email=ana', admin.adminUsers.search.$get({ query: { email: 'ana' } }));
  });
});

async function tablesOf(): Promise<Set<string>> {
  const result = await raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  return new Set(result.results.map((row) => row.name));
}

describe('query plans of the hot paths', () => {
  it('recorded the statements of every path', () => {
    const paths = new Set(recorded.map((r) => r.during));
    expect([...paths].sort()).toEqual([
      'a short link',
      'a signed-in request (the session)',
      'public couple page',
      'public family page',
      'public memorial page',
      'public wall page',
      "the back-office's dashboard",
      "the back-office's lists",
      "the back-office's searches",
      "the owner's dashboard",
      "the wall's API pages",
    ]);
    expect(recorded.length).toBeGreaterThan(40);
  });

  it('read no table whole', async () => {
    const tables = await tablesOf();
    const scans: string[] = [];
    for (const statement of recorded) {
      if (!/^\s*(SELECT|UPDATE|DELETE|INSERT|WITH)/i.test(statement.sql)) continue;
      const plan = await raw
        .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.args)
        .all<{ detail: string }>();
      for (const row of plan.results) {
        const detail = String(row.detail);
        const scanned = /^SCAN (\S+)/.exec(detail)?.[1];
        // An index (covering or not) or an FTS5 index is what a scan may go through; a subquery's or a CTE's
        // own rows are not a table.
        if (!scanned || !tables.has(scanned) || / USING (COVERING )?INDEX /.test(detail) || detail.includes('VIRTUAL TABLE')) continue;
        if (SMALL_BY_NATURE.has(scanned)) continue;
        scans.push(`${statement.during}: ${detail}\n    ${statement.sql}`);
      }
    }
    expect(scans).toEqual([]);
  });
});
