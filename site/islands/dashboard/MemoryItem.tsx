import {
  likesText,
  MANAGER_TEXTS as T,
  memoryDateText,
  REPORT_REASON_LABELS,
  visibilityView,
  type ManagedMemory,
} from '../../lib/dashboard/memories-manager';
import { CameraPlaceholder } from '../ui/CameraPlaceholder';
import { ConfirmInPlace } from '../ui/ConfirmInPlace';
import { useConfirmInPlace } from '../ui/useConfirmInPlace';
import { Icon } from './icons';
import { MemoryThumb } from './MemoryThumb';

export type MemoryBusy = 'saving' | 'removing' | 'blocking';

type Props = {
  memory: ManagedMemory;
  busy: MemoryBusy | undefined;
  /** Approves (true) or declines (false) the memory; either closes its reports. */
  onDecide: (memory: ManagedMemory, isAuthorized: boolean) => void;
  /** Resolves true when the memory is gone (the item unmounts), false when it stays. */
  onRemove: (memory: ManagedMemory) => Promise<boolean>;
  /** Blocks the memory's writer on this wall for 30 days; resolves true when done. */
  onBlock: (memory: ManagedMemory) => Promise<boolean>;
  selected: boolean;
  onSelect: (memory: ManagedMemory, selected: boolean) => void;
};

/**
 * One memory as its owner moderates it: everything the visitor wrote, whether the wall shows it (or why
 * it never will), and the decisions left to the owner. Deleting asks first, in place. Buttons that wait for the server say so with
 * aria-disabled rather than `disabled`, so the keyboard focus stays on them instead of falling to the page.
 */
export function MemoryItem({ memory, busy, onDecide, onRemove, onBlock, selected, onSelect }: Props) {
  // Asking moves focus to the safe answer; answering 'no' (or a failure) brings it back to the button that asked.
  const confirmation = useConfirmInPlace<'remove' | 'block'>();
  const question = confirmation.question;
  const view = visibilityView(memory);
  const reported = memory.reports.length > 0;

  async function confirm() {
    if (busy) return;
    if (question === 'remove') {
      const gone = await onRemove(memory);
      if (!gone) confirmation.close();
    } else if (question === 'block') {
      await onBlock(memory);
      confirmation.close();
    }
  }

  const date = memoryDateText(memory.created_at);
  const working = busy === 'removing' ? T.removing : busy === 'blocking' ? T.blocking : null;
  return (
    <li className="inset-panel dash-mem" aria-busy={busy ? true : undefined}>
      <div className="dash-mem__head">
        <label className="dash-mem__select">
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(memory, event.currentTarget.checked)} />
          <span className="visually-hidden">{T.select(memory.author_name)}</span>
        </label>
        {memory.photo_url ? (
          <MemoryThumb src={memory.photo_url} author={memory.author_name} />
        ) : (
          <CameraPlaceholder className="dash-mem__photo dash-mem__photo--empty" size={26} note={T.noPhoto} />
        )}
        <div className="dash-mem__who">
          <h3 className="serif-heading dash-mem__author">{memory.author_name}</h3>
          <p className="dash-mem__meta">
            {date && <time dateTime={memory.created_at}>{date}</time>}
            <span className="dash-mem__likes">
              <Icon name="heart" size={15} />
              {likesText(memory.likes)}
            </span>
          </p>
          <p className="dash-mem__state">
            <span className={`dash-mem-badge dash-mem-badge--${view.tone}`}>{view.badge}</span>
            {reported && <span className="dash-mem-badge dash-mem-badge--reported">{T.reportedBadge(memory.reports.length)}</span>}
          </p>
        </div>
      </div>

      <p className="dash-mem__message">{memory.message}</p>
      {memory.song && (
        <p className="dash-mem__song">
          <Icon name="song" size={16} />
          <span>
            <span className="visually-hidden">{T.song}: </span>
            {memory.song}
          </span>
        </p>
      )}
      {memory.things_list.length > 0 && (
        <div className="dash-mem__things">
          <p className="dash-mem__label">{T.things}</p>
          <ul>
            {memory.things_list.map((thing, index) => (
              <li key={`${index}-${thing}`}>{thing}</li>
            ))}
          </ul>
        </div>
      )}

      {reported && (
        <div className="dash-mem__reports">
          <p className="dash-mem__label">{T.reportsTitle}</p>
          <ul>
            {memory.reports.map((report, index) => (
              <li key={`${index}-${report.created_at}`}>
                <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
                {report.details && <span>: {report.details}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      {question ? (
        <ConfirmInPlace
          state={confirmation}
          busy={working !== null}
          cancelLabel={T.cancel}
          confirmLabel={working ?? (question === 'remove' ? T.confirmRemove : T.confirmBlock)}
          onConfirm={() => void confirm()}
        >
          <strong>{question === 'remove' ? T.confirmQuestion : T.blockQuestion}</strong>
        </ConfirmInPlace>
      ) : (
        <div className="dash-mem__actions">
          {view.action !== null && view.next !== null && (
            <button
              type="button"
              className={`button button--small ${view.next ? 'button--primary' : 'button--secondary'} dash-mem__toggle`}
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && onDecide(memory, view.next)}
            >
              <Icon name={view.next ? 'visits' : 'hide'} size={18} />
              {busy === 'saving' ? T.saving : view.action}
              <span className="visually-hidden"> el recuerdo de {memory.author_name}</span>
            </button>
          )}
          {/* Reported but still on the wall: the family can keep it, which closes the reports. */}
          {reported && view.next === false && (
            <button
              type="button"
              className="button button--small button--secondary"
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && onDecide(memory, true)}
            >
              {T.keep}
              <span className="visually-hidden"> el recuerdo de {memory.author_name}</span>
            </button>
          )}
          {memory.hidden_by_reports && (
            <button
              type="button"
              className="button button--small button--secondary"
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && onDecide(memory, false)}
            >
              {T.decline}
              <span className="visually-hidden"> el recuerdo de {memory.author_name}</span>
            </button>
          )}
          {memory.can_block_writer && (
            <button
              ref={confirmation.triggerRef('block')}
              type="button"
              className="button button--small button--danger-outline"
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && confirmation.ask('block')}
            >
              {T.block}
              <span className="visually-hidden"> del recuerdo de {memory.author_name}</span>
            </button>
          )}
          <button
            ref={confirmation.triggerRef('remove')}
            type="button"
            className="button button--small button--danger-outline"
            aria-disabled={busy ? true : undefined}
            onClick={() => !busy && confirmation.ask('remove')}
          >
            <Icon name="delete" size={18} />
            {T.remove}
            <span className="visually-hidden"> el recuerdo de {memory.author_name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
