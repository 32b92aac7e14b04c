import { memorialPhrase } from '../schemas/family-name';
import { renderEmail } from './layout';
import type { MailMessage } from './types';

/**
 * 'Quién puede verlo' (issues 34 and 42): the owner of a private memorial hears that someone is guessing its access
 * code (services/access-attempts.ts), at most once a day per memorial.
 */
export type AccessAttackEmailInput = {
  to: string;
  name?: string | null;
  kind: 'memorial' | 'family';
  memorialName: string;
  /** Wrong codes in the hour that raised the alarm. */
  wrongCodes: number;
  /** The memorial's edit page, where 'Quién puede verlo' changes the code. */
  link: string;
};

export function accessAttackMessage(input: AccessAttackEmailInput): MailMessage {
  const of = memorialPhrase(input.kind, input.memorialName);
  return renderEmail({
    to: input.to,
    name: input.name,
    subject: `Alguien intenta adivinar el código del memorial de ${of}`,
    preheader: 'Quienes tienen el código correcto siguen entrando con normalidad.',
    intro: [
      `En la última hora se escribieron ${input.wrongCodes} códigos incorrectos para abrir el memorial privado de ${of}. Puede ser alguien que intenta adivinar el código.`,
      'Tu familia no se queda por fuera: quien escribe el código correcto sigue entrando con normalidad. Solo frenamos las conexiones que se equivocan una y otra vez.',
      'Si el código es fácil de adivinar o lo compartiste con muchas personas, cámbialo en «Quién puede verlo». Los dispositivos que usaban el código anterior tendrán que escribir el nuevo.',
    ],
    buttonLabel: 'Cambiar el código',
    link: input.link,
    notes: ['Te avisamos como máximo una vez al día por memorial.', 'Recibes este correo porque administras este memorial.'],
  });
}
