// @ts-check
// The Worker isolate's own CPU (docs/performance.md): what Cloudflare bills (and the Workers Free plan caps at 10 ms a request)
// is the CPU the Worker's V8 isolate spends, not the local workerd processes' (bench/cpu.mjs's /proc figures also pay
// for the local proxy, D1's SQLite, the Cache API's emulation and logging). This module serves the bench's build in
// Miniflare (the one wrangler itself runs) on a copy of a bench Worker's seeded state, with workerd's inspector open;
// it starts V8's sampling profiler on the Worker's own isolate (`/core:user:memorial-qr`), runs a number of requests
// one after the other, stops it, and counts the time of the samples that were not `(idle)` (JavaScript, V8's own
// work, the garbage collector): the busy time, divided by the requests.
//
// The profile counts wall time: a moment the operating system gave the isolate's thread to another job is counted as
// busy, and on a loaded machine (this one is shared) the figure can double. So the same rounds also read the exact CPU
// time the operating system charged to this Miniflare's workerd process (`/proc/<pid>/stat`): it runs our isolate
// and also D1's SQLite, Miniflare's entry Worker and the cache, so it bounds the isolate's CPU from above, whatever
// the machine's load. The figure is the lower of the two.
//
// Why not `wrangler dev --inspector-port`: its inspector proxy closes a Node client's socket (1006) right after the
// first command it forwards, so the bench talks to workerd's own inspector instead.
//
// Sampling costs something itself (each sample interrupts the isolate): at 100 µs the figures come out about 10 %
// higher than at V8's default 1,000 µs, which is what the bench uses; a 1,000 µs sample still lands in every
// request many times over (a render is several milliseconds) and N requests average it out.

/* global WebSocket -- Node's own (undici) */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTotpEncryptionKey, LOCAL_VARS } from '../worker/local/vars.ts';
import { OUT_DIR } from './local-worker.mjs';

// wrangler's own Miniflare (the one `wrangler dev` ran the state with), not the tests' older copy.
const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'));
const { unstable_getMiniflareWorkerOptions } = /** @type {typeof import('wrangler')} */ (requireFromWrangler('wrangler'));
const { Miniflare, convertV4MiniflareOptions } = /** @type {typeof import('../node_modules/wrangler/node_modules/miniflare')} */ (
  requireFromWrangler('miniflare')
);

const WORKER_NAME = 'memorial-qr';
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** `/proc/<pid>/stat` after the command's closing parenthesis, split (the command may hold spaces). */
/** @param {string} pid */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  } catch {
    return null; // Gone since the listing.
  }
}

/** The workerd processes this Node process started (Miniflare's; `wrangler dev`'s are its own node's children). */
function ownWorkerdPids() {
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const stat = statFields(entry);
    return stat?.comm === 'workerd' && Number(stat.fields[1]) === process.pid;
  });
}

/** CPU time (user + system, every thread) the operating system charged to these processes so far, in ms. */
/** @param {string[]} pids */
function processCpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = statFields(pid);
    if (stat) ticks += Number(stat.fields[11]) + Number(stat.fields[12]); // utime, stime (fields 14 and 15 of stat(5))
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
/** What wrangler dev's own Miniflare options carry that a plain Miniflare has no use for (or no support for). */
const DEV_ONLY_OPTIONS = ['modulesRules', 'rootPath', 'zone', 'access', 'connectHandlers', 'cronTriggers'];

/**
 * The bench's build (bench/results/dist) in Miniflare on a copy of `stateDir` (a bench Worker's migrated and seeded
 * D1 and R2; the copy leaves the original to its own Worker), on a loopback address, with workerd's inspector on a
 * free port. `stop()` disposes of Miniflare and removes the copy.
 * @param {string} stateDir
 */
export async function startProfiledWorker(stateDir) {
  const copy = await mkdtemp(join(tmpdir(), 'memorial-bench-isolate-'));
  /** @type {import('../node_modules/wrangler/node_modules/miniflare').Miniflare | undefined} */
  let mf;
  try {
    await cp(stateDir, copy, { recursive: true });
    const server = join(OUT_DIR, 'server');
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(server, 'wrangler.json'));
    const options = /** @type {import('../node_modules/wrangler/node_modules/miniflare').V4WorkerOptionsShape} */ (
      Object.fromEntries(Object.entries(workerOptions).filter(([key]) => !DEV_ONLY_OPTIONS.includes(key)))
    );
    // Every module of the build, listed (its lazily imported chunks too: nothing is discovered at run time).
    const files = (await readdir(server, { recursive: true })).filter((file) => file.endsWith('.mjs') && !file.startsWith('.wrangler'));
    const modules = await Promise.all(
      files.map(async (file) => ({
        type: /** @type {const} */ ('ESModule'),
        path: join(server, file),
        contents: await readFile(join(server, file), 'utf8'),
      })),
    );
    // v4's options: among other things, no dev registry (this Worker must not meet wrangler dev's of the same name).
    const entry = modules.find((module) => module.path === join(server, 'entry.mjs'));
    if (!entry) throw new Error(`No entry.mjs in ${server}`);
    const before = new Set(ownWorkerdPids());
    const miniflare = new Miniflare(
      convertV4MiniflareOptions({
        workers: [
          {
            ...options,
            name: WORKER_NAME,
            modulesRoot: server,
            modules: [entry, ...modules.filter((module) => module.path !== join(server, 'entry.mjs'))],
            bindings: { ...options.bindings, ...LOCAL_VARS, TOTP_ENCRYPTION_KEY: newTotpEncryptionKey() },
          },
        ],
        host: '127.0.0.1',
        port: 0,
        inspectorPort: 0,
        // The Worker's own log (a line per e-mail in the outbox, …) would bury the bench's figures: errors only.
        handleStructuredLogs: ({ level, message }) => {
          if (level === 'error') console.error(message);
        },
        resourcePersistencePath: join(copy, 'v3'),
      }),
    );
    mf = miniflare;
    const url = (await miniflare.ready).origin;
    const inspectorUrl = new URL(`/core:user:${WORKER_NAME}`, await miniflare.getInspectorURL()).href;
    const pids = ownWorkerdPids().filter((pid) => !before.has(pid));
    if (pids.length === 0) throw new Error('No workerd process of this Miniflare found in /proc');
    return {
      url,
      stateDir: copy,
      inspectorUrl,
      /** The CPU time charged so far to this Miniflare's workerd (ms). */
      cpuMs: () => processCpuMs(pids),
      stop: async () => {
        await miniflare.dispose();
        await rm(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mf?.dispose().catch(() => undefined);
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A V8 CPU profile (.cpuprofile) as the inspector's Profiler.stop gives it.
 * @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame
 * @typedef {{ nodes: { id: number, children?: number[], callFrame: CallFrame }[], startTime: number, endTime: number, samples: number[], timeDeltas: number[] }} Profile
 */
/** @typedef {Awaited<ReturnType<typeof openInspector>>} Inspector */

/** V8's default sampling interval (µs). */
export const SAMPLING_INTERVAL_US = 1000;

/** How long a DevTools command may take to answer before the bench gives up (the profile's stop carries the profile). */
const COMMAND_TIMEOUT_MS = 60_000;

/** A DevTools session on one isolate (Node's own WebSocket client). `send` resolves to the command's result. */
/** @param {string} inspectorUrl */
export async function openInspector(inspectorUrl) {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Cannot open ${inspectorUrl}`)), { once: true });
  });
  let lastId = 0;
  /** @type {Map<number, { resolve: (result: unknown) => void, reject: (error: Error) => void, timer: ReturnType<typeof setTimeout>, method: string }>} */
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = /** @type {{ id?: number, result?: unknown, error?: unknown }} */ (JSON.parse(String(event.data)));
    const waiting = message.id !== undefined ? pending.get(message.id) : undefined;
    if (!waiting || message.id === undefined) return; // An event, or another client's answer.
    pending.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.error) waiting.reject(new Error(`${waiting.method}: ${JSON.stringify(message.error)}`));
    else waiting.resolve(message.result);
  });
  socket.addEventListener('close', () => {
    for (const waiting of pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error(`${waiting.method}: the inspector closed`));
    }
    pending.clear();
  });
  /** @param {string} method @param {Record<string, unknown>} [params] @returns {Promise<unknown>} */
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer from the inspector in ${COMMAND_TIMEOUT_MS / 1000} s`));
      }, COMMAND_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer, method });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const close = async () => {
    if (socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => socket.addEventListener('close', resolve, { once: true }));
    socket.close();
    await closed;
  };
  return { send, close };
}

/**
 * A .cpuprofile's time, split into busy (every sample but `(idle)`) and idle, in ms. Sample i stands for the time
 * until the next sample (DevTools' reading), the last one for the time until the profile's end.
 * @param {Profile} profile
 */
export function busyTime(profile) {
  const idleNodes = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  let stamp = profile.startTime;
  const stamps = profile.timeDeltas.map((delta) => (stamp += delta));
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((node, i) => {
    const span = (stamps[i + 1] ?? profile.endTime) - (stamps[i] ?? profile.endTime);
    if (idleNodes.has(node)) idle += span;
    else busy += span;
  });
  return { busyMs: busy / 1000, idleMs: idle / 1000, samples: profile.samples.length };
}

/**
 * One run of requests under V8's profiler; `run` resolves to the number of requests it made (one after the other, so
 * the isolate's busy time is theirs alone).
 * @param {Inspector} inspector @param {() => Promise<number>} run @param {number} intervalUs @param {() => number} cpuMs
 */
async function profileOnce(inspector, run, intervalUs, cpuMs) {
  await inspector.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await inspector.send('Profiler.start');
  const cpuBefore = cpuMs();
  let requests;
  try {
    requests = await run();
  } catch (error) {
    await inspector.send('Profiler.stop').catch(() => undefined);
    throw error;
  }
  const processMs = cpuMs() - cpuBefore;
  const { profile } = /** @type {{ profile: Profile }} */ (await inspector.send('Profiler.stop'));
  return { requests, profile, processMs, ...busyTime(profile) };
}

/**
 * The isolate's busy CPU per request over `rounds` profiled runs of `run(round)`: the second quietest round's figure,
 * or the workerd process's own CPU per request over all the rounds when that is lower (see the top of this file).
 * Why a quiet one: a sample counts the wall time until the next one, so a moment the operating system gave the
 * isolate's thread to another job (this machine is shared) is counted as busy; such moments only ever add, and the
 * quieter rounds are the nearer to the isolate's own CPU. Why not the quietest: a sample every millisecond can miss
 * most of a run of very short requests (a cached page), and one such round would read 0. The median is kept beside
 * it, and that round's profile.
 * @param {Inspector} inspector @param {(round: number) => Promise<number>} run
 * @param {{ cpuMs: () => number, rounds?: number, intervalUs?: number }} options
 */
export async function profileRequests(inspector, run, { cpuMs, rounds = 5, intervalUs = SAMPLING_INTERVAL_US }) {
  await inspector.send('Profiler.enable');
  const runs = [];
  try {
    for (let round = 0; round < rounds; round++) runs.push(await profileOnce(inspector, () => run(round), intervalUs, cpuMs));
  } finally {
    await inspector.send('Profiler.disable');
  }
  const perRequest = (/** @type {{ busyMs: number, requests: number }} */ one) => one.busyMs / one.requests;
  const sorted = [...runs].sort((a, b) => perRequest(a) - perRequest(b));
  const quietest = sorted[Math.min(1, sorted.length - 1)];
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!quietest || !middle) throw new Error('no profiled round');
  const requests = runs.reduce((sum, one) => sum + one.requests, 0);
  const processMsPerRequest = runs.reduce((sum, one) => sum + one.processMs, 0) / requests;
  return {
    requests,
    rounds,
    intervalUs,
    profileMsPerRequest: perRequest(quietest),
    processMsPerRequest,
    msPerRequest: Math.min(perRequest(quietest), processMsPerRequest),
    medianMsPerRequest: perRequest(middle),
    busyMs: quietest.busyMs,
    roundRequests: quietest.requests,
    profile: quietest.profile,
  };
}

/**
 * The functions that spent the most of a profile's busy time, self and inclusive (a function counted once per
 * sample however deep it recurs), as `[ms, "name file:line:column"]`, largest first.
 * @param {Profile} profile @param {number} [count]
 */
export function topFunctions(profile, count = 15) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (/** @type {CallFrame} */ { functionName, url, lineNumber, columnNumber }) =>
    `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const inclusive = new Map();
  let stamp = profile.startTime;
  const stamps = profile.timeDeltas.map((delta) => (stamp += delta));
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const span = ((stamps[i + 1] ?? profile.endTime) - (stamps[i] ?? profile.endTime)) / 1000;
    self.set(name(frame), (self.get(name(frame)) ?? 0) + span);
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
      const callFrame = nodes.get(at)?.callFrame;
      if (!callFrame) break;
      const key = name(callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + span);
    }
  });
  const largest = (/** @type {Map<string, number>} */ map) =>
    [...map]
      .map(([key, ms]) => /** @type {[number, string]} */ ([ms, key]))
      .sort((a, b) => b[0] - a[0])
      .slice(0, count);
  return { self: largest(self), inclusive: largest(inclusive) };
}
