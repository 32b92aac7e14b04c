import { REMEMBRANCE_OWNER_TEXTS as T } from '../../lib/dashboard/remembrance-owner';
import type { PagedListing } from './usePagedList';
import './list-status.css';

/** A paged list's first read: waiting, or failed with a way to try again. Nothing once it is ready. */
export function PanelStatus<Row>({ listing, onRetry }: { listing: PagedListing<Row>; onRetry: () => void }) {
  if (listing.status === 'loading') {
    return (
      <p className="dash-status" role="status">
        <span className="dash-status__spinner" aria-hidden="true" />
        {T.loading}
      </p>
    );
  }
  if (listing.status === 'failed') {
    return (
      <div className="dash-status dash-status--failed" role="alert">
        <p>{listing.message}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {T.retry}
        </button>
      </div>
    );
  }
  return null;
}
