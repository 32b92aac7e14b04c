/**
 * The template's looping video behind the top of a public memorial or family page (product §2.2–§2.3). The
 * HTML carries the template's picture (the page's largest paint) and an empty muted <video>; its file is set
 * only after the visitor first interacts, or once the page has loaded and the browser is idle, and never
 * with reduced motion, the data saver or a 2G connection. It fades in over the picture once it plays, pauses
 * while scrolled out of view, and on any error leaves the picture as it was.
 */
import { ambientVideoAllowed, ambientVideoSource } from '../../lib/public/ambient-video';
import { afterLoad } from '../after-load';

type Connection = { saveData?: boolean; effectiveType?: string };

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
/** The longest the browser may keep the video waiting for an idle moment after load. */
const IDLE_TIMEOUT_MS = 4000;

function whenIdle(task: () => void): void {
  // Safari has no requestIdleCallback: a short wait after load stands in for it.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1500);
}

function allowed(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return ambientVideoAllowed({
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  });
}

function play(video: HTMLVideoElement): void {
  video.play().catch(() => {
    // Autoplay refused (a power saver, for instance): the picture stays, nothing to tell anyone.
  });
}

function attach(video: HTMLVideoElement): void {
  const { desktop, mobile } = video.dataset;
  if (!desktop || !mobile) return;
  video.addEventListener('playing', () => video.setAttribute('data-playing', ''), { once: true });
  video.addEventListener('error', () => video.remove(), { once: true });
  // A property, not markup: HTML has no `disablepictureinpicture` attribute, so the page would not validate.
  video.disablePictureInPicture = true;
  video.src = ambientVideoSource({ desktop, mobile }, window.innerWidth);
  play(video);
  new IntersectionObserver(([entry]) => {
    if (!video.isConnected) return;
    if (entry?.isIntersecting) play(video);
    else video.pause();
  }).observe(video);
}

/**
 * `data-ambient` says what the page decided: `off` (never, for this visitor), `waiting` (for the first
 * interaction or an idle moment) or `attached`. It makes the decision visible to the browser tests, so they
 * wait for it rather than for time.
 */
export function wireAmbientVideo(video: HTMLVideoElement): void {
  if (!allowed()) {
    video.dataset.ambient = 'off';
    return;
  }
  let attached = false;
  const start = () => {
    if (attached) return;
    attached = true;
    INTERACTIONS.forEach((type) => window.removeEventListener(type, start));
    video.dataset.ambient = 'attached';
    attach(video);
  };
  INTERACTIONS.forEach((type) => window.addEventListener(type, start, { passive: true }));
  afterLoad(() => whenIdle(start));
  video.dataset.ambient = 'waiting';
}
