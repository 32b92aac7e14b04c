/**
 * The back-office's 'Placas' (the plaques route's GET / and PATCH /:id): the answers' types (inferred from the
 * route), the list's query, where a plaque's QR code downloads from, and the shipment form's checks. The server
 * checks everything again (worker/schemas/plaques.ts); these checks only answer sooner, with the same words.
 * Zod-free.
 */
import { formatColombianPhone } from '../../../worker/schemas/colombian-phone';
import {
  cleanPlaqueText,
  PLAQUE_LIMITS as L,
  PLAQUE_MESSAGES as M,
  PLAQUE_STATUSES,
  placeLine,
  trackingLine,
} from '../../../worker/schemas/plaque-texts';
import { api, type ApiClients } from '../api-client';
import type { AdminPlaquesPage, PlaqueAdvanceBody } from './answers';
import { listParams, listSearch, type ListQuery, type SearchParams } from './list-query';

export type { AdminPlaquesPage };
export type AdminPlaque = AdminPlaquesPage['data'][number];
export type PlaqueStatus = AdminPlaque['status'];
export type PlaqueMemorial = AdminPlaque['memorial'];
export type PlaqueDelivery = NonNullable<AdminPlaque['delivery']>;

export const PLAQUES_PAGE_SIZE = 10;

/** The state filter: one state, or every plaque. */
export type PlaqueFilter = PlaqueStatus | 'todas';

/** The filter's buttons, in the plaque's own order, 'Todas' last. */
export const PLAQUE_FILTERS: readonly PlaqueFilter[] = [...PLAQUE_STATUSES, 'todas'];

/** The workshop's queue opens first: what still has to be engraved. */
export const DEFAULT_PLAQUE_FILTER: PlaqueFilter = 'por_grabar';

export type PlaquesQuery = ListQuery & { status: PlaqueFilter };

/** `page`, `limit`, the trimmed `search` when there is one, and `status` unless every plaque is asked for. */
export function plaquesParams(query: PlaquesQuery): SearchParams & { status?: PlaqueStatus } {
  const params = listParams(query, PLAQUES_PAGE_SIZE);
  return query.status === 'todas' ? params : { ...params, status: query.status };
}

/** The same query as a query string (the cached read's key). */
export const plaquesQueryString = (query: PlaquesQuery): string => listSearch(plaquesParams(query));

export type QrFormat = 'svg' | 'pdf';

/**
 * The memorial's own QR route (administrators may use it) in each format, or null once the memorial was
 * deleted: its page, and with it the route, is gone.
 */
export function plaqueQrHrefs(
  memorial: PlaqueMemorial,
  clients: Pick<ApiClients, 'profiles' | 'familyProfiles'> = api,
): Record<QrFormat, string> | null {
  if (memorial.name === null) return null;
  const param = { id: encodeURIComponent(memorial.id) };
  const url = memorial.type === 'family' ? clients.familyProfiles[':id'].qr.$url({ param }) : clients.profiles[':id'].qr.$url({ param });
  const href = (format: QrFormat) => {
    url.searchParams.set('format', format);
    // The page's own origin: the path alone, as the links have always been written.
    return `${url.pathname}${url.search}`;
  };
  return { svg: href('svg'), pdf: href('pdf') };
}

/** The customer as PersonCell shows them: their full name (the e-mail when they have none) over the e-mail. */
export function plaqueOwner(plaque: AdminPlaque): { name: string; email: string } {
  const { first_name, last_name, email } = plaque.owner;
  return { name: [first_name, last_name].filter(Boolean).join(' ').trim() || email, email };
}

/** The lines of the shipping label: who, phone, address, 'Municipio (Departamento)' and any notes. */
export function deliveryLines(delivery: PlaqueDelivery): string[] {
  const lines = [
    delivery.recipient_name,
    formatColombianPhone(delivery.phone),
    delivery.address,
    placeLine(delivery.municipality, delivery.department),
  ];
  return delivery.notes ? [...lines, delivery.notes] : lines;
}

/** 'Guía SV-123 · Servientrega' once the plaque is with a courier; null before. */
export function plaqueTracking(plaque: Pick<AdminPlaque, 'tracking_number' | 'carrier'>): string | null {
  return plaque.tracking_number ? trackingLine(plaque.tracking_number, plaque.carrier) : null;
}

export type ShipmentFields = { carrier: string; tracking_number: string };
export type ShipmentErrors = Partial<Record<keyof ShipmentFields, string>>;

const TRACKING = /^[A-Za-z0-9-]+$/;

/** Each field's first problem, in the server's words (worker/schemas/plaques.ts `plaqueAdvanceSchema`). */
export function shipmentErrors({ carrier, tracking_number }: ShipmentFields): ShipmentErrors {
  const errors: ShipmentErrors = {};
  const cleanedCarrier = cleanPlaqueText(carrier);
  if (!cleanedCarrier) errors.carrier = M.carrierRequired;
  else if (cleanedCarrier.length > L.carrier) errors.carrier = M.carrierTooLong;

  const tracking = tracking_number.trim();
  if (!tracking) errors.tracking_number = M.trackingRequired;
  else if (tracking.length > L.trackingNumber || !TRACKING.test(tracking)) errors.tracking_number = M.trackingInvalid;
  return errors;
}

/** The first problem of the shipment form (the carrier's before the tracking number's), or null. */
export function validateShipment(fields: ShipmentFields): string | null {
  const errors = shipmentErrors(fields);
  return errors.carrier ?? errors.tracking_number ?? null;
}

/** The plaques route's PATCH /:id: one step forward, naming the state it moves to. */
export type PlaqueAdvance = PlaqueAdvanceBody;

/** The 'enviada' body as the form's fields become it: cleaned as the server will clean them. */
export function shipmentPayload(fields: ShipmentFields): PlaqueAdvance {
  return { status: 'enviada', carrier: cleanPlaqueText(fields.carrier), tracking_number: fields.tracking_number.trim().toUpperCase() };
}
