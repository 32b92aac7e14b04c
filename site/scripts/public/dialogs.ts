/**
 * How every dialog of the public pages opens: at its top, with the focus on its heading, and on close the
 * focus goes back to what opened it. showModal() alone focuses the first control, and when that control
 * is at the bottom (the statistics' 'Cerrar') the dialog opens scrolled past its own title.
 */

/** The dialog's heading (the element its aria-labelledby names), made focusable without joining the Tab order. */
function headingOf(dialog: HTMLDialogElement): HTMLElement | null {
  const id = dialog.getAttribute('aria-labelledby');
  const heading = id ? document.getElementById(id) : dialog.querySelector<HTMLElement>('h1, h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** Opens `dialog` modally at its top with the focus on its heading (or, open already, brings it back there). */
export function showDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) {
    const opener = document.activeElement;
    dialog.showModal();
    if (opener instanceof HTMLElement && opener !== document.body) {
      dialog.addEventListener('close', () => opener.isConnected && opener.focus({ preventScroll: true }), { once: true });
    }
  }
  headingOf(dialog)?.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/** Buttons with data-open-dialog="id" open that native <dialog> (Escape closes it natively). */
export function wireDialogButtons(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-open-dialog]').forEach((button) => {
    button.addEventListener('click', () => {
      const dialog = document.getElementById(button.dataset.openDialog ?? '');
      if (dialog instanceof HTMLDialogElement) showDialog(dialog);
    });
  });
  // A tap on the dimmed area around a dialog closes it, as people expect on phones.
  root.querySelectorAll<HTMLDialogElement>('dialog.life-stats').forEach((dialog) => {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  });
}
