import { renderEmail } from './layout';
import type { MailMessage } from './types';

/** A new memory on one of the owner's walls; `link` opens the dashboard where memories are moderated. */
export type NewMemoryEmailInput = {
  to: string;
  name?: string | null;
  link: string;
  profileName: string;
  authorName: string;
  awaitingApproval: boolean;
};

export function newMemoryMessage(input: NewMemoryEmailInput): MailMessage {
  const intro = input.awaitingApproval
    ? [
        `${input.authorName} dejó un recuerdo en el Muro de los Recuerdos de ${input.profileName}.`,
        'El recuerdo está esperando tu aprobación: no será visible para los visitantes hasta que lo autorices desde tu panel.',
      ]
    : [
        `${input.authorName} dejó un recuerdo en el Muro de los Recuerdos de ${input.profileName} y pidió que fuera público, así que ya se muestra en el muro.`,
        'Desde tu panel puedes ocultarlo o eliminarlo en cualquier momento.',
      ];
  return renderEmail({
    ...input,
    subject: input.awaitingApproval
      ? `Un nuevo recuerdo para ${input.profileName} espera tu aprobación`
      : `Nuevo recuerdo en el muro de ${input.profileName}`,
    preheader: `${input.authorName} compartió un recuerdo.`,
    intro,
    buttonLabel: 'Revisar recuerdos',
    notes: ['Recibes este correo porque eres el propietario de este memorial.'],
  });
}
