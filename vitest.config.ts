import { defineConfig } from 'vitest/config';
import { commonPasswordsPlugin } from './worker/build/common-passwords-plugin.ts';

/**
 * The one place that says how long a test waits for a condition (`expect.poll`). CI is a busy 2-core
 * machine: a condition that holds on a quiet laptop within 100 ms can take seconds there, so polls wait
 * up to 20 s (they return as soon as the condition holds, so a passing suite is no slower).
 */
const expect = { poll: { timeout: 20_000, interval: 100 } };

/**
 * Three projects, one runner: unit (pure functions), api (the Hono app against libSQL with the real
 * migrations) and e2e (Debian's Chromium against the built Worker running in workerd).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        plugins: [commonPasswordsPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          expect,
        },
      },
      {
        plugins: [commonPasswordsPlugin()],
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          expect,
          testTimeout: 20_000,
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
          setupFiles: ['tests/e2e/setup-csp.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
