import { z } from 'zod';
import { MAIL_MESSAGES } from './mail-texts';
import { idParams } from './params';

export { MAIL_MESSAGES } from './mail-texts';

/** `/api/admin/mail/:id/retry`. */
export const mailIdParams = idParams(MAIL_MESSAGES.invalidId);

/** `POST /api/dev/mail-outage`: `{ on: true }` makes the local transport fail, `{ on: false }` brings it back. */
export const mailOutageSchema = z.object({ on: z.boolean({ error: MAIL_MESSAGES.outageOn }) });
