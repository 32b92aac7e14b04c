import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PaymentMethods } from '../../../worker/schemas/settings';
import { $settings, ensureSettings } from '../../stores/settings';

/** The payment_methods setting, fetched when the payment modal needs it. */
export function usePaymentMethods(): { status: 'loading' | 'error' | 'ready'; methods: PaymentMethods } {
  const settings = useStore($settings);
  useEffect(ensureSettings, []);
  const methods = settings.values.payment_methods ?? {};
  if (settings.status === 'ready') return { status: 'ready', methods };
  // Values from an earlier load are still good while a refresh is on its way.
  if (settings.values.payment_methods) return { status: 'ready', methods };
  return { status: settings.status === 'error' ? 'error' : 'loading', methods };
}
