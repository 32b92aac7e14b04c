/**
 * The song card's play button becomes the privacy-enhanced YouTube player only when pressed: no request
 * reaches YouTube before the visitor asks for the song. Without this script the button is a link. Offline (a
 * page the service worker kept), a player would load as an empty grey box: the button says so instead and
 * stays, so a tap once back online plays.
 */
export const SONG_OFFLINE_TEXT = 'La canción se escucha con conexión a internet';

export function wireYoutubeEmbeds(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-youtube]').forEach((player) => {
    const play = player.querySelector<HTMLAnchorElement>('[data-youtube-play]');
    const embed = player.dataset.embed;
    if (!play || !embed) return;
    play.addEventListener('click', (event) => {
      event.preventDefault();
      if (!navigator.onLine) {
        const hint = play.querySelector('.song__hint');
        if (hint) hint.textContent = SONG_OFFLINE_TEXT;
        return;
      }
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
