// Issue 35, CPU per request: the workerd processes of the bench's `wrangler dev` (its own process group) are read
// from /proc before and after a saturating run of one kind of request; their CPU time (user + system) divided by
// the requests served is the figure. Local workerd's CPU also pays for the local proxy in front of the Worker,
// D1's SQLite, the Cache API's emulation and request logging, all in the same processes: an upper bound of what
// the Worker itself spends, which the Workers Free plan caps at 10 ms a request.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { SEED_MEMORIAL } from '../db/seed/data/memorials.ts';
import { apiJson, memoryReady, openLocalD1, postMemory, visitorAddress } from './bench-api.mjs';

/** Workers Free: 10 ms of CPU per request. The cache-miss render of a memorial is held to it. */
export const CPU_GOALS = { missRenderMs: 10 };
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const LOAD = { connections: 8, duration: 6 };
/** Memory posts measured (each needs its own visitor: 5 an address every 10 minutes), sent this many at a time. */
const MEMORY_POSTS = { count: 40, concurrency: 8 };

/** The CPU seconds used so far by the processes named workerd in `processGroup`, and how many there are. */
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
async function cpuPerRequest(processGroup, run) {
  const before = workerdCpu(processGroup);
  const requests = await run();
  const after = workerdCpu(processGroup);
  const cpuSeconds = after.seconds - before.seconds;
  return { requests, cpuSeconds, msPerRequest: (cpuSeconds * 1000) / requests, processes: after.processes };
}

async function saturate(url, path, { ok }) {
  const result = await autocannon({ url: `${url}${path}`, connections: LOAD.connections, duration: LOAD.duration });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${path}: ${result.errors} errors, ${result.non2xx} answers not 2xx under load`);
  await ok();
  return result.requests.total;
}

/** The answer to a GET, with what the edge cache said and the page's title. */
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

export async function measureCpu(worker) {
  const { url, processGroup, stateDir } = worker;
  const hit = await look(url, HIT_PATH);
  const missed = await look(url, MISS_PATH);
  if (missed.status !== 200 || missed.title !== hit.title || missed.edgeCache === 'hit') {
    throw new Error(`${MISS_PATH} is not a rendered copy of ${HIT_PATH}: ${JSON.stringify({ hit, missed })}`);
  }
  const memorial = (await apiJson(url, 'GET', `/api/profiles/public/${SEED_MEMORIAL.slug}`)).data;
  const wallApi = `/api/memories?memorial_profile_id=${memorial.id}`;
  const expect = (path, wanted) => async () => {
    const seen = await look(url, path);
    if (seen.status !== 200 || (wanted !== undefined && seen.edgeCache !== wanted)) throw new Error(`${path}: ${JSON.stringify(seen)}`);
  };

  // Warm-ups: the isolate started, the cached copy stored, the routes' modules loaded.
  for (const path of [HIT_PATH, MISS_PATH, wallApi, '/api/health']) await autocannon({ url: `${url}${path}`, connections: 2, duration: 1 });

  const rows = [];
  const measure = async (name, path, run, note = '') => rows.push({ name, path, note, ...(await cpuPerRequest(processGroup, run)) });
  await measure('/api/health (the local floor: one SELECT 1)', '/api/health', () => saturate(url, '/api/health', { ok: expect('/api/health') }));
  await measure('cached memorial page', HIT_PATH, () => saturate(url, HIT_PATH, { ok: expect(HIT_PATH, 'hit') }), `x-edge-cache: ${hit.edgeCache === 'miss' ? 'hit after the first' : hit.edgeCache}`);
  await measure('memorial page, cache miss (rendered)', MISS_PATH, () => saturate(url, MISS_PATH, { ok: expect(MISS_PATH) }));
  await measure("the wall's API, page 1", wallApi, () => saturate(url, wallApi, { ok: expect(wallApi) }));

  // Memory posts: each visitor's captcha and photo are made first, outside the measured window.
  const d1 = openLocalD1(stateDir);
  const wall = { memorial_profile_id: memorial.id };
  const ready = [];
  for (let n = 0; n < MEMORY_POSTS.count; n += MEMORY_POSTS.concurrency) {
    const batch = Array.from({ length: Math.min(MEMORY_POSTS.concurrency, MEMORY_POSTS.count - n) }, (_, k) => {
      const address = visitorAddress();
      return memoryReady(url, d1, wall, address, n + k).then((body) => ({ body, address }));
    });
    ready.push(...(await Promise.all(batch)));
  }
  d1.close();
  await measure('memory post (POST /api/memories)', '/api/memories', async () => {
    const queue = [...ready];
    const statuses = [];
    await Promise.all(
      Array.from({ length: MEMORY_POSTS.concurrency }, async () => {
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
  }, `${MEMORY_POSTS.count} visitors, ${MEMORY_POSTS.concurrency} at a time; captcha and photo made before`);

  const miss = rows.find((row) => row.path === MISS_PATH);
  return { rows, goals: CPU_GOALS, ticksPerSecond: TICKS_PER_SECOND, met: miss.msPerRequest < CPU_GOALS.missRenderMs };
}

export function printCpu(cpu) {
  const check = (ok) => (ok ? ' ✓' : ' ✗');
  const processes = cpu.rows[0]?.processes ?? 0;
  const lines = [
    `\nCPU PER REQUEST  the ${processes} workerd processes' own CPU time (user + system, /proc, ${cpu.ticksPerSecond} ticks/s) over a saturating run, divided by the requests served`,
    "  (local workerd's CPU includes the local proxy, D1's SQLite, the Cache API's emulation and request logging: an upper bound of the Worker's own)",
    ...cpu.rows.map((row) => {
      const goal = row.path === MISS_PATH ? `   (goal < ${cpu.goals.missRenderMs} ms, Workers Free)${check(row.msPerRequest < cpu.goals.missRenderMs)}` : '';
      const note = row.note ? `  [${row.note}]` : '';
      return `  ${row.name.padEnd(46)} ${row.msPerRequest.toFixed(2).padStart(6)} ms/request   (${row.cpuSeconds.toFixed(2)} s CPU / ${row.requests} requests)${goal}${note}`;
    }),
  ];
  console.log(lines.join('\n'));
}
