import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';

/** What 'Entrega de la placa' sends (`PUT /api/plaques/:id/delivery`). */
export type PlaqueDelivery = InferRequestType<ApiClients['plaques'][':id']['delivery']['$put']>['json'];

/** A complete delivery address in Medellín, with its consent, changed by `overrides`. */
export const plaqueDelivery = (overrides: Partial<PlaqueDelivery> = {}): PlaqueDelivery => ({
  recipient_name: 'Luz Marina Gómez',
  phone: '+57 300 123 4567',
  department: 'Antioquia',
  municipality: 'Medellín',
  address: 'Calle 10 # 43-20, apto 301',
  notes: 'Portería del edificio',
  privacy_consent: true,
  ...overrides,
});
