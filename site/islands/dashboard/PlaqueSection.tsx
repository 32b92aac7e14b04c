import {
  deliveryText,
  PLAQUE_CARD_TEXTS as T,
  plaqueLinkText,
  plaqueStatusHint,
  plaqueStatusLabel,
  trackingText,
  type PlaqueCard,
} from '../../lib/dashboard/plaque-delivery';

type Props = {
  plaque: PlaqueCard;
  name: string;
  /** The delivery form needs this island's JavaScript: until it runs the button says so by being disabled. */
  ready: boolean;
  onDelivery: () => void;
};

/**
 * The plaque on a memorial's card: its state, the courier's tracking number once sent, where it goes, and,
 * while the owner may still change it, the way into the delivery form (asked for first when missing).
 */
export function PlaqueSection({ plaque, name, ready, onDelivery }: Props) {
  const tracking = trackingText(plaque);
  const asking = plaque.delivery === null && plaque.editable;
  return (
    <section
      className={`dash-plaque${asking ? ' dash-plaque--asking' : ''}`}
      aria-label={`${T.title} de ${name}`}
      data-plaque-status={plaque.status}
    >
      <p className="dash-plaque__head">
        <span className="dash-plaque__title">{T.title}</span>
        <span className={`dash-badge dash-badge--plaque-${plaque.status}`}>{plaqueStatusLabel(plaque.status)}</span>
      </p>
      <p className="dash-plaque__hint">{plaqueStatusHint(plaque.status)}</p>
      {tracking && <p className="dash-plaque__tracking">{tracking}</p>}
      {plaque.link && (
        <p className="dash-plaque__code">
          Código de la placa:{' '}
          <a href={plaque.link} translate="no">
            {plaqueLinkText(plaque.link)}
          </a>
        </p>
      )}
      {plaque.delivery ? (
        <p className="dash-plaque__delivery">Envío a: {deliveryText(plaque.delivery)}</p>
      ) : asking ? (
        <p className="dash-plaque__ask">
          <strong>{T.ask}</strong> {T.askHint}
        </p>
      ) : null}
      {plaque.editable && (
        <button
          type="button"
          className={`button ${asking ? 'button--primary' : 'button--secondary'} button--small dash-plaque__button`}
          disabled={!ready}
          onClick={onDelivery}
        >
          {plaque.delivery ? T.edit : T.add}
          <span className="visually-hidden"> de {name}</span>
        </button>
      )}
    </section>
  );
}
