import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useModalWhileMounted } from './scroll-lock';
import './modal.css';

/**
 * The generic modal (product §1.2 "shared interface pieces"): sizes sm–xl, closes on Escape and on a backdrop
 * click, locks page scroll while open. Built on the native <dialog> opened with showModal(): the browser
 * puts it in the top layer (above the sticky header) and makes the page behind it inert, so focus cannot
 * wander out. This component opens it at its top with the focus on the first field or the heading
 * (focusAtTop) and returns the focus on close.
 */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading; leave it out and pass `labelledBy` when the content brings its own heading. */
  title?: ReactNode;
  labelledBy?: string;
  size?: ModalSize;
  /** False for modals the person must answer (no Escape, no backdrop, no close button). */
  dismissible?: boolean;
  /** 'side' slides in from the right edge at full height (the cart drawer); `size` then sets its width. */
  placement?: 'center' | 'side';
  children: ReactNode;
};

export function Modal(props: Props) {
  // Unmounted while closed, so every opening starts with fresh content (forms reset themselves).
  return props.open ? <OpenModal {...props} /> : null;
}

const FIELD_SELECTOR = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Every dialog opens at its top. showModal() focuses the first focusable element (the close button, or a
 * control far down a long panel, scrolling the panel past its title); instead the focus goes to the first
 * field when it shows without scrolling (people came to type), and otherwise to the heading.
 */
function focusAtTop(dialog: HTMLDialogElement, headingId: string | undefined): void {
  const panel = dialog.querySelector<HTMLElement>('.modal__panel');
  // showModal() may already have scrolled it to the control it focused.
  if (panel) panel.scrollTop = 0;
  const field = dialog.querySelector<HTMLElement>(FIELD_SELECTOR);
  const fieldShows =
    field !== null &&
    field.getClientRects().length > 0 &&
    (!panel || field.getBoundingClientRect().bottom <= panel.getBoundingClientRect().bottom);
  const heading = headingId ? document.getElementById(headingId) : null;
  if (fieldShows) field.focus({ preventScroll: true });
  else if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

function OpenModal({ onClose, title, labelledBy, size = 'md', dismissible = true, placement = 'center', children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  // Handlers read the latest props without re-running the open/close effect.
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useModalWhileMounted(dialogRef, (dialog) => focusAtTop(dialog, title ? titleId : labelledBy));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Chromium closes a dialog on a second Escape without asking; keep React's state and the DOM in step.
    const onNativeClose = () => {
      if (latest.current.dismissible) latest.current.onClose();
      else if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}${placement === 'side' ? ' modal--side' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={title ? titleId : labelledBy}
      // A click whose press and release both land outside the panel is a backdrop click; a text selection
      // dragged out of a field is not.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (dismissible && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="modal__panel">
        {dismissible && (
          <button type="button" className="icon-button modal__close" onClick={onClose} aria-label="Cerrar">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {title && (
          <h2 id={titleId} className="modal__title" tabIndex={-1}>
            {title}
          </h2>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
