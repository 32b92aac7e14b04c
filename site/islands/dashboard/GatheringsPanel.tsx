import { useId, useRef, useState, type ReactNode } from 'react';
import { api, requestData } from '../../lib/api-client';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import {
  EMPTY_GATHERING_FORM,
  formOfGathering,
  type GatheringBody,
  gatheringOwner,
  GATHERINGS_OWNER_TEXTS as T,
  sortGatherings,
} from '../../lib/dashboard/gatherings-owner';
import { failureMessage } from '../../lib/dashboard/memories-manager';
import type { GatheringDto } from '../../../worker/schemas/gatherings';
import { toast } from '../../stores/toasts';
import { GatheringForm } from './GatheringForm';
import { GatheringItem } from './GatheringItem';
import { Icon } from './icons';
import './gatherings.css';
import { PanelStatus } from './PanelStatus';
import { usePanelRead } from './usePanelRead';

type Props = {
  card: MemorialCard;
  /**
   * Buttons for one gathering beside 'Editar' and 'Eliminar' (the 'Invitación' image, branch invit): given the
   * gathering and the memorial it belongs to.
   */
  renderActions?: (gathering: GatheringDto, card: MemorialCard) => ReactNode;
};

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; list: GatheringDto[] };
/** What the panel is doing besides listing: nothing, adding one, or editing one (by id). */
type Editing = { mode: 'none' } | { mode: 'add' } | { mode: 'edit'; gathering: GatheringDto };

/** Over already: its end, or three hours after its start (services/gatherings.ts SHOWN_AFTER_START_MS). */
const isPassed = (gathering: GatheringDto, now: number) =>
  (gathering.ends_at ? Date.parse(gathering.ends_at) : Date.parse(gathering.starts_at) + 3 * 3_600_000) <= now;

/**
 * 'Misas y encuentros' (docs/features/gatherings.md) in the memorial's 'Fechas y recordatorios' dialog: the gatherings the family
 * announces (soonest first, those that passed quieter), with 'Agregar encuentro', and each one's 'Editar' and
 * 'Eliminar'. The form opens in place; every change is the API's answer, kept in the list as it comes.
 */
export function GatheringsPanel({ card, renderActions }: Props) {
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [removing, setRemoving] = useState<string | null>(null);
  // What counts as passed is read once, when the dialog opens.
  const [now] = useState(() => Date.now());
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const owner = gatheringOwner(card);

  const { state, setState, retry } = usePanelRead<State>(async (signal) => {
    const init = { init: { signal } };
    const answer = await requestData(
      owner.family
        ? api.gatherings['family-profiles'][':id'].gatherings.$get({ param: owner.param }, init)
        : api.gatherings.profiles[':id'].gatherings.$get({ param: owner.param }, init),
    );
    return answer.ok ? { status: 'ready', list: answer.data } : { status: 'failed', message: failureMessage(answer, T.loadFailed) };
  });

  function closeForm() {
    setEditing({ mode: 'none' });
    // The form held the focus; it goes back to the button that opened it.
    requestAnimationFrame(() => addRef.current?.focus());
  }

  function keep(gathering: GatheringDto) {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', list: sortGatherings([...current.list.filter((each) => each.id !== gathering.id), gathering]) }
        : current,
    );
  }

  async function add(body: GatheringBody): Promise<string | null> {
    const answer = await requestData(
      owner.family
        ? api.gatherings['family-profiles'][':id'].gatherings.$post({ param: owner.param, json: body })
        : api.gatherings.profiles[':id'].gatherings.$post({ param: owner.param, json: body }),
    );
    if (!answer.ok) return failureMessage(answer, T.saveFailed);
    keep(answer.data);
    toast.success(T.added);
    closeForm();
    return null;
  }

  async function update(id: string, body: GatheringBody): Promise<string | null> {
    const answer = await requestData(api.gatherings.gatherings[':id'].$put({ param: { id }, json: body }));
    if (!answer.ok) return failureMessage(answer, T.saveFailed);
    keep(answer.data);
    toast.success(T.saved);
    closeForm();
    return null;
  }

  async function remove(gathering: GatheringDto): Promise<boolean> {
    setRemoving(gathering.id);
    const answer = await requestData(api.gatherings.gatherings[':id'].$delete({ param: { id: gathering.id } }));
    setRemoving(null);
    if (!answer.ok) {
      toast.error(failureMessage(answer, T.removeFailed));
      return false;
    }
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', list: current.list.filter((each) => each.id !== gathering.id) } : current,
    );
    toast.success(T.removed);
    requestAnimationFrame(() => addRef.current?.focus());
    return true;
  }

  return (
    <section className="dash-rem__section dash-gath" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-rem__heading">
        {T.title}
      </h3>
      <p className="dash-rem__hint">{T.hint}</p>
      <PanelStatus state={state} onRetry={retry} />
      {state.status === 'ready' && (
        <>
          <p className="dash-rem__count" aria-live="polite">
            <Icon name="calendar" size={18} />
            <strong>{T.count(state.list.length)}</strong>
          </p>
          {state.list.length === 0 && editing.mode !== 'add' && <p className="dash-list-empty">{T.empty}</p>}
          {state.list.length > 0 && (
            <ul className="dash-rem__list dash-gath__list">
              {state.list.map((gathering) =>
                editing.mode === 'edit' && editing.gathering.id === gathering.id ? (
                  <li key={gathering.id} className="dash-gath__item dash-gath__item--editing">
                    <GatheringForm
                      initial={formOfGathering(gathering)}
                      title={T.editTitle}
                      onSubmit={(body) => update(gathering.id, body)}
                      onCancel={closeForm}
                    />
                  </li>
                ) : (
                  <GatheringItem
                    key={gathering.id}
                    gathering={gathering}
                    passed={isPassed(gathering, now)}
                    removing={removing === gathering.id}
                    onEdit={(chosen) => setEditing({ mode: 'edit', gathering: chosen })}
                    onRemove={remove}
                    actions={renderActions?.(gathering, card)}
                  />
                ),
              )}
            </ul>
          )}
          {editing.mode === 'add' ? (
            <GatheringForm initial={EMPTY_GATHERING_FORM} title={T.addTitle} onSubmit={add} onCancel={closeForm} />
          ) : (
            <div className="dash-rem__actions">
              <button
                ref={addRef}
                type="button"
                className="button button--primary button--small"
                onClick={() => setEditing({ mode: 'add' })}
              >
                {T.add}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
