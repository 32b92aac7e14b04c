/** Runs `task` after the page's load event (at once when it has already fired, as for a script added later). */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
