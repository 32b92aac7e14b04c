/**
 * The words and limits of remembrance dates, candles and reminders, free of any library so a page's script or
 * an island imports the very texts the API answers with.
 */
export const REMEMBRANCE_MESSAGES = {
  oneMemorial: 'Indica un solo memorial (memorial_profile_id o family_profile_id)',
  memorialNotFound: 'Memorial no encontrado',
  familyNotFound: 'Memorial familiar no encontrado',
  choiceInvalid: 'Indica si se guarda esta fecha (verdadero o falso)',
  kindUnavailable: 'Esta fecha no aplica a este memorial: ningún familiar está registrado como madre o padre',
  nothingToChange: 'Indica al menos una opción para cambiar',
  candleNameTooLong: 'El nombre puede tener máximo 60 caracteres',
  tooManyCandles: 'Has encendido muchas velas seguidas. Espera un momento e intenta de nuevo.',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Correo inválido',
  tooManyReminderRequests: 'Recibimos varias solicitudes seguidas. Espera un momento e intenta de nuevo.',
  tokenInvalid: 'El enlace no es válido',
  confirmLinkInvalid: 'El enlace de confirmación no es válido o ya venció. Suscríbete de nuevo desde el memorial.',
  /** The confirmation link opened again after it confirmed (docs/features/accounts-and-security.md). */
  alreadyConfirmedTitle: 'Suscripción confirmada',
  /** Both take the name as a text puts it after 'a' (memorialPhrase, worker/schemas/family-name.ts). */
  confirmed: (memorialName: string) =>
    `Recibirás por correo las fechas para recordar a ${memorialName}. Cada correo trae un enlace para dejar de recibirlos.`,
  alreadyConfirmed: (memorialName: string) =>
    `Tu suscripción ya está confirmada: recibirás por correo las fechas para recordar a ${memorialName}. Cada correo trae un enlace para dejar de recibirlos.`,
  subscriberNotFound: 'Suscriptor no encontrado',
  dateInvalid: 'Fecha inválida (usa AAAA-MM-DD)',
  memorialIdInvalid: 'Identificador de memorial no válido',
  countInvalid: 'Indica cuántas fechas mostrar, de 1 a 20',
} as const;

export const CANDLE_LIMITS = { name: 60 } as const;

/** The owner's lists (candles with names, subscribers) show this many per page. */
export const REMEMBRANCE_PAGE_SIZE = 20;

/** A reminder subscription waits this long for its confirmation before the daily clean-up drops it. */
export const CONFIRMATION_DAYS = 7;
