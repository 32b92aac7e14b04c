import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Locks page scroll while any modal is open. Counted, so a modal opened over another (set-password over
 * the auth dialog) does not unlock the page when the top one closes. The scrollbar's width is given back
 * as padding so the page does not shift sideways on desktop.
 */
let openCount = 0;
let saved = { overflow: '', paddingRight: '' };

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (openCount === 0) {
    saved = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  }
  openCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openCount -= 1;
    if (openCount === 0) {
      root.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
    }
  };
}

/**
 * Shows the <dialog> as a modal for as long as the component is mounted (the site's Modal and the admin's
 * drawer): the page stops scrolling, `afterOpen` may place the focus, and on unmount the dialog closes, the
 * page scrolls again and the focus goes back to what opened it.
 */
export function useModalWhileMounted(
  dialogRef: RefObject<HTMLDialogElement | null>,
  afterOpen?: (dialog: HTMLDialogElement) => void,
): void {
  const opened = useEffectEvent((dialog: HTMLDialogElement) => afterOpen?.(dialog));
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    dialog.showModal();
    opened(dialog);
    return () => {
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once on mount and closed on unmount (the ref object is the same for the component's life).
  }, [dialogRef]);
}
