// @ts-check
// Start-up and upload (docs/performance.md): `wrangler check startup` on the bench's build, run RUNS times. Each run bundles
// what `wrangler deploy` would upload (its size, and gzip: the upload limit's measure) and profiles the Worker's
// global scope (`Active`: the CPU time before the first request can be served). The median of the runs is
// compared with the goals, and the profile of the median run is summarised (self time by function and chunk,
// and by chunk) so the next person knows where the start-up goes.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { OUT_DIR } from './local-worker.mjs';

export const STARTUP_GOALS = { activeMs: 50, uploadGzipKiB: 1.5 * 1024 };

const ROOT = new URL('../', import.meta.url).pathname;
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const QUIET_ENV = { WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

/** What a `.cpuprofile` holds that profileTop reads. @typedef {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} CpuProfile */

/** @param {number[]} values @returns {number} NaN when there are none */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @param {string} outfile @returns {Promise<string>} */
function checkStartup(outfile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [WRANGLER, 'check', 'startup', '--config', join(OUT_DIR, 'server/wrangler.json'), '--outfile', outfile],
      {
        cwd: ROOT,
        env: { ...process.env, ...QUIET_ENV },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrangler check startup exited ${code}\n${output}`))));
  });
}

/** `Bundle: 7005.12 KiB / gzip: 1936.07 KiB` and `Active: 143.0 ms (…)` from wrangler's report. */
/** @param {string} output */
export function parseStartupReport(output) {
  const bundle = output.match(/Bundle:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
  const active = output.match(/Active:\s*([\d.]+)\s*ms/);
  if (!bundle || !active) throw new Error(`Unexpected output of wrangler check startup:\n${output}`);
  return { bundleKiB: Number(bundle[1]), gzipKiB: Number(bundle[2]), activeMs: Number(active[1]) };
}

/**
 * Self time per sampled frame, summed by `function (chunk)` and by chunk, largest first. The profile's samples
 * are about 10 ms apart, so an item's time is a count of samples: the order is what to read, not the decimals.
 * @param {CpuProfile} profile @param {number} [count]
 */
export function profileTop(profile, count = 5) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  /** @type {Map<string, number>} */
  const byChunk = new Map();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    const chunk = frame.url ? basename(frame.url) : '(native)';
    const name = `${frame.functionName || '(module body)'} (${chunk}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ''})`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + delta);
  });
  /** @param {Map<string, number>} map */
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: micros / 1000 }));
  return { functions: top(byFunction), chunks: top(byChunk) };
}

/** RUNS start-up checks one after the other (each one bundles, so about 10 s apiece); medians and the typical profile. */
/** @param {string} resultsDir @param {number} [runs] */
export async function measureStartup(resultsDir, runs = 5) {
  const results = [];
  for (let n = 1; n <= runs; n++) {
    const outfile = join(resultsDir, `startup-${n}.cpuprofile`);
    const report = parseStartupReport(await checkStartup(outfile));
    results.push({ ...report, outfile });
  }
  const activeMs = median(results.map((run) => run.activeMs));
  const typical = results.find((run) => run.activeMs === activeMs) ?? results[0];
  if (!typical) throw new Error('no start-up run to summarise');
  const top = profileTop(JSON.parse(await readFile(typical.outfile, 'utf8')));
  return {
    runs: results.map(({ activeMs: ms }) => ms),
    activeMs,
    bundleKiB: median(results.map((run) => run.bundleKiB)),
    gzipKiB: median(results.map((run) => run.gzipKiB)),
    profile: basename(typical.outfile),
    top,
    goals: STARTUP_GOALS,
    met: activeMs <= STARTUP_GOALS.activeMs && median(results.map((run) => run.gzipKiB)) <= STARTUP_GOALS.uploadGzipKiB,
  };
}

/** @param {Awaited<ReturnType<typeof measureStartup>>} startup */
export function printStartup(startup) {
  const check = (/** @type {boolean} */ ok) => (ok ? ' ✓' : ' ✗');
  const kib = (/** @type {number} */ value) => `${Math.round(value).toLocaleString('en-US')} KiB`;
  const lines = [
    `\nSTART-UP  \`wrangler check startup\` on the bench's build, ${startup.runs.length} runs (Active: ${startup.runs.map((ms) => `${ms} ms`).join(', ')})`,
    `  global scope (Active, median)  ${startup.activeMs} ms   (goal ≤ ${startup.goals.activeMs} ms)${check(startup.activeMs <= startup.goals.activeMs)}`,
    `  upload                         ${kib(startup.bundleKiB)}, ${kib(startup.gzipKiB)} gzip   (goal ≤ ${kib(startup.goals.uploadGzipKiB)} gzip)${check(startup.gzipKiB <= startup.goals.uploadGzipKiB)}`,
    `  where the start-up goes (self time in ${startup.profile}, sampled about every 10 ms):`,
    ...startup.top.functions.map((item) => `    ${item.ms.toFixed(1).padStart(6)} ms  ${item.name}`),
    '  by chunk:',
    ...startup.top.chunks.map((item) => `    ${item.ms.toFixed(1).padStart(6)} ms  ${item.name}`),
  ];
  console.log(lines.join('\n'));
}
