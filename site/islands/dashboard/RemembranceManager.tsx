import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { REMEMBRANCE_OWNER_TEXTS as T, type CardRemembrance } from '../../lib/dashboard/remembrance-owner';
import { Modal } from '../ui/Modal';
import { CandlesPanel } from './CandlesPanel';
import { GatheringsPanel } from './GatheringsPanel';
import { InvitationButton } from './InvitationButton';
import { RemembranceChoicesForm } from './RemembranceChoicesForm';
import { SubscribersPanel } from './SubscribersPanel';
import './remembrance.css';
import { memorialPhrase } from '../../../worker/schemas/family-name';

type Props = {
  /** The memorial whose dates are managed; null keeps the dialog closed. */
  card: MemorialCard | null;
  onClose: () => void;
  /** Something the card shows changed (its next dates, the candles, the subscribers). */
  onChange: (card: MemorialCard, change: Partial<CardRemembrance>) => void;
};

/**
 * 'Fechas y recordatorios' (docs/features/remembrance.md, the owner's side): which remembrance dates the memorial keeps and whether
 * the owner gets the reminders and the candles' digest; the gatherings the family announces ('Misas y encuentros',
 * docs/features/gatherings.md); the candles visitors lit, with the names they left; the
 * people who get the reminders, masked, each removable. Every part is read when the dialog opens.
 */
export function RemembranceManager({ card, onClose, onChange }: Props) {
  return (
    <Modal open={card !== null} onClose={onClose} title={card ? T.title(memorialPhrase(card.kind, card.name)) : undefined} size="lg">
      {card && (
        <div className="dash-rem">
          {!card.published && <p className="dash-rem__note">{T.draftNote}</p>}
          <RemembranceChoicesForm card={card} onUpcoming={(change) => onChange(card, change)} />
          <GatheringsPanel
            card={card}
            renderActions={(gathering, memorial) => <InvitationButton memorial={memorial} gathering={gathering} />}
          />
          <CandlesPanel card={card} onTotal={(candles) => onChange(card, { candles })} />
          <SubscribersPanel card={card} onTotal={(subscribers) => onChange(card, { subscribers })} />
        </div>
      )}
    </Modal>
  );
}
