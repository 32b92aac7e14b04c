/**
 * When a public memorial page may add its template's looping video behind the top of the page, and which
 * file it takes. The picture is always there first; the video is a bonus that must never cost a visitor
 * who asked for less motion or less data, nor one on a connection too slow for it.
 */
import { MOBILE_BACKDROP_MAX_WIDTH, type TemplateVideo } from './template-backdrops';

export type AmbientConditions = {
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** navigator.connection.saveData (the browser's data saver). */
  saveData: boolean;
  /** navigator.connection.effectiveType when the browser tells it ('slow-2g', '2g', '3g', '4g'). */
  effectiveType?: string | undefined;
};

/** Connections on which a few hundred kilobytes of decoration would delay everything else. */
const TOO_SLOW = new Set(['slow-2g', '2g']);

export function ambientVideoAllowed({ reducedMotion, saveData, effectiveType }: AmbientConditions): boolean {
  return !reducedMotion && !saveData && !TOO_SLOW.has(effectiveType ?? '');
}

/** The phone framing under 460 px, like the picture underneath it (the same media query). */
export function ambientVideoSource(video: TemplateVideo, viewportWidth: number): string {
  return viewportWidth < MOBILE_BACKDROP_MAX_WIDTH ? video.mobile : video.desktop;
}
