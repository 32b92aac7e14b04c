import { useEffect, useRef } from 'react';
import { $photosBeingPrepared } from '../../stores/photo-preparation';

/**
 * A wizard's steps as history entries (docs/features/drafts.md): moving to a step pushes an entry whose
 * address says it (`?paso=2`), so a phone's Back button goes to the previous step instead of leaving the
 * wizard, and a reload knows where the person was (the first step keeps the plain address). 'Anterior' goes
 * back through history when the entry before is that step, so Back and Forward stay in order.
 */

const PARAM = 'paso';
type StepState = { wizardStep: number; wizardFrom?: number };

const stepOf = (state: unknown): number | null => {
  const value = (state as Partial<StepState> | null)?.wizardStep;
  return typeof value === 'number' ? value : null;
};

/** The current address with `?paso=` for `step` (1-based, the way the page counts); the first step has none. */
export function stepAddress(step: number, href: string = window.location.href): string {
  const url = new URL(href);
  if (step === 0) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, String(step + 1));
  return `${url.pathname}${url.search}${url.hash}`;
}

type Options = {
  step: number;
  /** Shows `step` (from a history move: nothing is pushed). */
  show: (step: number) => void;
  /** True while the step must not change (files being sent or prepared): Back then keeps the step. */
  blocked?: () => boolean;
};

export function useStepHistory({ step, show, blocked }: Options) {
  const latest = useRef({ step, show, blocked });
  latest.current = { step, show, blocked };

  useEffect(() => {
    // The wizard puts each step's heading in view itself; a reload starts at the top (where a draft is offered).
    history.scrollRestoration = 'manual';
    // This entry is the wizard's current step (after a reload, the step the draft brought back).
    const state = { ...(history.state as object | null), wizardStep: latest.current.step } satisfies StepState;
    history.replaceState(state, '', stepAddress(latest.current.step));
    const onPop = (event: PopStateEvent) => {
      const target = stepOf(event.state);
      if (target === null) return;
      const { step: now, show: move, blocked: isBlocked } = latest.current;
      // A photo still being prepared would be lost with its step, as the wizard's own buttons know.
      if (isBlocked?.() || $photosBeingPrepared.get() > 0) {
        history.pushState({ wizardStep: now, wizardFrom: target } satisfies StepState, '', stepAddress(now));
        return;
      }
      if (target !== now) move(target);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /** Moves forward or to any step: a new history entry. */
  const push = (next: number) => {
    const now = latest.current.step;
    if (next === now) return;
    history.pushState({ wizardStep: next, wizardFrom: now } satisfies StepState, '', stepAddress(next));
    latest.current.show(next);
  };

  /** 'Anterior': the browser's Back when the entry before is the previous step, a new entry otherwise. */
  const back = () => {
    const now = latest.current.step;
    if (now === 0) return;
    if ((history.state as Partial<StepState> | null)?.wizardFrom === now - 1) history.back();
    else push(now - 1);
  };

  return { push, back };
}
