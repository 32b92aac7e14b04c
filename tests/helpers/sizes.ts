/** A picture's size, as the media geometry functions (`site/lib/media/media-geometry.ts`) take and answer it. */
export const size = (width: number, height: number) => ({ width, height });
