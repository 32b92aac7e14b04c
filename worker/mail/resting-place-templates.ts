import { longDate } from '../remembrance/texts';
import { renderEmail } from './layout';
import type { MailMessage } from './types';

export type ContractNotice = 'ahead' | 'today';

export type ContractEmailInput = {
  to: string;
  name?: string | null;
  /** Whose remains are in the bóveda ('María Elena Rodríguez'). */
  personName: string;
  cemetery: string | null;
  /** YYYY-MM-DD, the contract's last day. */
  endsOn: string;
  notice: ContractNotice;
  /** The memorial's editor, where the family records the traslado. */
  editUrl: string;
  unsubscribePageUrl: string;
  oneClickUrl: string;
};

/**
 * The owner's reminder that a bóveda's contract ends (docs/features/resting-places.md): three months before and on the day. In most
 * Colombian cemeteries the remains then leave the bóveda for an osario or cremation, so it says what to arrange
 * and where to record the move (the plaque's link stays the same). It travels with the owner's reminders and
 * carries their one-click unsubscribe link and headers (RFC 8058).
 */
export function contractEndMessage(input: ContractEmailInput): MailMessage {
  const where = input.cemetery ? ` en ${input.cemetery}` : '';
  const subject =
    input.notice === 'today'
      ? `Hoy vence el contrato de la bóveda de ${input.personName}`
      : `En tres meses vence el contrato de la bóveda de ${input.personName}`;
  const intro =
    input.notice === 'today'
      ? [
          `Hoy, ${longDate(input.endsOn)}, vence el contrato de la bóveda de ${input.personName}${where}.`,
          'Si ya acordaste con el cementerio la renovación, la exhumación, el osario o la cremación, registra el traslado en el memorial: la placa y su enlace siguen siendo los mismos.',
        ]
      : [
          `El contrato de la bóveda de ${input.personName}${where} vence el ${longDate(input.endsOn)}.`,
          'Es un buen momento para hablar con el cementerio sobre la renovación, la exhumación, el osario o la cremación.',
          'Cuando cambie de lugar, registra el traslado en el memorial: la placa y su enlace siguen siendo los mismos.',
        ];
  const message = renderEmail({
    to: input.to,
    name: input.name,
    subject,
    preheader: `El contrato vence el ${longDate(input.endsOn)}.`,
    intro,
    buttonLabel: 'Registrar el traslado',
    link: input.editUrl,
    notes: [],
    unsubscribe: {
      reason: `Recibes este correo porque creaste el memorial de ${input.personName}.`,
      label: 'Dejar de recibir recordatorios',
      link: input.unsubscribePageUrl,
    },
  });
  return { ...message, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
