/**
 * The templates' backgrounds on public pages (product §2.3): each template has a phone-sized and a
 * desktop picture in public/templates/ (drawn from the scenes in site/assets/templates/ by render.mjs).
 * Pages name both in one <picture> whose media query at 460 px picks which one the browser downloads, so a
 * phone never fetches the desktop file. Each template also has its looping video in the
 * same two framings (render-videos.mjs), which a page adds over the picture once it has loaded.
 */

export type Backdrop = {
  id: string;
  mobile: string;
  desktop: string;
  /** The picture's dominant colour, painted while it arrives. */
  color: string;
  /** An accent that suits the picture, for small ornaments. */
  accent: string;
  /** The looping video drawn from the same scene: the desktop picture's framing, and the phone's. */
  video: TemplateVideo;
};

export type TemplateVideo = { desktop: string; mobile: string };

/** Below this width the phone picture is used (product §2.9). */
export const MOBILE_BACKDROP_MAX_WIDTH = 460;

const THEMES: Record<string, { color: string; accent: string }> = {
  'template-1': { color: '#e9a98b', accent: '#b4533b' },
  'template-2': { color: '#c9d6d8', accent: '#56707a' },
  'template-3': { color: '#b9d3ea', accent: '#4f77a0' },
  'template-4': { color: '#f2cf7c', accent: '#9a6a12' },
  'template-5': { color: '#c7bcd8', accent: '#6b5a8e' },
  'template-6': { color: '#d9e3c3', accent: '#6c7f3a' },
  'template-7': { color: '#b3202c', accent: '#a51c28' },
  'template-8': { color: '#1f7a45', accent: '#17693a' },
  'general-1': { color: '#eadfce', accent: '#7d5f1a' },
  'family-1': { color: '#f0c48f', accent: '#8a4f22' },
  'family-2': { color: '#bcd3c4', accent: '#3f6b55' },
  // The couple page's (/pareja/{slug}): rose and gold at dusk. Administrators make couple pages, so it is in
  // no list a customer picks a template from (memorial-options.ts, the /template gallery).
  'couple-1': { color: '#dba7ab', accent: '#a44862' },
};

/** Every template with a backdrop and a video in public/templates/. */
export const BACKDROP_TEMPLATE_IDS = Object.keys(THEMES);

export const INDIVIDUAL_FALLBACK = 'general-1';
export const FAMILY_FALLBACK = 'family-1';
export const COUPLE_FALLBACK = 'couple-1';

/** The template's backdrop, or the fallback's for an unknown id (product §2.9 default templates). */
export function backdropFor(templateId: string, fallback: string): Backdrop {
  const id = templateId in THEMES ? templateId : fallback;
  const theme = THEMES[id] ?? { color: '#eadfce', accent: '#7d5f1a' };
  return { id, mobile: `/templates/${id}-mobile.webp`, desktop: `/templates/${id}-desktop.webp`, ...theme, video: templateVideo(id) };
}

/** The template's video files (WebM, VP9; the still pictures are their first frames). */
export function templateVideo(id: string): TemplateVideo {
  return { desktop: `/templates/${id}.webm`, mobile: `/templates/${id}-mobile.webm` };
}

/** The inline style that hands the template's colours to the stylesheet. */
export function backdropStyle(backdrop: Backdrop): string {
  return [`--backdrop-color:${backdrop.color}`, `--template-accent:${backdrop.accent}`].join(';');
}
