/**
 * The gathering invitation's words (docs/features/gathering-invitation.md, 'Invitación'): the button, its states, what the image says and
 * what travels with it through the phone's share sheet. Dependency-free, so the button can carry them without
 * loading the drawing code.
 */
import { memorialPhrase } from '../../../worker/schemas/family-name';

export const INVITATION_TEXTS = {
  open: 'Invitación',
  hint: 'Una imagen con la foto, el encuentro y el código QR del memorial, para enviar por WhatsApp.',
  preparing: 'Preparando la invitación…',
  share: 'Compartir invitación',
  download: 'Descargar invitación',
  previewAlt: 'Vista previa de la invitación',
  failed: 'No se pudo preparar la invitación. Revisa tu conexión e inténtalo de nuevo.',
  shareFailed: 'No se pudo abrir el menú para compartir. Descarga la invitación y envíala desde tu galería.',
  /** On the image. */
  inMemoryOf: 'En memoria de',
  scan: 'Escanea para visitar su memorial',
} as const;

export type InvitationKind = 'individual' | 'family';

/** The words the share sheet sends beside the image: what it is, for whom, and the memorial's link last. */
export function invitationShareText(kind: InvitationKind, name: string, what: string, link: string): string {
  return `${what}, en memoria de ${memorialPhrase(kind, name)}. Su memorial: ${link}`;
}

/** The share sheet's title: 'Invitación: Misa de novenario'. */
export const invitationShareTitle = (what: string) => `${INVITATION_TEXTS.open}: ${what}`;

/** 'invitacion-maria-elena-rodriguez-2025-06-14.png': the memorial's slug and the gathering's Colombian day. */
export function invitationFileName(slug: string, colombianDay: string): string {
  const safe = slug.replace(/[^A-Za-z0-9_-]/g, '') || 'memorial';
  return `invitacion-${safe}-${colombianDay}.png`;
}
