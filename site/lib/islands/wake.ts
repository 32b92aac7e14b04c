/**
 * Islands that sleep until someone reaches for them (the `client:touch` directive, worker/build/touch-islands.ts).
 * An island is named by the directive's value; it wakes at the first pointer, key or focus on an element whose
 * `data-wakes` lists its name, or when a page script asks with wakeIsland() because a store now wants it shown
 * (a dialog opened, a toast, the payment after the e-mail link).
 */
export const WAKES_ATTRIBUTE = 'data-wakes';
export const WAKE_EVENT = 'island-wake';
/**
 * Names asked for so far, kept on <html>: an island that starts listening after the ask (Astro may start it
 * only once its children are parsed, after the page's modules ran) still finds it there.
 */
export const AWAKE_ATTRIBUTE = 'data-awake-islands';

export type IslandName = 'auth' | 'cart' | 'set-password' | 'toaster' | 'landing-dialogs';

export function isAwake(name: string, root: Element = document.documentElement): boolean {
  return (root.getAttribute(AWAKE_ATTRIBUTE) ?? '').split(' ').includes(name);
}

/** Asks the island to hydrate; once awake it renders what its store holds (hydrate, then act). */
export function wakeIsland(name: IslandName): void {
  const root = document.documentElement;
  if (isAwake(name, root)) return;
  root.setAttribute(AWAKE_ATTRIBUTE, `${root.getAttribute(AWAKE_ATTRIBUTE) ?? ''} ${name}`.trim());
  window.dispatchEvent(new CustomEvent<string>(WAKE_EVENT, { detail: name }));
}
