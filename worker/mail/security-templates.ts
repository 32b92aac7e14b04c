import { PRODUCT_NAME, SUPPORT_EMAIL, renderEmail } from './layout';
import type { MailMessage } from './types';
import { lazyFormat } from '../schemas/lazy-format';

/**
 * What the owner of an account hears after a change to how it is protected: what happened, when (Colombian
 * time), and what to do if it was not them. Sent after the change is stored, never instead of it
 * (services/security-notices.ts).
 */
export type SecurityEvent =
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'recovery_codes_renewed'
  | 'password_changed'
  | 'email_changed'
  | 'password_reset'
  | 'mfa_reset'
  | 'mfa_locked';

const whenFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Bogota',
    }),
);

/** '14 de marzo de 2026 a las 3:05 p. m. (hora de Colombia)'. */
export const securityEventTime = (at: Date) => `${whenFormat().format(at)} (hora de Colombia)`;

const CHANGE_PASSWORD = 'cambia tu contraseña de inmediato con «¿Olvidaste tu contraseña?» en la página de inicio de sesión';
const WRITE_US = `escríbenos a ${SUPPORT_EMAIL}`;

type Notice = { subject: string; preheader: string; happened: (when: string, newEmail: string) => string[]; ifNotYou: string };

const NOTICES: Record<SecurityEvent, Notice> = {
  mfa_enabled: {
    subject: `Activaste la verificación en dos pasos en ${PRODUCT_NAME}`,
    preheader: 'Tu cuenta ahora pide un código al iniciar sesión.',
    happened: (when) => [
      `La verificación en dos pasos de tu cuenta se activó el ${when}.`,
      'Desde ahora, además de tu contraseña, te pediremos un código de tu aplicación de autenticación al iniciar sesión. Cerramos las demás sesiones abiertas.',
    ],
    ifNotYou: `Si no fuiste tú, alguien más entró a tu cuenta: ${CHANGE_PASSWORD} y ${WRITE_US} para que restablezcamos la verificación.`,
  },
  mfa_disabled: {
    subject: `Se desactivó la verificación en dos pasos en ${PRODUCT_NAME}`,
    preheader: 'Tu cuenta ya no pide un código al iniciar sesión.',
    happened: (when) => [
      `La verificación en dos pasos de tu cuenta se desactivó el ${when}.`,
      'Al iniciar sesión ya no te pediremos el código de tu teléfono, y tus códigos de recuperación dejaron de servir.',
    ],
    ifNotYou: `Si no fuiste tú, ${CHANGE_PASSWORD}, vuelve a activarla en «Tu cuenta» y ${WRITE_US}.`,
  },
  recovery_codes_renewed: {
    subject: `Nuevos códigos de recuperación en ${PRODUCT_NAME}`,
    preheader: 'Los códigos anteriores ya no sirven.',
    happened: (when) => [
      `Se crearon nuevos códigos de recuperación para tu cuenta el ${when}.`,
      'Los códigos que tenías antes ya no sirven: guarda los nuevos en un lugar seguro.',
    ],
    ifNotYou: `Si no fuiste tú, alguien tiene tu contraseña y tu código: ${CHANGE_PASSWORD} y ${WRITE_US}.`,
  },
  password_changed: {
    subject: `La contraseña de tu cuenta de ${PRODUCT_NAME} cambió`,
    preheader: 'Tu contraseña anterior ya no sirve.',
    happened: (when) => [
      `La contraseña de tu cuenta se cambió el ${when}.`,
      'Cerramos las sesiones abiertas: entra de nuevo con la contraseña nueva.',
    ],
    ifNotYou: `Si no fuiste tú, ${CHANGE_PASSWORD} y ${WRITE_US}: lo revisaremos contigo.`,
  },
  email_changed: {
    subject: `El correo de tu cuenta de ${PRODUCT_NAME} cambió`,
    preheader: 'Tu cuenta ya no usa esta dirección.',
    happened: (when, newEmail) => [
      `El correo de tu cuenta se cambió a ${newEmail} el ${when}.`,
      'Desde ahora los avisos y enlaces de la cuenta llegarán a esa dirección, no a esta.',
    ],
    ifNotYou: `Si no fuiste tú, ${WRITE_US} de inmediato: lo revisaremos contigo y te ayudaremos a recuperar tu cuenta.`,
  },
  password_reset: {
    subject: `Restableciste tu contraseña de ${PRODUCT_NAME}`,
    preheader: 'Tu cuenta tiene una contraseña nueva.',
    happened: (when) => [
      `La contraseña de tu cuenta se restableció el ${when} con el enlace que enviamos a este correo.`,
      'Cerramos las demás sesiones abiertas y los enlaces que habíamos enviado antes dejaron de funcionar.',
    ],
    ifNotYou: `Si no fuiste tú, alguien abrió un enlace enviado a este correo: cambia la contraseña de tu correo, ${CHANGE_PASSWORD} y ${WRITE_US}.`,
  },
  mfa_reset: {
    subject: `Se restableció la verificación en dos pasos de tu cuenta de ${PRODUCT_NAME}`,
    preheader: 'Un super administrador quitó tu verificación en dos pasos.',
    happened: (when) => [
      `Un super administrador de ${PRODUCT_NAME} restableció la verificación en dos pasos de tu cuenta el ${when}.`,
      'Quitamos tu aplicación de autenticación y tus códigos de recuperación, y cerramos todas tus sesiones. Puedes activarla de nuevo al iniciar sesión.',
    ],
    ifNotYou: `Si no lo pediste, ${WRITE_US} de inmediato: lo revisaremos contigo.`,
  },
  mfa_locked: {
    subject: `Bloqueamos la verificación en dos pasos de tu cuenta de ${PRODUCT_NAME}`,
    preheader: 'Demasiados códigos incorrectos seguidos.',
    happened: (when) => [
      `El ${when} bloqueamos la verificación en dos pasos de tu cuenta después de demasiados códigos incorrectos seguidos.`,
      `Mientras esté bloqueada no se podrá entrar con ningún código, ni siquiera el correcto. Para desbloquearla, ${WRITE_US}.`,
    ],
    ifNotYou: `Si no fuiste tú, alguien conoce tu contraseña: ${CHANGE_PASSWORD}.`,
  },
};

export function securityNoticeMessage({
  to,
  name,
  link,
  event,
  at,
  newEmail = '',
}: {
  to: string;
  name?: string | null;
  link: string;
  event: SecurityEvent;
  at: Date;
  newEmail?: string;
}): MailMessage {
  const notice = NOTICES[event];
  return renderEmail({
    to,
    name,
    link,
    subject: notice.subject,
    preheader: notice.preheader,
    intro: notice.happened(securityEventTime(at), newEmail),
    buttonLabel: `Ir a ${PRODUCT_NAME}`,
    notes: [notice.ifNotYou],
  });
}
