import { PRODUCT_NAME, renderEmail } from './layout';
import type { MailMessage } from './types';

/** `name` may be empty or missing (an address typed without a name): the greeting falls back to "Hola". */
export type LinkEmailInput = { to: string; name?: string | null; link: string };

const ONE_HOUR = 'Este enlace vence en 1 hora y solo se puede usar una vez.';

export function verifyEmailMessage({ to, name, link }: LinkEmailInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `Confirma tu correo en ${PRODUCT_NAME}`,
    preheader: 'Un clic para activar tu cuenta.',
    intro: [`Gracias por crear tu cuenta en ${PRODUCT_NAME}. Confirma tu correo para empezar a crear páginas que honran a quienes amas.`],
    buttonLabel: 'Confirmar mi correo',
    notes: ['Si no creaste esta cuenta, puedes ignorar este mensaje.'],
  });
}

export function resetPasswordMessage({ to, name, link }: LinkEmailInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    preheader: 'Elige una contraseña nueva para tu cuenta.',
    intro: ['Recibimos una solicitud para restablecer la contraseña de tu cuenta.'],
    buttonLabel: 'Crear una contraseña nueva',
    notes: [ONE_HOUR, 'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.'],
  });
}

export function magicLinkMessage({ to, name, link }: LinkEmailInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `Tu enlace para ingresar a ${PRODUCT_NAME}`,
    preheader: 'Ingresa sin contraseña con un solo clic.',
    intro: ['Usa este botón para iniciar sesión en tu cuenta sin escribir tu contraseña.'],
    buttonLabel: 'Iniciar sesión',
    notes: [ONE_HOUR, 'Si no lo solicitaste, ignora este mensaje: nadie podrá entrar a tu cuenta sin este enlace.'],
  });
}

export function welcomeWithAccessMessage({ to, name, link }: LinkEmailInput): MailMessage {
  return renderEmail({
    to,
    name,
    link,
    subject: `Te damos la bienvenida a ${PRODUCT_NAME}: activa tu acceso`,
    preheader: 'Ya tienes una cuenta; solo falta elegir tu contraseña.',
    intro: [
      `Nuestro equipo creó una cuenta para ti en ${PRODUCT_NAME}.`,
      'Ingresa con este botón y elige tu contraseña para entrar cuando quieras.',
    ],
    buttonLabel: 'Ingresar y crear mi contraseña',
    // No expiry is promised: the admin flow decides how long this link lives.
    notes: [
      'El enlace es personal y solo se puede usar una vez. Si ya venció, escríbenos y te enviamos uno nuevo.',
      'Si no esperabas este correo, puedes ignorarlo.',
    ],
  });
}
