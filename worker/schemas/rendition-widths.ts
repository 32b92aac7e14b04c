/**
 * The widths the browser's photo copies are made at (site/lib/media/media-geometry.ts) that the server and the
 * pages both need to tell apart. No imports: the upload code in the browser reads it too.
 */

/** The phone rendition, every page's `src`: 480 px wide. */
export const PHONE_RENDITION_WIDTH = 480;

/**
 * The portrait copy of a memorial's own photo (kind 'profile'): its centred square at 240 px, what a round portrait needs
 * on the phones most visitors carry (a family's 88 px circle and a member card's 96 px one at 2.5x, a common Android
 * phone's density); a 3x screen takes the phone rendition beside it in `srcset`. Narrower than the phone rendition, so
 * pages offer it only where a portrait is drawn small (site/lib/public/srcset-cap.ts), and anything that wants "the
 * photo, lighter" (a link preview, the printed card) keeps taking the phone rendition. It was 288 px (3x) until the real
 * family's largest paint measured it (docs/performance.md); copies made then stay as they are.
 */
export const PORTRAIT_COPY_SIDE = 240;
