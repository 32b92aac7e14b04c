/**
 * The dashboard's 'Recordatorio' dialog: its words, and the addresses of the preview and of the download for
 * the owner's choice. The choices, limits and checks are the server's own (worker/schemas/prayer-card-texts).
 * Pure, so the island and the tests share it.
 */
import {
  CARD_MESSAGES,
  CARD_SIZE_OPTIONS,
  type CardOptions,
  type CardSize,
  cardQuery,
  cleanOwnText,
  OWN_TEXT_MAX,
  ownTextLength,
} from '../../../worker/schemas/prayer-card-texts';

export const CARD_DIALOG_TEXTS = {
  linksTitle: 'Descargar recordatorio',
  linkHint: 'Elige el texto y mira cómo queda antes de descargarlo',
  title: 'Recordatorio',
  intro: 'Elige el tamaño y el texto: la vista previa muestra el recordatorio tal como se imprimirá.',
  member: '¿De quién es el recordatorio?',
  memberHint: 'Lleva su foto, su nombre y sus fechas.',
  size: 'Tamaño',
  text: 'Texto',
  ownLabel: 'Tus palabras',
  ownHint: 'Una oración, un verso o lo que quieras decirle. Los saltos de línea se respetan.',
  preview: 'Vista previa',
  loading: 'Preparando la vista previa…',
  previewFailed: 'No se pudo mostrar la vista previa. Revisa tu conexión e inténtalo de nuevo.',
  download: 'Descargar PDF',
  close: 'Cerrar',
  realSize: { wallet: 'Frente y reverso, a tamaño real 8,5 × 5,5 cm.', a6: 'Una cara, a tamaño real 10,5 × 14,8 cm.' } satisfies Record<
    CardSize,
    string
  >,
} as const;

/** The choice being made: the own words are kept as typed, so switching to a preset and back loses nothing. */
export type CardDraft = { size: CardSize; text: string; own: string };

export const OWN_TEXT_CHOICE = 'propio';

/** The options to ask the server for, or the reason not to ask yet (in the server's words). */
export function draftOptions(draft: CardDraft): { ok: true; options: CardOptions } | { ok: false; error: string } {
  if (draft.text !== OWN_TEXT_CHOICE) return { ok: true, options: { size: draft.size, text: { preset: draft.text } } };
  const own = cleanOwnText(draft.own);
  if (!own) return { ok: false, error: CARD_MESSAGES.ownTextRequired };
  if (ownTextLength(own) > OWN_TEXT_MAX) return { ok: false, error: CARD_MESSAGES.ownTextTooLong };
  return { ok: true, options: { size: draft.size, text: { own } } };
}

/** A family's card names its member (`member_id`); a person's needs nothing more. */
const memberQuery = (memberId: string | null | undefined) => (memberId ? `&member_id=${encodeURIComponent(memberId)}` : '');

export const downloadUrl = (apiPath: string, options: CardOptions, memberId?: string | null) =>
  `${apiPath}?${cardQuery(options)}${memberQuery(memberId)}`;
export const previewUrl = (apiPath: string, options: CardOptions, memberId?: string | null) =>
  `${apiPath}?${cardQuery(options)}${memberQuery(memberId)}&format=svg`;

/** '12 de 300 caracteres'. */
export const ownCounter = (text: string) => `${ownTextLength(text)} de ${OWN_TEXT_MAX} caracteres`;

/** The first words of a preset, to recognise it by: 'Dale, Señor, el descanso eterno, y que la luz perpetua le…'. */
export function excerpt(text: string, max = 60): string {
  if (text.length <= max + 4) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max)).replace(/[\s.,;:]+$/, '')}…`;
}

export const sizeLabel = (size: CardSize) => CARD_SIZE_OPTIONS.find((option) => option.id === size)?.label ?? size;
