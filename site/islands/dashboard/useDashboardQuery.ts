import { useEffect, useEffectEvent } from 'react';
import { cleanDashboardUrl, DASHBOARD_TEXTS, dashboardNotices } from '../../lib/dashboard/dashboard-memorials';
import { memoriesQueryTarget, type WallRef } from '../../lib/dashboard/memories-manager';
import { toast } from '../../stores/toasts';

type Handlers = {
  /** payment=success: the receipt dialog. */
  onPaymentSuccess: () => void;
  /** recuerdos=memorial:{id} or family:{id}, the owner's new-memory e-mail: that wall's memories manager. */
  onMemories: (wall: WallRef) => void;
};

/**
 * The dashboard's one-shot query flags (product §2.2): payment=success opens the receipt dialog, created=family
 * greets the new family memorial, refresh=true asks for fresh lists, recuerdos=… opens a wall's memories
 * manager. Then the address is cleaned so a reload or a bookmark does not repeat them.
 *
 * Fresh lists need nothing here: the page is rendered per request with no-store and nothing on the client
 * keeps a copy. The one way a stale list could come back is the back/forward cache (the browser keeping the
 * whole page after the customer left for a wizard), so a page restored from it is reloaded.
 */
export function useDashboardQuery({ onPaymentSuccess, onMemories }: Handlers): void {
  const paymentSucceeded = useEffectEvent(onPaymentSuccess);
  const openMemories = useEffectEvent(onMemories);
  useEffect(() => {
    const notices = dashboardNotices(window.location.search);
    if (notices.paymentSuccess) paymentSucceeded();
    if (notices.familyCreated) toast.success(DASHBOARD_TEXTS.familyCreated);
    const wall = memoriesQueryTarget(window.location.search);
    if (wall) openMemories(wall);
    const clean = cleanDashboardUrl(window.location.href);
    if (clean) window.history.replaceState(window.history.state, '', clean);

    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
    // Runs once, on the first client render: the flags belong to the address the page was opened with.
  }, []);
}
