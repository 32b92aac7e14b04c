import { REMEMBRANCE_OWNER_TEXTS as T } from '../../lib/dashboard/remembrance-owner';
import './list-status.css';

/** Where a panel's read stands; a ready state carries its data beside `status`. */
export type ReadState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

type Props = {
  state: ReadState;
  onRetry: () => void;
  /** What is being read, when the panel says more than 'Cargando…'. */
  loadingText?: string;
};

/**
 * A dashboard panel's first read (a paged list, the gatherings, the memories, the remembrance choices): waiting,
 * or failed with a way to try again. Nothing once it is ready.
 */
export function PanelStatus({ state, onRetry, loadingText = T.loading }: Props) {
  if (state.status === 'loading') {
    return (
      <p className="dash-status" role="status">
        <span className="dash-status__spinner" aria-hidden="true" />
        {loadingText}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="dash-status dash-status--failed" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {T.retry}
        </button>
      </div>
    );
  }
  return null;
}
