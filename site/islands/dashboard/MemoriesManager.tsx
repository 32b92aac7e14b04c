import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { api, request as send, requestData } from '../../lib/api-client';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import {
  cardWall,
  failureMessage,
  filteredManageQuery,
  MANAGER_PAGE_SIZE,
  MANAGER_TEXTS as T,
  memoriesCountText,
  needsRefill,
  pageAfterRemoval,
  pendingDelta,
  pendingText,
  replaceMemory,
  wallPath,
  type ManagedMemory,
  type ManagedPage,
  type ManagerFilter,
  type WallRef,
} from '../../lib/dashboard/memories-manager';
import { WallBlocks } from './WallBlocks';
import { toast } from '../../stores/toasts';
import { Modal } from '../ui/Modal';
import { Pager } from '../ui/Pager';
import { AutoPublishSetting } from './AutoPublishSetting';
import { Icon } from './icons';
import { MemoryItem, type MemoryBusy } from './MemoryItem';
import { PanelStatus } from './PanelStatus';
import './memories.css';
import { memorialPhrase } from '../../../worker/schemas/family-name';

type Props = {
  /** The memorial whose wall is moderated; null keeps the manager closed. */
  card: MemorialCard | null;
  /** Memories awaiting approval on that wall, as the card counts them. */
  pending: number;
  onClose: () => void;
  /** A moderation changed how many memories wait for approval on `card`'s wall. */
  onPendingChange: (card: MemorialCard, delta: number) => void;
  /** 'Publicar recuerdos sin mi aprobación' is the owner's and an editor's to change, not a moderator's (docs/features/family-circle.md). */
  autoPublish?: boolean;
};

/**
 * The owner's memories manager (product §2.2, docs/features/memory-wall.md): every memory left on one wall, newest first and
 * five per page, whether or not the wall shows it; the owner shows or hides each one the visitor made
 * public, deletes after confirming, and decides whether such memories are published without approval. The list is read when the dialog opens, so it is never staler than the click that opened it.
 * 'Reportados' lists what visitors reported (with their reasons); checkboxes and 'Aprobar seleccionados' /
 * 'Rechazar seleccionados' decide a page's selection at once; 'Bloquear a quien escribió' asks first; the blocks
 * in force are listed with 'Quitar bloqueo'; 'Aceptar recuerdos sin foto' sits beside the auto-publish switch.
 */
export function MemoriesManager({ card, pending, onClose, onPendingChange, autoPublish = true }: Props) {
  return (
    <Modal open={card !== null} onClose={onClose} title={card ? T.title(memorialPhrase(card.kind, card.name)) : undefined} size="lg">
      {card && (
        <ManagerBody card={card} pending={pending} autoPublish={autoPublish} onPendingChange={(delta) => onPendingChange(card, delta)} />
      )}
    </Modal>
  );
}

type Listing = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: ManagedPage };

function ManagerBody({
  card,
  pending,
  autoPublish,
  onPendingChange,
}: {
  card: MemorialCard;
  pending: number;
  autoPublish: boolean;
  onPendingChange: (delta: number) => void;
}) {
  const wall: WallRef = cardWall(card);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  // Requests finish after later renders: they read the list as it is then, not as it was when clicked.
  const listingRef = useRef(listing);
  useLayoutEffect(() => {
    listingRef.current = listing;
  });
  /** A page is on its way while the current one stays on screen (paging, refilling after a delete). */
  const [turning, setTurning] = useState(false);
  const [busy, setBusy] = useState<Record<string, MemoryBusy>>({});
  const busyRef = useRef(new Set<string>());
  const requestRef = useRef<AbortController | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [filter, setFilter] = useState<ManagerFilter>('all');
  const filterRef = useRef<ManagerFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState(false);
  /** Bumped after a block, so the list of blocks reads again. */
  const [blocksVersion, setBlocksVersion] = useState(0);

  /** Reads one page; `quiet` keeps the current list on screen meanwhile. Resolves true when it arrived. */
  function load(page: number, quiet = false): Promise<boolean> {
    if (quiet) setTurning(true);
    else setListing({ status: 'loading' });
    return read(page, quiet);
  }

  async function read(page: number, quiet: boolean): Promise<boolean> {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    return send(
      api.memories.manage.$get({ query: filteredManageQuery(wall, page, filterRef.current) }, { init: { signal: request.signal } }),
    ).then((answer) => {
      if (request.signal.aborted) return false;
      requestRef.current = null;
      setTurning(false);
      if (!answer.ok) {
        if (quiet) toast.error(failureMessage(answer, T.loadFailed));
        else setListing({ status: 'failed', message: failureMessage(answer, T.loadFailed) });
        return false;
      }
      setListing({ status: 'ready', page: answer.data });
      // A new page starts with nothing selected: a selection never reaches memories out of sight.
      setSelected(new Set());
      return true;
    });
  }

  function changeFilter(next: ManagerFilter) {
    if (next === filterRef.current) return;
    filterRef.current = next;
    setFilter(next);
    void load(1, listingRef.current.status === 'ready');
  }

  function select(memory: ManagedMemory, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(memory.id);
      else next.delete(memory.id);
      return next;
    });
  }

  // The first page, read when the dialog opens (it starts as loading): the wall is fixed for the life of this body
  // (the dialog unmounts it on close).
  const readOnOpen = useEffectEvent(() => read(1, false));
  useEffect(() => {
    void readOnOpen();
    return () => requestRef.current?.abort();
  }, []);

  function mark(id: string, state: MemoryBusy | null) {
    if (state) busyRef.current.add(id);
    else busyRef.current.delete(id);
    setBusy((current) => {
      const next = { ...current };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });
  }

  async function goTo(page: number) {
    if (await load(page, true)) summaryRef.current?.focus();
  }

  async function decide(memory: ManagedMemory, isAuthorized: boolean) {
    if (busyRef.current.has(memory.id)) return;
    mark(memory.id, 'saving');
    const result = await requestData(api.memories[':id'].$patch({ param: { id: memory.id }, json: { is_authorized: isAuthorized } }));
    mark(memory.id, null);
    if (!result.ok) {
      toast.error(failureMessage(result, T.updateFailed));
      // Gone meanwhile (another tab, an administrator): show the wall as it is now.
      if (result.status === 404) await refresh();
      return;
    }
    setListing((current) =>
      current.status === 'ready'
        ? { status: 'ready', page: { ...current.page, data: replaceMemory(current.page.data, result.data) } }
        : current,
    );
    onPendingChange(pendingDelta(memory, result.data));
    toast.success(memory.reports.length > 0 && result.data.is_public ? T.kept : result.data.is_public ? T.shown : T.hidden);
    // Decided, it leaves 'Reportados'.
    if (filterRef.current === 'reported') await refresh();
  }

  /** 'Aprobar seleccionados' / 'Rechazar seleccionados': one request, all or nothing. */
  async function decideSelected(decision: 'approve' | 'decline') {
    const current = listingRef.current;
    if (deciding || current.status !== 'ready' || selected.size === 0) return;
    const chosen = current.page.data.filter((memory) => selected.has(memory.id));
    setDeciding(true);
    const result = await requestData(api.memories.decisions.$post({ json: { ids: chosen.map((memory) => memory.id), decision } }));
    setDeciding(false);
    if (!result.ok) {
      toast.error(failureMessage(result, T.decideFailed));
      if (result.status === 404) await refresh();
      return;
    }
    const after = new Map(result.data.map((memory) => [memory.id, memory]));
    onPendingChange(chosen.reduce((sum, memory) => sum + pendingDelta(memory, after.get(memory.id) ?? memory), 0));
    setListing((now) =>
      now.status === 'ready' ? { status: 'ready', page: { ...now.page, data: replaceMemory(now.page.data, ...result.data) } } : now,
    );
    setSelected(new Set());
    toast.success(decision === 'approve' ? T.approvedMany(result.data.length) : T.declinedMany(result.data.length));
    if (filterRef.current === 'reported') await refresh();
  }

  async function block(memory: ManagedMemory): Promise<boolean> {
    if (busyRef.current.has(memory.id)) return false;
    mark(memory.id, 'blocking');
    const result = await requestData(api.memories[':id']['block-writer'].$post({ param: { id: memory.id } }));
    mark(memory.id, null);
    if (!result.ok) {
      toast.error(failureMessage(result, T.blockFailed));
      return false;
    }
    toast.success(T.blocked);
    setBlocksVersion((version) => version + 1);
    return true;
  }

  async function remove(memory: ManagedMemory): Promise<boolean> {
    if (busyRef.current.has(memory.id)) return false;
    mark(memory.id, 'removing');
    const result = await send(api.memories[':id'].$delete({ param: { id: memory.id } }));
    mark(memory.id, null);
    if (!result.ok) {
      toast.error(failureMessage(result, T.deleteFailed));
      if (result.status === 404) await refresh();
      return false;
    }
    onPendingChange(pendingDelta(memory, null));
    toast.success(T.removed);
    const before = listingRef.current;
    if (before.status === 'ready') {
      const { page, limit, total } = before.page.pagination;
      const target = pageAfterRemoval(page, total, limit);
      // The deleted memory leaves at once; the next page's first memory moves up when there is one.
      setListing((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              page: {
                data: current.page.data.filter((item) => item.id !== memory.id),
                pagination: { ...current.page.pagination, total: Math.max(0, current.page.pagination.total - 1) },
              },
            }
          : current,
      );
      if (target !== page || needsRefill(page, total, limit)) void load(target, true);
    }
    // The focused button went away with its memory: the count above the list is the nearest landmark.
    summaryRef.current?.focus();
    return true;
  }

  async function refresh() {
    const current = listingRef.current;
    await load(current.status === 'ready' ? current.page.pagination.page : 1, current.status === 'ready');
  }

  const published = card.published;
  return (
    <div className="dash-mems">
      <div className="dash-mems__top">
        <p ref={summaryRef} className="dash-mems__count" tabIndex={-1} aria-live="polite">
          {listing.status === 'ready' && (
            <>
              <strong>{memoriesCountText(listing.page.pagination.total)}</strong>
              {pending > 0 && <span className="dash-mems__pending">{pendingText(pending)}</span>}
            </>
          )}
        </p>
        {published ? (
          <a className="dash-mems__wall" href={wallPath(card.slug)}>
            <Icon name="view" size={16} />
            {T.wallLink}
          </a>
        ) : (
          <p className="dash-mems__note">{T.draftNote}</p>
        )}
      </div>
      {autoPublish && <AutoPublishSetting wall={wall} />}
      <WallBlocks wall={wall} version={blocksVersion} />

      <div className="dash-mems__filters" role="group" aria-label={T.filterLabel}>
        {(['all', 'reported'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`button button--small ${filter === value ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={filter === value}
            onClick={() => changeFilter(value)}
          >
            {value === 'all' ? T.filterAll : T.filterReported}
          </button>
        ))}
      </div>
      {listing.status === 'ready' && listing.page.data.length > 0 && (
        <div className="dash-mems__bulk" role="group" aria-label={T.selected(selected.size)}>
          <label className="dash-mems__select-all">
            <input
              type="checkbox"
              checked={listing.page.data.every((memory) => selected.has(memory.id))}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setSelected(on ? new Set(listing.page.data.map((memory) => memory.id)) : new Set());
              }}
            />
            <span>{T.selectPage}</span>
          </label>
          <span className="dash-mems__selected" aria-live="polite">
            {T.selected(selected.size)}
          </span>
          <div className="dash-mems__bulk-actions">
            <button
              type="button"
              className="button button--small button--primary"
              aria-disabled={selected.size === 0 || deciding ? true : undefined}
              onClick={() => void decideSelected('approve')}
            >
              {T.approveSelected}
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              aria-disabled={selected.size === 0 || deciding ? true : undefined}
              onClick={() => void decideSelected('decline')}
            >
              {T.declineSelected}
            </button>
          </div>
        </div>
      )}

      <PanelStatus state={listing} onRetry={() => void load(1)} loadingText={T.loading} />
      {listing.status === 'ready' &&
        (listing.page.data.length === 0 && !turning ? (
          <p className="dash-list-empty">{filter === 'reported' ? T.emptyReported : T.empty}</p>
        ) : (
          <ul className="dash-mems__list" aria-busy={turning || undefined}>
            {listing.page.data.map((memory) => (
              <MemoryItem
                key={memory.id}
                memory={memory}
                busy={busy[memory.id]}
                onDecide={(item, isAuthorized) => void decide(item, isAuthorized)}
                onRemove={remove}
                onBlock={block}
                selected={selected.has(memory.id)}
                onSelect={select}
              />
            ))}
          </ul>
        ))}
      {listing.status === 'ready' && (
        <Pager
          page={listing.page.pagination.page}
          totalPages={listing.page.pagination.totalPages}
          total={listing.page.pagination.total}
          limit={listing.page.pagination.limit || MANAGER_PAGE_SIZE}
          onPageChange={(page) => void goTo(page)}
          label={T.pagerLabel}
          busy={turning}
        />
      )}
    </div>
  );
}
