/**
 * 'Familia que ayuda': co-managers of a memorial and its hand-over (docs/features/family-circle.md). The API's and the dashboard's
 * Spanish words in one library-free module, so the forms say exactly what the server refuses with.
 */

/** The roles as the family reads them, with what each may do. */
export const ROLE_NAMES = {
  owner: 'Propietario(a)',
  editor: 'Editor(a)',
  moderator: 'Moderador(a) de recuerdos',
} as const;

export const ROLE_DESCRIPTIONS = {
  owner: 'Decide todo sobre el memorial, incluso quién ayuda.',
  editor: 'Edita el memorial (textos, fotos, videos, canción, lugar de descanso y encuentros) y aprueba o rechaza los recuerdos.',
  moderator: 'Aprueba y rechaza los recuerdos que dejan los visitantes.',
} as const;

/** Invitations and managers a memorial may have at once (accepted plus pending). */
export const MAX_MANAGERS = 10;
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** Invitation e-mails (invitations and hand-overs together) a day: to one address for one memorial, and from one owner. */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;
export const INVITATIONS_PER_OWNER_PER_DAY = 20;

export const MANAGER_MESSAGES = {
  emailRequired: 'Escribe el correo de tu familiar',
  emailInvalid: 'Escribe un correo válido',
  roleInvalid: 'Elige si será editor(a) o moderador(a) de recuerdos',
  ownerOnly: 'Solo quien administra el memorial puede hacer esto.',
  roleTooLow: 'Tu papel en este memorial no te permite hacer este cambio.',
  ownerEmailsOnly: 'Solo quien administra el memorial decide qué correos recibe.',
  alreadyOwner: 'Ese correo es el de quien administra el memorial.',
  alreadyManager: 'Esa persona ya ayuda con este memorial. Si quieres, cambia su papel en la lista.',
  tooMany: `Un memorial puede tener hasta ${MAX_MANAGERS} personas que ayudan, contando las invitaciones pendientes.`,
  managerNotFound: 'Esa persona no ayuda con este memorial.',
  invitationNotFound: 'Invitación no encontrada',
  invitationInvalid: 'El enlace de la invitación no es válido. Pide a quien te invitó que te envíe una nueva.',
  invitationUsed: 'Esta invitación ya fue aceptada.',
  invitationExpired: `Esta invitación venció (dura ${INVITATION_DAYS} días). Pide a quien te invitó que te envíe una nueva.`,
  invitationVoid: 'Esta invitación ya no es válida: el memorial ahora lo administra otra persona.',
  otherAccount: (email: string) => `Esta invitación es para otra cuenta (${email}). Inicia sesión con ese correo para aceptarla.`,
  verifyFirst: 'Confirma tu correo antes de aceptar la invitación: te enviamos un enlace al crear tu cuenta.',
  transferSelf: 'Ya eres quien administra este memorial.',
  tooManyToAddress: `Ya enviaste ${INVITATIONS_PER_ADDRESS_PER_DAY} invitaciones a ese correo hoy para este memorial. Intenta de nuevo mañana.`,
  tooManyToday: 'Enviaste demasiadas invitaciones hoy. Intenta de nuevo mañana.',
  tokenMissing: 'El enlace de la invitación no es válido.',
} as const;

/** What the dashboard's panel says after each action. */
export const MANAGER_TEXTS = {
  panelTitle: 'Familia que ayuda',
  panelLead:
    'Invita a un familiar para que te ayude con este memorial. Nunca podrá borrarlo, ocultarlo, ver tus órdenes ni invitar a otros.',
  invite: 'Enviar invitación',
  invited: (email: string) => `Enviamos la invitación a ${email}. El enlace dura ${INVITATION_DAYS} días.`,
  revoked: 'Listo: esa persona ya no ayuda con el memorial. Le avisamos por correo.',
  removeTitle: (name: string) => `¿Quitar a ${name}?`,
  removeBody: (name: string, role: string, ofWhom: string) =>
    `${name} dejará de ayudar como ${role} con el memorial de ${ofWhom} y ya no lo verá en su panel.`,
  removeNotice: 'Le avisaremos por correo. Si cambias de opinión, puedes invitarle de nuevo.',
  removeCancel: 'No, volver',
  removeConfirm: 'Sí, quitar',
  invitationCancelled: 'Invitación cancelada.',
  roleChanged: 'Papel actualizado.',
  transferTitle: 'Entregar el memorial',
  transferLead:
    'Entrega el memorial a otro familiar: cuando acepte, será quien lo administra y tú seguirás como editor(a). La placa (su estado, su envío y la dirección), el código QR y el recordatorio pasan con el memorial; tus órdenes y tus pagos siguen en tu cuenta.',
  transferConfirm: (email: string) =>
    `¿Entregar el memorial a ${email}? Cuando acepte, será quien lo administra, con su placa, y tú pasarás a ser editor(a).`,
  transferSent: (email: string) => `Enviamos la invitación para entregar el memorial a ${email}.`,
  pending: 'Invitación pendiente',
  pendingTransfer: 'Entrega pendiente',
  leave: 'Dejar de ayudar',
  left: 'Ya no ayudas con ese memorial.',
  sharedTitle: 'Compartidos conmigo',
  sharedLead: 'Memoriales de tu familia en los que ayudas.',
  invitationsTitle: 'Invitaciones para ti',
  accept: 'Aceptar invitación',
  accepted: 'Invitación aceptada.',
  failed: 'No se pudo completar la acción. Intenta nuevamente.',
} as const;
