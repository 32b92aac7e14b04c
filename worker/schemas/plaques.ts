import { z } from 'zod';
import { pageField, limitField } from './paging';
import { PLAQUE_STATUSES } from '../../db/schema/enums';
import { isMunicipalityOf } from './colombia-places';
import { normalizeColombianPhone } from './colombian-phone';
import { cleanPlaqueText, PLAQUE_LIMITS as L, PLAQUE_MESSAGES as M } from './plaque-texts';
import { oneLine } from './one-line';
import { privacyConsentField } from './privacy';

export { PLAQUE_LIMITS, PLAQUE_MESSAGES } from './plaque-texts';

/** cleanPlaqueText already folds line breaks and tabs into spaces; oneLine refuses the other control characters. */
const required = (max: number, missing: string, tooLong: string, field: string) =>
  z.string({ error: missing }).transform(cleanPlaqueText).pipe(z.string().min(1, missing).max(max, tooLong)).pipe(oneLine(field));

/** Where the owner wants the plaque sent (PUT /api/plaques/{id}/delivery). */
export const plaqueDeliverySchema = z
  .object({
    recipient_name: required(L.recipientName, M.recipientRequired, M.recipientTooLong, 'El nombre de quien recibe'),
    phone: z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .transform((value, ctx) => {
        const phone = normalizeColombianPhone(value);
        if (!phone) ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
        return phone ?? '';
      }),
    department: z.string({ error: M.departmentRequired }).trim().min(1, M.departmentRequired).pipe(oneLine('El departamento')),
    municipality: z.string({ error: M.municipalityRequired }).trim().min(1, M.municipalityRequired).pipe(oneLine('El municipio')),
    address: required(L.address, M.addressRequired, M.addressTooLong, 'La dirección').pipe(z.string().min(5, M.addressTooShort)),
    notes: z
      .string()
      .transform(cleanPlaqueText)
      .pipe(z.string().max(L.notes, M.notesTooLong))
      .pipe(oneLine('Las indicaciones'))
      .nullish()
      .transform((value) => value || null),
    // Ley 1581: the recipient's name, phone and address are stored and handed to the courier only with it.
    privacy_consent: privacyConsentField('entrega_placa'),
  })
  .superRefine((value, ctx) => {
    if (!isMunicipalityOf(value.department, value.municipality)) {
      ctx.addIssue({ code: 'custom', path: ['municipality'], message: M.municipalityMismatch });
    }
  });
export type PlaqueDeliveryInput = z.infer<typeof plaqueDeliverySchema>;

/**
 * One step forward (PATCH /api/admin/plaques/{id}). The body names the state it moves to, not "next": a
 * double click or two administrators at once then cannot move a plaque two steps.
 */
export const plaqueAdvanceSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('grabada') }),
    z.object({
      status: z.literal('enviada'),
      carrier: required(L.carrier, M.carrierRequired, M.carrierTooLong, 'La transportadora'),
      tracking_number: z
        .string({ error: M.trackingRequired })
        .trim()
        .min(1, M.trackingRequired)
        .max(L.trackingNumber, M.trackingInvalid)
        .regex(/^[A-Za-z0-9-]+$/, M.trackingInvalid)
        .transform((value) => value.toUpperCase()),
    }),
    z.object({ status: z.literal('entregada') }),
  ],
  { error: M.statusInvalid },
);
export type PlaqueAdvanceInput = z.infer<typeof plaqueAdvanceSchema>;

export const adminPlaquesQuerySchema = z.object({
  page: pageField(),
  limit: limitField(100, 10),
  search: z.string().trim().max(100).optional(),
  status: z.enum(PLAQUE_STATUSES).optional(),
});
