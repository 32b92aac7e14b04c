/**
 * The song card's play button becomes the privacy-enhanced YouTube player only when pressed: no request
 * reaches YouTube before the visitor asks for the song. Without this script the button is a link.
 */
export function wireYoutubeEmbeds(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-youtube]').forEach((player) => {
    const play = player.querySelector<HTMLAnchorElement>('[data-youtube-play]');
    const embed = player.dataset.embed;
    if (!play || !embed) return;
    play.addEventListener('click', (event) => {
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.src = embed;
      frame.title = player.dataset.title || 'Canción favorita en YouTube';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.allowFullscreen = true;
      player.replaceChildren(frame);
      frame.focus();
    });
  });
}
