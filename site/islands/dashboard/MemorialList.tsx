import type { ComponentProps } from 'react';
import { handedOverText, type HandedOverView, type MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { cardWall, wallKey } from '../../lib/dashboard/memories-manager';
import { MemorialCardItem } from './MemorialCardItem';

/** What every card of the list shares: readiness, the site's address and the actions (MemorialCardItem.tsx). */
type CardShared = Omit<ComponentProps<typeof MemorialCardItem>, 'card' | 'pendingMemories'>;

type Props = CardShared & {
  title: string;
  /** null: the list could not be read, and `error` says so. */
  cards: MemorialCard[] | null;
  error: string;
  empty: string;
  /** Memorials of this kind the customer made and handed on: said under the list, and never 'Aún no has creado…'. */
  handedOver: readonly HandedOverView[];
  /** Memories awaiting approval by wall key ('memorial:{id}' / 'family:{id}'). */
  pendingMemories: Record<string, number>;
};

export function MemorialList({ title, cards, error, empty, handedOver, pendingMemories, ...shared }: Props) {
  return (
    <div className="dash-list">
      <h3 className="dash-list__title">{title}</h3>
      {cards === null ? (
        <p className="dash-error">{error}</p>
      ) : cards.length === 0 ? (
        handedOver.length === 0 && <p className="dash-empty">{empty}</p>
      ) : (
        <ul className="dash-list__cards">
          {cards.map((card) => (
            <MemorialCardItem key={card.id} card={card} pendingMemories={pendingMemories[wallKey(cardWall(card))] ?? 0} {...shared} />
          ))}
        </ul>
      )}
      {handedOver.map((handed) => (
        <p key={`${handed.memorial}:${handed.to}`} className="dash-handed">
          {handedOverText(handed)}
        </p>
      ))}
    </div>
  );
}
