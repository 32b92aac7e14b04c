import { renderEmail } from './layout';
import type { MailMessage } from './types';

/**
 * Where the new memory stands, so the e-mail never promises what will not happen: on the wall already
 * (the visitor made it public and the owner publishes such memories without approval), waiting for the
 * owner's approval (the visitor made it public), or private (the visitor did not: only the owner sees it).
 */
export type NewMemoryVisibility = 'public' | 'awaiting' | 'private';

/** A new memory on one of the owner's walls; `link` opens the dashboard where memories are moderated. */
export type NewMemoryEmailInput = {
  to: string;
  name?: string | null;
  link: string;
  memorialName: string;
  authorName: string;
  visibility: NewMemoryVisibility;
};

function wording(input: NewMemoryEmailInput): { subject: string; intro: string[] } {
  const left = `${input.authorName} dejó un recuerdo en el Muro de los Recuerdos de ${input.memorialName}`;
  switch (input.visibility) {
    case 'public':
      return {
        subject: `Nuevo recuerdo en el muro de ${input.memorialName}`,
        intro: [
          `${left} y pidió que fuera público. Como publicas los recuerdos sin tu aprobación, ya se muestra en el muro.`,
          'Desde tu panel puedes ocultarlo o eliminarlo en cualquier momento.',
        ],
      };
    case 'awaiting':
      return {
        subject: `Un nuevo recuerdo para ${input.memorialName} espera tu aprobación`,
        intro: [
          `${left} y pidió que fuera público.`,
          'El recuerdo está esperando tu aprobación: no será visible para los visitantes hasta que lo autorices desde tu panel.',
        ],
      };
    case 'private':
      return {
        subject: `Nuevo recuerdo privado para ${input.memorialName}`,
        intro: [
          `${left}.`,
          'El visitante no autorizó publicarlo, así que no se mostrará en el muro: solo tú puedes leerlo desde tu panel.',
        ],
      };
  }
}

export function newMemoryMessage(input: NewMemoryEmailInput): MailMessage {
  const { subject, intro } = wording(input);
  return renderEmail({
    ...input,
    subject,
    preheader: `${input.authorName} compartió un recuerdo.`,
    intro,
    buttonLabel: 'Revisar recuerdos',
    notes: ['Recibes este correo porque creaste este memorial.'],
  });
}
