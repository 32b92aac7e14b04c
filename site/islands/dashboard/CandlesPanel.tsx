import { api, request } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { candlesCountText, pageQuery, REMEMBRANCE_OWNER_TEXTS as T } from '../../lib/dashboard/remembrance-owner';
import { PagedPanel } from './PagedPanel';
import { usePagedList } from './usePagedList';

/**
 * The candles lit on one memorial, newest first, twenty a page as the API pages them: the name a visitor left
 * (or that they left none) and when, in Colombia's time. Only the owner sees the names.
 */
export function CandlesPanel({ card, onTotal }: { card: MemorialCard; onTotal: (total: number) => void }) {
  const list = usePagedList(
    (page, init) => request(api.candles.manage.$get({ query: pageQuery(card, page) }, { init })),
    T.candlesLoadFailed,
    onTotal,
  );

  return (
    <PagedPanel
      {...list}
      title={T.candlesTitle}
      icon="candle"
      countText={candlesCountText}
      hint={T.candlesHint}
      empty={T.candlesEmpty}
      pagerLabel={T.candlesPager}
      renderRow={(candle) => (
        <li key={candle.id} className="dash-rem__row">
          <span className={`dash-rem__who${candle.name ? '' : ' dash-rem__who--anonymous'}`}>{candle.name ?? T.anonymous}</span>
          <time className="dash-rem__when" dateTime={candle.created_at}>
            {formatDateTime(candle.created_at)}
          </time>
        </li>
      )}
    />
  );
}
