import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates server HTML, true right after (React re-renders once by itself). Islands whose
 * server render shows a store's default (the session 'loading') must hydrate with that same default:
 * React does not patch attributes that differ at hydration, so a session already known when the island
 * wakes up (a page script asked first) would leave the server's classes in place for good.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
