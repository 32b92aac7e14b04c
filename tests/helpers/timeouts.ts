/**
 * How long any test waits for a condition: `expect.poll` (vitest.config.ts) and every Playwright wait
 * and action (tests/helpers/browser.ts). CI is a busy 2-core machine where a condition that holds within
 * 100 ms on a quiet laptop can take seconds; waits return as soon as the condition holds, so a generous
 * bound costs a passing suite nothing. Tests do not pass their own shorter timeouts.
 */
export const CONDITION_TIMEOUT_MS = 30_000;
