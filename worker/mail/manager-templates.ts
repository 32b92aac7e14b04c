import { memorialPhrase } from '../schemas/family-name';
import { INVITATION_DAYS, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../schemas/manager-texts';
import { renderEmail } from './layout';
import type { MailMessage } from './types';

/**
 * 'Familia que ayuda' (docs/features/family-circle.md): the invitation, the hand-over, the owner's notice once someone accepts, and the
 * helper's notice when the owner removes them. The words speak of people without a gender ('quien administra el
 * memorial', 'editor(a)'), and a hand-over's receiver is never told of orders or of invitations as theirs: what
 * passes with the memorial is the memorial, its plaque, its QR code and its recordatorio (docs/features/family-circle.md).
 */
type MemorialNamed = { kind: 'memorial' | 'family'; memorialName: string };

export type InvitationEmailInput = MemorialNamed & {
  to: string;
  inviterName: string;
  role: 'editor' | 'moderator' | 'owner';
  link: string;
};

export function invitationMessage(input: InvitationEmailInput): MailMessage {
  const of = memorialPhrase(input.kind, input.memorialName);
  const owner = input.role === 'owner';
  return renderEmail({
    to: input.to,
    subject: owner
      ? `${input.inviterName} quiere entregarte el memorial de ${of}`
      : `${input.inviterName} te invita a ayudar con el memorial de ${of}`,
    preheader: owner ? 'Al aceptar, serás quien administra el memorial.' : `Como ${ROLE_NAMES[input.role].toLowerCase()}.`,
    intro: owner
      ? [
          `${input.inviterName} quiere que seas quien administra el memorial de ${of}.`,
          'Al aceptar podrás decidir todo sobre el memorial, también quién ayuda con él. Su placa con el código QR (el estado y el envío), el código QR para descargar y el recordatorio pasan contigo.',
          `${input.inviterName} seguirá ayudando como editor(a), a menos que decida dejarlo.`,
        ]
      : [
          `${input.inviterName} te invita a ayudar con el memorial de ${of} como ${ROLE_NAMES[input.role].toLowerCase()}.`,
          `${ROLE_DESCRIPTIONS[input.role]}`,
        ],
    buttonLabel: 'Ver la invitación',
    link: input.link,
    notes: [
      `El enlace vale ${INVITATION_DAYS} días y sirve una sola vez. Para aceptar, inicia sesión (o crea tu cuenta) con este mismo correo: ${input.to}.`,
      owner ? 'Si no conoces a quien te escribe, ignora este correo.' : 'Si no conoces a quien te invita, ignora este correo.',
    ],
  });
}

export type InvitationAcceptedEmailInput = MemorialNamed & {
  to: string;
  name?: string | null;
  personName: string;
  role: 'editor' | 'moderator' | 'owner';
  link: string;
};

/** To the owner (or, after a hand-over, the previous owner): someone accepted. */
export function invitationAcceptedMessage(input: InvitationAcceptedEmailInput): MailMessage {
  const of = memorialPhrase(input.kind, input.memorialName);
  const owner = input.role === 'owner';
  return renderEmail({
    to: input.to,
    name: input.name,
    subject: owner
      ? `${input.personName} ahora es quien administra el memorial de ${of}`
      : `${input.personName} ya ayuda con el memorial de ${of}`,
    preheader: owner ? 'La entrega del memorial se completó.' : 'Aceptó tu invitación.',
    intro: owner
      ? [
          `${input.personName} aceptó: ahora es quien administra el memorial de ${of}.`,
          'Tú sigues ayudando como editor(a): puedes editarlo, descargar su código QR e imprimir el recordatorio. La placa y los avisos de su envío pasan con el memorial; tus órdenes y tus pagos siguen en tu cuenta.',
          'Si prefieres no seguir, puedes dejar de ayudar desde tu panel.',
        ]
      : [
          `${input.personName} aceptó tu invitación y ya ayuda con el memorial de ${of} como ${ROLE_NAMES[input.role].toLowerCase()}.`,
          'Desde tu panel puedes cambiar su papel o quitarle el acceso cuando quieras.',
        ],
    buttonLabel: 'Ir a mi panel',
    link: input.link,
    notes: [
      owner
        ? 'Recibes este correo porque entregaste este memorial a esta persona.'
        : 'Recibes este correo porque invitaste a esta persona a tu memorial.',
    ],
  });
}

export type ManagerRemovedEmailInput = MemorialNamed & {
  to: string;
  name?: string | null;
  /** Who removed them: the memorial's owner. */
  removerName: string;
  role: 'editor' | 'moderator';
  /** The public page when the memorial is published, else the person's panel. */
  link: string;
  published: boolean;
};

/** To a helper the owner removed ('Quitar', docs/features/family-circle.md): what changed, who did it, and that the public page stays theirs to visit. */
export function managerRemovedMessage(input: ManagerRemovedEmailInput): MailMessage {
  const of = memorialPhrase(input.kind, input.memorialName);
  return renderEmail({
    to: input.to,
    name: input.name,
    subject: `Ya no ayudas con el memorial de ${of}`,
    preheader: `${input.removerName} quitó tu acceso como ${ROLE_NAMES[input.role].toLowerCase()}.`,
    intro: [
      `${input.removerName}, quien administra el memorial de ${of}, quitó tu acceso como ${ROLE_NAMES[input.role].toLowerCase()}.`,
      input.role === 'editor'
        ? 'Desde ahora no puedes editarlo, aprobar sus recuerdos, descargar su código QR ni imprimir su recordatorio desde tu panel.'
        : 'Desde ahora no puedes aprobar ni rechazar sus recuerdos desde tu panel.',
      input.published
        ? 'El memorial sigue abierto para visitarlo y dejar un recuerdo, como cualquier visitante.'
        : 'Si crees que fue un error, habla con quien administra el memorial.',
    ],
    buttonLabel: input.published ? 'Ver el memorial' : 'Ir a mi panel',
    link: input.link,
    notes: ['Recibes este correo porque ayudabas con este memorial.'],
  });
}
