import { aroundEachRun } from './d1-runs';

/** What D1 answers when it cannot be reached (the message workerd's binding gives). */
export const D1_DOWN = 'D1_ERROR: Network connection lost.';

/**
 * A D1 binding that fails the way an unreachable D1 does while `down` is set: every statement run and every
 * batch rejects with D1_DOWN, decided when it runs (a statement prepared before the outage fails too). Pass
 * `binding` where the Worker reads `env.DB`.
 */
export function switchableD1(real: D1Database) {
  const state = { down: false };
  const binding = aroundEachRun(real, (send) => (state.down ? Promise.reject(new Error(D1_DOWN)) : send()));
  return {
    binding,
    fail: () => {
      state.down = true;
    },
    recover: () => {
      state.down = false;
    },
  };
}
