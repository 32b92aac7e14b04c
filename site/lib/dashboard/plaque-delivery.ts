/**
 * The plaque on a memorial's dashboard card: what it says about the plaque's way, and the delivery form's
 * fields, checks and payload (PUT /api/plaques/{id}/delivery). The server checks everything again; these
 * checks only answer sooner, with the same words. Pure and zod-free, so the island can import it.
 */
import { formatColombianPhone, normalizeColombianPhone } from '../../../worker/schemas/colombian-phone';
import {
  PLAQUE_LIMITS as L,
  PLAQUE_MESSAGES as M,
  PLAQUE_STATUS_HINTS,
  PLAQUE_STATUS_LABELS,
  placeLine,
  trackingLine,
} from '../../../worker/schemas/plaque-texts';
import type { AnswerData, api } from '../api-client';

/** One of the customer's plaques as GET /api/plaques answers it (and PUT /api/plaques/{id}/delivery). */
export type PlaqueDto = AnswerData<Awaited<ReturnType<typeof api.plaques.index.$get>>>[number];
export type PlaqueDelivery = NonNullable<PlaqueDto['delivery']>;
export type PlaqueStatus = PlaqueDto['status'];

/** What a card keeps of its plaque: it is serialised into the page with the rest of the card. */
export type PlaqueCard = {
  id: string;
  status: PlaqueStatus;
  /** The plaque's short link as people type it ('https://recuerdoseternos.co/q/7k3m9p'). */
  link: string | null;
  delivery: PlaqueDelivery | null;
  editable: boolean;
  carrier: string | null;
  trackingNumber: string | null;
};

export function plaqueCard(plaque: PlaqueDto): PlaqueCard {
  return {
    id: plaque.id,
    status: plaque.status,
    link: plaque.memorial.short_url,
    delivery: plaque.delivery,
    editable: plaque.delivery_editable,
    carrier: plaque.carrier,
    trackingNumber: plaque.tracking_number,
  };
}

export const PLAQUE_CARD_TEXTS = {
  title: 'Placa con código QR',
  ask: '¿A dónde enviamos la placa?',
  askHint: 'Dinos quién la recibe y dónde, para enviarla apenas esté grabada.',
  add: 'Agregar datos de envío',
  edit: 'Editar datos de envío',
  editableUntil: 'Puedes cambiar estos datos hasta que grabemos la placa.',
  dialogTitle: '¿A dónde enviamos la placa?',
  save: 'Guardar datos de envío',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  placesFailed: 'No se pudo cargar la lista de municipios. Revisa tu conexión e inténtalo de nuevo.',
} as const;

/** 'recuerdoseternos.co/q/7k3m9p': the link without its scheme, the way it is read out or written down. */
export const plaqueLinkText = (link: string) => link.replace(/^https?:\/\//, '');

export const plaqueStatusLabel = (status: PlaqueStatus) => PLAQUE_STATUS_LABELS[status];
export const plaqueStatusHint = (status: PlaqueStatus) => PLAQUE_STATUS_HINTS[status];

/** 'Guía SV-123 · Servientrega' once the courier has it. */
export function trackingText(plaque: Pick<PlaqueCard, 'trackingNumber' | 'carrier'>): string | null {
  return plaque.trackingNumber ? trackingLine(plaque.trackingNumber, plaque.carrier) : null;
}

/** 'Luz Gómez · 300 123 4567 · Calle 10 # 43-20, Medellín (Antioquia)'. */
export function deliveryText(delivery: PlaqueDelivery): string {
  return `${delivery.recipient_name} · ${formatColombianPhone(delivery.phone)} · ${delivery.address}, ${placeLine(delivery.municipality, delivery.department)}`;
}

export type DeliveryForm = {
  recipient_name: string;
  phone: string;
  department: string;
  municipality: string;
  address: string;
  notes: string;
};
export type DeliveryField = keyof DeliveryForm;

export function deliveryForm(delivery: PlaqueDelivery | null): DeliveryForm {
  return {
    recipient_name: delivery?.recipient_name ?? '',
    phone: delivery ? formatColombianPhone(delivery.phone) : '',
    department: delivery?.department ?? '',
    municipality: delivery?.municipality ?? '',
    address: delivery?.address ?? '',
    notes: delivery?.notes ?? '',
  };
}

/** The first problem of each field, in the API's words; empty when the form may be sent. */
export function deliveryErrors(form: DeliveryForm): Partial<Record<DeliveryField, string>> {
  const errors: Partial<Record<DeliveryField, string>> = {};
  const name = form.recipient_name.trim();
  if (!name) errors.recipient_name = M.recipientRequired;
  else if (name.length > L.recipientName) errors.recipient_name = M.recipientTooLong;
  if (!form.phone.trim()) errors.phone = M.phoneRequired;
  else if (!normalizeColombianPhone(form.phone)) errors.phone = M.phoneInvalid;
  if (!form.department) errors.department = M.departmentRequired;
  if (!form.municipality) errors.municipality = M.municipalityRequired;
  const address = form.address.trim();
  if (!address) errors.address = M.addressRequired;
  else if (address.length < 5) errors.address = M.addressTooShort;
  else if (address.length > L.address) errors.address = M.addressTooLong;
  if (form.notes.trim().length > L.notes) errors.notes = M.notesTooLong;
  return errors;
}

export function deliveryPayload(form: DeliveryForm) {
  return { ...form, notes: form.notes.trim() || null };
}
