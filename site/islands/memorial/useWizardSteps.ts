import { useEffect, useRef, useState, type RefObject } from 'react';
import { $photosBeingPrepared } from '../../stores/photo-preparation';
import { useStepHistory } from '../ui/useStepHistory';
import { stepAddress } from './step-address';

/**
 * The current step and the step heading's ref. When the step changes the heading takes the focus, so
 * keyboard and screen-reader users start reading the new step from its title (and the page scrolls to it).
 * Each step is a history entry (../ui/useStepHistory.ts): Back goes to the previous step; `initial` is the step a
 * draft brings back; `blocked` keeps the step while files are being sent or a photo is being prepared.
 */
export function useWizardSteps(count: number, initial = 0, blocked?: () => boolean) {
  const [step, setStep] = useState(() => Math.max(0, Math.min(count - 1, initial)));
  const moved = useRef(false);
  const headingRef = useStepHeading(step, moved);

  const show = (next: number) => {
    moved.current = true;
    setStep(Math.max(0, Math.min(count - 1, next)));
  };
  const history = useStepHistory({ key: WIZARD_STEP, step, show, blocked: () => wizardBusy(blocked), address: stepAddress });
  const goTo = (next: number) => history.push(Math.max(0, Math.min(count - 1, next)));

  return { step, goTo, back: history.back, headingRef, last: count - 1 };
}

/**
 * The ref of a wizard's step heading: once the person has moved (`moved`, false on the first render and a draft's
 * return), each new step's heading takes the focus and the page scrolls to it, calmly when motion is reduced.
 */
function useStepHeading(step: number, moved: RefObject<boolean>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus({ preventScroll: true });
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [step, moved]);
  return headingRef;
}

/** The history state's mark of a memorial wizard's steps. */
const WIZARD_STEP = 'wizardStep';

/** A photo still being prepared would be lost with its step, as the wizard's own buttons know. */
const wizardBusy = (blocked?: () => boolean): boolean => Boolean(blocked?.()) || $photosBeingPrepared.get() > 0;

/** Asks before leaving while files are being sent: closing the tab would lose the upload. */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** Puts the cursor in the first field with a message (radio groups: their first option). */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = fields.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
