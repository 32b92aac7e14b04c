import { Modal } from '../ui/Modal';
import './landing-dialogs.css';

type Props = { open: boolean; onClose: () => void; url: string };

/** product §1.2: a confirmation before leaving for YouTube, which opens in a new tab. */
export function TutorialDialog({ open, onClose, url }: Props) {
  const go = () => {
    window.open(url, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title="Video tutorial" size="sm">
      <p className="tutorial__text">
        Vas a ver en YouTube cómo crear el memorial de tu ser querido paso a paso. Se abrirá en una pestaña nueva.
      </p>
      <div className="tutorial__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancelar
        </button>
        <button type="button" className="button button--primary" onClick={go}>
          Ir a YouTube
        </button>
      </div>
    </Modal>
  );
}
