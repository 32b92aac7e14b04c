import { useEffect, useId, useRef, useState } from 'react';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { DELETE_TEXTS as T, namesMatch, plaqueNote } from '../../lib/dashboard/delete-memorial';
import { api, apiHref } from '../../lib/api-client';
import { MemorialExportLink } from '../ui/MemorialExportLink';
import { memorialPhrase } from '../../../worker/schemas/family-name';
import { Modal } from '../ui/Modal';

type Props = {
  card: MemorialCard | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (card: MemorialCard) => void;
};

/**
 * Deleting asks first (docs/features/editing-a-memorial.md): 'Descargar memorial' before anything else, what goes for good (the page, its
 * photos, video and memories; its QR code stops working), what becomes of the plaque, and the memorial's name typed
 * before 'Eliminar' works. docs/features/editing-a-memorial.md.
 */
export function DeleteMemorialDialog({ card, deleting, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open={card !== null}
      onClose={onCancel}
      title={card ? T.title(card.kind === 'family') : ''}
      size="sm"
      // While the request runs the answer is on its way: no Escape, no backdrop, no close button.
      dismissible={!deleting}
    >
      {card && <ConfirmBody key={card.id} card={card} deleting={deleting} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function ConfirmBody({ card, deleting, onCancel, onConfirm }: Props & { card: MemorialCard }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The dialog would focus its close button; the safe answer is the better place to start.
  useEffect(() => cancelRef.current?.focus(), []);
  const routes = (card.kind === 'individual' ? api.profiles : api.familyProfiles)[':id'];
  const matches = namesMatch(typed, card.name);
  const plaque = plaqueNote(card.plaque?.status ?? null);
  const confirm = () => {
    if (matches) onConfirm(card);
    else setTried(true);
  };
  return (
    <div className="dash-confirm">
      <p>{T.keepFirst}</p>
      <MemorialExportLink apiPath={apiHref(routes.export.$url({ param: { id: card.id } }))} name={memorialPhrase(card.kind, card.name)} />
      <p>
        Se eliminará <strong>{card.name}</strong> con {card.kind === 'family' ? 'sus miembros, ' : ''}sus fotos, su video y los recuerdos
        que dejaron sus visitantes. El enlace y el código QR dejarán de mostrarlo.
      </p>
      {plaque && <p>{plaque}</p>}
      <p>{T.cannotUndo}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {T.typeName} <strong>{card.name}</strong>
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          disabled={deleting}
          aria-invalid={tried && !matches ? true : undefined}
          aria-describedby={tried && !matches ? `${id}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
          }}
        />
        {tried && !matches && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {T.nameMismatch}
          </p>
        )}
      </div>
      <div className="dash-confirm__actions">
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel} disabled={deleting}>
          {T.cancel}
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={deleting} aria-disabled={!matches || undefined}>
          {deleting ? T.deleting : T.confirm}
        </button>
      </div>
    </div>
  );
}
