/**
 * The words of a wall's moderation (docs/features/memory-wall.md): a visitor's report, the family's decisions on several memories at
 * once, blocking a writer, and memories without a photo. Library-free, so the wall's small script and the
 * dashboard's island carry the very texts the API answers with.
 */
import type { MemoryReportReason } from '../../db/schema/enums';

/** The reasons a visitor can give, in the order the form lists them. */
export const REPORT_REASON_LABELS: Record<MemoryReportReason, string> = {
  offensive: 'Ofensivo o irrespetuoso',
  false_information: 'Información falsa',
  spam: 'Spam o publicidad',
  personal_data: 'Datos personales de otra persona',
  other: 'Otro',
};

/** How many different visitors' open reports take a memory off the public wall until the family decides. */
export const REPORTS_TO_HIDE = 3;
/** How many memories one decision may take: each id is one bound parameter, and D1 binds at most 100. */
export const MAX_DECISION_IDS = 50;
/** How long 'Bloquear a quien escribió' lasts. */
export const BLOCK_DAYS = 30;
export const REPORT_DETAILS_MAX = 300;

export const WALL_MODERATION_MESSAGES = {
  reasonRequired: 'Elige por qué reportas este recuerdo',
  detailsTooLong: `El detalle del reporte puede tener máximo ${REPORT_DETAILS_MAX} caracteres`,
  tooManyReports: 'Has enviado varios reportes seguidos. Espera un rato e intenta de nuevo.',
  idsRequired: 'Elige al menos un recuerdo',
  tooManyIds: `Puedes decidir sobre máximo ${MAX_DECISION_IDS} recuerdos a la vez`,
  idsRepeated: 'Cada recuerdo puede aparecer una sola vez',
  invalidId: 'ID de recuerdo no válido',
  decisionInvalid: "La decisión debe ser 'approve' o 'decline'",
  writerUnknown: 'No podemos bloquear a quien escribió este recuerdo: se dejó antes de que el muro pudiera reconocer a quien escribe.',
  blockNotFound: 'Bloqueo no encontrado',
  settingsEmpty: 'Indica qué configuración de recuerdos quieres cambiar',
  photoOptionalInvalid: 'Indica si aceptas recuerdos sin foto',
} as const;

/** The visitor's side, on the public wall. */
export const REPORT_TEXTS = {
  open: 'Reportar',
  title: 'Reportar este recuerdo',
  intro: 'Cuéntale a la familia por qué este recuerdo no debería estar en el muro. No necesitas una cuenta.',
  reason: 'Motivo',
  details: 'Detalle (opcional)',
  send: 'Enviar reporte',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  sent: 'Gracias. La familia revisará este recuerdo.',
  failed: 'No pudimos enviar el reporte. Intenta de nuevo.',
} as const;
