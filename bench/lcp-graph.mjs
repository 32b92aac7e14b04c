// @ts-check
// Why a public page's largest paint measures what it does: runs Lighthouse as `npm run bench` does and prints, for each
// run, the two graphs Lighthouse's simulation (Lantern) replays on slow 4G and every node in them, in the order they end:
// the document, each request (priority, bytes, connection), each main-thread task (×4 CPU). Lantern's LCP is the mean
// of the two graphs' last ends (docs/performance.md, 'The largest paint on slow 4G' and 'Round 4').
//   npm run bench:lcp-graph                                   # memorial and the real family, 3 runs each
//   npm run bench:lcp-graph -- --pages memorial --runs 5 --skip-build
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { buildUnlessSkipped, startWorker } from './local-worker.mjs';
import { createRealFamily } from './real-family.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback @returns {string} */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return (index >= 0 && args[index + 1]) || fallback;
};
const RUNS = Number(option('--runs', '3'));
const PAGES = option('--pages', 'memorial,real-family').split(',');
/** @type {Record<string, string | undefined>} */
const PATHS = { memorial: '/memorial/maria-elena-rodriguez', family: '/familia/familia-gomez-herrera', couple: '/pareja/camila-y-andres' };
const CHROME_FLAGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];
/** The trace events that say what a main-thread task did. */
const TASK_EVENTS = /^(ParseHTML|UpdateLayoutTree|Layout|Paint|EvaluateScript|v8\.evaluateModule)$/;

/** One of Lantern's simulated graphs (optimistic or pessimistic) and when each of its nodes ran. */
/** @typedef {Awaited<ReturnType<typeof LanternLargestContentfulPaint.request>>['optimisticEstimate']} Estimate */
/** @typedef {Estimate['nodeTimings'] extends Map<infer Node, unknown> ? Node : never} GraphNode */

/** @param {GraphNode} node @param {string} origin */
function describe(node, origin) {
  if (node.type === 'network') {
    const { resourceType, priority, url, transferSize, connectionId } = node.request;
    return `${resourceType} ${priority} ${url.replace(origin, '').slice(0, 70)} ${transferSize} B, connection ${connectionId}`;
  }
  const names = [...new Set(node.childEvents.map((event) => event.name).filter((name) => TASK_EVENTS.test(name)))];
  return `main thread ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed (${names.join(', ')})`;
}

/** @param {string} label @param {Estimate} estimate @param {string} origin */
function printGraph(label, estimate, origin) {
  const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of nodes) {
    if (node.type === 'network' && node.request.url.startsWith('data:')) continue;
    console.log(
      `  ${label.padEnd(11)} ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)} ms  ${describe(node, origin)}`,
    );
  }
}

await buildUnlessSkipped(args);
const worker = await startWorker();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  if (PAGES.includes('real-family')) PATHS['real-family'] = (await createRealFamily(worker.url)).path;
  for (const page of PAGES) {
    if (!PATHS[page]) throw new Error(`No page '${page}' (${Object.keys(PATHS).join(', ')}, real-family)`);
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(`${worker.url}${PATHS[page]}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr, artifacts } = result;
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      };
      const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
      const metrics = lhr.audits.metrics?.details;
      if (metrics?.type !== 'debugdata') throw new Error(`Lighthouse gave no metrics for ${page}`);
      /** @type {{ observedFirstContentfulPaint: number, observedLargestContentfulPaint: number }} */
      const observed = metrics.items[0];
      console.log(
        `\n${page} run ${run}: LCP ${Math.round(lcp.timing)} ms = mean of optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} and pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}` +
          ` (observed unthrottled: first contentful paint ${observed.observedFirstContentfulPaint} ms, largest ${observed.observedLargestContentfulPaint} ms)`,
      );
      printGraph('optimistic', lcp.optimisticEstimate, worker.url);
      printGraph('pessimistic', lcp.pessimisticEstimate, worker.url);
    }
  }
} finally {
  chrome.kill();
  await worker.stop();
}
