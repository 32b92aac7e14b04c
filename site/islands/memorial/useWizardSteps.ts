import { useEffect, useRef, useState } from 'react';

/**
 * The current step and the step heading's ref. When the step changes the heading takes the focus, so
 * keyboard and screen-reader users start reading the new step from its title (and the page scrolls to it).
 */
export function useWizardSteps(count: number) {
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus({ preventScroll: true });
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(Math.max(0, Math.min(count - 1, next)));
  };

  return { step, goTo, headingRef, last: count - 1 };
}

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
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  fields: readonly string[],
  errors: Partial<Record<string, string>>,
): void {
  const first = fields.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
