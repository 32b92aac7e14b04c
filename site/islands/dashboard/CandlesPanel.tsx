import { useId, useRef } from 'react';
import { api, request } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { candlesCountText, OWNER_PAGE_SIZE, pageQuery, REMEMBRANCE_OWNER_TEXTS as T } from '../../lib/dashboard/remembrance-owner';
import { Pager } from '../ui/Pager';
import { Icon } from './icons';
import { PanelStatus } from './PanelStatus';
import { usePagedList } from './usePagedList';

/**
 * The candles lit on one memorial, newest first, twenty a page as the API pages them: the name a visitor left
 * (or that they left none) and when, in Colombia's time. Only the owner sees the names.
 */
export function CandlesPanel({ card, onTotal }: { card: MemorialCard; onTotal: (total: number) => void }) {
  const headingId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { listing, turning, load } = usePagedList(
    (page, init) => request(api.candles.manage.$get({ query: pageQuery(card, page) }, { init })),
    T.candlesLoadFailed,
    onTotal,
  );

  return (
    <section className="dash-rem__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-rem__heading">
        {T.candlesTitle}
      </h3>
      <PanelStatus listing={listing} onRetry={() => void load(1)} />
      {listing.status === 'ready' && (
        <>
          <p ref={summaryRef} className="dash-rem__count" tabIndex={-1} aria-live="polite">
            <Icon name="candle" size={18} />
            <strong>{candlesCountText(listing.page.pagination.total)}</strong>
          </p>
          <p className="dash-rem__hint">{T.candlesHint}</p>
          {listing.page.data.length === 0 ? (
            <p className="dash-list-empty">{T.candlesEmpty}</p>
          ) : (
            <ul className="dash-rem__list" aria-busy={turning || undefined}>
              {listing.page.data.map((candle) => (
                <li key={candle.id} className="dash-rem__row">
                  <span className={`dash-rem__who${candle.name ? '' : ' dash-rem__who--anonymous'}`}>{candle.name ?? T.anonymous}</span>
                  <time className="dash-rem__when" dateTime={candle.created_at}>
                    {formatDateTime(candle.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={listing.page.pagination.page}
            totalPages={listing.page.pagination.totalPages}
            total={listing.page.pagination.total}
            limit={listing.page.pagination.limit || OWNER_PAGE_SIZE}
            onPageChange={(page) => void load(page, true).then((arrived) => arrived && summaryRef.current?.focus())}
            label={T.candlesPager}
            busy={turning}
          />
        </>
      )}
    </section>
  );
}
