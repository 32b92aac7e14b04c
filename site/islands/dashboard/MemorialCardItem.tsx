import { publicPath, shareUrl, type MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { api, apiHref } from '../../lib/api-client';
import { QrDownloadLinks } from '../ui/QrDownloadLinks';
import { PrayerCardLinks } from '../ui/PrayerCardLinks';
import { MemorialExportLink } from '../ui/MemorialExportLink';
import { ShareRow } from '../ui/ShareRow';
import { MANAGER_TEXTS, pendingShortText } from '../../lib/dashboard/memories-manager';
import { Icon } from './icons';
import { CardSummary } from './CardSummary';
import { PlaqueSection } from './PlaqueSection';
import { UpcomingDates } from './UpcomingDates';
import { memorialPhrase } from '../../../worker/schemas/family-name';

type Props = {
  card: MemorialCard;
  /** Share, memories and delete need this island's JavaScript: until it runs they say so by being disabled. */
  ready: boolean;
  /** Memories on this memorial's wall awaiting the owner's approval. */
  pendingMemories: number;
  /** The site's address, for the link the share row sends. */
  origin: string;
  onMemories: (card: MemorialCard) => void;
  onDelete: (card: MemorialCard) => void;
  onDelivery: (card: MemorialCard) => void;
  onRemembrance: (card: MemorialCard) => void;
  /** 'Familia que ayuda': the owner's helpers and hand-over (docs/features/family-circle.md). */
  onHelp: (card: MemorialCard) => void;
};

/**
 * One memorial, individual or family alike: photo, name, dates, state and visits, its next remembrance dates
 * and the way into 'Fechas y recordatorios', the way into its wall's memories (with how many wait for approval), then its actions, the share row once published, its plaque's
 * way and its downloads. Links are plain links (they work before hydration); every
 * action names its memorial for screen readers, since a list repeats the words.
 */
export function MemorialCardItem({ card, ready, pendingMemories, origin, onMemories, onDelete, onDelivery, onRemembrance, onHelp }: Props) {
  const about = <span className="visually-hidden"> {card.name}</span>;
  const individual = card.kind === 'individual';
  const routes = (individual ? api.profiles : api.familyProfiles)[':id'];
  const param = { id: card.id };
  // After 'de' a family takes its article: 'Descargar código QR de la familia Ruiz' (worker/schemas/family-name.ts).
  const ofWhom = memorialPhrase(card.kind, card.name);
  return (
    <li className="inset-panel dash-card">
      <CardSummary photo={card.photo} name={card.name} lines={card.lines} published={card.published} visits={card.visits} />
      {card.remembrance && <UpcomingDates card={card} remembrance={card.remembrance} ready={ready} onOpen={onRemembrance} />}
      <button type="button" className="dash-card__row-button dash-card__memories" disabled={!ready} onClick={() => onMemories(card)}>
        <span className="dash-card__memories-label">
          <Icon name="memories" />
          <span>
            {MANAGER_TEXTS.open}
            <span className="visually-hidden"> de {ofWhom}</span>
          </span>
        </span>
        {pendingMemories > 0 && (
          <span className="dash-badge dash-badge--waiting">
            <span className="visually-hidden">, </span>
            {pendingShortText(pendingMemories)}
          </span>
        )}
        <Icon name="chevron" size={16} />
      </button>
      <div className="dash-card__actions">
        {card.published && (
          <a className="dash-action" href={publicPath(card.kind, card.slug)}>
            <Icon name="view" />
            Ver{about}
          </a>
        )}
        <a className="dash-action" href={`/preview/${encodeURIComponent(card.slug)}`}>
          <Icon name="preview" />
          Vista previa{about}
        </a>
        <a className="dash-action" href={`/edit/${encodeURIComponent(card.id)}`}>
          <Icon name="edit" />
          Editar{about}
        </a>
        <button type="button" className="dash-action" disabled={!ready} onClick={() => onHelp(card)}>
          <Icon name="people" />
          Familia que ayuda{about}
        </button>
        <button type="button" className="dash-action dash-action--danger" disabled={!ready} onClick={() => onDelete(card)}>
          <Icon name="delete" />
          Eliminar{about}
        </button>
      </div>
      {card.published && <ShareRow url={shareUrl(origin, card.kind, card.slug)} name={card.name} kind={card.kind} ready={ready} />}
      {card.plaque && <PlaqueSection plaque={card.plaque} name={ofWhom} ready={ready} onDelivery={() => onDelivery(card)} />}
      <QrDownloadLinks apiPath={apiHref(routes.qr.$url({ param }))} name={ofWhom} />
      <PrayerCardLinks
        apiPath={apiHref(
          individual
            ? api.profiles[':id']['prayer-card'].$url({ param })
            : api.familyProfiles[':id']['prayer-card'].$url({ param, query: {} }),
        )}
        name={ofWhom}
        members={card.members}
      />
      <MemorialExportLink apiPath={apiHref(routes.export.$url({ param }))} name={ofWhom} />
    </li>
  );
}
