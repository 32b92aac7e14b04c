/**
 * 'Error al cargar el video' with 'Intentar de nuevo' (product §2.4): any memorial video that fails to
 * load shows the message over the player; the button reloads the source and plays again.
 */
export function wireVideoRetry(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-video]').forEach((figure) => {
    const video = figure.querySelector('video');
    const error = figure.querySelector<HTMLElement>('[data-video-error]');
    const retry = figure.querySelector<HTMLButtonElement>('[data-video-retry]');
    if (!video || !error || !retry) return;
    video.addEventListener('error', () => {
      error.hidden = false;
    });
    retry.addEventListener('click', () => {
      error.hidden = true;
      video.load();
      video.play().catch(() => {
        // The error event shows the message again if the source still fails.
      });
    });
  });
}
