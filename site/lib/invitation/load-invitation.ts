/**
 * Everything the drawing needs, loaded before a pixel is drawn: the prayer card's faces (the same files the
 * server embeds in the PDF, served as static assets), the photo decoded from its same-origin rendition, and the
 * memorial's short link, which the heart QR code encodes exactly as the plaque's does (upper case, for its
 * alphanumeric mode).
 */
import serifUrl from '../../../worker/qr/card/fonts/eb-garamond-latin-400-normal.ttf?url';
import serifItalicUrl from '../../../worker/qr/card/fonts/eb-garamond-latin-400-italic.ttf?url';
import serifBoldUrl from '../../../worker/qr/card/fonts/eb-garamond-latin-600-normal.ttf?url';
import sansUrl from '../../../worker/qr/card/fonts/open-sans-latin-400-normal.ttf?url';
import { api, requestData } from '../api-client';
import type { InvitationFont } from './invitation-layout';
import { INVITATION_FACES, fontCss } from './draw-invitation';
import type { InvitationMemorial } from './invitation-content';

const FONT_URLS: Record<InvitationFont, string> = { serif: serifUrl, serifItalic: serifItalicUrl, serifBold: serifBoldUrl, sans: sansUrl };

let fontsReady: Promise<void> | null = null;

/** Registers the four faces once per page and waits until the browser can draw with each. */
export function loadInvitationFonts(): Promise<void> {
  fontsReady ??= (async () => {
    const names = Object.keys(FONT_URLS) as InvitationFont[];
    await Promise.all(
      names.map(async (name) => {
        const { family, style, weight } = INVITATION_FACES[name];
        const face = new FontFace(family, `url(${FONT_URLS[name]})`, { style, weight: String(weight) });
        document.fonts.add(face);
        await face.load();
      }),
    );
    await Promise.all(names.map((name) => document.fonts.load(fontCss(name, 32), 'Áé')));
  })().catch((error: unknown) => {
    fontsReady = null;
    throw error;
  });
  return fontsReady;
}

/** The photo, decoded; null without one. A photo that cannot be read leaves the arch empty rather than failing. */
export async function loadPhoto(url: string | null): Promise<ImageBitmap | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return await createImageBitmap(await response.blob());
  } catch {
    return null;
  }
}

export class InvitationLoadError extends Error {}

/** The memorial's short link as people type it ('https://host/q/7k3m9p'), from the memorial's own answer. */
export async function loadShortLink(memorial: Pick<InvitationMemorial, 'id' | 'kind'>): Promise<string> {
  const param = { param: { id: memorial.id } };
  const answer =
    memorial.kind === 'family'
      ? await requestData(api.familyProfiles[':id'].$get(param))
      : await requestData(api.profiles[':id'].$get(param));
  if (!answer.ok) throw new InvitationLoadError(answer.error);
  if (!answer.data.short_url) throw new InvitationLoadError('Sin enlace corto');
  return answer.data.short_url;
}
