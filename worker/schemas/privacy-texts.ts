/**
 * The personal-data policy's version and the texts of the four authorisations (Ley 1581 de 2012, Decreto 1377
 * de 2013 compiled in Decreto 1074 de 2015). One module for the pages, the forms and the server: the version a
 * page shows is the one a form's consent is stored with. Pure, without zod, so islands and scripts import it.
 */
import type { PrivacyConsentPurpose } from '../../db/schema/enums';

/**
 * The version of 'Política de Tratamiento de Datos Personales' and 'Términos y Condiciones' in force: the date
 * they were published. A change to either page's content gets a new date here, so every consent stored from
 * then on names the text the person actually saw.
 */
export const POLICY_VERSION = '2026-11-25';

export const PRIVACY_PATHS = { policy: '/politica-de-datos', terms: '/terminos' } as const;

export const POLICY_TITLE = 'Política de Tratamiento de Datos Personales';
export const TERMS_TITLE = 'Términos y Condiciones';

/** The API's refusal (400) when a request that carries personal data comes without `privacy_consent: true`. */
export const PRIVACY_MESSAGES: Record<PrivacyConsentPurpose, string> = {
  registro: 'Debes autorizar el tratamiento de tus datos personales para crear tu cuenta',
  recuerdo: 'Debes autorizar el tratamiento de tus datos personales para enviar el recuerdo',
  entrega_placa: 'Debes autorizar el tratamiento de los datos de envío para guardarlos',
  recordatorios: 'Debes autorizar el tratamiento de tu correo para recibir recordatorios',
};

/** A checkbox's words around the link to the policy (and, at registration, to the terms). */
export type ConsentLabel = { before: string; after: string; withTerms: boolean };

export const CONSENT_LABELS: Record<PrivacyConsentPurpose, ConsentLabel> = {
  registro: {
    before:
      'Autorizo el tratamiento de mis datos personales y de los que publique en mis memoriales, para crear mi cuenta y prestarme el servicio, según la',
    after: ', y acepto los',
    withTerms: true,
  },
  recuerdo: {
    before: 'Autorizo el tratamiento de mis datos (mi nombre, mi mensaje y la foto) para entregar este recuerdo a la familia, según la',
    after: '.',
    withTerms: false,
  },
  entrega_placa: {
    before:
      'Autorizo el tratamiento de los datos de envío (nombre y teléfono de quien recibe, y el lugar de entrega) para enviar la placa, incluido entregarlos a la transportadora, según la',
    after: '.',
    withTerms: false,
  },
  recordatorios: {
    before:
      'Autorizo el tratamiento de mi correo electrónico para recibir los recordatorios de las fechas de este memorial (puedo darme de baja en cualquier momento desde cada correo), según la',
    after: '.',
    withTerms: false,
  },
};

/** '25 de noviembre de 2026', how the pages date the policy. */
export function policyDateLabel(version: string = POLICY_VERSION): string {
  const [year, month, day] = version.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return date.toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
