import { publicPath, visitsText, type CoupleCard } from '../../lib/dashboard/dashboard-memorials';
import { QrDownloadLinks } from '../ui/QrDownloadLinks';
import { Icon } from './icons';
import { MemorialPhoto } from './MemorialPhoto';

type Props = {
  cards: CoupleCard[] | null;
  error: string;
  ready: boolean;
  onShare: (card: CoupleCard) => void;
};

/**
 * The couple pages an administrator made for this customer. Shown only when there are some: they are
 * not bought from the storefront, so an empty list would only puzzle. View, share and the plaque's QR code,
 * nothing else: the back-office edits them and they have no memory wall.
 */
export function CoupleList({ cards, error, ready, onShare }: Props) {
  if (cards !== null && cards.length === 0) return null;
  return (
    <div className="dash-list">
      <h3 className="dash-list__title">Páginas de pareja</h3>
      {cards === null ? (
        <p className="dash-error">{error}</p>
      ) : (
        <ul className="dash-list__cards">
          {cards.map((card) => {
            const about = <span className="visually-hidden"> {card.name}</span>;
            return (
              <li key={card.id} className="dash-card" data-couple-card={card.slug}>
                <div className="dash-card__main">
                  <MemorialPhoto src={card.photo} />
                  <div className="dash-card__text">
                    <h4 className="dash-card__name">{card.name}</h4>
                    {card.people !== card.name && <p className="dash-card__dates">{card.people}</p>}
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
                {card.published && (
                  <div className="dash-card__actions">
                    <a className="dash-action" href={publicPath('couple', card.slug)}>
                      <Icon name="view" />
                      Ver{about}
                    </a>
                    <button type="button" className="dash-action" disabled={!ready} onClick={() => onShare(card)}>
                      <Icon name="share" />
                      Compartir{about}
                    </button>
                  </div>
                )}
                <QrDownloadLinks apiPath={`/api/couple-profiles/${encodeURIComponent(card.id)}/qr`} name={card.name} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
