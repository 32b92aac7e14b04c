// @ts-check
// Speed benchmark of the public memorial pages and the buyer's pages (docs/performance.md): builds the site,
// serves the built Worker locally on fresh seeded data, measures the demo memorial, family and couple pages,
// the landing (/) and the templates gallery (/template) with Lighthouse (Debian's Chromium, mobile, simulated
// slow 4G: Lighthouse's default; a page load with no interaction, so its JavaScript is what the page needs
// before anyone touches it), prints them side by side as the README's table, and drives GET /memorial/{slug} with a bounded
// load generator on loopback against GET /api/health on the same Worker (docs/features/edge-cache.md: the page, served from the
// edge cache, at 80 % or more of the health endpoint's requests per second, p99 at most 50 ms). Prints the
// figures next to the goals. A benchmark, not a test: it exits 0 even when a goal is missed, unless run
// with --strict.
//
// It also runs, in this order: the start-up and upload (bench/startup.mjs, `wrangler check startup` on the
// build), a real customer's family page (bench/real-family.mjs: three members, nine phone photos with their
// renditions and a video, uploaded through the site's own code) measured with Lighthouse beside the demos,
// the CPU each kind of request costs the local workerd and the Worker's own isolate (bench/cpu.mjs; `npm run
// bench:cpu` runs it alone), and a funeral's crowd
// (bench/crowd.mjs, 2 minutes here; `npm run bench:crowd` runs it alone, 5 minutes by default).
//
//   npm run bench                 # build + measure
//   npm run bench -- --runs 9     # more Lighthouse runs per page (default 5; the median is reported)
//   npm run bench -- --skip-build # reuse bench/results/dist
//   npm run bench -- --load-only  # only the load test (no Lighthouse)
//   npm run bench -- --no-load    # only Lighthouse
//   npm run bench -- --pages landing,gallery   # only these pages (names in PAGES, 'real-family' included)
//   npm run bench -- --no-startup --no-cpu --no-crowd --no-real-family   # leave parts out
//   npm run bench -- --crowd-minutes 1          # a shorter crowd (default 2)
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SEED_COUPLE } from '../db/seed/data/couples.ts';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { measureCpu, printCpu } from './cpu.mjs';
import { printCrowd, runCrowd } from './crowd.mjs';
import { buildUnlessSkipped, startWorker } from './local-worker.mjs';
import { createRealFamily } from './real-family.mjs';
import { measureStartup, printStartup } from './startup.mjs';

/** A visitor at the grave on mobile data; the LCP went from 2 s to 1.2 s (docs/performance.md). */
const PUBLIC_GOALS = { score: 95, lcpMs: 1200, cls: 0.05, tbtMs: 50, jsGzipBytes: 25 * 1024, lcpImageBytes: 100 * 1024 };
/** The memorial page, from 1.27 s towards the 0.64 s of a bare page. */
const MEMORIAL_GOALS = { ...PUBLIC_GOALS, lcpMs: 1000 };
/** The buyer's pages, with their islands still asleep (they wake at the first touch). */
const STORE_GOALS = { score: 98, lcpMs: 1500, cls: 0.05, tbtMs: 50, jsGzipBytes: 40 * 1024, lcpImageBytes: 100 * 1024 };
// The couple page has the memorial page's budget (product §3.2 is opened the same way, from a shared link).
/** @typedef {typeof PUBLIC_GOALS} Goals */
/** A measured page: `path` is null until known (the real family's), `goals` null for a page measured without any. @typedef {{ name: string, path: string | null, goals: Goals | null }} Page */
/** @type {Page[]} */
const PAGES = [
  { name: 'memorial', path: '/memorial/maria-elena-rodriguez', goals: MEMORIAL_GOALS },
  { name: 'family', path: '/familia/familia-gomez-herrera', goals: null },
  { name: 'couple', path: `/pareja/${SEED_COUPLE.slug}`, goals: PUBLIC_GOALS },
  { name: 'landing', path: '/', goals: STORE_GOALS },
  { name: 'gallery', path: '/template', goals: STORE_GOALS },
  // A customer's family as customers make them (its path is known once bench/real-family.mjs made it).
  { name: 'real-family', path: null, goals: PUBLIC_GOALS },
];
const LOAD_PATH = '/memorial/maria-elena-rodriguez';
const BASELINE_PATH = '/api/health';
/**
 * The page and the health endpoint take turns, round after round, and each figure is the median over the
 * rounds: on a machine shared with other jobs a burst of someone else's work then lands in one round of one
 * of them instead of deciding the comparison.
 */
const LOAD = { connections: 10, duration: 4, rounds: 5 };
/** The page from the edge cache against the Worker's cheapest route, on the same Worker. */
const LOAD_GOALS = { ratio: 0.8, p99Ms: 50 };
const CHROME_FLAGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];
const RESULTS = new URL('./results/', import.meta.url);

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const RUNS = option('--runs', 5);
const strict = args.includes('--strict');
const loadOnly = args.includes('--load-only');
const noLoad = args.includes('--no-load');
const pagesIndex = args.indexOf('--pages');
const SELECTED = (pagesIndex >= 0 ? PAGES.filter((page) => args[pagesIndex + 1]?.split(',').includes(page.name)) : PAGES).filter(
  (page) => !(page.name === 'real-family' && args.includes('--no-real-family')),
);
const CROWD_MINUTES = option('--crowd-minutes', 2);
const withStartup = !loadOnly && !args.includes('--no-startup');
const withCpu = !loadOnly && !args.includes('--no-cpu');
const withCrowd = !loadOnly && !args.includes('--no-crowd');

const kb = (/** @type {number | null} */ bytes) => `${(Number(bytes) / 1024).toFixed(1)} KB`;
const files = (/** @type {number} */ count) => `${count} ${count === 1 ? 'file' : 'files'}`;
const ms = (/** @type {number | null} */ value) => `${Math.round(Number(value))} ms`;

/**
 * The parts of Lighthouse's audits read here: a request of `network-requests`, the LCP element's two tables
 * (its node, then its phases), the LCP image's initiator.
 * @typedef {{ url: string, resourceType?: string, transferSize?: number, rendererStartTime?: number }} NetworkRequest
 * @typedef {{ node?: { snippet?: string }, phase: string, timing: number }} LcpItem
 * @typedef {{ numericValue: number, details?: { items?: (NetworkRequest & { items?: LcpItem[] })[], debugData?: { initiatorPath?: { url: string }[] } } }} Audit
 */

/** The JavaScript a page loads, gzip-compressed as a CDN would send it (fetched again and measured). */
/** @param {string} origin @param {NetworkRequest[]} requests */
async function scriptGzipBytes(origin, requests) {
  let total = 0;
  for (const request of requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))) {
    const body = new Uint8Array(await (await fetch(request.url)).arrayBuffer());
    total += gzipSync(body, { level: 6 }).byteLength;
  }
  return total;
}

/**
 * One Lighthouse run reduced to the figures the issue asks for.
 * @param {import('chrome-launcher').LaunchedChrome} chrome @param {string} origin @param {string | null} path
 */
async function measure(chrome, origin, path) {
  const url = `${origin}${path}`;
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const audit = (/** @type {string} */ id) => /** @type {Audit} */ (/** @type {unknown} */ (lhr.audits[id]));
  const requests = audit('network-requests')?.details?.items ?? [];
  const lcpNode = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  // Where the LCP's time goes: TTFB, load delay, load time, render delay (Lighthouse's own breakdown).
  const lcpPhases = (audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? []).map(
    (item) => `${item.phase} ${Math.round(item.timing)} ms`,
  );
  // The LCP image's request, whether an <img> or a CSS background (the template's backdrop).
  const lcpImageUrl = audit('prioritize-lcp-image')?.details?.debugData?.initiatorPath?.[0]?.url;
  const lcpImage = requests.find((r) => r.resourceType === 'Image' && r.url === lcpImageUrl);
  const portrait = requests.find((r) => r.resourceType === 'Image' && r.url.includes('/media/profile/'));
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // The template's looping video, which the page only asks for once it has loaded and the browser is idle.
  const video = requests.find((r) => r.resourceType === 'Media' && r.url.includes('/templates/'));
  return {
    lhr,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    speedIndexMs: audit('speed-index').numericValue,
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: await scriptGzipBytes(origin, requests),
    jsRequests: scripts.length,
    totalBytes: audit('total-byte-weight').numericValue,
    requests: requests.length,
    lcpElement: lcpNode?.snippet ?? '(unknown)',
    lcpPhases: lcpPhases.join(', '),
    // Lighthouse's measure of this machine's speed: CPU-bound figures (TBT) depend on it and on load.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpImageBytes: lcpImage?.transferSize ?? null,
    lcpImageUrl: lcpImage ? new URL(lcpImage.url).pathname : null,
    portraitBytes: portrait?.transferSize ?? null,
    portraitUrl: portrait ? new URL(portrait.url).pathname : null,
    videoBytes: video?.transferSize ?? null,
    videoUrl: video ? new URL(video.url).pathname : null,
    videoStartMs: video?.rendererStartTime ?? null,
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Figures */

/** @param {number[]} values @returns {number} NaN when there are none */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Each timing is the median over the runs, taken separately (one noisy run, for example a long task while
 * another process holds the CPU, moves no figure); bytes and elements come from the median-score run.
 * @param {Figures[]} runs
 */
function medianFigures(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  const typical = sorted[Math.floor(sorted.length / 2)];
  if (!typical) throw new Error('no Lighthouse run');
  const figures = { ...typical };
  for (const key of /** @type {const} */ (['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs']))
    figures[key] = median(runs.map((run) => run[key]));
  return figures;
}

/** What the edge cache said about one GET of `path` (hit, miss, or none for routes it never answers). */
/** @param {string} origin @param {string} path */
async function edgeCacheState(origin, path) {
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  return response.headers.get('x-edge-cache') ?? 'none';
}

/** @param {string} origin @param {string} path */
async function loadRound(origin, path) {
  const result = await autocannon({ url: `${origin}${path}`, connections: LOAD.connections, duration: LOAD.duration });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

/** Each figure's median over the rounds; answers and failures summed. @param {Awaited<ReturnType<typeof loadRound>>[]} rounds */
function medianRound(rounds) {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    total: rounds.reduce((sum, round) => sum + round.total, 0),
    rounds,
  };
}

/** `paths` in turn, LOAD.rounds times, after a warm-up of each (start-up cost; the page's copy cached). */
/** @param {string} origin @param {string[]} paths */
async function loadTest(origin, paths) {
  for (const path of paths) await autocannon({ url: `${origin}${path}`, connections: 2, duration: 2 });
  const rounds = paths.map(() => /** @type {Awaited<ReturnType<typeof loadRound>>[]} */ ([]));
  for (let round = 0; round < LOAD.rounds; round++) {
    for (const [index, path] of paths.entries()) (rounds[index] ?? []).push(await loadRound(origin, path));
  }
  return rounds.map(medianRound);
}

/** @param {Page} page @param {Figures} figures @param {Figures[]} runs */
function printPage(page, figures, runs) {
  const goals = page.goals;
  const check = (/** @type {(goals: Goals) => boolean} */ ok) => (goals ? (ok(goals) ? ' ✓' : ' ✗') : '');
  const lines = [
    `\n${page.name.toUpperCase()}  ${page.path}  (medians of ${runs.length} Lighthouse runs; scores ${runs.map((r) => r.score).join(', ')}; TBT ${runs.map((r) => Math.round(r.tbtMs)).join(', ')} ms; host benchmark index ${Math.round(figures.benchmarkIndex)})`,
    `  performance score   ${figures.score}${check((g) => figures.score >= g.score)}`,
    `  FCP                 ${ms(figures.fcpMs)}`,
    `  LCP                 ${ms(figures.lcpMs)}${check((g) => figures.lcpMs <= g.lcpMs)}`,
    `  TBT                 ${ms(figures.tbtMs)}${check((g) => figures.tbtMs <= g.tbtMs)}`,
    `  CLS                 ${figures.cls.toFixed(3)}${check((g) => figures.cls <= g.cls)}`,
    `  Speed Index         ${ms(figures.speedIndexMs)}`,
    `  JavaScript          ${kb(figures.jsGzipBytes)} gzip in ${files(figures.jsRequests)} (${kb(figures.jsTransferBytes)} transferred)${check((g) => figures.jsGzipBytes <= g.jsGzipBytes)}`,
    `  total transferred   ${kb(figures.totalBytes)} in ${figures.requests} requests`,
    `  LCP element         ${figures.lcpElement.slice(0, 110)}`,
    `  LCP phases          ${figures.lcpPhases || '(not reported)'}`,
  ];
  if (figures.lcpImageUrl) {
    lines.push(
      `  LCP image           ${figures.lcpImageUrl} ${kb(figures.lcpImageBytes)}${check((g) => Number(figures.lcpImageBytes) <= g.lcpImageBytes)}`,
    );
  }
  if (figures.portraitUrl) lines.push(`  first portrait      ${figures.portraitUrl} ${kb(figures.portraitBytes)}`);
  if (figures.videoUrl) {
    lines.push(
      `  template video      ${figures.videoUrl} ${kb(figures.videoBytes)}, asked for at ${ms(figures.videoStartMs)} (after load + idle; counted in the total above, unthrottled time)`,
    );
  }
  console.log(lines.join('\n'));
}

/**
 * The README's table: one column per measured page, its goals in its own cells (pages share few of them).
 * @param {{ page: Page, figures: Figures }[]} measured
 */
function printTable(measured) {
  /** @param {Page} page @param {string | number} value @param {string | null} [goal] */
  const cell = (page, value, goal) => (page.goals && goal !== undefined ? `**${value}** (${goal})` : value);
  /** @type {[string, (page: Page, figures: Figures) => string | number][]} */
  const rows = [
    ['performance score', (p, f) => cell(p, f.score, p.goals && `≥ ${p.goals.score}`)],
    ['First Contentful Paint', (_p, f) => `${(f.fcpMs / 1000).toFixed(2)} s`],
    ['Largest Contentful Paint', (p, f) => cell(p, `${(f.lcpMs / 1000).toFixed(2)} s`, p.goals && `≤ ${p.goals.lcpMs / 1000} s`)],
    ['Total Blocking Time', (p, f) => cell(p, ms(f.tbtMs), p.goals && `≤ ${p.goals.tbtMs} ms`)],
    ['Cumulative Layout Shift', (p, f) => cell(p, Number(f.cls.toFixed(3)), p.goals && `≤ ${p.goals.cls}`)],
    [
      'JavaScript before interaction',
      (p, f) => cell(p, `${kb(f.jsGzipBytes)} gzip (${files(f.jsRequests)})`, p.goals && `≤ ${p.goals.jsGzipBytes / 1024} KB`),
    ],
    ['everything transferred', (_p, f) => `${kb(f.totalBytes)}, ${f.requests} requests`],
  ];
  const lines = [
    `| | ${measured.map(({ page }) => `\`${page.path}\``).join(' | ')} |`,
    `|---|${measured.map(() => '---').join('|')}|`,
    ...rows.map(([label, value]) => `| ${label} | ${measured.map(({ page, figures }) => value(page, figures)).join(' | ')} |`),
  ];
  console.log(`\nTABLE  (goals in brackets; bold where the page has one)\n${lines.join('\n')}`);
}

/** @param {Figures} figures @param {Goals} goals */
function goalsMet(figures, goals) {
  return (
    figures.score >= goals.score &&
    figures.lcpMs <= goals.lcpMs &&
    figures.cls <= goals.cls &&
    figures.tbtMs <= goals.tbtMs &&
    figures.jsGzipBytes <= goals.jsGzipBytes &&
    (figures.lcpImageBytes === null || figures.lcpImageBytes <= goals.lcpImageBytes)
  );
}

/** The edge cache's load test (docs/features/edge-cache.md); true when its goals are met. @param {string} origin @param {Summary} summary */
async function measureLoad(origin, summary) {
  console.log(
    `\nLOAD  ${LOAD.connections} connections, loopback, one local Worker (workerd + D1); medians of ${LOAD.rounds} rounds of ${LOAD.duration} s, the two routes taking turns`,
  );
  // Against the cheapest route the Worker has, on the same Worker: the ceiling of `wrangler dev` here.
  const [load, baseline] = await loadTest(origin, [LOAD_PATH, BASELINE_PATH]);
  if (!load || !baseline) throw new Error('the load test measured nothing');
  // Said by the Worker itself: the page's answers came from the edge cache.
  const cache = await edgeCacheState(origin, LOAD_PATH);
  const ratio = load.requestsPerSecond / baseline.requestsPerSecond;
  const loadMet = ratio >= LOAD_GOALS.ratio && load.p99Ms <= LOAD_GOALS.p99Ms;
  summary.load = { memorial: { ...load, edgeCache: cache }, baseline, ratio, goals: LOAD_GOALS, met: loadMet };
  /** @param {string} label @param {ReturnType<typeof medianRound>} figures */
  const row = (label, figures) =>
    `  ${label.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(5)} requests/s   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms   (${figures.total} answers, ${figures.non2xx} not 2xx, ${figures.errors} errors)`;
  const check = (/** @type {boolean} */ ok) => (ok ? ' ✓' : ' ✗');
  console.log(row(`GET ${LOAD_PATH} (x-edge-cache: ${cache})`, load));
  console.log(row(`GET ${BASELINE_PATH}`, baseline));
  console.log(
    `  page / health       ${(ratio * 100).toFixed(0)} %   (goal ≥ ${LOAD_GOALS.ratio * 100} %)${check(ratio >= LOAD_GOALS.ratio)}`,
  );
  console.log(`  page p99            ${load.p99Ms} ms   (goal ≤ ${LOAD_GOALS.p99Ms} ms)${check(load.p99Ms <= LOAD_GOALS.p99Ms)}`);
  return loadMet;
}

/**
 * What summary.json holds: each part's figures, null when it did not run.
 * @typedef {{ date: string, startup: Awaited<ReturnType<typeof measureStartup>> | null, lighthouse: Record<string, unknown>, load: Record<string, unknown> | null, cpu: Awaited<ReturnType<typeof measureCpu>> | null, crowd: Awaited<ReturnType<typeof runCrowd>> | null, realFamily?: Awaited<ReturnType<typeof createRealFamily>> }} Summary
 */

async function main() {
  await mkdir(RESULTS, { recursive: true });
  await buildUnlessSkipped(args);
  /** @type {Summary} */
  const summary = { date: new Date().toISOString(), startup: null, lighthouse: {}, load: null, cpu: null, crowd: null };
  let met = true;
  /** @type {string[]} */
  const parts = [];
  // Before the Worker starts, so the local Worker's own processes do not share the CPU with the profile.
  if (withStartup) {
    console.log('Profiling the start-up (wrangler check startup) …');
    summary.startup = await measureStartup(RESULTS.pathname);
    printStartup(summary.startup);
    met = summary.startup.met && met;
    parts.push('start-up');
  }
  console.log('Starting the Worker on fresh seeded data …');
  const worker = await startWorker();
  const chrome = loadOnly
    ? null
    : await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const pages = loadOnly ? [] : SELECTED;
    const realFamily = pages.find((page) => page.name === 'real-family');
    if (realFamily) {
      console.log("Making a customer's family (three members, nine phone photos, a video) …");
      const made = await createRealFamily(worker.url);
      realFamily.path = made.path;
      summary.realFamily = { path: made.path, photos: made.photos, video: made.video };
    }
    // One untimed visit per page first: the Worker's first render pays for module start-up.
    for (const page of PAGES.filter((p) => p.path)) await fetch(`${worker.url}${page.path}`);
    /** @type {{ page: Page, figures: Figures }[]} */
    const measured = [];
    for (const page of pages) {
      if (!chrome) throw new Error('no Chrome to run Lighthouse in');
      /** @type {Figures[]} */
      const runs = [];
      for (let n = 0; n < RUNS; n++) runs.push(await measure(chrome, worker.url, page.path));
      const figures = medianFigures(runs);
      printPage(page, figures, runs);
      await writeFile(new URL(`lighthouse-${page.name}.json`, RESULTS), JSON.stringify(figures.lhr));
      const { lhr: _lhr, ...rest } = figures;
      summary.lighthouse[page.name] = { ...rest, scores: runs.map((r) => r.score) };
      if (page.goals) met = met && goalsMet(figures, page.goals);
      if (page.goals) parts.push(page.name);
      measured.push({ page, figures });
    }

    if (measured.length > 0) printTable(measured);
    if (!noLoad) {
      met = (await measureLoad(worker.url, summary)) && met;
      parts.push('load');
    }
    if (withCpu) {
      summary.cpu = await measureCpu(worker);
      printCpu(summary.cpu);
      met = summary.cpu.met && met;
      parts.push('CPU');
    }
    // Last: it writes hundreds of candles and memories to the seeded memorial.
    if (withCrowd) {
      summary.crowd = await runCrowd(worker, { minutes: CROWD_MINUTES });
      printCrowd(summary.crowd);
      met = summary.crowd.met && met;
      parts.push('crowd');
    }
  } finally {
    chrome?.kill();
    await worker.stop();
  }
  await writeFile(new URL('summary.json', RESULTS), JSON.stringify(summary, null, 2));
  console.log(`\nGoals (${parts.join(', ')}): ${met ? 'met' : 'NOT met'}. Full reports in bench/results/.`);
  if (strict && !met) process.exitCode = 1;
}

await main();
