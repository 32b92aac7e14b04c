/**
 * 'Mis datos' in the dashboard: the API's messages for deleting one's own account and what the dialog says goes
 * and stays. Pure, so the island imports it without zod; the server's refusals use the same words.
 */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Escribe tu contraseña para confirmar',
  wrongPassword: 'Contraseña incorrecta',
  noPassword: 'Tu cuenta aún no tiene contraseña. Crea una con "Olvidé mi contraseña" y vuelve a intentarlo.',
  adminAccount: 'Las cuentas de administrador no se eliminan desde aquí. Pide a un super administrador que la elimine desde Usuarios.',
  paymentPending: 'Tienes un pago en verificación. Espera a que lo revisemos (máximo 30 minutos) y vuelve a intentarlo.',
  onlinePaymentPending:
    'Tienes un pago en línea con Wompi sin confirmar. Si pagaste, espera a que se confirme; si lo dejaste a medias, podrás eliminar tu cuenta un día después de haberlo iniciado.',
  changedMeanwhile: 'Tu cuenta cambió mientras la eliminábamos. Intenta de nuevo.',
  deleted: 'Tu cuenta fue eliminada.',
  deleteFailed: 'No se pudo eliminar la cuenta. Intenta de nuevo.',
} as const;

/** What deleting the account removes, in the words the dialog uses. */
export const DELETION_GOES = [
  'Tu cuenta: nombre, correo, contraseña y todas tus sesiones abiertas.',
  'Tus memoriales y memoriales familiares, con sus fotos, videos y canciones. Sus páginas dejan de existir y el código QR de la placa ya no llevará a ellas.',
  'Los recuerdos que los visitantes dejaron en esos muros, con sus fotos.',
  'Los datos de envío de tus placas (quién recibe, teléfono y dirección) y las órdenes que no llegaron a pagarse.',
] as const;

/** What the law makes the company keep, and what is not the customer's to delete. */
export const DELETION_STAYS = [
  'Tus órdenes pagadas, sin tu nombre, tu correo ni el nombre de quien pagó: paquete, valor, fecha, medio de pago y referencia de la transferencia. Son registros contables que la ley nos obliga a conservar (Código de Comercio, art. 60, y Estatuto Tributario).',
  'Una placa que ya grabamos sigue existiendo con su código, sin tus datos de envío: si aún no la hemos enviado, ya no podremos hacerlo.',
  'Las páginas de pareja que un administrador creó para ti no se eliminan: solo dejan de estar a tu nombre.',
  'La constancia de que autorizaste el tratamiento de tus datos (fecha y versión de la política), sin nada que te identifique.',
] as const;

/** Said before the password is asked: nothing can be undone. */
export const DELETION_WARNING =
  'Esto no se puede deshacer. Si tienes un paquete pagado sin usar, se pierde con la cuenta. Antes, puedes descargar tus datos y cada memorial.';
