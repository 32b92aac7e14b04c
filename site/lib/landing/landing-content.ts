/**
 * Fixed landing content that is not a site setting. The tutorial video is fixed by the spec (§2: "opens a
 * fixed tutorial video in a new tab"); replace this address with the published video's.
 */
export const TUTORIAL_VIDEO_URL = 'https://www.youtube.com/@recuerdoseternos';
