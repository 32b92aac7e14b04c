/**
 * Every word about plaques (the customer's delivery form, the back-office's 'Placas', the API's errors), in one
 * library-free module so islands import it without zod. Pure.
 */
import type { PlaqueStatus } from '../../db/schema/enums';

/** A plaque's states, in their order (the back-office's filter offers them so). */
export { PLAQUE_STATUSES } from '../../db/schema/enums';

export const PLAQUE_STATUS_LABELS: Record<PlaqueStatus, string> = {
  por_grabar: 'Por grabar',
  grabada: 'Grabada',
  enviada: 'Enviada',
  entregada: 'Entregada',
};

/** What the owner reads on the memorial's card for each state. */
export const PLAQUE_STATUS_HINTS: Record<PlaqueStatus, string> = {
  por_grabar: 'Estamos preparando tu placa para grabarla.',
  grabada: 'Tu placa ya está grabada y pronto saldrá hacia ti.',
  enviada: 'Tu placa va en camino.',
  entregada: 'Tu placa fue entregada.',
};

/** The back-office's button for the one step a plaque can take next. */
export const PLAQUE_ADVANCE_LABELS: Record<Exclude<PlaqueStatus, 'por_grabar'>, string> = {
  grabada: 'Marcar como grabada',
  enviada: 'Marcar como enviada',
  entregada: 'Marcar como entregada',
};

export const PLAQUE_LIMITS = {
  recipientName: 100,
  address: 200,
  notes: 500,
  carrier: 60,
  trackingNumber: 40,
} as const;

/** Couriers that deliver across Colombia: suggestions for the back-office's field, not a closed list. */
export const PLAQUE_CARRIERS = ['Servientrega', 'Interrapidísimo', 'Coordinadora', 'Envía', 'TCC', 'Deprisa', '4-72'] as const;

export const PLAQUE_MESSAGES = {
  notFound: 'Placa no encontrada',
  invalidId: 'ID de placa no válido',
  recipientRequired: 'El nombre de quien recibe es obligatorio',
  recipientTooLong: `El nombre de quien recibe no puede tener más de ${PLAQUE_LIMITS.recipientName} caracteres`,
  phoneRequired: 'El teléfono de contacto es obligatorio',
  phoneInvalid: 'Ingresa un celular o teléfono fijo de Colombia de 10 dígitos, por ejemplo 300 123 4567',
  departmentRequired: 'Selecciona el departamento',
  municipalityRequired: 'Selecciona el municipio',
  municipalityMismatch: 'El municipio no pertenece al departamento seleccionado',
  addressRequired: 'La dirección de entrega es obligatoria',
  addressTooShort: 'Escribe la dirección completa, por ejemplo Calle 10 # 5-20, apto 301',
  addressTooLong: `La dirección no puede tener más de ${PLAQUE_LIMITS.address} caracteres`,
  notesTooLong: `Las indicaciones no pueden tener más de ${PLAQUE_LIMITS.notes} caracteres`,
  deliveryLocked: 'La placa ya fue grabada y los datos de envío ya no se pueden cambiar. Escríbenos si necesitas corregirlos.',
  deliverySaved: 'Datos de envío guardados',
  deliveryFailed: 'No se pudieron guardar los datos de envío',
  statusInvalid: 'Estado de placa no válido',
  oneStepOnly: 'La placa solo puede avanzar un paso a la vez, en orden: por grabar, grabada, enviada, entregada',
  alreadyChanged: 'La placa ya cambió de estado. Actualiza la lista.',
  noDelivery: 'La placa aún no tiene datos de envío: el cliente debe indicarlos antes de enviarla',
  carrierRequired: 'La transportadora es obligatoria',
  carrierTooLong: `La transportadora no puede tener más de ${PLAQUE_LIMITS.carrier} caracteres`,
  trackingRequired: 'El número de guía es obligatorio',
  trackingInvalid: `El número de guía solo puede tener letras, números y guiones (máximo ${PLAQUE_LIMITS.trackingNumber})`,
  advanced: (status: PlaqueStatus) => `Placa marcada como ${PLAQUE_STATUS_LABELS[status].toLowerCase()}`,
  advanceFailed: 'No se pudo cambiar el estado de la placa',
  loadFailed: 'Error al cargar las placas',
  memorialDeleted: 'Memorial eliminado',
} as const;

/** A field as the courier's label prints it: tags stripped, runs of spaces folded, trimmed (server and forms alike). */
export const cleanPlaqueText = (value: string) =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** 'Guía SV-123 · Servientrega': the courier's number as the dashboard and the back-office show it. */
export const trackingLine = (tracking: string, carrier: string | null) => (carrier ? `Guía ${tracking} · ${carrier}` : `Guía ${tracking}`);

/** 'Envigado (Antioquia)'. */
export const placeLine = (municipality: string, department: string) => `${municipality} (${department})`;

/** The state after `status`, or null for a delivered plaque: the only move the back-office may make. */
export function nextPlaqueStatus(status: PlaqueStatus): Exclude<PlaqueStatus, 'por_grabar'> | null {
  switch (status) {
    case 'por_grabar':
      return 'grabada';
    case 'grabada':
      return 'enviada';
    case 'enviada':
      return 'entregada';
    case 'entregada':
      return null;
  }
}

/** The state a plaque must be in to move to `status`. */
export function previousPlaqueStatus(status: Exclude<PlaqueStatus, 'por_grabar'>): PlaqueStatus {
  switch (status) {
    case 'grabada':
      return 'por_grabar';
    case 'enviada':
      return 'grabada';
    case 'entregada':
      return 'enviada';
  }
}

/**
 * Whether the owner may still write where to send it: always before engraving, and once more after, if they
 * never said (the workshop may engrave first); from the courier on, the address is the courier's.
 */
export function deliveryEditable(status: PlaqueStatus, hasDelivery: boolean): boolean {
  return status === 'por_grabar' || (status === 'grabada' && !hasDelivery);
}

/** The back-office's 'Placas' view: its list, its row and its two kinds of dialog. */
export const PLAQUE_ADMIN_TEXTS = {
  title: 'Placas',
  count: (total: string, one: boolean) => `${total} ${one ? 'placa' : 'placas'}`,
  searchLabel: 'Buscar placas',
  searchPlaceholder: 'Memorial, cliente, municipio, guía o código',
  filterLabel: 'Estado de la placa',
  filterAll: 'Todas',
  loading: 'Cargando placas...',
  emptyInState: 'No hay placas en este estado',
  emptyInStateHint: 'Elige otro estado para ver más placas.',
  emptyAll: 'Cada memorial pagado trae su placa; aparecerá aquí en cuanto se cree.',
  emptySearch: 'No se encontraron placas',
  emptySearchHint: 'Intenta con otro memorial, cliente, municipio, guía o código, o cambia el estado.',
  pagerLabel: 'Páginas de placas',
  columns: { memorial: 'Memorial', customer: 'Cliente', delivery: 'Envío', status: 'Estado', actions: 'Acciones' },
  code: (code: string) => `Código ${code}`,
  codeAside: (code: string) => ` (código ${code})`,
  noDelivery: 'Sin datos de envío',
  qrSvgHint: 'Código QR en SVG, para el grabado láser',
  qrPdfHint: 'Código QR en PDF, de 6 × 6 cm',
  confirmTitle: { grabada: '¿Marcar la placa como grabada?', entregada: '¿Marcar la placa como entregada?' },
  /** The confirmation names the plaque first ('La placa de' + the memorial in bold), then says what follows. */
  plaqueOf: 'La placa de',
  deletedPlaque: (code: string | null) => (code ? `La placa con código ${code} (memorial eliminado)` : 'La placa de un memorial eliminado'),
  confirmOutcome: (status: 'grabada' | 'entregada', owner: string) =>
    `quedará como ${PLAQUE_STATUS_LABELS[status].toLowerCase()} y ${owner} recibirá un correo. Este paso no se puede deshacer.`,
  confirmNoDeliveryYet: 'Aún no tiene datos de envío: el cliente podrá indicarlos después del grabado.',
  shipTitle: 'Registrar el envío de la placa',
  shipIntro: (owner: string) =>
    `Al guardar, ${owner} recibirá un correo con la transportadora y el número de guía. Este paso no se puede deshacer.`,
  shipTo: 'Se enviará a',
  carrierLabel: 'Transportadora',
  trackingLabel: 'Número de guía',
  trackingHint: 'Letras, números y guiones; se guarda en mayúsculas.',
  saving: 'Guardando...',
  cancel: 'Cancelar',
} as const;
