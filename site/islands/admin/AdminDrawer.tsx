import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useModalWhileMounted } from '../ui/scroll-lock';

type Props = { open: boolean; onClose: () => void; children: ReactNode };

/**
 * The phone menu (product §3.2 "a drawer menu on mobile"). A native <dialog> opened with showModal(), like
 * the site's Modal: the browser keeps focus inside and makes the page behind inert; Escape and a tap on the
 * dimmed page close it.
 */
export function AdminDrawer(props: Props) {
  return props.open ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({ onClose, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const latestClose = useRef(onClose);
  useLayoutEffect(() => {
    latestClose.current = onClose;
  });

  useModalWhileMounted(dialogRef);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="admin-drawer"
      aria-label="Menú del panel"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="admin-drawer__panel">
        <button type="button" className="icon-button admin-drawer__close" onClick={onClose} aria-label="Cerrar menú">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
