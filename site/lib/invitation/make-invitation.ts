/**
 * The invitation, made in the browser when the owner presses 'Invitación' (the button loads this module then,
 * so the dashboard's first load does not carry the drawing, the QR encoder or the faces): load, draw on a
 * canvas, encode a PNG file named after the memorial and the gathering's day.
 */
import { heartModel } from '../../../worker/qr/heart';
import { drawInvitation, INVITATION_HEIGHT, INVITATION_WIDTH } from './draw-invitation';
import { colombiaDayOf, gatheringName } from '../../../worker/schemas/gathering-texts';
import { invitationContent, type InvitationGathering, type InvitationMemorial } from './invitation-content';
import { invitationFileName, invitationShareText, invitationShareTitle } from './invitation-texts';
import { loadInvitationFonts, loadPhoto, loadShortLink } from './load-invitation';

export type PreparedInvitation = {
  file: File;
  /** The share sheet's title and message (the message ends with the memorial's link). */
  title: string;
  text: string;
};

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

export async function makeInvitation(memorial: InvitationMemorial, gathering: InvitationGathering): Promise<PreparedInvitation> {
  const [link, photo] = await Promise.all([loadShortLink(memorial), loadPhoto(memorial.photo), loadInvitationFonts()]);
  const canvas = document.createElement('canvas');
  canvas.width = INVITATION_WIDTH;
  canvas.height = INVITATION_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  // The QR code carries the link as the plaque's does: upper case (worker/services/short-links.ts qrShortUrl).
  drawInvitation(ctx, { content: invitationContent(memorial, gathering, link), photo, qr: heartModel(link.toUpperCase()) });
  photo?.close();
  const blob = await canvasPng(canvas);
  const what = gatheringName(gathering);
  return {
    file: new File([blob], invitationFileName(memorial.slug, colombiaDayOf(gathering.starts_at)), { type: 'image/png' }),
    title: invitationShareTitle(what),
    text: invitationShareText(memorial.kind, memorial.name, what, link),
  };
}
