import type { MemorialCard } from '../../lib/dashboard-memorials';
import { MemorialCardItem } from './MemorialCardItem';

type Props = {
  title: string;
  /** null: the list could not be read, and `error` says so. */
  cards: MemorialCard[] | null;
  error: string;
  empty: string;
  ready: boolean;
  onShare: (card: MemorialCard) => void;
  onDelete: (card: MemorialCard) => void;
};

export function MemorialList({ title, cards, error, empty, ready, onShare, onDelete }: Props) {
  return (
    <div className="dash-list">
      <h3 className="dash-list__title">{title}</h3>
      {cards === null ? (
        <p className="dash-error">{error}</p>
      ) : cards.length === 0 ? (
        <p className="dash-empty">{empty}</p>
      ) : (
        <ul className="dash-list__cards">
          {cards.map((card) => (
            <MemorialCardItem key={card.id} card={card} ready={ready} onShare={onShare} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </div>
  );
}
