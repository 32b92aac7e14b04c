/**
 * The terms' version and the words checkout and /terminos share (docs/features/payments.md "Terms at checkout"):
 * one module, so the withdrawal text (derecho de retracto, Ley 1480 de 2011 art. 47) a buyer accepts at checkout is
 * the one the terms page prints, and the version stored on the order names it. Pure, so islands import it.
 */

/**
 * The date 'Términos y Condiciones' last changed: printed on /terminos and stored on every order
 * (terms_version). A change to the page's content gets a new date here.
 */
export const TERMS_VERSION = '2026-11-29';

export const TERMS_MESSAGES = {
  required: 'Debes aceptar los términos y condiciones para continuar',
  checkbox: 'Acepto los términos y condiciones',
} as const;

/** The withdrawal text, in two parts: what is excluded and why, then how to ask for the money back before that. */
export const RETRACTO_TEXT = {
  exclusion:
    'La placa grabada y la página del memorial se hacen a tu medida y empiezan con tu consentimiento. Por eso, una vez grabamos la placa o publicas la página, no aplica el derecho de retracto de 5 días hábiles (artículo 47 de la Ley 1480 de 2011).',
  refundBefore: 'Antes de eso puedes retractarte dentro de los 5 días hábiles siguientes a la compra: escríbenos a',
  refundAfter: 'y te devolvemos todo el dinero en máximo 30 días.',
} as const;
