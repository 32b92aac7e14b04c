import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { OWNER_PAGE_SIZE } from '../../lib/dashboard/remembrance-owner';
import { Pager } from '../ui/Pager';
import { Icon, type IconName } from './icons';
import { PanelStatus } from './PanelStatus';
import type { PagedListing } from './usePagedList';

type Props<T> = {
  /** The list as usePagedList reads it: the listing, whether a page is turning, and the reader. */
  listing: PagedListing<T>;
  turning: boolean;
  load: (page: number, quiet?: boolean) => Promise<boolean>;
  title: string;
  icon: IconName;
  /** The count above the list ('3 velas encendidas'). */
  countText: (total: number) => string;
  hint: string;
  empty: string;
  pagerLabel: string;
  /** One row of the list, an <li> with its key. */
  renderRow: (row: T) => ReactNode;
  /** The count above the list, for the caller to focus (after a removal); the panel focuses it after a turn. */
  summaryRef?: RefObject<HTMLParagraphElement | null>;
};

/**
 * One of the owner's paged lists in the remembrance dialog (candles, subscribers): the heading, the loading or failed
 * state, the count, a hint, the rows or the empty line, and the pager, which brings the focus back to the count.
 */
export function PagedPanel<T>({
  listing,
  turning,
  load,
  title,
  icon,
  countText,
  hint,
  empty,
  pagerLabel,
  renderRow,
  summaryRef,
}: Props<T>) {
  const headingId = useId();
  const ownRef = useRef<HTMLParagraphElement>(null);
  const countRef = summaryRef ?? ownRef;
  return (
    <section className="dash-rem__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-rem__heading">
        {title}
      </h3>
      <PanelStatus state={listing} onRetry={() => void load(1)} />
      {listing.status === 'ready' && (
        <>
          <p ref={countRef} className="dash-rem__count" tabIndex={-1} aria-live="polite">
            <Icon name={icon} size={18} />
            <strong>{countText(listing.page.pagination.total)}</strong>
          </p>
          <p className="dash-rem__hint">{hint}</p>
          {listing.page.data.length === 0 ? (
            <p className="dash-list-empty">{empty}</p>
          ) : (
            <ul className="dash-rem__list" aria-busy={turning || undefined}>
              {listing.page.data.map((row) => renderRow(row))}
            </ul>
          )}
          <Pager
            page={listing.page.pagination.page}
            totalPages={listing.page.pagination.totalPages}
            total={listing.page.pagination.total}
            limit={listing.page.pagination.limit || OWNER_PAGE_SIZE}
            onPageChange={(page) => void load(page, true).then((arrived) => arrived && countRef.current?.focus())}
            label={pagerLabel}
            busy={turning}
          />
        </>
      )}
    </section>
  );
}
