import { useEffect, useRef, useState } from 'react';
import { api, requestData } from '../../lib/api-client';
import { nextWait, UNFINISHED_AFTER_MS, waitStateOf } from '../../lib/checkout/online-payment-wait';
import { UNFINISHED_ONLINE_TEXTS as U } from '../../../worker/schemas/online-payment-texts';
import { UnfinishedOnlineActions } from './UnfinishedOnlineActions';
import '../auth/auth.css';

/**
 * The return page after Wompi (docs/features/payments.md): says plainly whether the payment is confirmed, still on its way, or
 * refused, asking the order's status again through the typed client with a growing pause (bounded), and leads
 * to 'Crear memorial' once it is paid. Once the order has waited UNFINISHED_AFTER_MS (or the pauses run out) it
 * stops and says the payment did not finish, with the ways on (docs/features/payments.md).
 */
type Props = { orderId: string; initialStatus: string; createdAt: string; packageName: string; total: number };

export default function OnlinePaymentStatus({ orderId, initialStatus, createdAt, packageName, total }: Props) {
  const [status, setStatus] = useState(initialStatus);
  const giveUpAt = Date.parse(createdAt) + UNFINISHED_AFTER_MS;
  const [gaveUp, setGaveUp] = useState(() => Date.now() >= giveUpAt);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = waitStateOf(status, gaveUp);

  useEffect(() => {
    if (state !== 'waiting') return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      const wait = nextWait(attempt++);
      if (wait === null || Date.now() >= giveUpAt) return setGaveUp(true);
      timer = setTimeout(() => void ask(), wait);
    };
    const ask = async () => {
      const result = await requestData(api.orders[':id'].$get({ param: { id: orderId } }));
      if (stopped) return;
      if (result.ok && result.data.status !== 'pending' && result.data.status !== 'pending_verification') setStatus(result.data.status);
      else schedule();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, state, giveUpAt]);

  // The news replaces the heading: focus it, so a screen reader reads it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state]);

  return (
    <div className="online-wait" data-state={state}>
      <p className="eyebrow">Pago en línea</p>
      {state === 'confirmed' && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            ¡Tu pago está confirmado!
          </h1>
          <p className="receipt__lead">Wompi aprobó tu pago y tu paquete ya está activo. Ya puedes crear el memorial de tu ser querido.</p>
          <a className="button button--primary" href="/select-memorial-type">
            Crear memorial
          </a>
        </>
      )}
      {state === 'waiting' && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Estamos esperando la confirmación de tu pago
          </h1>
          <p className="receipt__lead" role="status">
            <span className="spinner" aria-hidden="true" /> Wompi nos avisa apenas tu banco apruebe el pago. Con PSE puede tardar unos
            minutos: deja esta página abierta, se actualiza sola. También te escribiremos por correo.
          </p>
        </>
      )}
      {state === 'unfinished' && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            {U.heading}
          </h1>
          <UnfinishedOnlineActions orderId={orderId} packageName={packageName} total={total} />
        </>
      )}
      {state === 'cancelled' && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Esta orden fue cancelada
          </h1>
          <p className="receipt__lead">No se hizo ningún cobro por ella. Cuando quieras, puedes elegir un paquete de nuevo.</p>
          <a className="button button--primary" href="/#precios">
            Ver paquetes
          </a>
        </>
      )}
      {state === 'declined' && (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Tu pago no fue aprobado
          </h1>
          <p className="receipt__lead">
            Wompi no aprobó el pago, así que no se hizo ningún cobro. Puedes intentarlo de nuevo con otro medio de pago o pagar por
            transferencia.
          </p>
          <a className="button button--primary" href="/#precios">
            Intentar de nuevo
          </a>
        </>
      )}
    </div>
  );
}
