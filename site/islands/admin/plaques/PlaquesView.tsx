import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  nextPlaqueStatus,
  PLAQUE_ADMIN_TEXTS as T,
  PLAQUE_ADVANCE_LABELS,
  PLAQUE_STATUS_LABELS,
} from '../../../../worker/schemas/plaque-texts';
import {
  PLAQUE_FILTERS,
  PLAQUES_PAGE_SIZE,
  plaqueOwner,
  type AdminPlaque,
  type PlaqueFilter,
  type PlaquesQuery,
  type PlaqueStatus,
} from '../../../lib/admin/plaques';
import { formatCount } from '../../../lib/format';
import {
  $advancing,
  $plaques,
  $plaquesQuery,
  advancePlaque,
  filterPlaques,
  reloadPlaques,
  searchPlaques,
  showPlaquesPage,
} from '../../../stores/admin/plaques';
import { showToast } from '../../../stores/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListFrame } from '../ListFrame';
import { SearchBox } from '../SearchBox';
import { PlaquesTable } from './PlaquesTable';
import { ShipPlaqueDialog } from './ShipPlaqueDialog';
import './plaques.css';

/** A step that only asks first: engraved and delivered carry no data, sending has its own form. */
type ConfirmedStep = { plaque: AdminPlaque; status: 'grabada' | 'entregada' };

/**
 * 'Placas': the workshop's queue. Each plaque moves one step at a time (por grabar → grabada → enviada →
 * entregada), its QR code downloads for the engraving, and the customer is e-mailed at every step.
 */
export function PlaquesView() {
  const query = useStore($plaquesQuery);
  const read = useStore($plaques);
  const advancing = useStore($advancing);
  const [confirming, setConfirming] = useState<ConfirmedStep | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [shipping, setShipping] = useState<AdminPlaque | null>(null);

  const plaques = read.data?.data ?? [];
  const pagination = read.data?.pagination ?? null;

  // The last plaque of the last page just moved to another state: show the page that now is the last one.
  useEffect(() => {
    if (pagination && pagination.total > 0 && query.page > pagination.totalPages) showPlaquesPage(pagination.totalPages);
  }, [pagination, query.page]);

  const openStep = (plaque: AdminPlaque) => {
    const next = nextPlaqueStatus(plaque.status);
    if (next === null) return;
    if (next === 'enviada') {
      setShipping(plaque);
      return;
    }
    setConfirmError(null);
    setConfirming({ plaque, status: next });
  };

  const confirm = async (step: ConfirmedStep) => {
    if ($advancing.get().includes(step.plaque.id)) return;
    setConfirmError(null);
    const result = await advancePlaque(step.plaque.id, { status: step.status });
    if (!result.ok) {
      setConfirmError(result.error);
      return;
    }
    showToast(result.data, { tone: 'success' });
    setConfirming((current) => (current === step ? null : current));
  };

  const searching = query.search.trim() !== '';
  const total = pagination?.total ?? 0;
  const showSpinner = !read.loaded || (read.loading && plaques.length === 0 && !read.error);

  return (
    <>
      <ListFrame
        titleId="plaques-title"
        title={T.title}
        count={read.loaded && pagination ? T.count(formatCount(total), total === 1) : null}
        toolbar={<PlaquesToolbar query={query} counts={read.data?.counts ?? null} />}
        error={read.error}
        onRetry={reloadPlaques}
        loading={showSpinner}
        loadingText={T.loading}
        empty={plaques.length === 0 ? emptyState(query, searching) : null}
        pager={{
          page: query.page,
          pagination,
          limit: PLAQUES_PAGE_SIZE,
          label: T.pagerLabel,
          busy: read.loading,
          onPageChange: showPlaquesPage,
        }}
      >
        <PlaquesTable plaques={plaques} advancing={advancing} busy={read.loading} onAdvance={openStep} />
      </ListFrame>

      <ConfirmDialog
        subject={confirming}
        title={confirming ? T.confirmTitle[confirming.status] : ''}
        confirmLabel={confirming ? PLAQUE_ADVANCE_LABELS[confirming.status] : ''}
        tone="primary"
        busy={confirming !== null && advancing.includes(confirming.plaque.id)}
        onCancel={() => setConfirming(null)}
        onConfirm={(step) => void confirm(step)}
      >
        {(step) => <StepConsequences step={step} error={confirmError} sending={advancing.includes(step.plaque.id)} />}
      </ConfirmDialog>
      <ShipPlaqueDialog plaque={shipping} onClose={() => setShipping(null)} />
    </>
  );
}

/** The confirmation's words: which plaque, that the customer is told, that it cannot be undone; then any failure. */
function StepConsequences({ step, error, sending }: { step: ConfirmedStep; error: string | null; sending: boolean }) {
  const { plaque, status } = step;
  const { memorial } = plaque;
  return (
    <>
      {memorial.name !== null ? (
        <>
          {T.plaqueOf} <strong>{memorial.name}</strong>
          {memorial.short_code ? T.codeAside(memorial.short_code) : ''}
        </>
      ) : (
        T.deletedPlaque(memorial.short_code)
      )}{' '}
      {T.confirmOutcome(status, plaqueOwner(plaque).name)}
      {status === 'grabada' && !plaque.delivery && <span className="plaque-confirm__note">{T.confirmNoDeliveryYet}</span>}
      {sending && (
        <span className="plaque-confirm__note" role="status">
          {T.saving}
        </span>
      )}
      {error && (
        <span className="form-alert plaque-confirm__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** The search box and the state filter: one pressed button per state, with how many plaques are in it. */
function PlaquesToolbar({ query, counts }: { query: PlaquesQuery; counts: Record<PlaqueStatus, number> | null }) {
  return (
    <div className="admin-toolbar admin-toolbar--single" role="search">
      <SearchBox value={query.search} onSearch={searchPlaques} label={T.searchLabel} placeholder={T.searchPlaceholder} />
      <div className="plaque-filter" role="group" aria-label={T.filterLabel}>
        {PLAQUE_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="plaque-filter__option"
            aria-pressed={query.status === filter}
            onClick={() => filterPlaques(filter)}
          >
            {filterLabel(filter, counts)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** 'Por grabar (3)' once the counts are in; 'Todas' has no count of its own. */
function filterLabel(filter: PlaqueFilter, counts: Record<PlaqueStatus, number> | null): string {
  if (filter === 'todas') return T.filterAll;
  const label = PLAQUE_STATUS_LABELS[filter];
  return counts ? `${label} (${formatCount(counts[filter])})` : label;
}

function emptyState(query: PlaquesQuery, searching: boolean): { title: string; hint: string } {
  if (searching) return { title: T.emptySearch, hint: T.emptySearchHint };
  return { title: T.emptyInState, hint: query.status === 'todas' ? T.emptyAll : T.emptyInStateHint };
}
