// @ts-check
// Growth benchmark (docs/performance.md): the same requests against two local Workers, one on the demo seed and one on the
// demo seed plus 100 000 memorials, 2 000 families, 300 000 memories (5 000 on the demo memorial's wall) and
// 20 000 customers with their orders (bench/growth-data.mjs), each request timed on a cache miss (the edge
// cache purged before every run through the local purge route; both Workers run at once and take turns). Prints each request's p50 on both, the ratio
// (the goal: within 2×) and D1's rows_read per request (a LOCAL_DEV-only count, worker/d1/rows-read.ts).
// A benchmark, not a test: it exits 0 even when a goal is missed, unless run with --strict.
//
//   npm run bench:growth                  # build + measure
//   npm run bench:growth -- --skip-build  # reuse bench/results/dist
//   npm run bench:growth -- --runs 31     # timed runs per request (default 21; the median is reported)
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SEED_FAMILY, SEED_MEMORIAL } from '../db/seed/data/memorials.ts';
import { parseBase32Secret, totpCodeAt, totpStep } from '../worker/services/totp.ts';
import { GROWTH, GROWTH_CHECK, growthSql } from './growth-data.mjs';
import { BENCH_ADMIN, buildUnlessSkipped, executeSql, startWorker } from './local-worker.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const RUNS = option('--runs', 21);
const WARM_UP = 3;
const strict = args.includes('--strict');
const GOAL_RATIO = 2;
const RESULTS = new URL('./results/', import.meta.url);
const ROWS_READ_HEADER = 'x-d1-rows-read';

/** @typedef {Awaited<ReturnType<typeof startWorker>>} Worker */
/** One timed request: `page` ones go through the edge cache, `auth` ones as the administrator. @typedef {{ name: string, path: string, page?: boolean, auth?: boolean }} Request */
/** @typedef {{ worker: Worker, token: string, requests: Request[] }} Side */
/** @typedef {{ path: string, p50: number, rowsRead: number }} Figure */
/** One side's request and its timed runs. @typedef {Side & { request: Request, times: number[] }} Pair */

/** @param {string} stateDir */
async function fill(stateDir) {
  const file = join(stateDir, 'growth.sql');
  await writeFile(file, growthSql());
  const started = Date.now();
  await executeSql(stateDir, ['--file', file]);
  const [{ results }] = /** @type {[{ results: { memorials: number, wall: number, family: number }[] }]} */ (
    await executeSql(stateDir, ['--command', GROWTH_CHECK], { json: true })
  );
  const counts = results[0];
  console.log(`  filled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  if (!counts || counts.memorials < GROWTH.memorials || counts.wall < GROWTH.wallMemories || counts.family !== 1)
    throw new Error('the growth data is not all there');
}

/** @param {string} url @returns {Promise<string>} */
async function signInAdmin(url) {
  /** @param {string} path @param {Record<string, string>} body */
  const post = (path, body) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.18.0.9' },
      body: JSON.stringify(body),
    });
  const step = (await (await post('/api/auth/login', { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password })).json()).data;
  const secret = parseBase32Secret(BENCH_ADMIN.totpSecret);
  if (!secret) throw new Error("the bench administrator's TOTP secret is not base32");
  const code = totpCodeAt(secret, totpStep());
  const signedIn = await (await post('/api/auth/mfa', { mfa_token: step.mfa_token, code })).json();
  if (!signedIn.success) throw new Error(`admin sign-in failed: ${JSON.stringify(signedIn)}`);
  return signedIn.data.access_token;
}

/** An API answer that succeeded; unknown, each caller says the shape it reads. @param {string} url @param {string} path @param {string} token @returns {Promise<unknown>} */
async function getJson(url, path, token) {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body;
}

/** A list's answer: how many pages it has. @typedef {{ pagination: { totalPages: number } }} Paged */

/** The requests, in the form each Worker needs (ids and last pages differ between the two databases). */
/** @param {string} url @param {string} token @returns {Promise<Request[]>} */
async function requestsFor(url, token) {
  const memorial = /** @type {{ data: { id: number } }} */ (await getJson(url, `/api/profiles/public/${SEED_MEMORIAL.slug}`, token)).data;
  /** @param {number} page */
  const wallPath = (page) => `/api/memories?memorial_profile_id=${memorial.id}&page=${page}`;
  const wallPages = /** @type {Paged} */ (await getJson(url, wallPath(1), token)).pagination.totalPages;
  /** @param {string} path */
  const lastPage = async (path) =>
    /** @type {Paged} */ (await getJson(url, `${path}${path.includes('?') ? '&' : '?'}limit=10`, token)).pagination.totalPages;
  /** @param {string} name @param {string} path */
  const admin = async (name, path) => {
    const pages = await lastPage(path);
    const join = path.includes('?') ? '&' : '?';
    return [
      { name: `${name}, first page`, path: `${path}${join}page=1&limit=10`, auth: true },
      { name: `${name}, last page`, path: `${path}${join}page=${pages}&limit=10`, auth: true },
    ];
  };
  return [
    { name: 'memorial page', path: `/memorial/${SEED_MEMORIAL.slug}`, page: true },
    { name: 'family page', path: `/familia/${SEED_FAMILY.slug}`, page: true },
    { name: 'wall page', path: `/muro-de-recuerdos/${SEED_MEMORIAL.slug}`, page: true },
    { name: 'wall API, page 1', path: wallPath(1) },
    { name: 'wall API, last page', path: wallPath(wallPages) },
    { name: "owner's dashboard", path: '/dashboard', auth: true },
    { name: 'back-office dashboard', path: '/api/admin/stats', auth: true },
    ...(await admin('memorials', '/api/admin/memorial-profiles')),
    ...(await admin('users', '/api/admin/users')),
    ...(await admin('orders', '/api/admin/orders')),
    ...(await admin('pending orders', '/api/admin/orders?status=pending')),
    { name: "search memorials 'maria'", path: '/api/admin/memorial-profiles?search=maria&page=1&limit=10', auth: true },
    {
      name: "search memorials 'rodriguez elena'",
      path: '/api/admin/memorial-profiles?search=rodriguez%20elena&page=1&limit=10',
      auth: true,
    },
    {
      name: 'search users by e-mail',
      path: `/api/admin/users?search=${encodeURIComponent(BENCH_ADMIN.email)}&page=1&limit=10`,
      auth: true,
    },
    { name: "search users 'gomez'", path: '/api/admin/users?search=gomez&page=1&limit=10', auth: true },
    { name: "search orders 'ana'", path: '/api/admin/orders?search=ana&page=1&limit=10', auth: true },
    { name: 'user picker', path: '/api/admin/users/search?email=admin', auth: true },
  ];
}

const purge = (/** @type {string} */ url) =>
  fetch(`${url}/api/dev/edge-cache/purge`, { method: 'POST' }).then((response) => response.arrayBuffer());

/** @param {string} url @param {Request} request @param {string} token @param {Record<string, string>} [headers] */
async function once(url, request, token, headers = {}) {
  if (request.page) await purge(url);
  const started = performance.now();
  const response = await fetch(`${url}${request.path}`, {
    headers: { ...(request.auth ? { authorization: `Bearer ${token}`, cookie: `session=${token}` } : {}), ...headers },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${request.path}: ${response.status}`);
  if (request.page && response.headers.get('x-edge-cache') !== 'miss') throw new Error(`${request.path} was not a cache miss`);
  return { ms, rowsRead: Number(response.headers.get(ROWS_READ_HEADER) ?? NaN) };
}

/** @param {number[]} values @returns {number} NaN when there are none */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Both Workers run at once and every request takes turns between them, run after run: on a machine shared with
 * other jobs, a burst of someone else's work then slows both sides alike instead of deciding the ratio.
 * @param {Worker} seededWorker @param {Worker} grownWorker
 */
async function measureBoth(seededWorker, grownWorker) {
  const sides = /** @type {[Side, Side]} */ (
    await Promise.all(
      [seededWorker, grownWorker].map(async (worker) => {
        const token = await signInAdmin(worker.url);
        return { worker, token, requests: await requestsFor(worker.url, token) };
      }),
    )
  );
  /** @type {Map<string, Figure>} */
  const seeded = new Map();
  /** @type {Map<string, Figure>} */
  const grown = new Map();
  for (let r = 0; r < sides[0].requests.length; r++) {
    // Both sides list the same requests in the same order, so each has its r-th.
    const pair = /** @type {[Pair, Pair]} */ (
      sides.map((side) => ({ ...side, request: side.requests[r], times: /** @type {number[]} */ ([]) }))
    );
    for (let i = 0; i < WARM_UP; i++) for (const side of pair) await once(side.worker.url, side.request, side.token);
    for (let i = 0; i < RUNS; i++) for (const side of pair) side.times.push((await once(side.worker.url, side.request, side.token)).ms);
    for (const [side, figures] of /** @type {[Pair, Map<string, Figure>][]} */ ([
      [pair[0], seeded],
      [pair[1], grown],
    ])) {
      const { rowsRead } = await once(side.worker.url, side.request, side.token, { [ROWS_READ_HEADER]: 'count' });
      figures.set(side.request.name, { path: side.request.path, p50: median(side.times), rowsRead });
    }
    const name = pair[0].request.name;
    console.log(
      `  ${name}: ${seeded.get(name)?.p50.toFixed(1)} ms / ${grown.get(name)?.p50.toFixed(1)} ms, ${seeded.get(name)?.rowsRead} / ${grown.get(name)?.rowsRead} rows read`,
    );
  }
  return { seeded, grown };
}

await buildUnlessSkipped(args);
console.log('Starting a Worker on the seeded database and one on the grown database…');
const seededWorker = await startWorker();
let grownWorker;
let figures;
try {
  grownWorker = await startWorker({ prepare: fill });
  figures = await measureBoth(seededWorker, grownWorker);
} finally {
  await Promise.all([seededWorker.stop(), grownWorker?.stop()]);
}
const { seeded, grown } = figures;

const rows = [...seeded.keys()].map((name) => {
  const before = seeded.get(name);
  const after = grown.get(name);
  if (!before || !after) throw new Error(`${name}: measured on one Worker only`);
  return {
    name,
    seededMs: before.p50,
    grownMs: after.p50,
    ratio: after.p50 / before.p50,
    seededRows: before.rowsRead,
    grownRows: after.rowsRead,
  };
});
const pad = (/** @type {string | number} */ text, /** @type {number} */ width) => String(text).padEnd(width);
const padLeft = (/** @type {string | number} */ text, /** @type {number} */ width) => String(text).padStart(width);
console.log(`\nGrowth, p50 of ${RUNS} runs on a cache miss (goal: grown within ${GOAL_RATIO}× of seeded)\n`);
console.log(
  `${pad('request', 36)}${padLeft('seeded', 10)}${padLeft('grown', 10)}${padLeft('ratio', 8)}${padLeft('rows read', 12)}${padLeft('at growth', 12)}`,
);
for (const row of rows) {
  const mark = row.ratio <= GOAL_RATIO ? '' : '  ✗';
  console.log(
    `${pad(row.name, 36)}${padLeft(`${row.seededMs.toFixed(1)} ms`, 10)}${padLeft(`${row.grownMs.toFixed(1)} ms`, 10)}${padLeft(`${row.ratio.toFixed(2)}×`, 8)}${padLeft(row.seededRows, 12)}${padLeft(row.grownRows, 12)}${mark}`,
  );
}
await mkdir(RESULTS, { recursive: true });
await writeFile(new URL('growth.json', RESULTS), JSON.stringify({ runs: RUNS, growth: GROWTH, rows }, null, 2));
const missed = rows.filter((row) => row.ratio > GOAL_RATIO);
console.log(missed.length ? `\n${missed.length} request(s) over ${GOAL_RATIO}×.` : `\nEvery request within ${GOAL_RATIO}×.`);
if (strict && missed.length) process.exit(1);
