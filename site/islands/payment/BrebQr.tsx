import { useState } from 'react';
import { BREB_MESSAGES as M } from '../../../worker/schemas/payment-method-texts';

/**
 * The Bre-B QR the business's bank issued (docs/features/payments.md), shown as the bank made it (it carries the network's security
 * hash, so the product never draws one of its own): at least 240 CSS px, so another phone can scan it off this
 * screen, and with its pixels kept sharp when the image is smaller than that.
 */
export function BrebQr({ src }: { src: string }) {
  const [small, setSmall] = useState(false);
  return (
    <figure className="pay-qr">
      <img
        className={small ? 'pay-qr__image pay-qr__image--pixelated' : 'pay-qr__image'}
        src={src}
        alt="Código QR Bre-B para pagar"
        width={240}
        height={240}
        onLoad={(event) => setSmall(event.currentTarget.naturalWidth < 480)}
      />
      <figcaption className="pay-qr__caption">{M.scanCaption}</figcaption>
    </figure>
  );
}
