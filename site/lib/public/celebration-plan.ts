/**
 * How big the birthday celebration is (product §2.9): 7 seconds, 80 confetti, 20 balloons and
 * 6 fireworks, fewer on screens of 768 px or less so a cheap phone keeps a smooth frame rate.
 */
export type CelebrationPlan = { durationMs: number; confetti: number; balloons: number; fireworks: number };

export const CELEBRATION_MS = 7000;
export const SMALL_SCREEN_MAX_WIDTH = 768;

const FULL: CelebrationPlan = { durationMs: CELEBRATION_MS, confetti: 80, balloons: 20, fireworks: 6 };
const SMALL: CelebrationPlan = { durationMs: CELEBRATION_MS, confetti: 40, balloons: 10, fireworks: 3 };

export function celebrationPlan(viewportWidth: number): CelebrationPlan {
  return viewportWidth <= SMALL_SCREEN_MAX_WIDTH ? SMALL : FULL;
}
