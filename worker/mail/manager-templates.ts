import { memorialPhrase } from '../schemas/family-name';
import { INVITATION_DAYS, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../schemas/manager-texts';
import { renderEmail } from './layout';
import type { MailMessage } from './types';

/** 'Familia que ayuda' (issue 34): the invitation, the hand-over, and the owner's notice once someone accepts. */
type MemorialNamed = { kind: 'memorial' | 'family'; memorialName: string };

export type InvitationEmailInput = MemorialNamed & { to: string; inviterName: string; role: 'editor' | 'moderator' | 'owner'; link: string };

export function invitationMessage(input: InvitationEmailInput): MailMessage {
  const of = memorialPhrase(input.kind, input.memorialName);
  const owner = input.role === 'owner';
  return renderEmail({
    to: input.to,
    subject: owner ? `${input.inviterName} quiere entregarte el memorial de ${of}` : `${input.inviterName} te invita a ayudar con el memorial de ${of}`,
    preheader: owner ? 'Acepta para ser el propietario del memorial.' : `Como ${ROLE_NAMES[input.role].toLowerCase()}.`,
    intro: owner
      ? [
          `${input.inviterName} quiere que seas el propietario del memorial de ${of}.`,
          `Al aceptar podrás decidir todo sobre el memorial, también quién ayuda con él. ${input.inviterName} seguirá ayudando como editor(a), a menos que decida dejarlo.`,
        ]
      : [
          `${input.inviterName} te invita a ayudar con el memorial de ${of} como ${ROLE_NAMES[input.role].toLowerCase()}.`,
          `${ROLE_DESCRIPTIONS[input.role]}`,
        ],
    buttonLabel: 'Ver la invitación',
    link: input.link,
    notes: [
      `El enlace vale ${INVITATION_DAYS} días y sirve una sola vez. Para aceptar, inicia sesión (o crea tu cuenta) con este mismo correo: ${input.to}.`,
      'Si no conoces a quien te invita, ignora este correo.',
    ],
  });
}

export type InvitationAcceptedEmailInput = MemorialNamed & { to: string; name?: string | null; personName: string; role: 'editor' | 'moderator' | 'owner'; link: string };

/** To the owner (or, after a hand-over, the previous owner): someone accepted. */
export function invitationAcceptedMessage(input: InvitationAcceptedEmailInput): MailMessage {
  const of = memorialPhrase(input.kind, input.memorialName);
  const owner = input.role === 'owner';
  return renderEmail({
    to: input.to,
    name: input.name,
    subject: owner ? `${input.personName} ahora es propietario del memorial de ${of}` : `${input.personName} ya ayuda con el memorial de ${of}`,
    preheader: owner ? 'La entrega del memorial se completó.' : 'Aceptó tu invitación.',
    intro: owner
      ? [
          `${input.personName} aceptó: ahora es el propietario del memorial de ${of}.`,
          'Tú sigues ayudando como editor(a). Tus órdenes, tu placa y tus cupos siguen siendo tuyos. Si prefieres no seguir, puedes dejar de ayudar desde tu panel.',
        ]
      : [
          `${input.personName} aceptó tu invitación y ya ayuda con el memorial de ${of} como ${ROLE_NAMES[input.role].toLowerCase()}.`,
          'Desde tu panel puedes cambiar su papel o quitarle el acceso cuando quieras.',
        ],
    buttonLabel: 'Ir a mi panel',
    link: input.link,
    notes: ['Recibes este correo porque invitaste a esta persona a tu memorial.'],
  });
}
