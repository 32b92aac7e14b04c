import { publicPath, shareUrl, type CoupleCard } from '../../lib/dashboard/dashboard-memorials';
import { api, apiHref } from '../../lib/api-client';
import { QrDownloadLinks } from '../ui/QrDownloadLinks';
import { ShareRow } from '../ui/ShareRow';
import { Icon } from './icons';
import { CardSummary } from './CardSummary';

type Props = {
  cards: CoupleCard[] | null;
  error: string;
  ready: boolean;
  /** The site's address, for the link the share row sends. */
  origin: string;
};

/**
 * The couple pages an administrator made for this customer. Shown only when there are some: they are
 * not bought from the storefront, so an empty list would only puzzle. View, share and the plaque's QR code,
 * nothing else: the back-office edits them and they have no memory wall.
 */
export function CoupleList({ cards, error, ready, origin }: Props) {
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
              <li key={card.id} className="inset-panel dash-card" data-couple-card={card.slug}>
                <CardSummary
                  photo={card.photo}
                  name={card.name}
                  lines={card.people === card.name ? [] : [card.people]}
                  published={card.published}
                  visits={card.visits}
                />
                {card.published && (
                  <>
                    <div className="dash-card__actions">
                      <a className="dash-action" href={publicPath('couple', card.slug)}>
                        <Icon name="view" />
                        Ver{about}
                      </a>
                    </div>
                    <ShareRow url={shareUrl(origin, 'couple', card.slug)} name={card.name} kind="couple" ready={ready} />
                  </>
                )}
                <QrDownloadLinks apiPath={apiHref(api.coupleProfiles[':id'].qr.$url({ param: { id: card.id } }))} name={card.name} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
