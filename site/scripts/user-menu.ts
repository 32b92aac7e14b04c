import { detached } from '../lib/detached';

/**
 * The signed-in person's menu in the header (HeaderAccount.astro): a disclosure button opening its items.
 * Closes on Escape (focus back on the button), on a press elsewhere and when focus leaves it; 'Cerrar sesión'
 * is disabled while the sign-out is on its way.
 */
export function bindUserMenu(root: HTMLElement, signOut: () => Promise<void>): { close: () => void } {
  const button = root.querySelector<HTMLButtonElement>('[data-user-menu-button]');
  const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  const leave = root.querySelector<HTMLButtonElement>('[data-sign-out]');
  if (!button || !panel) return { close: () => undefined };

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };

  button.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen() || event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  });
  root.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setOpen(false);
  });
  leave?.addEventListener(
    'click',
    detached(async () => {
      leave.disabled = true;
      try {
        await signOut();
      } finally {
        leave.disabled = false;
      }
    }),
  );
  return { close: () => setOpen(false) };
}
