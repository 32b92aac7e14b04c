import { BREB_MESSAGES as M } from '../../../../worker/schemas/payment-method-texts';
import type { SiteSettings } from '../../../lib/admin/settings';

/** A method named or keyed Transfiya: banks removed Transfiya's button on 6 October 2025, when Bre-B began. */
export const isTransfiya = (id: string, method: { name: string }) => id === 'transfiya' || /transfiya/i.test(method.name);

/**
 * The payment accounts belong to the business, so a configured Transfiya method is never rewritten silently: the
 * back-office says it no longer works and asks for Bre-B instead.
 */
export function TransfiyaNotice({ methods }: { methods: SiteSettings['payment_methods'] }) {
  if (!Object.entries(methods).some(([id, method]) => isTransfiya(id, method))) return null;
  return (
    <p className="form-alert settings-notice" role="status" data-notice="transfiya">
      {M.transfiyaRetired}
    </p>
  );
}
