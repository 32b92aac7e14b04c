import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { $toasts, dismissToast, type Toast } from '../../stores/toasts';
import { useHydrated } from './useHydrated';
import './toaster.css';

/**
 * Shows the site's toasts (stores/toasts.ts). Mount it once per page (SiteHeader does).
 * The region is a manual popover: the browser's top layer is the only place drawn above an open <dialog>,
 * and a notice like 'Debes iniciar sesión para continuar' appears while the login dialog opens. Each new
 * toast re-opens the popover so it moves above whatever dialog opened since.
 */
export default function Toaster({ placement = 'bottom-left' }: { placement?: 'bottom-left' | 'top-right' }) {
  const stored = useStore($toasts);
  // The server rendered no toast; one shown before hydration (what woke this island) appears right after.
  const toasts = useHydrated() ? stored : [];
  const regionRef = useRef<HTMLDivElement>(null);
  const newest = toasts.at(-1)?.id;

  // Always open (an empty region shows nothing), so the live region exists before a message lands in it.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || typeof region.showPopover !== 'function') return;
    if (region.matches(':popover-open')) region.hidePopover();
    region.showPopover();
  }, [newest]);

  return (
    <div ref={regionRef} className={`toaster toaster--${placement}`} popover="manual" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast--${toast.tone}`}>
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="icon-button toast__close" aria-label="Cerrar aviso" onClick={() => dismissToast(toast.id)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
