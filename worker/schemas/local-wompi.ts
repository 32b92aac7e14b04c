import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../payments/gateway';

/**
 * POST /api/dev/wompi/transactions (LOCAL_DEV only): a transaction the local stand-in for Wompi's API will report,
 * in Wompi's own words (worker/payments/local-wompi-transactions.ts). Registering an id again changes it.
 */
export const localWompiTransactionSchema = z
  .object({
    id: z.string({ error: 'Indica el id de la transacción' }).trim().min(1, 'Indica el id de la transacción').max(100),
    reference: z.string({ error: 'Indica la referencia' }).trim().min(1, 'Indica la referencia').max(255),
    status: z.enum(TRANSACTION_STATUSES, { error: `El estado es uno de ${TRANSACTION_STATUSES.join(', ')}` }),
    amount_in_cents: z
      .number({ error: 'Indica el monto en centavos' })
      .int('El monto en centavos es un entero')
      .min(0, 'El monto no puede ser negativo'),
    currency: z.string().trim().min(1).default('COP'),
  })
  .transform(({ amount_in_cents: amountInCents, ...rest }) => ({ ...rest, amountInCents }));

/** POST /api/dev/wompi/outage: the local stand-in answers nothing while on. */
export const localWompiOutageSchema = z.object({ on: z.boolean({ error: 'Indica on: true o false' }) });
