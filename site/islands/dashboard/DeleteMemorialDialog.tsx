import { useEffect, useRef } from 'react';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { Modal } from '../ui/Modal';

type Props = {
  card: MemorialCard | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (card: MemorialCard) => void;
};

/** Deleting asks first: the page, its photos, video and memories go for good, and its QR code stops working. */
export function DeleteMemorialDialog({ card, deleting, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open={card !== null}
      onClose={onCancel}
      title={card?.kind === 'family' ? '¿Eliminar este memorial familiar?' : '¿Eliminar este memorial?'}
      size="sm"
      // While the request runs the answer is on its way: no Escape, no backdrop, no close button.
      dismissible={!deleting}
    >
      {card && <ConfirmBody card={card} deleting={deleting} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function ConfirmBody({ card, deleting, onCancel, onConfirm }: Props & { card: MemorialCard }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The dialog would focus its close button; the safe answer is the better place to start.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="dash-confirm">
      <p>
        Se eliminará <strong>{card.name}</strong> con {card.kind === 'family' ? 'sus miembros, ' : ''}sus fotos, su video y
        los recuerdos que dejaron sus visitantes. El enlace y el código QR dejarán de mostrarlo.
      </p>
      <p>Podrás crear otro memorial en su lugar. Esta acción no se puede deshacer.</p>
      <div className="dash-confirm__actions">
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel} disabled={deleting}>
          Cancelar
        </button>
        <button type="button" className="button dash-button--danger" onClick={() => onConfirm(card)} disabled={deleting}>
          {deleting ? 'Eliminando…' : 'Eliminar'}
        </button>
      </div>
    </div>
  );
}
