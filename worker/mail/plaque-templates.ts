import type { PlaqueStatus } from '../../db/schema/enums';
import { renderEmail } from './layout';
import type { MailMessage } from './types';
import { placeLine } from '../schemas/plaque-texts';

/** What a plaque e-mail needs: the step it took and, when sent, where and with whom. */
export type PlaqueEmailInput = {
  to: string;
  name?: string | null;
  link: string;
  plaque: {
    status: PlaqueStatus;
    memorial: { name: string | null; short_url: string | null };
    delivery: { recipient_name: string; address: string; municipality: string; department: string } | null;
    carrier: string | null;
    tracking_number: string | null;
  };
};

/** The memorial's name as e-mails say it, or a plain word once the page was deleted. */
const whose = (input: PlaqueEmailInput) => (input.plaque.memorial.name ? `la placa de ${input.plaque.memorial.name}` : 'tu placa');

/** One e-mail per step the plaque takes (worker/services/plaques.ts `advancePlaque`). */
export function plaqueMessage(input: PlaqueEmailInput): MailMessage {
  const { plaque } = input;
  const subject = whose(input);
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  const code = plaque.memorial.short_url ? [`Su código QR abre ${plaque.memorial.short_url}.`] : [];
  const place = plaque.delivery
    ? `${plaque.delivery.address}, ${placeLine(plaque.delivery.municipality, plaque.delivery.department)}, a nombre de ${plaque.delivery.recipient_name}`
    : '';
  switch (plaque.status) {
    case 'grabada':
      return renderEmail({
        ...input,
        subject: `${Subject} ya está grabada`,
        preheader: 'Pronto la enviaremos a la dirección que nos diste.',
        intro: [
          `Grabamos ${subject} en aluminio, con su código QR en forma de corazón.`,
          ...code,
          plaque.delivery
            ? `Pronto la enviaremos a ${place}. Te escribiremos con el número de guía.`
            : 'Aún no nos has dicho a dónde enviarla: entra a tu panel y completa los datos de envío.',
        ],
        buttonLabel: 'Ver mi panel',
        notes: [],
      });
    case 'enviada':
      return renderEmail({
        ...input,
        subject: `${Subject} va en camino`,
        preheader: `Guía ${plaque.tracking_number ?? ''} con ${plaque.carrier ?? 'la transportadora'}.`,
        intro: [
          `Enviamos ${subject} con ${plaque.carrier ?? 'la transportadora'}. Número de guía: ${plaque.tracking_number ?? '—'}.`,
          `Va a ${place}.`,
          'Con el número de guía puedes seguir el envío en la página de la transportadora.',
        ],
        buttonLabel: 'Ver mi panel',
        notes: ['Si algo no está bien con la dirección, responde a este correo y lo resolvemos con la transportadora.'],
      });
    case 'entregada':
      return renderEmail({
        ...input,
        subject: `${Subject} fue entregada`,
        preheader: 'Ya puedes instalarla en el lugar de descanso.',
        intro: [
          `La transportadora nos confirmó la entrega de ${subject}.`,
          'Al escanear su código QR con la cámara de un celular se abre el memorial, hoy y dentro de muchos años.',
          ...code,
        ],
        buttonLabel: 'Ver mi panel',
        notes: ['Si no la recibiste, responde a este correo y la buscamos con la transportadora.'],
      });
    case 'por_grabar':
      throw new Error('A plaque waiting to be engraved has no e-mail');
  }
}
