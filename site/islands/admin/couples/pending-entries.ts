import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Text typed into a list field (a food, an interest) without pressing 'Agregar' is still meant for the list. Each
 * list field registers how to add what it holds; the wizard asks every one of them before it leaves a step.
 * A field answers false when its text cannot go in (the list is full): it then shows why, and the step stays.
 */
export type PendingEntries = { register: (flush: () => boolean) => () => void; flushAll: () => boolean };

export function createPendingEntries(): PendingEntries {
  const flushes = new Set<() => boolean>();
  return {
    register: (flush) => {
      flushes.add(flush);
      return () => flushes.delete(flush);
    },
    // Every field is asked, so each one that cannot take its text says so, not only the first.
    flushAll: () => [...flushes].map((flush) => flush()).every(Boolean),
  };
}

export const PendingEntriesContext = createContext<PendingEntries | null>(null);

/** Registers the field's `flush` (always its latest version) for as long as the field is on screen. */
export function usePendingEntry(flush: () => boolean): void {
  const entries = useContext(PendingEntriesContext);
  const latest = useRef(flush);
  useLayoutEffect(() => {
    latest.current = flush;
  });
  useEffect(() => entries?.register(() => latest.current()), [entries]);
}
