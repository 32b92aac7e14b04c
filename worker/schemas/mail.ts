import { z } from 'zod';
import { MAIL_MESSAGES } from './mail-texts';
import { idParams } from './params';

export { MAIL_MESSAGES } from './mail-texts';

/** `/api/admin/mail/:id/retry`. */
export const mailIdParams = idParams(MAIL_MESSAGES.invalidId);

/** `GET /api/dev/outbox?to=`: whose messages. */
export const outboxQuerySchema = z.object({ to: z.string({ error: MAIL_MESSAGES.outboxTo }).trim().min(1, MAIL_MESSAGES.outboxTo) });

/** `POST /api/dev/mail-outage`: `{ on: true }` makes the local transport fail, `{ on: false }` brings it back. */
export const mailOutageSchema = z.object({ on: z.boolean({ error: MAIL_MESSAGES.outageOn }) });
