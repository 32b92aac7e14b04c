// @ts-check
// CPU per request (docs/performance.md): the workerd processes of the bench's `wrangler dev` (its own process group) are read
// from /proc before and after a saturating run of one kind of request; their CPU time (user + system) divided by
// the requests served is the figure. Local workerd's CPU also pays for the local proxy in front of the Worker,
// D1's SQLite, the Cache API's emulation and request logging, all in the same processes: an upper bound of what
// the Worker itself spends, which the Workers Free plan caps at 10 ms a request.
//
// The measure that matters for that cap comes second: the Worker isolate's own CPU, from V8's profiler through
// `wrangler dev`'s inspector (./isolate-cpu.mjs), the same kinds of request sent one at a time, the busy time of the
// profile divided by the requests. The miss render is held to the 10 ms there.
//
//   node bench/cpu.mjs                 # build, start the seeded Worker, both measures (`npm run bench:cpu`)
//   node bench/cpu.mjs --skip-build    # reuse bench/results/dist
//   node bench/cpu.mjs --isolate-only  # only the isolate's profile (quick, while working on a render)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { SEED_MEMORIAL } from '../db/seed/data/memorials.ts';
import { apiJson, memoryReady, openLocalD1, postMemory, visitorAddress } from './bench-api.mjs';
import { openInspector, profileRequests, startProfiledWorker, topFunctions } from './isolate-cpu.mjs';
import { buildUnlessSkipped, startWorker } from './local-worker.mjs';

/** Workers Free: 10 ms of CPU per request. The cache-miss render of a memorial is held to it. */
export const CPU_GOALS = { missRenderMs: 10 };
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const LOAD = { connections: 8, duration: 6 };
/** Memory posts measured (each needs its own visitor: 5 an address every 10 minutes), sent this many at a time. */
const MEMORY_POSTS = { count: 40, concurrency: 8 };
/**
 * The isolate's profile: per kind, `rounds` profiled runs of `requests` requests one at a time (a quiet round is the
 * figure, ./isolate-cpu.mjs), after a few unprofiled ones. Renders take longer, so fewer of them give as many samples;
 * memory posts are fewer still (each needs its own visitor).
 */
const PROFILED = { rounds: 5, requests: 100, renders: 40, warmUp: 20, memoryPosts: 10 };
const RESULTS = new URL('./results/', import.meta.url);

/** @typedef {Awaited<ReturnType<typeof startWorker>>} Worker */
/** @typedef {Awaited<ReturnType<typeof targets>>} Targets */

/** The CPU seconds used so far by the processes named workerd in `processGroup`, and how many there are. */
/** @param {number | undefined} processGroup */
export function workerdCpu(processGroup) {
  let ticks = 0;
  let processes = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone since the listing.
    }
    // `pid (comm) state ppid pgrp …`: comm may hold spaces, so split after its closing parenthesis.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (comm !== 'workerd' || Number(fields[2]) !== processGroup) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat(5))
    processes += 1;
  }
  return { seconds: ticks / TICKS_PER_SECOND, processes };
}

/** `run()` between two readings; `run` resolves to the number of requests it had served. */
/** @param {number | undefined} processGroup @param {() => Promise<number>} run */
async function cpuPerRequest(processGroup, run) {
  const before = workerdCpu(processGroup);
  const requests = await run();
  const after = workerdCpu(processGroup);
  const cpuSeconds = after.seconds - before.seconds;
  return { requests, cpuSeconds, msPerRequest: (cpuSeconds * 1000) / requests, processes: after.processes };
}

/** @param {string} url @param {string} path @param {{ ok: () => Promise<void> }} checks */
async function saturate(url, path, { ok }) {
  const result = await autocannon({ url: `${url}${path}`, connections: LOAD.connections, duration: LOAD.duration });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${path}: ${result.errors} errors, ${result.non2xx} answers not 2xx under load`);
  await ok();
  return result.requests.total;
}

/** The answer to a GET, with what the edge cache said and the page's title. */
/** @param {string} url @param {string} path */
async function look(url, path) {
  const response = await fetch(`${url}${path}`);
  const text = await response.text();
  return { status: response.status, edgeCache: response.headers.get('x-edge-cache'), title: text.match(/<title>([^<]*)/)?.[1] ?? null };
}

/**
 * A cache-miss render: the memorial's address with its hyphens percent-encoded renders the same page, but the
 * edge cache keeps only slugs of the one shape (worker/edge-cache/public-paths.ts), so every such request is
 * rendered: two rounds of D1 queries and the page's HTML, as on a cold edge.
 */
export const MISS_PATH = `/memorial/${SEED_MEMORIAL.slug.replaceAll('-', '%2D')}`;
const HIT_PATH = `/memorial/${SEED_MEMORIAL.slug}`;

/** Each visitor's captcha answered and photo stored (outside any measured window), `concurrency` visitors at a time. */
/**
 * @param {string} url @param {string} stateDir @param {import('./bench-api.mjs').Wall} wall @param {number} count @param {number} concurrency
 * @returns {Promise<{ body: Awaited<ReturnType<typeof memoryReady>>, address: string }[]>}
 */
async function readyMemories(url, stateDir, wall, count, concurrency) {
  const d1 = openLocalD1(stateDir);
  /** @type {Awaited<ReturnType<typeof readyMemories>>} */
  const ready = [];
  try {
    for (let n = 0; n < count; n += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, count - n) }, async (_, k) => {
        const address = visitorAddress();
        return { body: await memoryReady(url, d1, wall, address, n + k), address };
      });
      ready.push(...(await Promise.all(batch)));
    }
  } finally {
    d1.close();
  }
  return ready;
}

/** Posts every ready memory, `concurrency` at a time; resolves to the number posted, throws on any refusal. */
/** @param {string} url @param {Awaited<ReturnType<typeof readyMemories>>} ready @param {number} concurrency */
async function postMemories(url, ready, concurrency) {
  const queue = [...ready];
  /** @type {number[]} */
  const statuses = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await postMemory(url, next.body, next.address);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  const refused = statuses.filter((status) => status !== 201);
  if (refused.length > 0) throw new Error(`memory posts refused: ${refused.join(', ')}`);
  return statuses.length;
}

/** `count` GETs of `path`, one after the other, each checked (status 200, and the edge cache's answer when given). */
/** @param {string} url @param {string} path @param {number} count @param {string} [edgeCache] */
async function getInTurn(url, path, count, edgeCache) {
  for (let n = 0; n < count; n++) {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    const seen = response.headers.get('x-edge-cache');
    if (response.status !== 200 || (edgeCache !== undefined && seen !== edgeCache))
      throw new Error(`${path}: ${response.status}, x-edge-cache ${seen}`);
  }
  return count;
}

/** Polls `check` (at most 100 times, 50 ms apart) until it holds. */
/** @param {string} what @param {() => Promise<boolean>} check */
async function waitFor(what, check) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never: ${what}`);
}

/** The paths measured, checked first: the miss must be a rendered copy of the memorial's page. */
/** @param {string} url */
async function targets(url) {
  const hit = await look(url, HIT_PATH);
  const missed = await look(url, MISS_PATH);
  if (missed.status !== 200 || missed.title !== hit.title || missed.edgeCache === 'hit') {
    throw new Error(`${MISS_PATH} is not a rendered copy of ${HIT_PATH}: ${JSON.stringify({ hit, missed })}`);
  }
  const memorial = /** @type {{ data: { id: number } }} */ (await apiJson(url, 'GET', `/api/profiles/public/${SEED_MEMORIAL.slug}`)).data;
  return { hit, memorial, wallApi: `/api/memories?memorial_profile_id=${memorial.id}` };
}

/** The workerd processes' CPU per request (/proc) over saturating runs: the upper bound. */
/** @param {Worker} worker @param {Targets} targets */
async function measureProcesses(worker, { hit, memorial, wallApi }) {
  const { url, processGroup, stateDir } = worker;
  /** @param {string} path @param {string} [wanted] */
  const expect = (path, wanted) => async () => {
    const seen = await look(url, path);
    if (seen.status !== 200 || (wanted !== undefined && seen.edgeCache !== wanted)) throw new Error(`${path}: ${JSON.stringify(seen)}`);
  };

  // Warm-ups: the isolate started, the cached copy stored, the routes' modules loaded.
  for (const path of [HIT_PATH, MISS_PATH, wallApi, '/api/health']) await autocannon({ url: `${url}${path}`, connections: 2, duration: 1 });

  /** @type {({ name: string, path: string, note: string } & Awaited<ReturnType<typeof cpuPerRequest>>)[]} */
  const rows = [];
  /** @param {string} name @param {string} path @param {() => Promise<number>} run @param {string} [note] */
  const measure = async (name, path, run, note = '') => rows.push({ name, path, note, ...(await cpuPerRequest(processGroup, run)) });
  await measure('/api/health (the local floor: one SELECT 1)', '/api/health', () =>
    saturate(url, '/api/health', { ok: expect('/api/health') }),
  );
  await measure(
    'cached memorial page',
    HIT_PATH,
    () => saturate(url, HIT_PATH, { ok: expect(HIT_PATH, 'hit') }),
    `x-edge-cache: ${hit.edgeCache === 'miss' ? 'hit after the first' : hit.edgeCache}`,
  );
  await measure('memorial page, cache miss (rendered)', MISS_PATH, () => saturate(url, MISS_PATH, { ok: expect(MISS_PATH) }));
  await measure("the wall's API, page 1", wallApi, () => saturate(url, wallApi, { ok: expect(wallApi) }));

  // Memory posts: each visitor's captcha and photo are made first, outside the measured window.
  const ready = await readyMemories(url, stateDir, { memorial_profile_id: memorial.id }, MEMORY_POSTS.count, MEMORY_POSTS.concurrency);
  await measure(
    'memory post (POST /api/memories)',
    '/api/memories',
    () => postMemories(url, ready, MEMORY_POSTS.concurrency),
    `${MEMORY_POSTS.count} visitors, ${MEMORY_POSTS.concurrency} at a time; captcha and photo made before`,
  );
  return rows;
}

/**
 * The Worker isolate's own CPU per request (V8's profiler, ./isolate-cpu.mjs): the build served by a Miniflare of
 * its own on a copy of the bench Worker's state, each kind of request sent one at a time after a few unprofiled
 * ones. The miss render's profile is kept in bench/results/ with its largest items.
 * @param {Worker} worker @param {Targets} targets
 */
async function measureIsolate(worker, { memorial, wallApi }) {
  const profiled = await startProfiledWorker(worker.stateDir);
  const { url, stateDir } = profiled;
  /** @type {({ name: string, path: string, note: string } & Omit<Awaited<ReturnType<typeof profileRequests>>, 'profile'>)[]} */
  const rows = [];
  /** @type {import('./isolate-cpu.mjs').Profile | null} */
  let missProfile = null;
  /** @type {import('./isolate-cpu.mjs').Inspector | undefined} */
  let inspector;
  try {
    const session = await openInspector(profiled.inspectorUrl);
    inspector = session;
    /** @param {string} name @param {string} path @param {(round: number) => Promise<number>} run @param {string} [note] */
    const measure = async (name, path, run, note = '') => {
      const { profile, ...figures } = await profileRequests(session, run, { cpuMs: profiled.cpuMs, rounds: PROFILED.rounds });
      if (path === MISS_PATH) missProfile = profile;
      rows.push({ name, path, note, ...figures });
    };
    /** @param {string} name @param {string} path @param {string} [edgeCache] @param {string} [note] */
    const gets = async (name, path, edgeCache, note) => {
      // Unprofiled first: the route's modules loaded, its code compiled.
      await getInTurn(url, path, PROFILED.warmUp);
      // A page the edge cache keeps: the copy stored (its first answers are misses), before anything is profiled.
      if (edgeCache)
        await waitFor(`${path} answered with x-edge-cache: ${edgeCache}`, async () => (await look(url, path)).edgeCache === edgeCache);
      const count = path === MISS_PATH ? PROFILED.renders : PROFILED.requests;
      await measure(name, path, () => getInTurn(url, path, count, edgeCache), note);
    };
    await gets('/api/health (one SELECT 1)', '/api/health');
    await gets('cached memorial page', HIT_PATH, 'hit', 'x-edge-cache: hit');
    await gets('memorial page, cache miss (rendered)', MISS_PATH);
    await gets("the wall's API, page 1", wallApi);
    // Every round's visitors made first (captcha answered, photo stored), outside the profile.
    const wall = { memorial_profile_id: memorial.id };
    const ready = await readyMemories(url, stateDir, wall, PROFILED.memoryPosts * PROFILED.rounds, MEMORY_POSTS.concurrency);
    await measure(
      'memory post (POST /api/memories)',
      '/api/memories',
      (round) => postMemories(url, ready.slice(round * PROFILED.memoryPosts, (round + 1) * PROFILED.memoryPosts), 1),
      `${PROFILED.memoryPosts} visitors a round, one at a time`,
    );
  } finally {
    await inspector?.close();
    await profiled.stop();
  }
  if (!missProfile) throw new Error('the miss render was not profiled');
  await mkdir(RESULTS, { recursive: true });
  const profileFile = new URL('cpu-miss-render.cpuprofile', RESULTS);
  await writeFile(profileFile, JSON.stringify(missProfile));
  return { rows, missTop: topFunctions(missProfile, 8), profileFile: profileFile.pathname };
}

/** Both measures; `isolateOnly` leaves the /proc one out. `met`: the miss render's isolate CPU under the goal. */
/** @param {Worker} worker @param {{ isolateOnly?: boolean }} [options] */
export async function measureCpu(worker, { isolateOnly = false } = {}) {
  const paths = await targets(worker.url);
  const rows = isolateOnly ? [] : await measureProcesses(worker, paths);
  const isolate = await measureIsolate(worker, paths);
  const miss = isolate.rows.find((row) => row.path === MISS_PATH);
  if (!miss) throw new Error('the miss render was not measured');
  return { rows, isolate, goals: CPU_GOALS, ticksPerSecond: TICKS_PER_SECOND, met: miss.msPerRequest < CPU_GOALS.missRenderMs };
}

/** @param {Awaited<ReturnType<typeof measureCpu>>} cpu */
export function printCpu(cpu) {
  const check = (/** @type {boolean} */ ok) => (ok ? ' ✓' : ' ✗');
  const goal = (/** @type {{ path: string, msPerRequest: number }} */ row) =>
    row.path === MISS_PATH
      ? `   (goal < ${cpu.goals.missRenderMs} ms, Workers Free)${check(row.msPerRequest < cpu.goals.missRenderMs)}`
      : '';
  const note = (/** @type {{ note: string }} */ row) => (row.note ? `  [${row.note}]` : '');
  const lines = [];
  if (cpu.rows.length > 0) {
    const processes = cpu.rows[0]?.processes ?? 0;
    lines.push(
      `\nCPU PER REQUEST, upper bound  the ${processes} workerd processes' own CPU time (user + system, /proc, ${cpu.ticksPerSecond} ticks/s) over a saturating run, divided by the requests served`,
      "  (local workerd's CPU includes the local proxy, D1's SQLite, the Cache API's emulation and request logging)",
      ...cpu.rows.map(
        (row) =>
          `  ${row.name.padEnd(46)} ${row.msPerRequest.toFixed(2).padStart(6)} ms/request   (${row.cpuSeconds.toFixed(2)} s CPU / ${row.requests} requests)${note(row)}`,
      ),
    );
  }
  const { isolate } = cpu;
  const { intervalUs = 0, rounds = 0 } = isolate.rows[0] ?? {};
  lines.push(
    `\nCPU PER REQUEST, Worker isolate CPU (V8 profile)  busy samples (all but idle) of the Worker's own isolate, ${intervalUs} µs sampling, requests one at a time;`,
    `  the second quietest of ${rounds} rounds (the profile counts wall time: preemptions on a shared machine only add), or, when lower,`,
    "  the CPU the OS charged to that Miniflare's workerd over all the rounds (our isolate, D1's SQLite and Miniflare's own: an upper bound)",
    ...isolate.rows.map(
      (row) =>
        `  ${row.name.padEnd(46)} ${row.msPerRequest.toFixed(2).padStart(6)} ms/request   (profile ${row.profileMsPerRequest.toFixed(2)}: ${row.busyMs.toFixed(0)} ms busy / ${row.roundRequests} requests, median ${row.medianMsPerRequest.toFixed(2)}; workerd ${row.processMsPerRequest.toFixed(2)})${goal(row)}${note(row)}`,
    ),
    `  the miss render's largest items (self time over the run; profile in ${isolate.profileFile}):`,
    ...isolate.missTop.self.map(([ms, name]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`),
  );
  console.log(lines.join('\n'));
}

// Run alone: `npm run bench:cpu` (see the top of this file).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  await buildUnlessSkipped(args);
  console.log('Starting the Worker on fresh seeded data …');
  const worker = await startWorker();
  let cpu;
  try {
    cpu = await measureCpu(worker, { isolateOnly: args.includes('--isolate-only') });
  } finally {
    await worker.stop();
  }
  printCpu(cpu);
  const { missTop: _top, ...isolate } = cpu.isolate;
  await writeFile(new URL('cpu.json', RESULTS), JSON.stringify({ date: new Date().toISOString(), ...cpu, isolate }, null, 2));
  if (args.includes('--strict') && !cpu.met) process.exitCode = 1;
}
