/** Buttons with data-open-dialog="id" open that native <dialog> modally (Escape closes it natively). */
export function wireDialogButtons(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-open-dialog]').forEach((button) => {
    button.addEventListener('click', () => {
      const dialog = document.getElementById(button.dataset.openDialog ?? '');
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
    });
  });
  // A tap on the dimmed area around a dialog closes it, as people expect on phones.
  root.querySelectorAll<HTMLDialogElement>('dialog.life-stats').forEach((dialog) => {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  });
}
