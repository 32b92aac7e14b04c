/**
 * Bre-B (docs/features/payments.md): the Banco de la República's interoperable instant payments, in mass operation since 6 October
 * 2025, when banks removed Transfiya's button. A business is paid by its llave or by the QR its bank issued for it.
 * Library-free, so the payment modal and the back-office share these words and rules without pulling zod in.
 */

/** The payment_methods key of the Bre-B method: the payment step shows its llave and QR. */
export const BREB_METHOD_ID = 'breb';

/**
 * The kinds of llave Bre-B registers, as the method's `type` stores them (Spanish labels). Banks and the Banco de la
 * República's announcements name these five: a person's documento de identidad, celular, correo, an alphanumeric
 * llave, and, for businesses, the código de comercio the bank assigns.
 */
export const BREB_LLAVE_TYPES = ['Celular', 'Cédula', 'Correo', 'Llave alfanumérica', 'Código de comercio'] as const;
export type BrebLlaveType = (typeof BREB_LLAVE_TYPES)[number];

/**
 * Methods that no longer exist but that old orders still name: an order stores only the method's key, so its label
 * is the configured name, else this one, else the key itself.
 */
export const RETIRED_METHOD_NAMES: Readonly<Record<string, string>> = { transfiya: 'Transfiya' };

/** The online gateway's key ('wompi', online-payment-texts.ts) as people know it: never a settings method (docs/features/payments.md). */
export const GATEWAY_METHOD_NAMES: Readonly<Record<string, string>> = { wompi: 'Wompi' };

/** A method key no setting names: the gateway's name, a retired method's old name, else the key itself. */
export function unconfiguredMethodName(key: string): string {
  if (Object.hasOwn(GATEWAY_METHOD_NAMES, key)) return GATEWAY_METHOD_NAMES[key]!;
  if (Object.hasOwn(RETIRED_METHOD_NAMES, key)) return RETIRED_METHOD_NAMES[key]!;
  return key;
}

export const BREB_MESSAGES = {
  typeInvalid: 'Elige el tipo de llave Bre-B: Celular, Cédula, Correo, Llave alfanumérica o Código de comercio',
  celularInvalid: 'La llave Bre-B de celular debe ser un celular colombiano de 10 dígitos que empiece por 3 (por ejemplo 300 123 4567)',
  cedulaInvalid: 'La llave Bre-B de cédula debe tener solo números, entre 5 y 10 dígitos',
  correoInvalid: 'La llave Bre-B de correo debe ser un correo válido (por ejemplo pagos@empresa.co)',
  alfanumericaInvalid: 'La llave alfanumérica Bre-B puede empezar por @ y tener de 3 a 20 letras o números, sin espacios',
  comercioInvalid: 'El código de comercio Bre-B debe tener solo números, entre 4 y 15 dígitos',
  qrOnlyBreb: 'Solo el método Bre-B puede tener una imagen QR',
  qrImageInvalid: 'La imagen QR debe ser un QR de Bre-B subido en Configuración',
  qrNotPng: 'Sube el QR como imagen PNG, tal como lo descargas de la app de tu banco. Las fotos JPG no se aceptan.',
  qrNotDecoded: 'La imagen no contiene un código QR legible. Sube la imagen del QR que te dio tu banco, sin recortarla.',
  qrTooLarge: 'La imagen del QR es demasiado grande: máximo 2500 × 2500 píxeles.',
  qrDataTooLarge:
    'La imagen del QR trae más datos de los que corresponden a su tamaño. Sube la imagen tal como la descargas de la app de tu banco.',
  qrUploaded: 'QR subido. Guarda los métodos de pago para publicarlo.',
  transfiyaRetired: 'Transfiya dejó de funcionar en octubre de 2025: reemplázalo por Bre-B',
  scanCaption: 'Escanea con la app de tu banco',
  llaveCopied: 'Llave Bre-B copiada',
  copyFailed: 'No se pudo copiar. Escribe la llave manualmente.',
} as const;

const onlyDigits = (value: string) => value.replace(/[\s.-]/g, '');

/**
 * The first thing wrong with a Bre-B llave of `type`, or null. The rules are ours (Bre-B publishes no format for the
 * public): a celular is a Colombian mobile, 10 digits starting with 3, written with spaces or dashes and an optional
 * +57; a cédula 5 to 10 digits (dots allowed, as people write it); a correo an address; an alphanumeric llave an
 * optional @ and 3 to 20 letters or digits; a código de comercio 4 to 15 digits.
 */
export function brebLlaveProblem(type: string, account: string): string | null {
  const value = account.trim();
  switch (type) {
    case 'Celular':
      return /^(\+?57)?3\d{9}$/.test(value.replace(/[\s-]/g, '')) ? null : BREB_MESSAGES.celularInvalid;
    case 'Cédula':
      return /^\d{5,10}$/.test(onlyDigits(value)) ? null : BREB_MESSAGES.cedulaInvalid;
    case 'Correo':
      return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) ? null : BREB_MESSAGES.correoInvalid;
    case 'Llave alfanumérica':
      return /^@?[A-Za-z0-9]{3,20}$/.test(value) ? null : BREB_MESSAGES.alfanumericaInvalid;
    case 'Código de comercio':
      return /^\d{4,15}$/.test(onlyDigits(value)) ? null : BREB_MESSAGES.comercioInvalid;
    default:
      return BREB_MESSAGES.typeInvalid;
  }
}

/**
 * What 'Copiar' puts on the clipboard: the llave as a bank's app takes it. Numbers lose their spaces, dots and dashes
 * (and a celular its +57); a correo or an alphanumeric llave is copied as written.
 */
export function brebCopyValue(type: string, account: string): string {
  const value = account.trim();
  if (type === 'Celular') return value.replace(/[\s-]/g, '').replace(/^\+?57(?=3\d{9}$)/, '');
  if (type === 'Cédula' || type === 'Código de comercio') return onlyDigits(value);
  return value;
}

/** An order's method as people read it: its configured name, the gateway's name, a retired method's old name, or the key. */
export function paymentMethodName(methods: Readonly<Record<string, { name: string }>>, key: string): string {
  return (Object.hasOwn(methods, key) ? methods[key]?.name : undefined) ?? unconfiguredMethodName(key);
}
