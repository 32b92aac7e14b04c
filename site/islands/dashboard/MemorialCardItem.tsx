import { publicPath, visitsText, type MemorialCard } from '../../lib/dashboard-memorials';
import { Icon } from './icons';
import { MemorialPhoto } from './MemorialPhoto';

type Props = {
  card: MemorialCard;
  /** Share and delete need this island's JavaScript: until it runs they say so by being disabled. */
  ready: boolean;
  onShare: (card: MemorialCard) => void;
  onDelete: (card: MemorialCard) => void;
};

/**
 * One memorial: photo, name, dates, state and visits, then its actions. Links are plain links (they work
 * before hydration); every action names its memorial for screen readers, since a list repeats the words.
 */
export function MemorialCardItem({ card, ready, onShare, onDelete }: Props) {
  const about = <span className="visually-hidden"> {card.name}</span>;
  const individual = card.kind === 'individual';
  return (
    <li className="dash-card">
      <div className="dash-card__main">
        <MemorialPhoto src={card.photo} />
        <div className="dash-card__text">
          <h4 className="dash-card__name">{card.name}</h4>
          {card.lines.map((line, index) => (
            <p key={`${index}-${line}`} className="dash-card__dates">
              {line}
            </p>
          ))}
          <p className="dash-card__facts">
            <span className={`dash-badge dash-badge--${card.published ? 'published' : 'draft'}`}>
              {card.published ? 'Publicado' : 'Borrador'}
            </span>
            <span className="dash-card__visits">
              <Icon name="visits" size={16} />
              {visitsText(card.visits)}
            </span>
          </p>
        </div>
      </div>
      <div className="dash-card__actions">
        {card.published && (
          <a className="dash-action" href={publicPath(card.kind, card.slug)}>
            <Icon name="view" />
            Ver{about}
          </a>
        )}
        {individual && (
          <a className="dash-action" href={`/preview/${encodeURIComponent(card.slug)}`}>
            <Icon name="preview" />
            Vista previa{about}
          </a>
        )}
        {individual && (
          <a className="dash-action" href={`/edit/${encodeURIComponent(card.id)}`}>
            <Icon name="edit" />
            Editar{about}
          </a>
        )}
        {card.published && (
          <button type="button" className="dash-action" disabled={!ready} onClick={() => onShare(card)}>
            <Icon name="share" />
            Compartir{about}
          </button>
        )}
        <button type="button" className="dash-action dash-action--danger" disabled={!ready} onClick={() => onDelete(card)}>
          <Icon name="delete" />
          Eliminar{about}
        </button>
      </div>
    </li>
  );
}
