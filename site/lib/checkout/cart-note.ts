import type { PaymentMethods } from '../../../worker/schemas/settings';

/** 'Nequi, Bre-B o Bancolombia'. */
function spanishList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`;
}

/**
 * The cart's note under 'Proceder al pago' (docs/features/payments.md): every way of paying the settings offer, online with Wompi
 * and each transfer method by its configured name, not only transfers. Before the settings arrive it promises
 * nothing it may not keep.
 */
export function cartPaymentNote(methods: PaymentMethods | undefined, online: boolean): string {
  const names = Object.values(methods ?? {}).map((method) => method.name);
  const transfers = spanishList(names);
  if (online && transfers) return `Pagas en línea (Nequi, PSE, tarjeta) o por transferencia (${transfers}).`;
  if (online) return 'Pagas en línea (Nequi, PSE, tarjeta).';
  if (transfers) return `Pagas por transferencia (${transfers}) y validamos tu pago.`;
  return 'En el siguiente paso eliges cómo pagar.';
}
