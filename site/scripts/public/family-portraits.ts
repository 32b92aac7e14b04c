/** The family portraits take turns in the highlight every 2 seconds (product §2.9), up to 6 of them. */
export const PORTRAIT_HIGHLIGHT_MS = 2000;

export function cyclePortraits(root: HTMLElement): void {
  const portraits = [...root.querySelectorAll<HTMLElement>('[data-portrait]')];
  if (portraits.length < 2) return;
  let current = portraits.findIndex((portrait) => portrait.hasAttribute('data-highlighted'));
  window.setInterval(() => {
    // No work while the tab is in the background.
    if (document.hidden) return;
    portraits[current]?.removeAttribute('data-highlighted');
    current = (current + 1) % portraits.length;
    portraits[current]?.setAttribute('data-highlighted', '');
  }, PORTRAIT_HIGHLIGHT_MS);
}
