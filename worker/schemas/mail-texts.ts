/** The words of the mail queue's routes: the back-office's failed messages and the local outage switch. */
export const MAIL_MESSAGES = {
  invalidId: 'ID de correo no válido',
  notFound: 'Correo no encontrado',
  notFailed: 'Este correo ya no está fallido: se envió o ya está en camino',
  cannotRetry: 'Este correo no se puede reenviar: su contenido no se guardó',
  expired: 'Este correo falló hace más de 7 días: sus enlaces ya vencieron. Pide a la persona que solicite uno nuevo',
  queueFailed: 'No se pudo poner el correo en la cola de envío. Intenta de nuevo en unos minutos',
  outboxTo: 'Indica el destinatario (to)',
  outageOn: 'Indica si el proveedor de correo local está caído (on: true o false)',
} as const;

/** The back-office's words for the failed messages (site/islands/admin/dashboard/FailedMailReview.tsx). */
export const FAILED_MAIL_TEXTS = {
  title: 'Correos que no salieron',
  hint: 'El proveedor de correo los rechazó o no respondió después de varios intentos. Reintentar los envía de nuevo, una sola vez.',
  retry: 'Reintentar',
  retrying: 'Reintentando...',
  retried: 'Correo en camino.',
  cannotRetry: 'No se puede reenviar',
} as const;
