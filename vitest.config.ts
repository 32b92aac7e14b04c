import { defineConfig } from 'vitest/config';
import { commonPasswordsPlugin } from './worker/build/common-passwords-plugin.ts';
import { CONDITION_TIMEOUT_MS } from './tests/helpers/timeouts.ts';

/** Polls wait for their condition as long as any wait does (tests/helpers/timeouts.ts says why). */
const expect = { poll: { timeout: CONDITION_TIMEOUT_MS, interval: 100 } };

/**
 * Three projects, one runner: unit (pure functions), api (the Hono app against D1 as workerd runs
 * it, through Miniflare, with the committed migrations) and e2e (Debian's Chromium against the built Worker running in workerd).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Two files at a time even on a 2-core machine: an API test spends much of its time waiting on workerd's
    // D1 (docs/d1.md), so a second worker uses what the first leaves idle. e2e files still run one at a time.
    maxWorkers: 2,
    projects: [
      {
        plugins: [commonPasswordsPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          expect,
          // Some pure tests are heavy (a captcha solver over 200 challenges): a busy 2-core machine needs seconds.
          testTimeout: 2 * CONDITION_TIMEOUT_MS,
        },
      },
      {
        plugins: [commonPasswordsPlugin()],
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/api/setup-d1.ts'],
          environment: 'node',
          expect,
          testTimeout: CONDITION_TIMEOUT_MS,
          // A file's set-up starts workerd and migrates fresh D1 databases: seconds on a busy 2-core machine.
          hookTimeout: 2 * CONDITION_TIMEOUT_MS,
        },
      },
      {
        plugins: [commonPasswordsPlugin()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          expect,
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup-csp.ts', 'tests/e2e/setup-limits.ts'],
          fileParallelism: false,
          testTimeout: 4 * CONDITION_TIMEOUT_MS,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
