import { z } from 'zod';
import { COUPLE_MESSAGES } from './couple-texts';
import { ORDER_MESSAGES } from './orders';
import { PLAQUE_MESSAGES } from './plaque-texts';

/**
 * Path parameters, read only through `validate('param', …)` and `c.req.valid('param')`.
 *
 * Row ids are UUIDs (the seed's and the tests' packages use short names such as 'pkg-individual'): anything
 * but letters, digits and hyphens, or longer than 64 characters, is refused with the resource's own text
 * before touching the database. Parameters with no shape of their own (slugs, captcha ids, setting keys,
 * short codes) stay plain strings: their services answer the 404 that an unknown value gets.
 */
export const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const PARAM_MESSAGES = {
  couple: COUPLE_MESSAGES.invalidId,
  order: ORDER_MESSAGES.invalidId,
  plaque: PLAQUE_MESSAGES.invalidId,
  memorial: 'ID de memorial no válido',
  family: 'ID de memorial familiar no válido',
  familyMember: 'ID de familiar no válido',
  cardMember: 'ID de miembro no válido',
  memory: 'ID de recuerdo no válido',
  subscriber: 'ID de suscriptor no válido',
  user: 'ID de usuario no válido',
  package: 'ID de paquete no válido',
  paymentEvent: 'ID de aviso de pago no válido',
} as const;

/** One row id, refused with `message` when it cannot be one. */
export const idRule = (message: string) => z.string({ error: message }).regex(ID_PATTERN, message);

/** `{ id }`: the one id schema every `/:id` route validates, with its resource's text. */
export const idParams = (message: string) => z.object({ id: idRule(message) });

/** A parameter the route only passes on (a slug, a captcha's id, a setting's key, a short code). */
const anyText = z.string();

export const slugParams = z.object({ slug: anyText });
export const keyParams = z.object({ key: anyText });
export const codeParams = z.object({ code: anyText });

export const familyMemberParams = z.object({
  id: idRule(PARAM_MESSAGES.family),
  memberId: idRule(PARAM_MESSAGES.familyMember),
});

/** A family's prayer card: `?member_id=` names whose card it is (else the family's first member). */
export const familyCardQuery = z.object({ member_id: idRule(PARAM_MESSAGES.cardMember).optional() });

export const coupleIdParams = idParams(PARAM_MESSAGES.couple);
export const orderIdParams = idParams(PARAM_MESSAGES.order);
export const plaqueIdParams = idParams(PARAM_MESSAGES.plaque);
export const memorialIdParams = idParams(PARAM_MESSAGES.memorial);
export const familyIdParams = idParams(PARAM_MESSAGES.family);
export const memoryIdParams = idParams(PARAM_MESSAGES.memory);
export const subscriberIdParams = idParams(PARAM_MESSAGES.subscriber);
export const userIdParams = idParams(PARAM_MESSAGES.user);
export const packageIdParams = idParams(PARAM_MESSAGES.package);
/** A captcha's id: its service answers 'expired' (404) for any id it never issued, as it always has. */
export const captchaIdParams = z.object({ id: anyText });
