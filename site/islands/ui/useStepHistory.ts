import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Steps as history entries (docs/features/drafts.md "Steps are history entries", docs/features/payments.md
 * "Back in the checkout"): moving to a step pushes an entry, so a phone's Back button goes to the previous step
 * with what was typed (the flow's state stays mounted) instead of leaving the page. Forward comes back. 'Anterior'
 * or 'Atrás' goes back through history when the entry before is that step, so Back and Forward stay in order.
 *
 * Two shapes:
 * - a page that is the flow (the memorial wizards): the current entry becomes the step shown, and `address`
 *   names each step (`?paso=2`), so a reload knows where the person was;
 * - a flow inside a dialog (the checkout, `dialog`): opening pushes one entry for the first step at the same
 *   address, so Back from the first step lands on the page as it was and closes the dialog (`onExit`); closing
 *   the dialog any other way (its button, Escape) takes its entries back out of the history.
 *
 * Each flow marks its entries under its own `key` in `history.state`, so a dialog's steps and a page's never mix.
 */

type Entry = { step: number; from?: number; depth: number };

const entryOf = (state: unknown, key: string): Entry | null => {
  const value = (state as Record<string, Partial<Entry>> | null)?.[key];
  return value && typeof value.step === 'number' && typeof value.depth === 'number' ? (value as Entry) : null;
};

const withEntry = (key: string, entry: Entry) => ({ ...(history.state as object | null), [key]: entry });

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

type Options = {
  /** The field of `history.state` that marks this flow's entries. */
  key: string;
  step: number;
  /** Shows `step` (from a history move: nothing is pushed). */
  show: (step: number) => void;
  /** True while the step must not change (files being sent, a proof being sent): Back then keeps the step. */
  blocked?: () => boolean;
  /** A page's address for each step; without it the address never changes. */
  address?: (step: number) => string;
  /** The flow lives in a dialog: Back from the first step calls `onExit`, which closes it. */
  dialog?: { onExit: () => void };
};

export function useStepHistory({ key, step, show, blocked, address, dialog }: Options) {
  const latest = useRef({ step, show, blocked, address, dialog });
  useLayoutEffect(() => {
    latest.current = { step, show, blocked, address, dialog };
  });

  useEffect(() => {
    const { step: first, address: addressOf, dialog: inDialog } = latest.current;
    if (inDialog) {
      history.pushState(withEntry(key, { step: first, depth: 1 }), '', here());
    } else {
      // The flow puts each step's heading in view itself; a reload starts at the top (where a draft is offered).
      history.scrollRestoration = 'manual';
      // This entry is the flow's current step (after a reload, the step a draft brought back).
      history.replaceState(withEntry(key, { step: first, depth: 0 }), '', addressOf ? addressOf(first) : here());
    }

    const onPop = (event: PopStateEvent) => {
      const target = entryOf(event.state, key);
      const { step: now, show: move, blocked: isBlocked, address: addressNow, dialog: exit } = latest.current;
      if (!target && !exit) return;
      // A step that must not change keeps its place: its entry comes back, the one asked for stays behind it.
      if (isBlocked?.()) {
        const depth = entryOf(history.state, key)?.depth ?? 1;
        history.pushState(withEntry(key, { step: now, from: target?.step, depth: depth + 1 }), '', addressNow ? addressNow(now) : here());
        return;
      }
      if (!target) exit?.onExit();
      else if (target.step !== now) move(target.step);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // A dialog closed by its own button or Escape: its entries leave the history with it.
      const open = entryOf(history.state, key);
      if (latest.current.dialog && open) history.go(-open.depth);
    };
  }, [key]);

  /** Moves forward or to any step: a new history entry. */
  const push = (next: number) => {
    const { step: now, address: addressOf } = latest.current;
    if (next === now) return;
    const depth = entryOf(history.state, key)?.depth ?? 0;
    history.pushState(withEntry(key, { step: next, from: now, depth: depth + 1 }), '', addressOf ? addressOf(next) : here());
    latest.current.show(next);
  };

  /** 'Anterior' / 'Atrás': the browser's Back when the entry before is the previous step, a new entry otherwise. */
  const back = () => {
    const now = latest.current.step;
    if (now === 0) return;
    if (entryOf(history.state, key)?.from === now - 1) history.back();
    else push(now - 1);
  };

  return { push, back };
}
