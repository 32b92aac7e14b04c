/**
 * `client:touch="name"`: the island hydrates at the first pointer, key or focus on an element marked
 * `data-wakes~="name"`, or when a page script calls wakeIsland(name) (lib/islands/wake.ts). Until then the page
 * ships none of its code, React included. The tap itself is not lost: the triggers are plain HTML whose clicks
 * page scripts handle from first paint by setting a store, which the island renders once it hydrates.
 * Astro inlines this file, bundled on its own by esbuild, in every page that has such an island.
 */
import type { ClientDirective } from 'astro';
import { isAwake, WAKE_EVENT, WAKES_ATTRIBUTE } from '../lib/islands/wake';

const TRIGGER_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

const touchDirective: ClientDirective = (load, options) => {
  const name = typeof options.value === 'string' ? options.value : '';
  const selector = `[${WAKES_ATTRIBUTE}~="${CSS.escape(name)}"]`;
  let woken = false;

  const onTrigger = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) void wake();
  };
  const onWake = (event: Event) => {
    if (event instanceof CustomEvent && event.detail === name) void wake();
  };
  const stopListening = () => {
    for (const type of TRIGGER_EVENTS) document.removeEventListener(type, onTrigger, true);
    window.removeEventListener(WAKE_EVENT, onWake);
  };
  async function wake(): Promise<void> {
    if (woken) return;
    woken = true;
    stopListening();
    const hydrate = await load();
    await hydrate();
  }

  // No name to be woken by, or asked for before this island started: nothing to wait for.
  if (!name || isAwake(name)) {
    void wake();
    return;
  }
  // Capture: a trigger whose own handler stops the event still wakes the island.
  for (const type of TRIGGER_EVENTS) document.addEventListener(type, onTrigger, { capture: true, passive: true });
  window.addEventListener(WAKE_EVENT, onWake);
};

export default touchDirective;
