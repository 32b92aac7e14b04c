import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PaymentMethods } from '../../../worker/schemas/settings';
import type { SellerLines } from '../../../worker/schemas/seller-identity';
import { $settings, ensureSettings } from '../../stores/settings';

/** The payment_methods setting, and who sells (legal_entity, when saved), fetched when the payment modal needs them. */
export function usePaymentMethods(): { status: 'loading' | 'error' | 'ready'; methods: PaymentMethods; seller: SellerLines | null } {
  const settings = useStore($settings);
  useEffect(ensureSettings, []);
  const methods = settings.values.payment_methods ?? {};
  const seller = settings.values.seller ?? null;
  if (settings.status === 'ready') return { status: 'ready', methods, seller };
  // Values from an earlier load are still good while a refresh is on its way.
  if (settings.values.payment_methods) return { status: 'ready', methods, seller };
  return { status: settings.status === 'error' ? 'error' : 'loading', methods, seller };
}
