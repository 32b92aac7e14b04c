import { PRODUCT_NAME, SUPPORT_EMAIL, renderEmail } from './layout';
import type { LinkEmailInput } from './templates';
import type { MailMessage } from './types';

/** An administrator's change of an account's e-mail: `newEmail` is the address the account moves to. */
type EmailChangeInput = LinkEmailInput & { newEmail: string };

/**
 * To the address an account had until someone else (an administrator) changed it: the person who owned it
 * learns at once, and from where to ask, if they did not ask for it. `link` is the site (the account can no
 * longer be entered from this address).
 */
export function emailChangedMessage({ to, name, newEmail, link }: EmailChangeInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `El correo de tu cuenta de ${PRODUCT_NAME} cambió`,
    preheader: 'Tu cuenta ya no usa esta dirección.',
    intro: [
      `Un administrador de ${PRODUCT_NAME} cambió el correo de tu cuenta a ${newEmail}.`,
      'Cerramos todas las sesiones abiertas. Para volver a entrar, la cuenta debe confirmar su nuevo correo.',
    ],
    buttonLabel: `Ir a ${PRODUCT_NAME}`,
    notes: [`Si no pediste este cambio, escríbenos de inmediato a ${SUPPORT_EMAIL}: lo revisaremos contigo.`],
  });
}

/**
 * To the new address an administrator gave an account: confirming it is the way back in. Opening the link
 * proves the mailbox and, since no one signed up from that browser, asks for a new password (services/auth.ts).
 */
export function confirmNewEmailMessage({ to, name, link }: LinkEmailInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `Confirma el nuevo correo de tu cuenta de ${PRODUCT_NAME}`,
    preheader: 'Un clic para volver a entrar a tu cuenta.',
    intro: [
      `Un administrador de ${PRODUCT_NAME} cambió el correo de tu cuenta a esta dirección.`,
      'Confírmalo para volver a entrar; después elegirás una contraseña nueva.',
    ],
    buttonLabel: 'Confirmar mi correo',
    notes: ['Si no esperabas este correo, ignóralo: nadie podrá entrar a la cuenta sin este enlace.'],
  });
}

/**
 * To the address an account has now, when an administrator asked to change it: nothing changes until the person
 * opens `link` and confirms (a button, so a mail scanner following links confirms nothing).
 */
export function confirmEmailChangeMessage({ to, name, newEmail, link }: EmailChangeInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `Confirma el cambio de correo de tu cuenta de ${PRODUCT_NAME}`,
    preheader: 'Tu correo no cambia hasta que lo confirmes.',
    intro: [
      `Un administrador de ${PRODUCT_NAME} pidió cambiar el correo de tu cuenta a ${newEmail}.`,
      'Tu cuenta sigue usando esta dirección hasta que confirmes el cambio. Después entrarás con el correo nuevo y tu misma contraseña.',
    ],
    buttonLabel: 'Revisar y confirmar el cambio',
    notes: [
      'El enlace vence en 7 días.',
      `Si no pediste este cambio o no reconoces ${newEmail}, no lo confirmes y escríbenos a ${SUPPORT_EMAIL}.`,
    ],
  });
}
