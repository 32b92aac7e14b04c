// @ts-check
// Runs vitest with every clock of the run moved to one instant: `npm run test:at -- 2026-12-31T23:30:00-05:00
// [vitest arguments]`. tests/clock/move-realtime.c, built here with the machine's C compiler, is preloaded into the
// whole run (Node, workerd and its D1, Chromium): each reads the wall clock moved by the same offset, from the
// same instant on. How and why: docs/testing.md, "Any hour".
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [instant, ...vitestArgs] = process.argv.slice(2);
const target = Date.parse(instant ?? '');
if (!instant || !/(Z|[+-]\d\d:\d\d)$/i.test(instant) || Number.isNaN(target)) {
  console.error('Usage: npm run test:at -- <an instant with its offset, e.g. 2026-12-31T23:30:00-05:00> [vitest arguments]');
  process.exit(2);
}

const source = fileURLToPath(new URL('./move-realtime.c', import.meta.url));
const outDir = fileURLToPath(new URL('../../node_modules/.cache/test-clock/', import.meta.url));
const library = `${outDir}move-realtime.so`;
mkdirSync(outDir, { recursive: true });
execFileSync('cc', ['-shared', '-fPIC', '-O2', '-o', library, source], { stdio: 'inherit' });

const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const env = {
  ...process.env,
  TEST_CLOCK_OFFSET_MS: String(target - Date.now()),
  LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(':'),
};
console.log(`Every clock of this run starts at ${new Date(target).toISOString()} (${instant}).`);
const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], { env, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
