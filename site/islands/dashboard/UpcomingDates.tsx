import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import {
  candlesShortText,
  REMEMBRANCE_OWNER_TEXTS as T,
  subscribersShortText,
  upcomingLines,
  type CardRemembrance,
} from '../../lib/dashboard/remembrance-owner';
import { Icon } from './icons';
import './remembrance.css';
import { memorialPhrase } from '../../../worker/schemas/family-name';
import { contractLines } from '../../lib/dashboard/contract-lines';

type Props = {
  card: MemorialCard;
  remembrance: CardRemembrance;
  /** The dialog needs this island's JavaScript: until it runs the button says so by being disabled. */
  ready: boolean;
  onOpen: (card: MemorialCard) => void;
};

/**
 * A memorial's next remembrance dates on its card (the novenario, the misa de mes, the cabo de año…), and the way
 * into 'Fechas y recordatorios' with how many candles were lit and how many people get the reminders.
 */
export function UpcomingDates({ card, remembrance, ready, onOpen }: Props) {
  const lines = upcomingLines(remembrance.upcoming, card.kind, remembrance.today);
  const contracts = contractLines(remembrance.contracts ?? [], remembrance.today);
  return (
    <section className="dash-dates" aria-label={`${T.upcomingTitle} de ${memorialPhrase(card.kind, card.name)}`}>
      <p className="dash-dates__title">
        <Icon name="calendar" size={16} />
        {T.upcomingTitle}
      </p>
      {contracts.length > 0 && (
        <ul className="dash-dates__list dash-dates__contracts">
          {contracts.map((line) => (
            <li key={`${line.date}-${line.label}`} className="dash-dates__item dash-dates__contract" data-kind="boveda">
              <span className="dash-dates__label">{line.label}</span>
              <span className="dash-dates__when">
                {line.prefix} <time dateTime={line.date}>{line.when}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {lines.length === 0 ? (
        <p className="dash-dates__empty">{T.noUpcoming}</p>
      ) : (
        <ul className="dash-dates__list">
          {lines.map((line) => (
            <li key={`${line.date}-${line.kind}-${line.label}`} className="dash-dates__item" data-kind={line.kind}>
              <span className="dash-dates__label">{line.label}</span>
              <time className="dash-dates__when" dateTime={line.date}>
                {line.when}
              </time>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="dash-card__row-button dash-dates__open"
        disabled={!ready}
        onClick={() => onOpen(card)}
        aria-haspopup="dialog"
      >
        <span className="dash-dates__open-label">
          {T.open}
          <span className="visually-hidden"> de {card.name}</span>
        </span>
        <span className="dash-dates__counts">
          <span className="visually-hidden">: </span>
          <span className="dash-dates__count">
            <Icon name="candle" size={16} />
            {candlesShortText(remembrance.candles)}
          </span>
          <span className="visually-hidden">, </span>
          <span className="dash-dates__count">
            <Icon name="mail" size={16} />
            {subscribersShortText(remembrance.subscribers)}
          </span>
        </span>
        <Icon name="chevron" size={16} />
      </button>
    </section>
  );
}
